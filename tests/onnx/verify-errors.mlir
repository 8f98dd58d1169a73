// RUN: %loopc %s --split-input-file --verify-diagnostics
// The onnx dialect's own rules (dialects/onnx/onnx_verify.c): ops written as
// text are held to the type and shape constraints the importer enforces,
// with the node in the message, before the lowering relies on them.

func.func @reshape_count(%x: tensor<4xf32>) -> tensor<8xf32> {
  %s = "onnx.Constant"() {value = dense<8> : tensor<1xi64>} : () -> tensor<1xi64>
  // expected-error@+1 {{'onnx.Reshape' op (node 'grow'): cannot reshape 4 elements into a shape of 8 elements}}
  %y = "onnx.Reshape"(%x, %s) {onnx_node_name = "grow"} : (tensor<4xf32>, tensor<1xi64>) -> tensor<8xf32>
  "onnx.Return"(%y) : (tensor<8xf32>) -> ()
}

// -----

func.func @slice_float_starts(%x: tensor<4xf32>, %s: tensor<1xf32>, %e: tensor<1xi64>) -> tensor<?xf32> {
  // expected-error@+1 {{'onnx.Slice' op input 1 ('starts') must be a 1-D tensor of int32 or int64, but got 'tensor<1xf32>'}}
  %y = "onnx.Slice"(%x, %s, %e) : (tensor<4xf32>, tensor<1xf32>, tensor<1xi64>) -> tensor<?xf32>
  "onnx.Return"(%y) : (tensor<?xf32>) -> ()
}

// -----

func.func @wrong_result_type(%a: tensor<4xf32>, %b: tensor<1xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'onnx.Add' op result type 'tensor<3xf32>' is not the type its operands and attributes imply, 'tensor<4xf32>'}}
  %y = "onnx.Add"(%a, %b) : (tensor<4xf32>, tensor<1xf32>) -> tensor<3xf32>
  "onnx.Return"(%y) : (tensor<3xf32>) -> ()
}

// -----

func.func @no_broadcast(%a: tensor<4xf32>, %b: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'onnx.Add' op operands cannot be broadcast together (dimension 0: 4 vs 3)}}
  %y = "onnx.Add"(%a, %b) : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  "onnx.Return"(%y) : (tensor<4xf32>) -> ()
}

// -----

// A carried value whose result type is narrower than the body's: the copy
// into it could write past the buffer (found by fuzzing: the lowering hit
// an internal error).
func.func @loop_carried(%m: tensor<i64>, %v0: tensor<1xf32>) -> tensor<1xf32> {
  %none = "onnx.NoValue"() : () -> none
  // expected-error@+1 {{'onnx.Loop' op loop-carried value 0: body argument 'tensor<?xf32>' must generalize the initial 'tensor<1xf32>' and the yielded 'tensor<?xf32>', and result 'tensor<1xf32>' the argument}}
  %v = "onnx.Loop"(%m, %none, %v0) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %v_in: tensor<?xf32>):
    %one = "onnx.Constant"() {value = dense<1.0> : tensor<1xf32>} : () -> tensor<1xf32>
    %v_out = "onnx.Concat"(%v_in, %one) {axis = 0 : i64} : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
    "onnx.Yield"(%c, %v_out) : (tensor<i1>, tensor<?xf32>) -> ()
  }) : (tensor<i64>, none, tensor<1xf32>) -> tensor<1xf32>
  "onnx.Return"(%v) : (tensor<1xf32>) -> ()
}

// -----

func.func @if_branch(%c: tensor<i1>, %x: tensor<4xf32>, %y: tensor<5xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'onnx.If' op result 0 ('tensor<4xf32>') must generalize what the else branch yields, 'tensor<5xf32>'}}
  %r = "onnx.If"(%c) ({
    "onnx.Yield"(%x) : (tensor<4xf32>) -> ()
  }, {
    "onnx.Yield"(%y) : (tensor<5xf32>) -> ()
  }) : (tensor<i1>) -> tensor<4xf32>
  "onnx.Return"(%r) : (tensor<4xf32>) -> ()
}

// -----

func.func @constant_type(%x: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'onnx.Constant' op result type 'tensor<2xf32>' differs from the type of its value, 'tensor<1xf32>'}}
  %c = "onnx.Constant"() {value = dense<1.0> : tensor<1xf32>} : () -> tensor<2xf32>
  "onnx.Return"(%c) : (tensor<2xf32>) -> ()
}

