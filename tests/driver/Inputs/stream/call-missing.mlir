func.func @f(%a: i32) -> i32 {
  %b = func.call @nowhere(%a) : (i32) -> i32
  return %b : i32
}
