// Differential test: vector.print of every scalar type the C backend has
// (i1 zero-extended, i8..i64 sign-extended, index unsigned, f32/f64 with
// NaN, -NaN, infinities and -0), strings and punctuation, inside a loop
// and a conditional, against MLIR's lowering and runner utilities.
// The prints in the loop must stay in it, in order (an op with effects:
// no hoisting, no parallel loop).
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O3 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// CHECK: @main
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: -32768
// CHECK-NEXT: -5
// CHECK-NEXT: -9223372036854775808
// CHECK-NEXT: 18446744073709551609
// CHECK-NEXT: 1.5
// CHECK-NEXT: 0.1
// CHECK-NEXT: nan
// CHECK-NEXT: -nan
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: -0
// CHECK-NEXT: 1e+20
// CHECK-NEXT: ( 0, 1, 2, 3 )
// CHECK-NEXT: odd 1
// CHECK-NEXT: odd 3
// CHECK-NEXT: "quoted"	tab
// CHECK-NEXT: 0.25 end

func.func @main() {
  vector.print str "@main\n"
  %t = arith.constant true
  %f = arith.constant false
  %m1 = arith.constant -1 : i8
  %m2 = arith.constant -32768 : i16
  %m3 = arith.constant -5 : i32
  %m4 = arith.constant -9223372036854775808 : i64
  %ix = arith.constant -7 : index
  %a = arith.constant 1.5 : f32
  %d = arith.constant 0.1 : f64
  // (the sign of 0/0's NaN is the hardware's: x86 gives -nan, folding +nan)
  %nan = arith.constant 0x7FC00000 : f32
  %nnan = arith.negf %nan : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %nz = arith.constant -0.0 : f64
  %big = arith.constant 1.0e20 : f64
  vector.print %t : i1
  vector.print %f : i1
  vector.print %m1 : i8
  vector.print %m2 : i16
  vector.print %m3 : i32
  vector.print %m4 : i64
  vector.print %ix : index
  vector.print %a : f32
  vector.print %d : f64
  vector.print %nan : f32
  vector.print %nnan : f32
  vector.print %inf : f32
  vector.print %ninf : f64
  vector.print %nz : f64
  vector.print %big : f64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  vector.print punctuation <open>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i32
    vector.print %v : i32 punctuation <no_punctuation>
    %last = arith.cmpi eq, %i, %c3 : index
    scf.if %last {
    } else {
      vector.print punctuation <comma>
    }
  }
  vector.print punctuation <close>
  vector.print
  scf.for %i = %c0 to %c4 step %c1 {
    %r = arith.remui %i, %c1 : index
    %odd = arith.andi %i, %c1 : index
    %is = arith.cmpi ne, %odd, %c0 : index
    scf.if %is {
      vector.print str "odd "
      vector.print %i : index
    }
  }
  vector.print str "\"quoted\"\ttab\n"
  %q = arith.constant 0.25 : f64
  vector.print %q : f64 punctuation <no_punctuation>
  vector.print str " end\n"
  return
}
