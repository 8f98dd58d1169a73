// memref.view's verifier rules with mlir-opt 22's messages (the layout ones
// are emitError's, without the op prefix); tests/verify/mlir-opt-agrees.test
// runs mlir-opt on the same cases.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func.func @view_missing_size(%b: memref<2048xi8>, %s: index, %n: index) {
  // expected-error @below {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %b[%s][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @view_not_i8(%b: memref<2048xf32>, %s: index, %n: index) {
  // expected-error @below {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xf32>'}}
  %0 = memref.view %b[%s][] : memref<2048xf32> to memref<4xf32>
  return
}

// -----

func.func @view_base_layout(%b: memref<2048xi8, strided<[2]>>, %s: index, %n: index) {
  // expected-error @below {{unsupported map for base memref type 'memref<2048xi8, strided<[2]>>'}}
  %0 = memref.view %b[%s][] : memref<2048xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @view_result_layout(%b: memref<2048xi8>, %s: index, %n: index) {
  // expected-error @below {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %b[%s][] : memref<2048xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @view_rank_2(%b: memref<16x16xi8>, %s: index, %n: index) {
  // expected-error @below {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<16x16xi8>'}}
  %0 = memref.view %b[%s][] : memref<16x16xi8> to memref<4xf32>
  return
}

// -----

// expected-note @below {{prior use here}}
func.func @view_shift_i32(%b: memref<2048xi8>, %s: i32, %n: index) {
  // expected-error @below {{use of value '%s' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = memref.view %b[%s][] : memref<2048xi8> to memref<4xf32>
  return
}

// -----

func.func @view_extra_size(%b: memref<2048xi8>, %s: index, %n: index) {
  // expected-error @below {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = "memref.view"(%b, %s, %n) : (memref<2048xi8>, index, index) -> memref<4xf32>
  return
}

// -----

func.func @view_unranked_source(%b: memref<*xi8>, %s: index, %n: index) {
  // expected-error @+1 {{custom op 'memref.view' invalid kind of type specified: expected builtin.memref, but found 'memref<*xi8>'}}
  %0 = memref.view %b[%s][] : memref<*xi8> to memref<4xf32>
  return
}

// -----

func.func @view_unranked_result(%b: memref<2048xi8>, %s: index, %n: index) {
  // expected-error @below {{'memref.view' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = memref.view %b[%s][] : memref<2048xi8> to memref<*xf32>
  return
}

// -----

func.func @view_i8_result(%b: memref<2048xi8>, %s: index, %n: index) {
  %0 = memref.view %b[%s][] : memref<2048xi8> to memref<4xi8>
  return
}
