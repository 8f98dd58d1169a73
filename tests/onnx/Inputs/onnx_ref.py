"""onnx_ref.py: a numpy reference evaluator for the ONNX operators loopc
supports, written from the operator specification (onnx.ai/onnx/operators),
with ONNX's own numpy reference functions from its backend test cases
(onnx.backend.test.case.node.*) where they exist. Debian's python3-onnx
(1.12) has no onnx.reference, and ONNX Runtime is not packaged, so this is
the reference of the attribute sweep (op_sweep.py) and of leak_models.py.

run_model(model, feeds) -> list of outputs; run_node(node, inputs, opset);
read_value and write_folder read and write values in ONNX's backend test
layout (test_data_set_N/input_K.pb). Tensors are numpy arrays, sequences Python lists of arrays, an absent
optional None. An input or attribute the specification does not allow
raises Illegal, so that a sweep can skip the combination. `check_ref.py`
(op_sweep.py --check-ref) runs this evaluator over ONNX's backend node
tests (Debian's libonnx-testdata) and compares it with their expected
outputs."""
import itertools
import math
import os
import shutil

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from onnx import mapping

from onnx.backend.test.case.node import pool_op_common as _pool
from onnx.backend.test.case.node.resize import (cubic_coeffs, interpolate_nd, linear_coeffs,
                                                nearest_coeffs)
from onnx.backend.test.case.node.gathernd import gather_nd_impl
from onnx.backend.test.case.node.negativeloglikelihoodloss import \
    compute_negative_log_likelihood_loss
from onnx.backend.test.case.node.softmaxcrossentropy import softmaxcrossentropy


class Illegal(Exception):
    """The inputs or attributes break the operator's specification."""


REF = {}


def op(*names):
    def deco(f):
        for n in names:
            REF[n] = f
        return f
    return deco


def np_dtype(onnx_type):
    return mapping.TENSOR_TYPE_TO_NP_TYPE[onnx_type]


def norm_axis(axis, rank, extra=0):
    r = rank + extra
    if not -r <= axis < r:
        raise Illegal('axis %d out of range for rank %d' % (axis, rank))
    return axis + r if axis < 0 else axis


def norm_axes(axes, rank):
    out = [norm_axis(int(a), rank) for a in axes]
    if len(set(out)) != len(out):
        raise Illegal('repeated axis')
    return out


def ints(v):
    return [int(x) for x in np.asarray(v).reshape(-1)]


def same_type(*xs):
    if len({x.dtype for x in xs if x is not None}) > 1:
        raise Illegal('mixed element types')


def _s(v):
    """A string attribute as str."""
    return v.decode() if isinstance(v, bytes) else v


def cast_like(v, x):
    return np.asarray(v).astype(x.dtype)


# ------------------------------ evaluation ------------------------------

def attrs_of(node):
    return {a.name: helper.get_attribute_value(a) for a in node.attribute}


def run_node(node, inputs, opset, scope=None):
    f = REF.get(node.op_type)
    if f is None:
        raise NotImplementedError(node.op_type)
    a = attrs_of(node)
    a['_opset'] = opset
    a['_scope'] = scope or {}
    a['_nout'] = len(node.output)
    while inputs and inputs[-1] is None and len(inputs) > 1:
        inputs = inputs[:-1]
    out = f(a, *inputs)
    return out if isinstance(out, tuple) else (out,)


def run_graph(graph, feeds, opset, scope=None):
    env = dict(scope or {})
    for t in graph.initializer:
        env[t.name] = numpy_helper.to_array(t)
    env.update(feeds)
    for node in graph.node:
        ins = [env[n] if n else None for n in node.input]
        outs = run_node(node, ins, opset, env)
        for name, v in zip(node.output, outs):
            if name:
                env[name] = v
    return [env[o.name] for o in graph.output]


def read_value(path, vi):
    """A value file of ONNX's test data layout, read as the ValueInfoProto vi
    says: a TensorProto (an array), a SequenceProto (a list) or an
    OptionalProto (what it holds, or None)."""
    with open(path, 'rb') as f:
        raw = f.read()
    t = vi.type
    if t.HasField('sequence_type'):
        s = onnx.SequenceProto()
        s.ParseFromString(raw)
        return numpy_helper.to_list(s)
    if t.HasField('optional_type'):
        o = onnx.OptionalProto()
        o.ParseFromString(raw)
        if o.HasField('tensor_value'):
            return numpy_helper.to_array(o.tensor_value)
        if o.HasField('sequence_value'):
            return numpy_helper.to_list(o.sequence_value)
        return None
    p = onnx.TensorProto()
    p.ParseFromString(raw)
    return numpy_helper.to_array(p)


def to_proto(v):
    """A value as the message of its .pb file: a list as a SequenceProto, an
    array as a TensorProto."""
    if isinstance(v, list):
        return numpy_helper.from_list([np.asarray(x) for x in v])
    return numpy_helper.from_array(np.asarray(v))


def write_folder(path, model, sets):
    """A test folder in ONNX's backend layout: model.onnx and, per (inputs,
    outputs) of sets, test_data_set_N/input_K.pb and output_K.pb."""
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    with open(os.path.join(path, 'model.onnx'), 'wb') as f:
        f.write(model.SerializeToString())
    for n, (ins, outs) in enumerate(sets):
        sd = os.path.join(path, 'test_data_set_%d' % n)
        os.makedirs(sd)
        for kind, vals in (('input', ins), ('output', outs)):
            for k, v in enumerate(vals):
                with open(os.path.join(sd, '%s_%d.pb' % (kind, k)), 'wb') as f:
                    f.write(to_proto(v).SerializeToString())


def model_opset(model):
    for o in model.opset_import:
        if o.domain in ('', 'ai.onnx'):
            return o.version
    return 17


def run_model(model, feeds):
    return run_graph(model.graph, feeds, model_opset(model))


def subgraph(a, name, inputs):
    g = a[name]
    feeds = {vi.name: v for vi, v in zip(g.input, inputs)}
    return run_graph(g, feeds, a['_opset'], a['_scope'])


# ------------------------------ elementwise ------------------------------

def unary(fn, kinds='f'):
    def f(a, x):
        if isinstance(x, list) or x is None:
            if fn is IDENTITY:
                return x
            raise Illegal('a tensor only')
        if kinds == 'f' and x.dtype.kind != 'f':
            raise Illegal('float only')
        with np.errstate(all='ignore'):
            return np.asarray(fn(x, a)).astype(x.dtype)
    return f


def IDENTITY(x, a):
    return x


for _name, _fn in {
        'Neg': lambda x, a: -x, 'Abs': lambda x, a: np.abs(x),
        'Relu': lambda x, a: np.maximum(x, 0), 'Sign': lambda x, a: np.sign(x),
        'Identity': IDENTITY}.items():
    REF[_name] = unary(_fn, 'any')

for _name, _fn in {
        'Ceil': lambda x, a: np.ceil(x), 'Floor': lambda x, a: np.floor(x),
        'Round': lambda x, a: np.round(x),
        'Tanh': lambda x, a: np.tanh(x), 'Sigmoid': lambda x, a: 1 / (1 + np.exp(-x)),
        'Exp': lambda x, a: np.exp(x), 'Log': lambda x, a: np.log(x),
        'Sqrt': lambda x, a: np.sqrt(x), 'Reciprocal': lambda x, a: 1 / x,
        'Cos': lambda x, a: np.cos(x), 'Sin': lambda x, a: np.sin(x),
        'Tan': lambda x, a: np.tan(x), 'Cosh': lambda x, a: np.cosh(x),
        'Sinh': lambda x, a: np.sinh(x), 'Acos': lambda x, a: np.arccos(x),
        'Asin': lambda x, a: np.arcsin(x), 'Atan': lambda x, a: np.arctan(x),
        'Acosh': lambda x, a: np.arccosh(x), 'Asinh': lambda x, a: np.arcsinh(x),
        'Atanh': lambda x, a: np.arctanh(x),
        'Softplus': lambda x, a: np.log1p(np.exp(x)),
        'Softsign': lambda x, a: x / (1 + np.abs(x)),
        'Mish': lambda x, a: x * np.tanh(np.log1p(np.exp(x))),
        'LeakyRelu': lambda x, a: np.where(x < 0, a.get('alpha', 0.01) * x, x),
        'Elu': lambda x, a: np.where(x < 0, a.get('alpha', 1.0) * (np.exp(x) - 1), x),
        'Selu': lambda x, a: a.get('gamma', 1.05070102214813232421875) *
        np.where(x <= 0, a.get('alpha', 1.67326319217681884765625) * (np.exp(x) - 1), x),
        'Celu': lambda x, a: np.maximum(0, x) + np.minimum(
            0, a.get('alpha', 1.0) * (np.exp(x / a.get('alpha', 1.0)) - 1)),
        'HardSigmoid': lambda x, a: np.clip(a.get('alpha', 0.2) * x + a.get('beta', 0.5), 0, 1),
        'HardSwish': lambda x, a: x * np.clip(x / 6 + 0.5, 0, 1),
        'ThresholdedRelu': lambda x, a: np.where(x > a.get('alpha', 1.0), x, 0),
        'Shrink': lambda x, a: np.where(x < -a.get('lambd', 0.5), x + a.get('bias', 0.0),
                                        np.where(x > a.get('lambd', 0.5),
                                                 x - a.get('bias', 0.0), 0))}.items():
    REF[_name] = unary(_fn, 'f')


