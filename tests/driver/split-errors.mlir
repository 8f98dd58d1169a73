// With --split-input-file, every chunk is verified on its own, as mlir-opt
// does: an error in one chunk does not hide the errors of the next, whether
// they come from the parser, the verifier or a pass run after it.
// RUN: not %loopc %s --split-input-file 2>&1 | FileCheck %s
// RUN: not %loopc %s --split-input-file --dce --print-ir-after-all 2>&1 | FileCheck %s --check-prefixes=CHECK,DUMP

// CHECK: split-errors.mlir:[[# @LINE + 2]]:8: error: operand #0 does not dominate this use
func.func @first() {
  %x = arith.addi %y, %y : i32
  %y = arith.constant 0 : i32
  return
}

// -----

// CHECK: split-errors.mlir:[[# @LINE + 2]]:8: error: operand #0 does not dominate this use
func.func @second() {
  %x = arith.addi %y, %y : i32
  %y = arith.constant 0 : i32
  return
}

// -----

// CHECK: split-errors.mlir:[[# @LINE + 2]]:10: error: use of undeclared SSA value name '%u'
func.func @third() {
  scf.if %u {
  }
  return
}

// -----

// A valid chunk after invalid ones still goes through the passes.
// DUMP: // -----// IR Dump After dce //----- //
// DUMP-NEXT: module {
// DUMP-NEXT: func.func @valid
func.func @valid() {
  return
}
