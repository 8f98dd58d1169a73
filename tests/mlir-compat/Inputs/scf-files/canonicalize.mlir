// loopc's own stand-in for MLIR's canonicalize.mlir (`// -----` cases).

func.func @unsigned_for(%lb: i32, %ub: i32, %step: i32) {
  scf.for unsigned %i = %lb to %ub step %step : i32 {
  } {tag}
  return
}

// -----

func.func @parallel_sum(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %one = arith.constant 1.0 : f32
    scf.reduce(%one : f32) {
    ^bb0(%a: f32, %b: f32):
      %r = arith.addf %a, %b : f32
      scf.reduce.return %r : f32
    }
  }
  return %s : f32
}
