#!/usr/bin/python3
"""op_sweep.py: sweeps the attributes and shapes of every ONNX operator
loopc supports, against a numpy reference (onnx_ref.py), through
`loopc onnx-test`.

usage: op_sweep.py --loopc LOOPC [--full] [--ops A,B,...] [-j N] [--list] WORKDIR
       op_sweep.py --check-ref

Each case is a small graph (usually one node) with attributes drawn from
their legal values: axes (negative ones too), keepdims, new_axis,
directions, perms, modes, paddings, optional inputs present or absent,
constant or only known when the program runs, over ranks and shapes
(broadcasting, sizes of 1 and 0), element types, and static or dynamic
input shapes. Combinations the specification forbids are those the
reference refuses (onnx_ref.Illegal) and are skipped. Many cases share
one model (each with its own inputs and outputs), so that the C compiler
runs once per model rather than once per case; the models are written in
ONNX's backend test layout and `loopc onnx-test` runs them, two processes
at a time (-j). A model that fails is split in halves until each failing
case is alone, and every failing case is printed with loopc's message.

By default a deterministic sample of every operator's cases runs (the CI
size, under a minute on two cores); --full runs them all. --ops limits the
sweep to some operators (ONNX op_type names) and --grep to the cases whose
name matches a regular expression (both run all their cases); --list prints
the cases.
--check-ref compares the reference with the expected outputs of ONNX's own
backend node tests (Debian's libonnx-testdata) instead.

Prints `FAIL <case>: <message>` per failing case, then one summary line;
exits 1 if any case failed. A case that loopc refuses with one of the
messages of REJECTIONS (features it does not support, listed in README)
counts as rejected, not failed; -v prints those too. Needs python3-onnx and python3-numpy."""
import argparse
import concurrent.futures
import glob
import itertools
import os
import re
import subprocess
import sys
import zlib

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import onnx_ref  # noqa: E402

F32, F64, F16 = np.float32, np.float64, np.float16
I8, I32, I64, U8, U16, U32, U64 = np.int8, np.int32, np.int64, np.uint8, np.uint16, \
    np.uint32, np.uint64
BOOL = np.bool_


def onnx_type(dtype):
    return helper.np_dtype_to_tensor_dtype(np.dtype(dtype)) \
        if hasattr(helper, 'np_dtype_to_tensor_dtype') \
        else onnx.mapping.NP_TYPE_TO_TENSOR_TYPE[np.dtype(dtype)]


# --------------------------------- cases ---------------------------------

class Case:
    """A small graph: nodes over local names; inputs maps a name to
    (value, how): 'in' a graph input, 'const' an initializer. outputs are
    local names. dyn: graph inputs of rank >= 1 get symbolic sizes."""

    def __init__(self, op, name, nodes, inputs, outputs, opset=17, dyn=False):
        self.op, self.name, self.nodes = op, name, nodes
        self.inputs, self.outputs, self.opset, self.dyn = inputs, outputs, opset, dyn
        self.static_last = set()  # inputs whose last size stays static with dyn
        self.expected = None


def rng(name):
    return np.random.RandomState(zlib.crc32(name.encode()) & 0x7fffffff)


def data(name, shape, dtype=F32, lo=-3.0, hi=3.0):
    r = rng(name)
    if np.dtype(dtype) == np.bool_:
        return r.randint(0, 2, size=shape).astype(BOOL)
    if np.dtype(dtype).kind in 'iu':
        return r.randint(int(lo), int(hi) + 1, size=shape).astype(dtype)
    return (np.round(r.uniform(lo, hi, size=shape) * 8) / 8).astype(dtype)


def fmt(v):
    if isinstance(v, (list, tuple)):
        return '[' + ','.join(fmt(x) for x in v) + ']'
    if isinstance(v, bytes):
        return v.decode()
    if isinstance(v, onnx.TensorProto):
        a = numpy_helper.to_array(v)
        return '%s%s' % (a.dtype.name, fmt(a.tolist()))
    if isinstance(v, onnx.GraphProto):
        return v.name
    if isinstance(v, float):
        return '%g' % v
    return str(v)


def value_str(v):
    if v is None:
        return '-'
    if isinstance(v, list):
        return 'seq(' + ','.join(shape_str(e.shape) for e in v) + ')'
    t = shape_str(v.shape) + np.dtype(v.dtype).name[0] + str(np.dtype(v.dtype).itemsize * 8)
    if v.dtype.kind in 'iuf' and 0 < v.size <= 4:  # axes, positions, sizes, scales
        t += '=' + fmt(v.tolist())
    return t


def describe(attrs):
    return ','.join('%s=%s' % (k, fmt(v)) for k, v in sorted(attrs.items()))


def shape_str(s):
    return 'x'.join(str(d) for d in s) if len(s) else 's'


def node_case(op, ins, attrs=None, nout=1, opset=17, tag='', dyn=False, const=(),
              static_last=()):
    """One node; ins: list of (value or None for absent); const: the input
    positions given as initializers rather than graph inputs."""
    attrs = attrs or {}
    names, inputs = [], {}
    for k, v in enumerate(ins):
        if v is None:
            names.append('')
            continue
        n = 'i%d' % k
        names.append(n)
        inputs[n] = (v, 'const' if k in const else 'in')
    outs = ['o%d' % k for k in range(nout)]
    node = helper.make_node(op, names, outs, **attrs)
    shapes = ';'.join(value_str(v) for v in ins)
    name = '%s(%s)[%s]%s%s%s' % (op, describe(attrs), shapes,
                                 '/const' + ''.join(map(str, const)) if const else '',
                                 '/dyn' if dyn else '', '/' + tag if tag else '')
    if nout > 1:
        name += '->%d' % nout
    if opset != 17:
        name += '@%d' % opset
    c = Case(op, name, [node], inputs, outs, opset, dyn)
    c.static_last = {'i%d' % k for k in static_last}
    return c


CASES = []


def gen(*ops):
    def deco(f):
        CASES.append((ops, f))
        return f
    return deco


def both(case_fn):
    """A case with static and with dynamic input sizes."""
    return [case_fn(False), case_fn(True)]


SHAPES = [(), (3,), (2, 3), (2, 1, 3)]

UNARY_F = {'Ceil': None, 'Floor': None, 'Tanh': None, 'Sigmoid': None, 'Exp': None,
           'Log': (0.1, 5), 'Sqrt': (0, 5), 'Reciprocal': (0.5, 4), 'Cos': None, 'Sin': None,
           'Tan': (-1.2, 1.2), 'Cosh': None, 'Sinh': None, 'Acos': (-0.95, 0.95),
           'Asin': (-0.95, 0.95), 'Atan': None, 'Acosh': (1.05, 5), 'Asinh': None,
           'Atanh': (-0.95, 0.95), 'Softplus': None, 'Softsign': None, 'Mish': None,
           'HardSwish': None}
UNARY_ATTRS = {'LeakyRelu': [{}, {'alpha': 0.3}], 'Elu': [{}, {'alpha': 0.5}],
               'Selu': [{}, {'alpha': 2.0, 'gamma': 3.0}], 'Celu': [{}, {'alpha': 2.0}],
               'HardSigmoid': [{}, {'alpha': 0.3, 'beta': 0.4}],
               'ThresholdedRelu': [{}, {'alpha': 0.5}],
               'Shrink': [{}, {'lambd': 1.0, 'bias': 0.5}]}


@gen(*UNARY_F, *UNARY_ATTRS)
def unary_cases(op):
    out = []
    rngs = UNARY_F.get(op)
    for s in SHAPES:
        for dt in (F32, F64):
            x = data(op + str(s), s, dt, *(rngs or (-3, 3)))
            for a in UNARY_ATTRS.get(op, [{}]):
                out += [node_case(op, [x], a, dyn=d) for d in (False, True)]
    return out


@gen('Erf')
def erf_cases(op):
    """Floats of both widths, and integers (erf truncated back: 0 or +-1)."""
    out = []
    for s in SHAPES:
        for dt in (F32, F64):
            out += both(lambda d: node_case(op, [data(op + str(s), s, dt)], dyn=d))
    for dt in (I32, I64, I8, U8):
        x = np.array([[-7, -6, -1, 0], [1, 2, 6, 100]]) if dt != U8 else \
            np.array([[0, 1, 5, 6], [7, 100, 200, 255]])
        out.append(node_case(op, [x.astype(dt)]))
    return out


@gen('Gelu')
def gelu_cases(op):
    """Both approximations (opset 20), the default spelt out or not."""
    out = []
    for s in SHAPES:
        for dt in (F32, F64):
            x = data(op + str(s), s, dt, -4, 4)
            for a in ({}, {'approximate': 'none'}, {'approximate': 'tanh'}):
                out += both(lambda d: node_case(op, [x], a, opset=20, dyn=d))
    return out


@gen('Neg', 'Abs', 'Relu', 'Sign', 'Identity')
def int_unary_cases(op):
    out = []
    for s in SHAPES + [(0, 3)]:
        for dt in (F32, I32, I64, I8):
            out += both(lambda d: node_case(op, [data(op + str(s), s, dt)], dyn=d))
    return out


@gen('Round')
def round_cases(op):
    x = np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 0.4, -0.6, 2.49], F32)
    return [node_case(op, [x.astype(dt)]) for dt in (F32, F64)]


@gen('IsNaN', 'IsInf')
def special_cases(op):
    x = np.array([[np.nan, np.inf, -np.inf], [0.0, -1.5, 3.0]], F32)
    attrs = [{}] if op == 'IsNaN' else [{'detect_positive': p, 'detect_negative': n}
                                        for p in (0, 1) for n in (0, 1)]
    return [node_case(op, [x.astype(dt)], a) for a in attrs for dt in (F32, F64)]


@gen('Not')
def not_cases(op):
    return [node_case(op, [data('not' + str(s), s, BOOL)], dyn=d)
            for s in SHAPES for d in (False, True)]


CAST_TYPES = [F32, F64, F16, I8, I32, I64, U8, U16, BOOL]


@gen('Cast', 'CastLike')
def cast_cases(op):
    out = []
    for src in CAST_TYPES:
        for dst in CAST_TYPES:
            if np.dtype(src).kind == 'f' and np.dtype(dst).kind == 'u':
                x = np.array([[0, 1.5, 2.75], [3.25, 0.5, 100.0]], F32).astype(src)
            elif np.dtype(src).kind == 'f':
                x = np.array([[-2.75, 0, 1.5], [3.25, -0.5, 100.0]], F32).astype(src)
            elif np.dtype(src).kind == 'b':
                x = np.array([[True, False, True], [False, False, True]])
            else:
                x = np.array([[-2, 0, 1], [3, 5, 100]]).astype(src) if np.dtype(src).kind == 'i' \
                    else np.array([[2, 0, 1], [3, 5, 100]]).astype(src)
            if op == 'Cast':
                out.append(node_case(op, [x], {'to': onnx_type(dst)}))
            else:
                out.append(node_case(op, [x, np.zeros(1, dst)], const=(1,)))
    return out


BCAST = [((), ()), ((3,), ()), ((), (3,)), ((2, 3), (3,)), ((2, 3), (2, 1)),
         ((2, 1, 3), (4, 1)), ((1, 3), (2, 1)), ((2, 3), (2, 3)), ((0, 3), (3,)),
         ((3, 1), (1, 0))]


@gen('Add', 'Sub', 'Mul', 'Div')
def arith_cases(op):
    out = []
    for sa, sb in BCAST:
        for dt in (F32, I32, I64, F64):
            a = data(op + 'a' + str(sa), sa, dt, -5, 5)
            b = data(op + 'b' + str(sb), sb, dt, 1, 4)
            if op == 'Div' and np.dtype(dt).kind == 'i':
                b = b * np.where(data(op + 's' + str(sb), sb, I32, 0, 1) > 0, 1, -1).astype(dt)
            out += [node_case(op, [a, b], dyn=d) for d in (False, True)]
    out.append(node_case(op, [data(op + 'c', (2, 3)), data(op + 'd', (3,))], const=(1,)))
    return out


