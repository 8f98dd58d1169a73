// Sizes whose products do not fit in 64 bits: the stride of %a#0 and the
// split's product overflow, so neither the cancellation in the affine.apply
// nor the split of the delinearize fires (and nothing overflows while
// looking: the ASan+UBSan build runs this).
func.func @f(%x: index, %p: index, %q: index) -> (index, index) {
  %a:3 = affine.delinearize_index %x into (3, 4611686018427387904, 8) : index, index, index
  %0 = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s1 * 8 + s2 * 16)>()[%a#2, %a#1, %a#0]
  %l = affine.linearize_index disjoint [%p, %q] by (2, 64) : index
  %d:3 = affine.delinearize_index %l into (4, 4611686018427387904, 8) : index, index, index
  return %0, %d#0 : index, index
}
