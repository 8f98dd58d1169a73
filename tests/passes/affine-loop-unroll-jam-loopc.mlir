// affine-loop-unroll-jam leaves the loops whose results the jam would
// change; mlir-opt 22's pass checks no dependence and jams each of them.
// RUN: %loopc --affine-loop-unroll-jam="unroll-jam-factor=2" %s | FileCheck %s

// A[i][j] = A[i - 1][j + 1]: copy i + 1 would read A[i][j + 1] at j,
// before copy i writes it at j + 1.
// CHECK-LABEL: func @skew
// CHECK:      affine.for %{{.*}} = 1 to 99 {
func.func @skew(%a: memref<100x100xf32>) {
  affine.for %i = 1 to 99 {
    affine.for %j = 0 to 99 {
      %x = affine.load %a[%i - 1, %j + 1] : memref<100x100xf32>
      affine.store %x, %a[%i, %j] : memref<100x100xf32>
    }
  }
  return
}

// Iteration i + 1 reads a[i] after iteration i's last store to it; jammed,
// it would read it after the store of j = i.
// CHECK-LABEL: func @any_distance
// CHECK:      affine.for %{{.*}} = 0 to %{{.*}} {
func.func @any_distance(%a: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 10 {
      %x = affine.load %a[%j] : memref<?xf32>
      affine.store %x, %a[%i] : memref<?xf32>
    }
  }
  return
}

// A sum over i in iter_args (MLIR splits it into partial sums, which round
// differently), and an op of unknown effects (it may depend on anything).
// CHECK-LABEL: func @sum
// CHECK:      affine.for %{{.*}} = 0 to 10 iter_args
func.func @sum(%a: memref<10x10xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%s = %z) -> f32 {
    %t = affine.for %j = 0 to 10 iter_args(%u = %s) -> f32 {
      %x = affine.load %a[%i, %j] : memref<10x10xf32>
      %v = arith.addf %u, %x : f32
      affine.yield %v : f32
    }
    affine.yield %t : f32
  }
  return %r : f32
}
// An integer sum over i in iter_args (MLIR's test file's
// @unroll_jam_iter_args_addi): mlir-opt 22 starts each of the F partial sums
// at the initial value and adds them up after the loop, so the initial value
// counts F times (with %init = 100 and 21 ones it returns 221, not 121).
// CHECK-LABEL: func @int_sum
// CHECK:      affine.for %{{.*}} = 0 to 21 iter_args
// CHECK-NOT:  step
func.func @int_sum(%a: memref<21xi32>, %init: i32) -> i32 {
  %r = affine.for %i = 0 to 21 iter_args(%s = %init) -> i32 {
    %x = affine.load %a[%i] : memref<21xi32>
    %v = arith.addi %s, %x : i32
    affine.yield %v : i32
  }
  return %r : i32
}
// CHECK-LABEL: func @unknown
// CHECK:      affine.for %{{.*}} = 0 to 10 {
func.func @unknown() {
  affine.for %i = 0 to 10 {
    %x = "produce"(%i) : (index) -> i32
    affine.for %j = 0 to 10 {
      "consume"(%x, %j) : (i32, index) -> ()
    }
  }
  return
}

// Carried at a distance of at least the factor: copies never meet, the jam
// is legal (A[i + 2][j] = A[i][j + 1] by 2).
// CHECK-LABEL: func @far
// CHECK:      affine.for %{{.*}} = 0 to 8 step 2 {
func.func @far(%a: memref<10x10xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 9 {
      %x = affine.load %a[%i, %j + 1] : memref<10x10xf32>
      affine.store %x, %a[%i + 2, %j] : memref<10x10xf32>
    }
  }
  return
}
