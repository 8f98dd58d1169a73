// A function that calls itself on every path (MLIR's roundtrip test has
// one) compiles under gcc 12 and clang with -Wall -Werror: the file turns
// -Winfinite-recursion off, only when some function calls itself. A
// recursive function that ends (factorial) runs.
// RUN: %loopc %s --emit=c -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: gcc -std=c11 -O2 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.gcc.o
// RUN: clang -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.clang.o
// RUN: %loopc run %s -e main | FileCheck %s --check-prefix=OUT
// Must not fire: no function calls itself.
// RUN: %loopc %S/literal_ub.mlir --emit=c | FileCheck %s --check-prefix=NONE
// CHECK: #pragma clang diagnostic ignored "-Winfinite-recursion"
// CHECK: #pragma GCC diagnostic ignored "-Winfinite-recursion"
// NONE-NOT: infinite-recursion
// OUT: 120

func.func @forever(%x: f32) -> f32 {
  %y = func.call @forever(%x) : (f32) -> f32
  return %y : f32
}

func.func @fact(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %one : i64
  %r = scf.if %le -> i64 {
    scf.yield %one : i64
  } else {
    %m = arith.subi %n, %one : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}

func.func @main() -> i64 {
  %c5 = arith.constant 5 : i64
  %r = func.call @fact(%c5) : (i64) -> i64
  return %r : i64
}