@gen('Less', 'Greater', 'Equal', 'LessOrEqual', 'GreaterOrEqual')
def compare_cases(op):
    out = []
    for sa, sb in BCAST:
        for dt in (F32, I64, I32):
            a = data(op + 'a' + str(sa), sa, dt, -2, 2)
            b = data(op + 'b' + str(sb), sb, dt, -2, 2)
            out += [node_case(op, [a, b], dyn=d) for d in (False, True)]
    if op == 'Equal':
        out.append(node_case('Equal', [data('eqb1', (2, 3), BOOL), data('eqb2', (3,), BOOL)]))
    return out


@gen('And', 'Or', 'Xor')
def logic_cases(op):
    return [node_case(op, [data(op + 'a' + str(sa), sa, BOOL), data(op + 'b' + str(sb), sb, BOOL)],
                      dyn=d) for sa, sb in BCAST for d in (False, True)]


@gen('Pow')
def pow_cases(op):
    out = []
    for sa, sb in BCAST[:8]:
        a = data('pa' + str(sa), sa, F32, 0.5, 3)
        out.append(node_case(op, [a, data('pb' + str(sb), sb, F32, -2, 2)]))
        out.append(node_case(op, [a, data('pi' + str(sb), sb, I64, 0, 3)]))
        out.append(node_case(op, [data('pn' + str(sa), sa, F32, -3, 3),
                                  data('pe' + str(sb), sb, I32, 0, 3)]))
        out.append(node_case(op, [data('pii' + str(sa), sa, I64, -3, 3),
                                  data('pie' + str(sb), sb, I64, 0, 3)]))
    return out


@gen('Mod')
def mod_cases(op):
    out = []
    for sa, sb in BCAST[:8]:
        for dt in (I32, I64, I8):
            a = data('ma' + str(sa), sa, dt, -9, 9)
            b = data('mb' + str(sb), sb, dt, 1, 4) * \
                np.where(data('ms' + str(sb), sb, I32, 0, 1) > 0, 1, -1).astype(dt)
            out += [node_case(op, [a, b], {'fmod': f}) for f in (0, 1)]
        for dt in (F32, F64):
            out.append(node_case(op, [data('mfa' + str(sa), sa, dt, -9, 9),
                                      data('mfb' + str(sb), sb, dt, 0.5, 4) *
                                      np.where(data('mfs' + str(sb), sb, I32, 0, 1) > 0, 1, -1)
                                      .astype(dt)], {'fmod': 1}))
    return out


@gen('BitShift')
def bitshift_cases(op):
    out = []
    for dt in (U8, U16, U32, U64):
        bits = np.dtype(dt).itemsize * 8
        for sa, sb in BCAST[:8]:
            a = data('ba' + str(sa), sa, I64, 0, 200).astype(dt)
            b = data('bb' + str(sb), sb, I64, 0, bits - 1).astype(dt)
            out += [node_case(op, [a, b], {'direction': d}) for d in ('LEFT', 'RIGHT')]
    return out


@gen('PRelu')
def prelu_cases(op):
    out = []
    for sx, ss in [((2, 3), (3,)), ((2, 3), (1,)), ((2, 3), (2, 3)), ((2, 3, 4), (3, 1)),
                   ((3,), ()), ((2, 3), (2, 1))]:
        out += both(lambda d: node_case(op, [data('px' + str(sx), sx), data('ps' + str(ss), ss)],
                                        dyn=d))
    return out


@gen('Max', 'Min', 'Sum', 'Mean')
def variadic_cases(op):
    out = []
    shapes = [[(3,)], [(2, 3), (3,)], [(2, 1), (3,), (1, 1)], [(), (2, 2)], [(2, 3), (2, 3),
                                                                              (2, 3)]]
    for ss in shapes:
        for dt in ((F32, I32, I64) if op in ('Max', 'Min') else (F32, F64)):
            ins = [data(op + str(k) + str(s), s, dt) for k, s in enumerate(ss)]
            out += both(lambda d: node_case(op, ins, dyn=d))
    return out


@gen('Where')
def where_cases(op):
    out = []
    for sc, sx, sy in [((2, 3), (2, 3), (2, 3)), ((3,), (2, 3), ()), ((2, 1), (3,), (2, 3)),
                       ((), (3,), (3,)), ((2, 3), (1,), (1, 3))]:
        for dt in (F32, I64):
            ins = [data('wc' + str(sc), sc, BOOL), data('wx' + str(sx), sx, dt),
                   data('wy' + str(sy), sy, dt)]
            out += both(lambda d: node_case(op, ins, dyn=d))
    return out


@gen('Clip')
def clip_cases(op):
    out = []
    for dt in (F32, I32, I64):
        x = data('clip', (2, 3), dt, -5, 5)
        lo, hi = np.array(-1, dt), np.array(2, dt)
        for ins in ([x], [x, lo], [x, None, hi], [x, lo, hi], [x, hi, lo]):
            out.append(node_case(op, ins))
            out.append(node_case(op, ins, const=(1, 2)))
    out.append(node_case(op, [data('clip6', (3,))], {'min': -1.0, 'max': 0.5}, opset=6))
    return out


MATMUL = [((3,), (3,)), ((2, 3), (3,)), ((3,), (3, 4)), ((2, 3), (3, 4)), ((2, 2, 3), (3, 4)),
          ((2, 3), (2, 3, 4)), ((1, 2, 3), (2, 3, 2)), ((2, 1, 2, 3), (3, 3, 2)),
          ((4, 5), (5, 3)), ((3,), (2, 3, 4))]


@gen('MatMul')
def matmul_cases(op):
    out = []
    for sa, sb in MATMUL:
        for dt in (F32, F64, I32):
            ins = [data('mm' + str(sa), sa, dt), data('mn' + str(sb), sb, dt)]
            out += both(lambda d: node_case(op, ins, dyn=d))
    out.append(node_case(op, [data('mmc', (2, 3)), data('mmd', (3, 4))], const=(1,)))
    return out


@gen('Gemm')
def gemm_cases(op):
    out = []
    for ta, tb in itertools.product((0, 1), repeat=2):
        A = data('ga' + str(ta), (4, 3) if ta else (3, 4))
        Bm = data('gb' + str(tb), (5, 4) if tb else (4, 5))
        for cs in [None, (), (5,), (1, 5), (3, 1), (3, 5)]:
            C = None if cs is None else data('gc' + str(cs), cs)
            for al, be in ((1.0, 1.0), (0.5, 2.0)):
                attrs = {'transA': ta, 'transB': tb, 'alpha': al, 'beta': be}
                out.append(node_case(op, [A, Bm, C], attrs))
                if cs == (5,):
                    out.append(node_case(op, [A, Bm, C], attrs, dyn=True))
                    out.append(node_case(op, [A, Bm, C], attrs, const=(1, 2)))
    return out


# --------------------------------- shapes --------------------------------

@gen('Reshape')
def reshape_cases(op):
    out = []
    x = data('rs', (2, 3, 4))
    for shape in ([24], [4, 6], [-1], [2, -1], [0, 12], [0, 0, -1], [2, 0, 2, 2], [3, -1, 2],
                  [1, 24, 1]):
        for az in (0, 1):
            s = np.array(shape, np.int64)
            out += [node_case(op, [x, s], {'allowzero': az}, const=(1,)),
                    node_case(op, [x, s], {'allowzero': az}, dyn=True, const=(1,)),
                    node_case(op, [x, s], {'allowzero': az})]
    z = data('rz', (0, 3))
    for shape in ([0, 3], [3, 0], [0, -1], [-1, 3]):
        out.append(node_case(op, [z, np.array(shape, np.int64)], {'allowzero': 1}, const=(1,)))
    return out


@gen('Flatten')
def flatten_cases(op):
    out = []
    for s in [(3,), (2, 3), (2, 3, 4), (2, 1, 3, 2)]:
        for ax in range(-len(s), len(s) + 1):
            out += both(lambda d: node_case(op, [data('fl' + str(s), s)], {'axis': ax}, dyn=d))
    return out


@gen('Transpose')
def transpose_cases(op):
    out = []
    for s in [(3,), (2, 3), (2, 3, 4), (2, 3, 1, 4)]:
        x = data('tr' + str(s), s)
        out.append(node_case(op, [x]))
        for p in itertools.permutations(range(len(s))):
            out.append(node_case(op, [x], {'perm': list(p)}, dyn=len(s) == 3))
    return out


def axes_subsets(r):
    """Every subset of the axes of rank r, each in one spelling with negative
    axes where the subset's index says so."""
    out = []
    for n in range(0, r + 1):
        for k, sub in enumerate(itertools.combinations(range(r), n)):
            neg = [a - r if (k + i) % 2 else a for i, a in enumerate(sub)]
            out.append(list(sub))
            if neg != list(sub):
                out.append(neg)
    return out


@gen('Squeeze')
def squeeze_cases(op):
    out = []
    for s in [(1,), (1, 3), (3, 1), (1, 3, 1), (2, 1, 3, 1)]:
        x = data('sq' + str(s), s)
        ones = [i for i, d in enumerate(s) if d == 1]
        subsets = [list(c) for n in range(1, len(ones) + 1) for c in itertools.combinations(ones, n)]
        subsets += [[a - len(s) for a in c] for c in subsets]
        out.append(node_case(op, [x]))
        out.append(node_case(op, [x], opset=11))
        for ax in subsets:
            out += axes_forms(op, x, ax)
    return out


def axes_forms(op, x, ax):
    """Squeeze or Unsqueeze of x over ax: axes as opset 11's attribute, as
    opset 13's input (a constant, with static or dynamic sizes, and a graph
    input known only when the program runs)."""
    axv = np.array(ax, np.int64)
    return [node_case(op, [x], {'axes': ax}, opset=11), node_case(op, [x, axv], const=(1,)),
            node_case(op, [x, axv], const=(1,), dyn=True), node_case(op, [x, axv])]


@gen('Unsqueeze')
def unsqueeze_cases(op):
    out = []
    for s in [(), (3,), (2, 3)]:
        x = data('us' + str(s), s)
        for n in (1, 2):
            r = len(s) + n
            for comb in itertools.combinations(range(r), n):
                forms = [list(comb), [a - r for a in comb], list(comb)[::-1]]
                for ax in [f for k, f in enumerate(forms) if f not in forms[:k]]:
                    out += axes_forms(op, x, ax)
    return out


@gen('Concat')
def concat_cases(op):
    out = []
    for r in (1, 2, 3):
        base = [2, 3, 4][:r]
        for ax in range(-r, r):
            a = ax % r
            ins = []
            for k, n in enumerate((1, 2, 3)[:2 + (r == 2)]):
                s = list(base)
                s[a] = n
                ins.append(data('cc%d%d%d' % (r, ax, k), tuple(s)))
            out += both(lambda d: node_case(op, ins, {'axis': ax}, dyn=d))
            z = list(base)
            z[a] = 0
            out.append(node_case(op, [ins[0], np.zeros(z, F32)], {'axis': ax}))
            out.append(node_case(op, [ins[0], ins[1]], {'axis': ax}, const=(1,)))
    out.append(node_case(op, [data('cci', (2, 2), I64), data('ccj', (1, 2), I64)], {'axis': 0}))
    return out


