// canonicalize: folds mlir-opt 22 makes that loopc missed (issue 27): a
// memref.cast of a memref.cast of a ranked memref casts it directly (and a
// cast to its own type goes), not through an unranked source; an alloc or
// alloca only stored into and freed goes with its stores and deallocs
// (SimplifyDeadAlloc; not when it is loaded, passed or copied); an scf.for
// whose upper bound is the lower one plus a constant with `nsw` has that
// many trips over the step (one is inlined, none erased; not with nuw only,
// nor for two trips); f16 and bf16 arithmetic of constants folds in the
// type's precision (overflow to inf). The CHECK lines are mlir-opt 22's
// output, which both must print.
// RUN: %loopc %s --canonicalize --split-input-file | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize --split-input-file | FileCheck %s %}

// CHECK-LABEL: func.func @casts(%arg0: memref<4xf32>) -> memref<?xf32> {
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    return %cast : memref<?xf32>
func.func @casts(%m: memref<4xf32>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<4xf32>
  %2 = memref.cast %1 : memref<4xf32> to memref<?xf32>
  return %2 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @casts2(%arg0: memref<?xf32>) -> memref<*xf32> {
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<?xf32> to memref<*xf32>
// CHECK-NEXT:    return %cast : memref<*xf32>
func.func @casts2(%m: memref<?xf32>) -> memref<*xf32> {
  %0 = memref.cast %m : memref<?xf32> to memref<4xf32>
  %1 = memref.cast %0 : memref<4xf32> to memref<*xf32>
  return %1 : memref<*xf32>
}

// -----

// CHECK-LABEL: func.func @write_only(%arg0: f32) {
// CHECK-NEXT:    return
func.func @write_only(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @write_only2(%arg0: f32) {
// CHECK-NEXT:    return
func.func @write_only2(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @one_iter(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:    scf.for %arg3 = %arg0 to %0 step %c1 {
// CHECK-NEXT:      memref.store %arg1, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @one_iter(%lb: index, %x: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  scf.for %i = %lb to %ub step %c1 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @one_iter2(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %0 = arith.addi %arg0, %c4 : index
// CHECK-NEXT:    scf.for %arg3 = %arg0 to %0 step %c4 {
// CHECK-NEXT:      memref.store %arg1, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @one_iter2(%lb: index, %x: f32, %m: memref<?xf32>) {
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c4 : index
  scf.for %i = %lb to %ub step %c4 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @half() -> (f16, bf16, f16) {
// CHECK-NEXT:    %cst = arith.constant 3.750000e+00 : f16
// CHECK-NEXT:    %cst_0 = arith.constant 2.250000e+00 : bf16
// CHECK-NEXT:    %cst_1 = arith.constant 0x7C00 : f16
// CHECK-NEXT:    return %cst, %cst_0, %cst_1 : f16, bf16, f16
func.func @half() -> (f16, bf16, f16) {
  %a = arith.constant 1.5 : f16
  %b = arith.constant 2.25 : f16
  %c = arith.addf %a, %b : f16
  %d = arith.constant 1.5 : bf16
  %e = arith.mulf %d, %d : bf16
  %f = arith.constant 65504.0 : f16
  %g = arith.addf %f, %f : f16
  return %c, %e, %g : f16, bf16, f16
}

// -----

// CHECK-LABEL: func.func @b(%arg0: memref<*xf32>) -> memref<4xf32> {
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT:    %cast_0 = memref.cast %cast : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:    return %cast_0 : memref<4xf32>
func.func @b(%m: memref<*xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<*xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @c(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:    return %arg0 : memref<4xf32>
func.func @c(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @d(%arg0: memref<?x4xf32>) -> memref<4x?xf32> {
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<?x4xf32> to memref<4x?xf32>
// CHECK-NEXT:    return %cast : memref<4x?xf32>
func.func @d(%m: memref<?x4xf32>) -> memref<4x?xf32> {
  %0 = memref.cast %m : memref<?x4xf32> to memref<?x?xf32>
  %1 = memref.cast %0 : memref<?x?xf32> to memref<4x?xf32>
  return %1 : memref<4x?xf32>
}

// -----

// CHECK-LABEL: func.func @a(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:    scf.for %arg3 = %arg0 to %0 step %c1 {
// CHECK-NEXT:      memref.store %arg1, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @a(%lb: index, %x: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  scf.for %i = %lb to %ub step %c1 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @b_1(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:    scf.for %arg3 = %arg0 to %0 step %c8 {
// CHECK-NEXT:      memref.store %arg1, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @b_1(%lb: index, %x: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %ub = arith.addi %lb, %c1 : index
  scf.for %i = %lb to %ub step %c8 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @c_1(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) -> f32 {
// CHECK-NEXT:    %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:    return %0 : f32
func.func @c_1(%lb: index, %x: f32, %m: memref<?xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> f32 {
    %y = arith.addf %a, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @d_1(%arg0: i32, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:    %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:    memref.store %arg1, %arg2[%0] : memref<?xf32>
// CHECK-NEXT:    return
func.func @d_1(%lb: i32, %x: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : i32
  %ub = arith.addi %lb, %c1 overflow<nsw> : i32
  scf.for %i = %lb to %ub step %c1 : i32 {
    %j = arith.index_cast %i : i32 to index
    memref.store %x, %m[%j] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @e(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:    memref.store %arg1, %arg2[%arg0] : memref<?xf32>
// CHECK-NEXT:    return
func.func @e(%lb: index, %x: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %cm3 = arith.constant -3 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c8 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:    return
func.func @f(%lb: index, %x: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %cm3 = arith.constant -3 : index
  %ub = arith.addi %lb, %cm3 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @g(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1 overflow<nuw> : index
// CHECK-NEXT:    scf.for %arg3 = %arg0 to %0 step %c1 {
// CHECK-NEXT:      memref.store %arg1, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @g(%lb: index, %x: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %cm3 = arith.constant -3 : index
  %ub = arith.addi %lb, %c1 overflow<nuw> : index
  scf.for %i = %lb to %ub step %c1 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @h(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:    memref.store %arg1, %arg2[%arg0] : memref<?xf32>
// CHECK-NEXT:    return
func.func @h(%lb: index, %x: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %cm3 = arith.constant -3 : index
  %ub = arith.addi %c1, %lb overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @i(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %0 = arith.addi %arg0, %c8 overflow<nsw> : index
// CHECK-NEXT:    scf.for %arg3 = %arg0 to %0 step %c4 {
// CHECK-NEXT:      memref.store %arg1, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @i(%lb: index, %x: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %cm3 = arith.constant -3 : index
  %ub = arith.addi %lb, %c8 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c4 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @j(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:    memref.store %arg1, %arg2[%arg0] : memref<?xf32>
// CHECK-NEXT:    return
func.func @j(%lb: index, %x: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %cm3 = arith.constant -3 : index
  %ub = arith.addi %lb, %c8 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c8 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @k(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) {
// CHECK-NEXT:    memref.store %arg1, %arg2[%arg0] : memref<?xf32>
// CHECK-NEXT:    return
func.func @k(%lb: index, %x: f32, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %cm3 = arith.constant -3 : index
  %ub = arith.addi %lb, %c8 overflow<nsw,nuw> : index
  scf.for %i = %lb to %ub step %c9 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @alloc_read(%arg0: f32) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.store %arg0, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:    %0 = memref.load %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:    memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:    return %0 : f32
func.func @alloc_read(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  %r = memref.load %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %r : f32
}

// -----

// CHECK:       func.func private @use(memref<4xf32>)
// CHECK-LABEL: func.func @alloc_passed(%arg0: f32) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.store %arg0, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:    call @use(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT:    memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:    return
func.func private @use(memref<4xf32>)
func.func @alloc_passed(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  func.call @use(%a) : (memref<4xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @alloc_copied(%arg0: f32, %arg1: memref<4xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.store %arg0, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:    memref.copy %alloc, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:    return
func.func @alloc_copied(%v: f32, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  memref.copy %a, %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
