#!/usr/bin/python3
"""gen_unsigned.py: builds the unsigned-integer test models (issue 14).

Writes tests/onnx/models/uint_<name>/{model.onnx, test_data_set_0/input_N.pb,
output_N.pb} (ONNX backend-test layout). Every input holds values from
2^(bits-1) on, where reading the bits as signed gives another order, another
quotient or another extension. The expected outputs are computed here with
numpy as ONNX's reference implementation (onnx/reference/ops) computes them;
Debian's python3-onnx (1.12) predates onnx.reference, so it cannot run the
models itself. Deterministic: run with /usr/bin/python3 (needs python3-onnx
and python3-numpy)."""
import os
import shutil
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = os.path.join(HERE, 'models')

DT = {np.uint8: TensorProto.UINT8, np.uint16: TensorProto.UINT16,
      np.uint32: TensorProto.UINT32, np.uint64: TensorProto.UINT64,
      np.int8: TensorProto.INT8, np.int32: TensorProto.INT32, np.int64: TensorProto.INT64,
      np.float32: TensorProto.FLOAT, np.float64: TensorProto.DOUBLE, np.bool_: TensorProto.BOOL}


class Seq(list):
    """A sequence value: a list of numpy arrays (SequenceProto in .pb files)."""


def value_info(n, a):
    if isinstance(a, Seq):
        return helper.make_tensor_sequence_value_info(n, DT[a[0].dtype.type], [None] * a[0].ndim)
    a = np.asarray(a)
    return helper.make_tensor_value_info(n, DT[a.dtype.type], a.shape)


def to_proto(a):
    if isinstance(a, Seq):
        return numpy_helper.from_list(list(a))
    return numpy_helper.from_array(np.asarray(a))