@gen('Split')
def split_cases(op):
    out = []
    for s in [(6,), (4, 6), (2, 6, 3)]:
        x = data('sp' + str(s), s)
        for ax in range(-len(s), len(s)):
            n = s[ax]
            for k in (1, 2):
                if n % k == 0:
                    out += both(lambda d: node_case(op, [x], {'axis': ax}, nout=k, dyn=d))
            sizes = [1, n - 1] if n > 1 else [n]
            out.append(node_case(op, [x, np.array(sizes, np.int64)], {'axis': ax},
                                 nout=len(sizes), const=(1,)))
            out.append(node_case(op, [x, np.array([n, 0], np.int64)], {'axis': ax}, nout=2,
                                 const=(1,)))
            out.append(node_case(op, [x], {'axis': ax, 'split': sizes}, nout=len(sizes), opset=11))
            for no in (2, 3, 4):
                out.append(node_case(op, [x], {'axis': ax, 'num_outputs': no}, nout=no, opset=18))
    return out


SLICES = [([0], [2], None, None), ([1], [100], None, None), ([-2], [-1], None, None),
          ([-100], [100], None, None), ([2], [0], None, [-1]), ([-1], [-100], None, [-1]),
          ([0, 1], [2, 3], [0, 1], None), ([1, 0], [3, 2], [-1, -2], None),
          ([0], [4], [1], [2]), ([3], [0], [1], [-2]), ([5], [0], [0], [-1]),
          ([1, 1], [-1, 100], [1, 0], [1, 1]), ([0], [0], [0], None),
          ([100], [-100], [-1], [-3]), ([1], [2], [2], None)]


@gen('Slice')
def slice_cases(op):
    out = []
    x = data('sl', (4, 5, 3))
    for st, en, ax, sp in SLICES:
        ins = [x, np.array(st, np.int64), np.array(en, np.int64),
               None if ax is None else np.array(ax, np.int64),
               None if sp is None else np.array(sp, np.int64)]
        if sp is not None and ax is None:
            ins[3] = np.arange(len(st), dtype=np.int64)
        out.append(node_case(op, ins, const=(1, 2, 3, 4)))
        out.append(node_case(op, ins, const=(1, 2, 3, 4), dyn=True))
        out.append(node_case(op, ins))
        out.append(node_case(op, [x, ins[1].astype(I32), ins[2].astype(I32)] +
                             [None if v is None else v.astype(I32) for v in ins[3:]],
                             const=(1, 2, 3, 4)))
    return out


@gen('Expand')
def expand_cases(op):
    out = []
    for s, shape in [((3,), [2, 3]), ((2, 1), [2, 4]), ((1, 3), [3, 1]), ((), [2, 2]),
                     ((2, 3), [3]), ((2, 1, 3), [4, 1, 1, 1]), ((3, 1), [1]), ((2, 3), [2, 3])]:
        for dt in (F32, I64, BOOL):
            x = data('ex' + str(s), s, dt)
            sh = np.array(shape, np.int64)
            out += [node_case(op, [x, sh], const=(1,)), node_case(op, [x, sh], const=(1,), dyn=True),
                    node_case(op, [x, sh])]
    return out


@gen('Tile')
def tile_cases(op):
    out = []
    for s, reps in [((3,), [2]), ((2, 3), [1, 2]), ((2, 3), [3, 1]), ((2, 1, 2), [1, 3, 2]),
                    ((2, 3), [0, 2]), ((1,), [5])]:
        x = data('ti' + str(s), s)
        rv = np.array(reps, np.int64)
        out += [node_case(op, [x, rv], const=(1,)), node_case(op, [x, rv], const=(1,), dyn=True),
                node_case(op, [x, rv])]
    return out


@gen('Pad')
def pad_cases(op):
    """Every mode over pads that grow, crop (constant mode), exceed the
    axis (reflect and wrap repeat) or pad an axis of one element; pads as an
    initializer, as a graph input (sizes known when the program runs) and
    as opset 2's attribute; opset 18's axes; integer and bool elements."""
    out = []
    for s, pads in [((3,), [1, 2]), ((2, 3), [0, 1, 2, 0]), ((2, 3), [1, 1, 1, 1]),
                    ((2, 1, 3), [0, 2, 1, 1, 0, 3]), ((3,), [5, 4]), ((1, 4), [2, 0, 0, 3]),
                    ((2, 3), [-1, 0, 0, -2]), ((2, 3), [-1, 2, 1, -1]), ((0, 3), [1, 0, 0, 1])]:
        x = data('pad' + str(s), s)
        pv = np.array(pads, np.int64)
        for mode in ['constant', 'reflect', 'edge', 'wrap']:
            if mode != 'constant' and (min(pads) < 0 or 0 in s):
                continue
            opset = 19 if mode == 'wrap' else 17
            ins = [x, pv] + ([np.array(1.5, F32)] if mode == 'constant' else [])
            out += [node_case(op, ins, {'mode': mode}, const=(1,), opset=opset),
                    node_case(op, ins, {'mode': mode}, const=(1,), opset=opset, dyn=True),
                    node_case(op, ins, {'mode': mode}, opset=opset)]
            if mode != 'wrap':
                attrs = {'mode': mode, 'pads': pads}
                if mode == 'constant':
                    attrs['value'] = -2.0
                out.append(node_case(op, [x], attrs, opset=10))
    x = data('pad-axes', (2, 3, 4))
    for axes in [[1], [-1, 0], [2, 0, 1]]:
        pv = np.array([1] * len(axes) + [2] * len(axes), np.int64)
        for mode in ['constant', 'reflect']:
            out.append(node_case(op, [x, pv, None, np.array(axes, np.int64)], {'mode': mode},
                                 const=(1, 3), opset=18))
    for dt in [np.int32, np.int64, np.uint8, BOOL]:
        x = data('pad-' + np.dtype(dt).name, (2, 3), dt, 0, 5)
        pv = np.array([1, 0, 0, 2], np.int64)
        for mode in ['constant', 'edge', 'reflect']:
            out.append(node_case(op, [x, pv], {'mode': mode}, const=(1,)))
    return out


@gen('ScatterElements', 'Scatter')
def scatter_elements_cases(op):
    """Every axis (negative too), indices smaller than the data, negative
    and repeated indices (in order: the last wins, or each combines), int32
    and int64 indices, every reduction (ScatterElements, opsets 16 and
    18), static and dynamic sizes; Scatter is the same at opset 10."""
    out = []
    for s, ish in [((5,), (3,)), ((3, 4), (2, 4)), ((3, 4), (3, 2)), ((2, 3, 4), (2, 2, 3))]:
        x = data('sc' + str(s), s)
        for ax in range(-len(s), len(s)):
            n = s[ax]
            r = rng('sci%s%d' % (s, ax))
            for dt in [np.int64, np.int32]:
                idx = r.randint(-n, n, size=ish).astype(dt)
                u = data('scu%s%d' % (s, ax), ish)
                if op == 'Scatter':
                    out.append(node_case(op, [x, idx, u], {'axis': ax}, opset=10))
                    continue
                out += both(lambda dyn: node_case(op, [x, idx, u], {'axis': ax}, dyn=dyn))
                for red, opset in [('add', 16), ('mul', 16), ('max', 18), ('min', 18)]:
                    if dt == np.int64:
                        out.append(node_case(op, [x, idx, u], {'axis': ax, 'reduction': red},
                                             opset=opset))
    if op == 'ScatterElements':
        xi = data('sc-int', (3, 4), np.int32, -5, 5)
        idx = np.array([[0, 2, 1, 2]], np.int64)
        out += [node_case(op, [xi, idx, data('scu-int', (1, 4), np.int32, -5, 5)],
                          {'reduction': red}, opset=18) for red in ['none', 'add', 'max']]
    return out


@gen('ScatterND')
def scatternd_cases(op):
    """Index tuples of every length up to the data's rank, negative and
    repeated ones, indices of rank 1 to 3, every reduction, static and
    dynamic sizes."""
    out = []
    for s in [(4,), (3, 4), (2, 3, 4)]:
        x = data('snd' + str(s), s)
        for k in range(1, len(s) + 1):
            for ilead in [(), (2,), (2, 2)]:
                r = rng('sndi%s%d%s' % (s, k, ilead))
                idx = np.stack([r.randint(-s[j], s[j], size=ilead) for j in range(k)],
                               axis=-1).astype(np.int64)
                u = data('sndu%s%d%s' % (s, k, ilead), ilead + s[k:])
                out += both(lambda dyn: node_case(op, [x, idx, u], dyn=dyn, static_last=(1,)))
                for red, opset in [('add', 16), ('mul', 16), ('max', 18), ('min', 18)]:
                    out.append(node_case(op, [x, idx, u], {'reduction': red}, opset=opset))
    return out


@gen('NonZero')
def nonzero_cases(op):
    """Ranks 1 to 3, some zeros, none, all, an empty input; float (NaN is
    not zero), integer and bool elements; static and dynamic sizes."""
    out = []
    for s in [(5,), (3, 4), (2, 3, 4), (0, 3)]:
        for dt in [F32, np.int32, BOOL, np.uint8]:
            x = data('nz%s%s' % (s, np.dtype(dt).name), s, dt, -1, 1)
            out += both(lambda dyn: node_case(op, [x], dyn=dyn))
    out.append(node_case(op, [np.zeros((2, 3), F32)]))
    out.append(node_case(op, [np.ones((2, 3), np.int64)]))
    out.append(node_case(op, [np.array([0, np.nan, 1, -0.0], F32)]))
    return out


@gen('RNN', 'GRU', 'LSTM')
def recurrent_cases(op):
    """Every direction and layout with and without B, initial_h (and
    initial_c, P), sequence_lens forwards, backwards and both ways, each
    activation function with alpha and beta, clip, GRU's
    linear_before_reset, LSTM's input_forget and peepholes, one, two or
    three outputs and Y left out, float and double, weights as constants,
    static and dynamic sizes."""
    gates = {'RNN': 1, 'GRU': 3, 'LSTM': 4}[op]
    nact = {'RNN': 1, 'GRU': 2, 'LSTM': 3}[op]
    seq, batch, isz, hs = 3, 2, 3, 4
    nmax = 3 if op == 'LSTM' else 2

    def inputs(dirs, layout, dt=F32, extra=True, lens=None):
        t = 'rc%s%d%d%s' % (op, dirs, layout, np.dtype(dt).name)
        xs = (batch, seq, isz) if layout else (seq, batch, isz)
        st = (batch, dirs, hs) if layout else (dirs, batch, hs)
        ins = [data(t + 'x', xs, dt, -1, 1), data(t + 'w', (dirs, gates * hs, isz), dt, -0.5, 0.5),
               data(t + 'r', (dirs, gates * hs, hs), dt, -0.5, 0.5)]
        if extra or lens is not None:
            ins += [data(t + 'b', (dirs, 2 * gates * hs), dt, -0.5, 0.5) if extra else None, lens,
                    data(t + 'h', st, dt, -1, 1) if extra else None]
            if op == 'LSTM':
                ins += [data(t + 'c', st, dt, -1, 1) if extra else None,
                        data(t + 'p', (dirs, 3 * hs), dt, -0.5, 0.5) if extra else None]
        return ins

    def case(ins, attrs, nout=nmax, dyn=False, const=(), tag=''):
        attrs = dict(attrs, hidden_size=hs)
        return node_case(op, ins, attrs, nout=nout, dyn=dyn, const=const, tag=tag)

    out = []
    lens = np.array([3, 1], I32)
    for d, dirs in [('forward', 1), ('reverse', 1), ('bidirectional', 2)]:
        for layout in (0, 1):
            for extra in (False, True):
                a = {'direction': d, 'layout': layout}
                out += both(lambda dyn: case(inputs(dirs, layout, extra=extra), a, dyn=dyn))
            a = {'direction': d, 'layout': layout}
            out.append(case(inputs(dirs, layout, lens=lens), a, tag='lens'))
            out.append(case(inputs(dirs, layout, extra=True, lens=np.array([2, 0], I32)), a,
                            dyn=True, tag='lens'))
        out.append(case(inputs(dirs, 0, dt=F64), {'direction': d}))
        out.append(case(inputs(dirs, 0), {'direction': d}, const=(1, 2, 3)))
    names = ['Relu', 'Tanh', 'Sigmoid', 'Affine', 'LeakyRelu', 'ThresholdedRelu', 'ScaledTanh',
             'HardSigmoid', 'Elu', 'Softsign', 'Softplus']
    for k, n in enumerate(names):
        acts = ([n] + names[(k + 1) % len(names):][:nact - 1] + names[:nact])[:nact]
        a = {'activations': acts, 'activation_alpha': [0.7, 0.3, 0.9][:nact],
             'activation_beta': [0.4, 0.6, 0.2][:nact]}
        out.append(case(inputs(1, 0), a))
        out.append(case(inputs(2, 0), dict(a, direction='bidirectional', activations=acts * 2)))
    out.append(case(inputs(2, 0), {'direction': 'bidirectional', 'activations': ['Relu'] * nact}))
    for clip in (0.5, 2.0):
        out.append(case(inputs(1, 0), {'clip': clip}))
    for nout in range(1, nmax + 1):
        out.append(case(inputs(1, 1), {'layout': 1}, nout=nout))
    # Y left out (outputs '', Y_h), as ONNX's node tests do.
    c = case(inputs(1, 0), {}, nout=2, tag='noY')
    c.nodes[0].output[0] = ''
    c.outputs = c.outputs[1:]
    out.append(c)
    if op == 'GRU':
        for lbr in (0, 1):
            for d, dirs in [('forward', 1), ('bidirectional', 2)]:
                a = {'linear_before_reset': lbr, 'direction': d}
                out += both(lambda dyn: case(inputs(dirs, 0), a, dyn=dyn))
                out.append(case(inputs(dirs, 1, lens=lens), dict(a, layout=1), tag='lens'))
    if op == 'LSTM':
        for d, dirs in [('forward', 1), ('reverse', 1), ('bidirectional', 2)]:
            out.append(case(inputs(dirs, 0), {'input_forget': 1, 'direction': d}))
            out.append(case(inputs(dirs, 0, lens=lens), {'input_forget': 1, 'direction': d}))
    return out


