// Malformed onnx types are reported where they are written, by the
// dialect's type hook (they were kept as text before, and accepted).
// RUN: not %loopc --print-names=source %s --split-input-file 2>&1 | FileCheck %s

// CHECK: dialect-types-errors.mlir:[[@LINE+1]]:22: error: unknown onnx type 'list' (onnx has seq and opt)
func.func private @f(!onnx.list<f32>)

// -----

// CHECK: dialect-types-errors.mlir:[[@LINE+1]]:22: error: '!onnx.seq' takes one type parameter
func.func private @g(!onnx.seq<f32, f32>)

// -----

// CHECK: dialect-types-errors.mlir:[[@LINE+1]]:22: error: '!onnx.seq' takes one type parameter
func.func private @h(!onnx.seq<3>)

// -----

// CHECK: dialect-types-errors.mlir:[[@LINE+1]]:22: error: '!onnx.opt' takes one type parameter
func.func private @i(!onnx.opt)

// -----

// CHECK: dialect-types-errors.mlir:[[@LINE+1]]:36: error: expected '>' or ','
func.func private @j(!onnx.seq<f32 x>)

// -----

// CHECK: dialect-types-errors.mlir:[[@LINE+1]]:32: error: unknown onnx type 'bad' (onnx has seq and opt)
func.func private @k(!onnx.opt<!onnx.bad<i1>>)

// -----

// CHECK: dialect-types-errors.mlir:[[@LINE+2]]:37: error: integer constant '99999999999999999999' does not fit in 64 bits
// CHECK: dialect-types-errors.mlir:[[@LINE+1]]:22: error: '!onnx.seq' takes one type parameter
func.func private @l(!onnx.seq<f32, 99999999999999999999>)
