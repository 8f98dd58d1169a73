// Calls forward and backward between functions, in a plain module: streamed.
module {
  func.func @main(%x: f32) -> f32 {
    %y = func.call @twice(%x) : (f32) -> f32
    return %y : f32
  }
  func.func @twice(%x: f32) -> f32 {
    %y = arith.addf %x, %x : f32
    return %y : f32
  }
  func.func private @ext(i32) -> i32
  func.func @use(%a: i32) -> i32 {
    %b = func.call @ext(%a) : (i32) -> i32
    return %b : i32
  }
}