@gen('Einsum')
def einsum_cases(op):
    """Transposes, diagonals and traces, sums, inner, outer and batched
    products of one to three operands, explicit and implicit outputs, the
    ellipsis (broadcasting a size 1), capitals, spaces; float, double and
    integer elements; static and dynamic sizes."""
    out = []
    eqs = [('ij->ji', [(2, 3)]), ('ij', [(2, 3)]), ('ji', [(2, 3)]), ('ii->i', [(3, 3)]),
           ('ii', [(3, 3)]), ('ij->i', [(2, 3)]), ('ij->', [(2, 3)]), ('ijk->kij', [(2, 3, 4)]),
           ('iij->ji', [(3, 3, 2)]), ('i,i', [(4,), (4,)]), ('i,j->ij', [(3,), (2,)]),
           ('i,j', [(3,), (2,)]), ('ij,jk->ik', [(2, 3), (3, 4)]), ('ij,jk', [(2, 3), (3, 4)]),
           ('bij,bjk->bik', [(2, 2, 3), (2, 3, 4)]), ('ij,ij->ij', [(2, 3), (2, 3)]),
           ('ij,kj->ik', [(2, 3), (4, 3)]), ('i,ij,j->', [(2,), (2, 3), (3,)]),
           ('...ii->...i', [(2, 3, 3)]), ('...ij,...jk->...ik', [(2, 1, 2, 3), (3, 3, 4)]),
           ('...i->...', [(2, 3, 4)]), ('...', [(2, 3)]), ('Ab,bC->AC', [(2, 3), (3, 2)]),
           (' ij , jk -> ki ', [(2, 3), (3, 2)]), ('ij,k->', [(2, 3), (2,)]),
           ('ab,ab->ba', [(0, 3), (0, 3)]), ('i->', [(0,)])]
    for k, (eq, shapes) in enumerate(eqs):
        ins = [data('es%d_%d' % (k, j), s) for j, s in enumerate(shapes)]
        out += both(lambda dyn: node_case(op, ins, {'equation': eq}, opset=12, dyn=dyn))
    for dt in (F64, np.int32, np.int64):
        ins = [data('esd' + np.dtype(dt).name, (2, 3), dt), data('ese' + np.dtype(dt).name, (3, 4), dt)]
        out.append(node_case(op, ins, {'equation': 'ij,jk->ik'}, opset=12))
    out.append(node_case(op, [data('esc', (3, 4)), data('esc2', (4, 2))],
                         {'equation': 'ij,jk->ik'}, opset=12, const=(1,)))
    return out


@gen('Unique')
def unique_cases(op):
    """Sorted and not, without axis (flattened) and along each axis of
    ranks 1 to 3 (negative too), one to four outputs; float, integer,
    unsigned and bool elements with repeats, none, all equal, empty;
    static and dynamic sizes."""
    out = []
    for s in [(7,), (3, 4), (4, 2), (2, 3, 2)]:
        for dt in [F32, I64, U8, BOOL, np.int32]:
            x = data('un%s%s' % (s, np.dtype(dt).name), s, dt, 0, 2).astype(dt)
            if dt == F32:
                x = (x * 4).round() / 4
            axes = [None] + list(range(-len(s), len(s)))
            for ax in axes:
                for srt in (0, 1):
                    a = {'sorted': srt}
                    if ax is not None:
                        a['axis'] = ax
                    if dt in (F32, I64):
                        out += both(lambda dyn: node_case(op, [x], a, nout=4, dyn=dyn))
                    else:
                        out.append(node_case(op, [x], a, nout=4))
    x = data('unn', (6,), I64, 0, 3)
    for nout in (1, 2, 3):
        out.append(node_case(op, [x], {'sorted': 0}, nout=nout))
    out.append(node_case(op, [np.arange(5, dtype=F32)[::-1].copy()], nout=4))
    out.append(node_case(op, [np.full((2, 3), 7, I32)], {'axis': 1}, nout=4))
    out.append(node_case(op, [np.zeros((0,), F32)], nout=4))
    out.append(node_case(op, [np.zeros((0, 3), F32)], {'axis': 0}, nout=4))
    return out


@gen('QuantizeLinear', 'DequantizeLinear')
def quantize_cases(op):
    """One-element and per-axis scales and zero points along every axis
    (negative too), the zero point absent, uint8 and int8, values that
    saturate and that round half to even; float and int32 x; static and
    dynamic sizes."""
    out = []
    q = op == 'QuantizeLinear'
    for shape in [(), (5,), (2, 3), (2, 3, 4)]:
        for qt in (U8, I8):
            if q:
                x = data('qx%s' % (shape,), shape, F32, -300, 300)
            else:
                x = data('dqx%s%s' % (shape, np.dtype(qt).name), shape, qt, -128 if qt == I8 else 0,
                         127 if qt == I8 else 255)
            s1 = np.array(2.0, F32)
            z1 = np.array(3 if qt == U8 else -3, qt)
            out += both(lambda dyn: node_case(op, [x, s1, z1], dyn=dyn))
            out.append(node_case(op, [x, s1.reshape(1), z1.reshape(1)]))
            for ax in range(-len(shape), len(shape)):
                n = shape[ax]
                sv = (np.arange(n, dtype=F32) + 1) / 2
                zv = (np.arange(n) * (7 if qt == U8 else -5) + (0 if qt == U8 else 3)).astype(qt)
                out += both(lambda dyn: node_case(op, [x, sv, zv], {'axis': ax}, dyn=dyn))
        out.append(node_case(op, [x if not q else data('qxa%s' % (shape,), shape, F32, -100, 300),
                                  np.array(0.5, F32)] if q else
                             [data('dqa%s' % (shape,), shape, U8, 0, 255), np.array(0.5, F32)]))
    if q:
        # Halves round to even; int32 x.
        out.append(node_case(op, [np.array([0.5, 1.5, 2.5, -0.5, -1.5, 253.5, 254.5], F32),
                                  np.array(1.0, F32), np.array(0, U8)]))
        out.append(node_case(op, [np.array([-7, 0, 9, 1000], np.int32), np.array(2.0, F32),
                                  np.array(1, I8)]))
    else:
        out.append(node_case(op, [np.array([-70000, 0, 9, 1000], np.int32), np.array(0.25, F32),
                                  np.array(0, np.int32)]))
    return out


@gen('DynamicQuantizeLinear')
def dynamic_quantize_cases(op):
    """Ranges across zero, all positive, all negative; three outputs or
    fewer; static and dynamic sizes."""
    out = []
    for k, (lo, hi) in enumerate([(-3, 5), (1, 4), (-6, -2)]):
        for shape in [(6,), (2, 3), (2, 2, 3)]:
            x = data('dq%d%s' % (k, shape), shape, F32, lo, hi)
            out += both(lambda dyn: node_case(op, [x], nout=3, dyn=dyn))
    out.append(node_case(op, [data('dqn', (4,), F32)], nout=1))
    return out


@gen('MatMulInteger', 'QLinearMatMul')
def matmul_integer_cases(op):
    """2-D and batched products (B 2-D or batched), uint8 and int8 operands,
    zero points present or not (MatMulInteger), scales that saturate
    (QLinearMatMul); static and dynamic sizes; B as a constant."""
    out = []
    ql = op == 'QLinearMatMul'
    for sa, sb in [((2, 3), (3, 4)), ((2, 2, 3), (2, 3, 4)), ((2, 2, 3), (3, 4)),
                   ((1, 5), (5, 1)), ((0, 3), (3, 2))]:
        for at, bt in [(U8, U8), (I8, I8), (U8, I8)]:
            a = data('mia%s%s' % (sa, np.dtype(at).name), sa, at, 0 if at == U8 else -128,
                     255 if at == U8 else 127)
            b = data('mib%s%s' % (sb, np.dtype(bt).name), sb, bt, 0 if bt == U8 else -128,
                     255 if bt == U8 else 127)
            az, bz = np.array(5 if at == U8 else -2, at), np.array(7 if bt == U8 else 3, bt)
            if ql:
                ins = [a, np.array(0.05, F32), az, b, np.array(0.02, F32), bz,
                       np.array(0.5, F32), np.array(100 if at == U8 else 1, at)]
                out += both(lambda dyn: node_case(op, ins, opset=13, dyn=dyn))
                out.append(node_case(op, ins, opset=13, const=(3,)))
            else:
                out += both(lambda dyn: node_case(op, [a, b, az, bz], dyn=dyn))
                out.append(node_case(op, [a, b], const=(1,)))
                out.append(node_case(op, [a, b, az]))
    return out


@gen('Det')
def det_cases(op):
    """Matrices of 1x1 to 4x4, batches of them, one needing a row swap, a
    singular one; float and double; static and dynamic sizes."""
    out = []
    for sh in [(1, 1), (2, 2), (3, 3), (4, 4), (2, 3, 3), (2, 2, 2, 2), (0, 2, 2)]:
        for dt in (F32, F64):
            x = data('det%s%s' % (sh, np.dtype(dt).name), sh, dt, -2, 2)
            out += both(lambda dyn: node_case(op, [x], dyn=dyn))
    out.append(node_case(op, [np.array([[0, 1, 2], [1, 0, 3], [4, 5, 6]], F32)]))
    out.append(node_case(op, [np.array([[1, 2, 3], [2, 4, 6], [1, 0, 1]], F32)]))
    out.append(node_case(op, [np.zeros((3, 3), F32)]))
    return out


