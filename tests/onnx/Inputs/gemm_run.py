#!/usr/bin/env python3
"""Runs ONNX Gemms through `loopc run` with every tile shape lower-onnx
chooses (vector-bits none, 256 and the host's) and compares each result
with numpy's in float64. Each program holds many Gemms of one shape, one per
result: transA and transB in all four combinations, B a graph input or a
constant (packed into panels while compiling), alpha and beta, C absent or
broadcast from a scalar, a row, a column or the whole result, and a Relu
fused into the store. Shapes include sizes no tile divides (edge tiles),
fewer rows than a tile (a row at a time) and fewer than 16 columns (a dot
product per element).
usage: gemm_run.py LOOPC WORKDIR"""
import os
import subprocess
import sys

import numpy as np

loopc, work = sys.argv[1], sys.argv[2]
os.makedirs(work, exist_ok=True)
rng = np.random.RandomState(11)


def ttype(shape, ty):
    return 'tensor<%s%s>' % (''.join('%dx' % d for d in shape), ty)


def dense(arr, ty):
    def lit(a):
        if a.ndim == 0:
            return repr(float(a))
        return '[' + ', '.join(lit(x) for x in a) + ']'
    return 'dense<%s> : %s' % (lit(arr), ttype(arr.shape, ty))


# (rows, k, cols, type)
shapes = [(13, 9, 50, 'f32'), (16, 7, 64, 'f32'), (3, 5, 40, 'f32'), (10, 6, 37, 'f64'),
          (6, 4, 9, 'f32')]
failed = 0
for rows, k, cols, ty in shapes:
    dt = np.float32 if ty == 'f32' else np.float64
    a = rng.uniform(-1, 1, (rows, k)).astype(dt)
    b = rng.uniform(-1, 1, (k, cols)).astype(dt)
    cs = {'none': None, 'scalar': np.array(rng.uniform(-1, 1), dt),
          'row': rng.uniform(-1, 1, (cols,)).astype(dt),
          'col': rng.uniform(-1, 1, (rows, 1)).astype(dt),
          'full': rng.uniform(-1, 1, (rows, cols)).astype(dt)}
    # (transA, transB, B constant, alpha, beta, C, Relu after)
    cases = [(0, 0, False, 1.0, 1.0, 'row', False), (0, 1, True, 1.0, 1.0, 'row', False),
             (1, 0, False, 0.5, 2.0, 'full', False), (1, 1, True, 1.0, 1.0, 'none', True),
             (0, 1, False, 2.0, 0.5, 'col', False), (0, 0, True, 1.0, -1.0, 'scalar', True),
             (1, 1, False, 1.0, 1.0, 'row', True), (0, 1, True, 1.5, 1.0, 'full', False)]
    args = ['%%a: %s' % ttype(a.shape, ty), '%%at: %s' % ttype(a.T.shape, ty),
            '%%b: %s' % ttype(b.shape, ty), '%%bt: %s' % ttype(b.T.shape, ty)]
    body, rets, wants = [], [], []
    for name, c in cs.items():
        if c is not None:
            body.append('    %%c_%s = "onnx.Constant"() {value = %s} : () -> %s' % (
                name, dense(c, ty), ttype(c.shape, ty)))
    body.append('    %%kb = "onnx.Constant"() {value = %s} : () -> %s' % (dense(b, ty), ttype(b.shape, ty)))
    body.append('    %%kbt = "onnx.Constant"() {value = %s} : () -> %s' % (dense(b.T, ty), ttype(b.T.shape, ty)))
    rt = ttype((rows, cols), ty)
    for n, (ta, tb, const, alpha, beta, cn, relu) in enumerate(cases):
        xa = '%at' if ta else '%a'
        xb = ('%kbt' if tb else '%kb') if const else ('%bt' if tb else '%b')
        ops = [xa, xb] + ([] if cn == 'none' else ['%c_' + cn])
        tys = [ttype(a.T.shape if ta else a.shape, ty), ttype(b.T.shape if tb else b.shape, ty)]
        if cn != 'none':
            tys.append(ttype(cs[cn].shape, ty))
        body.append('    %%g%d = "onnx.Gemm"(%s) {alpha = %r : f32, beta = %r : f32, transA = %d : i64, '
                    'transB = %d : i64} : (%s) -> %s' % (n, ', '.join(ops), alpha, beta, ta, tb,
                                                       ', '.join(tys), rt))
        res = '%%g%d' % n
        if relu:
            body.append('    %%r%d = "onnx.Relu"(%%g%d) : (%s) -> %s' % (n, n, rt, rt))
            res = '%%r%d' % n
        rets.append(res)
        want = alpha * (a.astype(np.float64) @ b.astype(np.float64))
        if cn != 'none':
            want = want + beta * cs[cn].astype(np.float64)
        if relu:
            want = np.maximum(want, 0)
        wants.append(want)
    src = ('module {\n  func.func @main(%s) -> (%s) {\n%s\n    "onnx.Return"(%s) : (%s) -> ()\n  }\n}\n' % (
        ', '.join(args), ', '.join([rt] * len(rets)), '\n'.join(body), ', '.join(rets),
        ', '.join([rt] * len(rets))))
    prog = os.path.join(work, 'gemm.mlir')
    with open(prog, 'w') as f:
        f.write(src)
    ins = []
    for nm, arr in (('a', a), ('at', a.T), ('b', b), ('bt', b.T)):
        ins.append(os.path.join(work, nm + '.npy'))
        np.save(ins[-1], np.ascontiguousarray(arr))
    for bits in (None, 256, 'host'):
        width = [] if bits == 'host' else ['--portable'] if bits is None else ['--vector-bits=%d' % bits]
        outs = [os.path.join(work, 'out%d.npy' % n) for n in range(len(cases))]
        cmd = [loopc, 'run', prog] + ins + width
        for o in outs:
            cmd += ['--output', o]
        subprocess.run(cmd, check=True)
        worst, ok = 0.0, True
        for o, want in zip(outs, wants):
            got = np.load(o)
            if got.shape != want.shape or got.dtype != dt:
                ok = False
                continue
            worst = max(worst, float(np.abs(got.astype(np.float64) - want).max()))
        ok = ok and worst <= (1e-5 if ty == 'f32' else 1e-12) * k * 2
        print('%s gemm %dx%dx%d %s bits=%s: %d cases, max error %.3g' % (
            'ok' if ok else 'FAIL', rows, k, cols, ty, bits, len(cases), worst))
        failed += not ok
sys.exit(1 if failed else 0)
