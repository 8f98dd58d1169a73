#!/usr/bin/python3
"""gen_models.py: builds loopc's own ONNX control-flow test models.

Writes tests/onnx/models/<name>/{model.onnx, test_data_set_0/input_N.pb,
output_N.pb} (ONNX backend-test layout) and tests/onnx/bad/*.onnx (hostile
inputs). Expected outputs are computed here with plain numpy from the ONNX
operator specification, not by running the models. Deterministic: run with
/usr/bin/python3 (needs python3-onnx and python3-numpy)."""
import os
import shutil
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = os.path.join(HERE, 'models')
BAD = os.path.join(HERE, 'bad')

F = TensorProto.FLOAT
I64 = TensorProto.INT64
B = TensorProto.BOOL


def vi(name, elem, shape):
    return helper.make_tensor_value_info(name, elem, shape)


def const(name, arr):
    return helper.make_node('Constant', [], [name], value=numpy_helper.from_array(np.asarray(arr), name))


def save(name, graph, inputs, outputs, opset=13):
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', opset)],
                              producer_name='loopc-gen_models')
    model.ir_version = 8
    d = os.path.join(MODELS, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(os.path.join(d, 'test_data_set_0'))
    with open(os.path.join(d, 'model.onnx'), 'wb') as f:
        f.write(model.SerializeToString())
    for kind, arrs in (('input', inputs), ('output', outputs)):
        for i, a in enumerate(arrs):
            with open(os.path.join(d, 'test_data_set_0', '%s_%d.pb' % (kind, i)), 'wb') as f:
                f.write(to_proto(a).SerializeToString())


class Seq(list):
    """A sequence value: a list of numpy arrays (SequenceProto in .pb files)."""


class Opt:
    """An optional value: a numpy array, a Seq or None (OptionalProto)."""
    def __init__(self, value, elem_type=None):
        self.value = value
        self.elem_type = elem_type


def to_proto(a):
    if isinstance(a, Seq):
        return numpy_helper.from_list([np.asarray(x) for x in a])
    if isinstance(a, Opt):
        v = a.value
        if isinstance(v, Seq):
            return numpy_helper.from_optional([np.asarray(x) for x in v])
        return numpy_helper.from_optional(None if v is None else np.asarray(v), dtype=a.elem_type)
    return numpy_helper.from_array(np.asarray(a))


def seq_vi(name, elem, shape):
    return helper.make_tensor_sequence_value_info(name, elem, shape)


def opt_vi(name, inner):
    return helper.make_value_info(name, helper.make_optional_type_proto(inner))


def loop_cond_only():
    # while (x < limit) x = x * 2; no trip count: loop.while with a growing scan buffer.
    body = helper.make_graph(
        [const('two', np.float32(2)),
         helper.make_node('Mul', ['x_in', 'two'], ['x_out']),
         helper.make_node('Less', ['x_out', 'limit'], ['cond_out']),
         helper.make_node('Identity', ['x_out'], ['scan'])],
        'body', [vi('i', I64, []), vi('c', B, []), vi('x_in', F, [])],
        [vi('cond_out', B, []), vi('x_out', F, []), vi('scan', F, [])])
    g = helper.make_graph(
        [helper.make_node('Less', ['x0', 'limit'], ['c0']),
         helper.make_node('Loop', ['', 'c0', 'x0'], ['x_final', 'xs'], body=body)],
        'loop_cond_only', [vi('x0', F, []), vi('limit', F, [])],
        [vi('x_final', F, []), vi('xs', F, [None])])
    x0, limit = np.float32(1.5), np.float32(1000)
    xs, x = [], x0
    while x < limit:  # ONNX Loop: cond re-read from cond_out after each iteration
        x = np.float32(x * 2)
        xs.append(x)
    save('loop_cond_only', g, [x0, limit], [np.float32(x), np.array(xs, np.float32)])


def loop_early_exit():
    # M = 10 but stops once the running sum exceeds 20; scan outputs of 2 values per step.
    body = helper.make_graph(
        [helper.make_node('Cast', ['i'], ['fi'], to=F),
         helper.make_node('Add', ['s_in', 'fi'], ['s_out']),
         helper.make_node('ReduceSum', ['s_out', 'ax0'], ['s_sum'], keepdims=0),
         helper.make_node('Less', ['s_sum', 'lim'], ['cond_out']),
         helper.make_node('Unsqueeze', ['fi', 'ax0'], ['fi1']),
         helper.make_node('Concat', ['s_out', 'fi1'], ['pair'], axis=0)],
        'body', [vi('i', I64, []), vi('c', B, []), vi('s_in', F, [1])],
        [vi('cond_out', B, []), vi('s_out', F, [1]), vi('pair', F, [2])])
    g = helper.make_graph(
        [const('lim', np.float32(20)), const('ax0', np.array([0], np.int64)),
         helper.make_node('Loop', ['M', 'c0', 's0'], ['s_final', 'pairs'], body=body)],
        'loop_early_exit', [vi('M', I64, []), vi('c0', B, []), vi('s0', F, [1])],
        [vi('s_final', F, [1]), vi('pairs', F, [None, 2])])
    M, c0, s0 = np.int64(10), np.bool_(True), np.array([0.5], np.float32)
    s, pairs, cond, i = s0.copy(), [], c0, 0
    while i < M and cond:
        s = (s + np.float32(i)).astype(np.float32)
        pairs.append([s[0], np.float32(i)])
        cond = s[0] < 20
        i += 1
    save('loop_early_exit', g, [M, c0, s0], [s, np.array(pairs, np.float32).reshape(-1, 2)])


def loop_zero_trips():
    body = helper.make_graph(
        [helper.make_node('Identity', ['c'], ['cond_out']),
         helper.make_node('Add', ['v_in', 'v_in'], ['v_out']),
         helper.make_node('Identity', ['v_out'], ['scan'])],
        'body', [vi('i', I64, []), vi('c', B, []), vi('v_in', F, [3])],
        [vi('cond_out', B, []), vi('v_out', F, [3]), vi('scan', F, [3])])
    g = helper.make_graph(
        [helper.make_node('Loop', ['M', '', 'v0'], ['v_final', 'scans'], body=body)],
        'loop_zero_trips', [vi('M', I64, []), vi('v0', F, [3])],
        [vi('v_final', F, [3]), vi('scans', F, [None, 3])])
    v0 = np.array([1, 2, 3], np.float32)
    save('loop_zero_trips', g, [np.int64(0), v0], [v0, np.zeros((0, 3), np.float32)])


def loop_capture():
    # The body reads 'w' and 'bias' of the enclosing graph without passing them.
    body = helper.make_graph(
        [helper.make_node('Mul', ['v_in', 'w'], ['t']),
         helper.make_node('Add', ['t', 'bias'], ['v_out']),
         helper.make_node('Identity', ['c'], ['cond_out'])],
        'body', [vi('i', I64, []), vi('c', B, []), vi('v_in', F, [2, 2])],
        [vi('cond_out', B, []), vi('v_out', F, [2, 2])])
    g = helper.make_graph(
        [const('bias', np.array([1, -1], np.float32)),
         helper.make_node('Loop', ['M', '', 'v0'], ['v_final'], body=body)],
        'loop_capture', [vi('M', I64, []), vi('v0', F, [2, 2]), vi('w', F, [2, 2])],
        [vi('v_final', F, [2, 2])])
    v0 = np.array([[1, 2], [3, 4]], np.float32)
    w = np.array([[0.5, 1], [1.5, -1]], np.float32)
    v = v0
    for _ in range(4):
        v = (v * w + np.array([1, -1], np.float32)).astype(np.float32)
    save('loop_capture', g, [np.int64(4), v0, w], [v])


def scan_capture():
    body = helper.make_graph(
        [helper.make_node('Mul', ['x', 'scale'], ['xs']),
         helper.make_node('Add', ['s_in', 'xs'], ['s_out']),
         helper.make_node('Identity', ['s_out'], ['y'])],
        'body', [vi('s_in', F, [3]), vi('x', F, [3])],
        [vi('s_out', F, [3]), vi('y', F, [3])])
    g = helper.make_graph(
        [helper.make_node('Scan', ['s0', 'X'], ['s_final', 'Y'], body=body, num_scan_inputs=1)],
        'scan_capture', [vi('s0', F, [3]), vi('X', F, [4, 3]), vi('scale', F, [3])],
        [vi('s_final', F, [3]), vi('Y', F, [4, 3])])
    s0 = np.zeros(3, np.float32)
    X = np.arange(12, dtype=np.float32).reshape(4, 3)
    scale = np.array([1, 0.5, -2], np.float32)
    s, ys = s0, []
    for t in range(4):
        s = (s + X[t] * scale).astype(np.float32)
        ys.append(s)
    save('scan_capture', g, [s0, X, scale], [s, np.stack(ys)], opset=11)


def nested_loop():
    inner = helper.make_graph(
        [helper.make_node('Cast', ['j'], ['fj'], to=F),
         helper.make_node('Mul', ['fj', 'fo'], ['p']),  # fo: captured from the outer body
         helper.make_node('Add', ['a_in', 'p'], ['a_out']),
         helper.make_node('Identity', ['c2'], ['c2_out'])],
        'inner', [vi('j', I64, []), vi('c2', B, []), vi('a_in', F, [])],
        [vi('c2_out', B, []), vi('a_out', F, [])])
    outer = helper.make_graph(
        [helper.make_node('Cast', ['i'], ['fo'], to=F),
         helper.make_node('Loop', ['N', '', 'a'], ['a2'], body=inner),
         helper.make_node('Identity', ['c'], ['c_out']),
         helper.make_node('Identity', ['a2'], ['row'])],
        'outer', [vi('i', I64, []), vi('c', B, []), vi('a', F, [])],
        [vi('c_out', B, []), vi('a2', F, []), vi('row', F, [])])
    g = helper.make_graph(
        [helper.make_node('Loop', ['M', '', 'a0'], ['a_final', 'rows'], body=outer)],
        'nested_loop', [vi('M', I64, []), vi('N', I64, []), vi('a0', F, [])],
        [vi('a_final', F, []), vi('rows', F, [None])])
    a, rows = np.float32(1), []
    for i in range(3):
        for j in range(4):
            a = np.float32(a + j * i)
        rows.append(a)
    save('nested_loop', g, [np.int64(3), np.int64(4), np.float32(1)], [a, np.array(rows, np.float32)])


def loop_in_if():
    body = helper.make_graph(
        [helper.make_node('Add', ['v_in', 'v_in'], ['v_out']),
         helper.make_node('Identity', ['c'], ['c_out']),
         helper.make_node('Identity', ['v_in'], ['scan'])],
        'body', [vi('i', I64, []), vi('c', B, []), vi('v_in', F, [2])],
        [vi('c_out', B, []), vi('v_out', F, [2]), vi('scan', F, [2])])
    then_g = helper.make_graph(
        [helper.make_node('Loop', ['M', '', 'x'], ['tv', 'ts'], body=body)],
        'then', [], [vi('tv', F, [2]), vi('ts', F, [None, 2])])
    else_g = helper.make_graph(
        [helper.make_node('Neg', ['x'], ['ev']),
         helper.make_node('Unsqueeze', ['x', 'ax0'], ['es'])],
        'else', [], [vi('ev', F, [2]), vi('es', F, [1, 2])])
    g = helper.make_graph(
        [const('ax0', np.array([0], np.int64)),
         helper.make_node('If', ['flag'], ['v', 's'], then_branch=then_g, else_branch=else_g)],
        'loop_in_if', [vi('flag', B, []), vi('M', I64, []), vi('x', F, [2])],
        [vi('v', F, [2]), vi('s', F, [None, 2])])
    x = np.array([1, -3], np.float32)
    v, s = x, []
    for _ in range(3):
        s.append(v)
        v = v + v
    save('loop_in_if', g, [np.bool_(True), np.int64(3), x], [v, np.stack(s)])
    # The same graph taking the else branch.
    d = os.path.join(MODELS, 'loop_in_if')
    os.makedirs(os.path.join(d, 'test_data_set_1'))
    for k, a in enumerate([np.bool_(False), np.int64(3), x]):
        open(os.path.join(d, 'test_data_set_1', 'input_%d.pb' % k), 'wb').write(
            numpy_helper.from_array(np.asarray(a)).SerializeToString())
    for k, a in enumerate([-x, x.reshape(1, 2)]):
        open(os.path.join(d, 'test_data_set_1', 'output_%d.pb' % k), 'wb').write(
            numpy_helper.from_array(np.asarray(a)).SerializeToString())


def scan_reverse_axes():
    # Two states, two scan inputs: X scanned along axis 1 in reverse, Z along
    # axis -1 (opset 11); outputs stacked along axis 1, the second reversed.
    body = helper.make_graph(
        [helper.make_node('Add', ['s_in', 'x'], ['s_out']),
         helper.make_node('Mul', ['p_in', 'z'], ['p_out']),
         helper.make_node('Sub', ['s_out', 'z'], ['y1']),
         helper.make_node('Identity', ['p_out'], ['y2'])],
        'body', [vi('s_in', F, [2]), vi('p_in', F, [2]), vi('x', F, [2]), vi('z', F, [2])],
        [vi('s_out', F, [2]), vi('p_out', F, [2]), vi('y1', F, [2]), vi('y2', F, [2])])
    g = helper.make_graph(
        [helper.make_node('Scan', ['s0', 'p0', 'X', 'Z'], ['s', 'p', 'Y1', 'Y2'], body=body,
                          num_scan_inputs=2, scan_input_axes=[1, -1], scan_input_directions=[1, 0],
                          scan_output_axes=[1, -1], scan_output_directions=[0, 1])],
        'scan_reverse_axes',
        [vi('s0', F, [2]), vi('p0', F, [2]), vi('X', F, [2, 5]), vi('Z', F, [2, 5])],
        [vi('s', F, [2]), vi('p', F, [2]), vi('Y1', F, [2, 5]), vi('Y2', F, [2, 5])])
    s0 = np.array([0, 1], np.float32)
    p0 = np.array([1, 2], np.float32)
    X = np.arange(10, dtype=np.float32).reshape(2, 5)
    Z = (np.arange(10, dtype=np.float32).reshape(2, 5) * 0.25 + 0.5).astype(np.float32)
    T = 5
    s, p = s0, p0
    Y1 = np.zeros((2, T), np.float32)
    Y2 = np.zeros((2, T), np.float32)
    for t in range(T):
        x = X[:, T - 1 - t]      # input 0 reversed, axis 1
        z = Z[:, t]              # input 1 forward, axis -1 == 1
        s = (s + x).astype(np.float32)
        p = (p * z).astype(np.float32)
        Y1[:, t] = s - z         # output 0 forward on axis 1
        Y2[:, T - 1 - t] = p     # output 1 reversed on axis -1 == 1
    save('scan_reverse_axes', g, [s0, p0, X, Z], [s, p, Y1, Y2], opset=11)


def rnn_scan_graph(T, I, H, W, U, b):
    """A Scan RNN, h_t = tanh(x_t W + h_{t-1} U + b): inputs h0 [1, H] and
    X [T, I]; outputs the final h and every h_t (Y [T, H]). Shared with
    bench/onnx/make_models.py."""
    body = helper.make_graph(
        [helper.make_node('Unsqueeze', ['x', 'ax0'], ['x2']),
         helper.make_node('MatMul', ['x2', 'W'], ['xw']),
         helper.make_node('MatMul', ['h_in', 'U'], ['hu']),
         helper.make_node('Add', ['xw', 'hu'], ['s1']),
         helper.make_node('Add', ['s1', 'b'], ['s2']),
         helper.make_node('Tanh', ['s2'], ['h_out']),
         helper.make_node('Squeeze', ['h_out', 'ax0'], ['y'])],
        'rnn_body', [vi('h_in', F, [1, H]), vi('x', F, [I])],
        [vi('h_out', F, [1, H]), vi('y', F, [H])])
    return helper.make_graph(
        [helper.make_node('Scan', ['h0', 'X'], ['h', 'Y'], body=body, num_scan_inputs=1)],
        'scan_rnn', [vi('h0', F, [1, H]), vi('X', F, [T, I])], [vi('h', F, [1, H]), vi('Y', F, [T, H])],
        initializer=[numpy_helper.from_array(W, 'W'), numpy_helper.from_array(U, 'U'),
                     numpy_helper.from_array(b, 'b'),
                     numpy_helper.from_array(np.array([0], np.int64), 'ax0')])


def scan_rnn():
    # h_t = tanh(x_t W + h_{t-1} U + b) over 100 steps; outputs final h and all h.
    rng = np.random.RandomState(7)
    T, I, H = 100, 4, 8
    X = rng.uniform(-1, 1, (T, I)).astype(np.float32)
    W = (rng.uniform(-1, 1, (I, H)) * 0.5).astype(np.float32)
    U = (rng.uniform(-1, 1, (H, H)) * 0.3).astype(np.float32)
    b = (rng.uniform(-1, 1, (H,)) * 0.1).astype(np.float32)
    h0 = np.zeros((1, H), np.float32)
    g = rnn_scan_graph(T, I, H, W, U, b)
    h, ys = h0, []
    for t in range(T):
        h = np.tanh(X[t:t + 1] @ W + h @ U + b).astype(np.float32)
        ys.append(h[0])
    save('scan_rnn', g, [h0, X], [h, np.stack(ys)], opset=13)


def scan_proj():
    # Products of the scan inputs that onnx-hoist-scan computes for all steps
    # before the Scan: relu(x) W + c from X scanned in reverse (the hoisted
    # rows are read in reverse too), its product with Z (forward: stays in
    # the body) and the state's own product s V (stays).
    rng = np.random.RandomState(5)
    T = 6
    X = rng.uniform(-1, 1, (T, 4)).astype(np.float32)
    Z = rng.uniform(-1, 1, (T, 3)).astype(np.float32)
    W = rng.uniform(-1, 1, (4, 3)).astype(np.float32)
    V = (rng.uniform(-1, 1, (3, 3)) * 0.5).astype(np.float32)
    c = rng.uniform(-1, 1, (3,)).astype(np.float32)
    s0 = rng.uniform(-1, 1, (3,)).astype(np.float32)
    body = helper.make_graph(
        [helper.make_node('Relu', ['x'], ['r']),
         helper.make_node('MatMul', ['r', 'W'], ['p']),
         helper.make_node('Add', ['p', 'c'], ['q']),
         helper.make_node('Mul', ['q', 'z'], ['qz']),
         helper.make_node('MatMul', ['s_in', 'V'], ['sv']),
         helper.make_node('Add', ['sv', 'qz'], ['s_out']),
         helper.make_node('Identity', ['q'], ['y'])],
        'body', [vi('s_in', F, [3]), vi('x', F, [4]), vi('z', F, [3])],
        [vi('s_out', F, [3]), vi('y', F, [3])])
    g = helper.make_graph(
        [helper.make_node('Scan', ['s0', 'X', 'Z'], ['s', 'Y'], body=body,
                          num_scan_inputs=2, scan_input_directions=[1, 0])],
        'scan_proj', [vi('s0', F, [3]), vi('X', F, [T, 4]), vi('Z', F, [T, 3])],
        [vi('s', F, [3]), vi('Y', F, [T, 3])],
        initializer=[numpy_helper.from_array(W, 'W'), numpy_helper.from_array(V, 'V'),
                     numpy_helper.from_array(c, 'c')])
    s, ys = s0, []
    for t in range(T):
        q = (np.maximum(X[T - 1 - t], 0) @ W + c).astype(np.float32)
        s = (s @ V + q * Z[t]).astype(np.float32)
        ys.append(q)
    save('scan_proj', g, [s0, X, Z], [s, np.stack(ys)], opset=13)


def loop_growing():
    # The carried value gains one element per iteration (its shape changes).
    body = helper.make_graph(
        [helper.make_node('Cast', ['i'], ['fi'], to=F),
         helper.make_node('Unsqueeze', ['fi', 'ax0'], ['fi1']),
         helper.make_node('Concat', ['v_in', 'fi1'], ['v_out'], axis=0),
         helper.make_node('ReduceSum', ['v_out'], ['tot'], keepdims=0),
         helper.make_node('Identity', ['c'], ['c_out'])],
        'body', [vi('i', I64, []), vi('c', B, []), vi('v_in', F, [None])],
        [vi('c_out', B, []), vi('v_out', F, [None]), vi('tot', F, [])])
    g = helper.make_graph(
        [const('ax0', np.array([0], np.int64)),
         helper.make_node('Loop', ['M', '', 'v0'], ['v', 'totals'], body=body)],
        'loop_growing', [vi('M', I64, []), vi('v0', F, [1])],
        [vi('v', F, [None]), vi('totals', F, [None])])
    v0 = np.array([10], np.float32)
    v, tots = v0, []
    for i in range(5):
        v = np.concatenate([v, np.array([i], np.float32)])
        tots.append(v.sum())
    save('loop_growing', g, [np.int64(5), v0], [v, np.array(tots, np.float32)])


def tensor_ops():
    # Op list 2 outside control flow: Gemm, Sigmoid, Where, Greater, Transpose,
    # Reshape, Gather, Shape, Size, Range, Pow, Max, Min, Abs, Sqrt, Exp, Log, Not, And, Or.
    rng = np.random.RandomState(3)
    A = rng.uniform(-1, 1, (3, 4)).astype(np.float32)
    Bm = rng.uniform(-1, 1, (5, 4)).astype(np.float32)
    C = rng.uniform(-1, 1, (5,)).astype(np.float32)
    nodes = [
        helper.make_node('Gemm', ['A', 'Bm', 'C'], ['g'], alpha=0.5, beta=2.0, transB=1),
        helper.make_node('Sigmoid', ['g'], ['sg']),
        helper.make_node('Greater', ['g', 'zero'], ['pos']),
        helper.make_node('Where', ['pos', 'sg', 'g'], ['w']),
        helper.make_node('Transpose', ['w'], ['wt'], perm=[1, 0]),
        helper.make_node('Reshape', ['wt', 'shp'], ['r']),
        helper.make_node('Gather', ['r', 'idx'], ['ga'], axis=1),
        helper.make_node('Shape', ['ga'], ['sh']),
        helper.make_node('Size', ['ga'], ['sz']),
        helper.make_node('Range', ['r0', 'r1', 'r2'], ['rg']),
        helper.make_node('Abs', ['A'], ['aa']),
        helper.make_node('Sqrt', ['aa'], ['sq']),
        helper.make_node('Pow', ['sq', 'two'], ['pw']),
        helper.make_node('Exp', ['pw'], ['ex']),
        helper.make_node('Log', ['ex'], ['lg']),
        helper.make_node('Max', ['lg', 'A', 'half'], ['mx']),
        helper.make_node('Min', ['mx', 'A'], ['mn']),
        helper.make_node('Less', ['A', 'zero'], ['neg']),
        helper.make_node('Not', ['neg'], ['nn']),
        helper.make_node('And', ['nn', 'pos2'], ['an']),
        helper.make_node('Or', ['an', 'neg'], ['orr']),
        helper.make_node('ReduceSum', ['A', 'ax1'], ['rs'], keepdims=1),
        helper.make_node('Neg', ['rs'], ['ng']),
        helper.make_node('Sub', ['mn', 'ng'], ['sb']),
        helper.make_node('Div', ['sb', 'two'], ['dv']),
        helper.make_node('Squeeze', ['rs', 'ax1'], ['rsq']),
        helper.make_node('Equal', ['idx', 'idx'], ['eq']),
    ]
    inits = [numpy_helper.from_array(np.float32(0), 'zero'),
             numpy_helper.from_array(np.float32(2), 'two'),
             numpy_helper.from_array(np.float32(0.5), 'half'),
             numpy_helper.from_array(np.array([5, 3], np.int64), 'shp'),
             numpy_helper.from_array(np.array([[2, 0], [-1, 1]], np.int64), 'idx'),
             numpy_helper.from_array(np.array([1], np.int64), 'ax1'),
             numpy_helper.from_array(np.float32(1), 'r0'),
             numpy_helper.from_array(np.float32(3.2), 'r1'),
             numpy_helper.from_array(np.float32(0.5), 'r2'),
             numpy_helper.from_array(np.array([True, False, True, True]), 'pos2')]
    outs = ['ga', 'sh', 'sz', 'rg', 'orr', 'dv', 'rsq', 'eq']
    g = helper.make_graph(nodes, 'tensor_ops', [vi('A', F, [3, 4]), vi('Bm', F, [5, 4]), vi('C', F, [5])],
                          [vi(o, TensorProto.UNDEFINED, None) for o in outs], initializer=inits)
    gm = (0.5 * (A @ Bm.T) + 2.0 * C).astype(np.float32)
    sg = (1 / (1 + np.exp(-gm))).astype(np.float32)
    w = np.where(gm > 0, sg, gm)
    r = w.T.reshape(5, 3)
    idx = np.array([[2, 0], [-1, 1]])
    ga = np.take(r, np.where(idx < 0, idx + 3, idx), axis=1)
    rg = np.arange(1, 3.2, 0.5, dtype=np.float32)
    aa = np.abs(A)
    lg = np.log(np.exp(np.power(np.sqrt(aa), 2)))
    mx = np.maximum(np.maximum(lg, A), np.float32(0.5))
    mn = np.minimum(mx, A)
    neg = A < 0
    orr = np.logical_or(np.logical_and(~neg, np.array([True, False, True, True])), neg)
    rs = A.sum(axis=1, keepdims=True)
    dv = ((mn - (-rs)) / 2).astype(np.float32)
    save('tensor_ops', g, [A, Bm, C],
         [ga.astype(np.float32), np.array(ga.shape, np.int64), np.int64(ga.size), rg, orr, dv,
          rs.reshape(3).astype(np.float32), np.ones((2, 2), bool)])


def scan8_batch():
    # Opset 8 Scan: leading batch axis, 'directions' reverses the scan input.
    body = helper.make_graph(
        [helper.make_node('Add', ['s_in', 'x'], ['s_out']),
         helper.make_node('Identity', ['s_out'], ['y'])],
        'body', [vi('s_in', F, [2]), vi('x', F, [2])], [vi('s_out', F, [2]), vi('y', F, [2])])
    g = helper.make_graph(
        [helper.make_node('Scan', ['', 's0', 'X'], ['s', 'Y'], body=body, num_scan_inputs=1,
                          directions=[1])],
        'scan8_batch', [vi('s0', F, [2, 2]), vi('X', F, [2, 3, 2])],
        [vi('s', F, [2, 2]), vi('Y', F, [2, 3, 2])])
    s0 = np.array([[0, 0], [10, 20]], np.float32)
    X = np.arange(12, dtype=np.float32).reshape(2, 3, 2)
    S = np.zeros_like(s0)
    Y = np.zeros_like(X)
    for bi in range(2):
        s = s0[bi]
        for t in range(3):
            s = s + X[bi, 2 - t]
            Y[bi, t] = s
        S[bi] = s
    save('scan8_batch', g, [s0, X], [S, Y], opset=8)


# ------------------------- sequences and optionals -------------------------
# Expected values follow the ONNX operator specification (Operators.md):
# SequenceInsert/Erase/At positions may be negative (counted from the end);
# SplitToSequence without 'split' makes chunks of 1 (squeezed unless
# keepdims), a scalar 'split' chunks of that size (the last may be smaller);
# ConcatFromSequence with new_axis stacks.

def seq_loop_grow():
    # The exporters' dynamic output: SequenceEmpty, a Loop inserting a row of
    # i + 1 values per iteration, then ConcatFromSequence and SequenceLength.
    body = helper.make_graph(
        [helper.make_node('Identity', ['c'], ['cond_out']),
         const('one', np.int64(1)), const('zero1', np.array([0], np.int64)),
         const('ax', np.array([0], np.int64)),
         helper.make_node('Add', ['i', 'one'], ['end']),
         helper.make_node('Unsqueeze', ['end', 'ax'], ['end1']),
         helper.make_node('Slice', ['x', 'zero1', 'end1'], ['row']),
         helper.make_node('Mul', ['row', 'row'], ['sq']),
         helper.make_node('SequenceInsert', ['seq_in', 'sq'], ['seq_out'])],
        'body', [vi('i', I64, []), vi('c', B, []), seq_vi('seq_in', F, None)],
        [vi('cond_out', B, []), seq_vi('seq_out', F, [None])])
    g = helper.make_graph(
        [helper.make_node('SequenceEmpty', [], ['empty'], dtype=F),
         helper.make_node('Loop', ['M', '', 'empty'], ['rows'], body=body),
         helper.make_node('ConcatFromSequence', ['rows'], ['flat'], axis=0),
         helper.make_node('SequenceLength', ['rows'], ['n'])],
        'seq_loop_grow', [vi('M', I64, []), vi('x', F, [6])],
        [seq_vi('rows', F, [None]), vi('flat', F, [None]), vi('n', I64, [])])
    M, x = np.int64(4), np.array([1, 2, 3, 4, 5, 6], np.float32)
    rows = Seq([(x[:i + 1] * x[:i + 1]).astype(np.float32) for i in range(M)])
    save('seq_loop_grow', g, [M, x], [rows, np.concatenate(rows), np.int64(len(rows))], opset=13)


def seq_append_loop():
    # A Loop appending 40 rows (i * x, then x's first i % 3 + 1 values) to a
    # sequence: the appends write into the carried list's spare capacity
    # (passes/onnx_lower_seq.c, append), which grows several times (data,
    # rows, width) on the way.
    body = helper.make_graph(
        [helper.make_node('Identity', ['c'], ['cond_out']),
         const('three', np.int64(3)), const('one', np.int64(1)),
         const('zero1', np.array([0], np.int64)), const('ax', np.array([0], np.int64)),
         helper.make_node('Cast', ['i'], ['fi'], to=F),
         helper.make_node('Mul', ['x', 'fi'], ['row']),
         helper.make_node('SequenceInsert', ['s_in', 'row'], ['s_mid']),
         helper.make_node('Mod', ['i', 'three'], ['m']),
         helper.make_node('Add', ['m', 'one'], ['end']),
         helper.make_node('Unsqueeze', ['end', 'ax'], ['end1']),
         helper.make_node('Slice', ['x', 'zero1', 'end1'], ['part']),
         helper.make_node('SequenceInsert', ['s_mid', 'part'], ['s_out'])],
        'body', [vi('i', I64, []), vi('c', B, []), seq_vi('s_in', F, None)],
        [vi('cond_out', B, []), seq_vi('s_out', F, [None])])
    g = helper.make_graph(
        [helper.make_node('SequenceEmpty', [], ['empty'], dtype=F),
         helper.make_node('Loop', ['M', '', 'empty'], ['rows'], body=body),
         helper.make_node('ConcatFromSequence', ['rows'], ['flat'], axis=0)],
        'seq_append_loop', [vi('M', I64, []), vi('x', F, [5])],
        [seq_vi('rows', F, [None]), vi('flat', F, [None])])
    M, x = np.int64(40), np.array([1, 2, 3, 4, 5], np.float32)
    rows = []
    for i in range(M):
        rows += [(x * np.float32(i)).astype(np.float32), x[:i % 3 + 1]]
    save('seq_append_loop', g, [M, x], [Seq(rows), np.concatenate(rows)], opset=13)


def seq_append_shared():
    # Lists that must not be changed in place: s1 is read after s2 and s3
    # append to it, and the Loop's first value is a graph output too; each
    # must keep its value. (s1 and the Loop's own appends may be in place.)
    body = helper.make_graph(
        [helper.make_node('Identity', ['c'], ['cond_out']),
         helper.make_node('SequenceInsert', ['s_in', 'b'], ['s_out'])],
        'body', [vi('i', I64, []), vi('c', B, []), seq_vi('s_in', F, [2])],
        [vi('cond_out', B, []), seq_vi('s_out', F, [2])])
    g = helper.make_graph(
        [helper.make_node('SequenceConstruct', ['a'], ['s0']),
         helper.make_node('SequenceInsert', ['s0', 'b'], ['s1']),
         helper.make_node('SequenceInsert', ['s1', 'a'], ['s2']),
         helper.make_node('SequenceInsert', ['s1', 'b'], ['s3']),
         helper.make_node('SequenceConstruct', ['a', 'a'], ['init']),
         helper.make_node('Loop', ['M', '', 'init'], ['grown'], body=body)],
        'seq_append_shared', [vi('M', I64, []), vi('a', F, [2]), vi('b', F, [2])],
        [seq_vi('s1', F, [2]), seq_vi('s2', F, [2]), seq_vi('s3', F, [2]),
         seq_vi('init', F, [2]), seq_vi('grown', F, [2])])
    M, a, b = np.int64(20), np.array([1, 2], np.float32), np.array([-3, 4], np.float32)
    save('seq_append_shared', g, [M, a, b],
         [Seq([a, b]), Seq([a, b, a]), Seq([a, b, b]), Seq([a, a]), Seq([a, a] + [b] * M)],
         opset=13)


def seq_loop_while():
    # No trip count: loop.while carrying a sequence (erasing its first element
    # while its length exceeds 1) and a scan output of the lengths.
    body = helper.make_graph(
        [const('z', np.int64(0)), const('one', np.int64(1)),
         helper.make_node('SequenceErase', ['s_in', 'z'], ['s_out']),
         helper.make_node('SequenceLength', ['s_out'], ['len']),
         helper.make_node('Greater', ['len', 'one'], ['cond_out'])],
        'body', [vi('i', I64, []), vi('c', B, []), seq_vi('s_in', F, [None])],
        [vi('cond_out', B, []), seq_vi('s_out', F, [None]), vi('len', I64, [])])
    g = helper.make_graph(
        [helper.make_node('Loop', ['', 'c0', 's0'], ['s_final', 'lens'], body=body),
         const('m1', np.int64(-1)),
         helper.make_node('SequenceAt', ['s_final', 'm1'], ['last'])],
        'seq_loop_while', [vi('c0', B, []), seq_vi('s0', F, [None])],
        [seq_vi('s_final', F, [None]), vi('lens', I64, [None]), vi('last', F, [None])])
    s0 = Seq([np.arange(k + 1, dtype=np.float32) for k in range(5)])
    s, lens, cond = list(s0), [], True
    while cond:
        s = s[1:]
        lens.append(len(s))
        cond = len(s) > 1
    save('seq_loop_while', g, [np.bool_(True), s0],
         [Seq(s), np.array(lens, np.int64), s[-1]], opset=13)


def seq_if():
    # If whose branches build sequences of different lengths; SequenceAt
    # with a negative position reads the result.
    then_g = helper.make_graph(
        [const('a', np.array([1, 2], np.float32)), const('b', np.array([3, 4, 5], np.float32)),
         helper.make_node('SequenceConstruct', ['a', 'b', 'x'], ['t'])],
        'then', [], [seq_vi('t', F, [None])])
    else_g = helper.make_graph(
        [helper.make_node('Neg', ['x'], ['nx']),
         helper.make_node('SequenceConstruct', ['nx'], ['e'])],
        'else', [], [seq_vi('e', F, [None])])
    g = helper.make_graph(
        [helper.make_node('If', ['c'], ['s'], then_branch=then_g, else_branch=else_g),
         const('m2', np.int64(-1)),
         helper.make_node('SequenceAt', ['s', 'm2'], ['last'])],
        'seq_if', [vi('c', B, []), vi('x', F, [4])],
        [seq_vi('s', F, [None]), vi('last', F, [None])])
    x = np.array([9, 8, 7, 6], np.float32)
    s = [np.array([1, 2], np.float32), np.array([3, 4, 5], np.float32), x]
    save('seq_if', g, [np.bool_(True), x], [Seq(s), x], opset=13)


def seq_ops():
    # SequenceConstruct/Insert/Erase/At/Length, SplitToSequence in its three
    # forms and ConcatFromSequence with new_axis, on a 2x3 input.
    g = helper.make_graph(
        [const('m1', np.int64(-1)), const('one', np.int64(1)), const('two', np.int32(2)),
         const('sp', np.array([1, 2], np.int64)),
         helper.make_node('SequenceConstruct', ['x', 'x'], ['s2']),
         helper.make_node('SequenceInsert', ['s2', 'y', 'one'], ['s3']),
         helper.make_node('SequenceInsert', ['s3', 'x', 'm1'], ['s4']),
         helper.make_node('SequenceErase', ['s4', 'one'], ['s5']),
         helper.make_node('SequenceErase', ['s5'], ['s6']),
         helper.make_node('SequenceLength', ['s6'], ['n6']),
         helper.make_node('SequenceAt', ['s4', 'one'], ['at1']),
         helper.make_node('SplitToSequence', ['x'], ['rows'], axis=0, keepdims=0),
         helper.make_node('SplitToSequence', ['x', 'two'], ['cols'], axis=1),
         helper.make_node('SplitToSequence', ['x', 'sp'], ['parts'], axis=1),
         helper.make_node('ConcatFromSequence', ['rows'], ['stacked'], axis=1, new_axis=1)],
        'seq_ops', [vi('x', F, [2, 3]), vi('y', F, [2, 3])],
        [seq_vi('s6', F, [2, 3]), vi('n6', I64, []), vi('at1', F, [2, 3]),
         seq_vi('rows', F, [3]), seq_vi('cols', F, [2, None]), seq_vi('parts', F, [2, None]),
         vi('stacked', F, [3, 2])])
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    y = -x
    s4 = [x, y, x, x]  # insert y at 1, x at -1 (before the last)
    s5 = s4[:1] + s4[2:]
    s6 = s5[:-1]
    rows = [x[0], x[1]]
    cols = [x[:, 0:2], x[:, 2:3]]
    parts = [x[:, 0:1], x[:, 1:3]]
    save('seq_ops', g, [x, y],
         [Seq(s6), np.int64(len(s6)), s4[1], Seq(rows), Seq(cols), Seq(parts),
          np.stack(rows, axis=1)], opset=13)


def opt_ops():
    # Optional of a tensor and of nothing; HasElement and GetElement; an
    # optional graph input that is absent and one that holds a sequence.
    g = helper.make_graph(
        [helper.make_node('Optional', ['x'], ['ox']),
         helper.make_node('Optional', [], ['none'],
                          type=helper.make_tensor_type_proto(F, [2])),
         helper.make_node('OptionalHasElement', ['ox'], ['has_x']),
         helper.make_node('OptionalHasElement', ['none'], ['has_none']),
         helper.make_node('OptionalHasElement', ['oin'], ['has_in']),
         helper.make_node('OptionalGetElement', ['ox'], ['gx']),
         helper.make_node('OptionalGetElement', ['oseq'], ['gs']),
         helper.make_node('SequenceLength', ['gs'], ['ns'])],
        'opt_ops', [vi('x', F, [2]), opt_vi('oin', helper.make_tensor_type_proto(F, [2])),
                    opt_vi('oseq', helper.make_sequence_type_proto(
                        helper.make_tensor_type_proto(I64, [None])))],
        [vi('has_x', B, []), vi('has_none', B, []), vi('has_in', B, []), vi('gx', F, [2]),
         seq_vi('gs', I64, [None]), vi('ns', I64, []),
         opt_vi('none', helper.make_tensor_type_proto(F, [2]))])
    x = np.array([1.5, -2], np.float32)
    sq = Seq([np.array([1, 2, 3], np.int64), np.array([4], np.int64)])
    save('opt_ops', g, [x, Opt(None, TensorProto.FLOAT), Opt(sq)],
         [np.bool_(True), np.bool_(False), np.bool_(False), x, sq, np.int64(2),
          Opt(None, TensorProto.FLOAT)], opset=16)


def seq_map():
    # SequenceMap over a sequence of differently sized tensors and a tensor,
    # with two outputs per element.
    body = helper.make_graph(
        [helper.make_node('Mul', ['e', 'k'], ['scaled']),
         helper.make_node('Shape', ['e'], ['shape'])],
        'body', [vi('e', F, [None]), vi('k', F, [1])],
        [vi('scaled', F, [None]), vi('shape', I64, [1])])
    g = helper.make_graph(
        [helper.make_node('SequenceMap', ['s', 'k'], ['out', 'shapes'], body=body)],
        'seq_map', [seq_vi('s', F, [None]), vi('k', F, [1])],
        [seq_vi('out', F, [None]), seq_vi('shapes', I64, [1])])
    s = Seq([np.array([1, 2, 3], np.float32), np.array([], np.float32),
             np.array([4, 5], np.float32)])
    k = np.array([10], np.float32)
    save('seq_map', g, [s, k], [Seq([e * k for e in s]),
                                Seq([np.array(e.shape, np.int64) for e in s])], opset=17)


def bad_models():
    shutil.rmtree(BAD, ignore_errors=True)
    os.makedirs(BAD)

    def write(name, graph, opset=13):
        m = helper.make_model(graph, opset_imports=[helper.make_opsetid('', opset)])
        m.ir_version = 8
        data = m.SerializeToString()
        open(os.path.join(BAD, name), 'wb').write(data)
        return data

    good = helper.make_graph(
        [helper.make_node('Add', ['a', 'a'], ['b'], name='add0'),
         helper.make_node('Relu', ['b'], ['c'], name='relu0')],
        'g', [vi('a', F, [4])], [vi('c', F, [4])])
    data = write('good.onnx', good)
    open(os.path.join(BAD, 'truncated.onnx'), 'wb').write(data[:len(data) * 2 // 3])
    rng = np.random.RandomState(1234)
    open(os.path.join(BAD, 'random.onnx'), 'wb').write(rng.bytes(300))
    write('undefined_name.onnx', helper.make_graph(
        [helper.make_node('Add', ['a', 'nope'], ['c'], name='add_undef')],
        'g', [vi('a', F, [4])], [vi('c', F, [4])]))
    write('missing_body.onnx', helper.make_graph(
        [helper.make_node('Loop', ['M', '', 'a'], ['c'], name='loop_nobody')],
        'g', [vi('M', I64, []), vi('a', F, [4])], [vi('c', F, [4])]))
    body = helper.make_graph(
        [helper.make_node('Identity', ['c'], ['c_out']), helper.make_node('Identity', ['v'], ['v_out'])],
        'b', [vi('i', I64, []), vi('c', B, [])], [vi('c_out', B, []), vi('v_out', F, [4])])
    write('wrong_body_inputs.onnx', helper.make_graph(
        [helper.make_node('Loop', ['M', '', 'a'], ['c'], name='loop_badbody', body=body)],
        'g', [vi('M', I64, []), vi('a', F, [4])], [vi('c', F, [4])]))
    write('unsupported_op.onnx', helper.make_graph(
        [helper.make_node('GridSample', ['a', 'a'], ['c'], name='grid0')],
        'g', [vi('a', F, [4])], [vi('c', F, [4])]))
    write('bad_opset.onnx', good, opset=99)
    m = helper.make_model(good, opset_imports=[helper.make_opsetid('ai.onnx.preview.training', 1)])
    m.ir_version = 8
    open(os.path.join(BAD, 'other_domain.onnx'), 'wb').write(m.SerializeToString())
    # A position past the sequence's end: a run-time error naming the node.
    write('seq_at_range.onnx', helper.make_graph(
        [const('five', np.int64(5)),
         helper.make_node('SequenceConstruct', ['a', 'a'], ['s'], name='mk'),
         helper.make_node('SequenceAt', ['s', 'five'], ['c'], name='at5')],
        'g', [vi('a', F, [4])], [vi('c', F, [4])]))


def main():
    os.makedirs(MODELS, exist_ok=True)
    for fn in (loop_cond_only, loop_early_exit, loop_zero_trips, loop_capture, scan_capture,
               nested_loop, loop_in_if, scan_reverse_axes, scan_rnn, scan_proj, loop_growing, tensor_ops,
               scan8_batch, seq_loop_grow, seq_loop_while, seq_if, seq_ops, opt_ops, seq_map,
               seq_append_loop, seq_append_shared):
        fn()
    bad_models()


if __name__ == '__main__':
    sys.exit(main())
