#!/usr/bin/env python3
"""Random differential testing: generates programs of scalar arithmetic and
structured control flow (scf.for with iter_args, scf.if, scf.while, memref
buffers, scf.parallel reductions) and requires identical output from

  1. MLIR:  mlir-opt <pipeline to LLVM> | mlir-runner
  2. loopc run (its default -O3: the -O2 passes, C built with -O3)
  3. loopc run -O0
  4. loopc -O2 --syntax=modern, then MLIR's pipeline and mlir-runner

Programs avoid undefined behaviour: divisors are forced into [1, 255], shift
amounts are masked, loops are bounded, buffers are indexed in range, NaN is
never printed (it is replaced by a marker value before printing), and float
reductions over parallel loops only use exact operations (max/min).

Usage: random_diff.py --seeds A-B [--keep DIR] --loopc L --mlir-opt M
                      --mlir-runner R --runner-libs '-shared-libs=...'
                      --to-llvm '<flags>'
Exit status 1 on the first mismatch, printing the seed and the program.
"""
import argparse
import os
import random
import shlex
import subprocess
import sys
import tempfile

INT_TYPES = ["i32", "i64", "index"]
INT_BIN = ["arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori",
           "arith.xori", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui"]
INT_DIV = ["arith.divsi", "arith.divui", "arith.remsi", "arith.remui",
           "arith.ceildivsi", "arith.floordivsi"]
INT_SHIFT = ["arith.shli", "arith.shrsi", "arith.shrui"]
FLOAT_BIN = ["arith.addf", "arith.subf", "arith.mulf", "arith.maximumf", "arith.minimumf"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ult", "ule", "ugt", "uge",
        "ord", "uno"]
WIDTH = {"i32": 32, "i64": 64, "index": 64}


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.n = 0
        self.lines = []
        self.indent = 1

    def fresh(self, base="v"):
        self.n += 1
        return "%%%s%d" % (base, self.n)

    def emit(self, s):
        self.lines.append("  " * self.indent + s)

    # ---- values ----
    def pick(self, scope, ty):
        vals = [v for frame in scope for (v, t) in frame if t == ty]
        if not vals:
            return None
        # Prefer recent values, so that computations feed each other.
        return self.r.choice(vals[-3:] if self.r.random() < 0.6 else vals)

    def define(self, scope, v, ty):
        scope[-1].append((v, ty))
        return v

    def const(self, scope, ty):
        v = self.fresh("c")
        if ty == "f64":
            x = self.r.choice([0.0, -0.0, 1.0, -1.0, 0.5, 2.5, 3.0, 1e10, -7.25, 0.1])
            self.emit("%s = arith.constant %r : f64" % (v, x))
        elif ty == "i1":
            self.emit("%s = arith.constant %s" % (v, self.r.choice(["true", "false"])))
        else:
            w = WIDTH[ty]
            x = self.r.choice([0, 1, -1, 2, 3, 7, 8, 31, 63, 255, 1 << (w - 1), (1 << (w - 1)) - 1,
                               -(1 << (w - 1)), self.r.randint(-1000, 1000)])
            if x >= 1 << (w - 1):
                x -= 1 << w
            self.emit("%s = arith.constant %d : %s" % (v, x, ty))
        return self.define(scope, v, ty)

    def value(self, scope, ty):
        v = self.pick(scope, ty)
        if v is None or self.r.random() < 0.2:
            v = self.const(scope, ty)
        return v

    def safe_divisor(self, scope, ty):
        b = self.value(scope, ty)
        m = self.fresh("m")
        self.emit("%s = arith.constant 255 : %s" % (m, ty))
        t = self.fresh()
        self.emit("%s = arith.andi %s, %s : %s" % (t, b, m, ty))
        one = self.fresh("c")
        self.emit("%s = arith.constant 1 : %s" % (one, ty))
        d = self.fresh()
        self.emit("%s = arith.ori %s, %s : %s" % (d, t, one, ty))
        return d

    # ---- statements ----
    def int_op(self, scope, ty):
        k = self.r.random()
        a = self.value(scope, ty)
        v = self.fresh()
        if k < 0.55:
            op = self.r.choice(INT_BIN)
            b = self.value(scope, ty) if self.r.random() < 0.7 else a
            self.emit("%s = %s %s, %s : %s" % (v, op, a, b, ty))
        elif k < 0.7:
            op = self.r.choice(INT_DIV)
            if op in ("arith.divsi", "arith.remsi") and self.r.random() < 0.3:
                d = self.const(scope, ty)  # constant divisors exercise folding
                c = int(self.lines[-1].split("constant ")[1].split(" ")[0])
                if c == 0 or c == -1:
                    d = self.safe_divisor(scope, ty)
            else:
                d = self.safe_divisor(scope, ty)
            self.emit("%s = %s %s, %s : %s" % (v, op, a, d, ty))
        elif k < 0.8:
            op = self.r.choice(INT_SHIFT)
            s = self.value(scope, ty)
            m = self.fresh("m")
            self.emit("%s = arith.constant %d : %s" % (m, WIDTH[ty] - 1, ty))
            t = self.fresh()
            self.emit("%s = arith.andi %s, %s : %s" % (t, s, m, ty))
            self.emit("%s = %s %s, %s : %s" % (v, op, a, t, ty))
        elif k < 0.9:
            c = self.cond(scope)
            b = self.value(scope, ty)
            self.emit("%s = arith.select %s, %s, %s : %s" % (v, c, a, b, ty))
        else:
            src = self.r.choice([t for t in INT_TYPES if t != ty])
            x = self.value(scope, src)
            if ty == "index" or src == "index":
                self.emit("%s = arith.index_cast %s : %s to %s" % (v, x, src, ty))
            elif WIDTH[src] < WIDTH[ty]:
                op = self.r.choice(["arith.extsi", "arith.extui"])
                self.emit("%s = %s %s : %s to %s" % (v, op, x, src, ty))
            else:
                self.emit("%s = arith.trunci %s : %s to %s" % (v, x, src, ty))
        return self.define(scope, v, ty)

    def float_op(self, scope):
        k = self.r.random()
        a = self.value(scope, "f64")
        v = self.fresh()
        if k < 0.6:
            op = self.r.choice(FLOAT_BIN)
            b = self.value(scope, "f64") if self.r.random() < 0.8 else a
            self.emit("%s = %s %s, %s : f64" % (v, op, a, b))
        elif k < 0.7:
            self.emit("%s = arith.negf %s : f64" % (v, a))
        elif k < 0.8:
            c = self.cond(scope)
            b = self.value(scope, "f64")
            self.emit("%s = arith.select %s, %s, %s : f64" % (v, c, a, b))
        else:
            src = self.r.choice(INT_TYPES[:2])
            x = self.value(scope, src)
            op = self.r.choice(["arith.sitofp", "arith.uitofp"])
            self.emit("%s = %s %s : %s to f64" % (v, op, x, src))
        return self.define(scope, v, "f64")

    def cond(self, scope):
        v = self.fresh("b")
        if self.r.random() < 0.6:
            ty = self.r.choice(INT_TYPES)
            a = self.value(scope, ty)
            b = self.value(scope, ty) if self.r.random() < 0.8 else a
            self.emit("%s = arith.cmpi %s, %s, %s : %s" % (v, self.r.choice(CMPI), a, b, ty))
        elif self.r.random() < 0.5:
            a = self.value(scope, "f64")
            b = self.value(scope, "f64")
            self.emit("%s = arith.cmpf %s, %s, %s : f64" % (v, self.r.choice(CMPF), a, b))
        else:
            self.emit("%s = arith.constant %s" % (v, self.r.choice(["true", "false"])))
        return self.define(scope, v, "i1")

    def any_op(self, scope, depth):
        k = self.r.random()
        if depth < 3 and k < 0.12:
            return self.for_loop(scope, depth)
        if depth < 3 and k < 0.22:
            return self.if_op(scope, depth)
        if depth < 2 and k < 0.27:
            return self.while_loop(scope, depth)
        if depth < 2 and k < 0.31:
            return self.buffer(scope, depth)
        if depth < 2 and k < 0.35:
            return self.slot(scope, depth)
        if k < 0.75:
            return self.int_op(scope, self.r.choice(INT_TYPES))
        return self.float_op(scope)

    def block(self, scope, depth, n):
        scope.append([])
        for _ in range(n):
            self.any_op(scope, depth)

    def typ(self):
        return self.r.choice(INT_TYPES + ["f64"])

    def for_loop(self, scope, depth):
        lb = self.fresh("c")
        self.emit("%s = arith.constant %d : index" % (lb, self.r.randint(0, 3)))
        ub = self.fresh("c")
        if self.r.random() < 0.3:
            # A bound known only at run time, at most 6.
            x = self.value(scope, "index")
            six = self.fresh("c")
            self.emit("%s = arith.constant 6 : index" % six)
            self.emit("%s = arith.minsi %s, %s : index" % (ub, x, six))
        else:
            self.emit("%s = arith.constant %d : index" % (ub, self.r.randint(0, 6)))
        st = self.fresh("c")
        self.emit("%s = arith.constant %d : index" % (st, self.r.randint(1, 3)))
        tys = [self.typ() for _ in range(self.r.randint(0, 3))]
        inits = [self.value(scope, t) for t in tys]
        res = [self.fresh("r") for _ in tys]
        iv = self.fresh("i")
        args = [self.fresh("a") for _ in tys]
        head = "scf.for %s = %s to %s step %s" % (iv, lb, ub, st)
        if tys:
            head = "%s = %s iter_args(%s) -> (%s)" % (
                ", ".join(res), head, ", ".join("%s = %s" % (a, i) for a, i in zip(args, inits)),
                ", ".join(tys))
        self.emit(head + " {")
        self.indent += 1
        scope.append([(iv, "index")] + list(zip(args, tys)))
        self.block(scope, depth + 1, self.r.randint(1, 5))
        ys = [self.value(scope, t) for t in tys]
        scope.pop()
        scope.pop()
        if tys:
            self.emit("scf.yield %s : %s" % (", ".join(ys), ", ".join(tys)))
        self.indent -= 1
        self.emit("}")
        for v, t in zip(res, tys):
            self.define(scope, v, t)

    def if_op(self, scope, depth):
        c = self.cond(scope)
        tys = [self.typ() for _ in range(self.r.randint(0, 2))]
        res = [self.fresh("r") for _ in tys]
        head = "scf.if %s" % c
        if tys:
            head = "%s = %s -> (%s)" % (", ".join(res), head, ", ".join(tys))
        self.emit(head + " {")
        for branch in (0, 1):
            if branch:
                if not tys and self.r.random() < 0.5:
                    break
                self.emit("} else {")
            self.indent += 1
            self.block(scope, depth + 1, self.r.randint(0, 3))
            ys = [self.value(scope, t) for t in tys]
            scope.pop()
            if tys:
                self.emit("scf.yield %s : %s" % (", ".join(ys), ", ".join(tys)))
            self.indent -= 1
        self.emit("}")
        for v, t in zip(res, tys):
            self.define(scope, v, t)

    def while_loop(self, scope, depth):
        ty = self.typ()
        init = self.value(scope, ty)
        c0 = self.fresh("c")
        self.emit("%s = arith.constant 0 : index" % c0)
        n = self.fresh("c")
        self.emit("%s = arith.constant %d : index" % (n, self.r.randint(0, 5)))
        r0 = self.fresh("r")
        i, a, j, b = self.fresh("i"), self.fresh("a"), self.fresh("i"), self.fresh("a")
        self.emit("%s:2 = scf.while (%s = %s, %s = %s) : (index, %s) -> (index, %s) {"
                  % (r0, i, c0, a, init, ty, ty))
        self.indent += 1
        scope.append([(i, "index"), (a, ty)])
        cnd = self.fresh("b")
        self.emit("%s = arith.cmpi slt, %s, %s : index" % (cnd, i, n))
        self.emit("scf.condition(%s) %s, %s : index, %s" % (cnd, i, a, ty))
        scope.pop()
        self.indent -= 1
        self.emit("} do {")
        self.emit("^bb0(%s: index, %s: %s):" % (j, b, ty))
        self.indent += 1
        scope.append([(j, "index"), (b, ty)])
        self.block(scope, depth + 1, self.r.randint(1, 4))
        y = self.value(scope, ty)
        one = self.fresh("c")
        self.emit("%s = arith.constant 1 : index" % one)
        j2 = self.fresh("i")
        self.emit("%s = arith.addi %s, %s : index" % (j2, j, one))
        self.emit("scf.yield %s, %s : index, %s" % (j2, y, ty))
        scope.pop()
        scope.pop()
        self.indent -= 1
        self.emit("}")
        self.define(scope, r0 + "#1", ty)

    def buffer(self, scope, depth):
        """A small i64 buffer filled by a loop and reduced by scf.parallel."""
        m = self.fresh("buf")
        self.emit("%s = memref.alloc() : memref<8xi64>" % m)
        c0, c1, c8 = self.fresh("c"), self.fresh("c"), self.fresh("c")
        self.emit("%s = arith.constant 0 : index" % c0)
        self.emit("%s = arith.constant 1 : index" % c1)
        self.emit("%s = arith.constant 8 : index" % c8)
        i = self.fresh("i")
        self.emit("scf.for %s = %s to %s step %s {" % (i, c0, c8, c1))
        self.indent += 1
        scope.append([(i, "index")])
        x = self.int_op(scope, "i64")
        self.emit("memref.store %s, %s[%s] : memref<8xi64>" % (x, m, i))
        scope.pop()
        self.indent -= 1
        self.emit("}")
        k = self.fresh("c")
        self.emit("%s = arith.constant %d : index" % (k, self.r.randint(0, 7)))
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

    def slot(self, scope, depth):
        """A two-element buffer at constant indices, written in loops and
        branches (what mem2reg and promote-loop-buffers work on)."""
        ty = self.r.choice(["i64", "f64"])
        m = self.fresh("slot")
        self.emit("%s = memref.%s() : memref<2x%s>" % (m, self.r.choice(["alloc", "alloca"]), ty))
        idx = [self.fresh("c"), self.fresh("c")]
        for k, c in enumerate(idx):
            self.emit("%s = arith.constant %d : index" % (c, k))
        for c in idx:  # both initialised: reading uninitialised memory is indeterminate
            self.emit("memref.store %s, %s[%s] : memref<2x%s>" % (self.value(scope, ty), m, c, ty))
        for _ in range(self.r.randint(1, 3)):
            kind = self.r.random()
            if kind < 0.5:
                lb, ub, st = self.fresh("c"), self.fresh("c"), self.fresh("c")
                self.emit("%s = arith.constant 0 : index" % lb)
                self.emit("%s = arith.constant %d : index" % (ub, self.r.randint(0, 4)))
                self.emit("%s = arith.constant 1 : index" % st)
                i = self.fresh("i")
                self.emit("scf.for %s = %s to %s step %s {" % (i, lb, ub, st))
            else:
                self.emit("scf.if %s {" % self.cond(scope))
            self.indent += 1
            scope.append([])
            x = self.fresh()
            self.emit("%s = memref.load %s[%s] : memref<2x%s>" % (x, m, self.r.choice(idx), ty))
            self.define(scope, x, ty)
            y = self.int_op(scope, ty) if ty == "i64" else self.float_op(scope)
            self.emit("memref.store %s, %s[%s] : memref<2x%s>" % (y, m, self.r.choice(idx), ty))
            scope.pop()
            self.indent -= 1
            self.emit("}")
        r = self.fresh()
        self.emit("%s = memref.load %s[%s] : memref<2x%s>" % (r, m, self.r.choice(idx), ty))
        self.define(scope, r, ty)

    # ---- a function and main ----
    def function(self, name):
        params = [self.typ() for _ in range(self.r.randint(1, 4))]
        names = [self.fresh("p") for _ in params]
        self.lines = []
        self.indent = 1
        scope = [list(zip(names, params))]
        self.block(scope, 0, self.r.randint(3, 12))
        rtys = [self.typ() for _ in range(self.r.randint(1, 3))]
        rets = [self.value(scope, t) for t in rtys]
        self.emit("return %s : %s" % (", ".join(rets), ", ".join(rtys)))
        sig = "func.func @%s(%s) -> (%s) {" % (
            name, ", ".join("%s: %s" % (n, t) for n, t in zip(names, params)), ", ".join(rtys))
        return params, rtys, [sig] + self.lines + ["}"]

    def program(self, nfuncs):
        out = ["func.func private @printI64(i64)", "func.func private @printF64(f64)",
               "func.func private @printNewline()"]
        funcs = []
        for k in range(nfuncs):
            params, rtys, text = self.function("f%d" % k)
            funcs.append(("f%d" % k, params, rtys))
            out += text
        self.lines = []
        self.indent = 1
        for name, params, rtys in funcs:
            for _ in range(2):
                scope = [[]]
                args = [self.const(scope, t) for t in params]
                res = [self.fresh("res") for _ in rtys]
                self.emit("%s = func.call @%s(%s) : (%s) -> (%s)" % (
                    ", ".join(res), name, ", ".join(args), ", ".join(params), ", ".join(rtys)))
                for v, t in zip(res, rtys):
                    self.print_value(v, t)
                self.emit("func.call @printNewline() : () -> ()")
        self.emit("return")
        out += ["func.func @main() {"] + self.lines + ["}"]
        return "\n".join(out) + "\n"

    def print_value(self, v, t):
        if t == "f64":
            nan = self.fresh("b")
            self.emit("%s = arith.cmpf uno, %s, %s : f64" % (nan, v, v))
            mark = self.fresh("c")
            self.emit("%s = arith.constant 12345.0 : f64" % mark)
            s = self.fresh()
            self.emit("%s = arith.select %s, %s, %s : f64" % (s, nan, mark, v))
            self.emit("func.call @printF64(%s) : (f64) -> ()" % s)
            return
        if t == "i32":
            w = self.fresh()
            self.emit("%s = arith.extsi %s : i32 to i64" % (w, v))
            v = w
        elif t == "index":
            w = self.fresh()
            self.emit("%s = arith.index_cast %s : index to i64" % (w, v))
            v = w
        self.emit("func.call @printI64(%s) : (i64) -> ()" % v)


def run(cmd, stdin=None):
    p = subprocess.run(cmd, shell=True, input=stdin, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="1-5")
    ap.add_argument("--funcs", type=int, default=6)
    ap.add_argument("--keep")
    ap.add_argument("--loopc", required=True)
    ap.add_argument("--mlir-opt", required=True)
    ap.add_argument("--mlir-runner", required=True)
    ap.add_argument("--runner-libs", required=True)
    ap.add_argument("--to-llvm", required=True)
    a = ap.parse_args()
    lo, _, hi = a.seeds.partition("-")
    seeds = range(int(lo), int(hi or lo) + 1)
    tmp = a.keep or tempfile.mkdtemp(prefix="loopc-random-")
    os.makedirs(tmp, exist_ok=True)
    mlir = "%s %%s %s | %s -e main -entry-point-result=void %s" % (
        a.mlir_opt, a.to_llvm, a.mlir_runner, a.runner_libs)
    for seed in seeds:
        prog = Gen(seed).program(a.funcs)
        path = os.path.join(tmp, "random_%d.mlir" % seed)
        with open(path, "w") as f:
            f.write(prog)
        q = shlex.quote(path)
        ref = run(mlir % q)
        if ref[0] != 0:
            print("seed %d: MLIR rejected the program:\n%s" % (seed, ref[2]))
            print(prog)
            return 1
        opt = os.path.join(tmp, "random_%d.opt.mlir" % seed)
        ways = [("loopc run", "%s run %s -e main" % (a.loopc, q)),
                ("loopc run -O0", "%s run %s -e main -O0" % (a.loopc, q)),
                ("loopc -O2 IR through MLIR", "%s %s -O2 --syntax=modern -o %s && %s" % (
                    a.loopc, q, shlex.quote(opt), mlir % shlex.quote(opt)))]
        for what, cmd in ways:
            got = run(cmd)
            if got[0] != 0 or got[1] != ref[1]:
                print("seed %d: %s differs from MLIR (exit %d)\n%s" % (seed, what, got[0], got[2]))
                print("--- MLIR\n%s--- %s\n%s" % (ref[1], what, got[1]))
                print("program: %s" % path)
                return 1
    print("%d random programs agree (seeds %s)" % (len(seeds), a.seeds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
