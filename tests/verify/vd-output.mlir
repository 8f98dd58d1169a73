// Under --verify-diagnostics the valid chunks are printed too, as mlir-opt
// prints them (tests check remarks and output together); a chunk with
// errors leaves an empty one between the markers.
// RUN: %loopc %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --split-input-file --verify-diagnostics | FileCheck %s %}

// CHECK-LABEL: func.func @first
// CHECK:       // -----
// CHECK-NEXT:  // -----
// CHECK-NOT:   @second
// CHECK-LABEL: func.func @third
func.func @first() {
  return
}

// -----

func.func @second() -> i32 {
  // expected-error @below {{'func.return' op has 0 operands, but enclosing function (@second) returns 1}}
  return
}

// -----

func.func @third() {
  return
}
