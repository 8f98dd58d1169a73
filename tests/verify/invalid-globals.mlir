// Verifier rules of memref.global and memref.get_global, with mlir-opt 22's
// messages (mlir-opt-agrees.test runs mlir-opt on this file too).
// RUN: %loopc %s --split-input-file --verify-diagnostics

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global "private" @global_dynamic : memref<?xf32>

// -----

// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
memref.global "private" @global_init_shape : memref<2xf32> = dense<[1.0, 2.0, 3.0]>

// -----

// expected-error@+1 {{attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global "private" @global_alignment : memref<2xf32> = dense<1.0> {alignment = 3 : i64}

// -----

func.func @get_global_missing() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

memref.global "private" @g : memref<2xf32>
func.func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @get_global_of_function() {
  // expected-error@+1 {{'memref.get_global' op 'get_global_of_function' does not reference a valid global memref}}
  %0 = memref.get_global @get_global_of_function : memref<3xf32>
  return
}

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "priate"}}
memref.global "priate" constant @g : memref<2xf32> = uninitialized

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "pub"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "pub"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{type should be static shaped memref}}
memref.global @foo : i32 = 5

// -----

// expected-error @+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global @foo : memref<2x2xf32>  = "foo"

// -----

// expected-error @+1 {{custom op 'memref.global' expected valid '@'-identifier for symbol name}}
memref.global "private" "public" @foo : memref<2x2xf32>  = "foo"

// -----

// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
memref.global constant external @foo : memref<2x2xf32>  = "foo"

// -----

// constant qualifier must be after visibility.
// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
memref.global constant "private" @foo : memref<2x2xf32>  = "foo"

// -----

// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
memref.global constant constant @foo : memref<2x2xf32>
