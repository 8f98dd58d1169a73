// --vector-bits=N is the default of lower-onnx's option vector-bits, the
// target's vector width, however lower-onnx is asked for (it shapes its
// MatMul tiles by it: onnx/matmul-tiles.mlir); 'native' is this machine's.
// The option of the pass itself wins; nothing is recorded in the module.

// RUN: %loopc %s --vector-bits=512 --passes=lower-onnx | FileCheck %s --check-prefix=SET
// RUN: %loopc %s --lower-onnx=vector-bits=512 | FileCheck %s --check-prefix=SET
// RUN: %loopc %s --pass-pipeline='builtin.module(lower-onnx{vector-bits=512})' | FileCheck %s --check-prefix=SET
// RUN: %loopc %s --vector-bits=256 --pass-pipeline='builtin.module(lower-onnx{vector-bits=512})' | FileCheck %s --check-prefix=SET
// SET-NOT: vector_bits
// SET: memref.alloca() : memref<8x16xf32>

// Without the option nothing is recorded: the portable tile.
// RUN: %loopc %s --passes=lower-onnx | FileCheck %s --check-prefix=UNSET
// UNSET-NOT: vector_bits
// UNSET: memref.alloca() : memref<4x32xf32>

// 'native' is accepted on any machine.
// RUN: %loopc %s --vector-bits=native --passes=lower-onnx | FileCheck %s --check-prefix=NATIVE
// NATIVE: memref.alloca() : memref<{{[0-9]+}}x{{[0-9]+}}xf32>

// Nothing to lower, nothing recorded.
// RUN: %loopc %S/Inputs/ok.mlir --vector-bits=512 -O2 | FileCheck %s --check-prefix=NOONNX
// NOONNX-NOT: vector_bits

// RUN: not %loopc %s --vector-bits=300 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %loopc %s --vector-bits=0 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %loopc %s --vector-bits=wide 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: loopc: error: --vector-bits expects 'native' or a power of two from 64 to 4096

func.func @mm(%a: tensor<16x5xf32>, %b: tensor<5x64xf32>) -> tensor<16x64xf32> {
  %c = "onnx.MatMul"(%a, %b) : (tensor<16x5xf32>, tensor<5x64xf32>) -> tensor<16x64xf32>
  "onnx.Return"(%c) : (tensor<16x64xf32>) -> ()
}
