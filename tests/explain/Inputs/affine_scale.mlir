// An affine loop nest for explain (tests/explain/affine.test).
func.func @scale(%A: memref<16x16xf32>, %s: f32) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %x = affine.load %A[%i, %j] : memref<16x16xf32>
      %y = arith.mulf %x, %s : f32
      affine.store %y, %A[%i, %j] : memref<16x16xf32>
    }
  }
  return
}
