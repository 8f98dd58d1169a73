// MLIR's RUN lines spell long options with one dash and pass
// -allow-unregistered-dialect (loopc always keeps unknown ops): the same
// command line works with loopc. -o and -O2 keep their meaning.
// RUN: %loopc -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %loopc %s -split-input-file -syntax=modern -o %t.out -O2 && FileCheck %s < %t.out
// RUN: %loopc %s -split-input-file -emit mlir -print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: not %loopc -bogus-flag %s 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: func.func @unknown_op
// CHECK: "test.op"() : () -> ()
// CHECK: // -----
// CHECK: func.func @second
// GENERIC: "func.func"()
// BAD: loopc: error: unknown option '-bogus-flag' (try 'loopc --help')

func.func @unknown_op() {
  "test.op"() : () -> ()
  return
}

// -----

func.func @second() {
  return
}