// -----

func.func @yield_outside(%x: tensor<4xf32>) {
  // expected-error@+1 {{'onnx.Yield' op expects parent op 'onnx.Loop', 'onnx.Scan' or 'onnx.If'}}
  "onnx.Yield"(%x) : (tensor<4xf32>) -> ()
}

// -----

// An unranked value yielded as a scan output (the hook read the result's
// sizes before checking the yielded type was ranked).
func.func @scan_output_unranked(%m: tensor<i64>, %x: tensor<*xf32>) -> tensor<f32> {
  %none = "onnx.NoValue"() : () -> none
  // expected-error@+1 {{'onnx.Loop' op scan output 0: result 'tensor<f32>' must stack the yielded 'tensor<*xf32>' along a leading dimension of unknown size}}
  %v = "onnx.Loop"(%m, %none) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>):
    // (The yield's own unranked operand is not reported: the verifier stops
    // at the first error of a function, as mlir-opt does.)
    "onnx.Yield"(%c, %x) : (tensor<i1>, tensor<*xf32>) -> ()
  }) : (tensor<i64>, none) -> tensor<f32>
  "onnx.Return"(%v) : (tensor<f32>) -> ()
}

// -----

// Slice's lists are 1-D (found by fuzzing: the lowering read the size of a
// rank-0 'starts'), and their lengths agree where the types tell them.
func.func @slice_rank0_starts(%x: tensor<4xf32>, %s: tensor<i64>, %e: tensor<1xi64>) -> tensor<?xf32> {
  // expected-error@+1 {{'onnx.Slice' op input 1 ('starts') must be a 1-D tensor of int32 or int64, but got 'tensor<i64>'}}
  %y = "onnx.Slice"(%x, %s, %e) : (tensor<4xf32>, tensor<i64>, tensor<1xi64>) -> tensor<?xf32>
  "onnx.Return"(%y) : (tensor<?xf32>) -> ()
}

// -----

func.func @slice_lengths(%x: tensor<4x4xf32>, %s: tensor<2xi64>, %e: tensor<1xi64>) -> tensor<?x?xf32> {
  // expected-error@+1 {{'onnx.Slice' op 'starts', 'ends', 'axes' and 'steps' must have one length}}
  %y = "onnx.Slice"(%x, %s, %e) : (tensor<4x4xf32>, tensor<2xi64>, tensor<1xi64>) -> tensor<?x?xf32>
  "onnx.Return"(%y) : (tensor<?x?xf32>) -> ()
}

// -----

func.func @seq_at_unknown_rank(%p: tensor<i64>) -> tensor<f32> {
  %s = "onnx.SequenceEmpty"() {dtype = 1 : i64} : () -> !onnx.seq<f32>
  // expected-error@+1 {{'onnx.SequenceAt' op the elements of sequence '!onnx.seq<f32>' have no known rank (loopc needs one here)}}
  %y = "onnx.SequenceAt"(%s, %p) : (!onnx.seq<f32>, tensor<i64>) -> tensor<f32>
  "onnx.Return"(%y) : (tensor<f32>) -> ()
}

// -----

func.func @seq_insert_other_type(%s: !onnx.seq<tensor<?xf32>>, %x: tensor<2xi64>) -> !onnx.seq<tensor<?xf32>> {
  // expected-error@+1 {{'onnx.SequenceInsert' op tensor element type 'i64' differs from the sequence's 'f32'}}
  %y = "onnx.SequenceInsert"(%s, %x) : (!onnx.seq<tensor<?xf32>>, tensor<2xi64>) -> !onnx.seq<tensor<?xf32>>
  "onnx.Return"(%y) : (!onnx.seq<tensor<?xf32>>) -> ()
}

// -----

func.func @seq_insert_wrong_result(%s: !onnx.seq<tensor<2xf32>>, %x: tensor<3xf32>) -> !onnx.seq<tensor<2xf32>> {
  // expected-error@+1 {{'onnx.SequenceInsert' op result type '!onnx.seq<tensor<2xf32>>' is not the type its operands and attributes imply, '!onnx.seq<tensor<?xf32>>'}}
  %y = "onnx.SequenceInsert"(%s, %x) : (!onnx.seq<tensor<2xf32>>, tensor<3xf32>) -> !onnx.seq<tensor<2xf32>>
  "onnx.Return"(%y) : (!onnx.seq<tensor<2xf32>>) -> ()
}

