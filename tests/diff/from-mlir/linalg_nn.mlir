// Differential test: real inputs from linalg. MLIR's
// --convert-linalg-to-loops (scf.for with affine.apply subscripts) and
// --convert-linalg-to-affine-loops (affine.for, affine.load/store with map
// subscripts) on linalg.matmul, conv_2d_nhwc_hwcf (strides and dilations),
// depthwise_conv_2d_nhwc_hwc, pooling_nhwc_sum and pooling_nhwc_max (on
// memrefs); loopc reads both outputs as they are (lower-affine is its own)
// and prints what MLIR's pipeline prints, at -O2 and -O0, and its -O2 IR of
// the affine form runs under MLIR's pipeline again.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --convert-linalg-to-loops > %t.loops.mlir
// RUN: FileCheck %s --check-prefix=LOOPS < %t.loops.mlir
// RUN: %mlir_opt %s --convert-linalg-to-affine-loops > %t.affine.mlir
// RUN: FileCheck %s --check-prefix=AFFINE < %t.affine.mlir
// RUN: %mlir_opt %t.loops.mlir --expand-strided-metadata --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %t.loops.mlir -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loops.out
// RUN: diff %t.mlir.out %t.loops.out
// RUN: %loopc run %t.loops.mlir -e main -O0 | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loops0.out
// RUN: diff %t.mlir.out %t.loops0.out
// RUN: %loopc run %t.affine.mlir -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.affine.out
// RUN: diff %t.mlir.out %t.affine.out
// RUN: %loopc run %t.affine.mlir -e main -O0 | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.affine0.out
// RUN: diff %t.mlir.out %t.affine0.out
// RUN: %loopc %t.affine.mlir -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --expand-strided-metadata --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out

// The convolution's subscripts: affine.apply of the output and window
// indices (strides and dilations in the maps) in both forms, under scf.for
// in one, affine.for with affine.load in the other.
// LOOPS: #map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// LOOPS: scf.for
// LOOPS: affine.apply #map(
// AFFINE: affine.for
// AFFINE: affine.apply #map(
// AFFINE: affine.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x6x7x2xf32>

func.func private @printMemrefF32(memref<*xf32>)

// Fills a buffer of rank 4 with (sum_k idx_k * p_k) mod 11 - 5.
func.func @fill4(%m: memref<?x?x?x?xf32>, %p0: index, %p1: index, %p2: index, %p3: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c11 = arith.constant 11 : index
  %c5 = arith.constant 5 : index
  %n0 = memref.dim %m, %c0 : memref<?x?x?x?xf32>
  %n1 = memref.dim %m, %c1 : memref<?x?x?x?xf32>
  %n2 = memref.dim %m, %c2 : memref<?x?x?x?xf32>
  %n3 = memref.dim %m, %c3 : memref<?x?x?x?xf32>
  scf.for %a = %c0 to %n0 step %c1 {
    scf.for %b = %c0 to %n1 step %c1 {
      scf.for %c = %c0 to %n2 step %c1 {
        scf.for %d = %c0 to %n3 step %c1 {
          %t0 = arith.muli %a, %p0 : index
          %t1 = arith.muli %b, %p1 : index
          %t2 = arith.muli %c, %p2 : index
          %t3 = arith.muli %d, %p3 : index
          %s0 = arith.addi %t0, %t1 : index
          %s1 = arith.addi %s0, %t2 : index
          %s2 = arith.addi %s1, %t3 : index
          %r = arith.remui %s2, %c11 : index
          %v = arith.subi %r, %c5 : index
          %i = arith.index_cast %v : index to i32
          %f = arith.sitofp %i : i32 to f32
          memref.store %f, %m[%a, %b, %c, %d] : memref<?x?x?x?xf32>
        }
      }
    }
  }
  return
}

