#!/usr/bin/env python3
"""Random differential testing of loopc against MLIR's own pipeline.

Generates programs free of undefined behaviour (see GENERATOR below), puts
many of them into one module (one function per program, called in turn from
@main, each printing a header line first), and requires every way of
running the module to print, program by program, what MLIR prints:

  ref          mlir-opt <to LLVM> | mlir-runner          (the reference)
  run-O0..O2   loopc run FILE -On                        (passes and C at -On)
  run-t1/t2    loopc run FILE, OMP_NUM_THREADS=1 and 2   (loopc run's defaults,
               -O3 included; repeated --reps times when a program has a parallel loop)
  ir-X         loopc FILE <X> --syntax=modern, then MLIR's pipeline: X is
               -O0 (print only), -O1, -O2, -O3, and each pass of --list-passes alone
  c-X          the same IR as C (loopc -O0 <X> --emit=c --embed-runtime) built
               with loopc run's C command (--print-cc-command where loopc has
               it, else CDEFAULT) into an executable
  asan-O0/O2   the C of the IR with no passes and with -O2, built with
               -fsanitize=address,undefined -fno-sanitize-recover=all

Passes whose IR is identical to another's are run once. A disagreement
names the seed and the run, keeps the program (SEED.mlir) in --keep, and
with --minimize is reduced by dropping statements while it still disagrees
(SEED.min.mlir). Exit status 1 when any program disagrees.

Examples (tests/diff/README.md has more):
  random_diff.py --seeds 1-200                       # all runs, -j2
  random_diff.py --seeds 1-10000 -j1 --keep /tmp/c   # a campaign
  random_diff.py --seeds 4711 --minimize --keep /tmp/c
  random_diff.py --seeds 4711 --print                # the program alone
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from random_reach import ReachMixin

HERE = os.path.dirname(os.path.abspath(__file__))
SRC_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))

# What `loopc run` passes to $CC by default (tools/native.c, native_cc_command,
# with tools/run.c's default -O3), less what only a shared object needs; used
# when `loopc run --print-cc-command` cannot say it.
CDEFAULT = "-O3 -march=native -ffp-contract=off -fopenmp"
CASAN = "-O1 -g -ffp-contract=off -fopenmp -fsanitize=address,undefined -fno-sanitize-recover=all"
HEADER = 7700000000000000000  # a program's header line is HEADER + seed

# ============================== GENERATOR ==================================
# Undefined behaviour is avoided by construction: divisors are masked into
# [1, 63] (i8) or [1, 255]; shift amounts are masked below the width; loops
# are bounded and a typed scf.for never steps past its type's range (the
# induction variable's last value plus the step is representable, signed or
# unsigned as the loop compares); buffers are indexed in range, initialised
# before they are read, freed once and not used after; a loop that owns and
# frees the buffer it is given (promote-loop-buffers' pattern) is the only
# one to touch it after the loop unless it runs zero times; parallel loops
# write one element per iteration and reduce only with exact operations.
# NaN is never printed (a marker value instead), and minnumf/maxnumf of two
# zeros of different sign may be either, so their result gets + 0.0.

INT_TYPES = ["i8", "i16", "i32", "i64", "index"]
FLOAT_TYPES = ["f32", "f64"]
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
INT_BIN = ["arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori",
           "arith.xori", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui"]
INT_DIV = ["arith.divsi", "arith.divui", "arith.remsi", "arith.remui",
           "arith.ceildivsi", "arith.floordivsi"]
INT_SHIFT = ["arith.shli", "arith.shrsi", "arith.shrui"]
FLOAT_ARITH = ["arith.addf", "arith.subf", "arith.mulf", "arith.divf"]
FLOAT_MINMAX = ["arith.maximumf", "arith.minimumf"]
FLOAT_NUM = ["arith.maxnumf", "arith.minnumf"]
# MLIR 22's math and extended ops whose results do not depend on a libm
# (a C compiler evaluates libm calls on constants correctly rounded, glibc
# does not always: those ops have tests of their own, tests/diff/math_*).
INT_MATH = ["math.absi", "math.ctlz", "math.cttz", "math.ctpop"]
EXTENDED = ["arith.addui_extended", "arith.mulsi_extended", "arith.mului_extended"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
        "ult", "ule", "une", "uno", "true"]
# Bits of special values: NaN, -NaN, +inf, -inf, -0.0, the smallest
# subnormal, the largest finite.
FSPECIAL = {
    "f64": ["0x7FF8000000000000", "0xFFF8000000000000", "0x7FF0000000000000",
            "0xFFF0000000000000", "0x8000000000000000", "0x0000000000000001",
            "0x7FEFFFFFFFFFFFFF"],
    "f32": ["0x7FC00000", "0xFFC00000", "0x7F800000", "0xFF800000", "0x80000000",
            "0x00000001", "0x7F7FFFFF"],
}
FNORMAL = ["0.0", "-0.0", "1.0", "-1.0", "0.5", "2.5", "3.0", "1.0e+10", "-7.25", "0.1",
           "-3.0e+38", "1.0e-30"]


def smax(ty):
    return (1 << (WIDTH[ty] - 1)) - 1


def smin(ty):
    return -(1 << (WIDTH[ty] - 1))


def wrap(x, ty):
    """x as a signed value of type ty."""
    w = WIDTH[ty]
    x &= (1 << w) - 1
    return x - (1 << w) if x >= 1 << (w - 1) else x


class Gen(ReachMixin):
    """One program: a few functions named s<SEED>_*, and s<SEED>_main that
    calls them and prints their results, one value a line."""

    def __init__(self, seed, opts):
        self.seed = seed
        self.o = opts
        self.r = random.Random(seed)
        self.n = 0
        self.lines = []
        self.indent = 1
        self.helpers = []      # extra functions (buffer helpers)
        self.parallel = False  # has an scf.parallel (repeat the threaded runs)
        self.pre = "s%d_" % seed
        self.reach = opts.affine or opts.views or opts.cf
        self.reach_init()

    def fresh(self, base="v"):
        self.n += 1
        return "%%%s%d" % (base, self.n)

    def emit(self, s):
        self.lines.append("  " * self.indent + s)

    def chance(self, p):
        return self.r.random() < p

    # ---- values ----
    def pick(self, scope, ty):
        vals = [v for frame in scope for (v, t) in frame if t == ty]
        if not vals:
            return None
        return self.r.choice(vals[-3:] if self.chance(0.6) else vals)

    def define(self, scope, v, ty):
        scope[-1].append((v, ty))
        return v

    def int_const(self, ty):
        w = WIDTH[ty]
        x = self.r.choice([0, 1, -1, 2, 3, 7, 8, 31, 63, 100, 127, 128, 255, 256,
                           smax(ty), smin(ty), smax(ty) - 1, smin(ty) + 1,
                           self.r.randint(-1000, 1000)])
        return wrap(x, ty) if w > 1 else x & 1

    def const(self, scope, ty, x=None):
        v = self.fresh("c")
        if ty in FLOAT_TYPES:
            if x is None:
                x = self.r.choice(FSPECIAL[ty]) if self.chance(0.3) else self.r.choice(FNORMAL)
            self.emit("%s = arith.constant %s : %s" % (v, x, ty))
        elif ty == "i1":
            self.emit("%s = arith.constant %s" % (v, self.r.choice(["true", "false"])
                                                   if x is None else ("true" if x else "false")))
        else:
            self.emit("%s = arith.constant %d : %s" % (v, self.int_const(ty) if x is None else x, ty))
        return self.define(scope, v, ty)

    def value(self, scope, ty):
        v = self.pick(scope, ty)
        if v is None or self.chance(0.2):
            v = self.const(scope, ty)
        return v

    def iconst(self, x, ty):
        """A constant not put in scope (bounds, masks)."""
        v = self.fresh("c")
        self.emit("%s = arith.constant %d : %s" % (v, x, ty))
        return v

    def masked(self, scope, ty, mask, low_one=False):
        b = self.value(scope, ty)
        m = self.iconst(mask, ty)
        t = self.fresh()
        self.emit("%s = arith.andi %s, %s : %s" % (t, b, m, ty))
        if not low_one:
            return t
        one = self.iconst(1, ty)
        d = self.fresh()
        self.emit("%s = arith.ori %s, %s : %s" % (d, t, one, ty))
        return d

    # ---- scalar statements ----
    def int_math(self, scope, ty):
        """math.absi, ctlz, cttz, ctpop, ipowi (exponents in [-15, 15], a
        negative one only of a non-zero base) and the extended ops, whose
        second result joins the scope."""
        k = self.r.random()
        a = self.value(scope, ty)
        v = self.fresh()
        if k < 0.4 or ty == "index":  # MLIR 22 lowers neither ipowi nor the extended ops on index
            self.emit("%s = %s %s : %s" % (v, self.r.choice(INT_MATH), a, ty))
        elif k < 0.6:
            e = self.masked(scope, ty, 15)
            if self.chance(0.3):
                z, n, b = self.iconst(0, ty), self.fresh(), self.fresh()
                self.emit("%s = arith.subi %s, %s : %s" % (n, z, e, ty))
                self.emit("%s = arith.ori %s, %s : %s" % (b, a, self.iconst(1, ty), ty))
                a, e = b, n
            self.emit("%s = math.ipowi %s, %s : %s" % (v, a, e, ty))
        else:
            op = self.r.choice(EXTENDED)
            b = self.value(scope, ty) if self.chance(0.8) else a
            h = self.fresh()
            carry = op == "arith.addui_extended"
            self.emit("%s, %s = %s %s, %s : %s%s" % (v, h, op, a, b, ty, ", i1" if carry else ""))
            self.define(scope, h, "i1" if carry else ty)
        return self.define(scope, v, ty)

    def float_math(self, scope, ty):
        """math.roundeven, and math.fpowi by an exponent in [-7, 8]."""
        a = self.value(scope, ty)
        v = self.fresh()
        if self.chance(0.5):
            self.emit("%s = math.roundeven %s : %s" % (v, a, ty))
        else:
            e, n = self.masked(scope, "i32", 15), self.fresh()
            self.emit("%s = arith.subi %s, %s : i32" % (n, e, self.iconst(7, "i32")))
            self.emit("%s = math.fpowi %s, %s : %s, i32" % (v, a, n, ty))
        return self.define(scope, v, ty)

    def int_op(self, scope, ty):
        if self.o.math and self.chance(0.1):
            return self.int_math(scope, ty)
        k = self.r.random()
        a = self.value(scope, ty)
        v = self.fresh()
        if k < 0.5:
            op = self.r.choice(INT_BIN)
            b = self.value(scope, ty) if self.chance(0.7) else a
            self.emit("%s = %s %s, %s : %s" % (v, op, a, b, ty))
        elif k < 0.65:
            op = self.r.choice(INT_DIV)
            if op in ("arith.divsi", "arith.remsi", "arith.divui", "arith.remui") and self.chance(0.3):
                c = self.int_const(ty)  # constant divisors exercise folding
                if c in (0, -1):
                    c = 7
                d = self.iconst(c, ty)
            else:
                d = self.masked(scope, ty, 63 if ty == "i8" else 255, low_one=True)
            self.emit("%s = %s %s, %s : %s" % (v, op, a, d, ty))
        elif k < 0.75:
            op = self.r.choice(INT_SHIFT)
            s = self.masked(scope, ty, WIDTH[ty] - 1)
            self.emit("%s = %s %s, %s : %s" % (v, op, a, s, ty))
        elif k < 0.85:
            c = self.cond(scope)
            b = self.value(scope, ty)
            self.emit("%s = arith.select %s, %s, %s : %s" % (v, c, a, b, ty))
        else:
            src = self.r.choice([t for t in INT_TYPES + ["i1"] if t != ty])
            x = self.value(scope, src)
            if ty == "index" or src == "index":
                op = "arith.index_cast" if src != "i1" else None
                if op is None:
                    w = self.fresh()
                    self.emit("%s = arith.extui %s : i1 to i64" % (w, x))
                    x, src = w, "i64"
                self.emit("%s = arith.index_cast %s : %s to %s" % (v, x, src, ty))
            elif WIDTH[src] < WIDTH[ty]:
                op = self.r.choice(["arith.extsi", "arith.extui"])
                self.emit("%s = %s %s : %s to %s" % (v, op, x, src, ty))
            else:
                self.emit("%s = arith.trunci %s : %s to %s" % (v, x, src, ty))
        return self.define(scope, v, ty)

    def fvalue(self, scope, ty):
        """An operand of a float min/max/compare/select: often NaN, an
        infinity or a zero of either sign."""
        if self.chance(0.35):
            return self.const(scope, ty, x=self.r.choice(FSPECIAL[ty][:5] + ["0.0", "-0.0", "1.0"]))
        return self.value(scope, ty)

    def fminmax_ops(self):
        return FLOAT_MINMAX + (FLOAT_NUM if self.o.minnum else [])

    def float_op(self, scope, ty):
        if self.o.math and self.chance(0.1):
            return self.float_math(scope, ty)
        k = self.r.random()
        a = self.value(scope, ty)
        v = self.fresh()
        if k < 0.3:
            op = self.r.choice(FLOAT_ARITH)
            b = self.value(scope, ty) if self.chance(0.8) else a
            self.emit("%s = %s %s, %s : %s" % (v, op, a, b, ty))
        elif k < 0.6:
            op = self.r.choice(self.fminmax_ops())
            a = self.fvalue(scope, ty) if self.chance(0.5) else a
            b = self.fvalue(scope, ty) if self.chance(0.85) else a
            if op in FLOAT_NUM:
                t = self.fresh()
                self.emit("%s = %s %s, %s : %s" % (t, op, a, b, ty))
                z = self.fresh("c")
                self.emit("%s = arith.constant 0.0 : %s" % (z, ty))
                self.emit("%s = arith.addf %s, %s : %s" % (v, t, z, ty))
            else:
                self.emit("%s = %s %s, %s : %s" % (v, op, a, b, ty))
        elif k < 0.67:
            self.emit("%s = arith.negf %s : %s" % (v, a, ty))
        elif k < 0.82:
            c = self.cond(scope)
            b = self.fvalue(scope, ty)
            self.emit("%s = arith.select %s, %s, %s : %s" % (v, c, a, b, ty))
        elif k < 0.9:
            src = "f64" if ty == "f32" else "f32"
            x = self.value(scope, src)
            op = "arith.truncf" if ty == "f32" else "arith.extf"
            self.emit("%s = %s %s : %s to %s" % (v, op, x, src, ty))
        else:
            src = self.r.choice(["i8", "i16", "i32", "i64"])
            x = self.value(scope, src)
            op = self.r.choice(["arith.sitofp", "arith.uitofp"])
            self.emit("%s = %s %s : %s to %s" % (v, op, x, src, ty))
        return self.define(scope, v, ty)

    def cond(self, scope):
        v = self.fresh("b")
        if self.o.math and self.chance(0.08):
            ty = self.r.choice(FLOAT_TYPES)
            op = self.r.choice(["math.isnan", "math.isfinite"])
            self.emit("%s = %s %s : %s" % (v, op, self.fvalue(scope, ty), ty))
            return self.define(scope, v, "i1")
        k = self.r.random()
        if k < 0.5:
            ty = self.r.choice(INT_TYPES)
            a = self.value(scope, ty)
            b = self.value(scope, ty) if self.chance(0.8) else a
            self.emit("%s = arith.cmpi %s, %s, %s : %s" % (v, self.r.choice(CMPI), a, b, ty))
        elif k < 0.85:
            ty = self.r.choice(FLOAT_TYPES)
            a = self.fvalue(scope, ty)
            b = self.fvalue(scope, ty) if self.chance(0.85) else a
            self.emit("%s = arith.cmpf %s, %s, %s : %s" % (v, self.r.choice(CMPF), a, b, ty))
        elif k < 0.92 and self.pick(scope, "i1"):
            a, b = self.pick(scope, "i1"), self.value(scope, "i1")
            self.emit("%s = %s %s, %s : i1" % (v, self.r.choice(["arith.andi", "arith.ori",
                                                                  "arith.xori"]), a, b))
        else:
            self.emit("%s = arith.constant %s" % (v, self.r.choice(["true", "false"])))
        return self.define(scope, v, "i1")

    def typ(self):
        return self.r.choice(INT_TYPES + FLOAT_TYPES + ["i64", "f64"])

    def any_op(self, scope, depth):
        # (no draw unless a feature is on: the programs of every seed stay as they were)
        if self.reach and self.chance(0.25) and self.reach_op(scope, depth):
            return None
        k = self.r.random()
        kinds = [(0.07, 3, self.for_loop), (0.14, 3, self.int_for), (0.21, 3, self.if_op),
                 (0.25, 2, self.while_loop), (0.28, 2, self.buffer), (0.31, 2, self.slot),
                 (0.34, 2, self.par_fill), (0.37, 3, self.mul_chain),
                 (0.40, 2, self.carried_buffer), (0.42, 2, self.alias_buffer),
                 (0.44, 2, self.while_buffer), (0.46, 1, self.par_cols)]
        for p, dmax, f in kinds:
            if k < p:
                if depth < dmax:
                    return f(scope, depth)
                break
        if self.chance(0.6):
            return self.int_op(scope, self.r.choice(INT_TYPES))
        return self.float_op(scope, self.r.choice(FLOAT_TYPES))

    def block(self, scope, depth, n):
        scope.append([])
        for _ in range(n):
            self.any_op(scope, depth)

    # ---- loops and branches ----
    def loop_head(self, res, iv, lb, ub, st, args, inits, tys, suffix="", uns=False):
        head = "scf.for %s%s = %s to %s step %s" % ("unsigned " if uns else "", iv, lb, ub, st)
        if tys:
            head = "%s = %s iter_args(%s) -> (%s)" % (
                ", ".join(res), head, ", ".join("%s = %s" % (a, i) for a, i in zip(args, inits)),
                ", ".join(tys))
        self.emit(head + suffix + " {")

    def for_loop(self, scope, depth):
        lb = self.iconst(self.r.randint(0, 3), "index")
        if self.chance(0.3):
            # A bound known only at run time, at most 6.
            x = self.value(scope, "index")
            six = self.iconst(6, "index")
            ub = self.fresh("c")
            self.emit("%s = arith.minsi %s, %s : index" % (ub, x, six))
        else:
            ub = self.iconst(self.r.randint(0, 6), "index")
        st = self.iconst(self.r.randint(1, 3), "index")
        self.loop_body(scope, depth, "index", lb, ub, st, "")

    def loop_body(self, scope, depth, ivty, lb, ub, st, suffix, extra=None, uns=False):
        tys = [self.typ() for _ in range(self.r.randint(0, 3))]
        inits = [self.value(scope, t) for t in tys]
        res = [self.fresh("r") for _ in tys]
        iv = self.fresh("i")
        args = [self.fresh("a") for _ in tys]
        if extra:  # an i64 accumulator of the induction variable's values
            tys, inits, args, res = (["i64"] + tys, [extra] + inits, [self.fresh("a")] + args,
                                     [self.fresh("r")] + res)
        self.loop_head(res, iv, lb, ub, st, args, inits, tys, suffix, uns)
        self.indent += 1
        scope.append([(iv, ivty)] + list(zip(args, tys)))
        self.block(scope, depth + 1, self.r.randint(1, 4))
        ys = [self.value(scope, t) for t in tys]
        if extra:
            w = iv
            if ivty != "i64":
                w = self.fresh()
                if ivty == "index":
                    self.emit("%s = arith.index_cast %s : index to i64" % (w, iv))
                else:
                    self.emit("%s = arith.%s %s : %s to i64" % (
                        w, "extui" if uns else "extsi", iv, ivty))
            m = self.iconst(1000003, "i64")
            t1, t2 = self.fresh(), self.fresh()
            self.emit("%s = arith.muli %s, %s : i64" % (t1, args[0], m))
            self.emit("%s = arith.addi %s, %s : i64" % (t2, t1, w))
            ys[0] = t2
        scope.pop()
        scope.pop()
        self.close_loop(scope, "scf", ys, tys, res)

    def int_for(self, scope, depth):
        """scf.for over i8..i64/index with constant bounds: negative, near the
        type's limits, ranges wider than the type, zero and one trip."""
        ty = self.r.choice(INT_TYPES)
        uns = self.o.unsigned_for and self.chance(0.25)
        w = WIDTH[ty]
        hi = (1 << w) - 1 if uns else smax(ty)
        lo = 0 if uns else smin(ty)
        for _ in range(50):
            pts = [lo, lo + 1, hi, hi - 1, 0, 1, -1, -100, 100, 120, -120, self.r.randint(-300, 300),
                   hi // 2, lo // 2, self.r.randint(lo, hi)]
            lb = self.r.choice(pts)
            ub = self.r.choice(pts + [lb, lb + 1])
            if not (lo <= lb <= hi and lo <= ub <= hi):
                continue
            if ub > lb:
                trips = self.r.choice([1, 1, 2, 3, 5, 8, 17])
                st = max(1, -(-(ub - lb) // trips))
            else:
                st = self.r.randint(1, 5)
            if st > smax(ty):  # a step is taken as a signed value of the type
                continue
            n = max(0, -(-(ub - lb) // st))
            if n > 300 or lb + n * st > hi:  # the last step stays in range
                continue
            break
        else:
            return self.for_loop(scope, depth)
        c = [self.iconst(wrap(x, ty), ty) for x in (lb, ub, st)]
        if self.chance(0.3):
            # Bounds the passes cannot see (until mem2reg): through a buffer.
            mt = "memref<3x%s>" % ty
            m = self.fresh("bnd")
            self.emit("%s = memref.alloca() : %s" % (m, mt))
            idx = [self.iconst(k, "index") for k in range(3)]
            for k in range(3):
                self.emit("memref.store %s, %s[%s] : %s" % (c[k], m, idx[k], mt))
            c = [self.fresh() for _ in range(3)]
            for k in range(3):
                self.emit("%s = memref.load %s[%s] : %s" % (c[k], m, idx[k], mt))
        suffix = "" if ty == "index" else " : %s" % ty
        acc = self.const(scope, "i64", x=n)  # the trip count seeds the accumulator
        self.loop_body(scope, depth, ty, c[0], c[1], c[2], suffix, extra=acc, uns=uns)

    def mul_chain(self, scope, depth):
        """a = a * a (+ c) a constant few times: the vectorizer's case."""
        ty = self.r.choice(["i64", "i64", "i32", "index"])
        n = self.r.randint(0, 10)
        lb, ub, st = self.iconst(0, "index"), self.iconst(n, "index"), self.iconst(1, "index")
        init = self.value(scope, ty)
        r, i, a = self.fresh("r"), self.fresh("i"), self.fresh("a")
        self.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {" % (
            r, i, lb, ub, st, a, init, ty))
        self.indent += 1
        t = self.fresh()
        self.emit("%s = arith.muli %s, %s : %s" % (t, a, a, ty))
        if self.chance(0.4):
            c = self.iconst(self.r.choice([1, 3, -5, 12345]), ty)
            t2 = self.fresh()
            self.emit("%s = arith.addi %s, %s : %s" % (t2, t, c, ty))
            t = t2
        self.emit("scf.yield %s : %s" % (t, ty))
        self.indent -= 1
        self.emit("}")
        return self.define(scope, r, ty)

    def if_op(self, scope, depth):
        c = self.cond(scope)
        tys = [self.typ() for _ in range(self.r.randint(0, 2))]
        res = [self.fresh("r") for _ in tys]
        self.if_regions(scope, "scf.if %s" % c, "scf", tys, res,
                        lambda: self.block(scope, depth + 1, self.r.randint(0, 3)))

    def if_regions(self, scope, head, kw, tys, res, body):
        """An if (scf or affine) with results res of types tys: then and
        (with results always, else half the time) else regions, each body()
        in a new frame of scope that yields values of tys."""
        if tys:
            head = "%s = %s -> (%s)" % (", ".join(res), head, ", ".join(tys))
        self.emit(head + " {")
        for branch in (0, 1):
            if branch:
                if not tys and self.chance(0.5):
                    break
                self.emit("} else {")
            self.indent += 1
            body()
            ys = [self.value(scope, t) for t in tys]
            scope.pop()
            if tys:
                self.emit("%s.yield %s : %s" % (kw, ", ".join(ys), ", ".join(tys)))
            self.indent -= 1
        self.emit("}")
        for v, t in zip(res, tys):
            self.define(scope, v, t)

    def while_head(self, init, ty, n):
        """scf.while over a counter below N and a carried INIT: emits up to
        the after-region's block header; returns the results' name and the
        after-region's arguments."""
        c0, cn = self.iconst(0, "index"), self.iconst(n, "index")
        r0 = self.fresh("r")
        i, a, j, b = self.fresh("i"), self.fresh("a"), self.fresh("i"), self.fresh("a")
        self.emit("%s:2 = scf.while (%s = %s, %s = %s) : (index, %s) -> (index, %s) {"
                  % (r0, i, c0, a, init, ty, ty))
        self.indent += 1
        cnd = self.fresh("b")
        self.emit("%s = arith.cmpi slt, %s, %s : index" % (cnd, i, cn))
        self.emit("scf.condition(%s) %s, %s : index, %s" % (cnd, i, a, ty))
        self.indent -= 1
        self.emit("} do {")
        self.emit("^bb0(%s: index, %s: %s):" % (j, b, ty))
        self.indent += 1
        return r0, j, b

    def while_loop(self, scope, depth):
        ty = self.typ()
        init = self.value(scope, ty)
        r0, j, b = self.while_head(init, ty, self.r.randint(0, 5))
        scope.append([(j, "index"), (b, ty)])
        self.block(scope, depth + 1, self.r.randint(1, 4))
        y = self.value(scope, ty)
        one = self.iconst(1, "index")
        j2 = self.fresh("i")
        self.emit("%s = arith.addi %s, %s : index" % (j2, j, one))
        self.emit("scf.yield %s, %s : index, %s" % (j2, y, ty))
        scope.pop()
        scope.pop()
        self.indent -= 1
        self.emit("}")
        self.define(scope, r0 + "#1", ty)

    # ---- buffers ----
    def buffer(self, scope, depth):
        """A small i64 buffer filled by a loop and reduced by scf.parallel."""
        self.parallel = True
        m = self.fresh("buf")
        self.emit("%s = memref.alloc() : memref<8xi64>" % m)
        c0, c1, c8 = self.iconst(0, "index"), self.iconst(1, "index"), self.iconst(8, "index")
        i = self.fresh("i")
        self.emit("scf.for %s = %s to %s step %s {" % (i, c0, c8, c1))
        self.indent += 1
        scope.append([(i, "index")])
        x = self.int_op(scope, "i64")
        self.emit("memref.store %s, %s[%s] : memref<8xi64>" % (x, m, i))
        scope.pop()
        self.indent -= 1
        self.emit("}")
        k = self.iconst(self.r.randint(0, 7), "index")
        ld = self.fresh()
        self.emit("%s = memref.load %s[%s] : memref<8xi64>" % (ld, m, k))
        self.define(scope, ld, "i64")
        red = self.fresh("r")
        init = self.value(scope, "i64")
        op = self.r.choice(["arith.addi", "arith.muli", "arith.maxsi", "arith.minui", "arith.xori"])
        p, e = self.fresh("i"), self.fresh()
        self.emit("%s = scf.parallel (%s) = (%s) to (%s) step (%s) init (%s) -> i64 {"
                  % (red, p, c0, c8, c1, init))
        self.indent += 1
        self.emit("%s = memref.load %s[%s] : memref<8xi64>" % (e, m, p))
        l, rr, t = self.fresh("l"), self.fresh("r"), self.fresh()
        self.emit("scf.reduce(%s : i64) {" % e)
        self.emit("^bb0(%s: i64, %s: i64):" % (l, rr))
        self.indent += 1
        self.emit("%s = %s %s, %s : i64" % (t, op, l, rr))
        self.emit("scf.reduce.return %s : i64" % t)
        self.indent -= 1
        self.emit("}")
        self.indent -= 1
        self.emit("}")
        self.emit("memref.dealloc %s : memref<8xi64>" % m)
        self.define(scope, red, "i64")

    def par_fill(self, scope, depth):
        """scf.parallel writing one element per iteration (1-d or 2-d), read
        back by a sequential loop: the predictive-commoning case."""
        self.parallel = True
        ty = self.r.choice(["i64", "i32", "f64", "f32"])
        two = self.chance(0.3)
        dims = [self.r.randint(1, 9), self.r.randint(1, 5)] if two else [self.r.randint(1, 40)]
        mt = "memref<%sx%s>" % ("x".join(map(str, dims)), ty)
        m = self.fresh("fill")
        self.emit("%s = memref.alloc() : %s" % (m, mt))
        c0, c1 = self.iconst(0, "index"), self.iconst(1, "index")
        ubs = [self.iconst(d, "index") for d in dims]
        ivs = [self.fresh("i") for _ in dims]
        self.emit("scf.parallel (%s) = (%s) to (%s) step (%s) {" % (
            ", ".join(ivs), ", ".join([c0] * len(dims)), ", ".join(ubs), ", ".join([c1] * len(dims))))
        self.indent += 1
        scope.append([])
        x = self.fresh()
        self.emit("%s = arith.index_cast %s : index to %s" % (x, ivs[-1], "i64"))
        v = self.define(scope, x, "i64")
        if two:
            y = self.fresh()
            self.emit("%s = arith.index_cast %s : index to i64" % (y, ivs[0]))
            k = self.iconst(100, "i64")
            z, z2 = self.fresh(), self.fresh()
            self.emit("%s = arith.muli %s, %s : i64" % (z, y, k))
            self.emit("%s = arith.addi %s, %s : i64" % (z2, z, x))
            v = self.define(scope, z2, "i64")
        for _ in range(self.r.randint(0, 2)):
            v = self.int_op(scope, "i64")
        if ty != "i64":
            c = self.fresh()
            if ty == "i32":
                self.emit("%s = arith.trunci %s : i64 to i32" % (c, v))
            else:
                self.emit("%s = arith.sitofp %s : i64 to %s" % (c, v, ty))
            v = c
        self.emit("memref.store %s, %s[%s] : %s" % (v, m, ", ".join(ivs), mt))
        scope.pop()
        self.indent -= 1
        self.emit("}")
        # Read back: a checksum over all elements, in order, and one element.
        acc = self.const(scope, "i64", x=self.r.randint(0, 9))
        iv2 = [self.fresh("j") for _ in dims]
        r = self.fresh("r")
        a = self.fresh("a")
        self.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (i64) {" % (
            r, iv2[0], c0, ubs[0], c1, a, acc))
        self.indent += 1
        inner_acc = a
        if two:
            r2, a2 = self.fresh("r"), self.fresh("a")
            self.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (i64) {" % (
                r2, iv2[1], c0, ubs[1], c1, a2, a))
            self.indent += 1
            inner_acc = a2
        e = self.fresh()
        self.emit("%s = memref.load %s[%s] : %s" % (e, m, ", ".join(iv2), mt))
        if ty == "i32":
            e2 = self.fresh()
            self.emit("%s = arith.extsi %s : i32 to i64" % (e2, e))
            e = e2
        elif ty != "i64":
            e2 = self.fresh()
            self.emit("%s = arith.bitcast %s : %s to %s" % (e2, e, ty, "i64" if ty == "f64" else "i32"))
            e = e2
            if ty == "f32":
                e3 = self.fresh()
                self.emit("%s = arith.extui %s : i32 to i64" % (e3, e))
                e = e3
        k = self.iconst(31, "i64")
        t1, t2 = self.fresh(), self.fresh()
        self.emit("%s = arith.muli %s, %s : i64" % (t1, inner_acc, k))
        self.emit("%s = arith.xori %s, %s : i64" % (t2, t1, e))
        self.emit("scf.yield %s : i64" % t2)
        if two:
            self.indent -= 1
            self.emit("}")
            self.emit("scf.yield %s : i64" % r2)
        self.indent -= 1
        self.emit("}")
        self.define(scope, r, "i64")
        idx = [self.iconst(self.r.randint(0, d - 1), "index") for d in dims]
        ld = self.fresh()
        self.emit("%s = memref.load %s[%s] : %s" % (ld, m, ", ".join(idx), mt))
        self.define(scope, ld, ty)
        self.emit("memref.dealloc %s : %s" % (m, mt))

    def par_cols(self, scope, depth):
        """scf.parallel over the columns of a small matrix, each iteration
        filling its column with a sequential loop, after junk was written
        everywhere, repeated up to a few hundred times with a checksum of
        each round: gcc -O3's predictive commoning stored stale neighbours
        back here, a race that shows in few rounds."""
        self.parallel = True
        ty = self.r.choice(["i32", "i64", "f32"])
        rows, cols = self.r.randint(1, 12), self.r.randint(2, 4)
        mt = "memref<%dx%dx%s>" % (rows, cols, ty)
        m = self.fresh("cols")
        self.emit("%s = memref.alloc() : %s" % (m, mt))
        c0, c1 = self.iconst(0, "index"), self.iconst(1, "index")
        cr, cc = self.iconst(rows, "index"), self.iconst(cols, "index")
        nrep = self.iconst(self.r.choice([1, 2, 50, 300]), "index")
        junk = self.const(scope, ty, x="-1.0" if ty == "f32" else -1)
        acc0 = self.const(scope, "i64", x=self.r.randint(0, 9))
        r, k, acc = self.fresh("r"), self.fresh("k"), self.fresh("a")
        self.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (i64) {" % (
            r, k, c0, nrep, c1, acc, acc0))
        self.indent += 1
        i, j = self.fresh("i"), self.fresh("j")
        self.emit("scf.for %s = %s to %s step %s {" % (i, c0, cr, c1))
        self.emit("  scf.for %s = %s to %s step %s {" % (j, c0, cc, c1))
        self.emit("    memref.store %s, %s[%s, %s] : %s" % (junk, m, i, j, mt))
        self.emit("  }")
        self.emit("}")
        pj, pi = self.fresh("j"), self.fresh("i")
        self.emit("scf.parallel (%s) = (%s) to (%s) step (%s) {" % (pj, c0, cc, c1))
        self.indent += 1
        self.emit("scf.for %s = %s to %s step %s {" % (pi, c0, cr, c1))
        self.indent += 1
        a, b, t, v = self.fresh(), self.fresh(), self.fresh(), self.fresh()
        it = "i32" if ty == "i32" else "i64"
        self.emit("%s = arith.index_cast %s : index to %s" % (a, pi, it))
        self.emit("%s = arith.index_cast %s : index to %s" % (b, pj, it))
        ten = self.iconst(self.r.choice([10, 7, 1000]), it)
        self.emit("%s = arith.muli %s, %s : %s" % (t, a, ten, it))
        self.emit("%s = arith.addi %s, %s : %s" % (v, t, b, it))
        if ty == "f32":
            f = self.fresh()
            self.emit("%s = arith.sitofp %s : i64 to f32" % (f, v))
            v = f
        self.emit("memref.store %s, %s[%s, %s] : %s" % (v, m, pi, pj, mt))
        self.indent -= 1
        self.emit("}")
        self.indent -= 1
        self.emit("}")
        ci, cj, a1, a2, r1, r2 = (self.fresh("i"), self.fresh("j"), self.fresh("a"), self.fresh("a"),
                                  self.fresh("r"), self.fresh("r"))
        self.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (i64) {" % (
            r1, ci, c0, cr, c1, a1, acc))
        self.emit("  %s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (i64) {" % (
            r2, cj, c0, cc, c1, a2, a1))
        e, w, x, y = self.fresh(), self.fresh(), self.fresh(), self.fresh()
        self.emit("    %s = memref.load %s[%s, %s] : %s" % (e, m, ci, cj, mt))
        if ty == "i32":
            self.emit("    %s = arith.extsi %s : i32 to i64" % (w, e))
        elif ty == "f32":
            bits = self.fresh()
            self.emit("    %s = arith.bitcast %s : f32 to i32" % (bits, e))
            self.emit("    %s = arith.extui %s : i32 to i64" % (w, bits))
        else:
            w = e
        k31 = self.fresh("c")
        self.emit("    %s = arith.constant 31 : i64" % k31)
        self.emit("    %s = arith.muli %s, %s : i64" % (x, a2, k31))
        self.emit("    %s = arith.xori %s, %s : i64" % (y, x, w))
        self.emit("    scf.yield %s : i64" % y)
        self.emit("  }")
        self.emit("  scf.yield %s : i64" % r2)
        self.emit("}")
        self.emit("scf.yield %s : i64" % r1)
        self.indent -= 1
        self.emit("}")
        self.emit("memref.dealloc %s : %s" % (m, mt))
        self.define(scope, r, "i64")

    def slot(self, scope, depth):
        """A two-element buffer at constant indices, written in loops and
        branches (what mem2reg and promote-loop-buffers work on)."""
        ty = self.r.choice(["i64", "f64", "i8", "f32"])
        mt = "memref<2x%s>" % ty
        m = self.fresh("slot")
        self.emit("%s = memref.%s() : %s" % (m, self.r.choice(["alloc", "alloca"]), mt))
        idx = [self.iconst(0, "index"), self.iconst(1, "index")]
        for c in idx:  # both initialised: reading uninitialised memory is indeterminate
            self.emit("memref.store %s, %s[%s] : %s" % (self.value(scope, ty), m, c, mt))
        for _ in range(self.r.randint(1, 3)):
            if self.chance(0.5):
                lb = self.iconst(0, "index")
                ub = self.iconst(self.r.randint(0, 4), "index")
                st = self.iconst(1, "index")
                i = self.fresh("i")
                self.emit("scf.for %s = %s to %s step %s {" % (i, lb, ub, st))
            else:
                self.emit("scf.if %s {" % self.cond(scope))
            self.indent += 1
            self.update(scope, m, mt, ty, idx)
            self.indent -= 1
            self.emit("}")
        r = self.fresh()
        self.emit("%s = memref.load %s[%s] : %s" % (r, m, self.r.choice(idx), mt))
        self.define(scope, r, ty)
        self.free_if_alloc(m, mt)

    def update(self, scope, m, mt, ty, idx):
        """Loads an element of M, computes from it and stores to one (in a
        scope of its own)."""
        scope.append([])
        x = self.fresh()
        self.emit("%s = memref.load %s[%s] : %s" % (x, m, self.r.choice(idx), mt))
        self.define(scope, x, ty)
        y = self.int_op(scope, ty) if ty[0] == "i" else self.float_op(scope, ty)
        self.emit("memref.store %s, %s[%s] : %s" % (y, m, self.r.choice(idx), mt))
        scope.pop()

    def free_if_alloc(self, m, mt):
        for ln in reversed(self.lines):
            if ln.strip().startswith("%s = memref." % m):
                if "memref.alloc()" in ln:
                    self.emit("memref.dealloc %s : %s" % (m, mt))
                return

    def fill_buf(self, scope, m, mt, ty, k):
        idx = [self.iconst(j, "index") for j in range(k)]
        for c in idx:
            self.emit("memref.store %s, %s[%s] : %s" % (self.value(scope, ty), m, c, mt))
        return idx

    def trip_bounds(self, zero):
        """Constant index bounds of a loop with zero or 1..3 trips."""
        lb = self.r.randint(-3, 3)
        st = self.r.randint(1, 3)
        if zero:
            ub = lb - self.r.randint(0, 2)
        else:
            ub = lb + st * self.r.randint(1, 3) - self.r.randint(0, st - 1)
        return [self.iconst(x, "index") for x in (lb, ub, st)]

    def carried_loop(self, scope, init, mt, ty, k, zero):
        """scf.for carrying a buffer: each iteration reads the one it is given,
        frees it and yields a fresh one (promote-loop-buffers' pattern)."""
        lb, ub, st = self.trip_bounds(zero)
        r, i, b = self.fresh("r"), self.fresh("i"), self.fresh("b")
        self.emit("%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {" % (
            r, i, lb, ub, st, b, init, mt))
        self.indent += 1
        scope.append([])
        idx = [self.iconst(j, "index") for j in range(k)]
        for c in idx:
            x = self.fresh()
            self.emit("%s = memref.load %s[%s] : %s" % (x, b, c, mt))
            self.define(scope, x, ty)
        ys = [self.int_op(scope, ty) if ty[0] == "i" else self.float_op(scope, ty)
              for _ in range(k)]
        self.emit("memref.dealloc %s : %s" % (b, mt))
        n = self.fresh("b")
        self.emit("%s = memref.alloc() : %s" % (n, mt))
        for c, y in zip(idx, ys):
            self.emit("memref.store %s, %s[%s] : %s" % (y, n, c, mt))
        self.emit("scf.yield %s : %s" % (n, mt))
        scope.pop()
        self.indent -= 1
        self.emit("}")
        return r

    def load_all(self, scope, m, mt, ty, k):
        for j in range(k):
            x = self.fresh()
            self.emit("%s = memref.load %s[%s] : %s" % (x, m, self.iconst(j, "index"), mt))
            self.define(scope, x, ty)

    def carried_buffer(self, scope, depth):
        """A carried buffer whose initial value has other names: a memref.cast
        made before the loop and read after it (when the loop runs zero
        times, so the initial value is still live), or a function argument."""
        ty = self.r.choice(["i64", "f64", "i32"])
        k = self.r.randint(1, 3)
        mt = "memref<%dx%s>" % (k, ty)
        zero = self.chance(0.5)
        if self.chance(0.35):
            return self.carried_call(scope, ty, k, mt, zero)
        b0 = self.fresh("buf")
        self.emit("%s = memref.alloc() : %s" % (b0, mt))
        self.fill_buf(scope, b0, mt, ty, k)
        alias = None
        if self.chance(0.7):
            alias = self.fresh("dyn")
            self.emit("%s = memref.cast %s : %s to memref<?x%s>" % (alias, b0, mt, ty))
            self.load_all(scope, alias, "memref<?x%s>" % ty, ty, 1)
        r = self.carried_loop(scope, b0, mt, ty, k, zero)
        self.load_all(scope, r, mt, ty, k)
        if alias and zero:  # the loop ran zero times: b0 is r, still live
            self.load_all(scope, alias, "memref<?x%s>" % ty, ty, k)
            back = self.fresh("st")
            self.emit("%s = memref.cast %s : memref<?x%s> to %s" % (back, alias, ty, mt))
            self.load_all(scope, back, mt, ty, 1)
        self.emit("memref.dealloc %s : %s" % (r, mt))

    def carried_call(self, scope, ty, k, mt, zero):
        """The carried buffer's initial value is the callee's argument: the
        caller reads it after the call when the loop ran zero times (and
        frees it); otherwise the callee's loop freed it and the callee frees
        the result."""
        name = "%sh%d" % (self.pre, len(self.helpers))
        saved = (self.lines, self.indent)
        self.lines, self.indent = [], 1
        arg = self.fresh("p")
        fscope = [[]]
        r = self.carried_loop(fscope, arg, mt, ty, k, zero)
        self.load_all(fscope, r, mt, ty, k)
        vals = [v for v, t in fscope[0] if t == ty][-k:]
        if not zero:
            self.emit("memref.dealloc %s : %s" % (r, mt))
        self.emit("return %s : %s" % (", ".join(vals), ", ".join([ty] * len(vals))))
        body = self.lines
        self.lines, self.indent = saved
        self.helpers.append(["func.func @%s(%s: %s) -> (%s) {" % (
            name, arg, mt, ", ".join([ty] * len(vals)))] + body + ["}"])
        b0 = self.fresh("buf")
        self.emit("%s = memref.alloc() : %s" % (b0, mt))
        self.fill_buf(scope, b0, mt, ty, k)
        res = [self.fresh("res") for _ in vals]
        self.emit("%s = func.call @%s(%s) : (%s) -> (%s)" % (
            ", ".join(res), name, b0, mt, ", ".join([ty] * len(vals))))
        for v in res:
            self.define(scope, v, ty)
        if zero:
            self.load_all(scope, b0, mt, ty, k)
            self.emit("memref.dealloc %s : %s" % (b0, mt))

    def alias_buffer(self, scope, depth):
        """One buffer under several names: passed twice to a function (as is
        and through a cast), written through one name and read through the
        other; or returned from a function."""
        ty = self.r.choice(["i64", "f64"])
        k = self.r.randint(2, 4)
        mt, dt = "memref<%dx%s>" % (k, ty), "memref<?x%s>" % ty
        name = "%sh%d" % (self.pre, len(self.helpers))
        saved = (self.lines, self.indent)
        self.lines, self.indent = [], 1
        if self.chance(0.3):
            # A function that allocates, fills and returns a buffer.
            fscope = [[]]
            p = self.fresh("p")
            fscope[0].append((p, ty))
            m = self.fresh("m")
            self.emit("%s = memref.alloc() : %s" % (m, mt))
            self.fill_buf(fscope, m, mt, ty, k)
            self.emit("return %s : %s" % (m, mt))
            body = self.lines
            self.lines, self.indent = saved
            self.helpers.append(["func.func @%s(%s: %s) -> %s {" % (name, p, ty, mt)] + body + ["}"])
            res = self.fresh("m")
            self.emit("%s = func.call @%s(%s) : (%s) -> %s" % (res, name, self.value(scope, ty), ty, mt))
            self.load_all(scope, res, mt, ty, k)
            self.emit("memref.dealloc %s : %s" % (res, mt))
            return
        fscope = [[]]
        pa, pb, px = self.fresh("p"), self.fresh("p"), self.fresh("p")
        fscope[0].append((px, ty))
        # Reads through b around writes through a: with a and b the same
        # buffer, each read must see the writes before it.
        c0, c1 = self.iconst(0, "index"), self.iconst(k - 1, "index")
        x0 = self.fresh()
        self.emit("%s = memref.load %s[%s] : %s" % (x0, pb, c0, dt))
        self.define(fscope, x0, ty)
        self.emit("memref.store %s, %s[%s] : %s" % (self.value(fscope, ty), pa, c0, dt))
        x1 = self.fresh()
        self.emit("%s = memref.load %s[%s] : %s" % (x1, pb, c0, dt))
        self.define(fscope, x1, ty)
        lb, ub, st = self.iconst(0, "index"), self.iconst(self.r.randint(0, 4), "index"), \
            self.iconst(1, "index")
        i = self.fresh("i")
        self.emit("scf.for %s = %s to %s step %s {" % (i, lb, ub, st))
        self.indent += 1
        fscope.append([])
        y = self.fresh()
        self.emit("%s = memref.load %s[%s] : %s" % (y, pb, c1, dt))
        self.define(fscope, y, ty)
        z = self.int_op(fscope, ty) if ty[0] == "i" else self.float_op(fscope, ty)
        self.emit("memref.store %s, %s[%s] : %s" % (z, pa, c1, dt))
        fscope.pop()
        self.indent -= 1
        self.emit("}")
        x2 = self.fresh()
        self.emit("%s = memref.load %s[%s] : %s" % (x2, pb, c1, dt))
        self.emit("return %s, %s, %s : %s, %s, %s" % (x0, x1, x2, ty, ty, ty))
        body = self.lines
        self.lines, self.indent = saved
        self.helpers.append(["func.func @%s(%s: %s, %s: %s, %s: %s) -> (%s, %s, %s) {" % (
            name, pa, dt, pb, dt, px, ty, ty, ty, ty)] + body + ["}"])
        m = self.fresh("buf")
        self.emit("%s = memref.alloc() : %s" % (m, mt))
        self.fill_buf(scope, m, mt, ty, k)
        d1 = self.fresh("dyn")
        self.emit("%s = memref.cast %s : %s to %s" % (d1, m, mt, dt))
        if self.chance(0.5):
            other = d1
        else:
            other = self.fresh("dyn")
            o2 = self.fresh("buf")
            self.emit("%s = memref.alloc() : %s" % (o2, mt))
            self.fill_buf(scope, o2, mt, ty, k)
            self.emit("%s = memref.cast %s : %s to %s" % (other, o2, mt, dt))
        res = [self.fresh("res") for _ in range(3)]
        self.emit("%s = func.call @%s(%s, %s, %s) : (%s, %s, %s) -> (%s, %s, %s)" % (
            ", ".join(res), name, d1, other, self.value(scope, ty), dt, dt, ty, ty, ty, ty))
        for v in res:
            self.define(scope, v, ty)
        self.load_all(scope, m, mt, ty, k)
        self.emit("memref.dealloc %s : %s" % (m, mt))
        if other != d1:
            self.emit("memref.dealloc %s : %s" % (other, dt))

    def while_buffer(self, scope, depth):
        """scf.while carrying a buffer (the same one) and a counter."""
        ty = self.r.choice(["i64", "f64"])
        mt = "memref<2x%s>" % ty
        m = self.fresh("buf")
        self.emit("%s = memref.alloc() : %s" % (m, mt))
        idx = self.fill_buf(scope, m, mt, ty, 2)
        w, j, bb = self.while_head(m, mt, self.r.randint(0, 4))
        self.update(scope, bb, mt, ty, idx)
        one = self.iconst(1, "index")
        j2 = self.fresh("i")
        self.emit("%s = arith.addi %s, %s : index" % (j2, j, one))
        self.emit("scf.yield %s, %s : index, %s" % (j2, bb, mt))
        self.indent -= 1
        self.emit("}")
        self.load_all(scope, w + "#1", mt, ty, 2)
        self.load_all(scope, m, mt, ty, 1)
        self.emit("memref.dealloc %s : %s" % (m, mt))

    # ---- a function, and the program's main ----
    def function(self, name):
        params = [self.typ() for _ in range(self.r.randint(1, 4))]
        names = [self.fresh("p") for _ in params]
        self.lines = []
        self.indent = 1
        scope = [list(zip(names, params))]
        self.asyms, self.abufs, self.top = [], [], True
        self.block(scope, 0, self.r.randint(3, self.o.size))
        # Results: a digest of many of the integers (so that more of the
        # program is observable), and a few values as they are.
        ints = [(v, t) for frame in scope for (v, t) in frame if t in INT_TYPES]
        floats = [(v, t) for frame in scope for (v, t) in frame if t in FLOAT_TYPES]
        picks = self.r.sample(ints, min(len(ints), 8)) + self.r.sample(floats, min(len(floats), 6))
        acc = self.iconst(self.r.randint(0, 99), "i64")
        for v, t in picks:
            w = v
            if t in FLOAT_TYPES:  # its bits, any NaN as one marker
                nan, mark, sel, bits = self.fresh("b"), self.fresh("c"), self.fresh(), self.fresh()
                self.emit("%s = arith.cmpf uno, %s, %s : %s" % (nan, v, v, t))
                self.emit("%s = arith.constant 12345.0 : %s" % (mark, t))
                self.emit("%s = arith.select %s, %s, %s : %s" % (sel, nan, mark, v, t))
                it = "i64" if t == "f64" else "i32"
                self.emit("%s = arith.bitcast %s : %s to %s" % (bits, sel, t, it))
                v, t, w = bits, it, bits
            if t == "index":
                w = self.fresh()
                self.emit("%s = arith.index_cast %s : index to i64" % (w, v))
            elif t != "i64":
                w = self.fresh()
                self.emit("%s = arith.extsi %s : %s to i64" % (w, v, t))
            k = self.iconst(1000003, "i64")
            t1, t2 = self.fresh(), self.fresh()
            self.emit("%s = arith.muli %s, %s : i64" % (t1, acc, k))
            self.emit("%s = arith.xori %s, %s : i64" % (t2, t1, w))
            acc = t2
        rtys = ["i64"] + [self.typ() for _ in range(self.r.randint(1, 3))]
        rets = [acc] + [self.value(scope, t) for t in rtys[1:]]
        self.emit("return %s : %s" % (", ".join(rets), ", ".join(rtys)))
        sig = "func.func @%s(%s) -> (%s) {" % (
            name, ", ".join("%s: %s" % (n, t) for n, t in zip(names, params)), ", ".join(rtys))
        return params, rtys, [sig] + self.lines + ["}"]

    def program(self):
        """The program's functions (a list of lines); its main is PRE main."""
        out = []
        funcs = []
        for k in range(self.r.randint(1, self.o.funcs)):
            params, rtys, text = self.function("%sf%d" % (self.pre, k))
            funcs.append(("%sf%d" % (self.pre, k), params, rtys))
            out += text
        for h in self.helpers:
            out += h
        self.lines = []
        self.indent = 1
        hdr = self.iconst(HEADER + self.seed, "i64")
        self.emit("func.call @printI64(%s) : (i64) -> ()" % hdr)
        self.emit("func.call @printNewline() : () -> ()")
        for name, params, rtys in funcs:
            for _ in range(2):
                scope = [[]]
                args = [self.const(scope, t) for t in params]
                res = [self.fresh("res") for _ in rtys]
                self.emit("%s = func.call @%s(%s) : (%s) -> (%s)" % (
                    ", ".join(res), name, ", ".join(args), ", ".join(params), ", ".join(rtys)))
                for v, t in zip(res, rtys):
                    self.print_value(v, t)
        self.emit("return")
        out += ["func.func @%smain() {" % self.pre] + self.lines + ["}"]
        return self.aliases + out

    def print_value(self, v, t):
        """One line: an integer as i64; a float as its bits (so that -0.0
        shows), or 12345 for any NaN."""
        if t in FLOAT_TYPES:
            nan = self.fresh("b")
            self.emit("%s = arith.cmpf uno, %s, %s : %s" % (nan, v, v, t))
            mark = self.fresh("c")
            self.emit("%s = arith.constant 12345.0 : %s" % (mark, t))
            s = self.fresh()
            self.emit("%s = arith.select %s, %s, %s : %s" % (s, nan, mark, v, t))
            it = "i64" if t == "f64" else "i32"
            b = self.fresh()
            self.emit("%s = arith.bitcast %s : %s to %s" % (b, s, t, it))
            v, t = b, it
        if t in ("i8", "i16", "i32"):
            w = self.fresh()
            self.emit("%s = arith.extsi %s : %s to i64" % (w, v, t))
            v = w
        elif t == "index":
            w = self.fresh()
            self.emit("%s = arith.index_cast %s : index to i64" % (w, v))
            v = w
        self.emit("func.call @printI64(%s) : (i64) -> ()" % v)
        self.emit("func.call @printNewline() : () -> ()")


