#!/usr/bin/env python3
"""Runs ONNX MatMuls through `loopc run` with every tile shape that
lower-onnx chooses (its option vector-bits, loopc run --vector-bits: none,
256, 512; and the host's), alone and with an epilogue (tanh(a b + d), d a row broadcast over
the rows: lower-onnx computes it as each tile is stored), and compares the
results with numpy's in float64.
usage: matmul_tiles_run.py LOOPC WORKDIR"""
import os
import subprocess
import sys

import numpy as np

loopc, work = sys.argv[1], sys.argv[2]
os.makedirs(work, exist_ok=True)
rng = np.random.RandomState(7)
# (rows, k, cols, type): multiples of every tile (8x16, 4x32, 8x8, 4x16),
# shapes only some tiles divide and shapes none divides, whose last rows and
# columns take tiles of their own sizes (edge tiles), and fewer rows than a
# tile, which take the row-at-a-time form.
shapes = [(16, 40, 64, 'f32'), (8, 3, 32, 'f32'), (12, 9, 96, 'f32'), (13, 9, 50, 'f32'),
          (16, 24, 32, 'f64'), (8, 7, 16, 'f64'), (4, 5, 48, 'f64'), (10, 5, 37, 'f64'),
          (3, 6, 40, 'f32')]
failed = 0
for rows, k, cols, ty in shapes:
    dt = np.float32 if ty == 'f32' else np.float64
    a = rng.uniform(-1, 1, (rows, k)).astype(dt)
    b = rng.uniform(-1, 1, (k, cols)).astype(dt)
    d = rng.uniform(-1, 1, (cols,)).astype(dt)
    np.save(os.path.join(work, 'a.npy'), a)
    np.save(os.path.join(work, 'b.npy'), b)
    np.save(os.path.join(work, 'd.npy'), d)
    for bits, epi in [(x, e) for e in (False, True) for x in (None, 256, 512, 'host')]:
        want = a.astype(np.float64) @ b.astype(np.float64)
        if epi:
            want = np.tanh(want + d)
        ta, tb, tc = ('tensor<%dx%dx%s>' % s for s in [(rows, k, ty), (k, cols, ty), (rows, cols, ty)])
        td = 'tensor<%dx%s>' % (cols, ty)
        body = '    %%c = "onnx.MatMul"(%%a, %%b) : (%s, %s) -> %s\n' % (ta, tb, tc)
        if epi:
            body += ('    %%s = "onnx.Add"(%%c, %%d) : (%s, %s) -> %s\n'
                     '    %%t = "onnx.Tanh"(%%s) : (%s) -> %s\n') % (tc, td, tc, tc, tc)
        src = ('module {\n  func.func @main(%%a: %s, %%b: %s, %%d: %s) -> %s {\n%s'
               '    "onnx.Return"(%%%s) : (%s) -> ()\n  }\n}\n') % (
                   ta, tb, td, tc, body, 't' if epi else 'c', tc)
        prog = os.path.join(work, 'mm.mlir')
        with open(prog, 'w') as f:
            f.write(src)
        out = os.path.join(work, 'out.npy')
        # loopc run tiles for the host's width unless told another, or
        # --portable (no width: the portable tile).
        width = [] if bits == 'host' else ['--portable'] if bits is None else ['--vector-bits=%d' % bits]
        cmd = [loopc, 'run', prog, os.path.join(work, 'a.npy'), os.path.join(work, 'b.npy'),
               os.path.join(work, 'd.npy'), '--output', out] + width
        subprocess.run(cmd, check=True)
        got = np.load(out)
        err = np.abs(got.astype(np.float64) - want).max()
        tol = (1e-5 if ty == 'f32' else 1e-12) * k
        ok = got.shape == want.shape and got.dtype == dt and err <= tol
        print('%s %dx%dx%d %s bits=%s%s max error %.3g' % ('ok' if ok else 'FAIL', rows, k, cols, ty,
                                                           bits, ' tanh(+d)' if epi else '', err))
        failed += not ok
sys.exit(1 if failed else 0)
