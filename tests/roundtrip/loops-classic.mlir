// The structured-loop ops in the classic spelling, printed in both spellings.
// RUN: %loopc --print-names=source %s --syntax=classic | FileCheck %s
// RUN: %loopc --print-names=source %s --syntax=modern | FileCheck %s --check-prefix=MODERN

// CHECK-LABEL: func @reduce(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) -> f32 {
// CHECK-NEXT:   %sum_0 = constant 0.000000e+00 : f32
// CHECK-NEXT:   %sum = loop.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
// CHECK-NEXT:     %t = load %buffer[%iv] : memref<1024xf32>
// CHECK-NEXT:     %cond = cmpf "ugt", %t, %sum_0 : f32
// CHECK-NEXT:     %sum_next = loop.if %cond -> (f32) {
// CHECK-NEXT:       %new_sum = addf %sum_iter, %t : f32
// CHECK-NEXT:       loop.yield %new_sum : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       loop.yield %sum_iter : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     loop.yield %sum_next : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %sum : f32
// CHECK-NEXT: }
// MODERN-LABEL: func.func @reduce(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) -> f32 {
// MODERN-NEXT:     %sum_0 = arith.constant 0.000000e+00 : f32
// MODERN-NEXT:     %sum = scf.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
// MODERN-NEXT:       %t = memref.load %buffer[%iv] : memref<1024xf32>
// MODERN-NEXT:       %cond = arith.cmpf ugt, %t, %sum_0 : f32
// MODERN-NEXT:       %sum_next = scf.if %cond -> (f32) {
// MODERN-NEXT:         %new_sum = arith.addf %sum_iter, %t : f32
// MODERN-NEXT:         scf.yield %new_sum : f32
// MODERN-NEXT:       } else {
// MODERN-NEXT:         scf.yield %sum_iter : f32
// MODERN-NEXT:       }
// MODERN-NEXT:       scf.yield %sum_next : f32
// MODERN-NEXT:     }
// MODERN-NEXT:     return %sum : f32
// MODERN-NEXT:   }
func @reduce(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) -> (f32) {
  %sum_0 = constant 0.0 : f32
  %sum = loop.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = load %buffer[%iv] : memref<1024xf32>
    %cond = cmpf "ugt", %t, %sum_0 : f32
    %sum_next = loop.if %cond -> (f32) {
      %new_sum = addf %sum_iter, %t : f32
      loop.yield %new_sum : f32
    } else {
      loop.yield %sum_iter : f32
    }
    loop.yield %sum_next : f32
  }
  return %sum : f32
}

// Implicit terminators are left out; an empty else is not printed.
// CHECK-LABEL: func @implicit(%m: memref<4xf32>, %c: i1, %n: index) {
// CHECK-NEXT:   %c0 = constant 0 : index
// CHECK-NEXT:   %c1 = constant 1 : index
// CHECK-NEXT:   %x = constant 1.000000e+00 : f32
// CHECK-NEXT:   loop.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:     store %x, %m[%c0] : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   loop.if %c {
// CHECK-NEXT:     store %x, %m[%c1] : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   loop.if %c {
// CHECK-NEXT:     store %x, %m[%c1] : memref<4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     store %x, %m[%c0] : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   loop.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// MODERN-LABEL: func.func @implicit(%m: memref<4xf32>, %c: i1, %n: index) {
// MODERN:         scf.for %i = %c0 to %n step %c1 {
// MODERN-NEXT:      memref.store %x, %m[%c0] : memref<4xf32>
// MODERN-NEXT:    }
// MODERN-NEXT:    scf.if %c {
// MODERN-NEXT:      memref.store %x, %m[%c1] : memref<4xf32>
// MODERN-NEXT:    }
// MODERN-NEXT:    scf.if %c {
// MODERN-NEXT:      memref.store %x, %m[%c1] : memref<4xf32>
// MODERN-NEXT:    } else {
// MODERN-NEXT:      memref.store %x, %m[%c0] : memref<4xf32>
// MODERN-NEXT:    }
// MODERN-NEXT:    scf.for %j = %c0 to %n step %c1 {
// MODERN-NEXT:    }
func @implicit(%m: memref<4xf32>, %c: i1, %n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %x = constant 1.0 : f32
  loop.for %i = %c0 to %n step %c1 {
    store %x, %m[%c0] : memref<4xf32>
  }
  loop.if %c {
    store %x, %m[%c1] : memref<4xf32>
    loop.yield
  }
  loop.if %c {
    store %x, %m[%c1] : memref<4xf32>
  } else {
    store %x, %m[%c0] : memref<4xf32>
  }
  loop.for %j = %c0 to %n step %c1 {
    loop.yield
  }
  return
}