DECLS = ["func.func private @printI64(i64)", "func.func private @printNewline()"]


def module_text(progs):
    """progs: [(seed, lines)]. One module whose main runs each in turn."""
    out = [ln for _, lines in progs for ln in lines if ln.startswith("#")]  # (aliases first)
    out += DECLS
    for _, lines in progs:
        out += [ln for ln in lines if not ln.startswith("#")]
    out.append("func.func @main() {")
    for seed, _ in progs:
        out.append("  func.call @s%d_main() : () -> ()" % seed)
    out += ["  return", "}"]
    return "\n".join(out) + "\n"


def generate(seed, opts):
    g = Gen(seed, opts)
    return g.program(), g.parallel


# ================================ RUNNING ==================================

class Tools:
    def __init__(self, a):
        self.a = a
        self.loopc = a.loopc
        # Views need MLIR's expand-strided-metadata, which makes affine.apply,
        # and affine ops lower-affine, before the rest of the lowering.
        self.pre_llvm = (["--expand-strided-metadata"] if a.views else []) + \
            (["--lower-affine"] if a.views or a.affine else [])
        self.to_llvm = self.pre_llvm + shlex.split(a.to_llvm)
        self.runner_libs = a.runner_libs
        self.cc = shlex.split(os.environ.get("CC") or "cc")
        self.env = dict(os.environ)
        self.env["OMP_NUM_THREADS"] = "2"
        self.env.setdefault("ASAN_OPTIONS", "detect_leaks=0")
        self.env.setdefault("UBSAN_OPTIONS", "halt_on_error=1:print_stacktrace=1")
        self.cc_checked = 0
        out = subprocess.run([self.loopc, "--list-passes"], capture_output=True, text=True).stdout
        self.passes = [ln.split()[0] for ln in out.splitlines()
                       if ln and not ln[0].isspace() and not ln.startswith("-O")
                       and "onnx" not in ln.split()[0]]

    @property
    def cdefault(self):
        """loopc run's C command, asked again each minute (it depends on which
        compilers have OpenMP, which can change while a campaign runs)."""
        if time.time() - self.cc_checked > 60:
            self.cc_checked = time.time()
            self.cdefault_argv = self.cc + shlex.split(CDEFAULT)
            with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
                f.write("func.func @main() {\n  return\n}\n")
                f.flush()
                p = subprocess.run([self.loopc, "run", f.name, "--print-cc-command"],
                                   capture_output=True, text=True, env=self.env)
            if p.returncode == 0 and p.stdout.strip():
                # loopc run says its command: the same less what a shared object needs
                self.cdefault_argv = [w for w in shlex.split(p.stdout)
                                      if w not in ("-fPIC", "-shared", "-Wl,-Bsymbolic")]
        return self.cdefault_argv

    def sh(self, argv, stdin=None, env=None, timeout=None):
        try:
            p = subprocess.run(argv, input=stdin, capture_output=True, text=True,
                               env=env or self.env, timeout=timeout or self.a.timeout)
            return p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired:
            return -999, "", "timed out after %ss" % (timeout or self.a.timeout)

    def mlir(self, path):
        rc, out, err = self.sh([self.a.mlir_opt, path] + self.to_llvm)
        if rc:
            return rc, "", "mlir-opt: " + err
        return self.sh([self.a.mlir_runner, "-e", "main", "-entry-point-result=void",
                        self.runner_libs], stdin=out)

    def loopc_ir(self, path, flags, out):
        rc, _, err = self.sh([self.loopc, path, "--syntax=modern", "-o", out] + flags)
        return rc, err

    def c_exe(self, path, flags, cc, exe, env=None):
        c = exe + ".c"
        rc, _, err = self.sh([self.loopc, path, "--emit=c", "--embed-runtime", "-o", c] + flags)
        if rc:
            return rc, "", "loopc: " + err
        rc, _, err = self.sh(cc + [c, "-o", exe, "-lm"])
        if rc:
            return rc, "", "cc: " + err
        return self.sh([exe], env=env)

    def scf_to_cf(self, path, out):
        """path with its structured control flow lowered to blocks and
        branches by MLIR (what a toolchain hands loopc after MLIR's passes)."""
        rc, _, err = self.sh([self.a.mlir_opt, path] + self.pre_llvm + ["--convert-scf-to-cf", "-o", out])
        return rc, err

    def run(self, path, flags, threads=2):
        env = dict(self.env)
        env["OMP_NUM_THREADS"] = str(threads)
        return self.sh([self.loopc, "run", path] + flags, env=env)