func.func @print4(%m: memref<?x?x?x?xf32>) {
  %u = memref.cast %m : memref<?x?x?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %zero = arith.constant 0.0 : f32
  %low = arith.constant -1000.0 : f32

  // matmul: 4x6 times 6x5 into a zeroed 4x5.
  %a4 = memref.alloc() : memref<1x1x4x6xf32>
  %b4 = memref.alloc() : memref<1x1x6x5xf32>
  %da = memref.cast %a4 : memref<1x1x4x6xf32> to memref<?x?x?x?xf32>
  %db = memref.cast %b4 : memref<1x1x6x5xf32> to memref<?x?x?x?xf32>
  call @fill4(%da, %c0, %c0, %c3, %c2) : (memref<?x?x?x?xf32>, index, index, index, index) -> ()
  call @fill4(%db, %c0, %c0, %c5, %c7) : (memref<?x?x?x?xf32>, index, index, index, index) -> ()
  %a = memref.collapse_shape %a4 [[0, 1, 2], [3]] : memref<1x1x4x6xf32> into memref<4x6xf32>
  %b = memref.collapse_shape %b4 [[0, 1, 2], [3]] : memref<1x1x6x5xf32> into memref<6x5xf32>
  %mm = memref.alloc() : memref<1x1x4x5xf32>
  linalg.fill ins(%zero : f32) outs(%mm : memref<1x1x4x5xf32>)
  %mm2 = memref.collapse_shape %mm [[0, 1, 2], [3]] : memref<1x1x4x5xf32> into memref<4x5xf32>
  linalg.matmul ins(%a, %b : memref<4x6xf32>, memref<6x5xf32>) outs(%mm2 : memref<4x5xf32>)
  %dmm = memref.cast %mm : memref<1x1x4x5xf32> to memref<?x?x?x?xf32>
  call @print4(%dmm) : (memref<?x?x?x?xf32>) -> ()

  // conv_2d_nhwc_hwcf, strides [2, 1], dilations [1, 2]: 1x6x7x2 by
  // 3x2x2x3 into 1x2x5x3.
  %in = memref.alloc() : memref<1x6x7x2xf32>
  %din = memref.cast %in : memref<1x6x7x2xf32> to memref<?x?x?x?xf32>
  call @fill4(%din, %c0, %c7, %c3, %c5) : (memref<?x?x?x?xf32>, index, index, index, index) -> ()
  %fl = memref.alloc() : memref<3x2x2x3xf32>
  %dfl = memref.cast %fl : memref<3x2x2x3xf32> to memref<?x?x?x?xf32>
  call @fill4(%dfl, %c2, %c5, %c7, %c1) : (memref<?x?x?x?xf32>, index, index, index, index) -> ()
  %co = memref.alloc() : memref<1x2x5x3xf32>
  linalg.fill ins(%zero : f32) outs(%co : memref<1x2x5x3xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
    ins(%in, %fl : memref<1x6x7x2xf32>, memref<3x2x2x3xf32>) outs(%co : memref<1x2x5x3xf32>)
  %dco = memref.cast %co : memref<1x2x5x3xf32> to memref<?x?x?x?xf32>
  call @print4(%dco) : (memref<?x?x?x?xf32>) -> ()

  // depthwise_conv_2d_nhwc_hwc: 1x6x7x2 by 2x3x2 into 1x5x5x2.
  %dw = memref.alloc() : memref<1x2x3x2xf32>
  %ddw = memref.cast %dw : memref<1x2x3x2xf32> to memref<?x?x?x?xf32>
  call @fill4(%ddw, %c0, %c3, %c2, %c7) : (memref<?x?x?x?xf32>, index, index, index, index) -> ()
  %dwf = memref.collapse_shape %dw [[0, 1], [2], [3]] : memref<1x2x3x2xf32> into memref<2x3x2xf32>
  %dwo = memref.alloc() : memref<1x5x5x2xf32>
  linalg.fill ins(%zero : f32) outs(%dwo : memref<1x5x5x2xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %dwf : memref<1x6x7x2xf32>, memref<2x3x2xf32>) outs(%dwo : memref<1x5x5x2xf32>)
  %ddwo = memref.cast %dwo : memref<1x5x5x2xf32> to memref<?x?x?x?xf32>
  call @print4(%ddwo) : (memref<?x?x?x?xf32>) -> ()

  // pooling_nhwc_sum, a 2x3 window, strides 1: 1x6x7x2 into 1x5x5x2.
  %win = memref.alloc() : memref<2x3xf32>
  %ps = memref.alloc() : memref<1x5x5x2xf32>
  linalg.fill ins(%zero : f32) outs(%ps : memref<1x5x5x2xf32>)
  linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %win : memref<1x6x7x2xf32>, memref<2x3xf32>) outs(%ps : memref<1x5x5x2xf32>)
  %dps = memref.cast %ps : memref<1x5x5x2xf32> to memref<?x?x?x?xf32>
  call @print4(%dps) : (memref<?x?x?x?xf32>) -> ()

  // pooling_nhwc_max, a 2x2 window, strides 2, dilations [1, 2]:
  // 1x6x7x2 into 1x3x3x2.
  %win2 = memref.alloc() : memref<2x2xf32>
  %pm = memref.alloc() : memref<1x3x3x2xf32>
  linalg.fill ins(%low : f32) outs(%pm : memref<1x3x3x2xf32>)
  linalg.pooling_nhwc_max {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%in, %win2 : memref<1x6x7x2xf32>, memref<2x2xf32>) outs(%pm : memref<1x3x3x2xf32>)
  %dpm = memref.cast %pm : memref<1x3x3x2xf32> to memref<?x?x?x?xf32>
  call @print4(%dpm) : (memref<?x?x?x?xf32>) -> ()

  memref.dealloc %a4 : memref<1x1x4x6xf32>
  memref.dealloc %b4 : memref<1x1x6x5xf32>
  memref.dealloc %mm : memref<1x1x4x5xf32>
  memref.dealloc %in : memref<1x6x7x2xf32>
  memref.dealloc %fl : memref<3x2x2x3xf32>
  memref.dealloc %co : memref<1x2x5x3xf32>
  memref.dealloc %dw : memref<1x2x3x2xf32>
  memref.dealloc %dwo : memref<1x5x5x2xf32>
  memref.dealloc %win : memref<2x3xf32>
  memref.dealloc %ps : memref<1x5x5x2xf32>
  memref.dealloc %win2 : memref<2x2xf32>
  memref.dealloc %pm : memref<1x3x3x2xf32>
  return
}