// -----

func.func @optional_without_type() -> !onnx.opt<tensor<f32>> {
  // expected-error@+1 {{'onnx.Optional' op without an input, requires a 'type' attribute naming a tensor or sequence type}}
  %y = "onnx.Optional"() : () -> !onnx.opt<tensor<f32>>
  "onnx.Return"(%y) : (!onnx.opt<tensor<f32>>) -> ()
}

// -----

func.func @concat_scalars(%s: !onnx.seq<tensor<f32>>) -> tensor<?xf32> {
  // expected-error@+1 {{'onnx.ConcatFromSequence' op cannot concatenate scalars without 'new_axis'}}
  %y = "onnx.ConcatFromSequence"(%s) {axis = 0 : i64} : (!onnx.seq<tensor<f32>>) -> tensor<?xf32>
  "onnx.Return"(%y) : (tensor<?xf32>) -> ()
}

// -----

// Concatenating along an axis other than the last keeps the elements'
// other sizes in place (the sizes after the axis were shifted by one, and
// the result read as ?x?x3: a wrong shape and wrong values).
func.func @concat_first_axis(%s: !onnx.seq<tensor<?x3x4xf32>>) -> (tensor<?x3x4xf32>, tensor<?x?x3x4xf32>, tensor<?x3x?x4xf32>) {
  %a = "onnx.ConcatFromSequence"(%s) {axis = 0 : i64} : (!onnx.seq<tensor<?x3x4xf32>>) -> tensor<?x3x4xf32>
  %b = "onnx.ConcatFromSequence"(%s) {axis = -4 : i64, new_axis = 1 : i64} : (!onnx.seq<tensor<?x3x4xf32>>) -> tensor<?x?x3x4xf32>
  %c = "onnx.ConcatFromSequence"(%s) {axis = 2 : i64, new_axis = 1 : i64} : (!onnx.seq<tensor<?x3x4xf32>>) -> tensor<?x3x?x4xf32>
  "onnx.Return"(%a, %b, %c) : (tensor<?x3x4xf32>, tensor<?x?x3x4xf32>, tensor<?x3x?x4xf32>) -> ()
}

// -----

func.func @concat_first_axis_wrong_type(%s: !onnx.seq<tensor<?x3x4xf32>>) -> tensor<?x?x3xf32> {
  // expected-error@+1 {{'onnx.ConcatFromSequence' op result type 'tensor<?x?x3xf32>' is not the type its operands and attributes imply, 'tensor<?x3x4xf32>'}}
  %a = "onnx.ConcatFromSequence"(%s) {axis = -3 : i64} : (!onnx.seq<tensor<?x3x4xf32>>) -> tensor<?x?x3xf32>
  "onnx.Return"(%a) : (tensor<?x?x3xf32>) -> ()
}

// -----

// An optional holds a tensor or a sequence, not another optional.
func.func @optional_of_optional(%s: !onnx.opt<!onnx.opt<tensor<f32>>>) -> !onnx.opt<!onnx.opt<tensor<f32>>> {
  // expected-error@+1 {{'onnx.Identity' op input 0 must be a ranked tensor, but got '!onnx.opt<!onnx.opt<tensor<f32>>>'}}
  %y = "onnx.Identity"(%s) : (!onnx.opt<!onnx.opt<tensor<f32>>>) -> !onnx.opt<!onnx.opt<tensor<f32>>>
  "onnx.Return"(%y) : (!onnx.opt<!onnx.opt<tensor<f32>>>) -> ()
}

// -----

// ConvTranspose with an output_shape and auto_pad SAME_UPPER or SAME_LOWER:
// the given shape wins, auto_pad only splits the padding (SAME_* used to
// give input size times stride, ignoring output_shape).
func.func @convtranspose_output_shape_same(%x: tensor<1x2x3x3xf32>, %w: tensor<2x1x2x3xf32>) -> (tensor<1x1x4x5xf32>, tensor<1x1x3x4xf32>) {
  %a = "onnx.ConvTranspose"(%x, %w) {auto_pad = "SAME_UPPER", output_shape = array<i64: 4, 5>} : (tensor<1x2x3x3xf32>, tensor<2x1x2x3xf32>) -> tensor<1x1x4x5xf32>
  %b = "onnx.ConvTranspose"(%x, %w) {auto_pad = "SAME_LOWER", output_shape = array<i64: 3, 4>} : (tensor<1x2x3x3xf32>, tensor<2x1x2x3xf32>) -> tensor<1x1x3x4xf32>
  "onnx.Return"(%a, %b) : (tensor<1x1x4x5xf32>, tensor<1x1x3x4xf32>) -> ()
}

