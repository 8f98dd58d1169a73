#!/usr/bin/python3
"""make_models.py: writes the ONNX benchmark models into OUTDIR: four
control-flow models (Loop with a scalar body, Scan RNN, Loop over a 256x256
MatMul, Loop growing a sequence) and the dense layers of issue 25 (PyTorch's
Linear as Gemm with transB=1, Gemm without transposition, MatMul to 1000 and
to 1024 columns; a 3x3 convolution of 64 channels on 56x56; a ResNet stem: 7x7
stride-2 convolution, BatchNormalization, Relu and MaxPool on 224x224; a small
CNN of conv-BN-ReLU blocks, pooling and a classifier; a depthwise convolution;
one transformer encoder block; ResNet-18), with their inputs.

For each model NAME: OUTDIR/NAME/model.onnx, input_K.bin (raw little-endian
data) and meta.json (graph input/output names, element types and shapes),
which both the ORT timer and the loopc harness generator read. Inputs are
deterministic (fixed seeds). Run with /usr/bin/python3 (python3-onnx, numpy).

usage: make_models.py OUTDIR"""
import json
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

# The model builders shared with the test generator.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'tests', 'onnx'))
from gen_models import B, F, I64, rnn_scan_graph, vi  # noqa: E402


def save(outdir, name, graph, inputs, outputs, opset=13, fma=None):
    """inputs: [(name, array)], outputs: [(name, dtype, shape)]; fma: the
    model's multiply-adds, for run.sh's fraction of the machine's peak."""
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', opset)],
                              producer_name='loopc-bench')
    model.ir_version = 8
    onnx.checker.check_model(model)
    d = os.path.join(outdir, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, 'model.onnx'), 'wb') as f:
        f.write(model.SerializeToString())
    meta = {'name': name, 'inputs': [], 'outputs': []}
    if fma:
        meta['fma'] = fma
    for k, (iname, arr) in enumerate(inputs):
        arr = np.array(arr, order="C")  # (ascontiguousarray would make 0-d arrays 1-d)
        path = 'input_%d.bin' % k
        arr.astype(arr.dtype.newbyteorder('<')).tofile(os.path.join(d, path))
        meta['inputs'].append({'name': iname, 'dtype': str(arr.dtype),
                               'shape': list(arr.shape), 'file': path})
    for oname, dtype, shape in outputs:
        meta['outputs'].append({'name': oname, 'dtype': dtype, 'shape': shape})
    with open(os.path.join(d, 'meta.json'), 'w') as f:
        json.dump(meta, f, indent=1)


def loop_scalar(outdir):
    # (a) 100,000 iterations of x = x * a + c; s = s + x on scalar carried
    # values; the condition is passed through unchanged, so the Loop is a
    # counted loop. (The iteration number is not used: ONNX Runtime passes it
    # with shape [1], which would make the carried values change shape.)
    n = 100000
    body = helper.make_graph(
        [helper.make_node('Mul', ['x_in', 'a'], ['xa']),
         helper.make_node('Add', ['xa', 'c'], ['x_out']),
         helper.make_node('Add', ['s_in', 'x_out'], ['s_out']),
         helper.make_node('Identity', ['cond'], ['cond_out'])],
        'body', [vi('i', I64, []), vi('cond', B, []), vi('x_in', F, []), vi('s_in', F, [])],
        [vi('cond_out', B, []), vi('x_out', F, []), vi('s_out', F, [])])
    g = helper.make_graph(
        [helper.make_node('Loop', ['M', '', 'x0', 's0'], ['x', 's'], body=body)],
        'loop_scalar', [vi('M', I64, []), vi('x0', F, []), vi('s0', F, [])],
        [vi('x', F, []), vi('s', F, [])],
        initializer=[numpy_helper.from_array(np.array(0.999, np.float32), 'a'),
                     numpy_helper.from_array(np.array(1e-3, np.float32), 'c')])
    save(outdir, 'loop_scalar', g,
         [('M', np.array(n, np.int64)), ('x0', np.array(0.5, np.float32)),
          ('s0', np.array(0.0, np.float32))],
         [('x', 'float32', []), ('s', 'float32', [])])


