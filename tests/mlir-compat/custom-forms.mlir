// Custom forms as mlir-opt 22 prints them, compared byte for byte: overflow
// flags (in MLIR's order, left out when none), fastmath on casts, `builtin.module` where the
// default dialect is not builtin, the two spaces before an integer loop's
// type, `scf.reduce ` without operands; the generic form spells out the
// default properties and numbers values once across the module.
// REQUIRES: mlir-opt
// RUN: %mlir_opt --allow-unregistered-dialect %s > %t.ref && %loopc %s | diff %t.ref -
// RUN: %mlir_opt --allow-unregistered-dialect -mlir-print-op-generic %s > %t.gref && %loopc %s --print-generic | diff %t.gref -
// RUN: %loopc %s | FileCheck %s
// RUN: %loopc %s --syntax=classic | FileCheck %s --check-prefix=CLASSIC

// CHECK: %0 = arith.addi %arg0, %arg0 overflow<nsw> : i32
// CHECK: %1 = arith.muli %0, %arg0 overflow<nsw, nuw> {foo = 1 : i32} : i32
// CHECK: %2 = arith.subi %1, %arg0 : i32
// CHECK: %3 = arith.trunci %2 overflow<nuw> : i32 to i16
// CHECK: %4 = arith.extf %arg1 fastmath<fast> : f32 to f64
// CHECK: %5 = arith.addf %arg1, %arg1 : f32
// CHECK: scf.for %arg3 = %arg0 to %arg0 step %arg0  : i32 {
// CHECK: scf.reduce {{$}}
// CHECK: %6 = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32
// CLASSIC: %0 = addi %a, %a {overflowFlags = #arith.overflow<nsw>} : i32
// CLASSIC: %2 = subi %1, %a {overflowFlags = #arith.overflow<none>} : i32
func.func @f(%a: i32, %b: f32, %n: index) -> i16 {
  %0 = arith.addi %a, %a overflow<nsw> : i32
  %1 = arith.muli %0, %a overflow<nsw, nuw> {foo = 1 : i32} : i32
  %2 = arith.subi %1, %a overflow<none> : i32
  %3 = arith.trunci %2 overflow<nuw> : i32 to i16
  %4 = arith.extf %b fastmath<fast> : f32 to f64
  %5 = arith.addf %b, %b fastmath<none> : f32
  scf.for %i = %a to %a step %a : i32 {
  }
  scf.parallel (%j) = (%n) to (%n) step (%n) {
  }
  %6 = arith.addi %a, %a overflow<nuw, nsw> : i32
  return %3 : i16
}

// CHECK: "test.wrap"() ({
// CHECK-NEXT: builtin.module {
"test.wrap"() ({
  module {
    func.func @g() { return }
  }
  "test.end"() : () -> ()
}) : () -> ()

// A block after the entry has no predecessors (loopc has no branch op).
// CHECK: "test.r"() ({
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // no predecessors
"test.r"() ({
  "test.a"() : () -> ()
^bb1(%x: i32):
  "test.b"(%x) : (i32) -> ()
}) : () -> ()

// CHECK: module @named attributes {test.x} {
module @named attributes {test.x} {
}
