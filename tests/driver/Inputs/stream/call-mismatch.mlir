func.func @twice(%x: f32) -> f32 {
  %y = arith.addf %x, %x : f32
  return %y : f32
}
func.func @use(%a: i32) -> i32 {
  %c = func.call @twice(%a) : (i32) -> i32
  return %c : i32
}