// -----

func.func @gelu_approximate(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'onnx.Gelu' op 'approximate' must be "none" or "tanh"}}
  %y = "onnx.Gelu"(%x) {approximate = "erf"} : (tensor<4xf32>) -> tensor<4xf32>
  "onnx.Return"(%y) : (tensor<4xf32>) -> ()
}

// -----

func.func @gelu_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'onnx.Gelu' op input must be a float tensor, but got 'tensor<4xi32>'}}
  %y = "onnx.Gelu"(%x) : (tensor<4xi32>) -> tensor<4xi32>
  "onnx.Return"(%y) : (tensor<4xi32>) -> ()
}

// -----

func.func @erf_bool(%x: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error@+1 {{'onnx.Erf' op input must be a tensor of numbers, but got 'tensor<4xi1>'}}
  %y = "onnx.Erf"(%x) : (tensor<4xi1>) -> tensor<4xi1>
  "onnx.Return"(%y) : (tensor<4xi1>) -> ()
}

// -----

func.func @pad_mode(%x: tensor<4xf32>) -> tensor<6xf32> {
  // expected-error@+1 {{'onnx.Pad' op 'mode' must be constant, reflect, edge or wrap}}
  %y = "onnx.Pad"(%x) {mode = "mirror", pads = array<i64: 1, 1>} : (tensor<4xf32>) -> tensor<6xf32>
  "onnx.Return"(%y) : (tensor<6xf32>) -> ()
}

// -----

func.func @pad_attr_count(%x: tensor<2x4xf32>) -> tensor<2x6xf32> {
  // expected-error@+1 {{'onnx.Pad' op 'pads' must have 2 * rank (4) entries}}
  %y = "onnx.Pad"(%x) {pads = array<i64: 1, 1>} : (tensor<2x4xf32>) -> tensor<2x6xf32>
  "onnx.Return"(%y) : (tensor<2x6xf32>) -> ()
}

// -----

func.func @pad_missing(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'onnx.Pad' op needs its pads (the attribute 'pads' before opset 11, input 1 from it)}}
  %y = "onnx.Pad"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  "onnx.Return"(%y) : (tensor<4xf32>) -> ()
}

// -----

func.func @pad_input_type(%x: tensor<4xf32>, %p: tensor<2xi32>) -> tensor<?xf32> {
  // expected-error@+1 {{'onnx.Pad' op pads must be a 1-D int64 tensor of 2 * 1 entries}}
  %y = "onnx.Pad"(%x, %p) : (tensor<4xf32>, tensor<2xi32>) -> tensor<?xf32>
  "onnx.Return"(%y) : (tensor<?xf32>) -> ()
}

// -----

func.func @pad_negative(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'onnx.Pad' op pads -3 and -2 of axis 0 make its size negative or too large}}
  %y = "onnx.Pad"(%x) {pads = array<i64: -3, -2>} : (tensor<4xf32>) -> tensor<4xf32>
  "onnx.Return"(%y) : (tensor<4xf32>) -> ()
}

// -----