RUN_SETS = {
    # every way
    "all": ["run-O0", "run-O1", "run-O2", "run-t1", "run-t2", "ir-O0", "ir-O1", "ir-O2",
            "ir-O3", "ir-passes", "c-O0", "c-passes", "asan-O0", "asan-O2", "cf-O0", "cf-O2",
            "cf-ir-O2", "cf-ir-passes"],
    # the default: each pass's IR through MLIR, not each as C too
    "default": ["run-O0", "run-O1", "run-O2", "run-t1", "run-t2", "ir-O0", "ir-O1", "ir-O2",
                "ir-O3", "ir-passes", "c-O0", "asan-O0", "asan-O2", "cf-O0", "cf-O2", "cf-ir-O2",
                "cf-ir-passes"],
    # each level and loopc run's defaults (the long campaign)
    "levels": ["run-O0", "run-O1", "run-O2", "run-t1", "run-t2", "ir-O2", "ir-O3"],
    # CI (tests/diff/random.test)
    "ci": ["run-O0", "run-t1", "run-t2", "ir-O2", "ir-passes", "asan-O2", "cf-O2", "cf-ir-O2"],
}




def run_all(tools, path, work, runs, parallel, reps):
    """Yields (run name, (rc, stdout, stderr)) for each way of running path."""
    for lvl in ("O0", "O1", "O2"):
        if "run-" + lvl in runs:
            yield "run-" + lvl, tools.run(path, ["-" + lvl])
    for t in (1, 2):
        if "run-t%d" % t in runs:
            for k in range(reps if parallel else 1):
                yield "run-t%d" % t + ("#%d" % k if k else ""), tools.run(path, [], threads=t)
    # IR after each pass alone and at each level: each distinct IR once.
    irs = [(lvl, ["-" + lvl]) for lvl in ("O0", "O1", "O2", "O3")
           if "ir-" + lvl in runs or "c-" + lvl in runs]
    irs += [(p, ["-O0", "--" + p]) for p in tools.passes
            if {"ir-passes", "c-passes", "ir-" + p, "c-" + p} & set(runs)]
    seen = {}
    for name, flags in irs:
        out = os.path.join(work, "ir-%s.mlir" % name)
        rc, err = tools.loopc_ir(path, flags, out)
        if rc:
            yield "ir-" + name, (rc, "", "loopc: " + err)
            continue
        with open(out) as f:
            h = hashlib.sha1(f.read().encode()).hexdigest()
        if h in seen:
            continue
        seen[h] = name
        level = name in ("O0", "O1", "O2", "O3")
        if "ir-" + name in runs or (not level and "ir-passes" in runs):
            yield "ir-" + name, tools.mlir(out)
        if "c-" + name in runs or (not level and "c-passes" in runs):
            yield "c-" + name, tools.c_exe(out, ["-O0"], tools.cdefault, os.path.join(work, "c-" + name))
    # The program after MLIR's --convert-scf-to-cf: functions of several
    # blocks, run by loopc and (optimized by loopc) by MLIR.
    if {"cf-O0", "cf-O2", "cf-ir-O2", "cf-ir-passes"} & set(runs):
        cf = os.path.join(work, "cf.mlir")
        rc, err = tools.scf_to_cf(path, cf)
        if rc:
            yield "cf-O2", (rc, "", "mlir-opt --convert-scf-to-cf: " + err)
        else:
            for lvl in ("O0", "O2"):
                if "cf-" + lvl in runs:
                    yield "cf-" + lvl, tools.run(cf, ["-" + lvl])
            cfirs = [("O2", ["-O2"])] if "cf-ir-O2" in runs else []
            if "cf-ir-passes" in runs:
                cfirs += [(p, ["-O0", "--" + p]) for p in tools.passes]
            for name, flags in cfirs:
                out = os.path.join(work, "cf-ir-%s.mlir" % name)
                rc, err = tools.loopc_ir(cf, flags, out)
                yield "cf-ir-" + name, (rc, "", "loopc: " + err) if rc else tools.mlir(out)
    for lvl in ("O0", "O2"):
        if "asan-" + lvl in runs:
            yield "asan-" + lvl, tools.c_exe(path, ["-" + lvl], tools.cc + shlex.split(CASAN),
                                             os.path.join(work, "asan-" + lvl))