def scan_rnn(outdir):
    # (b) h_t = tanh(x_t W + h_{t-1} U + b), hidden size 64, 10,000 steps.
    rng = np.random.RandomState(7)
    T, I, H = 10000, 64, 64
    X = rng.uniform(-1, 1, (T, I)).astype(np.float32)
    W = (rng.uniform(-1, 1, (I, H)) * 0.2).astype(np.float32)
    U = (rng.uniform(-1, 1, (H, H)) * 0.2).astype(np.float32)
    b = (rng.uniform(-1, 1, (H,)) * 0.1).astype(np.float32)
    h0 = np.zeros((1, H), np.float32)
    g = rnn_scan_graph(T, I, H, W, U, b)
    save(outdir, 'scan_rnn', g, [('h0', h0), ('X', X)],
         [('h', 'float32', [1, H]), ('Y', 'float32', [T, H])])


def loop_matmul(outdir):
    # (c) 100 iterations of A = tanh(A @ W + D) on 256x256 matrices. W is a
    # contraction (gain < 1) and D a fixed drive captured from the outer
    # graph, so A approaches a fixed point of size O(1) and rounding
    # differences between runtimes shrink instead of growing.
    rng = np.random.RandomState(11)
    N, n = 256, 100
    A0 = rng.uniform(-1, 1, (N, N)).astype(np.float32)
    D = rng.uniform(-1, 1, (N, N)).astype(np.float32)
    W = (rng.uniform(-1, 1, (N, N)) * np.sqrt(3.0 / N) * 0.8).astype(np.float32)
    body = helper.make_graph(
        [helper.make_node('MatMul', ['a_in', 'W'], ['aw']),
         helper.make_node('Add', ['aw', 'D'], ['ad']),
         helper.make_node('Tanh', ['ad'], ['a_out']),
         helper.make_node('Identity', ['cond'], ['cond_out'])],
        'body', [vi('i', I64, []), vi('cond', B, []), vi('a_in', F, [N, N])],
        [vi('cond_out', B, []), vi('a_out', F, [N, N])])
    g = helper.make_graph(
        [helper.make_node('Loop', ['M', '', 'A0'], ['A'], body=body)],
        'loop_matmul', [vi('M', I64, []), vi('A0', F, [N, N]), vi('D', F, [N, N])],
        [vi('A', F, [N, N])],
        initializer=[numpy_helper.from_array(W, 'W')])
    save(outdir, 'loop_matmul', g,
         [('M', np.array(n, np.int64)), ('A0', A0), ('D', D)],
         [('A', 'float32', [N, N])])


def loop_seq(outdir):
    # (d) The exporters' dynamic output: SequenceEmpty, then a Loop of 500
    # iterations inserting a row of 64 values (x scaled by the iteration
    # number) into the sequence it carries, then ConcatFromSequence.
    rng = np.random.RandomState(13)
    n, w = 500, 64
    x = rng.uniform(-1, 1, (w,)).astype(np.float32)
    body = helper.make_graph(
        [helper.make_node('Cast', ['i'], ['fi'], to=F),
         helper.make_node('Mul', ['x', 'fi'], ['row']),
         helper.make_node('SequenceInsert', ['s_in', 'row'], ['s_out']),
         helper.make_node('Identity', ['cond'], ['cond_out'])],
        'body', [vi('i', I64, []), vi('cond', B, []),
                 helper.make_tensor_sequence_value_info('s_in', F, [w])],
        [vi('cond_out', B, []), helper.make_tensor_sequence_value_info('s_out', F, [w])])
    g = helper.make_graph(
        [helper.make_node('SequenceEmpty', [], ['empty'], dtype=F),
         helper.make_node('Loop', ['M', '', 'empty'], ['rows'], body=body),
         helper.make_node('ConcatFromSequence', ['rows'], ['Y'], axis=0, new_axis=1)],
        'loop_seq', [vi('M', I64, []), vi('x', F, [w])], [vi('Y', F, [n, w])])
    save(outdir, 'loop_seq', g, [('M', np.array(n, np.int64)), ('x', x)],
         [('Y', 'float32', [n, w])])


