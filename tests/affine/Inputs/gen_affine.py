#!/usr/bin/env python3
"""gen_affine.py: random affine maps and integer sets, one per op of an
unregistered dialect, for diffing loopc's printing (simplification at
construction, MLIR's spelling, #map/#set aliases) against mlir-opt's.

usage: gen_affine.py SEED COUNT > file.mlir

Expressions mix dimensions, symbols, constants (small, large, near the
64-bit limits), +, -, negation, * by a constant or a symbolic term,
floordiv, ceildiv and mod by positive, zero, negative and symbolic
divisors, with and without parentheses, so that every simplification rule
of MLIR's AffineExpr operators is reached. Everything generated is valid
(semi-)affine: a product has a symbolic or constant operand, a divisor is
symbolic or constant."""
import random
import sys

BIG = [9223372036854775807, 4611686018427387904, 2147483648, 1 << 40]


def const(r):
    k = r.random()
    if k < 0.6:
        return r.randint(0, 9)
    if k < 0.9:
        return r.choice([12, 16, 32, 64, 128, 6, 24, 100])
    return r.choice(BIG)


def divisor(r, nsyms):
    k = r.random()
    if k < 0.75:
        return str(r.choice([1, 2, 3, 4, 8, 16, 6, 5]))
    if k < 0.85 and nsyms:
        return 's%d' % r.randrange(nsyms)
    if k < 0.92:
        return r.choice(['0', '-2', '-1', '(-4)'])
    return '(%d)' % const(r)


def expr(r, nd, ns, depth):
    """Returns (text, symbolic): symbolic when no dimension occurs in it."""
    if depth <= 0 or r.random() < 0.25:
        k = r.random()
        if k < 0.5 and nd:
            return 'd%d' % r.randrange(nd), False
        if k < 0.75 and ns:
            return 's%d' % r.randrange(ns), True
        return str(const(r)), True
    op = r.choice(['+', '+', '-', '*', '*', 'floordiv', 'ceildiv', 'mod', 'neg', 'paren',
                   'fdmul', 'sum3'])
    if op == 'neg':
        e, s = expr(r, nd, ns, depth - 1)
        return '-(%s)' % e if r.random() < 0.5 else '-' + e if e[0].isalnum() else '-(%s)' % e, s
    if op == 'paren':
        e, s = expr(r, nd, ns, depth - 1)
        return '(%s)' % e, s
    if op == 'fdmul':
        # e - (e floordiv q) * q and friends: MLIR turns them into e mod q.
        e, s = expr(r, nd, ns, depth - 2)
        q = divisor(r, ns)
        form = r.randrange(3)
        if form == 0:
            return '(%s) - ((%s) floordiv %s) * %s' % (e, e, q, q), s
        if form == 1:
            return '(%s) + ((%s) floordiv %s) * -%s' % (e, e, q, q.strip('()')), s
        return '(%s) - (%s) mod %s' % (e, e, q), s
    if op == 'sum3':
        a, sa = expr(r, nd, ns, depth - 1)
        c = r.randint(-3, 5)
        return '%s * %d + (%s) * %d' % ('(%s)' % a, c, a, r.randint(-3, 5)), sa
    a, sa = expr(r, nd, ns, depth - 1)
    if op in ('+', '-'):
        b, sb = expr(r, nd, ns, depth - 1)
        return '%s %s %s' % (a, op, b if r.random() < 0.7 else '(%s)' % b), sa and sb
    if op == '*':
        if sa or r.random() < 0.5:
            b, sb = expr(r, nd, ns, depth - 1)
            if not sa and not sb:
                b, sb = str(const(r) if r.random() < 0.8 else -const(r)), True
        else:
            b, sb = (str(r.choice([2, 3, -1, -2, 4, 0, 1])), True) if r.random() < 0.8 else \
                ('s%d' % r.randrange(ns) if ns else '5', True)
        return '(%s) * (%s)' % (a, b), sa and sb
    return '(%s) %s %s' % (a, op, divisor(r, ns)), sa


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    r = random.Random(seed)
    print('func.func @f() {')
    for i in range(count):
        nd, ns = r.randint(0, 3), r.randint(0, 2)
        dims = '(%s)' % ', '.join('d%d' % j for j in range(nd))
        syms = '[%s]' % ', '.join('s%d' % j for j in range(ns)) if ns or r.random() < 0.2 else ''
        n = r.randint(0, 3) if r.random() < 0.8 else 1
        if nd == 0 and ns == 0 and r.random() < 0.5:
            nd = 1
            dims = '(d0)'
        if r.random() < 0.25:
            cons = []
            for _ in range(n):
                e, _ = expr(r, nd, ns, 4)
                f, _ = expr(r, nd, ns, 2)
                cons.append('%s %s %s' % (e, r.choice(['>=', '<=', '==']), f))
            attr = 'affine_set<%s%s : (%s)>' % (dims, syms, ', '.join(cons))
        else:
            res = [expr(r, nd, ns, 5)[0] for _ in range(n)]
            attr = 'affine_map<%s%s -> (%s)>' % (dims, syms, ', '.join(res))
        # Repeats check that equal maps share one alias.
        print('  "test.op"() {a = %s, i = %d : i64} : () -> ()' % (attr, i))
        if r.random() < 0.05:
            print('  "test.op"() {a = %s, i = %d : i64} : () -> ()' % (attr, -i))
    print('  return')
    print('}')


main()
