// scf.while in today's spelling: the number of Collatz steps from n to 1,
// for n = 27 (111 steps) and n = 1 (0 steps: the before region exits at once).
module {
  func.func private @printI64(i64)
  func.func private @printNewline()

  func.func @collatz_steps(%n: i64) -> i64 {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c2 = arith.constant 2 : i64
    %c3 = arith.constant 3 : i64
    %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
      %more = arith.cmpi ne, %x, %c1 : i64
      scf.condition(%more) %x, %steps : i64, i64
    } do {
    ^bb0(%y: i64, %s: i64):
      %rem = arith.remsi %y, %c2 : i64
      %odd = arith.cmpi eq, %rem, %c1 : i64
      %next = scf.if %odd -> (i64) {
        %t = arith.muli %y, %c3 : i64
        %t1 = arith.addi %t, %c1 : i64
        scf.yield %t1 : i64
      } else {
        %h = arith.divsi %y, %c2 : i64
        scf.yield %h : i64
      }
      %s1 = arith.addi %s, %c1 : i64
      scf.yield %next, %s1 : i64, i64
    }
    return %r#1 : i64
  }

  func.func @main() {
    %c27 = arith.constant 27 : i64
    %c1 = arith.constant 1 : i64
    %a = call @collatz_steps(%c27) : (i64) -> i64
    call @printI64(%a) : (i64) -> ()
    call @printNewline() : () -> ()
    %b = call @collatz_steps(%c1) : (i64) -> i64
    call @printI64(%b) : (i64) -> ()
    call @printNewline() : () -> ()
    return
  }
}
