// Forward references: a use before the definition creates a placeholder that
// the definition replaces, even when the definition is in a nested region
// (the verifier then reports the dominance error). Name slots freed by a
// region must not be confused with later names of the enclosing region.
// RUN: not %loopc %s 2>&1 | FileCheck %s
func.func @f(%c: i1) {
  // CHECK: forward-refs.mlir:[[@LINE+1]]:8: error: operand #0 does not dominate this use
  %u = arith.addi %x, %x : i32
  // CHECK: forward-refs.mlir:[[@LINE+2]]:10: note: operand defined here (op in a child region)
  scf.if %c {
    %x = arith.constant 1 : i32
  }
  %y = arith.constant 2 : i32
  %z = arith.constant 3 : i32
  return
}
// CHECK-NOT: error
