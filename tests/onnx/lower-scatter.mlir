// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx,canonicalize | FileCheck %s
// ScatterElements and ScatterND (passes/onnx_lower_nn.c): a copy of the
// data, then the updates stored in order by a sequential nest (scf.for, not
// scf.parallel: a repeated index takes the last update, or each combines),
// each index checked against its axis after a negative one is taken from
// the end.

// CHECK-LABEL: func.func @scatter_elements_add
// CHECK:      %[[OUT:.*]] = memref.alloc() : memref<3x4xf32>
// CHECK:      scf.parallel
// CHECK-NEXT:   memref.load %data
// CHECK:      scf.for %[[I:.*]] =
// CHECK-NEXT:   scf.for %[[J:.*]] =
// CHECK:          %[[K:.*]] = memref.load %idx[%[[I]], %[[J]]] : memref<2x4xi64>
// CHECK:          cf.assert %{{.*}}, "'onnx.ScatterElements': index out of range"
// CHECK:          %[[U:.*]] = memref.load %upd[%[[I]], %[[J]]] : memref<2x4xf32>
// CHECK-NEXT:     %[[O:.*]] = memref.load %[[OUT]][%{{.*}}, %[[J]]] : memref<3x4xf32>
// CHECK-NEXT:     %[[S:.*]] = arith.addf %[[O]], %[[U]] : f32
// CHECK-NEXT:     memref.store %[[S]], %[[OUT]][%{{.*}}, %[[J]]] : memref<3x4xf32>
// CHECK-NOT:  scf.parallel
// CHECK:      return %[[OUT]]
func.func @scatter_elements_add(%data: tensor<3x4xf32>, %idx: tensor<2x4xi64>, %upd: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %y = "onnx.ScatterElements"(%data, %idx, %upd) {axis = 0 : i64, reduction = "add"} : (tensor<3x4xf32>, tensor<2x4xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  "onnx.Return"(%y) : (tensor<3x4xf32>) -> ()
}

// -----

// ScatterND with tuples of one index into a 3x4 matrix: the nest runs over
// the tuples and the rows they select; the update's row is stored as is.
// CHECK-LABEL: func.func @scatternd_rows
// CHECK:      %[[OUT:.*]] = memref.alloc() : memref<3x4xf32>
// CHECK:      scf.for %[[T:.*]] =
// CHECK-NEXT:   scf.for %[[J:.*]] =
// CHECK:          memref.load %idx[%[[T]], %{{.*}}] : memref<2x1xi64>
// CHECK:          cf.assert %{{.*}}, "'onnx.ScatterND': index out of range in dimension 0"
// CHECK:          %[[U:.*]] = memref.load %upd[%[[T]], %[[J]]] : memref<2x4xf32>
// CHECK-NEXT:     memref.store %[[U]], %[[OUT]][%{{.*}}, %[[J]]] : memref<3x4xf32>
func.func @scatternd_rows(%data: tensor<3x4xf32>, %idx: tensor<2x1xi64>, %upd: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %y = "onnx.ScatterND"(%data, %idx, %upd) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  "onnx.Return"(%y) : (tensor<3x4xf32>) -> ()
}
