func @bad(%a: f32) -> f32 {
  %b = addf %a, %undefined : f32
  return %b : f32
}
