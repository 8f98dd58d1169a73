#!/usr/bin/env python3
"""mlir_integration.py: runs MLIR's integration tests (programs that MLIR's
test suite compiles with mlir-opt, runs with mlir-runner and checks with
FileCheck) with `loopc run` in place of mlir-opt and mlir-runner.

usage: mlir_integration.py --loopc LOOPC [--llvm-bin DIR] [--mlir-libs DIR]
                           [--no-mlir] [-v] FILE_OR_DIR...

A case is one entry point with its FileCheck line: the RUN lines that run
the same `-e NAME -entry-point-result=R` and check with the same FileCheck
options are one case whatever passes their mlir-opt runs (the wide-integer
emulation files run each program twice, plain and emulated; loopc runs the
program, not a rewriting of it). A case passes when `loopc run FILE -e NAME`
(with --entry-point-result when the RUN line has one), at the default level
and at -O0, prints what FileCheck accepts with the file's own CHECK lines and
options, and, where MLIR 22 runs the case too, exactly what mlir-runner 22
prints.

MLIR 22's output: the file's own RUN line (mlir-cpu-runner is mlir-runner in
MLIR 22, the %mlir_* substitutions are the runner libraries of --mlir-libs);
if MLIR 22 cannot run that pipeline (a pass of a later MLIR, or one that
leaves arith unlowered), MLIR's usual pipeline (`--arith-expand
--convert-math-to-funcs --convert-scf-to-cf --convert-to-llvm
--reconcile-unrealized-casts`). A case whose CHECK lines MLIR 22 fails too
is not counted (listed with -v): the file expects a later MLIR's output or
is wrong itself.

A case is out of scope, with the reason, when the file uses a type loopc
has no C for (tensors, vectors, complex numbers, the llvm dialect's, small
floats), an op that is not in loopc's op table (ir/ops.def), or when all
its RUN lines check what a test pass makes of the program (wide-integer
emulation's printed halves, runtime verification, non-aborting asserts).

The files are llvm-project's (Apache-2.0 with LLVM exception): keep local
copies outside loopc's sources. Prints one line per file (and with -v one
per case that fails, is out of scope or that MLIR 22 fails); exits 0.
"""
import argparse
import glob
import os
import re
import shlex
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlir_tests import mlir_files, run_lines  # noqa: E402

SRC_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Types the C backend has no form for; each with the reason printed.
OUT_TYPES = [
    (re.compile(r'\btensor<'), 'tensors'),
    (re.compile(r'\bvector<'), 'vector types'),
    (re.compile(r'\bcomplex<'), 'complex numbers'),
    (re.compile(r'!llvm\.'), "the llvm dialect's types"),
    (re.compile(r'\bf(8|6|4)E\w+'), 'small float types'),
    (re.compile(r'memref<\*'), 'unranked memrefs'),
]

# Passes whose effect on the program is what the CHECK lines check: a case
# all of whose RUN lines run one of them is out of scope.
OUTPUT_PASSES = {
    'test-arith-emulate-wide-int': "what wide-integer emulation prints (an i16 as its two i8 halves)",
    'generate-runtime-verification': "runtime verification's messages",
    'test-cf-assert': 'a failed cf.assert that prints and goes on (a test lowering)',
}

# Dialects whose op names are looked up in loopc's op table.
DIALECTS = ('arith', 'math', 'scf', 'cf', 'memref', 'func', 'affine', 'vector', 'llvm',
            'tensor', 'linalg', 'gpu', 'transform', 'index', 'ub', 'complex', 'bufferization',
            'emitc', 'builtin')
OP_NAME = re.compile(r'(?<![\w@#%$.!"])(' + '|'.join(DIALECTS) + r')\.([a-z_][\w.]*)')

# MLIR 22's pipeline for a file whose own RUN line mlir-opt 22 or
# mlir-runner 22 cannot run.
FALLBACK = ['--arith-expand', '--convert-math-to-funcs', '--convert-scf-to-cf',
            '--convert-to-llvm', '--reconcile-unrealized-casts']


def loopc_ops():
    """The MLIR names of loopc's ops (ir/ops.def's third column)."""
    names = set()
    with open(os.path.join(SRC_ROOT, 'ir', 'ops.def')) as f:
        for m in re.finditer(r'^OP\(\w+,\s*(?:NULL|"[^"]*"),\s*"([^"]+)"', f.read(), re.M):
            names.add(m.group(1))
    return names


