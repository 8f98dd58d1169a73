// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx,canonicalize | FileCheck %s
// RNN, GRU and LSTM (passes/onnx_lower_rnn.c): the states in [batch,
// hidden] buffers from initial_h (or zeros), a loop over time (scf.for,
// sequential: each step needs the last) whose body computes the gates'
// products with W and R, then the new states, stored to Y at the step's
// position, then copies them back; Y_h after the loop.

// RNN forwards: the time loop runs over the sequence; the products are
// reductions over the input and the hidden size.
// CHECK-LABEL: func.func @rnn
// CHECK-DAG:  %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:  %[[SEQ:.*]] = arith.constant 3 : index
// CHECK:      %[[H:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK:      %[[HN:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK:      scf.parallel
// CHECK-NEXT:   memref.store %[[Z]], %[[H]]
// CHECK:      scf.for %[[T:.*]] = %{{.*}} to %[[SEQ]]
// CHECK:        scf.for %[[B:[^ ]*]] =
// CHECK:          scf.for %[[J:[^ ]*]] =
// CHECK:            scf.for {{.*}} iter_args
// CHECK:              memref.load %x[%[[T]], %[[B]], %{{.*}}] : memref<3x2x5xf32>
// CHECK:            scf.for {{.*}} iter_args
// CHECK:              memref.load %[[H]][%[[B]], %{{.*}}] : memref<2x4xf32>
// CHECK:        memref.store %{{.*}}, %[[HN]]
// CHECK:        memref.load %[[HN]]
// CHECK-NEXT:   memref.store %{{.*}}, %[[H]]
// CHECK:      scf.parallel
// CHECK:        memref.load %[[H]]
// CHECK-NEXT:   memref.store %{{.*}}, %h[
func.func @rnn(%x: tensor<3x2x5xf32>, %w: tensor<1x4x5xf32>, %r: tensor<1x4x4xf32>) -> tensor<1x2x4xf32> {
  %y, %h = "onnx.RNN"(%x, %w, %r) {hidden_size = 4 : i64} : (tensor<3x2x5xf32>, tensor<1x4x5xf32>, tensor<1x4x4xf32>) -> (tensor<3x1x2x4xf32>, tensor<1x2x4xf32>)
  "onnx.Return"(%h) : (tensor<1x2x4xf32>) -> ()
}

// -----

// LSTM backwards with sequence_lens: each length checked against the
// sequence, step t of entry b at len - 1 - t while t < len (the state kept
// and Y's zeros at t itself past it), the activations named (Relu: maximumf).
// CHECK-LABEL: func.func @lstm_reverse
// CHECK:      scf.for
// CHECK:        cf.assert %{{.*}}, "'onnx.LSTM': a sequence length is negative or longer than the sequence"
// CHECK:      scf.for %[[T:.*]] =
// CHECK:        %[[LEN:.*]] = arith.index_cast
// CHECK-NEXT:   %[[V:.*]] = arith.cmpi slt, %[[T]], %[[LEN]] : index
// CHECK-NEXT:   %[[L1:.*]] = arith.subi %[[LEN]], %{{.*}} : index
// CHECK-NEXT:   %[[BACK:.*]] = arith.subi %[[L1]], %[[T]] : index
// CHECK-NEXT:   %[[POS:.*]] = arith.select %[[V]], %[[BACK]], %[[T]] : index
// CHECK:        memref.load %x[%[[POS]],
// CHECK:        arith.maximumf
// CHECK:        arith.select %[[V]], %[[HV:[^,]*]], %{{.*}} : f32
// CHECK:        %[[YV:.*]] = arith.select %[[V]], %[[HV]], %{{.*}} : f32
// CHECK-NEXT:   memref.store %[[YV]], %y[%[[POS]], 
func.func @lstm_reverse(%x: tensor<3x2x5xf32>, %w: tensor<1x16x5xf32>, %r: tensor<1x16x4xf32>, %l: tensor<2xi32>) -> (tensor<3x1x2x4xf32>, tensor<1x2x4xf32>) {
  %n = "onnx.NoValue"() : () -> none
  %y, %h, %c = "onnx.LSTM"(%x, %w, %r, %n, %l) {hidden_size = 4 : i64, direction = "reverse", activations = ["Sigmoid", "Relu", "Relu"]} : (tensor<3x2x5xf32>, tensor<1x16x5xf32>, tensor<1x16x4xf32>, none, tensor<2xi32>) -> (tensor<3x1x2x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>)
  "onnx.Return"(%y, %c) : (tensor<3x1x2x4xf32>, tensor<1x2x4xf32>) -> ()
}

// -----

// GRU without linear_before_reset: a nest of its own stores r (.) H before
// the hidden gate's product with R reads it; with linear_before_reset
// (below) there is no such nest.
// CHECK-LABEL: func.func @gru(
// CHECK-COUNT-3: memref.alloc() : memref<2x4xf32>
// CHECK:      scf.for
// CHECK:        %[[R:.*]] = arith.divf
// CHECK-NEXT:   %[[HP:.*]] = memref.load
// CHECK-NEXT:   %[[RH:.*]] = arith.mulf %[[R]], %[[HP]] : f32
// CHECK-NEXT:   memref.store %[[RH]], %[[RB:[0-9]+]][
// CHECK:        scf.for {{.*}} iter_args
// CHECK:          memref.load %[[RB]][
// CHECK-LABEL: func.func @gru_lbr
// CHECK-COUNT-2: memref.alloc() : memref<2x4xf32>
// CHECK-NOT:  memref.alloc() : memref<2x4xf32>
// CHECK:      return
func.func @gru(%x: tensor<3x2x5xf32>, %w: tensor<1x12x5xf32>, %r: tensor<1x12x4xf32>) -> tensor<1x2x4xf32> {
  %y, %h = "onnx.GRU"(%x, %w, %r) {hidden_size = 4 : i64} : (tensor<3x2x5xf32>, tensor<1x12x5xf32>, tensor<1x12x4xf32>) -> (tensor<3x1x2x4xf32>, tensor<1x2x4xf32>)
  "onnx.Return"(%h) : (tensor<1x2x4xf32>) -> ()
}
func.func @gru_lbr(%x: tensor<3x2x5xf32>, %w: tensor<1x12x5xf32>, %r: tensor<1x12x4xf32>) -> tensor<1x2x4xf32> {
  %y, %h = "onnx.GRU"(%x, %w, %r) {hidden_size = 4 : i64, linear_before_reset = 1 : i64} : (tensor<3x2x5xf32>, tensor<1x12x5xf32>, tensor<1x12x4xf32>) -> (tensor<3x1x2x4xf32>, tensor<1x2x4xf32>)
  "onnx.Return"(%h) : (tensor<1x2x4xf32>) -> ()
}
