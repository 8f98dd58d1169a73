// scf-parallel-loop-tiling with no-min-max-bounds, where loopc departs from
// mlir-opt 22: the inner loop runs to the new step, and its body is guarded
// by `arith.cmpi slt` of each index the body uses (inner + outer) with the
// upper bound. mlir-opt 22 compares `inner * step + outer`, unsigned, which
// skips iterations when the step is above 1 or the lower bound below 0
// (tests/diff/scf_parallel_loop_tiling.mlir runs both). A tile size below 1
// is refused.
// RUN: %loopc %s --scf-parallel-loop-tiling="parallel-loop-tile-sizes=4 no-min-max-bounds" | FileCheck %s
// RUN: not %loopc %s --scf-parallel-loop-tiling="parallel-loop-tile-sizes=0" 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not %loopc %s --scf-parallel-loop-tiling="parallel-loop-tile-sizes=4,-2" 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not %loopc %s --scf-parallel-loop-tiling="parallel-loop-tile-sizes=4,x" 2>&1 | FileCheck %s --check-prefix=BAD
// ZERO: error: tile size cannot be 0
// NEG: error: tile size must be positive
// BAD: error: scf-parallel-loop-tiling: invalid tile size 'x' (expected an integer)

// CHECK-LABEL: func.func @guarded(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %0 = arith.muli %arg2, %c4 : index
// CHECK-NEXT:    scf.parallel (%arg4) = (%arg0) to (%arg1) step (%0) {
// CHECK-NEXT:      scf.parallel (%arg5) = (%c0) to (%0) step (%arg2) {
// CHECK-NEXT:        %1 = arith.addi %arg5, %arg4 : index
// CHECK-NEXT:        %true = arith.constant true
// CHECK-NEXT:        %2 = arith.cmpi slt, %1, %arg1 : index
// CHECK-NEXT:        %3 = arith.andi %true, %2 : i1
// CHECK-NEXT:        scf.if %3 {
// CHECK-NEXT:          %4 = memref.load %arg3[%1] : memref<?xf32>
// CHECK-NEXT:          memref.store %4, %arg3[%1] : memref<?xf32>
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.reduce
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @guarded(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
