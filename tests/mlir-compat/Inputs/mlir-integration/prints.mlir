// An integration test in MLIR's style: the program's vector.print output
// checked line by line (passes: loopc prints what mlir-runner 22 prints).
// RUN: mlir-opt %s --convert-scf-to-cf --convert-cf-to-llvm --convert-vector-to-llvm \
// RUN:             --convert-func-to-llvm --convert-arith-to-llvm | \
// RUN:   mlir-cpu-runner -e entry -entry-point-result=void \
// RUN:                   --shared-libs=%mlir_c_runner_utils | \
// RUN:   FileCheck %s --match-full-lines

func.func @sum(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %v = arith.index_cast %i : index to i32
    %b = arith.addi %a, %v : i32
    scf.yield %b : i32
  }
  return %s : i32
}

func.func @entry() {
  %c5 = arith.constant 5 : index
  %s = func.call @sum(%c5) : (index) -> i32
  // CHECK: @sum
  // CHECK-NEXT: 10
  vector.print str "@sum\n"
  vector.print %s : i32
  %m = arith.constant -3762 : index
  // CHECK-NEXT: 334
  %t = arith.index_cast %m : index to i12
  vector.print %t : i12
  return
}
