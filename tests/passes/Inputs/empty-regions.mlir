func.func @empty_if(%c: i1) {
  scf.if %c {
  } else {
  }
  return
}

func.func @empty_body(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  scf.parallel (%j) = (%c0) to (%n) step (%c1) {
  }
  return
}