def code_text(text):
    """The text without comments and string literals (vector.print's text)."""
    out = []
    for line in text.split('\n'):
        line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
        out.append(line.split('//', 1)[0])
    return '\n'.join(out)


def out_of_language(text, ops):
    """Why the file is out of loopc's language, or None."""
    code = code_text(text)
    for pat, why in OUT_TYPES:
        if pat.search(code):
            return 'uses ' + why
    missing = sorted({m.group(0) for m in OP_NAME.finditer(code)} - ops)
    if missing:
        return 'uses ops loopc lacks: ' + ', '.join(missing[:4])
    return None


class Pipeline:
    """One RUN line: mlir-opt's arguments, the runner's entry point and
    result, FileCheck's arguments."""

    def __init__(self, line):
        self.line = line
        stages = [s.strip() for s in line.split('|')]
        self.opt = self.runner = self.filecheck = None
        for s in stages:
            words = shlex.split(s)
            if not words:
                continue
            tool = os.path.basename(words[0])
            if tool == 'mlir-opt':
                self.opt = words[1:]
            elif tool in ('mlir-cpu-runner', 'mlir-runner'):
                self.runner = words[1:]
            elif tool == 'FileCheck':
                self.filecheck = words[1:]
        self.entry, self.result = 'main', None
        args = self.runner or []
        for i, w in enumerate(args):
            if w in ('-e', '--e') and i + 1 < len(args):
                self.entry = args[i + 1]
            m = re.match(r'--?entry-point-result(?:=(\S+))?$', w)
            if m:
                self.result = m.group(1) or (args[i + 1] if i + 1 < len(args) else None)
        # Every name in mlir-opt's arguments (-pass-pipeline's too).
        self.passes = set(re.findall(r'\w[\w-]*', ' '.join(self.opt or [])))

    def runs(self):
        return self.opt is not None and self.runner is not None and self.filecheck is not None

    def key(self):
        return (self.entry, self.result, tuple(self.filecheck))


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300, **kw)