@gen('MaxUnpool')
def max_unpool_cases(op):
    """1 to 3 spatial dimensions, kernels and strides of 1 to 3, pads, the
    default output shape or a larger output_shape (an input or a constant);
    distinct indices anywhere in the output (N and C included)."""
    out = []
    for xs, k, st, pads in [((1, 1, 2, 2), [2, 2], [2, 2], None), ((2, 3, 3), [3], [2], [1, 1]),
                            ((1, 2, 2, 3), [2, 2], [1, 2], None),
                            ((1, 1, 2, 2, 2), [2, 2, 2], [2, 2, 2], None),
                            ((2, 2, 3, 3), [3, 3], [2, 2], [1, 1, 1, 1])]:
        nsp = len(xs) - 2
        pd = pads or [0] * 2 * nsp
        dflt = list(xs[:2]) + [(xs[2 + j] - 1) * st[j] + k[j] - pd[j] - pd[j + nsp]
                               for j in range(nsp)]
        x = data('mu%s' % (xs,), xs)
        r = rng('mui%s' % (xs,))
        idx = r.permutation(int(np.prod(dflt)))[:int(np.prod(xs))].reshape(xs).astype(I64)
        a = {'kernel_shape': k, 'strides': st}
        if pads:
            a['pads'] = pads
        out += both(lambda dyn: node_case(op, [x, idx], a, dyn=dyn))
        big = np.array(dflt[:2] + [d + 1 for d in dflt[2:]], I64)
        out.append(node_case(op, [x, idx, big], a))
        out.append(node_case(op, [x, idx, big], a, const=(2,)))
    return out


@gen('Gather')
def gather_cases(op):
    out = []
    for s in [(5,), (3, 4), (2, 3, 4)]:
        x = data('ga' + str(s), s)
        for ax in range(-len(s), len(s)):
            n = s[ax]
            for ish in [(), (2,), (2, 2)]:
                idx = rng('gi' + str(s) + str(ax) + str(ish)).randint(-n, n, size=ish)
                for it in (I64, I32):
                    out.append(node_case(op, [x, idx.astype(it)], {'axis': ax}, const=(1,)))
                out += both(lambda d: node_case(op, [x, idx.astype(I64)], {'axis': ax}, dyn=d))
    return out


@gen('GatherElements')
def gather_elements_cases(op):
    out = []
    for s in [(5,), (3, 4), (2, 3, 4)]:
        x = data('ge' + str(s), s)
        for ax in range(-len(s), len(s)):
            n = s[ax]
            ish = tuple(max(d - 1, 1) if i != ax % len(s) else 3 for i, d in enumerate(s))
            idx = rng('gei' + str(s) + str(ax)).randint(-n, n, size=ish)
            out += both(lambda d: node_case(op, [x, idx.astype(I64)], {'axis': ax}, dyn=d))
            out.append(node_case(op, [x, idx.astype(I32)], {'axis': ax}, const=(1,)))
    return out


@gen('GatherND')
def gather_nd_cases(op):
    out = []
    x = data('gnd', (2, 3, 4))
    for b in (0, 1):
        for last in range(1, 4 - b):
            for ish in [(2,), (2, 2)] if b == 0 else [(2,), (2, 3)]:
                full = ish + (last,)
                hi = np.array(x.shape[b:b + last])
                idx = (rng('gndi%d%d%s' % (b, last, ish)).uniform(-1, 1, size=full) * hi)
                idx = np.clip(np.floor(idx), -hi, hi - 1).astype(np.int64)
                # The indices' last size is the length of each index: loopc
                # needs it in the type.
                out += both(lambda d: node_case(op, [x, idx], {'batch_dims': b}, dyn=d,
                                                static_last=(1,)))
    return out


@gen('Shape')
def shape_cases(op):
    out = []
    x = data('sh', (2, 3, 4))
    out.append(node_case(op, [x]))
    for s in (-4, -3, -1, 0, 1, 3, 5):
        out.append(node_case(op, [x], {'start': s}, opset=15))
        for e in (-5, -1, 0, 2, 3, 10):
            out.append(node_case(op, [x], {'start': s, 'end': e}, opset=15))
    out.append(node_case(op, [x], dyn=True))
    out.append(node_case(op, [data('sh0', ())]))
    return out


@gen('Size')
def size_cases(op):
    return [node_case(op, [data('sz' + str(s), s)], dyn=d) for s in [(), (3,), (2, 0), (2, 3, 4)]
            for d in (False, True)]


@gen('Range')
def range_cases(op):
    out = []
    for dt in (I32, I64, F32, F64):
        for s, l, d in [(0, 5, 1), (1, 10, 3), (10, 1, -2), (5, 5, 1), (5, 0, 1), (-3, 3, 2)]:
            ins = [np.array(s, dt), np.array(l, dt), np.array(d, dt)]
            out += [node_case(op, ins), node_case(op, ins, const=(0, 1, 2))]
    out.append(node_case(op, [np.array(0.5, F32), np.array(2.2, F32), np.array(0.5, F32)]))
    return out


@gen('ConstantOfShape')
def constant_of_shape_cases(op):
    out = []
    for shape in ([2, 3], [0], [], [3, 0, 2], [4]):
        sh = np.array(shape, np.int64)
        out.append(node_case(op, [sh]))
        for v in (np.array([1.5], F32), np.array([7], I32), np.array([-2], I64),
                  np.array([True]), np.array([2.5], F64)):
            out.append(node_case(op, [sh], {'value': numpy_helper.from_array(v)}, const=(0,)))
            out.append(node_case(op, [sh], {'value': numpy_helper.from_array(v)}))
    return out


@gen('EyeLike')
def eyelike_cases(op):
    out = []
    for s in [(2, 3), (3, 3), (4, 2)]:
        for k in range(-4, 5):
            out.append(node_case(op, [data('ey' + str(s), s)], {'k': k}))
        for dt in (TensorProto.INT64, TensorProto.DOUBLE, TensorProto.INT32):
            out.append(node_case(op, [data('ey' + str(s), s, I32)], {'dtype': dt}))
    return out


@gen('Trilu')
def trilu_cases(op):
    out = []
    for s in [(3, 4), (4, 3), (2, 3, 3), (1, 5)]:
        x = data('tl' + str(s), s)
        for up in (0, 1):
            out.append(node_case(op, [x], {'upper': up}))
            for k in (-4, -1, 0, 1, 2, 5):
                out.append(node_case(op, [x, np.array(k, np.int64)], {'upper': up}, const=(1,)))
                out.append(node_case(op, [x, np.array(k, np.int64)], {'upper': up}, dyn=True))
    return out


@gen('CumSum')
def cumsum_cases(op):
    out = []
    for s in [(5,), (3, 4), (2, 3, 4)]:
        for dt in (F32, I32, I64):
            x = data('cs' + str(s), s, dt)
            for ax in range(-len(s), len(s)):
                for ex, rv in itertools.product((0, 1), repeat=2):
                    a = {'exclusive': ex, 'reverse': rv}
                    out.append(node_case(op, [x, np.array(ax, I64)], a, const=(1,)))
                    if dt == F32:
                        out.append(node_case(op, [x, np.array(ax, I32)], a, dyn=True))
    return out


@gen('OneHot')
def onehot_cases(op):
    out = []
    for ish in [(), (3,), (2, 3)]:
        idx = rng('oh' + str(ish)).randint(-4, 4, size=ish)
        for ax in range(-len(ish) - 1, len(ish) + 1):
            for it, vt in ((I64, F32), (I32, I64), (F32, F32)):
                ins = [idx.astype(it), np.array(4, I64), np.array([-1, 2], vt)]
                out.append(node_case(op, ins, {'axis': ax}, const=(1, 2)))
            out.append(node_case(op, [idx.astype(I64), np.array([4], I64),
                                      np.array([0, 1], F32)], {'axis': ax}))
    return out


@gen('Compress')
def compress_cases(op):
    out = []
    x = data('cp', (3, 4))
    for c in ([1, 0, 1], [0, 0, 0, 1], [1, 1], [1, 0, 1, 1, 0, 0, 1], []):
        cond = np.array(c, BOOL)
        for ax in (None, 0, 1, -1, -2):
            a = {} if ax is None else {'axis': ax}
            out.append(node_case(op, [x, cond], a))
            out.append(node_case(op, [x, cond], a, const=(1,)))
    return out


@gen('DepthToSpace', 'SpaceToDepth')
def depth_space_cases(op):
    out = []
    for b in (1, 2, 3):
        s = (1, 2 * b * b, 2, 3) if op == 'DepthToSpace' else (2, 2, 2 * b, 3 * b)
        x = data('ds' + str(s), s)
        modes = ['DCR', 'CRD'] if op == 'DepthToSpace' else [None]
        for m in modes:
            a = {'blocksize': b}
            if m:
                a['mode'] = m
            out += both(lambda d: node_case(op, [x], a, dyn=d))
    return out


@gen('TopK')
def topk_cases(op):
    out = []
    for s in [(5,), (3, 4), (2, 3, 4)]:
        x = data('tk' + str(s), s, F32, -2, 2)  # eighths: ties are likely
        for ax in range(-len(s), len(s)):
            for k in (0, 1, s[ax]):
                for lg in (0, 1):
                    out.append(node_case(op, [x, np.array([k], I64)], {'axis': ax, 'largest': lg},
                                         nout=2, const=(1,)))
            out.append(node_case(op, [x.astype(I32), np.array([2], I64)], {'axis': ax}, nout=2,
                                 dyn=True, static_last=(1,)))
    return out


@gen('ArgMax', 'ArgMin')
def arg_cases(op):
    out = []
    for s in [(5,), (3, 4), (2, 3, 4)]:
        for dt in (F32, I32):
            x = data('am' + str(s), s, dt, -2, 2)
            for ax in range(-len(s), len(s)):
                for kd in (0, 1):
                    for last in (0, 1):
                        out.append(node_case(op, [x], {'axis': ax, 'keepdims': kd,
                                                       'select_last_index': last}))
                out.append(node_case(op, [x], {'axis': ax}, dyn=True))
    return out


REDUCE = ['ReduceSum', 'ReduceMax', 'ReduceMin', 'ReduceMean', 'ReduceProd', 'ReduceL1',
          'ReduceL2', 'ReduceLogSum', 'ReduceLogSumExp', 'ReduceSumSquare']


@gen(*REDUCE)
def reduce_cases(op):
    out = []
    since = 13 if op == 'ReduceSum' else 18
    lo = 0.25 if op == 'ReduceLogSum' else -2
    for s in [(4,), (3, 4), (2, 3, 4)]:
        x = data(op + str(s), s, F32, lo, 2)
        for ax in axes_subsets(len(s)):
            for kd in (0, 1):
                if ax:
                    out.append(node_case(op, [x], {'axes': ax, 'keepdims': kd}, opset=since - 1))
                av = np.array(ax, np.int64)
                for noop in ((0, 1) if not ax else (0,)):
                    a = {'keepdims': kd, 'noop_with_empty_axes': noop}
                    out.append(node_case(op, [x, av], a, opset=since, const=(1,)))
                    out.append(node_case(op, [x, av], a, opset=since))
                out.append(node_case(op, [x, av], {'keepdims': kd}, opset=since, const=(1,),
                                     dyn=True))
        out.append(node_case(op, [x], {}, opset=since))
        if op in ('ReduceSum', 'ReduceMax', 'ReduceMin', 'ReduceProd', 'ReduceSumSquare',
                  'ReduceL1'):
            xi = data(op + 'i' + str(s), s, I32, -3, 3)
            out.append(node_case(op, [xi, np.array([-1], np.int64)], {'keepdims': 0},
                                 opset=since, const=(1,)))
    z = np.zeros((2, 0, 3), F32)
    out.append(node_case(op, [z, np.array([1], np.int64)], {'keepdims': 0}, opset=since,
                         const=(1,)))
    return out


@gen('Softmax', 'LogSoftmax', 'Hardmax')
def softmax_cases(op):
    out = []
    for s in [(5,), (3, 4), (2, 3, 4), (2, 1, 3, 2)]:
        x = data(op + str(s), s, F32, -2, 2)
        for ax in range(-len(s), len(s)):
            out.append(node_case(op, [x], {'axis': ax}))
            out.append(node_case(op, [x], {'axis': ax}, dyn=True))
            out.append(node_case(op, [x], {'axis': ax}, opset=11))
        out.append(node_case(op, [x]))
        out.append(node_case(op, [x], opset=11))
    return out


