// scf-parallel-loop-fusion: adjacent scf.parallel ops of one iteration
// space whose bodies touch each other's buffers only element by element (the
// same subscripts) become one loop; the output is mlir-opt 22's (diffed).
// scf-parallel-loop-fusion-loopc.mlir has the loops loopc leaves and
// mlir-opt 22 fuses.
// RUN: %loopc --scf-parallel-loop-fusion %s | FileCheck %s
// RUN: %loopc --pass-pipeline="builtin.module(func.func(scf-parallel-loop-fusion))" %s > %t
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(scf-parallel-loop-fusion))" %s | diff - %t %}

// A producer and its consumer, a pure op between them, then a third loop
// that touches neither buffer: all three fuse.
// CHECK-LABEL: func.func @chain
// CHECK: arith.addf
// CHECK: scf.parallel
// CHECK: memref.store %{{.*}}, %[[T:.*]][%{{.*}}]
// CHECK: memref.load %[[T]]
// CHECK: memref.store
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @chain(%a: memref<8xf32>, %b: memref<8xf32>, %x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %t = memref.alloc() : memref<8xf32>
  %u = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %a[%i] : memref<8xf32>
    %w = arith.mulf %v, %x : f32
    memref.store %w, %t[%i] : memref<8xf32>
    scf.reduce
  }
  %s = arith.addf %x, %y : f32
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %t[%i] : memref<8xf32>
    %w = arith.addf %v, %s : f32
    memref.store %w, %u[%i] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %x, %t[%i] : memref<8xf32>
    scf.reduce
  }
  memref.dealloc %t : memref<8xf32>
  memref.dealloc %u : memref<8xf32>
  return %s : f32
}

// Reductions: the first loop's values and combiners first.
// CHECK-LABEL: func.func @reductions
// CHECK: %[[R:.*]]:2 = scf.parallel
// CHECK: scf.reduce(%{{.*}}, %{{.*}} : f32, i32)
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @reductions(%a: memref<8xf32>, %b: memref<8xi32>) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  %r1 = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%z) -> f32 {
    %v = memref.load %a[%i] : memref<8xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  %r2 = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%zi) -> i32 {
    %v = memref.load %b[%i] : memref<8xi32>
    scf.reduce(%v : i32) {
    ^bb0(%l: i32, %r: i32):
      %s = arith.maxsi %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  return %r1, %r2 : f32, i32
}

// Not fused: a shifted read of what the first loop wrote; different bounds;
// an op with effects between.
// CHECK-LABEL: func.func @not_fused
// CHECK-COUNT-5: scf.parallel
func.func @not_fused(%a: memref<9xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %t = memref.alloc() : memref<9xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %x, %t[%i] : memref<9xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %j = arith.addi %i, %c1 : index
    %v = memref.load %t[%j] : memref<9xf32>
    memref.store %v, %a[%i] : memref<9xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %x, %a[%i] : memref<9xf32>
    scf.reduce
  }
  memref.store %x, %t[%c0] : memref<9xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %x, %t[%i] : memref<9xf32>
    scf.reduce
  }
  memref.dealloc %t : memref<9xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %x, %a[%i] : memref<9xf32>
    scf.reduce
  }
  return
}
