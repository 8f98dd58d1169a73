// A name that MLIR has no op of either: a typo (unsupported-op.mlir).
func.func @f(%a: i32) {
  %0 = arith.addx %a, %a : i32
  return
}
