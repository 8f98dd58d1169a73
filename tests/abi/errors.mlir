// What the calling conventions cannot express is reported at the function,
// every case (not just the first), and nothing is written.
// RUN: not %loopc %s --emit=c -o %t.c 2>&1 | FileCheck %s
// RUN: not test -e %t.c
// RUN: not %loopc %s --emit=header -o %t.h 2>&1 | FileCheck %s

// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'func.func' op @make cannot be called from C with MLIR's default calling convention: it returns a memref as an LLVM aggregate, which no C function type matches; declare it with 'attributes {llvm.emit_c_interface}' to call its C interface instead
func.func private @make(index) -> memref<?xf32>
// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'func.func' op @two cannot be called from C with MLIR's default calling convention: it returns several results as an LLVM aggregate, which no C function type matches; declare it with 'attributes {llvm.emit_c_interface}' to call its C interface instead
func.func private @two(f32) -> (f32, i32)
// With the attribute both are fine.
func.func private @make_c(index) -> memref<?xf32> attributes {llvm.emit_c_interface}
func.func private @two_c(f32) -> (f32, i32) attributes {llvm.emit_c_interface}

// MLIR returns an unranked memref as a heap copy of its descriptor that the
// caller must free; loopc does not implement that protocol.
// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'func.func' op result type 'memref<*xf32>' is not supported by the C backend (unranked memref results need MLIR's descriptor copy protocol)
func.func @erase(%m: memref<?xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  return %u : memref<*xf32>
}
// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'func.func' op result type 'memref<*xf32>' is not supported
func.func private @ext_erase(memref<?xf32>) -> memref<*xf32> attributes {llvm.emit_c_interface}
