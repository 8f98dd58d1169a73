#!/usr/bin/env python3
"""simplify_diff.py: random affine.apply maps canonicalized by loopc and by
mlir-opt, compared result by result (MLIR's simplifyAffineExpr: flattening
with local variables for floordiv, ceildiv and mod, semi-affine terms).

usage: simplify_diff.py gen SEED COUNT [--bounds] > in.mlir
       simplify_diff.py check in.mlir loopc.out [mlir-opt.out]
       simplify_diff.py run --loopc LOOPC [--mlir-opt MLIR_OPT] --seeds A-B
                            [--count N] [--bounds]

`gen` writes COUNT functions, each one `affine.apply` of a random map of
three loop induction variables (dims) and three function arguments
(symbols) inside loops whose bounds are symbols, so that nothing about the
operands' ranges is known (with --bounds the loops run over constant
ranges instead, which canonicalize's bound-based rules use). Expressions
mix +, -, * by constants and symbols, floordiv, ceildiv and mod by
constants (also 0 and negative ones) and by symbols, and the shapes that
flattening cancels (e - e mod c, (e floordiv c) * c, repeated terms).

`check` reads each function's map and operands back from the outputs and
requires (1) that loopc's map computes what the input computes, at random
points (Python's integer arithmetic, no overflow: constants are small), and
(2) that loopc prints mlir-opt's map and operands, unless mlir-opt's map
computes something else than the input (then mlir-opt is wrong: counted,
printed, and not a failure). Exits 1 on any failure.

`run` does both for each seed of a range and prints one line per seed and
a total."""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

NDIM, NSYM = 3, 3


def gen_expr(r, depth, pool):
    """(text, symbolic) of a random semi-affine expression."""
    if depth <= 0 or r.random() < 0.2:
        k = r.random()
        if k < 0.45:
            return 'd%d' % r.randrange(NDIM), False
        if k < 0.75:
            return 's%d' % r.randrange(NSYM), True
        return str(r.randint(-5, 12)), True
    if pool and r.random() < 0.15:
        return r.choice(pool)
    op = r.choice(['+', '+', '-', '*c', '*c', '*s', 'fd', 'cd', 'mod', 'mod', 'fd',
                   'cancel', 'cancel', 'neg', 'divs'])
    a, sa = gen_expr(r, depth - 1, pool)
    if r.random() < 0.3:
        pool.append((a, sa))
    if op in ('+', '-'):
        b, sb = gen_expr(r, depth - 1, pool)
        return '%s %s (%s)' % (a, op, b), sa and sb
    if op == '*c':
        return '(%s) * %d' % (a, r.choice([2, 3, 4, -1, -2, 6, 8, 0, 1])), sa
    if op == '*s':
        # A product needs one symbolic side.
        b, sb = gen_expr(r, 1, pool)
        if not sa and not sb:
            b, sb = 's%d' % r.randrange(NSYM), True
        return '(%s) * (%s)' % (a, b), sa and sb
    if op == 'neg':
        return '-(%s)' % a, sa
    if op == 'divs':
        kind = r.choice(['floordiv', 'ceildiv', 'mod'])
        d = 's%d' % r.randrange(NSYM) if r.random() < 0.7 else '(s%d * %d)' % (
            r.randrange(NSYM), r.choice([2, 3]))
        if r.random() < 0.4:
            a = '(%s) * %s' % (a, d)  # a multiple of the divisor
        return '(%s) %s %s' % (a, kind, d), sa
    c = r.choice([2, 3, 4, 4, 8, 16, 6, 5, 32]) if r.random() < 0.93 else r.choice([0, -2, 1])
    if op == 'cancel':
        form = r.randrange(5)
        if form == 0:
            return '(%s) - (%s) mod %d' % (a, a, c), sa
        if form == 1:
            return '((%s) floordiv %d) * %d' % (a, c, c), sa
        if form == 2:
            b, sb = gen_expr(r, depth - 2, pool)
            return '((%s) * %d + %s) mod %d' % (a, c, b, c), sa and sb
        if form == 3:
            b, sb = gen_expr(r, depth - 2, pool)
            return '((%s) * %d + (%s) * %d) floordiv %d' % (a, 2 * c, b, c, c), sa and sb
        return '(%s) mod %d + ((%s) floordiv %d) * %d' % (a, c, a, c, c), sa
    kind = {'fd': 'floordiv', 'cd': 'ceildiv', 'mod': 'mod'}[op]
    return '(%s) %s %d' % (a, kind, c), sa


