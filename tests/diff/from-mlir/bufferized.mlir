// Differential test: the output of MLIR's one-shot bufferization of a small
// tensor program (extract_slice, a linalg.generic, insert_slice; function
// boundaries bufferized, so @compute takes and returns
// memref<8x8xf32, strided<[?, ?], offset: ?>>) lowered to loops: subviews of
// a fully dynamic layout, memref.copy between layouts, a cast to the
// dynamic layout at the call. MLIR runs the tensor program; loopc runs its
// bufferized form; both print the same.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops --canonicalize > %t.buf.mlir
// RUN: FileCheck %s --check-prefix=BUF < %t.buf.mlir
// RUN: %mlir_opt %t.buf.mlir --expand-strided-metadata --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %t.buf.mlir -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %t.buf.mlir -e main -O0 | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %t.buf.mlir -O2 > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --expand-strided-metadata --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out

// BUF: func.func @compute(%arg0: memref<8x8xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<8x8xf32, strided<[?, ?], offset: ?>>
// BUF: memref.subview %arg0[2, 1] [4, 5] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x5xf32, strided<[?, ?], offset: ?>>
// BUF: memref.copy %{{.*}}, %{{.*}} : memref<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>

// Rows 0..3, columns 3..7 get 3 * rows 2..5, columns 1..5 (m[i][j] = 8 i + j), computed by hand.
// CHECK: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [8, 8] strides = [8, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   51,   54,   57,   60,   63],
// CHECK-NEXT:  [8,   9,   10,   75,   78,   81,   84,   87],
// CHECK-NEXT:  [16,   17,   18,   99,   102,   105,   108,   111],
// CHECK-NEXT:  [24,   25,   26,   123,   126,   129,   132,   135],
// CHECK-NEXT:  [32,   33,   34,   35,   36,   37,   38,   39],
// CHECK-NEXT:  [40,   41,   42,   43,   44,   45,   46,   47],
// CHECK-NEXT:  [48,   49,   50,   51,   52,   53,   54,   55],
// CHECK-NEXT:  [56,   57,   58,   59,   60,   61,   62,   63]]
func.func private @printMemrefF32(memref<*xf32>)

func.func @compute(%t: tensor<8x8xf32>, %k: f32) -> tensor<8x8xf32> {
  %s = tensor.extract_slice %t[2, 1] [4, 5] [1, 1] : tensor<8x8xf32> to tensor<4x5xf32>
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %k : f32
    linalg.yield %m : f32
  } -> tensor<4x5xf32>
  %r = tensor.insert_slice %f into %t[0, 3] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8x8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %a = arith.muli %i, %c8 : index
      %ij = arith.addi %a, %j : index
      %v = arith.index_cast %ij : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %m[%i, %j] : memref<8x8xf32>
    }
  }
  %t = bufferization.to_tensor %m restrict writable : memref<8x8xf32> to tensor<8x8xf32>
  %k = arith.constant 3.0 : f32
  %r = call @compute(%t, %k) : (tensor<8x8xf32>, f32) -> tensor<8x8xf32>
  %rm = bufferization.to_buffer %r : tensor<8x8xf32> to memref<8x8xf32>
  %u = memref.cast %rm : memref<8x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
