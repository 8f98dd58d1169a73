// `scf.for ... : i32` (LLVM 22 prints non-index loops so) parses; the
// verifier then rejects the non-index bounds, which shows the IR was built.
// RUN: not %loopc %s 2>&1 | FileCheck %s
func.func @f(%lb: i32, %ub: i32) {
  // CHECK: scf-for-type.mlir:[[@LINE+1]]:3: error: 'scf.for' op operand #0 must be index, but got 'i32'
  scf.for %i = %lb to %ub step %lb : i32 {
  }
  return
}