def gen(seed, count, bounds):
    r = random.Random(seed)
    out = []
    dims = ', '.join('d%d' % i for i in range(NDIM))
    syms = ', '.join('s%d' % i for i in range(NSYM))
    for k in range(count):
        e, _ = gen_expr(r, r.randint(2, 5), [])
        out.append('func.func @f%d(%%a0: index, %%a1: index, %%a2: index, '
                   '%%buf: memref<?xindex>) {' % k)
        for i in range(NDIM):
            if bounds:
                lo = r.randint(-8, 8)
                hi = lo + r.randint(1, 40)
                rng = '%d to %d' % (lo, hi)
                if r.random() < 0.3:
                    rng += ' step %d' % r.choice([2, 4, 32])
            else:
                rng = '%%a%d to %%a%d' % (i, (i + 1) % NSYM)
            out.append('  ' * (i + 1) + 'affine.for %%i%d = %s {' % (i, rng))
        ind = '  ' * (NDIM + 1)
        out.append(ind + '%c0 = arith.constant 0 : index')
        out.append(ind + '%%r = affine.apply affine_map<(%s)[%s] -> (%s)>'
                   '(%%i0, %%i1, %%i2)[%%a0, %%a1, %%a2]' % (dims, syms, e))
        out.append(ind + 'memref.store %r, %buf[%c0] : memref<?xindex>')
        for i in reversed(range(NDIM)):
            out.append('  ' * (i + 1) + '}')
        out.append('  return')
        out.append('}')
    return '\n'.join(out) + '\n'


# ------------------------------- reading back -------------------------------

def parse_outputs(text):
    """{function: (map text or None, [operand names] or None)} of a printed
    module: the map of the function's affine.apply (aliases resolved) and
    its operands, None when the apply folded away."""
    aliases = dict(re.findall(r'^(#map\w*) = (affine_map<.*>)$', text, re.M))
    funcs, cur, poison = {}, None, set()
    for line in text.split('\n'):
        m = re.match(r'\s*func\.func @(\w+)\(', line)
        if m:
            cur = m.group(1)
            funcs[cur] = (None, None, None)
            continue
        m = re.search(r'(%[\w-]+) = ub\.poison', line)
        if m and cur:
            poison.add((cur, m.group(1)))
        m = re.search(r'memref\.store (%[\w-]+), ', line)
        if m and cur:
            stored = m.group(1)
            funcs[cur] = funcs[cur][:2] + ('poison' if (cur, stored) in poison else stored,)
        m = re.search(r'affine\.apply (#map\w*|affine_map<.*?>)\((.*?)\)(?:\[(.*?)\])?\s*$', line)
        if m and cur:
            mp = aliases.get(m.group(1), m.group(1))
            ops = [o.strip() for o in m.group(2).split(',') if o.strip()]
            ops += [o.strip() for o in (m.group(3) or '').split(',') if o.strip()]
            funcs[cur] = (mp, ops, None)
    return funcs


