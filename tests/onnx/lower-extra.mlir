// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx,canonicalize | FileCheck %s
// ReverseSequence and BatchNormalization's training mode
// (passes/onnx_lower_extra.c).

// ReverseSequence: each length checked, then position t of batch entry b
// reads len - 1 - t while t < len, else t.
// CHECK-LABEL: func.func @reverse_sequence
// CHECK:      cf.assert %{{.*}}, "'onnx.ReverseSequence': a sequence length is negative or longer than the time axis"
// CHECK:      scf.parallel (%[[T:.*]], %[[B:.*]]) =
// CHECK-NEXT:   %[[L:.*]] = memref.load %l[%[[B]]] : memref<2xi64>
// CHECK-NEXT:   %[[N:.*]] = arith.index_cast %[[L]] : i64 to index
// CHECK-NEXT:   %[[N1:.*]] = arith.subi %[[N]], %{{.*}} : index
// CHECK-NEXT:   %[[BACK:.*]] = arith.subi %[[N1]], %[[T]] : index
// CHECK-NEXT:   %[[IN:.*]] = arith.cmpi slt, %[[T]], %[[N]] : index
// CHECK-NEXT:   %[[S:.*]] = arith.select %[[IN]], %[[BACK]], %[[T]] : index
// CHECK-NEXT:   %[[V:.*]] = memref.load %x[%[[S]], %[[B]]] : memref<4x2xf32>
// CHECK-NEXT:   memref.store %[[V]], %y[%[[T]], %[[B]]] : memref<4x2xf32>
func.func @reverse_sequence(%x: tensor<4x2xf32>, %l: tensor<2xi64>) -> tensor<4x2xf32> {
  %y = "onnx.ReverseSequence"(%x, %l) {batch_axis = 1 : i64, time_axis = 0 : i64} : (tensor<4x2xf32>, tensor<2xi64>) -> tensor<4x2xf32>
  "onnx.Return"(%y) : (tensor<4x2xf32>) -> ()
}

// -----

// BatchNormalization in training mode: per channel, the mean and then the
// variance summed over the other dimensions, the running statistics moved
// by 1 - momentum; inference mode (below) reads the given ones instead.
// CHECK-LABEL: func.func @bn_training
// CHECK:      scf.parallel (%[[C:.*]]) =
// CHECK:        scf.for {{.*}} iter_args
// CHECK:          scf.for {{.*}} iter_args
// CHECK:        %[[M:.*]] = arith.divf
// CHECK:        scf.for {{.*}} iter_args
// CHECK:            arith.subf %{{.*}}, %[[M]] : f32
// CHECK:        %[[V:.*]] = arith.divf
// CHECK:        memref.store %[[M]], %{{.*}}[%[[C]]]
// CHECK:        memref.store %[[V]], %{{.*}}[%[[C]]]
// CHECK:        memref.load %mean[%[[C]]]
// CHECK:        memref.store %{{.*}}, %m[%[[C]]]
// CHECK:        memref.load %var[%[[C]]]
// CHECK:        memref.store %{{.*}}, %v[%[[C]]]
// CHECK-LABEL: func.func @bn_inference
// CHECK-NOT:  iter_args
// CHECK:      return
func.func @bn_training(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>, %b: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) {
  %y, %m, %v = "onnx.BatchNormalization"(%x, %s, %b, %mean, %var) {training_mode = 1 : i64} : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  "onnx.Return"(%y, %m, %v) : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
}
func.func @bn_inference(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>, %b: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %y = "onnx.BatchNormalization"(%x, %s, %b, %mean, %var) : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
  "onnx.Return"(%y) : (tensor<2x3x4xf32>) -> ()
}
