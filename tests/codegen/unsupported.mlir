// What the C backend cannot emit is reported at the op (every such op, not
// just the first), and nothing is written.
// RUN: not %loopc %s --emit=c --error-limit=0 -o %t.c 2>&1 | FileCheck %s
// RUN: not test -e %t.c

// CHECK: unsupported.mlir:[[@LINE+1]]:1: error: 'func.func' op argument #0 (%t) type 'tensor<4xf32>' is not supported by the C backend
func.func @tensor_arg(%t: tensor<4xf32>) {
  return
}

// Unsigned integers belong to the onnx dialect's tensors (lower-onnx makes
// them signless).
// CHECK: unsupported.mlir:[[@LINE+1]]:1: error: 'func.func' op argument #0 (%m) type 'memref<2xui8>' is not supported by the C backend
func.func @unsigned_arg(%m: memref<2xui8>) {
  return
}

// Arguments of one type are told apart by number and name.
// CHECK: unsupported.mlir:[[@LINE+3]]:1: error: 'func.func' op argument #0 (%x) type 'f16' is not supported by the C backend
// CHECK: unsupported.mlir:[[@LINE+2]]:1: error: 'func.func' op argument #1 (%y) type 'f16' is not supported by the C backend
// CHECK: unsupported.mlir:[[@LINE+1]]:1: error: 'func.func' op result #0 type 'f16' is not supported by the C backend
func.func @two_f16(%x: f16, %y: f16) -> f16 {
  return %x : f16
}

func.func @unknown_op() {
  // CHECK: unsupported.mlir:[[@LINE+1]]:3: error: 'foo.bar' op is not supported by the C backend
  "foo.bar"() : () -> ()
  return
}

func.func @half(%a: f32) -> f32 {
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'arith.truncf' op result type 'f16' is not supported by the C backend
  %h = arith.truncf %a : f32 to f16
  %b = arith.extf %h : f16 to f32
  return %b : f32
}

// CHECK: unsupported.mlir:[[@LINE+1]]:1: error: 'func.func' op result #0 type 'i7' is not supported by the C backend
func.func @odd_width(%a: i7) -> i7 {
  return %a : i7
}

// CHECK: unsupported.mlir:[[@LINE+1]]:1: error: 'foo.global' op is not supported by the C backend at module level
"foo.global"() : () -> ()

func.func @i1_loop(%a: i1, %b: i1, %c: i1, %m: memref<1xi1>) {
  %c0 = arith.constant 0 : index
  // CHECK: unsupported.mlir:[[@LINE+1]]:3: error: 'scf.for' op with an induction variable of type 'i1' is not supported by the C backend
  scf.for %i = %a to %b step %c : i1 {
    memref.store %i, %m[%c0] : memref<1xi1>
  }
  return
}

func.func @reduce_memref(%m: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%m) -> memref<4xf32> {
    // CHECK: unsupported.mlir:[[@LINE+1]]:5: error: 'scf.reduce' op of a memref is not supported by the C backend
    scf.reduce(%m : memref<4xf32>) {
    ^bb0(%x: memref<4xf32>, %y: memref<4xf32>):
      scf.reduce.return %x : memref<4xf32>
    }
  }
  return %r : memref<4xf32>
}

