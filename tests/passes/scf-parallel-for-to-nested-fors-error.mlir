// scf-parallel-for-to-nested-fors on an scf.parallel with a reduction: an
// error, in the words of MLIR's newer ParallelForToNestedFors.cpp (its test
// parallel-to-nested-fors.mlir expects it); mlir-opt 22 leaves the loop
// without a word. The pass fails, so nothing is printed.
// RUN: %loopc %s --verify-diagnostics --scf-parallel-for-to-nested-fors
// RUN: not %loopc %s --scf-parallel-for-to-nested-fors 2>&1 | FileCheck %s
// CHECK: scf-parallel-for-to-nested-fors-error.mlir:15:8: error: Currently ScfParallel to ScfFor conversion doesn't support ScfParallel with results
// CHECK-NOT: func.func

func.func @sum(%a: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  // expected-error@+1 {{Currently ScfParallel to ScfFor conversion doesn't support ScfParallel with results}}
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %v = memref.load %a[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