def split_output(text, seeds):
    """{seed: [lines]} by the header lines; what comes before the first
    header is under None."""
    heads = {str(HEADER + s): s for s in seeds}
    segs = {None: []}
    cur = None
    for ln in text.splitlines():
        if ln in heads:
            cur = heads[ln]
            segs[cur] = []
        else:
            segs.setdefault(cur, []).append(ln)
    return segs


# A C compiler that cannot find its headers or libraries: the machine, not
# the program (packages changing under a campaign).
ENV_ERROR = re.compile(r"fatal error: .*(file not found|No such file)|cannot find -l")


def first_difference(want, got):
    """'line N: MLIR x, got y' for two lists of lines."""
    k = next((i for i in range(max(len(want), len(got)))
              if i >= len(want) or i >= len(got) or want[i] != got[i]), 0)
    return "line %d: MLIR %s, got %s" % (k + 1, want[k] if k < len(want) else "<none>",
                                         got[k] if k < len(got) else "<none>")


class Campaign:
    def __init__(self, a, tools):
        self.a = a
        self.tools = tools
        self.lock = threading.Lock()
        self.failures = []
        self.programs = 0
        self.batches = 0
        self.runs = 0
        self.t0 = time.time()
        self.log = open(os.path.join(a.keep, "failures.jsonl"), "a")

    def record(self, f):
        with self.lock:
            self.failures.append(f)
            print("DISAGREE seed %d: %s %s" % (f["seed"], f["run"], f["what"]), flush=True)
            self.log.write(json.dumps(f) + "\n")
            self.log.flush()

    def write(self, work, progs, name="batch.mlir"):
        path = os.path.join(work, name)
        with open(path, "w") as f:
            f.write(module_text(progs))
        return path

    def batch(self, seeds):
        a = self.a
        work = tempfile.mkdtemp(prefix="b%d-" % seeds[0], dir=a.keep)
        progs, pars = [], {}
        for s in seeds:
            lines, pars[s] = generate(s, a)
            progs.append((s, lines))
        path = self.write(work, progs)
        ref = self.tools.mlir(path)
        if ref[0] != 0:
            # A generator or MLIR problem: the programs MLIR's own pipeline
            # rejects or fails on have no reference (recorded apart: MLIR 22's
            # expand-strided-metadata folds some affine.for bounds to empty
            # maps); the batch goes on without them.
            keep = []
            for s, lines in progs:
                p = self.write(work, [(s, lines)], "%d.mlir" % s)
                r = self.tools.mlir(p)
                if r[0] != 0:
                    self.record({"seed": s, "run": "ref", "program": p, "noref": True,
                                 "what": "MLIR rejects or fails: " + r[2].strip()[-600:]})
                else:
                    keep.append((s, lines))
            progs = keep
            seeds = [s for s, _ in progs]
            if not progs:
                return 0
            path = self.write(work, progs)
            ref = self.tools.mlir(path)
            if ref[0] != 0:
                self.record({"seed": seeds[0], "run": "ref", "program": path, "noref": True,
                             "what": "MLIR fails only with seeds %s together: %s" % (
                                 ",".join(map(str, seeds)), ref[2].strip()[-300:])})
                return 0
        parallel = any(pars[s] for s in seeds)
        want = split_output(ref[1], seeds)
        found = False
        bad = set()
        t = time.time()
        for name, got in run_all(self.tools, path, work, a.run_list, parallel, a.reps):
            with self.lock:
                self.runs += 1
            if a.verbose:
                print("  batch %d: %s %.1f s" % (seeds[0], name, time.time() - t), file=sys.stderr)
            if got[0] != 0 and ENV_ERROR.search(got[2]):
                found = True
                self.record({"seed": seeds[0], "run": name, "program": path, "environment": True,
                             "what": "environment (not a finding): " + got[2].strip()[-300:]})
            elif got[0] != 0:
                # A crash or an error loses the rest of the output: halve the
                # batch until the programs that fail alone are found. Those
                # that failed an earlier run are left out first (a known
                # crash is not looked for again in each later run).
                found = True
                rest = [p for p in progs if p[0] not in bad]
                if len(rest) < len(progs):
                    got = self.fails(rest, name, work) if rest else None
                if got:
                    self.bisect(rest, name, got, work, bad)
            else:
                segs = split_output(got[1], seeds)
                for s, lines in progs:
                    if segs.get(s) != want.get(s):
                        found = True
                        bad.add(s)
                        self.found(s, lines, name, first_difference(want.get(s) or [], segs.get(s) or []),
                                   work)
            t = time.time()
        if not a.keep_all and not found:
            shutil.rmtree(work)
        return len(seeds)

    def found(self, seed, lines, run, what, work):
        p = self.write(work, [(seed, lines)], "%d.mlir" % seed)
        f = {"seed": seed, "run": run, "what": what, "program": p}
        if self.a.minimize:
            f["minimized"] = minimize(self.tools, p, run, self.a)
        self.record(f)

    def fails(self, progs, run, work):
        """(rc, stdout, stderr) of RUN on progs when it differs from MLIR.
        In a folder of its own: the batch's run_all is still going and reads
        its files (ir-O0.mlir, cf.mlir) after this returns."""
        work = tempfile.mkdtemp(prefix="part-", dir=work)
        path = self.write(work, progs, "part.mlir")
        ref = self.tools.mlir(path)
        par = re.search(r"(scf|affine)\.parallel", open(path).read()) is not None
        base = run.split("#")[0]
        for name, got in run_all(self.tools, path, work, [run_set_of(base)], par, self.a.reps):
            if name.split("#")[0] == base and (got[0] != 0 or got[1] != ref[1]):
                if got[0] == 0:
                    got = (0, got[1], first_difference(ref[1].splitlines(), got[1].splitlines()))
                return got
        return None

    def bisect(self, progs, run, got, work, bad):
        if len(progs) == 1:
            s, lines = progs[0]
            bad.add(s)
            what = ("exit %d: %s" % (got[0], got[2].strip()[-400:])) if got[0] else got[2]
            return self.found(s, lines, run, what, work)
        half = len(progs) // 2
        parts = [(p, self.fails(p, run, work)) for p in (progs[:half], progs[half:])]
        failing = [(p, g) for p, g in parts if g]
        for p, g in failing:
            self.bisect(p, run, g, work, bad)
        if not failing:
            self.record({"seed": progs[0][0], "run": run, "program": self.write(
                work, progs, "batch-%d.mlir" % progs[0][0]),
                "what": "fails only with seeds %s together: %s" % (
                    ",".join(str(s) for s, _ in progs), got[2].strip()[-300:])})


