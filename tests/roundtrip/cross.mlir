// Classic -> modern -> classic and modern -> classic -> modern give back the
// same text; the generic form re-parses to the same IR.
// RUN: %loopc --print-names=source %s --syntax=classic > %t.c1 && %loopc --print-names=source %t.c1 --syntax=modern > %t.m && %loopc --print-names=source %t.m --syntax=classic > %t.c2 && diff %t.c1 %t.c2
// RUN: %loopc --print-names=source %s --syntax=modern > %t.m1 && %loopc --print-names=source %t.m1 --syntax=classic > %t.c && %loopc --print-names=source %t.c --syntax=modern > %t.m2 && diff %t.m1 %t.m2
// RUN: %loopc --print-names=source %s --print-generic > %t.g1 && %loopc --print-names=source %t.g1 --print-generic > %t.g2 && diff %t.g1 %t.g2
// RUN: %loopc --print-names=source %t.g1 --syntax=modern > %t.m3 && diff %t.m1 %t.m3
// RUN: %loopc --print-names=source %s --syntax=modern | FileCheck %s

// CHECK: scf.reduce(%v, %w : f32, i32) {
func @cross(%lb: index, %ub: index, %m: memref<?xf32>) -> (f32, i32, i64) {
  %c1 = constant 1 : index
  %f0 = constant 0.0 : f32
  %i0 = constant 0 : i32
  %c2 = constant 2 : i64
  %r:2 = loop.parallel (%i) = (%lb) to (%ub) step (%c1) init (%f0, %i0) {
    %v = load %m[%i] : memref<?xf32>
    %w = index_cast %i : index to i32
    loop.reduce(%v) {
    ^bb0(%a: f32, %b: f32):
      %s = addf %a, %b : f32
      loop.reduce.return %s : f32
    } : f32
    loop.reduce(%w) {
    ^bb0(%a: i32, %b: i32):
      %s = addi %a, %b : i32
      loop.reduce.return %s : i32
    } : i32
  } : f32, i32
  %k = loop.for %i = %lb to %ub step %c1 iter_args(%acc = %c2) -> (i64) {
    %t = muli %acc, %c2 : i64
    %big = cmpi "sgt", %t, %c2 : i64
    %n = loop.if %big -> (i64) {
      loop.yield %c2 : i64
    } else {
      loop.yield %t : i64
    }
    loop.yield %n : i64
  }
  return %r#0, %r#1, %k : f32, i32, i64
}
