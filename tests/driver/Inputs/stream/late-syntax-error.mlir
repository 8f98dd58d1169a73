func.func @ok(%a: i32) -> i32 {
  return %a : i32
}
func.func @bad(%a: i32) -> i32 {
  %b = arith.addi %a %a : i32
  return %b : i32
}
