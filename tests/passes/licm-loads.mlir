// Beyond MLIR, loopc's loop-invariant-code-motion also moves a load out of a
// loop when its memref and indices are invariant, it runs on every
// iteration, nothing in the loop may write or free that memref, and the loop
// surely runs at least once (so the load cannot read where the program
// would not have).
// RUN: %loopc --print-names=source %s --loop-invariant-code-motion --syntax=modern | FileCheck %s
// The output is valid for mlir-opt:
// RUN: %if mlir-opt %{ %loopc --print-names=source %s --loop-invariant-code-motion --syntax=modern | %mlir_opt > /dev/null %}
// mlir-opt's pass keeps every load where it is:
// RUN: %if mlir-opt %{ %mlir_opt %s --loop-invariant-code-motion | FileCheck %s --check-prefix=MLIR %}

func.func private @ext()

// The loop writes only a fresh allocation, which no argument aliases: the
// load moves, and its users with it.
// CHECK-LABEL: func.func @fresh_alloc
// CHECK:         %[[T:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT:    %[[X:.*]] = memref.load %m[%c0] : memref<8xf32>
// CHECK-NEXT:    %[[Y:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK-NEXT:    scf.for %i = %c0 to %c8 step %c1 {
// CHECK-NEXT:      memref.store %[[Y]], %[[T]][%i]
// CHECK-NEXT:    }
// MLIR-LABEL: func.func @fresh_alloc
// MLIR:         scf.for
// MLIR-NEXT:      memref.load
func.func @fresh_alloc(%m: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %t = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %m[%c0] : memref<8xf32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %t[%i] : memref<8xf32>
  }
  return %t : memref<8xf32>
}

// Out of a nest of loops that write nothing, and out of a parallel loop.
// CHECK-LABEL: func.func @nest
// CHECK:         %[[X:.*]] = memref.load %m[%c1, %c2] : memref<4x4xf32>
// CHECK-NEXT:    %[[S:.*]] = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> (f32) {
// CHECK-NEXT:      %[[T:.*]] = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (f32) {
// CHECK-NEXT:        %[[V:.*]] = memref.load %m[%i, %j]
// CHECK-NEXT:        %[[P:.*]] = arith.mulf %[[V]], %[[X]]
// CHECK:         %[[Y:.*]] = memref.load %m[%c2, %c1] : memref<4x4xf32>
// CHECK-NEXT:    %[[R:.*]] = scf.parallel (%k, %l) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) init (%z) -> f32 {
// CHECK-NEXT:      %[[W:.*]] = memref.load %m[%k, %l]
// CHECK-NEXT:      %[[Q:.*]] = arith.addf %[[W]], %[[Y]]
func.func @nest(%m: memref<4x4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> f32 {
    %t = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> f32 {
      %v = memref.load %m[%i, %j] : memref<4x4xf32>
      %x = memref.load %m[%c1, %c2] : memref<4x4xf32>
      %p = arith.mulf %v, %x : f32
      %n = arith.addf %b, %p : f32
      scf.yield %n : f32
    }
    scf.yield %t : f32
  }
  %r = scf.parallel (%k, %l) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) init (%z) -> f32 {
    %w = memref.load %m[%k, %l] : memref<4x4xf32>
    %y = memref.load %m[%c2, %c1] : memref<4x4xf32>
    %q = arith.addf %w, %y : f32
    scf.reduce(%q : f32) {
    ^bb0(%u: f32, %v: f32):
      %sum = arith.addf %u, %v : f32
      scf.reduce.return %sum : f32
    }
  }
  return %s, %r : f32, f32
}

// A loop.while runs its before region whenever it runs, so a load there
// moves; one in the after region may run zero times and stays.
// CHECK-LABEL: func.func @while_regions
// CHECK:         %[[L:.*]] = memref.load %m[%c0] : memref<4xi32>
// CHECK-NEXT:    scf.while
// CHECK-NEXT:      arith.cmpi slt, %{{.*}}, %[[L]]
// CHECK:         } do {
// CHECK-NEXT:    ^bb0(%{{.*}}: i32):
// CHECK-NEXT:      memref.load %m[%c1] : memref<4xi32>
func.func @while_regions(%m: memref<4xi32>, %k: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%x = %k) : (i32) -> i32 {
    %lim = memref.load %m[%c0] : memref<4xi32>
    %lt = arith.cmpi slt, %x, %lim : i32
    scf.condition(%lt) %x : i32
  } do {
  ^bb0(%y: i32):
    %step = memref.load %m[%c1] : memref<4xi32>
    %n = arith.addi %y, %step : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// A load stays when the loop may write its memref: a store to it (also
// through a cast), to another argument (which may alias it), a call (even
// if the loop only stores to a fresh allocation), a deallocation.
// CHECK-LABEL: func.func @writes
// CHECK:         scf.for
// CHECK-NEXT:      memref.load %m[%c0]
// CHECK-NEXT:      memref.store %{{.*}}, %m[%i]
// CHECK:         scf.for
// CHECK-NEXT:      memref.load %m[%c0]
// CHECK-NEXT:      memref.store %{{.*}}, %d[%i]
// CHECK:         scf.for
// CHECK-NEXT:      memref.load %m[%c0]
// CHECK-NEXT:      memref.store %{{.*}}, %o[%i]
// CHECK:         scf.for
// CHECK-NEXT:      memref.load %m[%c0]
// CHECK-NEXT:      call @ext()
// CHECK:         scf.for
// CHECK-NEXT:      memref.load %a[%c0]
// CHECK-NEXT:      scf.if
// CHECK-NEXT:        memref.dealloc %a
func.func @writes(%m: memref<8xf32>, %o: memref<8xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %m[%c0] : memref<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
  }
  %d = memref.cast %m : memref<8xf32> to memref<?xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %m[%c0] : memref<8xf32>
    memref.store %x, %d[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %m[%c0] : memref<8xf32>
    memref.store %x, %o[%i] : memref<8xf32>
  }
  %a = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %m[%c0] : memref<8xf32>
    func.call @ext() : () -> ()
    memref.store %x, %a[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %a[%c0] : memref<8xf32>
    scf.if %c {
      memref.dealloc %a : memref<8xf32>
    }
    memref.store %x, %o[%i] : memref<8xf32>
  }
  return
}

