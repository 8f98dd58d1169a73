// canonicalize: loop.parallel (scf.parallel): zero- and one-trip dimensions,
// nested loops merged.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// A dimension with no trip: the loop does nothing and gives its inits.
// CHECK-LABEL: func.func @zero_trips
// CHECK-SAME:    (%[[M:[^:]+]]: memref<4x4xf32>, %[[A:[^:]+]]: f32, %[[N:[^:]+]]: index)
// CHECK-NEXT:    return %[[A]], %[[A]] : f32, f32
func.func @zero_trips(%m: memref<4x4xf32>, %a: f32, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c0) step (%c1, %c1) {
    memref.store %a, %m[%i, %j] : memref<4x4xf32>
  }
  %r = scf.parallel (%i) = (%c4) to (%c0) step (%c1) init (%a) -> f32 {
    %x = memref.load %m[%i, %i] : memref<4x4xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r2: f32):
      %t = arith.addf %l, %r2 : f32
      scf.reduce.return %t : f32
    }
  }
  %s = scf.parallel (%i) = (%n) to (%n) step (%c1) init (%a) -> f32 {
    %x = memref.load %m[%i, %i] : memref<4x4xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r2: f32):
      %t = arith.mulf %l, %r2 : f32
      scf.reduce.return %t : f32
    }
  }
  return %r, %s : f32, f32
}

// Dimensions with one trip go (their induction variable is the lower
// bound); when all do, the body runs once, each reduction combining the
// init with the value.
// CHECK-LABEL: func.func @one_trip
// CHECK-SAME:    (%[[M:[^:]+]]: memref<4x4xf32>, %[[A:[^:]+]]: f32, %[[N:[^:]+]]: index)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         scf.parallel (%[[J:.*]]) = (%[[C0]]) to (%[[N]]) step (%[[C1]]) {
// CHECK-NEXT:      memref.store %[[A]], %[[M]][%[[C0]], %[[J]]] : memref<4x4xf32>
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[X:.*]] = memref.load %[[M]][%[[C1]], %[[C1]]] : memref<4x4xf32>
// CHECK-NEXT:    %[[T:.*]] = arith.addf %[[A]], %[[X]] : f32
// CHECK-NEXT:    return %[[T]] : f32
func.func @one_trip(%m: memref<4x4xf32>, %a: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
    memref.store %a, %m[%i, %j] : memref<4x4xf32>
  }
  %r = scf.parallel (%i) = (%c1) to (%c4) step (%c4) init (%a) -> f32 {
    %x = memref.load %m[%i, %i] : memref<4x4xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r2: f32):
      %t = arith.addf %l, %r2 : f32
      scf.reduce.return %t : f32
    }
  }
  return %r : f32
}

// A parallel loop whose body is only another (bounds not depending on the
// outer induction variables, no reductions) is one loop; with a dependent
// bound it is not.
// CHECK-LABEL: func.func @nested
// CHECK-SAME:    (%[[M:[^:]+]]: memref<4x4xf32>, %[[A:[^:]+]]: f32, %[[N:[^:]+]]: index)
// CHECK:         scf.parallel (%[[I:.*]], %[[J:.*]]) = (%{{.*}}, %{{.*}}) to (%[[N]], %[[N]]) step (%{{.*}}, %{{.*}}) {
// CHECK-NEXT:      memref.store %[[A]], %[[M]][%[[I]], %[[J]]] : memref<4x4xf32>
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.parallel (%[[K:.*]]) = (%{{.*}}) to (%[[N]]) step (%{{.*}}) {
// CHECK-NEXT:      scf.parallel (%[[L:.*]]) = (%{{.*}}) to (%[[K]]) step (%{{.*}}) {
func.func @nested(%m: memref<4x4xf32>, %a: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %a, %m[%i, %j] : memref<4x4xf32>
    }
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      memref.store %a, %m[%i, %j] : memref<4x4xf32>
    }
  }
  return
}
