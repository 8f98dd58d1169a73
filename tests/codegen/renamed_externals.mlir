// An external declaration whose symbol C cannot spell, or one the headers
// spell as a macro or keyword (@isnan is a macro of <math.h>, @int a keyword,
// @"my.func" no identifier), gets a C name of loopc's and an asm label with
// its exact symbol, so that the call links with the definition MLIR's
// lowering links with (before, the C called isnan_ and my_func, which nothing
// defines). A symbol C can spell needs no label. renamed_external_run.mlir
// runs @isnan with `loopc run`.
// RUN: %loopc %s --emit=c -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// RUN: %cc -std=gnu11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %S/Inputs/renamed_externals.c -o %t.in.o
// RUN: %cc %t.o %t.in.o -o %t.exe -lm
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// CHECK: #if defined(__GNUC__) && defined(__ELF__)
// CHECK-NEXT: #define LOOPC_SYMBOL(s) __asm__(s)
// CHECK: int32_t isnan_(double) LOOPC_SYMBOL("isnan");
// CHECK-NEXT: int32_t my_func(int32_t) LOOPC_SYMBOL("my.func");
// CHECK-NEXT: int32_t int_(int32_t) LOOPC_SYMBOL("int");
// CHECK: int32_t plain(int32_t);
// OUT: 1421

func.func private @isnan(f64) -> i32
func.func private @"my.func"(i32) -> i32
func.func private @int(i32) -> i32
func.func private @plain(i32) -> i32

func.func @nan_check() -> i32 {
  %n = arith.constant 0x7FF8000000000000 : f64
  %r = func.call @isnan(%n) : (f64) -> i32
  %z = arith.constant 0 : i32
  %nz = arith.cmpi ne, %r, %z : i32
  %one = arith.extui %nz : i1 to i32
  return %one : i32
}

// 1000 * isnan(NaN) + my.func(4) + int(4) + plain(4): 1000 + 400 + 15 + 6.
func.func @check() -> i32 {
  %a = func.call @nan_check() : () -> i32
  %k = arith.constant 1000 : i32
  %a1 = arith.muli %a, %k : i32
  %c = arith.constant 4 : i32
  %b = func.call @"my.func"(%c) : (i32) -> i32
  %d = func.call @int(%c) : (i32) -> i32
  %e = func.call @plain(%c) : (i32) -> i32
  %s0 = arith.addi %a1, %b : i32
  %s1 = arith.addi %s0, %d : i32
  %s2 = arith.addi %s1, %e : i32
  return %s2 : i32
}
