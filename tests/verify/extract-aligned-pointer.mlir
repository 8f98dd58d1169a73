// memref.extract_aligned_pointer_as_index takes a memref and gives an
// index, in mlir-opt 22's words.
// RUN: %loopc %s --split-input-file --verify-diagnostics -o /dev/null
func.func @not_memref(%x: index) {
  // expected-error@+1 {{'memref.extract_aligned_pointer_as_index' op operand #0 must be ranked or unranked memref of any type values, but got 'index'}}
  %p = "memref.extract_aligned_pointer_as_index"(%x) : (index) -> index
  return
}

// -----

func.func @not_index(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'}}
  %p = "memref.extract_aligned_pointer_as_index"(%m) : (memref<4xf32>) -> i64
  return
}