// A load stays when it may not run: in a loop.if, or in a loop that may
// run zero times (variable bounds, or constant ones with lb >= ub); and
// when its index varies.
// CHECK-LABEL: func.func @may_not_run
// CHECK:         scf.for
// CHECK-NEXT:      scf.if
// CHECK-NEXT:        memref.load %m[%c0]
// CHECK:         scf.for %i = %c0 to %n
// CHECK-NEXT:      memref.load %m[%c0]
// CHECK:         scf.for %i = %c8 to %c8
// CHECK-NEXT:      memref.load %m[%c0]
// CHECK:         scf.for %i = %c0 to %c8
// CHECK-NEXT:      %[[J:.*]] = arith.addi %i, %c1
// CHECK-NEXT:      memref.load %m[%[[J]]]
func.func @may_not_run(%m: memref<9xf32>, %n: index, %c: i1) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %r1 = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %z) -> f32 {
    %v = scf.if %c -> f32 {
      %x = memref.load %m[%c0] : memref<9xf32>
      scf.yield %x : f32
    } else {
      scf.yield %a : f32
    }
    scf.yield %v : f32
  }
  %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> f32 {
    %x = memref.load %m[%c0] : memref<9xf32>
    %s = arith.addf %a, %x : f32
    scf.yield %s : f32
  }
  %r3 = scf.for %i = %c8 to %c8 step %c1 iter_args(%a = %z) -> f32 {
    %x = memref.load %m[%c0] : memref<9xf32>
    %s = arith.addf %a, %x : f32
    scf.yield %s : f32
  }
  %r4 = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %z) -> f32 {
    %j = arith.addi %i, %c1 : index
    %x = memref.load %m[%j] : memref<9xf32>
    %s = arith.addf %a, %x : f32
    scf.yield %s : f32
  }
  return %r1, %r2, %r3, %r4 : f32, f32, f32, f32
}

// Bounds of other integer types count in their own type and signedness:
// unsigned from -5 (above 0) to 0 runs no trip and keeps its load (which
// may read where the program never would); signed from -7 to 7 runs and the
// load moves.
// CHECK-LABEL: func.func @narrow_bounds
// CHECK:         scf.for unsigned
// CHECK-NEXT:      memref.load %m[%c0]
// CHECK:         %[[X:.*]] = memref.load %m[%c0]
// CHECK-NEXT:    scf.for %i = %l2 to %u2 step %s
// CHECK-NEXT:      arith.addf %{{.*}}, %[[X]]
func.func @narrow_bounds(%m: memref<9xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %l = arith.constant -5 : i32
  %u = arith.constant 0 : i32
  %s = arith.constant 1 : i32
  %r1 = scf.for unsigned %i = %l to %u step %s iter_args(%a = %z) -> f32 : i32 {
    %x = memref.load %m[%c0] : memref<9xf32>
    %t = arith.addf %a, %x : f32
    scf.yield %t : f32
  }
  %l2 = arith.constant -7 : i32
  %u2 = arith.constant 7 : i32
  %r2 = scf.for %i = %l2 to %u2 step %s iter_args(%a = %z) -> f32 : i32 {
    %x = memref.load %m[%c0] : memref<9xf32>
    %t = arith.addf %a, %x : f32
    scf.yield %t : f32
  }
  return %r1, %r2 : f32, f32
}

// A load leaves the loops that do not write its memref and stops at the
// first that does, or that may not run.
// CHECK-LABEL: func.func @stops
// CHECK:         scf.for %i = %c0 to %c4
// CHECK-NEXT:      %[[X:.*]] = memref.load %m[%c0]
// CHECK-NEXT:      scf.for %j = %c0 to %c4
// CHECK-NEXT:        memref.store %[[X]], %a[%j]
// CHECK:           memref.store %{{.*}}, %m[%i]
// CHECK:         scf.for %i = %c0 to %n
// CHECK-NEXT:      %[[Y:.*]] = memref.load %m[%c0]
// CHECK-NEXT:      scf.for %j = %c0 to %c4
// CHECK-NEXT:        memref.store %[[Y]], %a[%j]
func.func @stops(%m: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %x = memref.load %m[%c0] : memref<4xf32>
      memref.store %x, %a[%j] : memref<4xf32>
    }
    memref.store %f, %m[%i] : memref<4xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %y = memref.load %m[%c0] : memref<4xf32>
      memref.store %y, %a[%j] : memref<4xf32>
    }
  }
  memref.dealloc %a : memref<4xf32>
  return
}