# ============================== MINIMIZING =================================

def chunks(lines):
    """Removable pieces, largest first: an op with its regions, an else
    branch, a line. Terminators and declarations stay."""
    out, stack = [], []
    for i, ln in enumerate(lines):
        s = ln.strip()
        if s.startswith("}") and s.endswith("{"):  # } else {, } do {
            if stack:
                stack[-1] = (stack[-1][0], i)
        elif s.endswith("{"):
            stack.append((i, None))
        elif s == "}" and stack:
            start, mid = stack.pop()
            out.append((start, i))
            if mid is not None and s and lines[mid].strip().startswith("} else"):
                out.append((mid, i - 1))
        elif not s.startswith(("func.func private", "return", "scf.yield", "scf.condition",
                               "^bb", "scf.reduce.return", "memref.store", "affine.yield",
                               "affine.store", "cf.", "#")):
            out.append((i, i))
    return sorted(set(out), key=lambda se: (se[0] - se[1], -se[0]))


def still_fails(tools, text, run, work):
    """Whether the program is valid, MLIR runs it, loopc -O0 agrees (the
    reduction did not make it read uninitialised memory) and RUN differs."""
    path = os.path.join(work, "try.mlir")
    with open(path, "w") as f:
        f.write(text)
    rc, _, _ = tools.sh([tools.a.mlir_opt, path, "-o", "/dev/null"])
    if rc:
        return False
    ref = tools.mlir(path)
    if ref[0] != 0:
        return False
    base = run.split("#")[0]
    if base != "run-O0":
        got = tools.run(path, ["-O0"])
        if got[0] != 0 or got[1] != ref[1]:
            return False
    par = re.search(r"(scf|affine)\.parallel", text) is not None
    for name, got in run_all(tools, path, work, [run_set_of(base)], par, tools.a.reps):
        if name.split("#")[0] == base and (got[0] != 0 or got[1] != ref[1]):
            return True
    return False


