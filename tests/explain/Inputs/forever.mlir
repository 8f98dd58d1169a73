// Prints 1 forever: loopc explain --run stops it.
func @printI64(i64)
func @printNewline()
func @main() {
  %c0 = constant 0 : i64
  %c1 = constant 1 : i64
  %r = loop.while (%a = %c0) : (i64) -> (i64) {
    %t = cmpi "sge", %a, %c0 : i64
    loop.condition(%t) %a : i64
  } do {
  ^bb0(%b: i64):
    call @printI64(%c1) : (i64) -> ()
    call @printNewline() : () -> ()
    %m = remi_signed %b, %c1 : i64
    loop.yield %m : i64
  }
  return
}