// loop.reduce ops become one scf.reduce terminator in the modern spelling
// (which is why reduces interleaved with other ops come back at the end).
// CHECK-LABEL: func @parallel(%lb: index, %ub: index, %step: index, %m: memref<?x?xf32>) -> (f32, i32) {
// CHECK-NEXT:   %init = constant 0.000000e+00 : f32
// CHECK-NEXT:   %one = constant 1 : i32
// CHECK-NEXT:   %r:2 = loop.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) init (%init, %one) {
// CHECK-NEXT:     %v = load %m[%i, %j] : memref<?x?xf32>
// CHECK-NEXT:     %w = index_cast %i : index to i32
// CHECK-NEXT:     loop.reduce(%v) {
// CHECK-NEXT:     ^bb0(%lhs: f32, %rhs: f32):
// CHECK-NEXT:       %s = addf %lhs, %rhs : f32
// CHECK-NEXT:       loop.reduce.return %s : f32
// CHECK-NEXT:     } : f32
// CHECK-NEXT:     loop.reduce(%w) {
// CHECK-NEXT:     ^bb0(%lhs: i32, %rhs: i32):
// CHECK-NEXT:       %p = muli %lhs, %rhs : i32
// CHECK-NEXT:       loop.reduce.return %p : i32
// CHECK-NEXT:     } : i32
// CHECK-NEXT:   } : f32, i32
// CHECK-NEXT:   loop.parallel (%i) = (%lb) to (%ub) step (%step) {
// CHECK-NEXT:     store %init, %m[%i, %i] : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %r#0, %r#1 : f32, i32
// MODERN-LABEL: func.func @parallel(%lb: index, %ub: index, %step: index, %m: memref<?x?xf32>) -> (f32, i32) {
// MODERN-NEXT:     %init = arith.constant 0.000000e+00 : f32
// MODERN-NEXT:     %one = arith.constant 1 : i32
// MODERN-NEXT:     %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) init (%init, %one) -> (f32, i32) {
// MODERN-NEXT:       %v = memref.load %m[%i, %j] : memref<?x?xf32>
// MODERN-NEXT:       %w = arith.index_cast %i : index to i32
// MODERN-NEXT:       scf.reduce(%v, %w : f32, i32) {
// MODERN-NEXT:       ^bb0(%lhs: f32, %rhs: f32):
// MODERN-NEXT:         %s = arith.addf %lhs, %rhs : f32
// MODERN-NEXT:         scf.reduce.return %s : f32
// MODERN-NEXT:       }, {
// MODERN-NEXT:       ^bb0(%lhs: i32, %rhs: i32):
// MODERN-NEXT:         %p = arith.muli %lhs, %rhs : i32
// MODERN-NEXT:         scf.reduce.return %p : i32
// MODERN-NEXT:       }
// MODERN-NEXT:     }
// MODERN-NEXT:     scf.parallel (%i) = (%lb) to (%ub) step (%step) {
// MODERN-NEXT:       memref.store %init, %m[%i, %i] : memref<?x?xf32>
// MODERN-NEXT:       scf.reduce
// MODERN-NEXT:     }
// MODERN-NEXT:     return %r#0, %r#1 : f32, i32
func @parallel(%lb: index, %ub: index, %step: index, %m: memref<?x?xf32>) -> (f32, i32) {
  %init = constant 0.0 : f32
  %one = constant 1 : i32
  %r:2 = loop.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) init (%init, %one) {
    %v = load %m[%i, %j] : memref<?x?xf32>
    %w = index_cast %i : index to i32
    loop.reduce(%v) {
    ^bb0(%lhs : f32, %rhs: f32):
      %s = addf %lhs, %rhs : f32
      loop.reduce.return %s : f32
    } : f32
    loop.reduce(%w) {
    ^bb0(%lhs : i32, %rhs: i32):
      %p = muli %lhs, %rhs : i32
      loop.reduce.return %p : i32
    } : i32
  } : f32, i32
  loop.parallel (%i) = (%lb) to (%ub) step (%step) {
    store %init, %m[%i, %i] : memref<?x?xf32>
  }
  return %r#0, %r#1 : f32, i32
}

// CHECK-LABEL: func @while(%n: i64) -> i64 {
// CHECK-NEXT:   %c1 = constant 1 : i64
// CHECK-NEXT:   %r:2 = loop.while (%x = %n, %s = %c1) : (i64, i64) -> (i64, i64) {
// CHECK-NEXT:     %more = cmpi "ne", %x, %c1 : i64
// CHECK-NEXT:     loop.condition(%more) %x, %s : i64, i64
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%y: i64, %t: i64):
// CHECK-NEXT:     %y1 = subi %y, %c1 : i64
// CHECK-NEXT:     %t1 = addi %t, %c1 : i64
// CHECK-NEXT:     loop.yield %y1, %t1 : i64, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   return %r#1 : i64
// MODERN-LABEL: func.func @while(%n: i64) -> i64 {
// MODERN-NEXT:     %c1 = arith.constant 1 : i64
// MODERN-NEXT:     %r:2 = scf.while (%x = %n, %s = %c1) : (i64, i64) -> (i64, i64) {
// MODERN-NEXT:       %more = arith.cmpi ne, %x, %c1 : i64
// MODERN-NEXT:       scf.condition(%more) %x, %s : i64, i64
// MODERN-NEXT:     } do {
// MODERN-NEXT:     ^bb0(%y: i64, %t: i64):
// MODERN-NEXT:       %y1 = arith.subi %y, %c1 : i64
// MODERN-NEXT:       %t1 = arith.addi %t, %c1 : i64
// MODERN-NEXT:       scf.yield %y1, %t1 : i64, i64
// MODERN-NEXT:     }
// MODERN-NEXT:     return %r#1 : i64
func @while(%n: i64) -> i64 {
  %c1 = constant 1 : i64
  %r:2 = loop.while (%x = %n, %s = %c1) : (i64, i64) -> (i64, i64) {
    %more = cmpi "ne", %x, %c1 : i64
    loop.condition(%more) %x, %s : i64, i64
  } do {
  ^bb0(%y: i64, %t: i64):
    %y1 = subi %y, %c1 : i64
    %t1 = addi %t, %c1 : i64
    loop.yield %y1, %t1 : i64, i64
  }
  return %r#1 : i64
}
