// A division by a constant that is not positive: lower-affine reports it
// as mlir-opt 22 does.
func.func @f(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%a)
  return %0 : index
}
