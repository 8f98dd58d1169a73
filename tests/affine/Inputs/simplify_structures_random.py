#!/usr/bin/env python3
"""simplify_structures_random.py: random integer sets of two dims, each the
condition of an affine.if around an op "x", run through
--affine-simplify-structures. A set whose "x" is gone was found empty (or
always false); the script looks for an integer point of it in [-R, R]^2
and counts the ones it finds (each would be a wrong removal). With
--mlir-opt it also counts the sets on which mlir-opt 22 decides otherwise
(both are sound; each finds some empty sets the other does not).

usage: simplify_structures_random.py --loopc LOOPC [--mlir-opt MLIR_OPT]
                                     [--seeds A-B] [--count N] [--radius R]
"""
import argparse
import itertools
import random
import subprocess
import tempfile


def term(r):
    a, b, c = r.randint(-3, 3), r.randint(-3, 3), r.randint(-6, 6)
    base = 'd0 * %d + d1 * %d + %d' % (a, b, c)
    k = r.random()
    if k < 0.15:
        d = r.randint(2, 4)
        return '(%s) mod %d' % (base, d), lambda x, y: (a * x + b * y + c) % d
    if k < 0.3:
        d = r.randint(2, 4)
        return '(%s) floordiv %d' % (base, d), lambda x, y: (a * x + b * y + c) // d
    return base, lambda x, y: a * x + b * y + c


def constraint(r):
    t, f = term(r)
    if r.random() < 0.3:
        t2, f2 = term(r)
        t, f = '%s + %s' % (t, t2), (lambda f, f2: lambda x, y: f(x, y) + f2(x, y))(f, f2)
    return t, f, r.random() < 0.3


def kept(tool, path):
    p = subprocess.run([tool, path, '-allow-unregistered-dialect', '-split-input-file',
                        '--affine-simplify-structures'], capture_output=True, text=True, check=True)
    return ['"x"' in c for c in p.stdout.split('// -----')]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--loopc', required=True)
    ap.add_argument('--mlir-opt')
    ap.add_argument('--seeds', default='1-1')
    ap.add_argument('--count', type=int, default=60)
    ap.add_argument('--radius', type=int, default=20)
    args = ap.parse_args()
    lo, hi = map(int, args.seeds.split('-'))
    total = removed = wrong = differ = 0
    box = list(itertools.product(range(-args.radius, args.radius + 1), repeat=2))
    for seed in range(lo, hi + 1):
        r = random.Random(seed)
        sets, funcs = [], []
        for i in range(args.count):
            cons = [constraint(r) for _ in range(r.randint(1, 4))]
            sets.append(cons)
            text = ', '.join('%s %s 0' % (t, '==' if eq else '>=') for t, _, eq in cons)
            funcs.append('func.func @f%d(%%a: index, %%b: index) {\n  affine.if affine_set<'
                         '(d0, d1) : (%s)>(%%a, %%b) {\n    "x"() : () -> ()\n  }\n  return\n}'
                         % (i, text))
        with tempfile.NamedTemporaryFile('w', suffix='.mlir') as f:
            f.write('\n// -----\n'.join(funcs))
            f.flush()
            mine = kept(args.loopc, f.name)
            ref = kept(args.mlir_opt, f.name) if args.mlir_opt else mine
        for i, cons in enumerate(sets):
            total += 1
            differ += mine[i] != ref[i]
            if mine[i]:
                continue
            removed += 1
            for x, y in box:
                if all(f(x, y) == 0 if eq else f(x, y) >= 0 for _, f, eq in cons):
                    wrong += 1
                    print('WRONG seed %d set %d: %s at (%d, %d)' % (
                        seed, i, ', '.join(t for t, _, _ in cons), x, y))
                    break
    print('%d sets: %d removed, %d with an integer point' % (total, removed, wrong))
    if args.mlir_opt:
        print('mlir-opt decides otherwise on %d' % differ)


if __name__ == '__main__':
    main()
