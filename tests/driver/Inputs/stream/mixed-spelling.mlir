// The first function is spelled the classic way, the file as a whole the
// modern way: the guess the streamed path made at the first function is
// outvoted, and the whole-module path prints it all in the modern spelling.
func @first(%a: i32) -> i32 {
  %b = addi %a, %a : i32
  return %b : i32
}
func.func @second(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  %d = arith.muli %c, %c : i32
  %e = arith.subi %d, %a : i32
  return %e : i32
}
