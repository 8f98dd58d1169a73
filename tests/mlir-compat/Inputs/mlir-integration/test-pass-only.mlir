// Checked only through a test pass's lowering (a failed cf.assert that
// prints and goes on): out of scope.
// RUN: mlir-opt %s -test-cf-assert -convert-func-to-llvm | \
// RUN: mlir-cpu-runner -e main -entry-point-result=void | FileCheck %s

func.func @main() {
  %f = arith.constant false
  // CHECK: never
  cf.assert %f, "never"
  return
}
