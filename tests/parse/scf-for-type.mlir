// scf.for over signless integers (`: i32`, as LLVM 22 prints them) and
// `unsigned` (unsignedCmp) parse, verify and print back in both forms
// (tests/verify/invalid-for.mlir: the classic loop.for keeps index bounds).
// RUN: %loopc --print-names=source %s --split-input-file | FileCheck %s
// RUN: %loopc --print-names=source %s --split-input-file | %loopc --print-names=source --split-input-file - | FileCheck %s
// RUN: %loopc --print-names=source %s --split-input-file --print-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @i32_loop
// CHECK: scf.for %i = %lb to %ub step %lb : i32 {
// GENERIC-LABEL: sym_name = "i32_loop"
// GENERIC: "scf.for"(%lb, %ub, %lb) ({
// GENERIC-NEXT: ^bb0(%i: i32):
func.func @i32_loop(%lb: i32, %ub: i32) {
  scf.for %i = %lb to %ub step %lb : i32 {
  }
  return
}

// -----

// CHECK-LABEL: func.func @unsigned_loop
// CHECK: %r = scf.for unsigned %i = %lb to %ub step %lb iter_args(%a = %lb) -> (i64) : i64 {
// CHECK: } {tag = 1 : i32}
// GENERIC-LABEL: sym_name = "unsigned_loop"
// GENERIC: "scf.for"(%lb, %ub, %lb, %lb) <{unsignedCmp}> ({
// GENERIC: }) {tag = 1 : i32} : (i64, i64, i64, i64) -> i64
func.func @unsigned_loop(%lb: i64, %ub: i64) -> i64 {
  %r = scf.for unsigned %i = %lb to %ub step %lb iter_args(%a = %lb) -> (i64) : i64 {
    scf.yield %i : i64
  } {tag = 1 : i32}
  return %r : i64
}

