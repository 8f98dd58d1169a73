// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx | FileCheck %s
// Tensor ops become an alloc plus a loop nest (loop.parallel at function
// level) of loads and stores; numpy broadcasting picks index 0 on unit
// dimensions, and on dynamic ones decides at run time.

// CHECK-LABEL: func.func @broadcast_add
// CHECK-SAME: (%[[A:[a-z0-9_]+]]: memref<3x1xf32>, %[[B:[a-z0-9_]+]]: memref<?xf32>) -> memref<3x?xf32>
// CHECK: %[[BD:.*]] = memref.dim %[[B]], %{{.*}} : memref<?xf32>
// CHECK: %[[N:.*]] = arith.select %{{.*}}, %[[BD]], %{{.*}} : index
// CHECK: %[[OUT:.*]] = memref.alloc(%[[N]]) : memref<3x?xf32>
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %[[N]])
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: memref.load %[[A]][%[[I]], %[[ZERO]]] : memref<3x1xf32>
// CHECK: %[[IS1:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : index
// CHECK: %[[BJ:.*]] = arith.select %[[IS1]], %{{.*}}, %[[J]] : index
// CHECK: memref.load %[[B]][%[[BJ]]] : memref<?xf32>
// CHECK: arith.addf
// CHECK: memref.store %{{.*}}, %[[OUT]][%[[I]], %[[J]]] : memref<3x?xf32>
// CHECK: scf.reduce
func.func @broadcast_add(%a: tensor<3x1xf32>, %b: tensor<?xf32>) -> tensor<3x?xf32> {
  %c = "onnx.Add"(%a, %b) : (tensor<3x1xf32>, tensor<?xf32>) -> tensor<3x?xf32>
  "onnx.Return"(%c) : (tensor<3x?xf32>) -> ()
}

// -----

// MatMul: a parallel nest over the result with a loop.for reduction inside.
// CHECK-LABEL: func.func @matmul
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) =
// CHECK: %[[ACC:.*]] = scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[S:.*]] = %{{.*}}) -> (f32)
// CHECK: memref.load %{{.*}}[%[[I]], %[[K]]] : memref<2x3xf32>
// CHECK: memref.load %{{.*}}[%[[K]], %[[J]]] : memref<3x4xf32>
// CHECK: %[[P:.*]] = arith.mulf %{{[^ ]*}}, %{{[^ ]*}} : f32
// CHECK: arith.addf %[[S]], %[[P]] : f32
// CHECK: memref.store %[[ACC]], %[[OUT]][%[[I]], %[[J]]]
func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %c = "onnx.MatMul"(%a, %b) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  "onnx.Return"(%c) : (tensor<2x4xf32>) -> ()
}

// -----

// Rows a multiple of 4 and columns of 32 (no target vector width; see
// matmul-tiles.mlir for the others): 4x32 tiles summed in a local buffer,
// four rows of a times one row segment of b per k; these steps may be
// fused into multiply-adds (fastmath<contract>).
// CHECK-LABEL: func.func @matmul_tiles
// CHECK: scf.parallel
// CHECK: %[[T:.*]] = memref.alloca() : memref<4x32xf32>
// CHECK-COUNT-4: arith.mulf %{{[^ ]*}}, %{{[^ ]*}} fastmath<contract> : f32
// CHECK-NOT: arith.mulf
// CHECK: memref.store %{{.*}}, %{{.*}} : memref<8x64xf32>
func.func @matmul_tiles(%a: tensor<8x5xf32>, %b: tensor<5x64xf32>) -> tensor<8x64xf32> {
  %c = "onnx.MatMul"(%a, %b) : (tensor<8x5xf32>, tensor<5x64xf32>) -> tensor<8x64xf32>
  "onnx.Return"(%c) : (tensor<8x64xf32>) -> ()
}

// -----

// Slice with run-time starts and ends: clamped to the dimension and the
// result size computed at run time.
// CHECK-LABEL: func.func @slice
// CHECK: memref.load %{{.*}}[%{{.*}}] : memref<1xi64>
// CHECK: arith.index_cast %{{.*}} : i64 to index
// CHECK: arith.divsi
// CHECK: %[[OUT:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: arith.muli
// CHECK: memref.load %{{.*}}[%{{.*}}] : memref<5xf32>
func.func @slice(%x: tensor<5xf32>, %s: tensor<1xi64>, %e: tensor<1xi64>) -> tensor<?xf32> {
  %y = "onnx.Slice"(%x, %s, %e) : (tensor<5xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  "onnx.Return"(%y) : (tensor<?xf32>) -> ()
}

// -----

// Cast float -> bool compares with zero; Identity aliases its input.
// CHECK-LABEL: func.func @cast_identity
// CHECK: arith.cmpf une
// CHECK: return %{{.*}}, %x : memref<4xi1>, memref<4xf32>
func.func @cast_identity(%x: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xf32>) {
  %b = "onnx.Cast"(%x) {to = 9 : i64} : (tensor<4xf32>) -> tensor<4xi1>
  %i = "onnx.Identity"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  "onnx.Return"(%b, %i) : (tensor<4xi1>, tensor<4xf32>) -> ()
}
