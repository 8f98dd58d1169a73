// In the sanitized test run the C that `loopc run` builds runs under
// AddressSanitizer and UBSan too, and buffers are allocated to their exact
// size there, so a store one element past the end is reported (it used to
// land in the alignment padding, unseen). At -O0: canonicalize erases a
// buffer that is only written, as mlir-opt does.
// REQUIRES: sanitize
// RUN: not %loopc run %s -e main -O0 2>&1 | FileCheck %s
// CHECK: {{AddressSanitizer: heap-buffer-overflow|runtime error: store to address .* with insufficient space}}

func.func @main() {
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  memref.store %f, %m[%c4] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
