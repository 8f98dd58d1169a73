// Prints 1 on 600,000 lines (1.2 MB): more than explain keeps of a run.
func @printI64(i64)
func @printNewline()
func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = constant 600000 : index
  %one = constant 1 : i64
  loop.for %i = %c0 to %n step %c1 {
    call @printI64(%one) : (i64) -> ()
    call @printNewline() : () -> ()
  }
  return
}