_erf = np.vectorize(math.erf, otypes=[np.float64])


@op('Erf')
def _erf_op(a, x):
    """ONNX's reference: math.erf per element, astype(x.dtype) (an integer
    x truncates back: 0, or +-1 from |x| >= 6)."""
    if isinstance(x, list) or x is None or x.dtype.kind not in 'iuf':
        raise Illegal('a numeric tensor only')
    return _erf(x.astype(np.float64)).astype(x.dtype)


@op('Gelu')
def _gelu(a, x):
    """Gelu-20: x/2 (1 + erf(x / sqrt 2)), or the tanh approximation."""
    if isinstance(x, list) or x is None or x.dtype.kind != 'f':
        raise Illegal('float only')
    approx = _s(a.get('approximate', 'none'))
    if approx not in ('none', 'tanh'):
        raise Illegal('approximate is none or tanh')
    v = x.astype(np.float64)
    if approx == 'tanh':
        y = 0.5 * v * (1 + np.tanh(math.sqrt(2 / math.pi) * (v + 0.044715 * v ** 3)))
    else:
        y = 0.5 * v * (1 + _erf(v / math.sqrt(2)))
    return y.astype(x.dtype)


@op('Not')
def _not(a, x):
    return np.logical_not(x)


@op('IsNaN')
def _isnan(a, x):
    return np.isnan(x)


@op('IsInf')
def _isinf(a, x):
    pos, neg = a.get('detect_positive', 1), a.get('detect_negative', 1)
    return (np.isposinf(x) & bool(pos)) | (np.isneginf(x) & bool(neg))


def broadcast(*xs):
    try:
        return np.broadcast_shapes(*[x.shape for x in xs])
    except ValueError:
        raise Illegal('shapes do not broadcast')


def binary(fn, out=None):
    def f(a, x, y):
        same_type(x, y)
        broadcast(x, y)
        with np.errstate(all='ignore'):
            r = np.asarray(fn(x, y, a))
        return r.astype(out if out else x.dtype)
    return f


def int_div(x, y):
    if x.dtype.kind in 'iu':
        if np.any(y == 0):
            raise Illegal('integer division by zero')
        q = np.abs(x) // np.abs(y)
        return np.where((x < 0) != (y < 0), -q, q)
    return x / y


REF['Add'] = binary(lambda x, y, a: x + y)
REF['Sub'] = binary(lambda x, y, a: x - y)
REF['Mul'] = binary(lambda x, y, a: x * y)
REF['Div'] = binary(lambda x, y, a: int_div(x, y))
for _name, _fn in {'Less': np.less, 'Greater': np.greater, 'Equal': np.equal,
                   'LessOrEqual': np.less_equal, 'GreaterOrEqual': np.greater_equal}.items():
    REF[_name] = binary((lambda g: lambda x, y, a: g(x, y))(_fn), np.bool_)
for _name, _fn in {'And': np.logical_and, 'Or': np.logical_or,
                   'Xor': np.logical_xor}.items():
    REF[_name] = binary((lambda g: lambda x, y, a: g(x, y))(_fn), np.bool_)


@op('Pow')
def _pow(a, x, y):
    broadcast(x, y)
    with np.errstate(all='ignore'):
        if x.dtype.kind in 'iu':
            return np.power(x.astype(np.float64), y.astype(np.float64)).astype(x.dtype)
        return np.power(x, y.astype(x.dtype)).astype(x.dtype)


@op('Mod')
def _mod(a, x, y):
    same_type(x, y)
    broadcast(x, y)
    fmod = a.get('fmod', 0)
    if x.dtype.kind == 'f' and not fmod:
        raise Illegal('a float Mod needs fmod=1')
    if x.dtype.kind in 'iu' and np.any(y == 0):
        raise Illegal('integer modulo by zero')
    with np.errstate(all='ignore'):
        return (np.fmod(x, y) if fmod else np.mod(x, y)).astype(x.dtype)


@op('BitShift')
def _bitshift(a, x, y):
    same_type(x, y)
    broadcast(x, y)
    if x.dtype.kind != 'u':
        raise Illegal('unsigned only')
    d = a['direction']
    d = d.decode() if isinstance(d, bytes) else d
    bits = x.dtype.itemsize * 8
    yy = np.broadcast_to(y, broadcast(x, y))
    big = yy >= bits
    ys = np.where(big, 0, yy).astype(x.dtype)
    r = np.left_shift(x, ys) if d == 'LEFT' else np.right_shift(x, ys)
    return np.where(big, 0, r).astype(x.dtype)


@op('PRelu')
def _prelu(a, x, slope):
    same_type(x, slope)
    if broadcast(x, slope) != x.shape:
        raise Illegal('slope must broadcast to X')
    return np.where(x < 0, slope * x, x).astype(x.dtype)


def variadic(fn):
    def f(a, *xs):
        if not xs:
            raise Illegal('no inputs')
        same_type(*xs)
        broadcast(*xs)
        r = xs[0]
        for x in xs[1:]:
            r = fn(r, x)
        return np.asarray(r).astype(xs[0].dtype)
    return f


REF['Max'] = variadic(np.maximum)
REF['Min'] = variadic(np.minimum)
REF['Sum'] = variadic(np.add)


@op('Mean')
def _mean(a, *xs):
    s = variadic(np.add)(a, *xs)
    return (s / len(xs)).astype(xs[0].dtype)


@op('Where')
def _where(a, c, x, y):
    same_type(x, y)
    broadcast(c, x, y)
    return np.where(c, x, y)


@op('Clip')
def _clip(a, x, lo=None, hi=None):
    if a['_opset'] < 11:
        lo, hi = a.get('min', -3.4028234663852886e38), a.get('max', 3.4028234663852886e38)
    for v in (lo, hi):
        if v is not None and np.asarray(v).size != 1:
            raise Illegal('min/max must be scalars')
    r = x
    if lo is not None:
        r = np.maximum(r, np.asarray(lo).astype(x.dtype).reshape(()))
    if hi is not None:
        r = np.minimum(r, np.asarray(hi).astype(x.dtype).reshape(()))
    return r.astype(x.dtype)


@op('Cast')
def _cast(a, x):
    if a['to'] in (TensorProto.STRING, TensorProto.BFLOAT16):
        raise Illegal('no numpy type for strings and bfloat16')
    t = np_dtype(a['to'])
    if x.dtype.kind == 'f' and np.dtype(t).kind in 'iu':
        if not np.all(np.isfinite(x)):
            raise Illegal('non-finite to integer')
        info = np.iinfo(t)
        if np.any(np.trunc(x) < info.min) or np.any(np.trunc(x) > info.max):
            raise Illegal('out of range')
    return x.astype(t)


@op('CastLike')
def _castlike(a, x, like):
    return _cast({'to': mapping.NP_TYPE_TO_TENSOR_TYPE[like.dtype]}, x)


@op('Dropout')
def _dropout(a, x, ratio=None, training=None):
    if training is not None and bool(np.asarray(training)):
        raise Illegal('training mode is random')
    if a['_nout'] > 1:
        return x, np.ones(x.shape, np.bool_)
    return x


# --------------------------------- shapes --------------------------------

@op('Constant')
def _constant(a):
    for k in ('value', 'value_float', 'value_int', 'value_floats', 'value_ints'):
        if k in a:
            v = a[k]
            if k == 'value':
                return numpy_helper.to_array(v)
            return np.asarray(v, np.float32 if 'float' in k else np.int64)
    raise Illegal('no value')


@op('Shape')
def _shape(a, x):
    r = x.ndim
    s, e = a.get('start', 0), a.get('end', r)
    s = min(max(s + r if s < 0 else s, 0), r)
    e = min(max(e + r if e < 0 else e, 0), r)
    return np.asarray(x.shape[s:e], np.int64)


@op('Size')
def _size(a, x):
    return np.asarray(x.size, np.int64)


@op('Reshape')
def _reshape(a, x, shape):
    shape = ints(shape)
    allowzero = a.get('allowzero', 0)
    out = []
    for i, d in enumerate(shape):
        if d == 0 and not allowzero:
            if i >= x.ndim:
                raise Illegal('0 past the input rank')
            out.append(x.shape[i])
        else:
            out.append(d)
    if out.count(-1) > 1 or any(d < -1 for d in out) or (allowzero and 0 in out and -1 in out):
        raise Illegal('bad shape')
    try:
        return x.reshape(out)
    except ValueError:
        raise Illegal('element counts differ')


@op('Flatten')
def _flatten(a, x):
    ax = a.get('axis', 1)
    if not -x.ndim <= ax <= x.ndim:
        raise Illegal('axis out of range')
    ax = ax + x.ndim if ax < 0 else ax
    lead = int(np.prod(x.shape[:ax]))
    return x.reshape(lead, -1) if x.size else x.reshape(lead, int(np.prod(x.shape[ax:])))


@op('Transpose')
def _transpose(a, x):
    perm = a.get('perm', list(range(x.ndim))[::-1])
    if sorted(perm) != list(range(x.ndim)):
        raise Illegal('bad perm')
    return np.transpose(x, perm)