def run_set_of(name):
    """The run_all() name that gives run NAME."""
    if name.startswith("ir-") and name not in ("ir-O0", "ir-O1", "ir-O2", "ir-O3"):
        return "ir-passes"
    if name.startswith("c-") and name not in ("c-O0", "c-O1", "c-O2"):
        return "c-passes"
    return name


def minimize(tools, path, run, a):
    """Drops statements while the program still disagrees in the same run:
    rounds over the removable pieces from the last to the first (so that a
    removal leaves the earlier pieces where they were), runs of 8, 4 and 2
    consecutive lines first, until a round removes nothing."""
    with open(path) as f:
        lines = f.read().splitlines()
    work = tempfile.mkdtemp(prefix="min-", dir=os.path.dirname(path))
    tries = [0]

    def attempt(cand):
        tries[0] += 1
        return still_fails(tools, "\n".join(cand) + "\n", run, work)

    def groups(pieces):
        singles = sorted(s for s, e in pieces if s == e)
        out = []
        for n in (8, 4, 2):
            out += [(singles[i], singles[i + n - 1]) for i in range(0, len(singles) - n + 1, n)
                    if singles[i + n - 1] - singles[i] == n - 1]
        return out

    def constants():
        """An op's result made a constant (cuts a chain of uses)."""
        out = []
        for i, ln in enumerate(lines):
            m = re.match(r"^(\s*)(%[\w]+) = (arith\.\w+) .* : (\S+)$", ln)
            if not m or m.group(3) == "arith.constant":
                continue
            ty = m.group(4)
            if m.group(3) in ("arith.cmpi", "arith.cmpf"):
                out.append((i, "%s%s = arith.constant false" % (m.group(1), m.group(2))))
            elif ty in WIDTH or ty in FLOAT_TYPES:
                out.append((i, "%s%s = arith.constant %s : %s" % (
                    m.group(1), m.group(2), "0.0" if ty in FLOAT_TYPES else "0", ty)))
        return out

    changed = True
    while changed and tries[0] < a.min_tries:
        changed = False
        for i, ln in reversed(constants()):
            if tries[0] >= a.min_tries:
                break
            if attempt(lines[:i] + [ln] + lines[i + 1:]):
                lines = lines[:i] + [ln] + lines[i + 1:]
                changed = True
        for kind in (groups, lambda pieces: pieces):
            low = len(lines)  # lines from here on may have moved this round
            for s, e in sorted(kind(chunks(lines)), key=lambda se: (-se[0], se[0] - se[1])):
                if tries[0] >= a.min_tries:
                    break
                if e >= low or any(re.search(r"(memref|affine)\.store", ln) for ln in lines[s:e + 1]):
                    continue  # (a buffer left partly unwritten reads garbage)
                if attempt(lines[:s] + lines[e + 1:]):
                    lines = lines[:s] + lines[e + 1:]
                    low = s
                    changed = True
    out = path[:-5] + ".min.mlir"
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
    return out