class Checker:
    def __init__(self, args):
        self.args = args
        self.ops = loopc_ops()
        self.filecheck = os.path.join(args.llvm_bin, 'FileCheck')
        self.mlir_opt = os.path.join(args.llvm_bin, 'mlir-opt')
        self.mlir_runner = os.path.join(args.llvm_bin, 'mlir-runner')
        libs = args.mlir_libs
        self.c_utils = (sorted(glob.glob(os.path.join(libs, 'libmlir_c_runner_utils.so*'))) or [''])[0]
        self.utils = (sorted(glob.glob(os.path.join(libs, 'libmlir_runner_utils.so*'))) or [''])[0]
        self.have_mlir = (not args.no_mlir and os.path.exists(self.mlir_runner)
                          and self.c_utils and self.utils)

    def file_check(self, path, fc_args, output):
        """None when FileCheck accepts output, else its first lines."""
        words = [path if w == '%s' else w for w in fc_args]
        p = run([self.filecheck] + words, input=output)
        if p.returncode == 0:
            return None
        return '\n'.join(p.stderr.strip().split('\n')[:self.args.lines])

    def loopc(self, path, pipe, level):
        cmd = [self.args.loopc, 'run', path, '-e', pipe.entry]
        if pipe.result:
            cmd.append('--entry-point-result=' + pipe.result)
        if level:
            cmd.append(level)
        p = run(cmd)
        if p.returncode != 0:
            return None, 'loopc run%s exits %d: %s' % (
                ' ' + level if level else '', p.returncode,
                '\n'.join(p.stderr.strip().split('\n')[:self.args.lines]))
        return p.stdout, None

    def substitute(self, words, path):
        subs = {'%s': path, '%mlir_c_runner_utils': self.c_utils,
                '%mlir_runner_utils': self.utils,
                '%mlir_lib_dir/libmlir_c_runner_utils%shlibext': self.c_utils,
                '%mlir_lib_dir/libmlir_runner_utils%shlibext': self.utils}
        out = []
        for w in words:
            for k in sorted(subs, key=len, reverse=True):
                w = w.replace(k, subs[k])
            out.append(w)
        return out

    def mlir(self, path, pipe):
        """(output, how) from MLIR 22, or (None, why not)."""
        runner = self.substitute(pipe.runner, path)
        for opt, how in ((self.substitute(pipe.opt, path), 'its RUN line'),
                         ([path] + FALLBACK, "MLIR's usual pipeline")):
            p = run([self.mlir_opt] + opt)
            if p.returncode != 0:
                continue
            q = run([self.mlir_runner] + runner + ['-shared-libs=%s,%s' % (self.c_utils, self.utils)],
                    input=p.stdout)
            if q.returncode == 0:
                return q.stdout, how
        return None, 'mlir-opt or mlir-runner 22 fails'

    def check(self, path, name, totals):
        with open(path) as f:
            text = f.read()
        pipes = [Pipeline(l) for l in run_lines(text)]
        pipes = [p for p in pipes if p.runs()]
        if not pipes:
            print('%s: no RUN line that runs a program' % name)
            return
        cases = {}
        for p in pipes:
            cases.setdefault(p.key(), []).append(p)
        why_file = out_of_language(text, self.ops)
        passed = counted = out = ref_fail = 0
        for key, group in cases.items():
            label = '%s @%s' % (name, key[0])
            why = why_file
            if why is None:
                hidden = [OUTPUT_PASSES[x] for x in OUTPUT_PASSES
                          if all(x in g.passes for g in group)]
                if hidden:
                    why = 'checks ' + hidden[0]
            if why:
                out += 1
                if self.args.verbose:
                    print('OUT %s: %s' % (label, why))
                continue
            pipe = group[0]
            ref = None
            if self.have_mlir:
                ref, how = self.mlir(path, pipe)
                if ref is not None and self.file_check(path, pipe.filecheck, ref):
                    ref_fail += 1
                    if self.args.verbose:
                        outp, problem = self.loopc(path, pipe, None)
                        problem = problem or self.file_check(path, pipe.filecheck, outp)
                        print('MLIR 22 FAILS %s (%s); loopc %s' % (
                            label, how, 'passes' if problem is None else
                            'fails' if outp != ref else 'prints the same'))
                    continue
            counted += 1
            problem = None
            for level in (None, '-O0'):
                outp, problem = self.loopc(path, pipe, level)
                if problem:
                    break
                problem = self.file_check(path, pipe.filecheck, outp)
                if problem:
                    problem = 'FileCheck%s: %s' % (' (-O0)' if level else '', problem)
                    break
                if ref is not None and outp != ref:
                    problem = 'output%s differs from mlir-runner 22\'s' % (' at -O0' if level else '')
                    break
            if problem is None:
                passed += 1
            elif self.args.verbose:
                print('FAIL %s: %s' % (label, problem.replace('\n', '\n  ')))
        print('%s: %d of %d in-scope cases pass (%d out of scope, %d that mlir-runner 22 fails)'
              % (name, passed, counted, out, ref_fail))
        for i, n in enumerate((passed, counted, out, ref_fail)):
            totals[i] += n


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--loopc', required=True)
    found = shutil.which('mlir-runner') or shutil.which('FileCheck')
    ap.add_argument('--llvm-bin', default=os.path.dirname(found) if found else '/usr/lib/llvm-22/bin',
                    help="FileCheck's, mlir-opt's and mlir-runner's directory (default: the "
                    "PATH's mlir-runner, else /usr/lib/llvm-22/bin)")
    ap.add_argument('--mlir-libs', help="the runner libraries' directory (default: "
                    "--llvm-bin's ../lib)")
    ap.add_argument('--no-mlir', action='store_true', help='do not run MLIR 22')
    ap.add_argument('-v', '--verbose', action='store_true')
    ap.add_argument('--lines', type=int, default=6, help='lines shown per failure (-v)')
    ap.add_argument('paths', nargs='+')
    args = ap.parse_args()
    args.loopc = os.path.abspath(args.loopc)
    if not args.mlir_libs:
        args.mlir_libs = os.path.join(os.path.dirname(os.path.abspath(args.llvm_bin)), 'lib')
    files = mlir_files(args.paths)
    root = args.paths[0] if len(args.paths) == 1 and os.path.isdir(args.paths[0]) else None
    totals = [0, 0, 0, 0]
    checker = Checker(args)
    for f in files:
        checker.check(os.path.abspath(f), os.path.relpath(f, root) if root else f, totals)
    pct = 100.0 * totals[0] / totals[1] if totals[1] else 0.0
    print('total: %d of %d in-scope cases pass (%.1f%%); %d out of scope; %d that mlir-runner 22 fails'
          % (totals[0], totals[1], pct, totals[2], totals[3]))
    return 0


if __name__ == '__main__':
    sys.exit(main())
