// A CHECK line that MLIR 22 fails too (here simply wrong; in MLIR's tree, a
// later MLIR's output): not counted, and -v says whether loopc prints the same.
// RUN: mlir-opt %s --convert-func-to-llvm --convert-arith-to-llvm --convert-vector-to-llvm | \
// RUN:   mlir-runner -e entry -entry-point-result=void --shared-libs=%mlir_c_runner_utils | \
// RUN:   FileCheck %s --match-full-lines

func.func @entry() {
  %a = arith.constant 6 : i32
  %b = arith.constant 7 : i32
  %c = arith.muli %a, %b : i32
  // CHECK: 41
  vector.print %c : i32
  return
}
