// canonicalize: memref.alloca_scope as mlir-opt 22 rewrites it
// (AllocaScopeInliner, AllocaScopeHoister): a scope that may allocate
// nothing (a nested scope's allocas are its own) is inlined; one that may
// (an alloca, a call, an unknown op) only when it is the last op of a scope
// (a function, a scope, scf.for, scf.parallel, affine.for, affine.parallel:
// MLIR 22's AutomaticAllocationScope ops; not scf.if, scf.while or
// scf.index_switch); and the allocas of a scope that ends a nest inside a
// scope move before the nest when their operands are defined outside it.
// RUN: %loopc %s --canonicalize -allow-unregistered-dialect | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize -allow-unregistered-dialect | FileCheck %s %}

// CHECK: func.func private @ext(memref<4xf32>)
// CHECK: func.func private @ext2(memref<?xf32>)
// CHECK-LABEL: func.func @no_alloc(%arg0: f32, %arg1: memref<4xf32>) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = memref.load %arg1[%c0] : memref<4xf32>
// CHECK-NEXT:   %1 = arith.addf %0, %arg0 : f32
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_kept(%arg0: f32) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     memref.store %arg0, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT:     func.call @ext(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:     %2 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT:     memref.alloca_scope.return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_last(%arg0: f32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:   memref.store %arg0, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT:   call @ext(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @call_kept(%arg0: memref<4xf32>) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   memref.alloca_scope  {
// CHECK-NEXT:     func.call @ext(%arg0) : (memref<4xf32>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: f32) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:   memref.store %arg0, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT:   call @ext(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:   return %arg0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist(%arg0: f32, %arg1: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     memref.store %arg0, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT:     func.call @ext(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_hoist(%arg0: f32, %arg1: index, %arg2: memref<4xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:       memref.store %arg0, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT:       func.call @ext(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %arg0, %arg2[%c0] : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scopes(%arg0: f32, %arg1: memref<4xf32>, %arg2: index, %arg3: i1) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg4) = (%c0) to (%arg2) step (%c1) {
// CHECK-NEXT:     "test.par"() : () -> ()
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.if %arg3 {
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       "test.if"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.while : () -> () {
// CHECK-NEXT:     %0 = arith.cmpi sgt, %arg2, %c0 : index
// CHECK-NEXT:     scf.condition(%0)
// CHECK-NEXT:   } do {
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       "test.while"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   affine.for %arg4 = 0 to 10 {
// CHECK-NEXT:     "test.affine_for"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   affine.parallel (%arg4) = (0) to (10) {
// CHECK-NEXT:     "test.affine_par"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.index_switch %arg2
// CHECK-NEXT:   default {
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       "test.switch"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist_if(%arg0: i1, %arg1: index) {
// CHECK-NEXT:   %alloca = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT:       %alloca_0 = memref.alloca(%0) : memref<?xf32>
// CHECK-NEXT:       func.call @ext2(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT:       func.call @ext2(%alloca_0) : (memref<?xf32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_hoist_if(%arg0: i1, %arg1: index, %arg2: memref<?xf32>) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %alloca = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT:       func.call @ext2(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   call @ext2(%arg2) : (memref<?xf32>) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @deep(%arg0: i1, %arg1: index) {
// CHECK-NEXT:   %alloca = memref.alloca() : memref<8xf32>
// CHECK-NEXT:   scf.index_switch %arg1
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       memref.alloca_scope  {
// CHECK-NEXT:         %cast = memref.cast %alloca : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:         func.call @ext2(%cast) : (memref<?xf32>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }


func.func private @ext(memref<4xf32>)
func.func private @ext2(memref<?xf32>)
// No allocation: inlined.
func.func @no_alloc(%x: f32, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %v = memref.load %m[%c0] : memref<4xf32>
    %s = arith.addf %v, %x : f32
    memref.alloca_scope.return %s : f32
  }
  return %r : f32
}
// An alloca, not last in the function: kept.
func.func @alloc_kept(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (f32) {
    %b = memref.alloca() : memref<4xf32>
    memref.store %x, %b[%c0] : memref<4xf32>
    func.call @ext(%b) : (memref<4xf32>) -> ()
    %v = memref.load %b[%c0] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  %y = arith.addf %r, %r : f32
  return %y : f32
}
// An alloca, last op before the function's return: inlined.
func.func @alloc_last(%x: f32) {
  %c0 = arith.constant 0 : index
  memref.alloca_scope {
    %b = memref.alloca() : memref<4xf32>
    memref.store %x, %b[%c0] : memref<4xf32>
    func.call @ext(%b) : (memref<4xf32>) -> ()
  }
  return
}
// A call (may allocate): kept.
func.func @call_kept(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  memref.alloca_scope {
    func.call @ext(%m) : (memref<4xf32>) -> ()
  }
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}
// A nested scope with an alloca is no allocation of the outer one.
func.func @nested(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  memref.alloca_scope {
    memref.alloca_scope {
      %b = memref.alloca() : memref<4xf32>
      memref.store %x, %b[%c0] : memref<4xf32>
      func.call @ext(%b) : (memref<4xf32>) -> ()
    }
    %c = arith.constant 1 : index
  }
  return %x : f32
}
// In a loop body, last: allocas hoisted out of the loop.
func.func @hoist(%x: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %b = memref.alloca() : memref<4xf32>
      %d = memref.alloca(%i) : memref<?xf32>
      memref.store %x, %b[%c0] : memref<4xf32>
      func.call @ext(%b) : (memref<4xf32>) -> ()
      memref.store %x, %d[%c0] : memref<?xf32>
    }
  }
  return
}
// Not last in the loop body: kept.
func.func @no_hoist(%x: f32, %n: index, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %b = memref.alloca() : memref<4xf32>
      memref.store %x, %b[%c0] : memref<4xf32>
      func.call @ext(%b) : (memref<4xf32>) -> ()
    }
    memref.store %x, %m[%c0] : memref<4xf32>
  }
  return
}
func.func @scopes(%x: f32, %m: memref<4xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.alloca_scope {
      "test.par"() : () -> ()
    }
  }
  scf.if %c {
    memref.alloca_scope {
      "test.if"() : () -> ()
    }
  }
  %w = scf.while (%a = %c0) : (index) -> index {
    %t = arith.cmpi slt, %a, %n : index
    scf.condition(%t) %a : index
  } do {
  ^bb0(%a: index):
    memref.alloca_scope {
      "test.while"() : () -> ()
    }
    scf.yield %a : index
  }
  affine.for %i = 0 to 10 {
    memref.alloca_scope {
      "test.affine_for"() : () -> ()
    }
  }
  affine.parallel (%i) = (0) to (10) {
    memref.alloca_scope {
      "test.affine_par"() : () -> ()
    }
  }
  scf.index_switch %n
  default {
    memref.alloca_scope {
      "test.switch"() : () -> ()
    }
  }
  return
}
// Last in an scf.if that ends the function: the allocas whose operands are
// defined outside the if move before it; the scope stays (the call).
func.func @hoist_if(%c: i1, %n: index) {
  scf.if %c {
    memref.alloca_scope {
      %b = memref.alloca(%n) : memref<?xf32>
      %k = arith.addi %n, %n : index
      %d = memref.alloca(%k) : memref<?xf32>
      func.call @ext2(%b) : (memref<?xf32>) -> ()
      func.call @ext2(%d) : (memref<?xf32>) -> ()
    }
  }
  return
}
// The if is not the last op before the return: nothing moves.
func.func @no_hoist_if(%c: i1, %n: index, %m: memref<?xf32>) {
  scf.if %c {
    memref.alloca_scope {
      %b = memref.alloca(%n) : memref<?xf32>
      func.call @ext2(%b) : (memref<?xf32>) -> ()
    }
  }
  func.call @ext2(%m) : (memref<?xf32>) -> ()
  return
}
// Through a while and an index_switch (neither is a scope), each last.
func.func @deep(%c: i1, %n: index) {
  scf.index_switch %n
  default {
    scf.if %c {
      memref.alloca_scope {
        %b = memref.alloca() : memref<8xf32>
        %e = memref.cast %b : memref<8xf32> to memref<?xf32>
        func.call @ext2(%e) : (memref<?xf32>) -> ()
      }
    }
  }
  return
}

// An unregistered op last in its block may be its terminator (MLIR's
// getTerminator says so): the scope before "test.terminator" ends its
// region, and its alloca moves before "test.region".
// CHECK-LABEL: func.func @hoist_before_unregistered_terminator() {
// CHECK-NEXT: %0 = "test.count"() : () -> index
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: memref.alloca_scope {
// CHECK-NEXT: "test.use"(%alloca)
func.func @hoist_before_unregistered_terminator() {
  %cnt = "test.count"() : () -> index
  "test.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%cnt) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// affine.parallel, an extension dialect's op, has recursive effects and is
// a scope of its own: the scope around it may allocate nothing and goes,
// though "test.op" follows it.
// CHECK-LABEL: func.func @inline_around_affine_parallel() {
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: affine.parallel (%arg0) = (0) to (64) {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xi64>
func.func @inline_around_affine_parallel() {
  "test.region"() ({
    memref.alloca_scope {
      affine.parallel (%arg) = (0) to (64) {
        %a = memref.alloca(%arg) : memref<?xi64>
        "test.use"(%a) : (memref<?xi64>) -> ()
      }
    }
    "test.op"() : () -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
