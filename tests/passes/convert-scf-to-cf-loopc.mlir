// convert-scf-to-cf where it must not fire, where it refuses, and where
// loopc departs from mlir-opt 22 on purpose.
// RUN: %loopc %s --convert-scf-to-cf --split-input-file --verify-diagnostics | FileCheck %s

// No scf op: the function, blocks and branches included, is left as it is.
// CHECK-LABEL: func.func @no_scf(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb1(%1 : i32)
// CHECK-NEXT:  }
func.func @no_scf(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%r: i32):
  return %r : i32
^bb2:
  %y = arith.addi %x, %x : i32
  cf.br ^bb1(%y : i32)
}

// -----

// An scf op in the region of an op that takes one block (affine.for) has
// no lowering: mlir-opt 22 lowers it anyway and then fails to verify its own
// output ('affine.for' op expects region #0 to have 0 or 1 blocks); loopc
// says so before it changes anything.
func.func @in_affine_for(%c: i1, %m: memref<4xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    // expected-error@+1 {{'scf.if' op is in a region of an op that takes one block: convert-scf-to-cf cannot lower it}}
    scf.if %c {
      memref.store %z, %m[%i] : memref<4xf32>
    }
  }
  return
}

// -----

// A case value that does not fit in i32: mlir-opt 22 casts the flag to i32
// and truncates the values (case 2^32 becomes a second case 0, never taken:
// llvm-project issue 111589); loopc casts to i64 then, as later MLIR
// always does (tests/diff/convert_scf_to_cf_wide_switch.mlir runs both).
// CHECK-LABEL: func.func @wide_cases(%arg0: index) -> i32 {
// CHECK:         %[[F:.*]] = arith.index_cast %arg0 : index to i64
// CHECK-NEXT:    cf.switch %[[F]] : i64, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      0: ^bb1,
// CHECK-NEXT:      4294967296: ^bb2
// CHECK-NEXT:    ]
func.func @wide_cases(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  case 4294967296 {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  default {
    %c = arith.constant 3 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

// -----

// The classic loop.parallel whose reductions start from no value (loopc's
// 2020 spelling) has no scf.for form: refused.
func.func @classic(%n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{'loop.parallel' op reduces without initial values: convert-scf-to-cf cannot lower it}}
  %r = loop.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32>
    loop.reduce(%v) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      loop.reduce.return %s : f32
    } : f32
  } : f32
  return %r : f32
}
