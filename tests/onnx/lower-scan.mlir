// RUN: %loopc %s --split-input-file --passes=lower-onnx | FileCheck %s
// onnx.Scan lowering: one loop.for over the sequence, states as iter_args,
// each scan input sliced along its axis (reversed when its direction is 1),
// each scan output written into a buffer allocated at the first step.

// CHECK-LABEL: func.func @scan_sum
// CHECK: %[[SEQ:.*]] = arith.constant 3 : index
// The state is carried in a private copy of the argument, so that every
// step can free the state it replaces.
// CHECK: memref.copy %{{.*}}, %[[OWN:.*]] : memref<2xf32> to memref<2xf32>
// CHECK: scf.for %[[T:.*]] = %{{.*}} to %[[SEQ]] step %{{.*}} iter_args(%[[S:.*]] = %[[OWN]], %[[BUF:.*]] = %{{.*}}) -> (memref<2xf32>, memref<3x2xf32>)
// Input 0 is scanned in reverse: row seq-1-t.
// CHECK: %[[LAST:.*]] = arith.subi %[[SEQ]], %{{.*}} : index
// CHECK: %[[REV:.*]] = arith.subi %[[LAST]], %[[T]] : index
// The slice lives for one step: a stack buffer.
// CHECK: %[[ROW:.*]] = memref.alloca() : memref<2xf32>
// CHECK: memref.load %{{.*}}[%[[REV]], %{{.*}}] : memref<3x2xf32>
// CHECK: arith.addf
// A static output shape: the buffer is allocated once, before the loop.
// CHECK-NOT: scf.if
// CHECK: memref.store %{{.*}}, %[[BUF]][%[[T]], %{{.*}}] : memref<3x2xf32>
// CHECK: memref.dealloc %[[S]] : memref<2xf32>
// CHECK-NEXT: scf.yield
// CHECK-NOT: onnx.
func.func @scan_sum(%init: tensor<2xf32>, %x: tensor<3x2xf32>) -> (tensor<2xf32>, tensor<3x2xf32>) {
  %y, %z = "onnx.Scan"(%init, %x) ({
  ^bb0(%sum_in: tensor<2xf32>, %next: tensor<2xf32>):
    %sum_out = "onnx.Add"(%sum_in, %next) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%sum_out, %sum_out) : (tensor<2xf32>, tensor<2xf32>) -> ()
  }) {num_scan_inputs = 1 : i64, scan_input_directions = array<i64: 1>} : (tensor<2xf32>, tensor<3x2xf32>) -> (tensor<2xf32>, tensor<3x2xf32>)
  "onnx.Return"(%y, %z) : (tensor<2xf32>, tensor<3x2xf32>) -> ()
}

// -----

// Scan axis 1 given as -1, output stacked along axis 1; the sequence length
// is read at run time.
// CHECK-LABEL: func.func @scan_axis
// CHECK: %[[SEQ:.*]] = memref.dim %{{.*}}, %{{.*}} : memref<4x?xf32>
// CHECK: scf.for %[[T:.*]] = %{{.*}} to %[[SEQ]] step
// CHECK: memref.load %{{.*}}[%{{.*}}, %[[T]]] : memref<4x?xf32>
// CHECK: memref.alloc(%[[SEQ]]) : memref<4x?xf32>
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %[[T]]] : memref<4x?xf32>
func.func @scan_axis(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %y = "onnx.Scan"(%x) ({
  ^bb0(%col: tensor<4xf32>):
    %n = "onnx.Neg"(%col) : (tensor<4xf32>) -> tensor<4xf32>
    "onnx.Yield"(%n) : (tensor<4xf32>) -> ()
  }) {num_scan_inputs = 1 : i64, scan_input_axes = array<i64: -1>, scan_output_axes = array<i64: 1>} : (tensor<4x?xf32>) -> tensor<4x?xf32>
  "onnx.Return"(%y) : (tensor<4x?xf32>) -> ()
}
