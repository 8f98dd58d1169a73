// affine-loop-unroll-jam: the first affine.for of each function runs F
// iterations per step, its sub-blocks (the runs of ops between the loops
// nested in it) copied in place, with a cleanup loop for the iterations past
// the last multiple of F; the output is mlir-opt 22's (diffed) for each
// factor in both of mlir-opt's spellings. affine-loop-unroll-jam-loopc.mlir
// has the loops loopc leaves because the jam would change their results.
// RUN: %loopc --affine-loop-unroll-jam %s | FileCheck %s
// RUN: %loopc --pass-pipeline="builtin.module(func.func(affine-loop-unroll-jam))" %s > %t.4
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(affine-loop-unroll-jam))" %s | diff - %t.4 %}
// RUN: %loopc --affine-loop-unroll-jam="unroll-jam-factor=2" %s | FileCheck %s --check-prefix=TWO
// RUN: %loopc --pass-pipeline="builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))" %s > %t.2
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))" %s | diff - %t.2 %}
// RUN: %loopc --pass-pipeline="builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=3}))" %s > %t.3
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=3}))" %s | diff - %t.3 %}
// RUN: not %loopc --affine-loop-unroll-jam="unroll-jam-factor=0" %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: unroll-jam-factor must be positive, got 0

// gemm's i loop: the k loop carries C[i][j]'s sum, i carries nothing, so
// rows i .. i + 3 share each k iteration (their sums keep k's order).
// CHECK-LABEL: func @gemm
// CHECK:      affine.for %[[I:.*]] = 0 to 64 step 4 {
// CHECK-NEXT:   affine.for %[[J:.*]] = 0 to 64 {
// CHECK-NEXT:     affine.for %[[K:.*]] = 0 to 64 {
// CHECK-NEXT:       affine.load %{{.*}}[%[[I]], %[[K]]]
// CHECK:            affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:       %[[I1:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-NEXT:       affine.load %{{.*}}[%[[I1]], %[[K]]]
// CHECK:            affine.store %{{.*}}, %{{.*}}[%[[I1]], %[[J]]]
// CHECK-NEXT:       %[[I2:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK:            %[[I3:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK:            affine.store %{{.*}}, %{{.*}}[%[[I3]], %[[J]]]
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @gemm(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32> {llvm.noalias}) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 64 {
        %a = affine.load %A[%i, %k] : memref<64x64xf32>
        %b = affine.load %B[%k, %j] : memref<64x64xf32>
        %c = affine.load %C[%i, %j] : memref<64x64xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x64xf32>
      }
    }
  }
  return
}

// An imperfect nest of 101 iterations: the sub-blocks before and after the
// j loop and its body each get their copies; by 2, the last iteration runs
// in a cleanup loop, which runs once and is replaced by its body.
// TWO-LABEL: func @imperfect
// TWO:      affine.for %[[I:.*]] = 0 to 100 step 2 {
// TWO-NEXT:   %[[X:.*]] = arith.mulf
// TWO-NEXT:   %[[I1:.*]] = affine.apply #{{.*}}(%[[I]])
// TWO-NEXT:   %[[X1:.*]] = arith.mulf
// TWO-NEXT:   affine.for %[[J:.*]] = 0 to 17 {
// TWO-NEXT:     affine.store %[[X]], %{{.*}}[%[[I]], %[[J]]]
// TWO-NEXT:     %[[I2:.*]] = affine.apply #{{.*}}(%[[I]])
// TWO-NEXT:     affine.store %[[X1]], %{{.*}}[%[[I2]], %[[J]]]
// TWO-NEXT:   }
// TWO-NEXT:   affine.store %[[X]], %{{.*}}[%[[I]], 0]
// TWO-NEXT:   %[[I3:.*]] = affine.apply #{{.*}}(%[[I]])
// TWO-NEXT:   affine.store %[[X1]], %{{.*}}[%[[I3]], 0]
// TWO-NEXT: }
// TWO-NEXT: %[[XC:.*]] = arith.mulf
// TWO-NEXT: affine.for %[[J:.*]] = 0 to 17 {
// TWO-NEXT:   affine.store %[[XC]], %{{.*}}[%c100, %[[J]]]
// TWO-NEXT: }
// TWO-NEXT: affine.store %[[XC]], %{{.*}}[%c100, 0]
func.func @imperfect(%A: memref<101x17xf32>, %c: f32) {
  affine.for %i = 0 to 101 {
    %x = arith.mulf %c, %c : f32
    affine.for %j = 0 to 17 {
      affine.store %x, %A[%i, %j] : memref<101x17xf32>
    }
    affine.store %x, %A[%i, 0] : memref<101x17xf32>
  }
  return
}

// Only the first op of the function is taken (MLIR's pass): this loop
// follows a constant and stays.
// CHECK-LABEL: func @not_first
// CHECK:      affine.for %{{.*}} = 0 to 8 {
func.func @not_first(%A: memref<8x8xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.store %c, %A[%i, %j] : memref<8x8xf32>
    }
  }
  return
}
