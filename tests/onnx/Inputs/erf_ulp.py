#!/usr/bin/env python3
"""Runs ONNX Erf on f32 through `loopc run` (the host's vector width and
--portable) over a sweep of floats: every 2^12th bit pattern from 0 to 4.0
(where erf rounds to 1) with both signs, the neighbours of 2.556 (where the
approximation is worst), the tiny and the huge, infinities and NaN. Each
result must be within 7 ulp of erf computed in double and rounded to f32 (the
bound of lower-onnx's erf_f32, measured over every float), keep its sign,
and NaN must stay NaN.
usage: erf_ulp.py LOOPC WORKDIR"""
import math
import os
import subprocess
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper

loopc, work = sys.argv[1], sys.argv[2]
os.makedirs(work, exist_ok=True)
bits = np.arange(0, 0x40800000, 1 << 12, dtype=np.uint32)
worst = np.frombuffer(np.float32(2.556).tobytes(), np.uint32)[0]
bits = np.concatenate([bits, np.arange(worst - 4096, worst + 4096, dtype=np.uint32),
                       np.array([1, 0x00800000, 0x3f800000, 0x7f7fffff], np.uint32)])
x = np.concatenate([bits.view(np.float32), -bits.view(np.float32),
                    np.array([np.inf, -np.inf, 1e30, -1e30], np.float32)])
want = np.array([math.erf(float(v)) for v in x], np.float64).astype(np.float32)
x = np.append(x, np.float32(np.nan))
g = helper.make_graph([helper.make_node('Erf', ['X'], ['Y'])], 'erf',
                      [helper.make_tensor_value_info('X', TensorProto.FLOAT, [len(x)])],
                      [helper.make_tensor_value_info('Y', TensorProto.FLOAT, [len(x)])])
path = os.path.join(work, 'erf.onnx')
onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)]), path)
np.save(path + '.x.npy', x)
failed = False
for width in ([], ['--portable']):
    res = os.path.join(work, 'out.npy')
    subprocess.run([loopc, 'run', path, path + '.x.npy', '--output', res] + width, check=True)
    got = np.load(res)
    ok_nan = bool(np.isnan(got[-1]))
    g32, w32 = got[:-1], want
    ulp = np.abs(g32.view(np.int32).astype(np.int64) - w32.view(np.int32).astype(np.int64))
    signs = bool(np.all(np.signbit(g32) == np.signbit(x[:-1])))
    ok = ok_nan and signs and int(ulp.max()) <= 7
    failed = failed or not ok
    print('%s erf %s: %d values, max %d ulp at %r, sign kept %s, NaN kept %s' %
          ('ok' if ok else 'FAIL', 'portable' if width else 'native', len(x), int(ulp.max()),
           float(x[int(ulp.argmax())]), signs, ok_nan))
sys.exit(1 if failed else 0)
