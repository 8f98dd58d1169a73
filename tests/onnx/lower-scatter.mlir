// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx,canonicalize | FileCheck %s
// ScatterElements, ScatterND and NonZero (passes/onnx_lower_nn.c). Scatter: a copy of the
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

// -----

// NonZero (in this file for its sequential nests): a count, then the
// result of width count, then each nonzero element's indices into the next
// column, under an scf.if.
// CHECK-LABEL: func.func @nonzero
// CHECK:      %[[CNT:.*]] = memref.alloc() : memref<i64>
// CHECK:      scf.for
// CHECK:        arith.cmpf une
// CHECK:        arith.select
// CHECK-NEXT:   memref.store
// CHECK:      %[[N:.*]] = memref.load %[[CNT]][] : memref<i64>
// CHECK-NEXT: %[[W:.*]] = arith.index_cast %[[N]] : i64 to index
// CHECK-NEXT: %[[OUT:.*]] = memref.alloc(%[[W]]) : memref<2x?xi64>
// CHECK:      scf.for
// CHECK:        scf.if
// CHECK:          memref.store %{{.*}}, %[[OUT]][
// CHECK:          memref.store %{{.*}}, %[[OUT]][
func.func @nonzero(%x: tensor<3x4xf32>) -> tensor<2x?xi64> {
  %y = "onnx.NonZero"(%x) : (tensor<3x4xf32>) -> tensor<2x?xi64>
  "onnx.Return"(%y) : (tensor<2x?xi64>) -> ()
}
