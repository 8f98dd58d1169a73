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

// Loop-carried values that only carry themselves go (what mem2reg makes of
// PolyBench's symm, whose temp2 is cleared before each j iteration's k
// loop): %t enters the j loop only to be yielded back, the j loop's result
// goes only to the i loop's yield. The k loop's sum is used, so it stays.
// CHECK-LABEL: func.func @carried_chain
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:        %[[S:.*]] = scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (f32) {
// CHECK:               arith.addf %[[A]]
// CHECK:             memref.store %[[S]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @carried_chain(%m: memref<16x16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %f0) -> (f32) {
    %rj = scf.for %j = %c0 to %n step %c1 iter_args(%u = %t) -> (f32) {
      %s = scf.for %k = %c0 to %n step %c1 iter_args(%a = %f0) -> (f32) {
        %x = memref.load %m[%k, %j] : memref<16x16xf32>
        %y = arith.addf %a, %x : f32
        scf.yield %y : f32
      }
      memref.store %s, %m[%i, %j] : memref<16x16xf32>
      scf.yield %s : f32
    }
    scf.yield %rj : f32
  }
  return
}

// Two values of one loop swapped in a cycle, and a sibling loop fed by
// the first one's result: all dead (the sibling, then carrying nothing and
// only reading, goes as a whole).
// CHECK-LABEL: func.func @carried_cycle
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    scf.for %{{.*}} = %[[C0]] to %{{.*}} step %[[C1]] {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @carried_cycle(%m: memref<16xi32>, %n: index, %v: i32, %w: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %v, %b = %w) -> (i32, i32) {
    memref.store %v, %m[%i] : memref<16xi32>
    scf.yield %b, %a : i32, i32
  }
  %q = scf.for %i = %c0 to %n step %c1 iter_args(%a = %r#0) -> (i32) {
    scf.yield %a : i32
  }
  return
}

// Not dead: a value carried through an outer loop and read after it, one
// stored inside the loop, one read through an scf.if's result (a use by any
// op but a loop's init or yield counts, so these stay).
// CHECK-LABEL: func.func @carried_live
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%[[T:.*]] = %{{.*}}) -> (i32) {
// CHECK-NEXT:      %[[RJ:.*]] = scf.for {{.*}} iter_args(%[[U:.*]] = %[[T]]) -> (i32) {
// CHECK-NEXT:        %[[W:.*]] = arith.addi %[[U]]
// CHECK-NEXT:        scf.yield %[[W]]
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[RJ]]
// CHECK-NEXT:    }
// CHECK:         scf.for {{.*}} iter_args(%[[P:.*]] = %{{.*}}) -> (i32) {
// CHECK-NEXT:      memref.store %[[P]]
// CHECK:         scf.for {{.*}} iter_args(%[[Q:.*]] = %{{.*}}) -> (i32) {
// CHECK-NEXT:      %[[F:.*]] = scf.if
// CHECK:           scf.yield %[[F]]
// CHECK:         return %[[R]]
func.func @carried_live(%m: memref<16xi32>, %n: index, %v: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %v) -> (i32) {
    %rj = scf.for %j = %c0 to %n step %c1 iter_args(%u = %t) -> (i32) {
      %w = arith.addi %u, %v : i32
      scf.yield %w : i32
    }
    scf.yield %rj : i32
  }
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%p = %v) -> (i32) {
    memref.store %p, %m[%i] : memref<16xi32>
    scf.yield %v : i32
  }
  %f = scf.for %i = %c0 to %n step %c1 iter_args(%q = %v) -> (i32) {
    %y = scf.if %c -> (i32) {
      scf.yield %q : i32
    } else {
      scf.yield %v : i32
    }
    memref.store %y, %m[%i] : memref<16xi32>
    scf.yield %y : i32
  }
  return %r : i32
}
