func @f(%a: f32) -> f32 {
  %b = addf %a, : f32
  %c = mulf %a %a : f32
  return %a : f32
}
