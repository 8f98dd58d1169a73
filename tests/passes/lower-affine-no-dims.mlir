// lower-affine: an affine.parallel with no dimension runs its body once, in
// place, each result its one yielded value reduced with the reduction's
// identity (what a one-iteration loop gives: -0.0 + the identity 0.0 is
// +0.0). mlir-opt 22 stops here instead ("'scf.parallel' op needs at least
// one tuple element"). Must not fire: a parallel with a dimension still
// becomes scf.parallel. The round trip reads and prints the empty form (its
// empty bound groups once tripped UBSan, a memcmp of no storage).
// RUN: %loopc %s | FileCheck %s --check-prefix=RT
// RUN: %loopc --lower-affine %s | FileCheck %s
// RUN: %loopc run %s -e main | FileCheck %s --check-prefix=OUT

// RT: affine.parallel () = () to () reduce ("addf", "maximumf") -> (f32, f32) {

// CHECK-LABEL: func.func @main
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[V:.*]] = memref.load
// CHECK: %[[A:.*]] = arith.addf %[[Z]], %[[V]] : f32
// CHECK: %[[M:.*]] = arith.maximumf %[[NINF]], %[[V]] : f32
// CHECK-NOT: scf.parallel
// CHECK: arith.addf %[[A]], %[[M]]
// CHECK-LABEL: func.func @one_dim
// CHECK: scf.parallel
// OUT: 0.000000e+00
func.func @main() -> f32 {
  %c = arith.constant -0.0 : f32
  %m = memref.alloca() : memref<1xf32>
  %c0 = arith.constant 0 : index
  memref.store %c, %m[%c0] : memref<1xf32>
  %r:2 = affine.parallel () = () to () reduce ("addf", "maximumf") -> (f32, f32) {
    %v = memref.load %m[%c0] : memref<1xf32>
    affine.yield %v, %v : f32, f32
  }
  %s = arith.addf %r#0, %r#1 : f32
  return %s : f32
}

func.func @one_dim(%m: memref<4xf32>) {
  %c = arith.constant 1.0 : f32
  affine.parallel (%i) = (0) to (4) {
    affine.store %c, %m[%i] : memref<4xf32>
  }
  return
}
