// Functions named like functions of the C library that loopc's process has
// already loaded (glibc exports `step` and `time`) still call
// the program's own definitions under `loopc run` (it links with -Bsymbolic).
// RUN: %loopc run %s -e main | FileCheck %s
// CHECK: 7
// CHECK-NEXT: 42
func.func private @printI64(i64)
func.func private @printNewline()

func.func @step(%x: i64) -> i64 {
  %c = arith.constant 6 : i64
  %r = arith.addi %x, %c : i64
  return %r : i64
}

func.func @time(%x: i64) -> i64 {
  %c = arith.constant 6 : i64
  %r = arith.muli %x, %c : i64
  return %r : i64
}

func.func @main() {
  %one = arith.constant 1 : i64
  %a = func.call @step(%one) : (i64) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = func.call @time(%a) : (i64) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