def axes_arg(a, axes_in, opset_from):
    if a['_opset'] >= opset_from:
        return None if axes_in is None else ints(axes_in)
    return a.get('axes')


@op('Squeeze')
def _squeeze(a, x, axes=None):
    ax = axes_arg(a, axes, 13)
    if ax is None:
        return np.squeeze(x) if x.ndim else x
    ax = norm_axes(ax, x.ndim)
    if any(x.shape[i] != 1 for i in ax):
        raise Illegal('squeezing a dimension other than 1')
    return np.squeeze(x, axis=tuple(ax))


@op('Unsqueeze')
def _unsqueeze(a, x, axes=None):
    ax = axes_arg(a, axes, 13)
    if ax is None:
        raise Illegal('axes required')
    r = x.ndim + len(ax)
    ax = sorted(norm_axis(int(v), r) for v in ax)
    if len(set(ax)) != len(ax):
        raise Illegal('repeated axis')
    y = x
    for v in ax:
        y = np.expand_dims(y, v)
    return y


@op('Concat')
def _concat(a, *xs):
    same_type(*xs)
    if xs[0].ndim == 0:
        raise Illegal('scalars')
    ax = norm_axis(a['axis'], xs[0].ndim)
    if len({x.ndim for x in xs}) > 1:
        raise Illegal('ranks differ')
    try:
        return np.concatenate(xs, axis=ax)
    except ValueError:
        raise Illegal('shapes differ')


