// Integer ops flagged overflow<nsw> compute in the signed C type, as the C
// a front end started from had them (`i + 1`), so that the C compiler may
// reason about loop bounds; unflagged ones wrap through the unsigned type.
// Types narrower than int compute in int and convert back; a constant first
// operand is converted, so two literals never compute in int.
// RUN: %loopc %s --emit=c -O0 | FileCheck %s --check-prefix=C
// Run with UBSan trapping on signed overflow: nothing here overflows, and
// the program prints what mlir-runner prints.
// RUN: %loopc %s --emit=c -O0 -o %t.c
// RUN: %cc %cflags -O2 -fsanitize=signed-integer-overflow -fno-sanitize-recover=all %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.exe
// RUN: %t.exe | FileCheck %s
// RUN: %if mlir-runner %{ %loopc %s --syntax=modern | %mlir_opt %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | FileCheck %s %}

func.func private @printI64(i64)
func.func private @printNewline()

// C-LABEL: tri(
// C:         intptr_t u = i + 1;
// C:         int64_t m = (int64_t)((uint64_t)x * (uint64_t)3);
// C:         int64_t s = x - 5;
// C:         int8_t b = (int8_t)(y + 1);
// C:         intptr_t k = (intptr_t)7 * 6;
func.func @tri(%n: index, %x: i64, %y: i8) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %u = arith.addi %i, %c1 overflow<nsw> : index
    scf.for %j = %c0 to %u step %c1 {
      scf.yield
    }
    %a = arith.addi %acc, %u : index
    scf.yield %a : index
  }
  %three = arith.constant 3 : i64
  %five = arith.constant 5 : i64
  %one = arith.constant 1 : i8
  %m = arith.muli %x, %three : i64
  %s = arith.subi %x, %five overflow<nsw> : i64
  %b = arith.addi %y, %one overflow<nsw> : i8
  %k = arith.muli %c7, %c6 overflow<nsw> : index
  %t64 = arith.index_cast %t : index to i64
  %b64 = arith.extsi %b : i8 to i64
  %k64 = arith.index_cast %k : index to i64
  %r0 = arith.addi %t64, %m : i64
  %r1 = arith.addi %r0, %s : i64
  %r2 = arith.addi %r1, %b64 : i64
  %r3 = arith.addi %r2, %k64 : i64
  return %r3 : i64
}

// 1+2+3+4 = 10, 40*3 = 120, 40-5 = 35, 126+1 = 127, 42: 334
// CHECK: 334
func.func @main() {
  %n = arith.constant 4 : index
  %x = arith.constant 40 : i64
  %y = arith.constant 126 : i8
  %r = call @tri(%n, %x, %y) : (index, i64, i8) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