@gen('Dropout')
def dropout_cases(op):
    out = []
    x = data('do', (2, 3))
    for nout in (1, 2):
        out.append(node_case(op, [x], nout=nout))
        out.append(node_case(op, [x, np.array(0.3, F32)], nout=nout, const=(1,)))
        out.append(node_case(op, [x, np.array(0.3, F32), np.array(False)], nout=nout,
                             const=(1, 2)))
        out.append(node_case(op, [x], {'ratio': 0.2}, nout=nout, opset=10))
    return out


@gen('LayerNormalization')
def layernorm_cases(op):
    out = []
    for s in [(4,), (2, 3), (2, 3, 4)]:
        x = data('ln' + str(s), s)
        for ax in range(-len(s), len(s)):
            ns = s[ax % len(s):]
            for bias in (True, False):
                for nout in (1, 3):
                    ins = [x, data('lns' + str(ns), ns, F32, 0.5, 2),
                           data('lnb' + str(ns), ns) if bias else None]
                    out.append(node_case(op, ins, {'axis': ax, 'epsilon': 1e-3}, nout=nout))
            out.append(node_case(op, [x, data('lns' + str(ns), ns)], {'axis': ax}, dyn=True))
    return out


@gen('InstanceNormalization', 'BatchNormalization')
def norm_cases(op):
    out = []
    for s in [(2, 3, 4), (2, 3, 2, 2), (1, 2, 3)]:
        x = data(op + str(s), s)
        c = s[1]
        if op == 'InstanceNormalization':
            ins = [x, data('ins', (c,)), data('inb', (c,))]
        else:
            ins = [x, data('bns', (c,)), data('bnb', (c,)), data('bnm', (c,)),
                   data('bnv', (c,), F32, 0.5, 2)]
        for eps in (1e-5, 0.1):
            out.append(node_case(op, ins, {'epsilon': eps}))
            out.append(node_case(op, ins, {'epsilon': eps}, dyn=True, const=tuple(range(1, 5))))
        if op == 'BatchNormalization':
            # Training mode: the batch's statistics, the running ones updated.
            for mom, nout in [(0.9, 3), (0.5, 3), (0.1, 1)]:
                a = {'training_mode': 1, 'momentum': mom}
                out.append(node_case(op, ins, a, nout=nout, opset=15))
                out.append(node_case(op, ins, a, nout=nout, opset=15, dyn=True))
    return out


@gen('ReverseSequence')
def reverse_sequence_cases(op):
    """Time axis 0 or 1, ranks 2 and 3, lengths 0 to the whole axis; float,
    integer and bool elements; static and dynamic sizes."""
    out = []
    for s in [(4, 3), (4, 3, 2), (5, 2, 3)]:
        for ta in (0, 1):
            ba = 1 - ta
            lens = (np.arange(s[ba]) * 3 % (s[ta] + 1)).astype(I64)
            for dt in (F32, I32, BOOL):
                x = data('rs%s%d%s' % (s, ta, np.dtype(dt).name), s, dt)
                a = {'batch_axis': ba, 'time_axis': ta}
                out += both(lambda dyn: node_case(op, [x, lens], a, dyn=dyn))
    return out


@gen('LRN')
def lrn_cases(op):
    out = []
    x = data('lrn', (2, 5, 3, 2))
    for size in (1, 2, 3, 4, 5, 6):
        out.append(node_case(op, [x], {'size': size}))
        out.append(node_case(op, [x], {'size': size, 'alpha': 0.5, 'beta': 0.5, 'bias': 2.0},
                             dyn=True))
    return out


@gen('MeanVarianceNormalization')
def mvn_cases(op):
    out = []
    x = data('mvn', (2, 3, 2, 2))
    out.append(node_case(op, [x]))
    for ax in ([0], [1], [-1], [0, 2, 3], [2, 3], [0, 1, 2, 3], [-3, -1]):
        out.append(node_case(op, [x], {'axes': ax}))
    out.append(node_case(op, [data('mvn3', (2, 3, 4))], {'axes': [0, 2]}, dyn=True))
    return out


@gen('NegativeLogLikelihoodLoss', 'SoftmaxCrossEntropyLoss')
def loss_cases(op):
    out = []
    for s in [(3, 4), (2, 4, 3)]:
        x = data(op + str(s), s)
        ts = (s[0],) + s[2:]
        t = rng(op + 't' + str(s)).randint(0, s[1], size=ts).astype(np.int64)
        w = data(op + 'w', (s[1],), F32, 0.5, 2)
        t2 = t.copy()
        t2.reshape(-1)[0] = -1
        for red in ('none', 'sum', 'mean'):
            for ins, a in (([x, t], {}), ([x, t, w], {}), ([x, t2], {'ignore_index': -1}),
                           ([x, t2, w], {'ignore_index': -1})):
                a = dict(a, reduction=red)
                out.append(node_case(op, ins, a))
                if op == 'SoftmaxCrossEntropyLoss':
                    out.append(node_case(op, ins, a, nout=2))
    return out


@gen('GlobalAveragePool', 'GlobalMaxPool')
def global_pool_cases(op):
    return [node_case(op, [data(op + str(s), s)], dyn=d)
            for s in [(2, 3, 4), (1, 2, 3, 3), (2, 1, 2, 2, 2)] for d in (False, True)]


def pool_attr_sets(n, maxpool):
    sets = []
    for k in ([2] * n, [3] * n, [1] * n):
        for st in ([1] * n, [2] * n):
            for pads in ([0] * 2 * n, [1] * n + [0] * n, [0] * n + [1] * n):
                if max(pads) >= min(k):
                    continue
                for ceil in (0, 1):
                    sets.append({'kernel_shape': k, 'strides': st, 'pads': pads, 'ceil_mode': ceil})
            for auto in ('SAME_UPPER', 'SAME_LOWER', 'VALID'):
                sets.append({'kernel_shape': k, 'strides': st, 'auto_pad': auto})
    if maxpool:
        sets.append({'kernel_shape': [2] * n, 'dilations': [2] * n})
        sets.append({'kernel_shape': [2] * n, 'dilations': [2] * n, 'pads': [1] * 2 * n,
                     'strides': [2] * n})
    return sets


@gen('MaxPool', 'AveragePool')
def pool_cases(op):
    out = []
    for s in [(1, 2, 5), (2, 1, 4, 5)]:
        n = len(s) - 2
        x = data(op + str(s), s)
        for a in pool_attr_sets(n, op == 'MaxPool'):
            if op == 'AveragePool' and 'pads' in a and max(a['pads']):
                for cip in (0, 1):
                    out.append(node_case(op, [x], dict(a, count_include_pad=cip)))
            else:
                out.append(node_case(op, [x], a))
            if op == 'MaxPool':  # Indices, row and column major
                out += [node_case(op, [x], a, nout=2),
                        node_case(op, [x], dict(a, storage_order=1), nout=2)]
        out.append(node_case(op, [x], {'kernel_shape': [2] * n}, dyn=True))
    return out


@gen('Conv')
def conv_cases(op):
    out = []
    for s, ws in [((1, 2, 5), (3, 2, 2)), ((1, 2, 4, 5), (2, 2, 2, 2)),
                  ((2, 4, 4, 4), (4, 2, 3, 3))]:
        n = len(s) - 2
        x = data('cv' + str(s), s)
        w = data('cw' + str(ws), ws)
        g = s[1] // ws[1]
        b = data('cb' + str(ws[0]), (ws[0],))
        for st in ([1] * n, [2] * n):
            for dl in ([1] * n, [2] * n):
                for pads in ([0] * 2 * n, [1] * 2 * n, [0] * n + [1] * n):
                    a = {'strides': st, 'dilations': dl, 'pads': pads}
                    if g > 1:
                        a['group'] = g
                    out.append(node_case(op, [x, w, b], a))
                    out.append(node_case(op, [x, w], a, const=(1,)))
                for auto in ('SAME_UPPER', 'SAME_LOWER', 'VALID'):
                    a = {'strides': st, 'dilations': dl, 'auto_pad': auto}
                    if g > 1:
                        a['group'] = g
                    out.append(node_case(op, [x, w, b], a))
        out.append(node_case(op, [x, w, b], {'group': g} if g > 1 else {}, dyn=True,
                             const=(1, 2)))
    return out


@gen('ConvTranspose')
def convtranspose_cases(op):
    out = []
    for s, ws in [((1, 2, 3), (2, 3, 2)), ((1, 2, 3, 3), (2, 1, 2, 3)),
                  ((1, 4, 2, 3), (4, 1, 2, 2))]:
        n = len(s) - 2
        x = data('ct' + str(s), s)
        w = data('ctw' + str(ws), ws)
        g = 2 if s[1] == 4 else 1
        b = data('ctb', (ws[1] * g,))
        for st in ([1] * n, [2] * n):
            for dl in ([1] * n, [2] * n):
                for pads in ([0] * 2 * n, [1] * 2 * n, [0] * n + [1] * n):
                    for opad in ([0] * n, [1] * n):
                        a = {'strides': st, 'dilations': dl, 'pads': pads,
                             'output_padding': opad}
                        if g > 1:
                            a['group'] = g
                        out.append(node_case(op, [x, w, b], a))
                for auto in ('SAME_UPPER', 'SAME_LOWER'):
                    out.append(node_case(op, [x, w, b], {'strides': st, 'dilations': dl,
                                                         'auto_pad': auto, 'group': g}))
            full = [(s[2 + i] - 1) * st[i] + ws[2 + i] for i in range(n)]
            for extra in (0, 1):
                for auto in ('NOTSET', 'SAME_UPPER', 'SAME_LOWER'):
                    out.append(node_case(op, [x, w], {'strides': st, 'group': g, 'auto_pad': auto,
                                                      'output_shape': [f + extra - 1
                                                                       for f in full]}))
        out.append(node_case(op, [x, w, b], {'group': g}, dyn=True, const=(1, 2)))
    return out


@gen('Resize')
def resize_cases(op):
    out = []
    x = data('rz', (1, 2, 3, 4))
    ctms = ['half_pixel', 'asymmetric', 'align_corners', 'pytorch_half_pixel']
    nearest = ['round_prefer_floor', 'round_prefer_ceil', 'floor', 'ceil']
    for mode in ('nearest', 'linear', 'cubic'):
        for ctm in ctms:
            for nm in (nearest if mode == 'nearest' else [None]):
                a = {'mode': mode, 'coordinate_transformation_mode': ctm}
                if nm:
                    a['nearest_mode'] = nm
                opset = 13
                for sc in ([1, 1, 2, 1.5], [1, 1, 0.5, 0.75], [1, 1, 1.5, 2]):
                    out.append(node_case(op, [x, None, np.array(sc, F32)], a, opset=opset,
                                         const=(2,)))
                for sz in ([1, 2, 5, 3], [1, 2, 2, 8]):
                    out.append(node_case(op, [x, None, None, np.array(sz, np.int64)], a,
                                         opset=opset, const=(3,)))
                if mode == 'cubic':
                    out.append(node_case(op, [x, None, np.array([1, 1, 2, 1.5], F32)],
                                         dict(a, exclude_outside=1, cubic_coeff_a=-0.5),
                                         opset=opset, const=(2,)))
        out.append(node_case(op, [x, None, np.array([2, 0.5], F32)],
                             {'mode': mode, 'axes': [2, 3]}, opset=18, const=(2,)))
        out.append(node_case(op, [x, None, np.array([1, 1, 2, 2], F32)], {'mode': mode},
                             opset=13, const=(2,), dyn=True))
    return out


