// Two entry points, each checked by its own prefix from the result that
// mlir-runner prints (-entry-point-result=i32): two cases.
// RUN: mlir-opt %s --convert-func-to-llvm --convert-arith-to-llvm | \
// RUN: mlir-cpu-runner -e seven -entry-point-result=i32 | FileCheck %s --check-prefix=SEVEN
// RUN: mlir-opt %s --convert-func-to-llvm --convert-arith-to-llvm | \
// RUN: mlir-cpu-runner -e nine -entry-point-result=i32 | FileCheck %s --check-prefix=NINE

func.func @seven() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
// SEVEN: 7

func.func @nine() -> i32 {
  %c = arith.constant 9 : i32
  return %c : i32
}
// NINE: 9
