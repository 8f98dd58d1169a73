func @f(%a: i32) -> i32 {
  %b = call @g(%a) : (i32) -> i32
  return %b : i32
}
func @g(%a: i32) -> i32 {
  return %a : i32
}
