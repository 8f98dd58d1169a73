// The affine dialect's ops, custom forms (bounds as constants, lone
// symbols, maps with min/max; subscripts over SSA values with symbol(...);
// parallel bounds with max(...)/min(...), steps and reductions) printed as
// mlir-opt 22 prints them, aliases included, and read back to the same text,
// in both forms; mlir-opt reads loopc's output back and prints the same.
// RUN: %loopc %s | FileCheck %s
// RUN: %loopc %s > %t.1 && %loopc %t.1 > %t.2 && diff %t.1 %t.2
// RUN: %loopc %s --print-generic > %t.g1 && %loopc %t.g1 > %t.g2 && diff %t.1 %t.g2
// RUN: %if mlir-opt %{ %mlir_opt %s > %t.ref && diff %t.ref %t.1 %}
// RUN: %if mlir-opt %{ %mlir_opt %t.1 | diff %t.1 - %}
// RUN: %if mlir-opt %{ %mlir_opt --mlir-print-op-generic %s > %t.gref && %loopc --print-generic %s | diff %t.gref - %}

#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0, 10)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>
func.func @f(%A: memref<?x10xf32>, %n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %d = memref.dim %A, %c0 : memref<?x10xf32>
  affine.for %i = 0 to %n {
    affine.for %j = #map(%i) to min #map1(%i)[%n] step 2 {
      %v = affine.load %A[%i + 1, %j * 2 + symbol(%n)] : memref<?x10xf32>
      affine.store %v, %A[%i, %j] : memref<?x10xf32>
      %a = affine.apply #map(%i)
      %m = affine.min #map1(%i)[%n]
      %mx = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%d]
    }
  }
  %r = affine.for %i = max #map1(%c0)[%n] to 100 iter_args(%acc = %x) -> (f32) {
    %y = affine.if #set(%i)[%n] -> f32 {
      affine.yield %acc : f32
    } else {
      %z = arith.addf %acc, %acc : f32
      affine.yield %z : f32
    }
    affine.yield %y : f32
  }
  affine.if #set(%n)[%n] {
    affine.store %x, %A[0, 0] : memref<?x10xf32>
  }
  %p = affine.parallel (%i, %j) = (0, max(%n, 2)) to (%n, min(10, %n + 3)) step (1, 2) reduce ("addf") -> f32 {
    %v = affine.load %A[%i, %j] : memref<?x10xf32>
    affine.yield %v : f32
  }
  affine.parallel (%i) = (0) to (10) {
  }
  affine.for %i = max 0 to min %n {
  }
  return %r : f32
}

func.func @g(%n: index, %b: index) -> (index, index, index, index) {
  %q:2 = affine.delinearize_index %n into (%b, 4) : index, index
  %r:3 = affine.delinearize_index %n into (3, 4) : index, index, index
  %e = affine.delinearize_index %n into () : index
  %l = affine.linearize_index [%q#0, %q#1] by (%b, 4) : index
  %m = affine.linearize_index disjoint [%r#0, %r#1, %r#2] by (3, 4) : index
  %k = affine.linearize_index [%r#0, %r#1, %r#2] by (%b, 3, 4) {foo} : index
  return %q#0, %l, %m, %k : index, index, index, index
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0, 10)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>
// CHECK: affine.for %arg3 = 0 to %arg1 {
// CHECK-NEXT: affine.for %arg4 = #map(%arg3) to min #map1(%arg3)[%arg1] step 2 {
// CHECK-NEXT: %2 = affine.load %arg0[%arg3 + 1, %arg4 * 2 + symbol(%arg1)] : memref<?x10xf32>
// CHECK-NEXT: affine.store %2, %arg0[%arg3, %arg4] : memref<?x10xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg3)
// CHECK-NEXT: %4 = affine.min #map1(%arg3)[%arg1]
// CHECK-NEXT: %5 = affine.max #map2(%arg3)[%dim]
// CHECK: %0 = affine.for %arg3 = max #map1(%c0)[%arg1] to 100 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT: %2 = affine.if #set(%arg3)[%arg1] -> f32 {
// CHECK-NEXT: affine.yield %arg4 : f32
// CHECK-NEXT: } else {
// CHECK: %1 = affine.parallel (%arg3, %arg4) = (0, max(%arg1, 2)) to (%arg1, min(10, %arg1 + 3)) step (1, 2) reduce ("addf") -> (f32) {
// CHECK: affine.parallel (%arg3) = (0) to (10) {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to %arg1 {
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, 4) : index, index
// CHECK-NEXT: %1:3 = affine.delinearize_index %arg0 into (3, 4) : index, index, index
// CHECK-NEXT: %2 = affine.delinearize_index %arg0 into () : index
// CHECK-NEXT: %3 = affine.linearize_index [%0#0, %0#1] by (%arg1, 4) : index
// CHECK-NEXT: %4 = affine.linearize_index disjoint [%1#0, %1#1, %1#2] by (3, 4) : index
// CHECK-NEXT: %5 = affine.linearize_index [%1#0, %1#1, %1#2] by (%arg1, 3, 4) {foo} : index
