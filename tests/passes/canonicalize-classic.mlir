// canonicalize on the classic spelling (loop.*, std ops): same patterns,
// printed back in the input's spelling.
// RUN: %loopc %s --canonicalize | FileCheck %s

// CHECK-LABEL: func @f
// CHECK-SAME:    (%[[A:[^:]+]]: f32, %[[M:[^:]+]]: memref<4xf32>, %[[N:[^:]+]]: index)
// CHECK:         %[[T:.*]] = addf %[[A]], %[[A]] : f32
// CHECK-NEXT:    store %[[T]], %[[M]][%{{.*}}] : memref<4xf32>
// CHECK-NEXT:    %[[U:.*]] = mulf %[[T]], %[[T]] : f32
// CHECK-NEXT:    %[[P:.*]] = loop.parallel
// CHECK:         loop.reduce
// CHECK:         %[[Q:.*]] = addf %[[U]], %[[P]] : f32
// CHECK-NEXT:    return %[[Q]] : f32
func @f(%a: f32, %m: memref<4xf32>, %n: index) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %zero = constant 0.0 : f32
  %r = loop.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (f32) {
    %t = addf %x, %x : f32
    store %t, %m[%i] : memref<4xf32>
    loop.yield %t : f32
  }
  %true = constant 1 : i1
  %s = loop.if %true -> (f32) {
    %u = mulf %r, %r : f32
    loop.yield %u : f32
  } else {
    loop.yield %zero : f32
  }
  %p = loop.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) {
    %v = load %m[%i] : memref<4xf32>
    loop.reduce(%v) {
    ^bb0(%l: f32, %rr: f32):
      %w = addf %l, %rr : f32
      loop.reduce.return %w : f32
    } : f32
    loop.yield
  } : f32
  %q = addf %s, %p : f32
  return %q : f32
}