class V(int):
    """An integer whose @ is MLIR's ceildiv and whose // and % check their
    divisors as MLIR's folder does (undefined: the point is skipped)."""
    def _v(self, x):
        return V(x)

    def __add__(self, o): return V(int(self) + int(o))
    __radd__ = __add__

    def __sub__(self, o): return V(int(self) - int(o))

    def __rsub__(self, o): return V(int(o) - int(self))

    def __mul__(self, o): return V(int(self) * int(o))
    __rmul__ = __mul__

    def __neg__(self): return V(-int(self))

    def __floordiv__(self, o):
        if int(o) == 0:
            raise ZeroDivisionError
        return V(int(self) // int(o))

    def __matmul__(self, o):
        if int(o) == 0:
            raise ZeroDivisionError
        return V(-(-int(self) // int(o)))

    def __mod__(self, o):
        if int(o) < 1:
            raise ZeroDivisionError
        return V(int(self) % int(o))


def compile_map(mp):
    """(ndims, nsyms, [python expressions]) of `affine_map<(d0)[s0] -> (...)>`."""
    m = re.match(r'affine_map<\((.*?)\)(?:\[(.*?)\])? -> \((.*)\)>$', mp)
    nd = len([x for x in m.group(1).split(',') if x.strip()])
    ns = len([x for x in (m.group(2) or '').split(',') if x.strip()])
    body = m.group(3)
    body = body.replace('ceildiv', '@').replace('floordiv', '//').replace(' mod ', ' % ')
    body = re.sub(r'\b(\d+)\b', r'V(\1)', body)
    # Results are split at top-level commas.
    res, depth, cur = [], 0, ''
    for ch in body:
        if ch == ',' and depth == 0:
            res.append(cur)
            cur = ''
            continue
        depth += ch == '('
        depth -= ch == ')'
        cur += ch
    res.append(cur)
    return nd, ns, [compile(x.strip(), '<map>', 'eval') for x in res]


def evaluate(mp, ops, env):
    nd, ns, codes = compile_map(mp)
    vals = {}
    for i, o in enumerate(ops):
        v = env[o] if o in env else None
        if v is None:
            return None
        vals['d%d' % i if i < nd else 's%d' % (i - nd)] = V(v)
    vals['V'] = V
    try:
        return [int(eval(c, {}, vals)) for c in codes]
    except ZeroDivisionError:
        return None


def same_function(mp_a, ops_a, mp_b, ops_b, names_a, names_b, r, ranges=None):
    """Whether the two applies compute the same values at random points
    (True when no point is defined for both); ranges[k], when given, is the
    list of values operand k takes (a loop's induction variable)."""
    for _ in range(60):
        vals = [r.choice(ranges[k]) if ranges and ranges[k] else r.randint(-40, 40)
                for k in range(len(names_a))]
        ea, eb = dict(zip(names_a, vals)), dict(zip(names_b, vals))
        # Constants that canonicalize materializes (`%c0`, `%c4`) by name.
        for env in (ea, eb):
            for n in list(ops_a) + list(ops_b):
                m = re.match(r'%c(-?\d+)(_\d+)?$', n)
                if m:
                    env[n] = int(m.group(1))
        a = evaluate(mp_a, ops_a, ea)
        b = evaluate(mp_b, ops_b, eb)
        if a is not None and b is not None and a != b:
            return False
    return True


def arg_names(header):
    """The SSA names of a function's arguments, then its loops' induction
    variables in nesting order (as mlir-opt and loopc print them)."""
    return re.findall(r'(%[\w]+):', header)


def check(src, loopc_out, mlir_out, verbose=True):
    """(failures, mlir-opt wrong, cases): see the module's docstring."""
    r = random.Random(0)
    inp = parse_outputs(src)
    lc = parse_outputs(loopc_out)
    ml = parse_outputs(mlir_out) if mlir_out is not None else None
    ivs = ['%i0', '%i1', '%i2']
    fails = wrong = poisoned = 0

    def names(out_text, fn):
        # Induction variables are the block arguments after the function's.
        body = out_text.split('func.func @%s(' % fn, 1)[1].split('\n  func.func', 1)[0]
        args = re.findall(r'(%\w+): ', body.split(')', 1)[0])
        loops = re.findall(r'affine\.for (%\w+) =', body)
        return args[:3] + loops

    for fn, (mp, ops, _) in inp.items():
        in_names = ['%a0', '%a1', '%a2'] + ivs
        # The values of the induction variables of loops with constant bounds.
        body = src.split('func.func @%s(' % fn, 1)[1].split('\nfunc.func', 1)[0]
        ranges = [None] * 3
        for m in re.finditer(r'affine\.for %i\d = (\S+) to (\S+)(?: step (\d+))?', body):
            try:
                ranges.append(list(range(int(m.group(1)), int(m.group(2)), int(m.group(3) or 1))))
            except ValueError:
                ranges.append(None)
        lmp, lops, lstored = lc.get(fn, (None, None, None))
        l_names = names(loopc_out, fn)
        if lmp is None:
            # Folded to an operand or a constant: the stored value.
            lmp, lops = 'affine_map<(d0) -> (d0)>', [lstored]
        if not same_function(mp, ops, lmp, lops, in_names, l_names, r, ranges):
            fails += 1
            if verbose:
                print('WRONG %s: %s\n  loopc: %s %s' % (fn, mp, lmp, lops))
            continue
        if ml is None:
            continue
        mmp, mops, mstored = ml.get(fn, (None, None, None))
        m_names = names(mlir_out, fn)
        if mmp is None and mstored == 'poison':
            # mlir-opt folds a map that divides by a constant 0 to ub.poison
            # (loopc has no poison and keeps the apply): not compared.
            poisoned += 1
            continue
        if mmp is None:
            mmp, mops = 'affine_map<(d0) -> (d0)>', [mstored]
        # Operands by role (argument k / loop k), so that names may differ.
        def roles(op_list, nm):
            return [('v%d' % nm.index(o)) if o in nm else o for o in op_list or []]
        if (mmp, roles(mops, m_names)) == (lmp, roles(lops, l_names)):
            continue
        if mmp is not None and not same_function(mp, ops, mmp, mops, in_names, m_names, r, ranges):
            wrong += 1
            if verbose:
                print('MLIR-OPT WRONG %s: %s\n  mlir-opt: %s\n  loopc:    %s' % (fn, mp, mmp, lmp))
            continue
        fails += 1
        if verbose:
            print('DIFF %s: %s\n  mlir-opt: %s %s\n  loopc:    %s %s'
                  % (fn, mp, mmp, mops, lmp, lops))
    if verbose and poisoned:
        print('%d cases that mlir-opt folds to ub.poison, not compared' % poisoned)
    return fails, wrong, len(inp)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest='cmd', required=True)
    g = sub.add_parser('gen')
    g.add_argument('seed', type=int)
    g.add_argument('count', type=int)
    g.add_argument('--bounds', action='store_true')
    c = sub.add_parser('check')
    c.add_argument('input')
    c.add_argument('loopc_out')
    c.add_argument('mlir_out', nargs='?')
    rn = sub.add_parser('run')
    rn.add_argument('--loopc', required=True)
    rn.add_argument('--mlir-opt', default='/usr/lib/llvm-22/bin/mlir-opt')
    rn.add_argument('--seeds', required=True)
    rn.add_argument('--count', type=int, default=200)
    rn.add_argument('--bounds', action='store_true')
    a = ap.parse_args()
    if a.cmd == 'gen':
        sys.stdout.write(gen(a.seed, a.count, a.bounds))
        return 0
    if a.cmd == 'check':
        mo = open(a.mlir_out).read() if a.mlir_out else None
        f, w, n = check(open(a.input).read(), open(a.loopc_out).read(), mo)
        print('%d cases: %d failures, %d where mlir-opt computes another function'
              % (n, f, w))
        return 1 if f else 0
    lo, hi = (int(x) for x in a.seeds.split('-'))
    tot_f = tot_w = tot_n = 0
    with tempfile.TemporaryDirectory() as d:
        for seed in range(lo, hi + 1):
            src = gen(seed, a.count, a.bounds)
            p = os.path.join(d, 'in.mlir')
            open(p, 'w').write(src)
            outs = []
            for tool in (a.loopc, a.mlir_opt):
                try:
                    res = subprocess.run([tool, '--canonicalize', p], capture_output=True,
                                         text=True, timeout=60)
                except subprocess.TimeoutExpired:
                    # mlir-opt 22 rewrites some semi-affine maps forever
                    # (two locals of one dim swap places each time).
                    print('seed %d: %s did not finish in 60 s' % (seed, tool))
                    outs.append(None)
                    continue
                if res.returncode != 0:
                    print('seed %d: %s failed: %s' % (seed, tool, res.stderr[:300]))
                    outs.append(None)
                else:
                    outs.append(res.stdout)
            if outs[0] is None:
                tot_f += 1
                continue
            f, w, n = check(src, outs[0], outs[1])
            print('seed %d: %d cases, %d failures, %d mlir-opt wrong' % (seed, n, f, w))
            tot_f += f
            tot_w += w
            tot_n += n
    print('total: %d cases, %d failures, %d where mlir-opt computes another function'
          % (tot_n, tot_f, tot_w))
    return 1 if tot_f else 0


if __name__ == '__main__':
    sys.exit(main())
