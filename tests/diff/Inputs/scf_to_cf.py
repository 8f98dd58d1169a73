#!/usr/bin/env python3
"""scf_to_cf.py: loopc on what MLIR's --convert-scf-to-cf makes of loopc's own
programs (functions of several blocks joined by cf.br / cf.cond_br, loops
with block arguments, nested ifs, while loops), compared with MLIR.

For each program: MLIR's pipeline and mlir-runner give the reference output;
the converted program must print the same through `loopc run -O2` and
`-O0`, and through loopc's -O2 IR fed back to MLIR's pipeline; its C at -O2
must compile with the strict flags. Prints `NAME: agree` or `NAME: DISAGREE
(what)` per program, then a summary line.

usage: scf_to_cf.py --loopc L --mlir-opt O --mlir-runner R --runner-libs=LIBS
                    --to-llvm='FLAGS' --cc 'CC' --cflags 'FLAGS' --work DIR FILE...
"""
import argparse
import os
import re
import shlex
import subprocess
import sys

ADDR = re.compile(r"base@ = 0x[0-9a-f]+")


def sh(argv, stdin=None):
    p = subprocess.run(argv, input=stdin, capture_output=True, text=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser()
    for o in ("--loopc", "--mlir-opt", "--mlir-runner", "--runner-libs", "--to-llvm", "--cc",
              "--cflags", "--work"):
        ap.add_argument(o, required=True)
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    to_llvm = shlex.split(a.to_llvm)

    def mlir(path):
        rc, out, err = sh([a.mlir_opt, path] + to_llvm)
        if rc:
            return rc, "", err
        return sh([a.mlir_runner, "-e", "main", "-entry-point-result=void", a.runner_libs],
                  stdin=out)

    bad = 0
    for f in a.files:
        name = os.path.splitext(os.path.basename(f))[0]
        cf = os.path.join(a.work, name + ".cf.mlir")
        rc, _, err = sh([a.mlir_opt, f, "--convert-scf-to-cf", "-o", cf])
        problems = []
        if rc:
            problems.append("mlir-opt --convert-scf-to-cf: " + err.strip()[-200:])
        else:
            ref = mlir(f)
            if ref[0]:
                problems.append("reference: " + ref[2].strip()[-200:])
            want = ADDR.sub("ADDR", ref[1])
            runs = [("run-O2", sh([a.loopc, "run", cf, "-e", "main", "-O2"])),
                    ("run-O0", sh([a.loopc, "run", cf, "-e", "main", "-O0"]))]
            opt = os.path.join(a.work, name + ".cf.O2.mlir")
            rc, _, err = sh([a.loopc, cf, "-O2", "--syntax=modern", "-o", opt])
            runs.append(("ir-O2", mlir(opt) if rc == 0 else (rc, "", err)))
            for run, (rc, out, err) in runs:
                if rc:
                    problems.append("%s failed: %s" % (run, err.strip()[-200:]))
                elif ADDR.sub("ADDR", out) != want:
                    problems.append(run + " prints something else")
            c = os.path.join(a.work, name + ".cf.c")
            rc, _, err = sh([a.loopc, cf, "-O2", "--emit=c", "-o", c])
            if rc == 0:
                rc, _, err = sh(shlex.split(a.cc) + shlex.split(a.cflags) +
                                ["-c", c, "-o", c + ".o"])
            if rc:
                problems.append("C: " + err.strip()[-300:])
        if problems:
            bad += 1
            print("%s: DISAGREE (%s)" % (name, "; ".join(problems)))
        else:
            print("%s: agree" % name)
    print("%d programs, %d disagree" % (len(a.files), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
