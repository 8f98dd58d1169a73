// RUN: %loopc --print-names=source %s --split-input-file --onnx-hoist-scan | FileCheck %s
// It runs before lower-onnx from -O1 on (and for C and `loopc run`, -O2 by
// default), not at -O0.
// RUN: %loopc --print-names=source %s --split-input-file -O2 --print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=O2
// RUN: %loopc --print-names=source %s --split-input-file -O0 --print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=O0
// O2: IR Dump After onnx-hoist-scan
// O2-NEXT: module {
// O2-NEXT: func.func @rnn
// O2: "onnx.MatMul"(%X, %W) : (tensor<10x4xf32>, tensor<4x8xf32>) -> tensor<10x8xf32>
// O2: IR Dump After lower-onnx
// O0-NOT: onnx-hoist-scan
// O0: IR Dump After lower-onnx
// O0-NOT: onnx-hoist-scan
// onnx-hoist-scan: the products of an onnx.Scan body that depend only on
// the scan inputs are computed for all steps before the Scan, and read as
// new scan inputs; the inputs no longer read are dropped.

// An RNN step (opset 13: Unsqueeze takes its axes as an input). x W is one
// product over the 10 rows of X; the body puts the unit axis back.
// CHECK-LABEL: func.func @rnn
// CHECK: %[[XW:.*]] = "onnx.MatMul"(%X, %W) : (tensor<10x4xf32>, tensor<4x8xf32>) -> tensor<10x8xf32>
// CHECK-NEXT: "onnx.Scan"(%h0, %[[XW]]) ({
// CHECK-NEXT: ^bb0(%h_in: tensor<1x8xf32>, %[[ROW:.*]]: tensor<8xf32>):
// CHECK-NEXT: %xw = "onnx.Unsqueeze"(%[[ROW]], %ax0) : (tensor<8xf32>, tensor<1xi64>) -> tensor<1x8xf32>
// The state's product stays.
// CHECK-NEXT: %hu = "onnx.MatMul"(%h_in, %U)
// CHECK-NEXT: %s = "onnx.Add"(%xw, %hu)
// CHECK-NOT: onnx.MatMul
// CHECK: {num_scan_inputs = 1 : i64}
func.func @rnn(%h0: tensor<1x8xf32>, %X: tensor<10x4xf32>, %W: tensor<4x8xf32>, %U: tensor<8x8xf32>) -> (tensor<1x8xf32>, tensor<10x1x8xf32>) attributes {onnx.opset = 13 : i64} {
  %ax0 = "onnx.Constant"() {value = dense<0> : tensor<1xi64>} : () -> tensor<1xi64>
  %h, %Y = "onnx.Scan"(%h0, %X) ({
  ^bb0(%h_in: tensor<1x8xf32>, %x: tensor<4xf32>):
    %x2 = "onnx.Unsqueeze"(%x, %ax0) : (tensor<4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
    %xw = "onnx.MatMul"(%x2, %W) : (tensor<1x4xf32>, tensor<4x8xf32>) -> tensor<1x8xf32>
    %hu = "onnx.MatMul"(%h_in, %U) : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<1x8xf32>
    %s = "onnx.Add"(%xw, %hu) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %h_out = "onnx.Tanh"(%s) : (tensor<1x8xf32>) -> tensor<1x8xf32>
    "onnx.Yield"(%h_out, %h_out) : (tensor<1x8xf32>, tensor<1x8xf32>) -> ()
  }) {num_scan_inputs = 1 : i64} : (tensor<1x8xf32>, tensor<10x4xf32>) -> (tensor<1x8xf32>, tensor<10x1x8xf32>)
  "onnx.Return"(%h, %Y) : (tensor<1x8xf32>, tensor<10x1x8xf32>) -> ()
}

// -----

// Elementwise ops before and after the product go with it (Relu of the row,
// a bias from outside); the input scanned in reverse gives a new input
// scanned in reverse; the length is only known at run time. The row that is
// still read (z) stays, and so does the Mul of rows from inputs scanned in
// opposite directions.
// CHECK-LABEL: func.func @chain
// CHECK: %[[R:.*]] = "onnx.Relu"(%X) : (tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: %[[P:.*]] = "onnx.MatMul"(%[[R]], %W) : (tensor<?x4xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: %[[Q:.*]] = "onnx.Add"(%[[P]], %c) : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: "onnx.Scan"(%s0, %Z, %[[Q]]) ({
// CHECK-NEXT: ^bb0(%s_in: tensor<3xf32>, %z: tensor<3xf32>, %q: tensor<3xf32>):
// CHECK-NEXT: %qz = "onnx.Mul"(%q, %z)
// CHECK: scan_input_directions = array<i64: 0, 1>
func.func @chain(%s0: tensor<3xf32>, %X: tensor<?x4xf32>, %Z: tensor<?x3xf32>, %W: tensor<4x3xf32>, %c: tensor<3xf32>) -> (tensor<3xf32>, tensor<?x3xf32>) attributes {onnx.opset = 13 : i64} {
  %s, %Y = "onnx.Scan"(%s0, %X, %Z) ({
  ^bb0(%s_in: tensor<3xf32>, %x: tensor<4xf32>, %z: tensor<3xf32>):
    %r = "onnx.Relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %p = "onnx.MatMul"(%r, %W) : (tensor<4xf32>, tensor<4x3xf32>) -> tensor<3xf32>
    %q = "onnx.Add"(%p, %c) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %qz = "onnx.Mul"(%q, %z) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %s_out = "onnx.Add"(%s_in, %qz) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "onnx.Yield"(%s_out, %s_out) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {num_scan_inputs = 2 : i64, scan_input_directions = array<i64: 1, 0>} : (tensor<3xf32>, tensor<?x4xf32>, tensor<?x3xf32>) -> (tensor<3xf32>, tensor<?x3xf32>)
  "onnx.Return"(%s, %Y) : (tensor<3xf32>, tensor<?x3xf32>) -> ()
}

// -----

// Opset 11: Unsqueeze's axes are an attribute.
// CHECK-LABEL: func.func @rnn11
// CHECK: %[[XW:.*]] = "onnx.MatMul"(%X, %W) : (tensor<5x2xf32>, tensor<2x2xf32>) -> tensor<5x2xf32>
// CHECK-NEXT: "onnx.Scan"(%[[XW]]) ({
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<2xf32>):
// CHECK-NEXT: %xw = "onnx.Unsqueeze"(%{{.*}}) {axes = array<i64: 0>} : (tensor<2xf32>) -> tensor<1x2xf32>
func.func @rnn11(%X: tensor<5x2xf32>, %W: tensor<2x2xf32>) -> tensor<5x1x2xf32> attributes {onnx.opset = 11 : i64} {
  %Y = "onnx.Scan"(%X) ({
  ^bb0(%x: tensor<2xf32>):
    %x2 = "onnx.Unsqueeze"(%x) {axes = array<i64: 0>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %xw = "onnx.MatMul"(%x2, %W) : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
    "onnx.Yield"(%xw) : (tensor<1x2xf32>) -> ()
  }) {num_scan_inputs = 1 : i64} : (tensor<5x2xf32>) -> tensor<5x1x2xf32>
  "onnx.Return"(%Y) : (tensor<5x1x2xf32>) -> ()
}

// -----

// Where it must not fire. A 1-element row unsqueezed at axis 1 has the
// shape of one unsqueezed at axis 0, but the body could not put the unit
// axis back with the same op: no product is hoisted.
// CHECK-LABEL: func.func @unit_axis_1
// CHECK-NEXT: "onnx.Scan"(%X)
// CHECK: "onnx.MatMul"(%x2, %W)
func.func @unit_axis_1(%X: tensor<5x1xf32>, %W: tensor<1x2xf32>) -> tensor<5x1x2xf32> attributes {onnx.opset = 11 : i64} {
  %Y = "onnx.Scan"(%X) ({
  ^bb0(%x: tensor<1xf32>):
    %x2 = "onnx.Unsqueeze"(%x) {axes = array<i64: 1>} : (tensor<1xf32>) -> tensor<1x1xf32>
    %xw = "onnx.MatMul"(%x2, %W) : (tensor<1x1xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    "onnx.Yield"(%xw) : (tensor<1x2xf32>) -> ()
  }) {num_scan_inputs = 1 : i64} : (tensor<5x1xf32>) -> tensor<5x1x2xf32>
  "onnx.Return"(%Y) : (tensor<5x1x2xf32>) -> ()
}

// -----

// The weights are computed in the body (not defined outside the Scan); the
// only product is of the state; a scan input along axis 1; elementwise work
// without a product: none of them changes.
// CHECK-LABEL: func.func @body_weights
// CHECK-NEXT: "onnx.Scan"(%X)
// CHECK: "onnx.MatMul"(%x, %w)
func.func @body_weights(%X: tensor<5x2xf32>, %W: tensor<2x2xf32>) -> tensor<5x2xf32> attributes {onnx.opset = 13 : i64} {
  %Y = "onnx.Scan"(%X) ({
  ^bb0(%x: tensor<2xf32>):
    %w = "onnx.Neg"(%W) : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %xw = "onnx.MatMul"(%x, %w) : (tensor<2xf32>, tensor<2x2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%xw) : (tensor<2xf32>) -> ()
  }) {num_scan_inputs = 1 : i64} : (tensor<5x2xf32>) -> tensor<5x2xf32>
  "onnx.Return"(%Y) : (tensor<5x2xf32>) -> ()
}
// CHECK-LABEL: func.func @state_product
// CHECK-NEXT: "onnx.Scan"(%s0, %X)
// CHECK: "onnx.MatMul"(%s_in, %W)
func.func @state_product(%s0: tensor<2xf32>, %X: tensor<5x2xf32>, %W: tensor<2x2xf32>) -> (tensor<2xf32>, tensor<5x2xf32>) attributes {onnx.opset = 13 : i64} {
  %s, %Y = "onnx.Scan"(%s0, %X) ({
  ^bb0(%s_in: tensor<2xf32>, %x: tensor<2xf32>):
    %sw = "onnx.MatMul"(%s_in, %W) : (tensor<2xf32>, tensor<2x2xf32>) -> tensor<2xf32>
    %s_out = "onnx.Add"(%sw, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%s_out, %s_out) : (tensor<2xf32>, tensor<2xf32>) -> ()
  }) {num_scan_inputs = 1 : i64} : (tensor<2xf32>, tensor<5x2xf32>) -> (tensor<2xf32>, tensor<5x2xf32>)
  "onnx.Return"(%s, %Y) : (tensor<2xf32>, tensor<5x2xf32>) -> ()
}
// CHECK-LABEL: func.func @axis_1
// CHECK-NEXT: "onnx.Scan"(%X)
// CHECK: "onnx.MatMul"(%x, %W)
func.func @axis_1(%X: tensor<2x5xf32>, %W: tensor<2x2xf32>) -> tensor<5x2xf32> attributes {onnx.opset = 13 : i64} {
  %Y = "onnx.Scan"(%X) ({
  ^bb0(%x: tensor<2xf32>):
    %xw = "onnx.MatMul"(%x, %W) : (tensor<2xf32>, tensor<2x2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%xw) : (tensor<2xf32>) -> ()
  }) {num_scan_inputs = 1 : i64, scan_input_axes = array<i64: 1>} : (tensor<2x5xf32>) -> tensor<5x2xf32>
  "onnx.Return"(%Y) : (tensor<5x2xf32>) -> ()
}
// CHECK-LABEL: func.func @no_product
// CHECK-NEXT: "onnx.Scan"(%s0, %X)
// CHECK: "onnx.Relu"(%x)
func.func @no_product(%s0: tensor<2xf32>, %X: tensor<5x2xf32>) -> (tensor<2xf32>, tensor<5x2xf32>) attributes {onnx.opset = 13 : i64} {
  %s, %Y = "onnx.Scan"(%s0, %X) ({
  ^bb0(%s_in: tensor<2xf32>, %x: tensor<2xf32>):
    %r = "onnx.Relu"(%x) : (tensor<2xf32>) -> tensor<2xf32>
    %s_out = "onnx.Add"(%s_in, %r) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%s_out, %s_out) : (tensor<2xf32>, tensor<2xf32>) -> ()
  }) {num_scan_inputs = 1 : i64} : (tensor<2xf32>, tensor<5x2xf32>) -> (tensor<2xf32>, tensor<5x2xf32>)
  "onnx.Return"(%s, %Y) : (tensor<2xf32>, tensor<5x2xf32>) -> ()
}

// -----

// Nested Scans: the inner Scan's product moves into the outer body first
// (over the inner rows), and from there out of the outer Scan (over all
// rows of both): one MatMul and one Tanh on the whole input.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %[[P:.*]] = "onnx.MatMul"(%X, %W) : (tensor<3x4x2xf32>, tensor<2x2xf32>) -> tensor<3x4x2xf32>
// CHECK-NEXT: %[[T:.*]] = "onnx.Tanh"(%[[P]]) : (tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
// CHECK-NEXT: "onnx.Scan"(%[[T]]) ({
// CHECK-NEXT: ^bb0(%[[ROWS:.*]]: tensor<4x2xf32>):
// CHECK-NEXT: "onnx.Scan"(%[[ROWS]]) ({
// CHECK-NEXT: ^bb1(%t: tensor<2xf32>):
// CHECK-NEXT: "onnx.Yield"(%t)
func.func @nested(%X: tensor<3x4x2xf32>, %W: tensor<2x2xf32>) -> tensor<3x4x2xf32> attributes {onnx.opset = 13 : i64} {
  %Y = "onnx.Scan"(%X) ({
  ^bb0(%xs: tensor<4x2xf32>):
    %Z = "onnx.Scan"(%xs) ({
    ^bb1(%x: tensor<2xf32>):
      %xw = "onnx.MatMul"(%x, %W) : (tensor<2xf32>, tensor<2x2xf32>) -> tensor<2xf32>
      %t = "onnx.Tanh"(%xw) : (tensor<2xf32>) -> tensor<2xf32>
      "onnx.Yield"(%t) : (tensor<2xf32>) -> ()
    }) {num_scan_inputs = 1 : i64} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    "onnx.Yield"(%Z) : (tensor<4x2xf32>) -> ()
  }) {num_scan_inputs = 1 : i64} : (tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
  "onnx.Return"(%Y) : (tensor<3x4x2xf32>) -> ()
}

// -----

// What moves is what onnx_operators.def marks OX_SLICES: Gelu (and Erf) of
// the product go with it; Softsign, elementwise too but not marked, stays in
// the body with the product's row as its operand.
// CHECK-LABEL: func.func @traits
// CHECK-NEXT: %[[P:.*]] = "onnx.MatMul"(%X, %W) : (tensor<5x2xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>
// CHECK-NEXT: %[[G:.*]] = "onnx.Gelu"(%[[P]]) {approximate = "tanh"} : (tensor<5x3xf32>) -> tensor<5x3xf32>
// CHECK-NEXT: %[[E:.*]] = "onnx.Erf"(%[[G]]) : (tensor<5x3xf32>) -> tensor<5x3xf32>
// CHECK-NEXT: "onnx.Scan"(%[[E]]) ({
// CHECK-NEXT: ^bb0(%[[ROW:.*]]: tensor<3xf32>):
// CHECK-NEXT: %s = "onnx.Softsign"(%[[ROW]]) : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: "onnx.Yield"(%s)
func.func @traits(%X: tensor<5x2xf32>, %W: tensor<2x3xf32>) -> tensor<5x3xf32> attributes {onnx.opset = 20 : i64} {
  %Y = "onnx.Scan"(%X) ({
  ^bb0(%x: tensor<2xf32>):
    %xw = "onnx.MatMul"(%x, %W) : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<3xf32>
    %g = "onnx.Gelu"(%xw) {approximate = "tanh"} : (tensor<3xf32>) -> tensor<3xf32>
    %e = "onnx.Erf"(%g) : (tensor<3xf32>) -> tensor<3xf32>
    %s = "onnx.Softsign"(%e) : (tensor<3xf32>) -> tensor<3xf32>
    "onnx.Yield"(%s) : (tensor<3xf32>) -> ()
  }) {num_scan_inputs = 1 : i64} : (tensor<5x2xf32>) -> tensor<5x3xf32>
  "onnx.Return"(%Y) : (tensor<5x3xf32>) -> ()
}