func.func @pad_value_type(%x: tensor<4xf32>, %v: tensor<f64>) -> tensor<6xf32> {
  %p = "onnx.Constant"() {value = dense<[1, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  // expected-error@+1 {{'onnx.Pad' op constant_value must be one element of the input's type}}
  %y = "onnx.Pad"(%x, %p, %v) : (tensor<4xf32>, tensor<2xi64>, tensor<f64>) -> tensor<6xf32>
  "onnx.Return"(%y) : (tensor<6xf32>) -> ()
}

// -----

func.func @pad_axes_dynamic(%x: tensor<4xf32>, %a: tensor<1xi64>) -> tensor<?xf32> {
  %p = "onnx.Constant"() {value = dense<[1, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %n = "onnx.NoValue"() : () -> none
  // expected-error@+1 {{'onnx.Pad' op 'axes' known only when the program runs is not supported}}
  %y = "onnx.Pad"(%x, %p, %n, %a) : (tensor<4xf32>, tensor<2xi64>, none, tensor<1xi64>) -> tensor<?xf32>
  "onnx.Return"(%y) : (tensor<?xf32>) -> ()
}

// -----

func.func @scatter_reduction(%x: tensor<4xf32>, %i: tensor<2xi64>, %u: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'onnx.ScatterElements' op 'reduction' must be none, add, mul, max or min}}
  %y = "onnx.ScatterElements"(%x, %i, %u) {reduction = "sub"} : (tensor<4xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<4xf32>
  "onnx.Return"(%y) : (tensor<4xf32>) -> ()
}

// -----

func.func @scatter_updates_shape(%x: tensor<4xf32>, %i: tensor<2xi64>, %u: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'onnx.ScatterElements' op updates must have the indices' shape}}
  %y = "onnx.ScatterElements"(%x, %i, %u) : (tensor<4xf32>, tensor<2xi64>, tensor<3xf32>) -> tensor<4xf32>
  "onnx.Return"(%y) : (tensor<4xf32>) -> ()
}

// -----

func.func @scatternd_rank(%x: tensor<3x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>) -> tensor<3x4xf32> {
  // expected-error@+1 {{'onnx.ScatterND' op updates must have rank 2}}
  %y = "onnx.ScatterND"(%x, %i, %u) : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<3x4xf32>
  "onnx.Return"(%y) : (tensor<3x4xf32>) -> ()
}

// -----

func.func @scatternd_tuple(%x: tensor<3x4xf32>, %i: tensor<2x3xi64>, %u: tensor<2xf32>) -> tensor<3x4xf32> {
  // expected-error@+1 {{'onnx.ScatterND' op indices must be int64 with a last dimension of known size at most the data's rank}}
  %y = "onnx.ScatterND"(%x, %i, %u) : (tensor<3x4xf32>, tensor<2x3xi64>, tensor<2xf32>) -> tensor<3x4xf32>
  "onnx.Return"(%y) : (tensor<3x4xf32>) -> ()
}

// -----

func.func @nonzero_scalar(%x: tensor<f32>) -> tensor<0x?xi64> {
  // expected-error@+1 {{'onnx.NonZero' op NonZero of a scalar is not supported}}
  %y = "onnx.NonZero"(%x) : (tensor<f32>) -> tensor<0x?xi64>
  "onnx.Return"(%y) : (tensor<0x?xi64>) -> ()
}

// -----

func.func @maxpool_storage_order(%x: tensor<1x1x4x4xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3x3xi64>) {
  // expected-error@+1 {{'onnx.MaxPool' op 'storage_order' must be 0 (row major) or 1 (column major)}}
  %y, %i = "onnx.MaxPool"(%x) {kernel_shape = array<i64: 2, 2>, storage_order = 2 : i64} : (tensor<1x1x4x4xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x3x3xi64>)
  "onnx.Return"(%y, %i) : (tensor<1x1x3x3xf32>, tensor<1x1x3x3xi64>) -> ()
}

// -----

func.func @rnn_direction(%x: tensor<3x2x5xf32>, %w: tensor<1x4x5xf32>, %r: tensor<1x4x4xf32>) -> tensor<1x2x4xf32> {
  // expected-error@+1 {{'onnx.RNN' op 'direction' must be 'forward', 'reverse' or 'bidirectional'}}
  %y, %h = "onnx.RNN"(%x, %w, %r) {direction = "sideways"} : (tensor<3x2x5xf32>, tensor<1x4x5xf32>, tensor<1x4x4xf32>) -> (tensor<3x1x2x4xf32>, tensor<1x2x4xf32>)
  "onnx.Return"(%h) : (tensor<1x2x4xf32>) -> ()
}

// -----

func.func @gru_activation(%x: tensor<3x2x5xf32>, %w: tensor<1x12x5xf32>, %r: tensor<1x12x4xf32>) -> tensor<1x2x4xf32> {
  // expected-error@+1 {{'onnx.GRU' op activation 'Swish' is not one of ONNX's recurrent activation functions}}
  %y, %h = "onnx.GRU"(%x, %w, %r) {activations = ["Sigmoid", "Swish"]} : (tensor<3x2x5xf32>, tensor<1x12x5xf32>, tensor<1x12x4xf32>) -> (tensor<3x1x2x4xf32>, tensor<1x2x4xf32>)
  "onnx.Return"(%h) : (tensor<1x2x4xf32>) -> ()
}

// -----

func.func @lstm_activation_count(%x: tensor<3x2x5xf32>, %w: tensor<1x16x5xf32>, %r: tensor<1x16x4xf32>) -> tensor<1x2x4xf32> {
  // expected-error@+1 {{'onnx.LSTM' op 'activations' must name 3 functions (3 for each direction), not 2}}
  %y, %h = "onnx.LSTM"(%x, %w, %r) {activations = ["Sigmoid", "Tanh"]} : (tensor<3x2x5xf32>, tensor<1x16x5xf32>, tensor<1x16x4xf32>) -> (tensor<3x1x2x4xf32>, tensor<1x2x4xf32>)
  "onnx.Return"(%h) : (tensor<1x2x4xf32>) -> ()
}

// -----

func.func @lstm_gates(%x: tensor<3x2x5xf32>, %w: tensor<1x12x5xf32>, %r: tensor<1x12x4xf32>) -> tensor<1x2x4xf32> {
  // expected-error@+1 {{'onnx.LSTM' op W must be [num_directions, 4*hidden_size, input_size]}}
  %y, %h = "onnx.LSTM"(%x, %w, %r) : (tensor<3x2x5xf32>, tensor<1x12x5xf32>, tensor<1x12x4xf32>) -> (tensor<3x1x2x4xf32>, tensor<1x2x4xf32>)
  "onnx.Return"(%h) : (tensor<1x2x4xf32>) -> ()
}

// -----

func.func @rnn_lens(%x: tensor<3x2x5xf32>, %w: tensor<1x4x5xf32>, %r: tensor<1x4x4xf32>, %l: tensor<2xi64>) -> tensor<1x2x4xf32> {
  %n = "onnx.NoValue"() : () -> none
  // expected-error@+1 {{'onnx.RNN' op sequence_lens must be a 1-D int32 tensor of the batch size}}
  %y, %h = "onnx.RNN"(%x, %w, %r, %n, %l) : (tensor<3x2x5xf32>, tensor<1x4x5xf32>, tensor<1x4x4xf32>, none, tensor<2xi64>) -> (tensor<3x1x2x4xf32>, tensor<1x2x4xf32>)
  "onnx.Return"(%h) : (tensor<1x2x4xf32>) -> ()
}

// -----

func.func @rnn_result_type(%x: tensor<3x2x5xf32>, %w: tensor<2x4x5xf32>, %r: tensor<2x4x4xf32>) -> tensor<1x2x4xf32> {
  // expected-error@+1 {{'onnx.RNN' op result 0 type 'tensor<3x1x2x4xf32>' is not the type its operands and attributes imply, 'tensor<3x2x2x4xf32>'}}
  %y, %h = "onnx.RNN"(%x, %w, %r) {direction = "bidirectional"} : (tensor<3x2x5xf32>, tensor<2x4x5xf32>, tensor<2x4x4xf32>) -> (tensor<3x1x2x4xf32>, tensor<1x2x4xf32>)
  "onnx.Return"(%h) : (tensor<1x2x4xf32>) -> ()
}

// -----

func.func @einsum_terms(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'onnx.Einsum' op Einsum 'ij->ij' has not one term for each of its 2 inputs}}
  %y = "onnx.Einsum"(%a, %b) {equation = "ij->ij"} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  "onnx.Return"(%y) : (tensor<2x4xf32>) -> ()
}

// -----

func.func @einsum_sizes(%a: tensor<2x3xf32>, %b: tensor<4x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'onnx.Einsum' op Einsum 'ij,jk->ik': the dimensions labelled alike disagree (3 and 4)}}
  %y = "onnx.Einsum"(%a, %b) {equation = "ij,jk->ik"} : (tensor<2x3xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  "onnx.Return"(%y) : (tensor<2x4xf32>) -> ()
}