@gen('HannWindow', 'HammingWindow', 'BlackmanWindow')
def window_cases(op):
    out = []
    for n in (1, 2, 5, 8):
        for per in (0, 1):
            for dt in (TensorProto.FLOAT, TensorProto.DOUBLE):
                out.append(node_case(op, [np.array(n, I64)], {'periodic': per,
                                                              'output_datatype': dt}))
            out.append(node_case(op, [np.array(n, I32)], {'periodic': per}, const=(0,)))
    return out


# ------------------------- sequences and optionals -----------------------

def seq_of(name, shapes, dtype=F32):
    return [data(name + str(k), s, dtype) for k, s in enumerate(shapes)]


@gen('ConcatFromSequence')
def concat_from_seq_cases(op):
    out = []
    for r in (1, 2, 3):
        base = (2, 3, 4)[:r]
        for na in (0, 1):
            for ax in range(-(r + na), r + na):
                shapes = []
                for k, n in enumerate((1, 2, 3)):
                    s = list(base)
                    if not na:
                        s[ax % r] = n
                    shapes.append(tuple(s))
                sq = seq_of('cfs%d%d%d' % (r, na, ax), shapes)
                out += both(lambda d: node_case(op, [sq], {'axis': ax, 'new_axis': na}, dyn=d))
                # The sequence built in the graph, so that its element type is known.
                out.append(seq_graph_case(op, sq, {'axis': ax, 'new_axis': na}))
    sq = seq_of('cfs0', [(), (), ()])
    out += [node_case(op, [sq], {'axis': ax, 'new_axis': 1}) for ax in (0, -1)]
    return out


def seq_graph_case(op, elems, attrs):
    names = ['e%d' % k for k in range(len(elems))]
    nodes = [helper.make_node('SequenceConstruct', names, ['s']),
             helper.make_node(op, ['s'], ['o0'], **attrs)]
    name = '%s(%s)[built from %s]' % (op, describe(attrs),
                                       ';'.join(shape_str(e.shape) for e in elems))
    return Case(op, name, nodes, {n: (e, 'in') for n, e in zip(names, elems)}, ['o0'])


@gen('SplitToSequence')
def split_to_seq_cases(op):
    out = []
    for s in [(4,), (3, 4), (2, 3, 4)]:
        x = data('sts' + str(s), s)
        for ax in range(-len(s), len(s)):
            n = s[ax]
            for kd in (0, 1):
                out += both(lambda d: node_case(op, [x], {'axis': ax, 'keepdims': kd}, dyn=d))
            out.append(node_case(op, [x, np.array(2, I64)], {'axis': ax}, const=(1,)))
            out.append(node_case(op, [x, np.array([1, n - 1], I32)], {'axis': ax}, const=(1,)))
            out.append(node_case(op, [x, np.array([n], I64)], {'axis': ax, 'keepdims': 0}))
    return out


@gen('SequenceInsert', 'SequenceAt', 'SequenceErase', 'SequenceLength', 'SequenceConstruct')
def seq_op_cases(op):
    out = []
    sq = seq_of('sq', [(2,), (3,), (1,)])
    t = data('sqt', (4,))
    n = len(sq)
    if op == 'SequenceInsert':
        out.append(node_case(op, [sq, t]))
        for p in range(-n, n + 1):
            for it in (I64, I32):
                out.append(node_case(op, [sq, t, np.array(p, it)], const=(2,)))
            out.append(node_case(op, [sq, t, np.array(p, I64)]))
        out.append(node_case(op, [[], t, np.array(0, I64)]))
    elif op == 'SequenceAt':
        for p in range(-n, n):
            out.append(node_case(op, [sq, np.array(p, I64)], const=(1,)))
            out.append(node_case(op, [sq, np.array(p, I32)]))
    elif op == 'SequenceErase':
        out.append(node_case(op, [sq]))
        for p in range(-n, n):
            out.append(node_case(op, [sq, np.array(p, I64)], const=(1,)))
            out.append(node_case(op, [sq, np.array(p, I32)]))
    elif op == 'SequenceLength':
        out += [node_case(op, [s]) for s in (sq, [], seq_of('sl', [(2, 2)]))]
    else:
        out.append(node_case(op, [data('sc1', (2, 3)), data('sc2', (1, 3))]))
        out.append(node_case(op, [data('sc3', ()), data('sc4', ())]))
        out.append(node_case(op, [data('sc5', (3,), I64)]))
    return out


@gen('Optional', 'OptionalHasElement', 'OptionalGetElement')
def optional_cases(op):
    out = []
    x = data('op', (2, 3))
    sq = seq_of('opq', [(2,), (3,)])
    for v in (x, sq):
        kind = 'seq' if isinstance(v, list) else 'tensor'
        nodes = [helper.make_node('Optional', ['x'], ['ox']),
                 helper.make_node('OptionalHasElement', ['ox'], ['o0']),
                 helper.make_node('OptionalGetElement', ['ox'], ['o1'])]
        out.append(Case(op, '%s(Optional of a %s)' % (op, kind), nodes, {'x': (v, 'in')},
                        ['o0', 'o1'], opset=18))
    tp = helper.make_tensor_type_proto(TensorProto.FLOAT, [2])
    nodes = [helper.make_node('Optional', [], ['ox'], type=tp),
             helper.make_node('OptionalHasElement', ['ox'], ['o0'])]
    out.append(Case(op, '%s(empty Optional)' % op, nodes, {}, ['o0'], opset=18))
    if op != 'Optional':
        out.append(node_case(op, [x], opset=18))
        out.append(node_case(op, [sq], opset=18))
    return out


@gen('SequenceEmpty')
def seq_empty_cases(op):
    out = []
    for dt in (F32, F64, I32, I64, BOOL):
        t = data('se' + np.dtype(dt).name, (2,), dt)
        nodes = [helper.make_node(op, [], ['e'], dtype=onnx_type(dt)),
                 helper.make_node('SequenceLength', ['e'], ['o0']),
                 helper.make_node('SequenceInsert', ['e', 't'], ['o1'])]
        out.append(Case(op, '%s(dtype=%s)' % (op, np.dtype(dt).name), nodes, {'t': (t, 'in')},
                        ['o0', 'o1']))
    out.append(Case(op, '%s() as a graph output' % op, [helper.make_node(op, [], ['o0'])], {},
                    ['o0']))
    return out


@gen('Constant')
def constant_cases(op):
    out = []
    vals = [('value', numpy_helper.from_array(np.array([[1.5, -2], [0, 3]], F32))),
            ('value', numpy_helper.from_array(np.array(7, I64))),
            ('value', numpy_helper.from_array(np.array([True, False]))),
            ('value', numpy_helper.from_array(np.zeros((0, 2), F64))),
            ('value', numpy_helper.from_array(np.arange(6, dtype=I32).reshape(3, 2))),
            ('value_float', 2.5), ('value_int', -4), ('value_floats', [1.0, 2.5]),
            ('value_ints', [3, -1, 2])]
    for k, v in vals:
        nodes = [helper.make_node(op, [], ['o0'], **{k: v})]
        out.append(Case(op, '%s(%s=%s)' % (op, k, fmt(v)), nodes, {}, ['o0'], opset=13))
    return out


@gen('SequenceMap')
def seq_map_cases(op):
    out = []
    body = helper.make_graph([helper.make_node('Add', ['e', 'k'], ['r']),
                              helper.make_node('Shape', ['e'], ['sh'])], 'body',
                             [helper.make_tensor_value_info('e', TensorProto.FLOAT, None),
                              helper.make_tensor_value_info('k', TensorProto.FLOAT, None)],
                             [helper.make_tensor_value_info('r', TensorProto.FLOAT, None),
                              helper.make_tensor_value_info('sh', TensorProto.INT64, None)])
    for shapes in ([(2,), (3,), (1,)], [(2, 2), (1, 2)]):
        sq = seq_of('sm' + str(shapes), shapes)
        out.append(node_case(op, [sq, data('smk', (1,))], {'body': body}, nout=2))
        out.append(node_case(op, [sq, seq_of('smk2', shapes)], {'body': body}, nout=2))
    return out


# ------------------------------ control flow -----------------------------

def vi(name, dtype, shape=None):
    return helper.make_tensor_value_info(name, onnx_type(dtype), shape)


@gen('Scan')
def scan_cases(op):
    out = []
    body = helper.make_graph([helper.make_node('Add', ['s_in', 'a'], ['s_out']),
                              helper.make_node('Mul', ['a', 'b'], ['y']),
                              helper.make_node('Identity', ['s_out'], ['z'])], 'body',
                             [vi('s_in', F32), vi('a', F32), vi('b', F32)],
                             [vi('s_out', F32), vi('y', F32), vi('z', F32)])
    x = data('scx', (3, 4))
    for ia in itertools.product((0, 1, -1, -2), repeat=2):
        for idr in itertools.product((0, 1), repeat=2):
            for oa in ((0, 0), (1, -1), (-2, 1)):
                for od in ((0, 1), (1, 0)):
                    xa = x if ia[0] % 2 == 0 else x.T
                    xb = (x * 2 - 1) if ia[1] % 2 == 0 else (x * 2 - 1).T
                    s0 = np.zeros(4, F32)
                    a = {'body': body, 'num_scan_inputs': 2, 'scan_input_axes': list(ia),
                         'scan_input_directions': list(idr), 'scan_output_axes': list(oa),
                         'scan_output_directions': list(od)}
                    c = node_case(op, [s0, xa, xb], a, nout=3, opset=16)
                    c.name = 'Scan(in_axes=%s,in_dirs=%s,out_axes=%s,out_dirs=%s)' % (
                        fmt(list(ia)), fmt(list(idr)), fmt(list(oa)), fmt(list(od)))
                    out.append(c)
    return out


@gen('Loop')
def loop_cases(op):
    out = []
    body = helper.make_graph([helper.make_node('Add', ['v_in', 'v_in'], ['v_out']),
                              helper.make_node('ReduceSum', ['v_out'], ['s'], keepdims=0),
                              helper.make_node('Less', ['s', 'lim'], ['c_out']),
                              helper.make_node('Cast', ['i'], ['fi'], to=TensorProto.FLOAT),
                              helper.make_node('Mul', ['v_in', 'fi'], ['row'])], 'body',
                             [vi('i', I64, []), vi('c', BOOL, []), vi('v_in', F32)],
                             [vi('c_out', BOOL, []), vi('v_out', F32), vi('row', F32)])
    for M in (None, 0, 1, 3, 10):
        for cond in (None, True, False):
            for lim in (5.0, 100.0):
                if M is None and cond is None:
                    continue
                ins = [None if M is None else np.array(M, I64),
                       None if cond is None else np.array(cond), data('lv', (2,), F32, 0.5, 1)]
                nodes = [helper.make_node('Loop', [n if v is not None else ''
                                                   for n, v in zip(('M', 'c0', 'v0'), ins)],
                                          ['o0', 'o1'], body=body)]
                inputs = {n: (v, 'in') for n, v in zip(('M', 'c0', 'v0'), ins) if v is not None}
                inputs['lim'] = (np.array(lim, F32), 'const')
                name = 'Loop(M=%s,cond=%s,limit=%g)' % (M, cond, lim)
                c = Case(op, name, nodes, inputs, ['o0', 'o1'], opset=16)
                out.append(c)
    return out


