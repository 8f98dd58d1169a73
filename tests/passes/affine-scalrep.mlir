// affine-scalrep (MLIR's affineScalarReplace): a load of an element an
// affine.store wrote gets the stored value, a store overwritten before any
// read goes, an allocation left with stores and deallocs only goes, and a
// load of an element an earlier load read, with no write between, reuses
// that value. The text is mlir-opt 22's, diffed where it is installed.
// RUN: %loopc %s --affine-scalrep > %t.loopc
// RUN: FileCheck %s < %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt %s --allow-unregistered-dialect --affine-scalrep > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.loopc %t.mlir %}

// The stored value reaches the load; the buffer then has only stores and a
// dealloc, and goes with them.
// CHECK-LABEL: func.func @forward_and_drop_buffer
// CHECK-NEXT:    %[[C:.*]] = arith.constant 2.5
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      arith.mulf %[[C]], %[[C]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @forward_and_drop_buffer() {
  %c = arith.constant 2.5 : f64
  %t = memref.alloc() : memref<16xf64>
  affine.for %i = 0 to 16 {
    affine.store %c, %t[%i] : memref<16xf64>
    %v = affine.load %t[%i] : memref<16xf64>
    %w = arith.mulf %v, %v : f64
  }
  memref.dealloc %t : memref<16xf64>
  return
}

// Subscripts equal once composed through affine.apply: forwarded; the
// buffer is returned, so it stays.
// CHECK-LABEL: func.func @through_apply
// CHECK:         affine.store
// CHECK-NOT:     affine.load
// CHECK:         return
func.func @through_apply(%x: f32) -> memref<8x8xf32> {
  %m = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 7 {
      %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      %b = affine.apply affine_map<(d0) -> (d0 - 1)>(%a)
      affine.store %x, %m[%i, %a] : memref<8x8xf32>
      %v = affine.load %m[%i, %b + 1] : memref<8x8xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  return %m : memref<8x8xf32>
}

// Must not fire: %B may be %A, and its store lies between.
// CHECK-LABEL: func.func @may_alias_between
// CHECK:         affine.store
// CHECK-NEXT:    affine.store
// CHECK-NEXT:    affine.load
func.func @may_alias_between(%A: memref<10xf32>, %B: memref<10xf32>, %x: f32, %y: f32) -> f32 {
  %c = arith.constant 3 : index
  affine.store %x, %A[3] : memref<10xf32>
  affine.store %y, %B[3] : memref<10xf32>
  %v = affine.load %A[3] : memref<10xf32>
  return %v : f32
}

// A store to a fresh allocation in between cannot touch the argument.
// CHECK-LABEL: func.func @fresh_between
// CHECK-NOT:     affine.load
// CHECK:         return %arg1
func.func @fresh_between(%A: memref<10xf32>, %x: f32, %y: f32) -> f32 {
  %t = memref.alloc() : memref<10xf32>
  affine.store %x, %A[3] : memref<10xf32>
  affine.store %y, %t[3] : memref<10xf32>
  %v = affine.load %A[3] : memref<10xf32>
  memref.dealloc %t : memref<10xf32>
  return %v : f32
}

// A store in an inner loop to the next element does not reach this
// iteration's element: forwarded. One to an element the loop's variable
// can reach blocks it.
// CHECK-LABEL: func.func @inner_stores
// CHECK:         affine.for %[[I:.*]] = 0 to 9 {
// CHECK-NEXT:      affine.store
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        arith.addf %arg1, %arg1
// CHECK:         affine.for %{{.*}} = 0 to 9 {
// CHECK-NEXT:      affine.store
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.store
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.load
func.func @inner_stores(%A: memref<10xf32>, %x: f32, %y: f32, %n: index) {
  affine.for %i = 0 to 9 {
    affine.store %x, %A[%i] : memref<10xf32>
    affine.for %k = 0 to %n {
      %v = affine.load %A[%i] : memref<10xf32>
      %w = arith.addf %v, %v : f32
      affine.store %y, %A[%i + 1] : memref<10xf32>
    }
  }
  affine.for %i = 0 to 9 {
    affine.store %x, %A[%i] : memref<10xf32>
    affine.for %k = 0 to 10 {
      affine.store %y, %A[%k] : memref<10xf32>
    }
    %v = affine.load %A[%i] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// A store overwritten before anything reads it goes (a read of the next
// element between does not count: the next iteration writes that one
// later); not when an op of unknown effects lies between.
// CHECK-LABEL: func.func @unused_store
// CHECK:         affine.for
// CHECK-NEXT:      affine.load
// CHECK-NEXT:      affine.store %arg2
// CHECK-NEXT:      "test.use"
// CHECK-NEXT:    }
// CHECK:         affine.for
// CHECK-NEXT:      affine.store %arg1
// CHECK-NEXT:      "test.use"
// CHECK-NEXT:      affine.store %arg2
func.func @unused_store(%A: memref<10xf32>, %x: f32, %y: f32) {
  affine.for %i = 0 to 9 {
    affine.store %x, %A[%i] : memref<10xf32>
    %v = affine.load %A[%i + 1] : memref<10xf32>
    affine.store %y, %A[%i] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  affine.for %i = 0 to 10 {
    affine.store %x, %A[%i] : memref<10xf32>
    "test.use"(%A) : (memref<10xf32>) -> ()
    affine.store %y, %A[%i] : memref<10xf32>
  }
  return
}

// Repeated loads: the first one serves; not across a call.
// CHECK-LABEL: func.func @load_cse
// CHECK:         affine.load
// CHECK-NEXT:    arith.addf
// CHECK-NEXT:    call @clobber
// CHECK-NEXT:    affine.load
func.func private @clobber(memref<10xf32>)
func.func @load_cse(%A: memref<10xf32>) -> f32 {
  %a = affine.load %A[2] : memref<10xf32>
  %b = affine.load %A[2] : memref<10xf32>
  %s = arith.addf %a, %b : f32
  call @clobber(%A) : (memref<10xf32>) -> ()
  %c = affine.load %A[2] : memref<10xf32>
  %t = arith.addf %s, %c : f32
  return %t : f32
}

// Not forwarded into the next iteration: the load of A[0] in the loop
// sees the store of the iteration before, which does not dominate it.
// CHECK-LABEL: func.func @carried
// CHECK:         affine.for
// CHECK-NEXT:      affine.load
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store
func.func @carried(%A: memref<1xf32>, %x: f32) {
  affine.store %x, %A[0] : memref<1xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %A[0] : memref<1xf32>
    %w = arith.addf %v, %x : f32
    affine.store %w, %A[0] : memref<1xf32>
  }
  return
}
