// affine-loop-invariant-code-motion where loopc keeps ops that mlir-opt 22
// moves and the results would change (docs/mlir-compat.md): a load or store
// leaves only a loop known to run, and every memref that may alias counts as
// the same memref. Pure ops still leave any loop.
// RUN: %loopc --affine-loop-invariant-code-motion %s | FileCheck %s

func.func private @ext(memref<10xf32>) -> ()

// The loop may run zero times (%n = 0): the store would then happen where
// it did not. The addition is pure and leaves.
// CHECK-LABEL: func @unknown_trips
// CHECK:      arith.addf
// CHECK-NEXT: affine.for %{{.*}} = 0 to %{{.*}} {
// CHECK-NEXT:   affine.store
// CHECK-NEXT:   affine.load
func.func @unknown_trips(%m: memref<10xf32>, %q: memref<10xf32>, %n: index, %x: f32) {
  affine.for %i = 0 to %n {
    %y = arith.addf %x, %x : f32
    affine.store %y, %m[0] : memref<10xf32>
    %v = affine.load %q[0] : memref<10xf32>
  }
  return
}

// Zero trips, known: nothing with effects leaves either.
// CHECK-LABEL: func @zero_trips
// CHECK-NEXT: affine.for %{{.*}} = 5 to 5 {
// CHECK-NEXT:   affine.store
func.func @zero_trips(%m: memref<10xf32>, %x: f32) {
  affine.for %i = 5 to 5 {
    affine.store %x, %m[0] : memref<10xf32>
  }
  return
}

// Two arguments may be one buffer: the load of %q[0] stays, since the loop
// stores to %m (mlir-opt 22 hoists it). A fresh allocation cannot alias an
// argument, so the load of %a leaves.
// CHECK-LABEL: func @aliasing_args
// CHECK:      memref.alloc
// CHECK-NEXT: affine.load %{{.*}}[1]
// CHECK-NEXT: affine.for
// CHECK-NEXT:   affine.load %{{.*}}[0]
func.func @aliasing_args(%m: memref<10xf32>, %q: memref<10xf32>) {
  %a = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %q[0] : memref<10xf32>
    %w = affine.load %a[1] : memref<10xf32>
    %s = arith.addf %v, %w : f32
    affine.store %s, %m[%i] : memref<10xf32>
  }
  return
}

// A call may write any memref it can reach: every load and store stays.
// CHECK-LABEL: func @call_in_loop
// CHECK:      affine.for
// CHECK-NEXT:   affine.load
// CHECK-NEXT:   func.call
func.func @call_in_loop(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[0] : memref<10xf32>
    func.call @ext(%m) : (memref<10xf32>) -> ()
  }
  return
}

// An scf.for without effects whose body uses the induction variable stays
// (mlir-opt 22 checks only the scf.for's own operands and moves it, and its
// verifier then fails: "operand #0 does not dominate this use").
// CHECK-LABEL: func @scf_for_uses_iv
// CHECK:      affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:   scf.for
// CHECK-NEXT:     arith.addi %[[I]]
func.func @scf_for_uses_iv(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 10 {
    scf.for %j = %c0 to %n step %c1 {
      %k = arith.addi %i, %j : index
    }
  }
  return
}