@gen('If')
def if_cases(op):
    out = []
    for flag in (True, False):
        for kind in ('same', 'outer', 'seq'):
            if kind == 'seq':
                tb = helper.make_graph([helper.make_node('SequenceConstruct', ['x', 'x'], ['t'])],
                                       'then', [], [helper.make_tensor_sequence_value_info(
                                           't', TensorProto.FLOAT, None)])
                eb = helper.make_graph([helper.make_node('SplitToSequence', ['x'], ['e'])],
                                       'else', [], [helper.make_tensor_sequence_value_info(
                                           'e', TensorProto.FLOAT, None)])
            else:
                tb = helper.make_graph([helper.make_node('Neg', ['x'], ['t'])], 'then', [],
                                       [vi('t', F32)])
                eb = helper.make_graph([helper.make_node('Identity' if kind == 'outer' else
                                                         'Relu', ['x'], ['e'])],
                                       'else', [], [vi('e', F32)])
            nodes = [helper.make_node('If', ['c'], ['o0'], then_branch=tb, else_branch=eb)]
            out.append(Case(op, 'If(%s,%s)' % (flag, kind), nodes,
                            {'c': (np.array(flag), 'in'), 'x': (data('ifx', (2, 3)), 'in')},
                            ['o0'], opset=16))
    return out


# ------------------------------- the sweep --------------------------------

# What loopc refuses, with a clear message at import or lowering, although
# the specification allows it (README, "ONNX models"): these cases count as
# rejections. Any other message, a wrong output or a crash is a failure.
REJECTIONS = [
    ('Resize', r"mode other than 'nearest' and 'linear' is not supported"),
    ('Resize', r"'axes' is not supported"),
    ('Conv|ConvTranspose|MaxPool|AveragePool',
     r"needs spatial sizes known before the run|needs static spatial sizes"),
]


def rejected(case, msg):
    return any(re.fullmatch(ops, case.op) and re.match(r'(import|lowering): ', msg) and
               re.search(text, msg) for ops, text in REJECTIONS)

def all_cases(ops=None):
    out = []
    for names, fn in CASES:
        for op in names:
            if ops and op not in ops:
                continue
            out += fn(op)
    return out


def reference(case):
    """Fills case.expected; False when the reference refuses the case."""
    g = case_graph(case, '')
    feeds = {n: v for n, (v, how) in case.inputs.items() if how == 'in'}
    try:
        case.expected = onnx_ref.run_graph(g, feeds, case.opset)
    except onnx_ref.Illegal:
        return False
    return True


def value_info(name, v, dyn, tag, static_last=False):
    if isinstance(v, list):
        et = onnx_type(v[0].dtype) if v else TensorProto.FLOAT
        shape = None
        if v and len({e.ndim for e in v}) == 1:
            # Elements of one rank: sizes they all share are static (unless dyn).
            shape = [None if dyn or len({e.shape[i] for e in v}) > 1 else v[0].shape[i]
                     for i in range(v[0].ndim)]
        return helper.make_tensor_sequence_value_info(name, et, shape)
    if v is None:
        return helper.make_value_info(name, helper.make_optional_type_proto(
            helper.make_tensor_type_proto(TensorProto.FLOAT, None)))
    v = np.asarray(v)
    shape = ['%s_d%d' % (tag, i) for i in range(v.ndim)] if dyn else list(v.shape)
    if dyn and static_last and v.ndim:
        shape[-1] = v.shape[-1]
    return helper.make_tensor_value_info(name, onnx_type(v.dtype), shape)


def rename_graph(g, prefix, keep=()):
    """g's names prefixed (in place), nested graphs too."""
    def r(n):
        return prefix + n if n and n not in keep else n
    for vi_ in list(g.input) + list(g.output) + list(g.value_info):
        vi_.name = r(vi_.name)
    for t in g.initializer:
        t.name = r(t.name)
    for node in g.node:
        node.input[:] = [r(n) for n in node.input]
        node.output[:] = [r(n) for n in node.output]
        for a in node.attribute:
            if a.type == onnx.AttributeProto.GRAPH:
                rename_graph(a.g, prefix, keep)


def case_graph(case, prefix):
    nodes = []
    for n in case.nodes:
        c = onnx.NodeProto()
        c.CopyFrom(n)
        nodes.append(c)
    g = helper.make_graph(nodes, 'g', [], [])
    rename_graph(g, prefix)
    for n, (v, how) in sorted(case.inputs.items()):
        if how == 'const':
            g.initializer.append(numpy_helper.from_array(np.asarray(v), prefix + n))
        else:
            g.input.append(value_info(prefix + n, v, case.dyn, prefix + n,
                                      n in case.static_last))
    exp = case.expected or [np.zeros(1, F32)] * len(case.outputs)
    for n, v in zip(case.outputs, exp):
        g.output.append(value_info(prefix + n, v, False, prefix + n))
    return g


def write_model(path, cases):
    """One model holding cases; returns the output names in order."""
    opset = cases[0].opset
    g = helper.make_graph([], 'sweep', [], [])
    feeds, outs = [], []
    for k, c in enumerate(cases):
        cg = case_graph(c, 'c%d_' % k)
        g.node.extend(cg.node)
        g.input.extend(cg.input)
        g.initializer.extend(cg.initializer)
        g.output.extend(cg.output)
        feeds += [c.inputs[n][0] for n in sorted(c.inputs) if c.inputs[n][1] == 'in']
        outs += list(c.expected)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid('', opset)],
                          producer_name='loopc-op_sweep')
    m.ir_version = 8
    onnx_ref.write_folder(path, m, [(feeds, outs)])


def run_loopc(args, dirs):
    """{folder name: None (passed) or loopc's message}."""
    res = {}
    chunks = [dirs[k::args.jobs] for k in range(args.jobs)]

    def one(ds):
        if not ds:
            return ''
        r = subprocess.run([args.loopc, 'onnx-test', '--timeout', str(args.timeout)] + ds,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        return r.stdout
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for text in pool.map(one, chunks):
            for line in text.splitlines():
                m = re.match(r'(PASS|FAIL) (\S+?)(?:: (.*))?$', line)
                if m:
                    res[m.group(2)] = None if m.group(1) == 'PASS' else (m.group(3) or 'failed')
    return res


def batches(cases, size):
    by_opset = {}
    for c in cases:
        by_opset.setdefault(c.opset, []).append(c)
    out = []
    for opset in sorted(by_opset):
        cs = by_opset[opset]
        out += [cs[k:k + size] for k in range(0, len(cs), size)]
    return out


def sweep(args, cases):
    """Runs cases in batches; bisects failing batches. Returns [(case, message)]."""
    failures = []
    pending = batches(cases, args.batch)
    round_ = 0
    while pending:
        round_ += 1
        dirs = []
        for k, b in enumerate(pending):
            d = os.path.join(args.workdir, 'r%d_%d' % (round_, k))
            write_model(d, b)
            dirs.append(d)
        res = run_loopc(args, dirs)
        nxt = []
        for d, b in zip(dirs, pending):
            msg = res.get(os.path.basename(d), 'no result from loopc onnx-test')
            if msg is None:
                continue
            if len(b) == 1:
                failures.append((b[0], msg))
            else:
                nxt += [b[:len(b) // 2], b[len(b) // 2:]]
        pending = nxt
    return failures


def sample(cases, per_op):
    """At most per_op cases of each operator, spread evenly over its list."""
    by_op = {}
    for c in cases:
        by_op.setdefault(c.op, []).append(c)
    out = []
    for op, cs in by_op.items():
        if len(cs) <= per_op:
            out += cs
        else:
            step = len(cs) / per_op
            out += [cs[int(k * step)] for k in range(per_op)]
    return out


def check_ref():
    """The reference against ONNX's backend node tests."""
    base = '/usr/share/libonnx-testdata/data/node'
    ok = bad = 0

    def ops_of(g):
        s = set()
        for n in g.node:
            s.add(n.op_type)
            for a in n.attribute:
                if a.type == onnx.AttributeProto.GRAPH:
                    s |= ops_of(a.g)
        return s

    def same(g, e):
        if isinstance(e, list) or isinstance(g, list):
            return isinstance(e, list) and isinstance(g, list) and len(e) == len(g) and \
                all(same(x, y) for x, y in zip(g, e))
        if e is None or g is None:
            return e is None and g is None
        g = np.asarray(g)
        if g.shape != e.shape or g.dtype != e.dtype:
            return False
        if g.dtype.kind in 'fc':
            return np.allclose(g, e, rtol=1e-3, atol=1e-5, equal_nan=True)
        return np.array_equal(g, e)
    for d in sorted(glob.glob(base + '/test_*')):
        m = onnx.load(os.path.join(d, 'model.onnx'))
        if not ops_of(m.graph) <= set(onnx_ref.REF):
            continue
        if any(v.type.tensor_type.elem_type in (TensorProto.STRING, TensorProto.BFLOAT16)
               for v in list(m.graph.input) + list(m.graph.output)):
            continue  # numpy has no type for them
        inits = {t.name for t in m.graph.initializer}
        gins = [i for i in m.graph.input if i.name not in inits]
        sd = os.path.join(d, 'test_data_set_0')
        try:
            ins = [onnx_ref.read_value(os.path.join(sd, 'input_%d.pb' % i), v)
                   for i, v in enumerate(gins)]
            exp = [onnx_ref.read_value(os.path.join(sd, 'output_%d.pb' % i), v)
                   for i, v in enumerate(m.graph.output)]
        except Exception:  # bfloat16, strings: numpy cannot hold them
            continue
        try:
            got = onnx_ref.run_model(m, {v.name: x for v, x in zip(gins, ins)})
        except onnx_ref.Illegal:
            continue  # training modes, opset 8 Scan, crop-and-resize: not swept
        if all(same(g, e) for g, e in zip(got, exp)):
            ok += 1
        else:
            bad += 1
            print('DIFFERS %s' % os.path.basename(d))
    print('reference: %d backend node tests agree, %d differ' % (ok, bad))
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--loopc')
    ap.add_argument('--full', action='store_true')
    ap.add_argument('--per-op', type=int, default=None,
                    help='cases per operator in the default (sampled) sweep, or, given, '
                    'among those --ops, --grep or --full select')
    ap.add_argument('--ops', default='')
    ap.add_argument('--grep', default='', help='only the cases whose name matches this regex')
    ap.add_argument('--batch', type=int, default=40, help='cases per model')
    ap.add_argument('-j', '--jobs', type=int, default=2)
    ap.add_argument('--timeout', type=int, default=300)
    ap.add_argument('--list', action='store_true')
    ap.add_argument('-v', '--verbose', action='store_true', help='print the rejected cases too')
    ap.add_argument('--check-ref', action='store_true')
    ap.add_argument('workdir', nargs='?')
    args = ap.parse_args()
    if args.check_ref:
        return check_ref()
    ops = set(args.ops.split(',')) if args.ops else None
    cases = all_cases(ops)
    generated = len(cases)
    cases = [c for c in cases if reference(c)]
    illegal = generated - len(cases)
    if args.grep:
        cases = [c for c in cases if re.search(args.grep, c.name)]
    sampled = args.per_op is not None or (not args.full and not ops and not args.grep)
    if sampled:
        cases = sample(cases, 8 if args.per_op is None else args.per_op)
    if args.list:
        for c in cases:
            print(c.name)
        return 0
    if not args.loopc or not args.workdir:
        ap.error('--loopc and WORKDIR are needed to run the sweep')
    os.makedirs(args.workdir, exist_ok=True)
    found = sweep(args, cases)
    refused = [(c, m) for c, m in found if rejected(c, m)]
    failures = [(c, m) for c, m in found if not rejected(c, m)]
    for c, msg in sorted(refused, key=lambda f: f[0].name):
        if args.verbose:
            print('REJECTED %s: %s' % (c.name, msg))
    for c, msg in sorted(failures, key=lambda f: f[0].name):
        print('FAIL %s: %s' % (c.name, msg))
    nops = len({c.op for c in cases})
    nmodels = len(batches(cases, args.batch))
    print('op_sweep: %d cases of %d operators (%s; %d combinations the specification '
          'forbids skipped) in %d models: %d passed, %d rejected as unsupported, %d failed' % (
              len(cases), nops, 'sampled' if sampled else 'all', illegal, nmodels,
              len(cases) - len(found), len(refused), len(failures)))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
