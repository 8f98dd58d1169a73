// affine-parallelize where loopc is stricter than mlir-opt 22, because
// mlir-opt 22's result would change what the program computes or fail its
// own verifier (docs/mlir-compat.md), and where it goes beyond it.
// RUN: %loopc --affine-parallelize="parallel-reductions" %s | FileCheck %s

// Two function arguments may be one buffer (MLIR takes different memref
// values as disjoint and makes this loop parallel: called with %a twice it
// is A[i + 1] = A[i], a recurrence). With llvm.noalias on one of them they
// are disjoint, and the loop is parallel.
// CHECK-LABEL: func @args
// CHECK:      affine.for
// CHECK:      affine.parallel
func.func @args(%a: memref<101xf32>, %b: memref<101xf32>, %c: memref<101xf32> {llvm.noalias}) {
  affine.for %i = 0 to 100 {
    %x = affine.load %a[%i] : memref<101xf32>
    affine.store %x, %b[%i + 1] : memref<101xf32>
  }
  affine.for %i = 0 to 100 {
    %x = affine.load %a[%i] : memref<101xf32>
    affine.store %x, %c[%i + 1] : memref<101xf32>
  }
  return
}

// A signed or unsigned maximum in iter_args: mlir-opt 22 makes it a
// reduction "maxs" of an affine.parallel, which its verifier rejects
// ("result type cannot match reduction attribute"); loopc leaves the loop.
// CHECK-LABEL: func @max
// CHECK:      affine.for
// CHECK-NOT:  affine.parallel
func.func @max(%k: memref<10xi32>) -> i32 {
  %m = arith.constant 0 : i32
  %r = affine.for %i = 0 to 10 iter_args(%b = %m) -> (i32) {
    %w = affine.load %k[%i] : memref<10xi32>
    %t = arith.maxsi %w, %b : i32
    affine.yield %t : i32
  }
  return %r : i32
}

// A buffer allocated and freed in each iteration is another buffer in each
// (mlir-opt 22 leaves this loop; later MLIR, whose test file has it as
// @local_alloc, makes it parallel, as loopc does).
// CHECK-LABEL: func @local
// CHECK:      affine.parallel
func.func @local(%c: f32) {
  affine.for %i = 0 to 100 {
    %m = memref.alloc() : memref<1xf32>
    affine.store %c, %m[0] : memref<1xf32>
    memref.dealloc %m : memref<1xf32>
  }
  return
}