// -----

func.func @einsum_ellipsis_summed(%a: tensor<2x3x4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'onnx.Einsum' op Einsum '...i->i': an output without the ellipsis (summing its dimensions) is not supported}}
  %y = "onnx.Einsum"(%a) {equation = "...i->i"} : (tensor<2x3x4xf32>) -> tensor<4xf32>
  "onnx.Return"(%y) : (tensor<4xf32>) -> ()
}

// -----

func.func @einsum_rank(%a: tensor<2x3x4xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'onnx.Einsum' op Einsum 'ij->i': term 0 does not match input 0 of rank 3}}
  %y = "onnx.Einsum"(%a) {equation = "ij->i"} : (tensor<2x3x4xf32>) -> tensor<2xf32>
  "onnx.Return"(%y) : (tensor<2xf32>) -> ()
}

// -----

func.func @einsum_output_label(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'onnx.Einsum' op Einsum 'ij->ik': an output label is repeated or in no input}}
  %y = "onnx.Einsum"(%a) {equation = "ij->ik"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "onnx.Return"(%y) : (tensor<2x3xf32>) -> ()
}

// -----

func.func @unique_sorted(%x: tensor<6xf32>) -> tensor<?xf32> {
  // expected-error@+1 {{'onnx.Unique' op 'sorted' must be 0 or 1}}
  %y = "onnx.Unique"(%x) {sorted = 2 : i64} : (tensor<6xf32>) -> tensor<?xf32>
  "onnx.Return"(%y) : (tensor<?xf32>) -> ()
}

