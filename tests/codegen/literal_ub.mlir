// Integer ops whose operands are literals that C would evaluate as a
// constant expression with undefined behaviour: a division or remainder by
// a constant 0 or -1 (undefined in MLIR too when it happens), and nsw
// arithmetic of two constants that overflows. Each compiles with -Werror
// (-Wdiv-by-zero and -Woverflow stopped them): the divisor goes through a
// variable, two constants take the wrapping form. compile_all.test builds
// this file at -O2 under gcc and clang; -O0 folds nothing.
// RUN: %loopc %s --emit=c -O0 -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: %cc -std=c11 -O2 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// CHECK: int32_t c0 = 0;
// CHECK-NEXT: int32_t a = (int32_t)(x / c0);
// CHECK: int32_t bb = (int32_t)(INT32_MIN % m1);
// CHECK: int32_t j = (int32_t)((uint32_t)2147483647 + (uint32_t)1);
// Must not fire: a divisor that is another constant stays a literal.
// CHECK: int32_t l = (int32_t)(x / 3);
// addui_extended's carry compares the sum with the first operand, which as
// a literal 0 made `sum < (uint32_t)0` (-Wtype-limits).
// CHECK-LABEL: static carry_results carry(int32_t x) {
// CHECK: int32_t c0 = 0;
// CHECK-NEXT: int32_t s = (int32_t)((uint32_t)c0 + (uint32_t)x);
// CHECK-NEXT: bool o = (uint32_t)((uint32_t)c0 + (uint32_t)x) < (uint32_t)c0;
func.func @f(%x: i32, %b: i1) -> (i32, i32, i32, i32, i32, i32, i32, i1, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %max = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %f = arith.constant false
  %a = arith.divsi %x, %c0 : i32
  %bb = arith.remsi %min, %m1 : i32
  %c = arith.divsi %min, %m1 : i32
  %d = arith.ceildivui %x, %c0 : i32
  %e = arith.ceildivsi %min, %m1 : i32
  %g = arith.floordivsi %min, %m1 : i32
  %h = arith.remui %x, %c0 : i32
  %i = arith.divui %b, %f : i1
  %j = arith.addi %max, %one overflow<nsw> : i32
  %k = arith.muli %min, %m1 overflow<nsw> : i32
  %three = arith.constant 3 : i32
  %l = arith.divsi %x, %three : i32
  return %a, %bb, %c, %d, %e, %g, %h, %i, %j, %k, %l : i32, i32, i32, i32, i32, i32, i32, i1, i32, i32, i32
}

func.func @carry(%x: i32) -> (i32, i1) {
  %c0 = arith.constant 0 : i32
  %s, %o = arith.addui_extended %c0, %x : i32, i1
  return %s, %o : i32, i1
}
