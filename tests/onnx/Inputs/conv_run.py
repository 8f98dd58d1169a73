#!/usr/bin/env python3
"""Runs ONNX Conv models through `loopc run` (the host's tiles and
--portable) and compares each result with a float64 reference computed here
from the definition (a sum over the window per output element). The cases
cover the product form of lower-onnx (lw_conv_as_product: one group, constant
weights, at least a tile's output channels): strides, padding, dilations,
1-D, 2-D and 3-D windows, batches, no bias, a fused Relu, output positions no
panel divides; and cases that keep the loop nest (groups, too few output
channels).
usage: conv_run.py LOOPC WORKDIR"""
import itertools
import os
import subprocess
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

loopc, work = sys.argv[1], sys.argv[2]
os.makedirs(work, exist_ok=True)
rng = np.random.RandomState(5)


def reference(x, w, b, stride, pad, dil, group):
    n, c = x.shape[:2]
    m, cg = w.shape[:2]
    ks = w.shape[2:]
    nsp = len(ks)
    xp = np.pad(x.astype(np.float64), [(0, 0), (0, 0)] + [(pad, pad)] * nsp)
    osz = [(x.shape[2 + i] + 2 * pad - dil * (ks[i] - 1) - 1) // stride + 1 for i in range(nsp)]
    out = np.zeros([n, m] + osz)
    mg = m // group
    for mm in range(m):
        g = mm // mg
        for kk in itertools.product(*[range(k) for k in ks]):
            sl = tuple(slice(kk[i] * dil, kk[i] * dil + stride * (osz[i] - 1) + 1, stride) for i in range(nsp))
            patch = xp[(slice(None), slice(g * cg, (g + 1) * cg)) + sl]
            out[:, mm] += np.tensordot(w[(mm, slice(None)) + kk].astype(np.float64), patch, axes=([0], [1]))
    if b is not None:
        out += b.astype(np.float64).reshape([1, m] + [1] * nsp)
    return out


# (batch, channels, spatial sizes, output channels, kernel, stride, pad, dilation, bias, relu,
# group[, 'bn': a BatchNormalization between the Conv and the Relu])
cases = [(2, 3, (9, 7), 10, 3, 1, 1, 1, True, True, 1),
         (1, 4, (11, 11), 16, 3, 2, 0, 1, False, False, 1),
         (1, 5, (8, 9), 9, 3, 1, 2, 2, True, False, 1),
         (3, 2, (6, 6), 12, 1, 1, 0, 1, True, True, 1),
         (1, 3, (40,), 8, 5, 1, 2, 1, True, False, 1),
         (1, 2, (5, 6, 4), 8, 2, 1, 1, 1, True, True, 1),
         (1, 4, (10, 10), 8, 3, 1, 1, 1, True, False, 2),
         (1, 3, (12, 12), 2, 3, 1, 1, 1, True, False, 1),
         (2, 3, (14, 14), 16, 7, 2, 3, 1, True, True, 1, 'bn'),
         (1, 4, (6, 6), 8, 3, 1, 1, 1, False, False, 1, 'bn'),
         (1, 3, (40, 37), 8, 7, 2, 3, 1, True, True, 1, 'bn'),
         (1, 2, (20, 60), 8, 3, 3, 1, 2, True, False, 1)]
failed = 0
for n_case, case in enumerate(cases):
    (n, c, sp, m, k, stride, pad, dil, bias, relu, group), bn = case[:11], 'bn' in case[11:]
    nsp = len(sp)
    x = rng.uniform(-1, 1, (n, c) + sp).astype(np.float32)
    w = rng.uniform(-0.5, 0.5, (m, c // group) + (k,) * nsp).astype(np.float32)
    b = rng.uniform(-1, 1, (m,)).astype(np.float32) if bias else None
    want = reference(x, w, b, stride, pad, dil, group)
    inits = [numpy_helper.from_array(w, 'W')] + ([numpy_helper.from_array(b, 'B')] if bias else [])
    nodes = [helper.make_node('Conv', ['X', 'W'] + (['B'] if bias else []), ['C'], kernel_shape=[k] * nsp,
                              strides=[stride] * nsp, pads=[pad] * (2 * nsp), dilations=[dil] * nsp,
                              group=group)]
    out = 'C'
    if bn:
        ps = [rng.uniform(lo, hi, (m,)).astype(np.float32) for lo, hi in ((0.5, 1.5), (-1, 1), (-1, 1), (0.5, 2))]
        inits += [numpy_helper.from_array(p, nm) for p, nm in zip(ps, ('scale', 'shift', 'mean', 'var'))]
        nodes.append(helper.make_node('BatchNormalization', ['C', 'scale', 'shift', 'mean', 'var'], ['N'],
                                      epsilon=1e-3))
        sh = [1, m] + [1] * nsp
        sc, sf, mu, var = (p.astype(np.float64).reshape(sh) for p in ps)
        want = (want - mu) / np.sqrt(var + 1e-3) * sc + sf
        out = 'N'
    if relu:
        want = np.maximum(want, 0)
        nodes.append(helper.make_node('Relu', [out], ['Y']))
        out = 'Y'
    g = helper.make_graph(nodes, 'conv', [helper.make_tensor_value_info('X', TensorProto.FLOAT, list(x.shape))],
                          [helper.make_tensor_value_info(out, TensorProto.FLOAT, list(want.shape))],
                          initializer=inits)
    model = helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])
    model.ir_version = 8
    path = os.path.join(work, 'conv%d.onnx' % n_case)
    onnx.save(model, path)
    np.save(path + '.x.npy', x)
    for width in ([], ['--portable']):
        res = os.path.join(work, 'out.npy')
        subprocess.run([loopc, 'run', path, path + '.x.npy', '--output', res] + width, check=True)
        got = np.load(res)
        err = float(np.abs(got.astype(np.float64) - want).max()) if got.shape == want.shape else float('inf')
        ok = err <= 1e-5 * c * k ** nsp
        print('%s conv %s %s: max error %.3g' % ('ok' if ok else 'FAIL', 'x'.join(map(str, (n, c) + sp)),
                                                 width[0] if width else 'host', err))
        failed += not ok
sys.exit(1 if failed else 0)