func.func @reduce_body_use(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> f32 {
    %v = memref.load %m[%i] : memref<4xf32>
    // CHECK: unsupported.mlir:[[@LINE+1]]:5: error: 'scf.reduce' op whose body uses values of the parallel loop body is not supported by the C backend
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %v : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// Integers wider than 64 bits: i128 inside functions only (loopc_i128);
// no other width, no i128 at a function's boundary, in a memref or where
// the C has a 64-bit helper, a counter or an OpenMP reduction. (Widths below
// 64 that C has no type of are below.)
// CHECK: unsupported.mlir:[[@LINE+1]]:1: error: 'func.func' op argument #0 (%x) type 'i128' is not supported by the C backend in a function's signature (only inside functions)
func.func @i128_arg(%x: i128) {
  return
}

func.func @wide_ops(%x: i64) {
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'arith.extsi' op result type 'i256' is not supported by the C backend
  %w = arith.extsi %x : i64 to i256
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'arith.trunci' op result type 'i0' is not supported by the C backend
  %z = arith.trunci %x : i64 to i0
  %a = arith.extsi %x : i64 to i128
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'arith.ceildivsi' op on type 'i128' is not supported by the C backend
  %d = arith.ceildivsi %a, %a : i128
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'memref.alloc' op result type 'memref<4xi128>' is not supported by the C backend
  %m = memref.alloc() : memref<4xi128>
  // CHECK: unsupported.mlir:[[@LINE+1]]:3: error: 'test.use' op is not supported by the C backend
  "test.use"(%w, %z, %d, %m) : (i256, i0, i128, memref<4xi128>) -> ()
  return
}

// Widths below 64 that C has no type of (i3 in an int8_t, always
// sign-extended: cg_is_odd_int): scalars inside functions only; not at a
// function's boundary, in a memref, in the extended ops (whose high half
// is the C type's), as a loop counter or a switch flag.
// CHECK: unsupported.mlir:[[@LINE+1]]:1: error: 'func.func' op result #0 type 'i3' is not supported by the C backend in a function's signature (only inside functions)
func.func @odd_result() -> i3 {
  %c = arith.constant 1 : i3
  return %c : i3
}

func.func @odd_ops(%x: i64) {
  %a = arith.trunci %x : i64 to i5
  // CHECK: unsupported.mlir:[[@LINE+1]]:14: error: 'arith.mulsi_extended' op on type 'i5' is not supported by the C backend
  %lo, %hi = arith.mulsi_extended %a, %a : i5
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'memref.alloc' op result type 'memref<4xi5>' is not supported by the C backend
  %m = memref.alloc() : memref<4xi5>
  %c0 = arith.constant 0 : i5
  %c1 = arith.constant 1 : i5
  // CHECK: unsupported.mlir:[[@LINE+1]]:3: error: 'scf.for' op on type 'i5' is not supported by the C backend
  scf.for %i = %c0 to %a step %c1 : i5 {
    vector.print %i : i5
  }
  // CHECK: unsupported.mlir:[[@LINE+1]]:3: error: 'test.use' op is not supported by the C backend
  "test.use"(%lo, %hi, %m) : (i5, i5, memref<4xi5>) -> ()
  return
}

func.func @odd_switch(%x: i64) {
  %a = arith.trunci %x : i64 to i5
  // CHECK: unsupported.mlir:[[@LINE+1]]:3: error: 'cf.switch' op on type 'i5' is not supported by the C backend
  cf.switch %a : i5, [
    default: ^bb1,
    3: ^bb2
  ]
^bb1:
  vector.print str "default\n"
  return
^bb2:
  vector.print str "3\n"
  return
}

// A CPU's memref.dma_start is a copy of elements: of one element type only
// (MLIR's verifier does not require it).
func.func @dma_element_types(%a: memref<4xf32>, %b: memref<4xi32>, %tag: memref<i32>, %i: index) {
  // CHECK: unsupported.mlir:[[@LINE+1]]:3: error: 'memref.dma_start' op between element types 'f32' and 'i32' is not supported by the C backend
  memref.dma_start %a[%i], %b[%i], %i, %tag[] : memref<4xf32>, memref<4xi32>, memref<i32>
  return
}

// A reshape to an unranked memref: its rank is known only at run time.
func.func @reshape_unranked(%a: memref<4xf32>, %s: memref<?xindex>) {
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'memref.reshape' op to an unranked memref is not supported by the C backend
  %r = memref.reshape %a(%s) : (memref<4xf32>, memref<?xindex>) -> memref<*xf32>
  call @use_unranked(%r) : (memref<*xf32>) -> ()
  return
}
func.func private @use_unranked(memref<*xf32>)

// Atomics on i1 (a C bool does not wrap) and maxnumf on an integer, which
// MLIR's verifier lets through.
func.func @atomics(%b: memref<4xi1>, %m: memref<4xi32>, %v: i1, %w: i32, %i: index) -> (i1, i32) {
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'memref.atomic_rmw' op on type 'i1' is not supported by the C backend
  %x = memref.atomic_rmw addi %v, %b[%i] : (i1, memref<4xi1>) -> i1
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'memref.atomic_rmw' op with kind 'maxnumf' on an integer type is not supported by the C backend
  %y = memref.atomic_rmw maxnumf %w, %m[%i] : (i32, memref<4xi32>) -> i32
  return %x, %y : i1, i32
}

// An alloc whose layout takes symbols.
func.func @alloc_symbols(%s: index) -> f32 {
  %c0 = arith.constant 0 : index
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'memref.alloc' op with symbol operands (a layout with symbols) is not supported by the C backend
  %m = memref.alloc()[%s, %s] : memref<4xf32, strided<[?], offset: ?>>
  %v = memref.load %m[%c0] : memref<4xf32, strided<[?], offset: ?>>
  return %v : f32
}