// Expected values computed independently (a Python model of the five ops).
// CHECK: Unranked Memref base@ = ADDR rank = 4 offset = 0 sizes = [1, 1, 4, 5] strides = [20, 20, 5, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}21,   21,   -1,   -34,   32],
// CHECK-NEXT:    [2,   -37,   23,   -16,   11],
// CHECK-NEXT:    [16,   15,   -8,   24,   -32],
// CHECK-NEXT:    [-36,   45,   -17,   9,   35]]]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 4 offset = 0 sizes = [1, 2, 5, 3] strides = [30, 15, 3, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}16,   7,   -2],
// CHECK-NEXT:    [3,   8,   68],
// CHECK-NEXT:    [12,   9,   -5],
// CHECK-NEXT:    [-23,   -23,   -100],
// CHECK-NEXT:    [8,   11,   -8]],
// CHECK-NEXT:   {{\[\[}}3,   8,   68],
// CHECK-NEXT:    [12,   9,   -5],
// CHECK-NEXT:    [-23,   -23,   -100],
// CHECK-NEXT:    [8,   11,   -8],
// CHECK-NEXT:    [50,   45,   73]]]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 4 offset = 0 sizes = [1, 5, 5, 2] strides = [50, 10, 2, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}20,   17],
// CHECK-NEXT:    [-7,   -27],
// CHECK-NEXT:    [-1,   -27],
// CHECK-NEXT:    [-17,   17],
// CHECK-NEXT:    [11,   17]],
// CHECK-NEXT:   {{\[\[}}-10,   17],
// CHECK-NEXT:    [-26,   -38],
// CHECK-NEXT:    [2,   17],
// CHECK-NEXT:    [8,   -5],
// CHECK-NEXT:    [14,   17]],
// CHECK-NEXT:   {{\[\[}}-7,   -27],
// CHECK-NEXT:    [-1,   -27],
// CHECK-NEXT:    [-17,   17],
// CHECK-NEXT:    [11,   17],
// CHECK-NEXT:    [6,   -5]],
// CHECK-NEXT:   {{\[\[}}-26,   -38],
// CHECK-NEXT:    [2,   17],
// CHECK-NEXT:    [8,   -5],
// CHECK-NEXT:    [14,   17],
// CHECK-NEXT:    [20,   17]],
// CHECK-NEXT:   {{\[\[}}-1,   -27],
// CHECK-NEXT:    [-17,   17],
// CHECK-NEXT:    [11,   17],
// CHECK-NEXT:    [6,   -5],
// CHECK-NEXT:    [-10,   17]]]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 4 offset = 0 sizes = [1, 5, 5, 2] strides = [50, 10, 2, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}-2,   -5],
// CHECK-NEXT:    [5,   2],
// CHECK-NEXT:    [1,   -2],
// CHECK-NEXT:    [-3,   5],
// CHECK-NEXT:    [-7,   1]],
// CHECK-NEXT:   {{\[\[}}7,   -7],
// CHECK-NEXT:    [3,   0],
// CHECK-NEXT:    [-1,   7],
// CHECK-NEXT:    [-5,   3],
// CHECK-NEXT:    [2,   -1]],
// CHECK-NEXT:   {{\[\[}}5,   2],
// CHECK-NEXT:    [1,   -2],
// CHECK-NEXT:    [-3,   5],
// CHECK-NEXT:    [-7,   1],
// CHECK-NEXT:    [0,   -3]],
// CHECK-NEXT:   {{\[\[}}3,   0],
// CHECK-NEXT:    [-1,   7],
// CHECK-NEXT:    [-5,   3],
// CHECK-NEXT:    [2,   -1],
// CHECK-NEXT:    [-2,   -5]],
// CHECK-NEXT:   {{\[\[}}1,   -2],
// CHECK-NEXT:    [-3,   5],
// CHECK-NEXT:    [-7,   1],
// CHECK-NEXT:    [0,   -3],
// CHECK-NEXT:    [7,   -7]]]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 4 offset = 0 sizes = [1, 3, 3, 2] strides = [18, 6, 2, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}2,   2],
// CHECK-NEXT:    [3,   2],
// CHECK-NEXT:    [3,   3]],
// CHECK-NEXT:   {{\[\[}}5,   5],
// CHECK-NEXT:    [4,   5],
// CHECK-NEXT:    [5,   4]],
// CHECK-NEXT:   {{\[\[}}3,   2],
// CHECK-NEXT:    [3,   3],
// CHECK-NEXT:    [4,   3]]]]