// -----

func.func @unique_axis(%x: tensor<2x3xf32>) -> tensor<2x?xf32> {
  // expected-error@+1 {{'onnx.Unique' op axis 2 is out of range for rank 2}}
  %y = "onnx.Unique"(%x) {axis = 2 : i64} : (tensor<2x3xf32>) -> tensor<2x?xf32>
  "onnx.Return"(%y) : (tensor<2x?xf32>) -> ()
}

// -----

func.func @quantize_axis(%x: tensor<2x3xf32>, %s: tensor<2xf32>) -> tensor<2x3xui8> {
  // expected-error@+1 {{'onnx.QuantizeLinear' op input 1 must have one element or one for each along 'axis'}}
  %y = "onnx.QuantizeLinear"(%x, %s) {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xui8>
  "onnx.Return"(%y) : (tensor<2x3xui8>) -> ()
}

// -----

func.func @dequantize_zero_point(%x: tensor<3xui8>, %s: tensor<f32>, %z: tensor<i8>) -> tensor<3xf32> {
  // expected-error@+1 {{'onnx.DequantizeLinear' op the zero point must have x's element type}}
  %y = "onnx.DequantizeLinear"(%x, %s, %z) : (tensor<3xui8>, tensor<f32>, tensor<i8>) -> tensor<3xf32>
  "onnx.Return"(%y) : (tensor<3xf32>) -> ()
}

// -----

func.func @matmul_integer_rows(%a: tensor<2x3xui8>, %b: tensor<3x4xui8>, %az: tensor<2xui8>) -> tensor<2x4xi32> {
  // expected-error@+1 {{'onnx.MatMulInteger' op input 2 must have one element (per-row and per-column values are not supported)}}
  %y = "onnx.MatMulInteger"(%a, %b, %az) : (tensor<2x3xui8>, tensor<3x4xui8>, tensor<2xui8>) -> tensor<2x4xi32>
  "onnx.Return"(%y) : (tensor<2x4xi32>) -> ()
}

// -----

func.func @reverse_sequence_axes(%x: tensor<4x2x3xf32>, %l: tensor<2xi64>) -> tensor<4x2x3xf32> {
  // expected-error@+1 {{'onnx.ReverseSequence' op 'batch_axis' and 'time_axis' must be 0 and 1, in either order}}
  %y = "onnx.ReverseSequence"(%x, %l) {batch_axis = 2 : i64, time_axis = 0 : i64} : (tensor<4x2x3xf32>, tensor<2xi64>) -> tensor<4x2x3xf32>
  "onnx.Return"(%y) : (tensor<4x2x3xf32>) -> ()
}

// -----

func.func @det_square(%x: tensor<2x3xf32>) -> tensor<f32> {
  // expected-error@+1 {{'onnx.Det' op input must be a float tensor of square matrices (rank 2 or more)}}
  %y = "onnx.Det"(%x) : (tensor<2x3xf32>) -> tensor<f32>
  "onnx.Return"(%y) : (tensor<f32>) -> ()
}

// -----

func.func @max_unpool_kernel(%x: tensor<1x1x2x2xf32>, %i: tensor<1x1x2x2xi64>) -> tensor<1x1x4x4xf32> {
  // expected-error@+1 {{'onnx.MaxUnpool' op 'kernel_shape' must have one size for each spatial dimension}}
  %y = "onnx.MaxUnpool"(%x, %i) {kernel_shape = array<i64: 2>} : (tensor<1x1x2x2xf32>, tensor<1x1x2x2xi64>) -> tensor<1x1x4x4xf32>
  "onnx.Return"(%y) : (tensor<1x1x4x4xf32>) -> ()
}
