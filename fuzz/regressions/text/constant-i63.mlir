// Differential test: loops that run zero times return their inits (static and dynamic bounds, every type).

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @run(%lb: index, %ub: index, %step: index) -> (i64, f32, f64, i1, index) {
  %a0 = arith.constant 42 : i64
  %b0 = arith.constant 2.5 : f32
  %c0 = arith.constant -0.125 : f64
  %d0 = arith.constant true
  %e0 = arith.constant 7 : index
  %one = arith.constant 1 : i63
  %half = arith.constant 0.5 : f32
  %two = arith.constant 1.0 : f64
  %t = arith.constant true
  %r:5 = scf.for %i = %lb to %ub step %step iter_args(%a = %a0, %b = %b0, %c = %c0, %d = %d0, %e = %e0) -> (i64, f32, f64, i1, index) {
   
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4 : i64, f32, f64, i1, index
}

func.func @show(%lb: index, %ub: index, %step: index) {
  %a, %b, %c, %d, %e = func.call @run(%lb, %ub, %step) : (index, index, index) -> (i64, f32, f64, i1, index)
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%b) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%c) : (f64) -> ()
  func.call @printComma() : () -> ()
  %di = arith.extui %d : i1 to i64
  func.call @printI64(%di) : (i64) -> ()
  func.call @printComma() : () -> ()
  %ei = arith.index_cast %e : index to i64
  func.call @printI64(%ei) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm4 = arith.constant -4 : index
  %cm9 = arith.constant -9 : index
  func.call @show(%c0, %c0, %c1) : (index, index, index) -> ()
  func.call @show(%c5, %c2, %c1) : (index, index, index) -> ()
  func.call @show(%cm4, %cm9, %c3) : (index, index, index) -> ()
  func.call @show(%c5, %c5, %c3) : (index, index, index) -> ()
  // One and three iterations, for contrast.
  func.call @show(%c2, %c3, %c5) : (index, index, index) -> ()
  func.call @show(%cm4, %c3, %c3) : (index, index, index) -> ()
  // Static zero-trip loop with a result, nested in a loop that runs: the inner result is its init.
  %z = arith.constant 0 : i64
  %k = arith.constant 1000 : i64
  %outer = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (i64) {
    %inner = scf.for %j = %c3 to %c1 step %c1 iter_args(%x = %k) -> (i64) {
      %y = arith.addi %x, %x : i64
      scf.yield %y : i64
    }
    %n = arith.addi %acc, %inner : i64
    scf.yield %n : i64
  }
  func.call @printI64(%outer) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
