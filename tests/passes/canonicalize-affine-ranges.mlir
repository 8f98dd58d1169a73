// RUN: %loopc --canonicalize %s | FileCheck %s
// RUN: %loopc --canonicalize %s > %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt --canonicalize %s | diff - %t.loopc %}

// Bounds from the operands' ranges (simplifyMapWithOperands,
// simplifyMinOrMaxExprWithOperands), firing and not firing.
func.func @ranges(%n: index, %buf: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 32 {
    // %i floordiv 32 is 0 and %i mod 32 is %i for %i in [0, 32).
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 32)>(%i)
    memref.store %a, %buf[%c0] : memref<?xindex>
    %b = affine.apply affine_map<(d0) -> (d0 mod 32)>(%i)
    memref.store %b, %buf[%c0] : memref<?xindex>
    // Not for a divisor the range crosses.
    %c = affine.apply affine_map<(d0) -> (d0 floordiv 16)>(%i)
    memref.store %c, %buf[%c0] : memref<?xindex>
    // Not for a symbol: nothing is known about %n.
    %d = affine.apply affine_map<()[s0] -> (s0 floordiv 32)>()[%n]
    memref.store %d, %buf[%c0] : memref<?xindex>
  }
  affine.for %i = 0 to 64 step 8 {
    affine.for %j = 0 to 8 {
      // %i is a multiple of 8 and %j < 8: (%i + %j) floordiv 8 is %i floordiv 8,
      // (%i + %j) mod 8 is %j, %i mod 8 is 0.
      %e = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 8)>(%i, %j)
      memref.store %e, %buf[%c0] : memref<?xindex>
      %f = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 8)>(%i, %j)
      memref.store %f, %buf[%c0] : memref<?xindex>
      %g = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
      memref.store %g, %buf[%c0] : memref<?xindex>
      // Not with a divisor of 16: %i is not known to be a multiple of 16.
      %h = affine.apply affine_map<(d0) -> (d0 mod 16)>(%i)
      memref.store %h, %buf[%c0] : memref<?xindex>
    }
  }
  // A mod's range: (x mod 4) floordiv 4 is 0 whatever x.
  %k = affine.apply affine_map<()[s0] -> ((s0 mod 4) floordiv 4)>()[%n]
  memref.store %k, %buf[%c0] : memref<?xindex>
  return
}

// affine.for's bounds: min / max results that can never be chosen go.
func.func @bounds(%n: index, %buf: memref<?xindex>) {
  affine.for %i = 0 to 16 {
    // %i + 1 <= 16 < %i + 20: the min is %i + 1.
    affine.for %j = 0 to min affine_map<(d0) -> (d0 + 1, d0 + 20)>(%i) {
      memref.store %j, %buf[%j] : memref<?xindex>
    }
    // max (d0, 4): %i ranges over [0, 15], 4 is not always below: both stay.
    affine.for %j = max affine_map<(d0) -> (d0, 4)>(%i) to 32 {
      memref.store %j, %buf[%j] : memref<?xindex>
    }
    // Not with a symbol whose range is unknown.
    affine.for %j = 0 to min affine_map<(d0)[s0] -> (d0 + 1, s0)>(%i)[%n] {
      memref.store %j, %buf[%j] : memref<?xindex>
    }
  }
  return
}

// CHECK-DAG: #map = affine_map<(d0) -> (d0 floordiv 16)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 floordiv 32)>
// CHECK-DAG: #map2 = affine_map<(d0) -> (d0 floordiv 8)>
// CHECK-DAG: #map3 = affine_map<(d0) -> (d0 mod 16)>
// CHECK-DAG: #map4 = affine_map<(d0) -> (d0 + 1)>
// CHECK-DAG: #map5 = affine_map<(d0) -> (d0, 4)>
// CHECK-DAG: #map6 = affine_map<(d0)[s0] -> (d0 + 1, s0)>
// CHECK-LABEL: func.func @ranges
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg2 = 0 to 32 {
// CHECK-NEXT: memref.store %c0, %arg1[%c0] : memref<?xindex>
// CHECK-NEXT: memref.store %arg2, %arg1[%c0] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: memref.store %0, %arg1[%c0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT: memref.store %1, %arg1[%c0] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 64 step 8 {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %0 = affine.apply #map2(%arg2)
// CHECK-NEXT: memref.store %0, %arg1[%c0] : memref<?xindex>
// CHECK-NEXT: memref.store %arg3, %arg1[%c0] : memref<?xindex>
// CHECK-NEXT: memref.store %c0, %arg1[%c0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map3(%arg2)
// CHECK-NEXT: memref.store %1, %arg1[%c0] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %c0, %arg1[%c0] : memref<?xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bounds
// CHECK-NEXT: affine.for %arg2 = 0 to 16 {
// CHECK-NEXT: affine.for %arg3 = 0 to #map4(%arg2) {
// CHECK-NEXT: memref.store %arg3, %arg1[%arg3] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = max #map5(%arg2) to 32 {
// CHECK-NEXT: memref.store %arg3, %arg1[%arg3] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to min #map6(%arg2)[%arg0] {
// CHECK-NEXT: memref.store %arg3, %arg1[%arg3] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
