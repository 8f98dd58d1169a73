// Valid functions first, then a verifier error: nothing may be printed.
func.func @ok(%a: i32) -> i32 {
  return %a : i32
}
func.func @bad(%a: i32) -> f32 {
  return %a : i32
}
