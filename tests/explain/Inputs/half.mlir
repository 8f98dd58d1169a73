// f16 is parsed and verified, but the C backend has no type for it.
func @half(%a: f16) -> f16 {
  return %a : f16
}
