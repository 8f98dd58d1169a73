// dce erases ops whose results are unused and that only read or allocate
// their own results, chains of them and loops whose bodies only read; it
// keeps anything that writes, frees, calls or terminates.
// RUN: %loopc %s --dce | FileCheck %s
// The output is valid MLIR:
// RUN: %if mlir-opt %{ %loopc %s --dce --syntax=modern | %mlir_opt > /dev/null %}

func.func private @ext(i32) -> i32

// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    return %{{.*}} : i32
func.func @chain(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.muli %x, %x : i32
  %z = arith.divsi %y, %c1 : i32
  return %a : i32
}

// A load nobody uses and an allocation only it reads go; a store stays.
// CHECK-LABEL: func.func @memory
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[M:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.store %{{.*}}, %[[M]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:    memref.dealloc %[[M]] : memref<4xf32>
// CHECK-NEXT:    return
func.func @memory(%v: f32) {
  %c0 = arith.constant 0 : index
  %dead = memref.alloc() : memref<8xf32>
  %x = memref.load %dead[%c0] : memref<8xf32>
  %m = memref.alloc() : memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

// Loops and ifs whose results are unused and whose bodies only compute or
// read go; one that stores stays, and so does the call.
// CHECK-LABEL: func.func @regions
// CHECK-NOT:     scf.while
// CHECK-NOT:     scf.if
// CHECK:         scf.for
// CHECK-NEXT:      memref.store
// CHECK:         call @ext
// CHECK-NOT:     scf.parallel
// CHECK:         return
func.func @regions(%m: memref<16xf32>, %n: index, %c: i1, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f0) -> (f32) {
    %x = memref.load %m[%i] : memref<16xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  %r = scf.if %c -> (f32) {
    scf.yield %f0 : f32
  } else {
    %x = memref.load %m[%c0] : memref<16xf32>
    scf.yield %x : f32
  }
  scf.if %c {
    %x = memref.load %m[%c0] : memref<16xf32>
  }
  %w = scf.while (%a = %k) : (i32) -> i32 {
    %cond = arith.cmpi sgt, %a, %k : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  scf.for %i = %c0 to %n step %c1 {
    memref.store %f0, %m[%i] : memref<16xf32>
  }
  %e = func.call @ext(%k) : (i32) -> i32
  %p = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%f0) -> f32 {
    %x = memref.load %m[%i] : memref<16xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r2: f32):
      %t = arith.addf %l, %r2 : f32
      scf.reduce.return %t : f32
    }
  }
  return
}

// Values used by a kept op stay, inside nested regions too.
// CHECK-LABEL: func.func @kept
// CHECK:         scf.for
// CHECK-NEXT:      %[[X:.*]] = arith.addf
// CHECK-NEXT:      memref.store %[[X]]
func.func @kept(%m: memref<16xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addf %v, %v : f32
    %unused = arith.mulf %x, %x : f32
    memref.store %x, %m[%i] : memref<16xf32>
  }
  return
}
