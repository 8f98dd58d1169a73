// Where loopc's convert-scf-to-cf departs from mlir-opt 22's on purpose:
// scf.index_switch with a case value beyond i32. mlir-opt 22 casts the
// argument to i32 and truncates the case values, so that case 2^32 becomes
// a second case 0 (llvm-project issue 111589, fixed after MLIR 22 by
// casting to i64), and mlir-runner refuses the program ("Duplicate integer
// as switch case"); loopc casts to i64 when a value needs it, and its
// lowered program runs through the same MLIR pipeline and mlir-runner, as
// the program runs under `loopc run`.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | not %mlir_runner -e main -entry-point-result=void %mlir_runner_libs 2>&1 | FileCheck %s --check-prefix=MLIR22
// RUN: %loopc %s --convert-scf-to-cf > %t.cf.mlir
// RUN: %mlir_opt %t.cf.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.cf.out
// RUN: FileCheck %s < %t.cf.out
// RUN: %loopc run %s -e main -O0 > %t.run.out
// RUN: diff %t.cf.out %t.run.out

// %i = 0, 2^32, 2^33, 7: cases 0 and 2^32 give 1 and 2, the others 3.
// CHECK:       1, 2, 3, 3,
// MLIR22:      Duplicate integer as switch case

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @pick(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 0 {
    %a = arith.constant 1 : i64
    scf.yield %a : i64
  }
  case 4294967296 {
    %b = arith.constant 2 : i64
    scf.yield %b : i64
  }
  default {
    %c = arith.constant 3 : i64
    scf.yield %c : i64
  }
  return %r : i64
}

func.func @main() {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 4294967296 : index
  %i2 = arith.constant 8589934592 : index
  %i3 = arith.constant 7 : index
  %r0 = func.call @pick(%i0) : (index) -> i64
  %r1 = func.call @pick(%i1) : (index) -> i64
  %r2 = func.call @pick(%i2) : (index) -> i64
  %r3 = func.call @pick(%i3) : (index) -> i64
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r3) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printNewline() : () -> ()
  return
}