@op('Split')
def _split(a, x, split=None):
    ax = norm_axis(a.get('axis', 0), x.ndim)
    if a['_opset'] < 13 and 'split' in a:
        split = a['split']
    n = x.shape[ax]
    if split is not None:
        split = ints(split)
        if sum(split) != n or any(s < 0 for s in split):
            raise Illegal('split does not sum to the dimension')
    else:
        k = a.get('num_outputs', a['_nout'])
        if 'num_outputs' in a and a['_nout'] != k:
            raise Illegal('num_outputs differs from the outputs')
        if a['_opset'] >= 18 and 'num_outputs' in a:
            c = -(-n // k)
            split = [c] * (n // c) + ([n % c] if n % c else [])
            if len(split) != k:
                raise Illegal('num_outputs does not fit')
        else:
            if n % k:
                raise Illegal('not evenly divisible')
            split = [n // k] * k
    return tuple(np.split(x, np.cumsum(split)[:-1], axis=ax))


@op('Slice')
def _slice(a, x, starts, ends, axes=None, steps=None):
    starts, ends = ints(starts), ints(ends)
    axes = list(range(len(starts))) if axes is None else norm_axes(ints(axes), x.ndim)
    steps = [1] * len(starts) if steps is None else ints(steps)
    if not len(starts) == len(ends) == len(axes) == len(steps) or 0 in steps:
        raise Illegal('lengths differ or a zero step')
    sl = [slice(None)] * x.ndim
    for s, e, ax, st in zip(starts, ends, axes, steps):
        d = x.shape[ax]
        s = s + d if s < 0 else s
        e = e + d if e < 0 else e
        if st > 0:
            s, e = min(max(s, 0), d), min(max(e, 0), d)
        else:
            s, e = min(max(s, -1), d - 1), min(max(e, -1), d - 1)
        sl[ax] = slice(s, e if e >= 0 else None, st)
    return x[tuple(sl)]


@op('Expand')
def _expand(a, x, shape):
    try:
        return x * np.ones(ints(shape), x.dtype) if x.dtype != np.bool_ else \
            np.broadcast_to(x, np.broadcast_shapes(x.shape, tuple(ints(shape)))).copy()
    except ValueError:
        raise Illegal('shapes do not broadcast')


@op('Tile')
def _tile(a, x, reps):
    reps = ints(reps)
    if len(reps) != x.ndim or any(r < 0 for r in reps):
        raise Illegal('repeats')
    return np.tile(x, reps)


@op('Pad')
def _pad(a, x, pads=None, value=None, axes=None):
    """Opset 2 to 10: pads (opset 1: paddings) and value as attributes;
    from 11 inputs, axes from 18. Negative pads crop (ONNX's own reference,
    np.pad, refuses them: only the constant mode's crop is defined here)."""
    mode = _s(a.get('mode', 'constant'))
    if mode not in ('constant', 'reflect', 'edge', 'wrap'):
        raise Illegal('mode')
    if pads is None:
        pads = a.get('pads', a.get('paddings'))
        value = np.array(a.get('value', 0.0)).astype(x.dtype)
    pads, r = ints(pads), x.ndim
    axs = list(range(r)) if axes is None else norm_axes(ints(axes), r)
    n = len(axs)
    if len(pads) != 2 * n:
        raise Illegal('pads')
    lo, hi = [0] * r, [0] * r
    for k, ax in enumerate(axs):
        lo[ax], hi[ax] = pads[k], pads[k + n]
    if any(p < 0 for p in lo + hi) and mode != 'constant':
        raise Illegal('negative pads outside constant mode')
    if any(x.shape[i] + lo[i] + hi[i] < 0 for i in range(r)):
        raise Illegal('a negative size')
    y = x[tuple(slice(max(-lo[i], 0), x.shape[i] - max(-hi[i], 0)) for i in range(r))]
    width = [(max(lo[i], 0), max(hi[i], 0)) for i in range(r)]
    if mode == 'constant':
        cv = value.reshape(-1)[0] if value is not None and value.size else 0
        return np.pad(y, width, mode='constant', constant_values=cv).astype(x.dtype)
    if any(y.shape[i] == 0 and (width[i][0] or width[i][1]) for i in range(r)):
        raise Illegal('an empty axis padded')
    return np.pad(y, width, mode={'edge': 'edge', 'reflect': 'reflect', 'wrap': 'wrap'}[mode])


def _scatter_combine(red, old, new):
    if red == 'none':
        return new
    f = {'add': np.add, 'mul': np.multiply, 'max': np.maximum, 'min': np.minimum}.get(red)
    if f is None:
        raise Illegal('reduction')
    return f(old, new).astype(old.dtype)


@op('ScatterElements', 'Scatter')
def _scatter_elements(a, data, idx, upd):
    """Updates in the indices' order: a later duplicate wins (none) or
    combines."""
    axis = norm_axis(a.get('axis', 0), data.ndim)
    red = _s(a.get('reduction', 'none'))
    if idx.shape != upd.shape or idx.ndim != data.ndim or \
            any(idx.shape[i] > data.shape[i] for i in range(data.ndim) if i != axis):
        raise Illegal('shapes')
    out, n = data.copy(), data.shape[axis]
    for p in np.ndindex(*idx.shape):
        k = int(idx[p])
        if not -n <= k < n:
            raise Illegal('index out of range')
        q = list(p)
        q[axis] = k + n if k < 0 else k
        out[tuple(q)] = _scatter_combine(red, out[tuple(q)], upd[p])
    return out


@op('ScatterND')
def _scatternd(a, data, idx, upd):
    red = _s(a.get('reduction', 'none'))
    k = idx.shape[-1]
    if k > data.ndim or upd.shape != idx.shape[:-1] + data.shape[k:]:
        raise Illegal('shapes')
    out = data.copy()
    for p in np.ndindex(*idx.shape[:-1]):
        t = []
        for j, v in enumerate(int(v) for v in idx[p]):
            if not -data.shape[j] <= v < data.shape[j]:
                raise Illegal('index out of range')
            t.append(v + data.shape[j] if v < 0 else v)
        out[tuple(t)] = _scatter_combine(red, out[tuple(t)], upd[p])
    return out


@op('NonZero')
def _nonzero(a, x):
    if x.ndim == 0:
        raise Illegal('a scalar')
    return np.array(np.nonzero(x), dtype=np.int64).reshape(x.ndim, -1)


@op('Gather')
def _gather(a, x, idx):
    ax = norm_axis(a.get('axis', 0), x.ndim)
    d = x.shape[ax]
    if np.any(idx < -d) or np.any(idx >= d):
        raise Illegal('index out of range')
    return np.take(x, np.where(idx < 0, idx + d, idx), axis=ax)


@op('GatherElements')
def _gather_elements(a, x, idx):
    ax = norm_axis(a.get('axis', 0), x.ndim)
    d = x.shape[ax]
    if idx.ndim != x.ndim or np.any(idx < -d) or np.any(idx >= d) or \
            any(i > n for k, (i, n) in enumerate(zip(idx.shape, x.shape)) if k != ax):
        raise Illegal('indices')
    pos = list(np.indices(idx.shape))
    pos[ax] = np.where(idx < 0, idx + d, idx)
    return x[tuple(pos)]


@op('GatherND')
def _gather_nd(a, x, idx):
    b = a.get('batch_dims', 0)
    if idx.shape[-1] > x.ndim - b or x.shape[:b] != idx.shape[:b]:
        raise Illegal('shapes')
    dims = np.array(x.shape[b:b + idx.shape[-1]])
    if np.any(idx < -dims) or np.any(idx >= dims):
        raise Illegal('index out of range')
    return gather_nd_impl(x, np.where(idx < 0, idx + dims, idx), b).astype(x.dtype)


@op('Compress')
def _compress(a, x, cond):
    if cond.ndim != 1:
        raise Illegal('condition must be 1-D')
    if 'axis' in a:
        ax = norm_axis(a['axis'], x.ndim)
        if cond.size > x.shape[ax]:
            raise Illegal('condition too long')
        return np.compress(cond, x, axis=ax)
    if cond.size > x.size:
        raise Illegal('condition too long')
    return np.compress(cond, x)


@op('Range')
def _range(a, start, limit, delta):
    same_type(start, limit, delta)
    s, l, d = (np.asarray(v).reshape(()) for v in (start, limit, delta))
    if d == 0:
        raise Illegal('zero delta')
    n = max(int(math.ceil((float(l) - float(s)) / float(d))), 0)
    return (s + np.arange(n).astype(s.dtype) * d).astype(s.dtype)


@op('ConstantOfShape')
def _constant_of_shape(a, shape):
    v = numpy_helper.to_array(a['value']) if 'value' in a else np.zeros(1, np.float32)
    if v.size != 1:
        raise Illegal('value must have one element')
    return np.full(ints(shape), v.reshape(()), v.dtype)


@op('EyeLike')
def _eyelike(a, x):
    if x.ndim != 2:
        raise Illegal('2-D only')
    t = np_dtype(a['dtype']) if 'dtype' in a else x.dtype
    return np.eye(x.shape[0], x.shape[1], k=a.get('k', 0), dtype=t)


@op('Trilu')
def _trilu(a, x, k=None):
    if x.ndim < 2:
        raise Illegal('rank 2 at least')
    k = 0 if k is None else int(np.asarray(k).reshape(()))
    return np.triu(x, k) if a.get('upper', 1) else np.tril(x, k)


@op('OneHot')
def _onehot(a, idx, depth, values):
    d = int(np.asarray(depth).reshape(-1)[0])
    if d < 1 or values.size != 2:
        raise Illegal('depth or values')
    ax = norm_axis(a.get('axis', -1), idx.ndim, 1)
    i = np.asarray(idx).astype(np.int64)
    i = np.where(i < 0, i + d, i)
    hot = np.arange(d).reshape([d if k == ax else 1 for k in range(idx.ndim + 1)])
    eq = np.expand_dims(i, ax) == hot
    return np.where(eq, values[1], values[0]).astype(values.dtype)


@op('DepthToSpace')
def _depth_to_space(a, x):
    b = a['blocksize']
    n, c, h, w = x.shape
    if c % (b * b):
        raise Illegal('channels')
    mode = a.get('mode', 'DCR')
    mode = mode.decode() if isinstance(mode, bytes) else mode
    if mode == 'DCR':
        t = x.reshape(n, b, b, c // (b * b), h, w).transpose(0, 3, 4, 1, 5, 2)
    else:
        t = x.reshape(n, c // (b * b), b, b, h, w).transpose(0, 1, 4, 2, 5, 3)
    return t.reshape(n, c // (b * b), h * b, w * b)


@op('SpaceToDepth')
def _space_to_depth(a, x):
    b = a['blocksize']
    n, c, h, w = x.shape
    if h % b or w % b:
        raise Illegal('spatial sizes')
    t = x.reshape(n, c, h // b, b, w // b, b).transpose(0, 3, 5, 1, 2, 4)
    return t.reshape(n, c * b * b, h // b, w // b)


@op('CumSum')
def _cumsum(a, x, axis):
    ax = norm_axis(int(np.asarray(axis).reshape(())), x.ndim)
    y = np.flip(x, ax) if a.get('reverse', 0) else x
    c = np.cumsum(y, axis=ax, dtype=x.dtype)
    if a.get('exclusive', 0):
        c = c - y
    return (np.flip(c, ax) if a.get('reverse', 0) else c).astype(x.dtype)


# ------------------------------ reductions -------------------------------

def reduce_axes(a, x, axes_in, opset_from):
    if a['_opset'] >= opset_from:
        ax = None if axes_in is None else ints(axes_in)
    else:
        ax = a.get('axes')
    if ax is None or len(ax) == 0:
        if a.get('noop_with_empty_axes', 0) and a['_opset'] >= opset_from:
            return None
        return tuple(range(x.ndim))
    return tuple(norm_axes(ax, x.ndim))


def reduction(fn, opset_from=18, need_nonempty=False):
    def f(a, x, axes=None):
        ax = reduce_axes(a, x, axes, opset_from)
        if ax is None:
            # noop_with_empty_axes: a reduction over no axis, which keeps the
            # per-element part (ReduceL1 |x|, ReduceSumSquare x^2, ReduceLogSum
            # log x), as ONNX's reference (onnx.reference, 1.16 and later) does.
            ax = ()
        if need_nonempty and any(x.shape[i] == 0 for i in ax):
            raise Illegal('empty reduction has no identity')
        keep = bool(a.get('keepdims', 1))
        with np.errstate(all='ignore'):
            return np.asarray(fn(x, ax, keep)).astype(x.dtype)
    return f


def _rd(g):
    return g


REF['ReduceSum'] = reduction(_rd(lambda x, ax, k: np.sum(x, axis=ax, keepdims=k)), 13)
REF['ReduceMax'] = reduction(_rd(lambda x, ax, k: np.max(x, axis=ax, keepdims=k)), 18, True)
REF['ReduceMin'] = reduction(_rd(lambda x, ax, k: np.min(x, axis=ax, keepdims=k)), 18, True)
REF['ReduceMean'] = reduction(_rd(lambda x, ax, k: np.mean(x, axis=ax, keepdims=k)), 18, True)
REF['ReduceProd'] = reduction(_rd(lambda x, ax, k: np.prod(x, axis=ax, keepdims=k)), 18)
REF['ReduceL1'] = reduction(_rd(lambda x, ax, k: np.sum(np.abs(x), axis=ax, keepdims=k)), 18)
REF['ReduceL2'] = reduction(_rd(lambda x, ax, k: np.sqrt(np.sum(
    x.astype(np.float64) ** 2, axis=ax, keepdims=k))), 18)
REF['ReduceSumSquare'] = reduction(_rd(lambda x, ax, k: np.sum(x * x, axis=ax, keepdims=k)), 18)
REF['ReduceLogSum'] = reduction(_rd(lambda x, ax, k: np.log(np.sum(x, axis=ax,
                                                                   keepdims=k))), 18)
REF['ReduceLogSumExp'] = reduction(_rd(lambda x, ax, k: np.log(np.sum(
    np.exp(x.astype(np.float64)), axis=ax, keepdims=k))), 18)


def arg_reduce(fn):
    def f(a, x):
        ax = norm_axis(a.get('axis', 0), x.ndim)
        if x.shape[ax] == 0:
            raise Illegal('empty')
        last = a.get('select_last_index', 0)
        y = np.flip(x, ax) if last else x
        i = fn(y, axis=ax)
        if last:
            i = x.shape[ax] - 1 - i
        if a.get('keepdims', 1):
            i = np.expand_dims(i, ax)
        return i.astype(np.int64)
    return f


REF['ArgMax'] = arg_reduce(np.argmax)
REF['ArgMin'] = arg_reduce(np.argmin)


def softmax_like(fn):
    def f(a, x):
        if a['_opset'] < 13:
            ax = norm_axis(a.get('axis', 1), x.ndim)
            shape = x.shape
            y = x.reshape(int(np.prod(shape[:ax])), -1)
            return fn(y, 1).reshape(shape).astype(x.dtype)
        ax = norm_axis(a.get('axis', -1), x.ndim)
        return fn(x, ax).astype(x.dtype)
    return f


def _softmax(x, ax):
    e = np.exp(x - np.max(x, axis=ax, keepdims=True))
    return e / np.sum(e, axis=ax, keepdims=True)


def _logsoftmax(x, ax):
    m = x - np.max(x, axis=ax, keepdims=True)
    return m - np.log(np.sum(np.exp(m), axis=ax, keepdims=True))


def _hardmax(x, ax):
    i = np.argmax(x, axis=ax)
    return (np.expand_dims(i, ax) == np.arange(x.shape[ax]).reshape(
        [-1 if k == ax else 1 for k in range(x.ndim)])).astype(x.dtype)


REF['Softmax'] = softmax_like(_softmax)
REF['LogSoftmax'] = softmax_like(_logsoftmax)
REF['Hardmax'] = softmax_like(_hardmax)


@op('TopK')
def _topk(a, x, k):
    k = int(np.asarray(k).reshape(-1)[0])
    ax = norm_axis(a.get('axis', -1), x.ndim)
    if not 0 <= k <= x.shape[ax]:
        raise Illegal('k')
    largest = a.get('largest', 1)
    # Stable: among equal values the lower index first (as ONNX requires).
    key = -x if largest else x
    order = np.argsort(key, axis=ax, kind='stable')
    idx = np.take(order, np.arange(k), axis=ax)
    return np.take_along_axis(x, idx, axis=ax), idx.astype(np.int64)


# ----------------------------- linear algebra ----------------------------

@op('MatMul')
def _matmul(a, x, y):
    same_type(x, y)
    if x.ndim == 0 or y.ndim == 0:
        raise Illegal('scalars')
    try:
        return np.matmul(x, y).astype(x.dtype)
    except ValueError:
        raise Illegal('shapes')


@op('Gemm')
def _gemm(a, A, Bm, C=None):
    A = A.T if a.get('transA', 0) else A
    Bm = Bm.T if a.get('transB', 0) else Bm
    if A.ndim != 2 or Bm.ndim != 2 or A.shape[1] != Bm.shape[0]:
        raise Illegal('shapes')
    y = a.get('alpha', 1.0) * (A.astype(np.float64) @ Bm.astype(np.float64))
    if C is not None:
        if np.broadcast_shapes(C.shape, y.shape) != y.shape:
            raise Illegal('C does not broadcast')
        y = y + a.get('beta', 1.0) * C
    return y.astype(A.dtype)


# ------------------------------- recurrent -------------------------------

_RNN_ACTS = {  # name: (function of x, alpha, beta; default alpha, beta; takes alpha, beta)
    'relu': (lambda x, a, b: np.maximum(x, 0), 0, 0, False, False),
    'tanh': (lambda x, a, b: np.tanh(x), 0, 0, False, False),
    'sigmoid': (lambda x, a, b: 1 / (1 + np.exp(-x)), 0, 0, False, False),
    'affine': (lambda x, a, b: a * x + b, 1.0, 0.0, True, True),
    'leakyrelu': (lambda x, a, b: np.where(x < 0, a * x, x), 0.01, 0, True, False),
    'thresholdedrelu': (lambda x, a, b: np.where(x > a, x, 0), 1.0, 0, True, False),
    'scaledtanh': (lambda x, a, b: a * np.tanh(b * x), 1.0, 1.0, True, True),
    'hardsigmoid': (lambda x, a, b: np.clip(a * x + b, 0, 1), 0.2, 0.5, True, True),
    'elu': (lambda x, a, b: np.where(x < 0, a * (np.exp(x) - 1), x), 1.0, 0, True, False),
    'softsign': (lambda x, a, b: x / (1 + np.abs(x)), 0, 0, False, False),
    'softplus': (lambda x, a, b: np.log(np.exp(x) + 1), 0, 0, False, False),
}


def _rnn_activations(a, nact, dirs, gates):
    """The activation functions of each direction (ONNX Runtime's reading:
    activation_alpha and activation_beta consumed in order, one value for
    each function that takes one; one direction's list serves both)."""
    names = [_s(n).lower() for n in a.get('activations', [])]
    if not names:
        names = (['tanh'] if gates == 1 else ['sigmoid'] + ['tanh'] * (nact - 1)) * dirs
    if len(names) == nact and dirs == 2:
        names = names * 2
    if len(names) != nact * dirs or any(n not in _RNN_ACTS for n in names):
        raise Illegal('activations')
    alphas, betas = list(a.get('activation_alpha', [])), list(a.get('activation_beta', []))
    out = []
    for n in names:
        f, da, db, ua, ub = _RNN_ACTS[n]
        al = alphas.pop(0) if ua and alphas else da
        be = betas.pop(0) if ub and betas else db
        out.append(lambda x, f=f, al=al, be=be: f(x, al, be))
    return [out[d * nact:(d + 1) * nact] for d in range(dirs)]


def _recurrent(a, kind, x, w, r, b=None, lens=None, h0=None, c0=None, p=None):
    """RNN, GRU and LSTM from the specification's equations, one direction
    and one batch entry's sequence at a time; computed in float64."""
    gates, nact = {'RNN': (1, 1), 'GRU': (3, 2), 'LSTM': (4, 3)}[kind]
    direction = _s(a.get('direction', 'forward'))
    if direction not in ('forward', 'reverse', 'bidirectional'):
        raise Illegal('direction')
    dirs = 2 if direction == 'bidirectional' else 1
    layout = a.get('layout', 0)
    if layout not in (0, 1):
        raise Illegal('layout')
    acts = _rnn_activations(a, nact, dirs, gates)
    clip = a.get('clip', None)
    dt = x.dtype
    if layout:
        x = np.swapaxes(x, 0, 1)
        h0 = None if h0 is None else np.swapaxes(h0, 0, 1)
        c0 = None if c0 is None else np.swapaxes(c0, 0, 1)
    x, w, r = x.astype(np.float64), w.astype(np.float64), r.astype(np.float64)
    seq, batch, _ = x.shape
    hs = r.shape[-1]
    if a.get('hidden_size', hs) != hs or w.shape[0] != dirs or w.shape[1] != gates * hs:
        raise Illegal('shapes')
    b = np.zeros((dirs, 2 * gates * hs)) if b is None else b.astype(np.float64)
    lens = np.full(batch, seq) if lens is None else lens.astype(np.int64)
    if np.any(lens < 0) or np.any(lens > seq):
        raise Illegal('sequence_lens')
    h0 = np.zeros((dirs, batch, hs)) if h0 is None else h0.astype(np.float64)
    c0 = np.zeros((dirs, batch, hs)) if c0 is None else c0.astype(np.float64)
    p = np.zeros((dirs, 3 * hs)) if p is None else p.astype(np.float64)
    lbr = a.get('linear_before_reset', 0)
    coupled = a.get('input_forget', 0)

    def cl(v):
        return v if clip is None else np.clip(v, -clip, clip)

    y = np.zeros((seq, dirs, batch, hs))
    yh = np.zeros((dirs, batch, hs))
    yc = np.zeros((dirs, batch, hs))
    for d in range(dirs):
        f = acts[d][0]
        g = acts[d][1] if nact > 1 else None
        hf = acts[d][2] if nact > 2 else None
        rev = direction == 'reverse' or d == 1
        wb, rb = np.split(b[d], 2)
        for n in range(batch):
            h, c = h0[d, n], c0[d, n]
            steps = range(lens[n] - 1, -1, -1) if rev else range(lens[n])
            for t in steps:
                gx = w[d] @ x[t, n] + wb
                gr = r[d] @ h + rb
                if kind == 'RNN':
                    h = f(cl(gx + gr))
                elif kind == 'GRU':
                    z = f(cl(gx[:hs] + gr[:hs]))
                    rr = f(cl(gx[hs:2 * hs] + gr[hs:2 * hs]))
                    if lbr:
                        ht = g(cl(gx[2 * hs:] + rr * gr[2 * hs:]))
                    else:
                        ht = g(cl(gx[2 * hs:] + r[d][2 * hs:] @ (rr * h) + rb[2 * hs:]))
                    h = (1 - z) * ht + z * h
                else:
                    pi, po, pf = np.split(p[d], 3)
                    i = f(cl(gx[:hs] + gr[:hs] + pi * c))
                    ff = 1 - i if coupled else f(cl(gx[2 * hs:3 * hs] + gr[2 * hs:3 * hs] + pf * c))
                    c = ff * c + i * g(cl(gx[3 * hs:] + gr[3 * hs:]))
                    o = f(cl(gx[hs:2 * hs] + gr[hs:2 * hs] + po * c))
                    h = o * hf(cl(c))
                y[t, d, n] = h
            yh[d, n], yc[d, n] = h, c
    if layout:
        y, yh, yc = np.transpose(y, (2, 0, 1, 3)), np.swapaxes(yh, 0, 1), np.swapaxes(yc, 0, 1)
    out = (y.astype(dt), yh.astype(dt), yc.astype(dt))
    return out[:a['_nout']]


@op('RNN')
def _rnn(a, *ins):
    return _recurrent(a, 'RNN', *ins)


@op('GRU')
def _gru(a, *ins):
    return _recurrent(a, 'GRU', *ins)


@op('LSTM')
def _lstm(a, *ins):
    return _recurrent(a, 'LSTM', *ins)


@op('Einsum')
def _einsum(a, *xs):
    same_type(*xs)
    if xs[0].dtype == np.bool_:
        raise Illegal('bool')
    try:
        return np.einsum(_s(a['equation']), *xs).astype(xs[0].dtype)
    except ValueError:
        raise Illegal('equation')


@op('Unique')
def _unique(a, x):
    ax = a.get('axis', None)
    if ax is not None:
        ax = norm_axis(ax, x.ndim)
    if x.dtype.kind == 'f' and np.isnan(x).any():
        raise Illegal('NaN')  # numpy's grouping of NaNs changed between versions
    y, idx, inv, cnt = np.unique(x, return_index=True, return_inverse=True, return_counts=True,
                                 axis=ax)
    if not a.get('sorted', 1):
        # The groups in the order of their first occurrence.
        order = np.argsort(idx, kind='stable')
        y = np.take(y, order, axis=0 if ax is None else ax)
        idx, cnt = idx[order], cnt[order]
        place = np.empty_like(order)
        place[order] = np.arange(len(order))
        inv = place[inv]
    out = (y, idx.astype(np.int64), inv.reshape(-1).astype(np.int64), cnt.astype(np.int64))
    return out[:a['_nout']]


# ------------------------------ quantization ------------------------------

def _q_param(v, x, axis):
    """A scale or zero point shaped to broadcast along x's axis."""
    v = np.asarray(v)
    if v.size == 1:
        return v.reshape(())
    ax = norm_axis(axis, x.ndim)
    if v.ndim != 1 or v.shape[0] != x.shape[ax]:
        raise Illegal('per-axis parameter')
    shape = [1] * x.ndim
    shape[ax] = v.shape[0]
    return v.reshape(shape)


def _saturate(v, qtype):
    info = np.iinfo(qtype)
    return np.clip(v, info.min, info.max).astype(qtype)


@op('QuantizeLinear')
def _quantize(a, x, s, zp=None):
    qt = np.uint8 if zp is None else zp.dtype
    if x.dtype.kind != 'f' and x.dtype != np.int32:
        raise Illegal('x')
    s = _q_param(s, x, a.get('axis', 1)).astype(np.float32)
    z = np.zeros((), np.float32) if zp is None else \
        _q_param(zp, x, a.get('axis', 1)).astype(np.float32)
    return _saturate(np.rint(x.astype(np.float32) / s) + z, qt)


@op('DequantizeLinear')
def _dequantize(a, x, s, zp=None):
    s = _q_param(s, x, a.get('axis', 1))
    z = 0 if zp is None else _q_param(zp, x, a.get('axis', 1)).astype(np.float32)
    return ((x.astype(np.float32) - z) * s).astype(s.dtype)


@op('DynamicQuantizeLinear')
def _dynamic_quantize(a, x):
    lo, hi = min(0.0, float(x.min(initial=0))), max(0.0, float(x.max(initial=0)))
    scale = np.float32((np.float32(hi) - np.float32(lo)) / np.float32(255))
    if scale == 0:
        raise Illegal('a zero range')
    zp = _saturate(np.rint(-np.float32(lo) / scale), np.uint8)
    y = _saturate(np.rint(x / scale) + np.float32(zp), np.uint8)
    return (y, np.array(scale, np.float32), np.array(zp, np.uint8))[:a['_nout']]


def _int_matmul(a, b, azp, bzp):
    if a.ndim < 2 or b.ndim not in (2, a.ndim) or (b.ndim > 2 and a.shape[:-2] != b.shape[:-2]):
        raise Illegal('shapes')
    if a.shape[-1] != b.shape[-2]:
        raise Illegal('inner')
    z = [0 if v is None else np.asarray(v).astype(np.int32).reshape(()) for v in (azp, bzp)]
    return np.matmul(a.astype(np.int32) - z[0], b.astype(np.int32) - z[1]).astype(np.int32)


@op('MatMulInteger')
def _matmul_integer(a, x, y, xzp=None, yzp=None):
    return _int_matmul(x, y, xzp, yzp)


@op('QLinearMatMul')
def _qlinear_matmul(a, x, xs, xzp, y, ys, yzp, zs, zzp):
    acc = _int_matmul(x, y, xzp, yzp).astype(np.float32)
    m = np.float32(xs.reshape(())) * np.float32(ys.reshape(())) / np.float32(zs.reshape(()))
    return _saturate(np.rint(acc * m) + np.float32(zzp.reshape(())), zzp.dtype)


@op('Det')
def _det(a, x):
    if x.ndim < 2 or x.shape[-1] != x.shape[-2] or x.dtype.kind != 'f':
        raise Illegal('shape')
    return np.linalg.det(x).astype(x.dtype)


@op('MaxUnpool')
def _max_unpool(a, x, idx, out_shape=None):
    """Indices flattened over the default output shape ((in - 1) * stride +
    kernel - pads, N and C included); with output_shape the same
    coordinates in that shape."""
    k = list(a['kernel_shape'])
    nsp = x.ndim - 2
    st = list(a.get('strides', [1] * nsp))
    pads = list(a.get('pads', [0] * 2 * nsp))
    dflt = list(x.shape[:2]) + [(x.shape[2 + j] - 1) * st[j] + k[j] - pads[j] - pads[j + nsp]
                                for j in range(nsp)]
    shape = dflt if out_shape is None else [int(v) for v in out_shape]
    y = np.zeros(shape, x.dtype)
    for v, i in zip(x.reshape(-1), idx.reshape(-1)):
        if not 0 <= i < int(np.prod(dflt)):
            raise Illegal('index')
        coord = np.unravel_index(int(i), dflt)
        if any(cc >= ss for cc, ss in zip(coord, shape)):
            raise Illegal('index outside output_shape')
        y[coord] = v
    return y


# ----------------------------- normalization -----------------------------

@op('BatchNormalization')
def _batchnorm(a, x, s, b, mean, var):
    sh = [1, -1] + [1] * (x.ndim - 2)
    eps = a.get('epsilon', 1e-5)
    if a.get('training_mode', 0):
        # The batch's statistics (population variance); the running ones
        # move towards them by 1 - momentum (ONNX's backend test's reference).
        ax = tuple(i for i in range(x.ndim) if i != 1)
        bm, bv = x.mean(axis=ax), x.var(axis=ax)
        mom = a.get('momentum', 0.9)
        y = ((x - bm.reshape(sh)) / np.sqrt(bv.reshape(sh) + eps) * s.reshape(sh) +
             b.reshape(sh)).astype(x.dtype)
        out = (y, (mean * mom + bm * (1 - mom)).astype(x.dtype),
               (var * mom + bv * (1 - mom)).astype(x.dtype))
        return out[:a['_nout']]
    return ((x - mean.reshape(sh)) / np.sqrt(var.reshape(sh) + eps) * s.reshape(sh) +
            b.reshape(sh)).astype(x.dtype)


@op('ReverseSequence')
def _reverse_sequence(a, x, lens):
    ba, ta = a.get('batch_axis', 1), a.get('time_axis', 0)
    if {ba, ta} != {0, 1} or x.ndim < 2 or lens.shape != (x.shape[ba],):
        raise Illegal('axes')
    if np.any(lens < 0) or np.any(lens > x.shape[ta]):
        raise Illegal('lengths')
    out = x.copy()
    for b in range(x.shape[ba]):
        n = int(lens[b])
        src = np.take(x, b, axis=ba)
        dst = src.copy()
        dst[:n] = src[:n][::-1]
        if ba == 0:
            out[b] = dst
        else:
            out[:, b] = dst
    return out


@op('InstanceNormalization')
def _instancenorm(a, x, s, b):
    ax = tuple(range(2, x.ndim))
    m = np.mean(x, axis=ax, keepdims=True)
    v = np.var(x, axis=ax, keepdims=True)
    sh = [1, -1] + [1] * (x.ndim - 2)
    return ((x - m) / np.sqrt(v + a.get('epsilon', 1e-5)) * s.reshape(sh) +
            b.reshape(sh)).astype(x.dtype)


@op('LayerNormalization')
def _layernorm(a, x, scale, bias=None):
    ax = norm_axis(a.get('axis', -1), x.ndim)
    red = tuple(range(ax, x.ndim))
    xd = x.astype(np.float64)
    m = np.mean(xd, axis=red, keepdims=True)
    v = np.mean((xd - m) ** 2, axis=red, keepdims=True)
    inv = 1 / np.sqrt(v + a.get('epsilon', 1e-5))
    y = (xd - m) * inv * scale
    if bias is not None:
        y = y + bias
    outs = (y.astype(x.dtype), m.astype(np.float32), inv.astype(np.float32))
    return outs[:max(a['_nout'], 1)]


@op('LRN')
def _lrn(a, x):
    size = a['size']
    alpha, beta, bias = a.get('alpha', 1e-4), a.get('beta', 0.75), a.get('bias', 1.0)
    c = x.shape[1]
    sq = np.zeros(x.shape, np.float64)
    lo, hi = (size - 1) // 2, size - 1 - (size - 1) // 2
    for ch in range(c):
        sq[:, ch] = np.sum(x[:, max(0, ch - lo):min(c, ch + hi + 1)].astype(np.float64) ** 2,
                           axis=1)
    return (x / (bias + alpha / size * sq) ** beta).astype(x.dtype)


@op('MeanVarianceNormalization')
def _mvn(a, x):
    ax = tuple(norm_axes(a.get('axes', [0, 2, 3]), x.ndim))
    m = np.mean(x, axis=ax, keepdims=True)
    v = np.mean((x - m) ** 2, axis=ax, keepdims=True)
    return ((x - m) / (np.sqrt(v) + 1e-9)).astype(x.dtype)


def loss_reduction(a, x, t):
    """The reduction of a loss, after checking its targets are classes of x
    (or the ignored index)."""
    if np.any(((t < 0) | (t >= x.shape[1])) & (t != a.get('ignore_index', -10 ** 9))):
        raise Illegal('target out of range')
    return _s(a.get('reduction', 'mean'))


@op('NegativeLogLikelihoodLoss')
def _nll(a, x, t, w=None):
    red = loss_reduction(a, x, t)
    r = compute_negative_log_likelihood_loss(x, t, weight=w, reduction=red,
                                             ignore_index=a.get('ignore_index'))
    return np.asarray(r).astype(x.dtype)


@op('SoftmaxCrossEntropyLoss')
def _sce(a, x, t, w=None):
    red = loss_reduction(a, x, t)
    r = softmaxcrossentropy(x, t, weight=w, reduction=red, ignore_index=a.get('ignore_index'),
                            get_log_prob=a['_nout'] > 1)
    if a['_nout'] > 1:
        return np.asarray(r[0]).astype(x.dtype), np.asarray(r[1]).astype(x.dtype)
    return np.asarray(r).astype(x.dtype)


# -------------------------- pooling, convolution -------------------------

def pads_for(a, in_sp, k, s, d):
    n = len(in_sp)
    auto = _s(a.get('auto_pad', 'NOTSET'))
    eff = [(k[i] - 1) * d[i] + 1 for i in range(n)]
    if auto in ('SAME_UPPER', 'SAME_LOWER'):
        out = [-(-in_sp[i] // s[i]) for i in range(n)]
        tot = [max((out[i] - 1) * s[i] + eff[i] - in_sp[i], 0) for i in range(n)]
        small = [t // 2 for t in tot]
        big = [t - t // 2 for t in tot]
        return (small, big) if auto == 'SAME_UPPER' else (big, small)
    if auto == 'VALID':
        return [0] * n, [0] * n
    p = a.get('pads', [0] * (2 * n))
    return list(p[:n]), list(p[n:])


def window_op(a, x, kind, indices=None):
    """indices (MaxPool's second output), when a list: filled with the
    first maximum's place in x, flattened row-major over (N, C, spatial)
    or, with storage_order 1, the spatial part column-major."""
    n = x.ndim - 2
    if n < 1:
        raise Illegal('rank')
    k = list(a['kernel_shape'])
    s = list(a.get('strides', [1] * n))
    d = list(a.get('dilations', [1] * n))
    lo, hi = pads_for(a, x.shape[2:], k, s, d)
    if any(p >= kk for p, kk in zip(lo + hi, k + k)) and kind == 'MAX':
        raise Illegal('pad as large as the kernel')
    ceil = a.get('ceil_mode', 0)
    out = []
    for i in range(n):
        span = x.shape[2 + i] + lo[i] + hi[i] - ((k[i] - 1) * d[i] + 1)
        if span < 0:
            raise Illegal('window larger than the input')
        o = (-(-span // s[i]) if ceil else span // s[i]) + 1
        if ceil and (o - 1) * s[i] >= x.shape[2 + i] + lo[i]:
            o -= 1
        out.append(o)
    y = np.zeros(x.shape[:2] + tuple(out), np.float64)
    ind = np.zeros(x.shape[:2] + tuple(out), np.int64)
    col = a.get('storage_order', 0) == 1
    spatial = int(np.prod(x.shape[2:]))
    cip = a.get('count_include_pad', 0)
    for pos in itertools.product(*[range(o) for o in out]):
        vals, cnt_pad = [], 0
        idx_lists = []
        for i in range(n):
            idx_lists.append([pos[i] * s[i] - lo[i] + j * d[i] for j in range(k[i])])
        sl = []
        for combo in itertools.product(*idx_lists):
            inside = all(0 <= c < x.shape[2 + i] for i, c in enumerate(combo))
            padded_area = all(c < x.shape[2 + i] + hi[i] for i, c in enumerate(combo))
            if inside:
                sl.append(combo)
            elif padded_area:
                cnt_pad += 1
        if not sl:
            raise Illegal('a window entirely in the padding')
        vals = np.stack([x[(slice(None), slice(None)) + c] for c in sl], axis=-1)
        if kind == 'MAX':
            y[(slice(None), slice(None)) + pos] = np.max(vals, axis=-1)
            first = np.argmax(vals, axis=-1)
            for b, ch in itertools.product(range(x.shape[0]), range(x.shape[1])):
                c = sl[first[b, ch]]
                f = 0
                for i in (reversed(range(n)) if col else range(n)):
                    f = f * x.shape[2 + i] + c[i]
                ind[(b, ch) + pos] = (b * x.shape[1] + ch) * spatial + f
        else:
            cnt = len(sl) + (cnt_pad if cip else 0)
            y[(slice(None), slice(None)) + pos] = np.sum(vals, axis=-1) / cnt
    if indices is not None:
        indices.append(ind)
    return y.astype(x.dtype)


@op('MaxPool')
def _maxpool(a, x):
    if a['_nout'] < 2:
        return window_op(a, x, 'MAX')
    ind = []
    y = window_op(a, x, 'MAX', ind)
    return y, ind[0]


@op('AveragePool')
def _avgpool(a, x):
    if 'dilations' in a and any(v != 1 for v in a['dilations']) and a['_opset'] < 19:
        raise Illegal('dilations before opset 19')
    return window_op(a, x, 'AVG')


@op('GlobalAveragePool')
def _gap(a, x):
    return np.mean(x, axis=tuple(range(2, x.ndim)), keepdims=True).astype(x.dtype)


@op('GlobalMaxPool')
def _gmp(a, x):
    return np.max(x, axis=tuple(range(2, x.ndim)), keepdims=True).astype(x.dtype)


def conv_attrs(a, x, w):
    """Spatial rank, group, kernel, strides and dilations of a Conv or
    ConvTranspose."""
    n = x.ndim - 2
    return (n, a.get('group', 1), list(a.get('kernel_shape', w.shape[2:])),
            list(a.get('strides', [1] * n)), list(a.get('dilations', [1] * n)))


@op('Conv')
def _conv(a, x, w, b=None):
    n, g, k, s, d = conv_attrs(a, x, w)
    if x.shape[1] != w.shape[1] * g or w.shape[0] % g or list(w.shape[2:]) != k:
        raise Illegal('channels or kernel')
    lo, hi = pads_for(a, x.shape[2:], k, s, d)
    xp = np.pad(x.astype(np.float64), [(0, 0), (0, 0)] + list(zip(lo, hi)))
    out = [(xp.shape[2 + i] - ((k[i] - 1) * d[i] + 1)) // s[i] + 1 for i in range(n)]
    if any(o <= 0 for o in out):
        raise Illegal('kernel larger than the input')
    m, cpg, opg = w.shape[0], w.shape[1], w.shape[0] // g
    y = np.zeros((x.shape[0], m) + tuple(out))
    for pos in itertools.product(*[range(o) for o in out]):
        sl = tuple(slice(pos[i] * s[i], pos[i] * s[i] + (k[i] - 1) * d[i] + 1, d[i])
                   for i in range(n))
        for gi in range(g):
            patch = xp[(slice(None), slice(gi * cpg, (gi + 1) * cpg)) + sl]
            ws = w[gi * opg:(gi + 1) * opg].astype(np.float64)
            y[(slice(None), slice(gi * opg, (gi + 1) * opg)) + pos] = np.tensordot(
                patch, ws, axes=(list(range(1, n + 2)), list(range(1, n + 2))))
    if b is not None:
        y += b.reshape([1, -1] + [1] * n)
    return y.astype(x.dtype)


@op('ConvTranspose')
def _convtranspose(a, x, w, b=None):
    n, g, k, s, d = conv_attrs(a, x, w)
    op_ = list(a.get('output_padding', [0] * n))
    if x.shape[1] != w.shape[0] or w.shape[0] % g:
        raise Illegal('channels')
    full = [(x.shape[2 + i] - 1) * s[i] + (k[i] - 1) * d[i] + 1 for i in range(n)]
    auto = _s(a.get('auto_pad', 'NOTSET'))
    if 'output_shape' in a or auto in ('SAME_UPPER', 'SAME_LOWER'):
        # The output shape given (else input size times stride for SAME_*):
        # the padding follows, split as auto_pad says.
        outsh = list(a['output_shape'])[-n:] if 'output_shape' in a else \
            [x.shape[2 + i] * s[i] for i in range(n)]
        tot = [s[i] * (x.shape[2 + i] - 1) + op_[i] + (k[i] - 1) * d[i] + 1 - outsh[i]
               for i in range(n)]
        if auto == 'SAME_UPPER':
            lo, hi = [t // 2 for t in tot], [t - t // 2 for t in tot]
        else:
            lo, hi = [t - t // 2 for t in tot], [t // 2 for t in tot]
    else:
        p = list(a.get('pads', [0] * (2 * n)))
        lo, hi = p[:n], p[n:]
    if any(op_[i] >= max(s[i], d[i]) for i in range(n)):
        raise Illegal('output_padding too large')
    big = np.zeros((x.shape[0], w.shape[1] * g) + tuple(f + o for f, o in zip(full, op_)))
    cpg, opg = x.shape[1] // g, w.shape[1]
    for pos in itertools.product(*[range(x.shape[2 + i]) for i in range(n)]):
        for gi in range(g):
            xv = x[(slice(None), slice(gi * cpg, (gi + 1) * cpg)) + pos].astype(np.float64)
            contrib = np.tensordot(xv, w[gi * cpg:(gi + 1) * cpg].astype(np.float64),
                                   axes=([1], [0]))
            sl = tuple(slice(pos[i] * s[i], pos[i] * s[i] + (k[i] - 1) * d[i] + 1, d[i])
                       for i in range(n))
            big[(slice(None), slice(gi * opg, (gi + 1) * opg)) + sl] += contrib
    # Negative pads (an output_shape beyond the full output) add zeros.
    big = np.pad(big, [(0, 0), (0, 0)] + [(max(-lo[i], 0), max(-hi[i], 0)) for i in range(n)])
    sl = tuple(slice(max(lo[i], 0), big.shape[2 + i] - max(hi[i], 0)) for i in range(n))
    y = big[(slice(None), slice(None)) + sl]
    if any(v <= 0 for v in y.shape[2:]):
        raise Illegal('empty output')
    if b is not None:
        y = y + b.reshape([1, -1] + [1] * n)
    return y.astype(x.dtype)


# -------------------------------- Resize ---------------------------------

@op('Resize')
def _resize(a, x, roi=None, scales=None, sizes=None):
    mode = _s(a.get('mode', 'nearest'))
    ctm = _s(a.get('coordinate_transformation_mode', 'half_pixel'))
    nm = _s(a.get('nearest_mode', 'round_prefer_floor'))
    if a.get('antialias', 0) or _s(a.get('keep_aspect_ratio_policy', 'stretch')) != 'stretch':
        raise Illegal('not swept')
    if ctm in ('tf_crop_and_resize', 'tf_half_pixel_for_nn'):
        raise Illegal('not swept')
    axes = a.get('axes')
    r = x.ndim
    if scales is not None and scales.size:
        sc = [1.0] * r
        for i, v in zip(axes if axes else range(r), scales):
            sc[norm_axis(i, r)] = float(v)
        sz = None
    elif sizes is not None and sizes.size:
        so = list(x.shape)
        for i, v in zip(axes if axes else range(r), ints(sizes)):
            so[norm_axis(i, r)] = v
        sz, sc = so, None
    else:
        raise Illegal('neither scales nor sizes')
    if mode == 'nearest':
        coeffs = lambda ratio: nearest_coeffs(ratio, mode=nm)
    elif mode == 'linear':
        coeffs = linear_coeffs
    else:
        A = a.get('cubic_coeff_a', -0.75)
        coeffs = lambda ratio: cubic_coeffs(ratio, A)
    kw = {'coordinate_transformation_mode': ctm}
    if mode == 'cubic':
        kw['exclude_outside'] = a.get('exclude_outside', 0)
    return interpolate_nd(x.astype(np.float64), coeffs, output_size=sz,
                          scale_factors=None if sc is None else np.array(sc), **kw).astype(x.dtype)


# -------------------------------- windows --------------------------------

def window_fn(kind):
    def f(a, size):
        n = int(np.asarray(size).reshape(()))
        t = np_dtype(a.get('output_datatype', 1))
        periodic = a.get('periodic', 1)
        N = n if periodic else n - 1
        if N == 0:
            raise Illegal('a symmetric window of size 1 divides by zero')
        k = np.arange(n, dtype=np.float64)
        if kind == 'hann':
            w = np.sin(np.pi * k / N) ** 2
        elif kind == 'hamming':
            a0 = 25 / 46
            w = a0 - (1 - a0) * np.cos(2 * np.pi * k / N)
        else:
            w = 0.42 - 0.5 * np.cos(2 * np.pi * k / N) + 0.08 * np.cos(4 * np.pi * k / N)
        return w.astype(t)
    return f


REF['HannWindow'] = window_fn('hann')
REF['HammingWindow'] = window_fn('hamming')
REF['BlackmanWindow'] = window_fn('blackman')


# ------------------------- sequences and optionals -----------------------

def position(p, n, inclusive):
    i = int(np.asarray(p).reshape(()))
    hi = n if inclusive else n - 1
    if not -n <= i <= hi:
        raise Illegal('position out of range')
    return i + n if i < 0 else i


@op('SequenceEmpty')
def _seq_empty(a):
    return []


@op('SequenceConstruct')
def _seq_construct(a, *xs):
    same_type(*xs)
    return list(xs)


@op('SequenceInsert')
def _seq_insert(a, s, t, p=None):
    if s and s[0].dtype != t.dtype:
        raise Illegal('element type')
    i = len(s) if p is None else position(p, len(s), True)
    return s[:i] + [t] + s[i:]


@op('SequenceErase')
def _seq_erase(a, s, p=None):
    if not s:
        raise Illegal('empty')
    i = len(s) - 1 if p is None else position(p, len(s), False)
    return s[:i] + s[i + 1:]


@op('SequenceAt')
def _seq_at(a, s, p):
    return s[position(p, len(s), False)]


@op('SequenceLength')
def _seq_length(a, s):
    return np.asarray(len(s), np.int64)


@op('SplitToSequence')
def _split_to_seq(a, x, split=None):
    ax = norm_axis(a.get('axis', 0), x.ndim)
    n = x.shape[ax]
    if split is None:
        if n == 0:
            return []
        parts = np.split(x, n, axis=ax)
        return parts if a.get('keepdims', 1) else [np.squeeze(p, ax) for p in parts]
    if split.ndim == 0:
        c = int(split)
        if c <= 0:
            raise Illegal('split')
        cuts = list(range(c, n, c))
    else:
        sp = ints(split)
        if sum(sp) != n or any(v < 0 for v in sp):
            raise Illegal('split')
        cuts = list(np.cumsum(sp)[:-1])
    return np.split(x, cuts, axis=ax)


@op('ConcatFromSequence')
def _concat_from_seq(a, s):
    if not s:
        raise Illegal('empty')
    new = a.get('new_axis', 0)
    ax = norm_axis(a['axis'], s[0].ndim, 1 if new else 0)
    try:
        return np.stack(s, axis=ax) if new else np.concatenate(s, axis=ax)
    except ValueError:
        raise Illegal('shapes')


@op('Optional')
def _optional(a, x=None):
    return x


@op('OptionalHasElement')
def _opt_has(a, x=None):
    return np.asarray(x is not None)


@op('OptionalGetElement')
def _opt_get(a, x):
    if x is None:
        raise Illegal('empty optional')
    return x


# ------------------------------ control flow -----------------------------

@op('If')
def _if(a, c):
    return tuple(subgraph(a, 'then_branch' if bool(np.asarray(c)) else 'else_branch', []))


@op('Loop')
def _loop(a, M=None, cond=None, *vs):
    g = a['body']
    nscan = len(g.output) - 1 - len(vs)
    vs, scans, i = list(vs), [[] for _ in range(nscan)], 0
    c = True if cond is None else bool(np.asarray(cond))
    while (M is None or i < int(np.asarray(M))) and c:
        outs = subgraph(a, 'body', [np.asarray(i, np.int64), np.asarray(c)] + vs)
        if cond is not None:  # without a condition input the body's is ignored
            c = bool(np.asarray(outs[0]))
        vs = outs[1:1 + len(vs)]
        for k in range(nscan):
            scans[k].append(outs[1 + len(vs) + k])
        i += 1
    stacked = []
    for k, rows in enumerate(scans):
        if rows:
            stacked.append(np.stack(rows))
            continue
        # No iteration: no rows, of the type the body declares (sizes it
        # leaves open taken as 0).
        t = g.output[1 + len(vs) + k].type.tensor_type
        if not t.HasField('shape'):
            raise Illegal('zero iterations and a scan output of unknown rank')
        dims = [d.dim_value if d.HasField('dim_value') else 0 for d in t.shape.dim]
        stacked.append(np.zeros([0] + dims, np_dtype(t.elem_type)))
    return tuple(vs + stacked)


@op('Scan')
def _scan(a, *ins):
    if a['_opset'] < 9:
        # A leading batch axis on every input and output, scanned one batch
        # at a time; the scan axis is 1 (0 within a batch).
        if ins[0] is not None:
            raise Illegal('sequence_lens: not swept')
        rest = ins[1:]
        a9 = dict(a, _opset=9, scan_input_directions=a.get('directions'))
        a9.pop('directions', None)
        if a9['scan_input_directions'] is None:
            a9.pop('scan_input_directions')
        per = [_scan(a9, *[x[b] for x in rest]) for b in range(rest[0].shape[0])]
        return tuple(np.stack([p[k] for p in per]) for k in range(len(per[0])))
    nin = a['num_scan_inputs']
    nstate = len(ins) - nin
    states, xs = list(ins[:nstate]), ins[nstate:]
    in_axes = a.get('scan_input_axes', [0] * nin)
    in_dirs = a.get('scan_input_directions', [0] * nin)
    xs = [np.moveaxis(x, norm_axis(ax, x.ndim), 0) for x, ax in zip(xs, in_axes)]
    xs = [x[::-1] if d else x for x, d in zip(xs, in_dirs)]
    T = xs[0].shape[0]
    if any(x.shape[0] != T for x in xs):
        raise Illegal('lengths differ')
    g = a['body']
    nout = len(g.output) - nstate
    rows = [[] for _ in range(nout)]
    for t in range(T):
        outs = subgraph(a, 'body', states + [x[t] for x in xs])
        states = outs[:nstate]
        for k in range(nout):
            rows[k].append(outs[nstate + k])
    if T == 0:
        raise Illegal('empty scan')
    out_axes = a.get('scan_output_axes', [0] * nout)
    out_dirs = a.get('scan_output_directions', [0] * nout)
    res = []
    for k in range(nout):
        st = np.stack(rows[k][::-1] if out_dirs[k] else rows[k])
        res.append(np.moveaxis(st, 0, norm_axis(out_axes[k], st.ndim)))
    return tuple(states + res)


@op('SequenceMap')
def _seq_map(a, *ins):
    n = len(ins[0])
    outs = None
    for k in range(n):
        args = [x[k] if isinstance(x, list) else x for x in ins]
        r = subgraph(a, 'body', args)
        outs = [[] for _ in r] if outs is None else outs
        for o, v in zip(outs, r):
            o.append(v)
    if outs is None:
        raise Illegal('empty sequence: output types unknown here')
    return tuple(outs)
