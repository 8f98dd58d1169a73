// A program that loopc refuses (an i3 result at a function's boundary) while
// mlir-runner 22 runs it: a failure, with loopc's error.
// RUN: mlir-opt %s --convert-func-to-llvm --convert-arith-to-llvm --convert-vector-to-llvm | \
// RUN:   mlir-runner -e entry -entry-point-result=void --shared-libs=%mlir_c_runner_utils | \
// RUN:   FileCheck %s --match-full-lines

func.func @three() -> i3 {
  %c = arith.constant 3 : i3
  return %c : i3
}

func.func @entry() {
  %t = func.call @three() : () -> i3
  // CHECK: 3
  vector.print %t : i3
  return
}