def dense(outdir, name, m, k, n, op, trans_b=False, bias=True):
    # One dense layer with its weights as initializers, as exporters write it:
    # Y = X W^T + b (PyTorch's Linear: Gemm transB=1), X W + b (Gemm) or X W
    # (MatMul).
    rng = np.random.RandomState(3)
    x = rng.uniform(-1, 1, (m, k)).astype(np.float32)
    w = rng.uniform(-0.05, 0.05, (n, k) if trans_b else (k, n)).astype(np.float32)
    inits = [numpy_helper.from_array(w, 'W')]
    ins = ['X', 'W']
    if bias:
        inits.append(numpy_helper.from_array(rng.uniform(-1, 1, (n,)).astype(np.float32), 'bias'))
        ins.append('bias')
    node = (helper.make_node('Gemm', ins, ['Y'], transB=1) if op == 'Gemm' and trans_b
            else helper.make_node(op, ins, ['Y']))
    g = helper.make_graph([node], name, [vi('X', F, [m, k])], [vi('Y', F, [m, n])], initializer=inits)
    save(outdir, name, g, [('X', x)], [('Y', 'float32', [m, n])], fma=m * k * n)


def conv(outdir, name, n, c, hw, m, k, stride, pad, stem=False, group=1):
    # A convolution with its weights and bias as initializers; the ResNet
    # stem adds BatchNormalization, Relu and a 3x3 stride-2 MaxPool; group=c
    # is a depthwise convolution (MobileNet's).
    rng = np.random.RandomState(4)
    x = rng.uniform(-1, 1, (n, c, hw, hw)).astype(np.float32)
    w = rng.uniform(-0.1, 0.1, (m, c // group, k, k)).astype(np.float32)
    inits = [numpy_helper.from_array(w, 'W'),
             numpy_helper.from_array(rng.uniform(-1, 1, (m,)).astype(np.float32), 'bias')]
    o = (hw + 2 * pad - k) // stride + 1
    nodes = [helper.make_node('Conv', ['X', 'W', 'bias'], ['C'], kernel_shape=[k, k],
                              strides=[stride, stride], pads=[pad] * 4, group=group)]
    out, shape = 'C', [n, m, o, o]
    if stem:
        for nm, lo, hi in (('scale', 0.5, 1.5), ('shift', -0.5, 0.5), ('mean', -0.5, 0.5), ('var', 0.5, 1.5)):
            inits.append(numpy_helper.from_array(rng.uniform(lo, hi, (m,)).astype(np.float32), nm))
        p = (o + 2 - 3) // 2 + 1
        nodes += [helper.make_node('BatchNormalization', ['C', 'scale', 'shift', 'mean', 'var'], ['N']),
                  helper.make_node('Relu', ['N'], ['R']),
                  helper.make_node('MaxPool', ['R'], ['Y'], kernel_shape=[3, 3], strides=[2, 2],
                                   pads=[1, 1, 1, 1])]
        out, shape = 'Y', [n, m, p, p]
    g = helper.make_graph(nodes, name, [vi('X', F, list(x.shape))], [vi(out, F, shape)],
                          initializer=inits)
    save(outdir, name, g, [('X', x)], [(out, 'float32', shape)], fma=n * m * o * o * (c // group) * k * k)


def small_cnn(outdir):
    # A small real CNN as PyTorch exports one: three conv-BN-ReLU blocks
    # (16, 32, 64 channels, 3x3, padding 1) with a 2x2 MaxPool after the
    # first two, global average pooling, Flatten and a Linear classifier
    # (Gemm with transB) to 10 classes, on a batch of 8 images of 3x64x64.
    rng = np.random.RandomState(6)
    n, hw = 8, 64
    x = rng.uniform(-1, 1, (n, 3, hw, hw)).astype(np.float32)
    inits, nodes, cur, c, fma = [], [], 'X', 3, 0
    for i, m in enumerate((16, 32, 64)):
        p = 'b%d_' % i
        inits += [numpy_helper.from_array(rng.uniform(-0.2, 0.2, (m, c, 3, 3)).astype(np.float32), p + 'W'),
                  numpy_helper.from_array(rng.uniform(-0.1, 0.1, (m,)).astype(np.float32), p + 'bias')]
        for nm, lo, hi in (('scale', 0.5, 1.5), ('shift', -0.5, 0.5), ('mean', -0.5, 0.5), ('var', 0.5, 1.5)):
            inits.append(numpy_helper.from_array(rng.uniform(lo, hi, (m,)).astype(np.float32), p + nm))
        nodes += [helper.make_node('Conv', [cur, p + 'W', p + 'bias'], [p + 'C'], kernel_shape=[3, 3],
                                   pads=[1, 1, 1, 1]),
                  helper.make_node('BatchNormalization', [p + 'C', p + 'scale', p + 'shift', p + 'mean',
                                                          p + 'var'], [p + 'N']),
                  helper.make_node('Relu', [p + 'N'], [p + 'R'])]
        fma += n * m * hw * hw * c * 9
        cur, c = p + 'R', m
        if i < 2:
            nodes.append(helper.make_node('MaxPool', [cur], [p + 'P'], kernel_shape=[2, 2], strides=[2, 2]))
            cur, hw = p + 'P', hw // 2
    inits += [numpy_helper.from_array(rng.uniform(-0.2, 0.2, (10, c)).astype(np.float32), 'fc_W'),
              numpy_helper.from_array(rng.uniform(-0.1, 0.1, (10,)).astype(np.float32), 'fc_b')]
    nodes += [helper.make_node('GlobalAveragePool', [cur], ['G']),
              helper.make_node('Flatten', ['G'], ['F']),
              helper.make_node('Gemm', ['F', 'fc_W', 'fc_b'], ['Y'], transB=1)]
    fma += n * c * 10
    g = helper.make_graph(nodes, 'small_cnn', [vi('X', F, list(x.shape))], [vi('Y', F, [n, 10])],
                          initializer=inits)
    save(outdir, 'small_cnn', g, [('X', x)], [('Y', 'float32', [n, 10])], fma=fma)


def transformer(outdir):
    # One encoder block of a small transformer as PyTorch exports it (opset
    # 17): LayerNormalization, Q/K/V projections (MatMul + Add), heads split by
    # Reshape and Transpose, scaled Q K^T, Softmax, times V, heads merged, the
    # output projection and a residual Add; then LayerNormalization, an MLP
    # with GELU written with Erf, and a second residual Add. Sequence 128,
    # width 256, 4 heads, MLP width 1024.
    rng = np.random.RandomState(7)
    s_, d, h, f = 128, 256, 4, 1024
    dh = d // h
    x = rng.uniform(-1, 1, (1, s_, d)).astype(np.float32)
    inits, nodes = [], []

    def init(name, arr):
        inits.append(numpy_helper.from_array(np.asarray(arr), name))
        return name

    def linear(name, inp, k, n):
        w = init(name + '_W', rng.uniform(-0.08, 0.08, (k, n)).astype(np.float32))
        b = init(name + '_b', rng.uniform(-0.1, 0.1, (n,)).astype(np.float32))
        nodes.extend([helper.make_node('MatMul', [inp, w], [name + '_mm']),
                      helper.make_node('Add', [name + '_mm', b], [name])])
        return name

    def layernorm(name, inp):
        g = init(name + '_g', rng.uniform(0.5, 1.5, (d,)).astype(np.float32))
        b = init(name + '_b', rng.uniform(-0.5, 0.5, (d,)).astype(np.float32))
        nodes.append(helper.make_node('LayerNormalization', [inp, g, b], [name], axis=-1, epsilon=1e-5))
        return name

    def heads(name, inp):
        nodes.extend([helper.make_node('Reshape', [inp, 'heads_shape'], [name + '_r']),
                      helper.make_node('Transpose', [name + '_r'], [name], perm=[0, 2, 1, 3])])
        return name

    init('heads_shape', np.array([1, s_, h, dh], np.int64))
    init('merged_shape', np.array([1, s_, d], np.int64))
    init('scale', np.array(1.0 / np.sqrt(dh), np.float32))
    init('half', np.array(0.5, np.float32))
    init('one', np.array(1.0, np.float32))
    init('rsqrt2', np.array(1.0 / np.sqrt(2.0), np.float32))
    ln1 = layernorm('ln1', 'X')
    q = heads('q', linear('q_proj', ln1, d, d))
    k = heads('k', linear('k_proj', ln1, d, d))
    v = heads('v', linear('v_proj', ln1, d, d))
    nodes.extend([helper.make_node('Transpose', [k], ['kT'], perm=[0, 1, 3, 2]),
                  helper.make_node('MatMul', [q, 'kT'], ['qk']),
                  helper.make_node('Mul', ['qk', 'scale'], ['qk_s']),
                  helper.make_node('Softmax', ['qk_s'], ['att'], axis=-1),
                  helper.make_node('MatMul', ['att', v], ['ctx']),
                  helper.make_node('Transpose', ['ctx'], ['ctx_t'], perm=[0, 2, 1, 3]),
                  helper.make_node('Reshape', ['ctx_t', 'merged_shape'], ['ctx_m'])])
    o = linear('o_proj', 'ctx_m', d, d)
    nodes.append(helper.make_node('Add', ['X', o], ['res1']))
    ln2 = layernorm('ln2', 'res1')
    u = linear('fc1', ln2, d, f)
    nodes.extend([helper.make_node('Mul', [u, 'rsqrt2'], ['u_s']),
                  helper.make_node('Erf', ['u_s'], ['u_e']),
                  helper.make_node('Add', ['u_e', 'one'], ['u_1']),
                  helper.make_node('Mul', [u, 'u_1'], ['u_m']),
                  helper.make_node('Mul', ['u_m', 'half'], ['gelu'])])
    y = linear('fc2', 'gelu', f, d)
    nodes.append(helper.make_node('Add', ['res1', y], ['Y']))
    g = helper.make_graph(nodes, 'transformer', [vi('X', F, [1, s_, d])], [vi('Y', F, [1, s_, d])],
                          initializer=inits)
    fma = s_ * d * d * 4 + 2 * h * s_ * s_ * dh + 2 * s_ * d * f
    save(outdir, 'transformer', g, [('X', x)], [('Y', 'float32', [1, s_, d])], opset=17, fma=fma)


def resnet18(outdir):
    # ResNet-18 as torchvision exports it for inference, on one 224x224
    # image: the stem (7x7 stride-2 conv, BatchNormalization, Relu, 3x3
    # stride-2 MaxPool), four stages of two basic blocks (3x3 convs with
    # BatchNormalization and Relu, the residual Add; the first block of
    # stages 2-4 strided, its shortcut a 1x1 stride-2 conv with
    # BatchNormalization), global average pooling, Flatten and the 1000-way
    # Linear (Gemm transB). Random weights (He-scaled, so activations stay
    # near 1 through the depth).
    rng = np.random.RandomState(8)
    x = rng.uniform(-1, 1, (1, 3, 224, 224)).astype(np.float32)
    inits, nodes = [], []
    count = [0]
    fma = [0]

    def fresh(p):
        count[0] += 1
        return '%s%d' % (p, count[0])

    def conv_bn(inp, c, m, k, stride, hw, relu):
        name = fresh('c')
        w = (rng.standard_normal((m, c, k, k)) * np.sqrt(2.0 / (c * k * k))).astype(np.float32)
        inits.append(numpy_helper.from_array(w, name + '_W'))
        for nm, lo, hi in (('scale', 0.5, 1.0), ('shift', -0.1, 0.1), ('mean', -0.1, 0.1), ('var', 0.5, 1.5)):
            inits.append(numpy_helper.from_array(rng.uniform(lo, hi, (m,)).astype(np.float32), name + '_' + nm))
        pad = k // 2
        nodes.append(helper.make_node('Conv', [inp, name + '_W'], [name], kernel_shape=[k, k],
                                      strides=[stride, stride], pads=[pad] * 4))
        nodes.append(helper.make_node('BatchNormalization', [name] + [name + '_' + nm for nm in
                                      ('scale', 'shift', 'mean', 'var')], [name + '_bn']))
        o = (hw + 2 * pad - k) // stride + 1
        fma[0] += m * o * o * c * k * k
        out = name + '_bn'
        if relu:
            nodes.append(helper.make_node('Relu', [out], [name + '_r']))
            out = name + '_r'
        return out, o

    cur, hw = conv_bn('X', 3, 64, 7, 2, 224, True)
    nodes.append(helper.make_node('MaxPool', [cur], ['pool'], kernel_shape=[3, 3], strides=[2, 2],
                                  pads=[1, 1, 1, 1]))
    cur, hw, c = 'pool', (hw + 2 - 3) // 2 + 1, 64
    for stage, m in enumerate((64, 128, 256, 512)):
        for block in range(2):
            stride = 2 if stage > 0 and block == 0 else 1
            a, o = conv_bn(cur, c, m, 3, stride, hw, True)
            b, _ = conv_bn(a, m, m, 3, 1, o, False)
            short = cur
            if stride != 1 or c != m:
                short, _ = conv_bn(cur, c, m, 1, stride, hw, False)
            add = fresh('add')
            nodes.append(helper.make_node('Add', [b, short], [add]))
            nodes.append(helper.make_node('Relu', [add], [add + '_r']))
            cur, hw, c = add + '_r', o, m
    inits += [numpy_helper.from_array((rng.standard_normal((1000, 512)) * 0.05).astype(np.float32), 'fc_W'),
              numpy_helper.from_array(rng.uniform(-0.1, 0.1, (1000,)).astype(np.float32), 'fc_b')]
    nodes += [helper.make_node('GlobalAveragePool', [cur], ['gap']),
              helper.make_node('Flatten', ['gap'], ['flat']),
              helper.make_node('Gemm', ['flat', 'fc_W', 'fc_b'], ['Y'], transB=1)]
    fma[0] += 512 * 1000
    g = helper.make_graph(nodes, 'resnet18', [vi('X', F, [1, 3, 224, 224])], [vi('Y', F, [1, 1000])],
                          initializer=inits)
    save(outdir, 'resnet18', g, [('X', x)], [('Y', 'float32', [1, 1000])], fma=fma[0])


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    loop_scalar(outdir)
    scan_rnn(outdir)
    loop_matmul(outdir)
    loop_seq(outdir)
    dense(outdir, 'linear', 64, 2048, 1000, 'Gemm', trans_b=True)
    dense(outdir, 'gemm', 64, 2048, 1000, 'Gemm')
    dense(outdir, 'matmul_1000', 64, 2048, 1000, 'MatMul', bias=False)
    dense(outdir, 'matmul_1024', 64, 2048, 1024, 'MatMul', bias=False)
    conv(outdir, 'conv3x3', 1, 64, 56, 64, 3, 1, 1)
    conv(outdir, 'resnet_stem', 1, 3, 224, 64, 7, 2, 3, stem=True)
    conv(outdir, 'depthwise', 1, 32, 112, 32, 3, 1, 1, group=32)
    small_cnn(outdir)
    transformer(outdir)
    resnet18(outdir)


if __name__ == '__main__':
    main()
