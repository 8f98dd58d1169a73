func.func @f(%a: i32) -> i32 {
  return %a : i32 loc("f.mlir":2:3)
}
