// scf-forall-to-parallel on a forall of rank 0: scf.parallel needs a
// dimension, so the pass leaves an invalid loop and the verifier after it
// says so, in loopc as in mlir-opt 22 (whose output is the same error).
// RUN: not %loopc %s --scf-forall-to-parallel 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not %mlir_opt %s --scf-forall-to-parallel 2>&1 | FileCheck %s %}
// And when loopc compiles it (the lowering runs before the C backend):
// RUN: not %loopc run %s -e rank0 2>&1 | FileCheck %s

// CHECK: error: 'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step
func.func @rank0() {
  scf.forall () in () {
  }
  return
}
