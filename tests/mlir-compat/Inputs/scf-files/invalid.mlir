// loopc's own stand-in for MLIR's invalid.mlir, in the same layout, so that
// tools/mlir_scf_check.py runs in every test run (mlir-scf-files-script.test).

func.func @for_wrong_yield(%lb: index, %ub: index, %step: index, %x: f32) {
  // expected-error @below {{different number of region iter_args and yielded values: 0 != 1}}
  scf.for %i = %lb to %ub step %step {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_results(%c: i1) {
  // expected-error@+1 {{must have an else block if defining values}}
  %r = "scf.if"(%c) ({
    %z = arith.constant 0.0 : f32
    "scf.yield"(%z) : (f32) -> ()
  }, {}) : (i1) -> f32
  return
}

// -----

func.func @forall(%i: index) {
  // expected-error @below {{expected 2 upper bound values, got 1}}
  scf.forall (%j, %k) in (%i) {
  }
  return
}

// -----

// Out of loopc's language (shared_outs are tensors): not counted.
func.func @forall_outs(%i: index, %t: tensor<4xf32>) {
  %r = scf.forall (%j) in (%i) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return
}