def save(name, nodes, inputs, outputs, opset=17):
    """inputs, outputs: [(name, value)], outputs as the reference computes them."""
    vis = [value_info(n, a) for n, a in inputs + outputs]
    g = helper.make_graph(nodes, name, vis[:len(inputs)], vis[len(inputs):])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid('', opset)],
                              producer_name='loopc-gen_unsigned')
    model.ir_version = 8
    onnx.checker.check_model(model, full_check=True)
    d = os.path.join(MODELS, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(os.path.join(d, 'test_data_set_0'))
    with open(os.path.join(d, 'model.onnx'), 'wb') as f:
        f.write(model.SerializeToString())
    for kind, vals in (('input', inputs), ('output', outputs)):
        for i, (_, a) in enumerate(vals):
            with open(os.path.join(d, 'test_data_set_0', '%s_%d.pb' % (kind, i)), 'wb') as f:
                f.write(to_proto(a).SerializeToString())


def node(op, ins, outs, **attrs):
    return helper.make_node(op, ins, outs, **attrs)


def const(name, arr):
    return node('Constant', [], [name], value=numpy_helper.from_array(np.asarray(arr), name))


def topk(x, k, axis):
    """The k largest along axis, ties to the lower index (the data has none)."""
    idx = np.argsort(x, axis=axis, kind='stable')[:, ::-1][:, :k]
    return np.take_along_axis(x, idx, axis), idx.astype(np.int64)


def uint8_ops():
    a = np.array([[3, 200, 128, 255], [127, 129, 0, 250]], np.uint8)
    b = np.array([[200, 3, 127, 254], [128, 129, 7, 5]], np.uint8)
    lo, hi = np.uint8(100), np.uint8(201)
    topv, topi = topk(a, 2, 1)
    outs = [('gt', a > b), ('lt', a < b), ('ge', a >= b), ('le', a <= b),
            ('max', np.maximum(a, b)), ('min', np.minimum(a, b)),
            ('div', a // b), ('mod', np.mod(a, b)), ('fmod', np.fmod(a, b)),
            ('argmax', np.argmax(a, axis=1)), ('argmin', np.argmin(a, axis=0)),
            ('rmax', np.max(a, axis=1, keepdims=True)), ('rmin', np.min(b, axis=0, keepdims=True)),
            ('clip', np.clip(a, lo, hi)), ('clipd', np.maximum(a, lo)),
            ('abs', np.abs(a)), ('sign', np.sign(a)), ('topv', topv), ('topi', topi),
            ('shrink', np.where(a < -1.5, a + 1.0, np.where(a > 1.5, a - 1.0, 0)).astype(np.uint8))]
    nodes = [node('Greater', ['a', 'b'], ['gt']), node('Less', ['a', 'b'], ['lt']),
             node('GreaterOrEqual', ['a', 'b'], ['ge']), node('LessOrEqual', ['a', 'b'], ['le']),
             node('Max', ['a', 'b'], ['max']), node('Min', ['a', 'b'], ['min']),
             node('Div', ['a', 'b'], ['div']), node('Mod', ['a', 'b'], ['mod']),
             node('Mod', ['a', 'b'], ['fmod'], fmod=1),
             node('ArgMax', ['a'], ['argmax'], axis=1, keepdims=0),
             node('ArgMin', ['a'], ['argmin'], axis=0, keepdims=0),
             node('ReduceMax', ['a'], ['rmax'], axes=[1]), node('ReduceMin', ['b'], ['rmin'], axes=[0]),
             const('lo', lo), const('hi', hi),
             node('Clip', ['a', 'lo', 'hi'], ['clip']),
             node('Clip', ['a', 'lo'], ['clipd']),  # no max: the type's largest
             node('Abs', ['a'], ['abs']), node('Sign', ['a'], ['sign']),
             const('k', np.array([2], np.int64)),
             node('TopK', ['a', 'k'], ['topv', 'topi'], axis=1),
             node('Shrink', ['a'], ['shrink'], lambd=1.5, bias=1.0)]
    save('uint8_ops', nodes, [('a', a), ('b', b)], outs)


def uint8_cast():
    a = np.array([0, 1, 127, 128, 200, 255], np.uint8)
    f = np.array([0.0, 1.0, 127.0, 128.0, 200.0, 255.0], np.float32)
    s = np.array([-1, -128, 0, 1, 127, -56], np.int8)
    TP = TensorProto
    outs = [('to_f32', a.astype(np.float32)), ('to_f64', a.astype(np.float64)),
            ('to_i32', a.astype(np.int32)), ('to_i64', a.astype(np.int64)),
            ('to_u16', a.astype(np.uint16)), ('to_i8', a.astype(np.int8)),
            ('f_to_u8', f.astype(np.uint8)), ('s_to_u16', s.astype(np.uint16)),
            ('s_to_u64', s.astype(np.uint64)), ('like', a.astype(np.float32))]
    nodes = [node('Cast', ['a'], ['to_f32'], to=TP.FLOAT), node('Cast', ['a'], ['to_f64'], to=TP.DOUBLE),
             node('Cast', ['a'], ['to_i32'], to=TP.INT32), node('Cast', ['a'], ['to_i64'], to=TP.INT64),
             node('Cast', ['a'], ['to_u16'], to=TP.UINT16), node('Cast', ['a'], ['to_i8'], to=TP.INT8),
             node('Cast', ['f'], ['f_to_u8'], to=TP.UINT8),
             node('Cast', ['s'], ['s_to_u16'], to=TP.UINT16),
             node('Cast', ['s'], ['s_to_u64'], to=TP.UINT64),
             node('CastLike', ['a', 'f'], ['like'])]
    save('uint8_cast', nodes, [('a', a), ('f', f), ('s', s)], outs)


def uint16_ops():
    a = np.array([1, 40000, 32768, 65535, 32767], np.uint16)
    b = np.array([40000, 3, 32767, 65534, 32768], np.uint16)
    outs = [('gt', a > b), ('max', np.maximum(a, b)), ('div', a // b), ('mod', np.mod(a, b)),
            ('argmax', np.array(np.argmax(a), np.int64)), ('f', a.astype(np.float32))]
    nodes = [node('Greater', ['a', 'b'], ['gt']), node('Max', ['a', 'b'], ['max']),
             node('Div', ['a', 'b'], ['div']), node('Mod', ['a', 'b'], ['mod']),
             node('ArgMax', ['a'], ['argmax'], keepdims=0),
             node('Cast', ['a'], ['f'], to=TensorProto.FLOAT)]
    save('uint16_ops', nodes, [('a', a), ('b', b)], outs)


def uint32_ops():
    u = np.uint32
    a = np.array([[5, 3000000000, 2147483648], [4294967295, 2147483647, 7]], u)
    b = np.array([[3000000000, 5, 2147483647], [4294967294, 2147483648, 2]], u)
    # Sums that fit 32 bits (the lowering sums in the element type, numpy in 64 bits).
    m = np.array([[3000000000, 1000000000, 5], [4294967295, 0, 0]], u)
    sq = np.array([[50000, 4, 9], [30000, 2, 2]], u)  # squares' sum between 2^31 and 2^32
    x = np.array([[2.0, 1.5, 0.5], [0.5, 7.0, 2.0]], np.float32)
    e = np.array([[0, 1, 3000000000], [1, 0, 3]], u)
    outs = [('lt', a < b), ('min', np.minimum(a, b)), ('div', a // b), ('mod', np.mod(a, b)),
            ('f64', a.astype(np.float64)), ('i64', a.astype(np.int64)),
            ('rmean', (m.sum(axis=1, keepdims=True) // 3).astype(u)),
            ('rl1', m.sum(axis=0, keepdims=True).astype(u)),
            ('rl2', np.sqrt(np.square(sq).sum(keepdims=True)).astype(u)),
            ('argmin', np.argmin(a, axis=0)[None, :]), ('prelu', a),
            ('pow', np.power(x, e.astype(np.float64)).astype(np.float32))]
    nodes = [node('Less', ['a', 'b'], ['lt']), node('Min', ['a', 'b'], ['min']),
             node('Div', ['a', 'b'], ['div']), node('Mod', ['a', 'b'], ['mod']),
             node('Cast', ['a'], ['f64'], to=TensorProto.DOUBLE),
             node('Cast', ['a'], ['i64'], to=TensorProto.INT64),
             node('ReduceMean', ['m'], ['rmean'], axes=[1]), node('ReduceL1', ['m'], ['rl1'], axes=[0]),
             node('ReduceL2', ['sq'], ['rl2']),
             node('ArgMin', ['a'], ['argmin'], axis=0),
             node('PRelu', ['a', 'b'], ['prelu']),
             node('Pow', ['x', 'e'], ['pow'])]
    save('uint32_ops', nodes, [('a', a), ('b', b), ('m', m), ('sq', sq), ('x', x), ('e', e)], outs)


def uint64_ops():
    big = 2 ** 63
    a = np.array([3, big, big + 5, 2 ** 64 - 1], np.uint64)
    b = np.array([big, 3, big - 1, 2 ** 64 - 2], np.uint64)
    lo = np.uint64(big)
    outs = [('ge', a >= b), ('max', np.maximum(a, b)), ('div', a // b), ('mod', np.mod(a, b)),
            ('rmax', np.array(a.max())), ('argmax', np.array([np.argmax(a)], np.int64)),
            ('clip', np.maximum(b, lo)), ('f64', a.astype(np.float64))]
    nodes = [node('GreaterOrEqual', ['a', 'b'], ['ge']), node('Max', ['a', 'b'], ['max']),
             node('Div', ['a', 'b'], ['div']), node('Mod', ['a', 'b'], ['mod']),
             node('ReduceMax', ['a'], ['rmax'], keepdims=0),
             node('ArgMax', ['a'], ['argmax']),
             const('lo', lo), node('Clip', ['b', 'lo'], ['clip']),
             node('Cast', ['a'], ['f64'], to=TensorProto.DOUBLE)]
    save('uint64_ops', nodes, [('a', a), ('b', b)], outs)


def uint8_onehot():
    # Indices and a depth from 128 on are counts, not negative numbers.
    idx = np.array([0, 130, 199, 150], np.uint8)
    depth = np.array(200, np.uint8)
    vals = np.array([0, 9], np.int32)
    y = np.where(np.arange(200)[None, :] == idx[:, None].astype(np.int64), 9, 0).astype(np.int32)
    save('uint8_onehot', [node('OneHot', ['i', 'd', 'v'], ['y'])],
         [('i', idx), ('d', depth), ('v', vals)], [('y', y)])


def uint8_seq():
    # Unsigned elements in a sequence input and output (lists, onnx_value.c).
    a = np.array([200, 3], np.uint8)
    b = np.array([129, 255, 0], np.uint8)
    s = Seq([a, b])
    cat = np.concatenate([a, b, a])
    save('uint8_seq', [node('SequenceInsert', ['s', 'a'], ['t']),
                       node('ConcatFromSequence', ['t'], ['cat'], axis=0),
                       node('ReduceMax', ['cat'], ['mx'], keepdims=0)],
         [('s', s), ('a', a)], [('t', Seq([a, b, a])), ('cat', cat), ('mx', np.array(cat.max()))])


def maxpool(x, k, pad_end):
    """2-D MaxPool, stride 1, padding (skipped) at the end of each axis."""
    n, c, h, w = x.shape
    oh, ow = h + pad_end - k + 1, w + pad_end - k + 1
    y = np.zeros((n, c, oh, ow), x.dtype)
    for i in range(oh):
        for j in range(ow):
            y[:, :, i, j] = x[:, :, i:i + k, j:j + k].max(axis=(2, 3))
    return y


def byte_maxpool():
    # MaxPool of uint8 (unsigned maximum, from 0) and int8 (signed, from -128).
    u = np.array([[[[3, 200, 128], [255, 7, 129], [0, 130, 1]]]], np.uint8)
    s = np.array([[[[-3, -100, -128], [-1, -7, 5], [-50, -2, -9]]]], np.int8)
    attrs = dict(kernel_shape=[2, 2], pads=[0, 0, 1, 1])
    save('byte_maxpool', [node('MaxPool', ['u'], ['yu'], **attrs), node('MaxPool', ['s'], ['ys'], **attrs)],
         [('u', u), ('s', s)], [('yu', maxpool(u, 2, 1)), ('ys', maxpool(s, 2, 1))])


def main():
    for fn in (uint8_ops, uint8_cast, uint16_ops, uint32_ops, uint64_ops, uint8_onehot, uint8_seq,
               byte_maxpool):
        fn()


if __name__ == '__main__':
    sys.exit(main())
