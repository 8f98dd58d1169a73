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

// -----

// Det: the matrix copied into a scratch buffer, then per column the pivot
// row (largest magnitude), the swap, the pivot multiplied into the
// determinant (negated after a swap), the rows below eliminated.
// CHECK-LABEL: func.func @det
// CHECK:      %[[A:.*]] = memref.alloc() : memref<3x3xf32>
// CHECK:      %[[D:.*]] = scf.for %[[K:.*]] = {{.*}} iter_args(%[[DET:.*]] = %{{.*}}) -> (f32)
// CHECK:        %[[P:.*]]:2 = scf.for {{.*}} -> (f32, index)
// CHECK:          math.absf
// CHECK:        %[[PIV:.*]] = memref.load %[[A]][%[[K]], %[[K]]]
// CHECK-NEXT:   %[[M:.*]] = arith.mulf %[[DET]], %[[PIV]] : f32
// CHECK-NEXT:   %[[NEG:.*]] = arith.negf %[[M]] : f32
// CHECK-NEXT:   %[[SW:.*]] = arith.cmpi ne, %[[P]]#1, %[[K]] : index
// CHECK-NEXT:   arith.select %[[SW]], %[[NEG]], %[[M]] : f32
// CHECK:      memref.store %[[D]], %y[] : memref<f32>
func.func @det(%x: tensor<3x3xf32>) -> tensor<f32> {
  %y = "onnx.Det"(%x) : (tensor<3x3xf32>) -> tensor<f32>
  "onnx.Return"(%y) : (tensor<f32>) -> ()
}

// -----

// MaxUnpool: zeros, then each element stored at its index's coordinates
// in the default output shape, checked inside the output.
// CHECK-LABEL: func.func @max_unpool
// CHECK:      scf.parallel
// CHECK:        memref.store %{{.*}}, %y[
// CHECK:      scf.for
// CHECK:        memref.load %i[
// CHECK:        arith.remsi
// CHECK:        cf.assert %{{.*}}, "'onnx.MaxUnpool': an index is outside the output"
// CHECK:        memref.store %{{.*}}, %y[
func.func @max_unpool(%x: tensor<1x1x2x2xf32>, %i: tensor<1x1x2x2xi64>) -> tensor<1x1x4x4xf32> {
  %y = "onnx.MaxUnpool"(%x, %i) {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x1x2x2xf32>, tensor<1x1x2x2xi64>) -> tensor<1x1x4x4xf32>
  "onnx.Return"(%y) : (tensor<1x1x4x4xf32>) -> ()
}