# ================================== MAIN ===================================

def parse_seeds(text):
    seeds = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        seeds += range(int(lo), int(hi or lo) + 1)
    return seeds


def check_files(a):
    """--file: runs kept programs (a.mlir of an earlier campaign) again."""
    os.makedirs(a.keep or tempfile.gettempdir(), exist_ok=True)
    os.environ.setdefault("XDG_CACHE_HOME", os.path.join(a.keep or tempfile.gettempdir(), "cache"))
    tools = Tools(a)
    bad = 0
    for path in a.file:
        work = tempfile.mkdtemp(prefix="file-", dir=a.keep)
        ref = tools.mlir(path)
        text = open(path).read()
        diffs = [name for name, got in run_all(tools, path, work, a.run_list,
                                               re.search(r"(scf|affine)\.parallel", text), a.reps)
                 if ref[0] or got[0] or got[1] != ref[1]]
        bad += bool(diffs)
        print("%s: %s" % (path, ("differs: " + " ".join(diffs)) if diffs else "agrees"))
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", default="1-5", help="A-B or A,B,C-D")
    ap.add_argument("--div", type=int, default=1,
                    help="run only the first 1/DIV of the seeds (the sanitized build's lit run)")
    ap.add_argument("--funcs", type=int, default=2, help="at most this many functions a program")
    ap.add_argument("--size", type=int, default=10, help="at most this many statements a function")
    ap.add_argument("--batch", type=int, default=40, help="programs in one module")
    ap.add_argument("-j", "--jobs", type=int, default=2, help="batches run at once")
    ap.add_argument("--runs", default="default",
                    help="'all', 'default', 'levels', 'ci', or a comma-separated list of " +
                    ", ".join(RUN_SETS["all"]))
    ap.add_argument("--reps", type=int, default=3, help="threaded runs of a batch with scf.parallel")
    ap.add_argument("--timeout", type=int, default=300, help="seconds for one command")
    ap.add_argument("--minnum", default="auto", choices=["auto", "on", "off"],
                    help="generate arith.minnumf/maxnumf (auto: when loopc reads them)")
    ap.add_argument("--math", default="auto", choices=["auto", "on", "off"],
                    help="generate MLIR 22's math ops without libm (absi, ctlz, cttz, ctpop, "
                    "ipowi, roundeven, fpowi, isnan, isfinite) and arith's extended ops "
                    "(auto: when loopc reads them)")
    ap.add_argument("--unsigned-for", default="on", choices=["on", "off"])
    ap.add_argument("--affine", action="store_true",
                    help="generate affine.for/if/parallel/load/store/apply/min/max "
                    "(MLIR's side runs --lower-affine first)")
    ap.add_argument("--views", action="store_true",
                    help="generate strided views: subview, reinterpret_cast, collapse_shape, "
                    "expand_shape, casts between layouts, copies (MLIR's side runs "
                    "--expand-strided-metadata --lower-affine first)")
    ap.add_argument("--cf", action="store_true",
                    help="generate functions of several blocks (cf.br, cf.cond_br, cf.switch)")
    ap.add_argument("--minimize", action="store_true", help="reduce each disagreeing program")
    ap.add_argument("--min-tries", type=int, default=600)
    ap.add_argument("-v", "--verbose", action="store_true", help="time each run")
    ap.add_argument("--file", action="append",
                    help="run this kept program (or module) instead of generating; repeatable")
    ap.add_argument("--print", action="store_true", help="print the seeds' programs and stop")
    ap.add_argument("--keep", help="keep programs and logs here (default: a temporary folder)")
    ap.add_argument("--keep-all", action="store_true", help="keep agreeing batches too")
    ap.add_argument("--loopc", default=os.path.join(SRC_ROOT, "build", "tools", "loopc"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--mlir-runner", default="/usr/lib/llvm-22/bin/mlir-runner")
    ap.add_argument("--runner-libs", default="-shared-libs=" + ",".join(
        "/usr/lib/llvm-22/lib/%s.so.22.1" % n for n in ("libmlir_runner_utils", "libmlir_c_runner_utils")))
    ap.add_argument("--to-llvm", default="--convert-math-to-funcs --convert-scf-to-cf "
                    "--convert-to-llvm --reconcile-unrealized-casts")
    a = ap.parse_args()
    seeds = parse_seeds(a.seeds)
    seeds = seeds[:max(1, len(seeds) // a.div)]
    a.unsigned_for = a.unsigned_for == "on"
    if a.minnum == "auto":  # on when loopc reads them
        a.minnum = subprocess.run(
            [a.loopc, "-"], capture_output=True, text=True,
            input="func.func @f(%a: f32) -> f32 {\n  %b = arith.minnumf %a, %a : f32\n"
                  "  %c = arith.maxnumf %b, %a : f32\n  return %c : f32\n}\n").returncode == 0
    else:
        a.minnum = a.minnum == "on"
    if a.math == "auto":  # on when loopc reads them
        a.math = subprocess.run(
            [a.loopc, "-"], capture_output=True, text=True,
            input="func.func @f(%a: i32) -> i32 {\n  %b = math.ctpop %a : i32\n"
                  "  %l, %h = arith.mulsi_extended %b, %a : i32\n  return %h : i32\n}\n"
        ).returncode == 0
    else:
        a.math = a.math == "on"
    if a.print:
        for s in seeds:
            sys.stdout.write(module_text([(s, generate(s, a)[0])]))
        return 0
    a.run_list = RUN_SETS.get(a.runs) or a.runs.split(",")
    if a.file:
        return check_files(a)
    if not a.keep:
        a.keep = tempfile.mkdtemp(prefix="loopc-random-")
    os.makedirs(a.keep, exist_ok=True)
    os.environ.setdefault("XDG_CACHE_HOME", os.path.join(a.keep, "cache"))
    tools = Tools(a)
    c = Campaign(a, tools)
    groups = [seeds[i:i + a.batch] for i in range(0, len(seeds), a.batch)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for n in ex.map(c.batch, groups):
            c.programs += n
            c.batches += 1
            if a.jobs and sys.stderr.isatty() or os.environ.get("RANDOM_DIFF_PROGRESS"):
                print("%d programs, %d disagreements, %.0f s" % (
                    c.programs, len(c.failures), time.time() - c.t0), file=sys.stderr, flush=True)
    dt = time.time() - c.t0
    env = [f for f in c.failures if f.get("environment")]
    if env:
        print("%d runs failed for the environment's sake (see the log)" % len(env))
    noref = sorted({f["seed"] for f in c.failures if f.get("noref")})
    if noref:
        print("%d programs have no reference, MLIR's pipeline rejects or fails on them: "
              "seeds %s (log: %s)" % (len(noref), " ".join(map(str, noref)),
                                      os.path.join(a.keep, "failures.jsonl")))
    bad = sorted({f["seed"] for f in c.failures if not f.get("environment") and not f.get("noref")})
    print("%d random programs in %d batches, %d runs of each batch (%s), %.0f s%s%s" % (
        c.programs, c.batches, c.runs // max(c.batches, 1), a.runs, dt,
        ", minnumf/maxnumf" if a.minnum else "", ", math ops" if a.math else ""))
    if bad:
        print("%d programs disagree: seeds %s (log: %s)" % (
            len(bad), " ".join(map(str, bad)), os.path.join(a.keep, "failures.jsonl")))
        return 1
    if noref and not env:
        print("%d random programs agree (seeds %d-%d but the %d above)" % (
            c.programs, seeds[0], seeds[-1], len(noref)))
    if env or noref:
        return 2  # not all runs ran: no claim that every program agrees
    print("%d random programs agree (seeds %d-%d)" % (c.programs, seeds[0], seeds[-1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
