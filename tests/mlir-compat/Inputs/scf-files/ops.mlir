// loopc's own stand-in for MLIR's ops.mlir (one input, no separators).

func.func @nested(%lb: index, %ub: index, %step: index, %c: i1) {
  scf.for %i = %lb to %ub step %step {
    scf.if %c {
      %z = arith.constant 0 : index
    }
  }
  return
}

func.func @loop_while(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %a : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
