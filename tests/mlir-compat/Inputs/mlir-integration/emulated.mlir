// The same program run plain and through a test pass that rewrites it
// without changing what it prints: one case, in scope.
// RUN: mlir-opt %s --convert-func-to-llvm --convert-arith-to-llvm --convert-vector-to-llvm | \
// RUN:   mlir-runner -e entry -entry-point-result=void --shared-libs=%mlir_c_runner_utils | \
// RUN:   FileCheck %s --match-full-lines
// RUN: mlir-opt %s --test-arith-emulate-wide-int="widest-int-supported=8" \
// RUN:   --convert-func-to-llvm --convert-arith-to-llvm --convert-vector-to-llvm | \
// RUN:   mlir-runner -e entry -entry-point-result=void --shared-libs=%mlir_c_runner_utils | \
// RUN:   FileCheck %s --match-full-lines

func.func @entry() {
  %a = arith.constant 300 : i16
  %b = arith.constant -1 : i16
  %c = arith.addi %a, %b : i16
  // CHECK: 299
  vector.print %c : i16
  return
}
