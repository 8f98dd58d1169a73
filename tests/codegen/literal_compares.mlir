// Comparisons with literals that would be constant-true or constant-false in C
// (x >= 0u, y <= 127 for i8, i1 against true/false, a max reduction of a
// constant) compile without -Wtype-limits / -Wtautological-* warnings:
// compile_all.test builds this file with -Werror under gcc and clang.
// RUN: %loopc %s --emit=c | FileCheck %s
// At -O0 nothing folds the unsigned loop up to the constant 0 (no trip):
// its bound is a variable, not `(uint32_t)0`, which -Wtype-limits calls
// always false (found by compiling MLIR's files at each level).
// RUN: %loopc %s --emit=c -O0 -o %t.c
// RUN: FileCheck %s --check-prefix=O0 < %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// O0: int32_t u = 0;
// O0-NEXT: for (int32_t i = (-5); (uint32_t)i < (uint32_t)u;
// CHECK: int64_t c0 = 0;
// CHECK-NEXT: bool a = (uint64_t)x >= (uint64_t)c0;
// CHECK: int8_t c127 = 127;
// CHECK-NEXT: bool bb = y <= c127;

func.func @f(%x: i64, %y: i8, %b: i1, %n: index) -> i1 {
  %c0 = arith.constant 0 : i64
  %c127 = arith.constant 127 : i8
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.cmpi uge, %x, %c0 : i64
  %bb = arith.cmpi sle, %y, %c127 : i8
  %c = arith.cmpi ule, %f, %b : i1
  %d = arith.cmpi slt, %b, %t : i1
  %m = arith.minui %x, %c0 : i64
  %mm = arith.cmpi eq, %m, %x : i64
  %r1 = arith.andi %a, %bb : i1
  %r2 = arith.andi %c, %d : i1
  %r3 = arith.andi %r1, %r2 : i1
  %r4 = arith.andi %r3, %mm : i1
  %c0i = arith.constant 0 : index
  %c1i = arith.constant 1 : index
  %u = arith.constant 0 : i64
  %mx = scf.parallel (%i) = (%c0i) to (%n) step (%c1i) init (%u) -> i64 {
    scf.reduce(%u : i64) {
    ^bb0(%p: i64, %q: i64):
      %z = arith.maxui %p, %q : i64
      scf.reduce.return %z : i64
    }
  }
  %e = arith.cmpi eq, %mx, %u : i64
  %r5 = arith.andi %r4, %e : i1
  return %r5 : i1
}

func.func @unsigned_to_zero(%m: memref<1xi32>) {
  %l = arith.constant -5 : i32
  %u = arith.constant 0 : i32
  %st = arith.constant 1 : i32
  %c0 = arith.constant 0 : index
  scf.for unsigned %i = %l to %u step %st : i32 {
    memref.store %i, %m[%c0] : memref<1xi32>
  }
  return
}
