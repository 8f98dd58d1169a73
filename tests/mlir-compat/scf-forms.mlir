// The forms of the scf ops that mlir-opt 22 prints or accepts, and older
// ones it used to accept (an explicit scf.yield ending scf.parallel,
// scf.reduce with its type after the parentheses): loopc reads them all and
// prints the forms mlir-opt 22 prints (samples.test also feeds this file to
// mlir-opt both ways).
// RUN: %loopc --print-names=source %s | FileCheck %s
// RUN: %loopc --print-names=source %s | %loopc --print-names=source - | FileCheck %s

// CHECK-LABEL: func.func @while_forms
// CHECK:      scf.while : () -> () {
// CHECK:      %r = scf.while : () -> i32 {
// CHECK:      } attributes {note = "no operands"}
func.func @while_forms(%c: i1, %x: i32) -> i32 {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %r = scf.while () : () -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield
  } attributes {note = "no operands"}
  return %r : i32
}

// CHECK-LABEL: func.func @attributes_after_regions
// CHECK:      scf.for %i = %lb to %lb step %lb {
// CHECK-NEXT: } {tag}
// CHECK:      scf.if %c {
// CHECK-NEXT: } {tag = 2 : i32}
// CHECK:      } {tag = "p"}
func.func @attributes_after_regions(%c: i1, %lb: index, %x: f32) -> f32 {
  scf.for %i = %lb to %lb step %lb {
  } {tag}
  scf.if %c {
  } {tag = 2 : i32}
  %s = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      scf.reduce.return %t : f32
    }
  } {tag = "p"}
  return %s : f32
}

// CHECK-LABEL: func.func @integer_loops
// CHECK:      scf.for %i = %lb to %ub step %lb : i32 {
// CHECK:      scf.for unsigned %i = %n to %n step %n iter_args(%a = %n) -> (i64) : i64 {
func.func @integer_loops(%lb: i32, %ub: i32, %n: i64) -> i64 {
  scf.for %i = %lb to %ub step %lb : i32 {
  }
  %r = scf.for unsigned %i = %n to %n step %n iter_args(%a = %n) -> (i64) : i64 {
    %s = arith.addi %a, %i : i64
    scf.yield %s : i64
  }
  return %r : i64
}

// A declaration may name its arguments; the names are not kept.
// CHECK: func.func private @declared(memref<?xf32>, index) -> f32
func.func private @declared(%a: memref<?xf32>, %b: index) -> f32

// CHECK-LABEL: func.func @older_forms
// CHECK:      scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
// CHECK-NEXT:   scf.reduce
// CHECK-NEXT: }
// CHECK:      scf.reduce(%x : f32) {
func.func @older_forms(%lb: index, %x: f32) -> f32 {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    scf.yield
  }
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x) : f32 {
    ^bb0(%a: f32, %b: f32):
      %t = arith.mulf %a, %b : f32
      scf.reduce.return %t : f32
    }
  }
  return %r : f32
}
