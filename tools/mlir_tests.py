#!/usr/bin/env python3
"""mlir_tests.py: runs MLIR's own test files with loopc in place of mlir-opt.

usage: mlir_tests.py --loopc LOOPC [--mlir-opt MLIR_OPT] [--llvm-bin DIR] [-v]
                     FILE_OR_DIR...

Each file's RUN lines run as written, with `mlir-opt` replaced by LOOPC and
FileCheck, not and count taken from DIR (default /usr/lib/llvm-22/bin),
once per case, alone at its own line numbers (the other lines left blank,
so that `expected-error@+1` and FileCheck's line references stay right): a
`// -----` chunk when a RUN line splits the input (a chunk out of loopc's
language that holds several functions: each of them), else a top-level
function with the CHECK lines of the CHECK-LABEL block that names it (a file
with neither is one case). A case counts when it is in loopc's language (mlir_scf_check.in_language:
no tensors, affine ops loopc lacks, linalg, vector, or another
dialect's op in custom form) and mlir-opt itself passes all its RUN
lines (a chunk of several functions that mlir-opt fails: each of them); it
passes when loopc passes them all.

The files are llvm-project's (Apache-2.0 with LLVM exception): keep local
copies outside loopc's sources. Prints one line per file (and, with -v, one
per failing case with the first lines of what failed); exits 0.
"""
import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlir_scf_check import in_language, split_cases  # noqa: E402


def run_lines(text):
    """The RUN lines of a file, continuation lines (`\\`) joined."""
    lines, cur = [], None
    for line in text.split('\n'):
        m = re.match(r'\s*//\s*RUN:(.*)$', line)
        if not m:
            continue
        part = m.group(1).strip()
        cur = part if cur is None else cur + ' ' + part
        if cur.endswith('\\'):
            cur = cur[:-1]
        else:
            lines.append(cur)
            cur = None
    return lines


def mlir_files(paths):
    """The .mlir files of paths: files as given, directories walked in
    sorted order."""
    files = []
    for p in paths:
        if os.path.isdir(p):
            for d, _, fs in sorted(os.walk(p)):
                files += [os.path.join(d, f) for f in sorted(fs) if f.endswith('.mlir')]
        else:
            files.append(p)
    return files


def has_body(lines, i):
    """Whether the top-level func.func at line i has a body: its signature,
    on one line or several (`func.func @f(%a: memref<?xf32>)` then
    `    -> memref<...> {`), ends in `{` before a blank line or the next
    top-level line."""
    for j in range(i, len(lines)):
        if j > i and lines[j].lstrip().startswith('//'):
            continue  # LICM's `func.func @f(` / `// CHECK-LABEL: @f(` / `    %a: i32) {`
        if lines[j].split('//', 1)[0].rstrip().endswith('{'):
            return True  # `{` alone on the next line too (Transforms' `@slice`)
        if j > i and (not lines[j].strip() or not lines[j][0].isspace() and
                      not lines[j].startswith(('(', '->'))):
            return False
    return False


def directive_prefix(line):
    """The check prefix of a FileCheck directive line (`CHECK` for
    `// CHECK-DAG:`, `UJAM-FOUR` for `// UJAM-FOUR-NEXT:`), else None."""
    m = re.match(r'\s*//\s*([\w-]+?)(?:-(?:DAG|NEXT|SAME|LABEL|NOT|EMPTY|COUNT-\d+))?:', line)
    return m.group(1) if m else None


def function_cases(text):
    """(first line, text) per top-level func.func with a body: its lines and
    the comment lines of the CHECK-LABEL blocks naming it, the rest blank;
    [] if nothing matches."""
    lines = text.split('\n')
    blocks, cur = {}, None  # function name -> comment line numbers
    # `CHECK-LABEL: @f`, `func @f(`, or the bare name (`CHECK-LABEL: test_addi`)
    label = re.compile(r'^\s*//\s*[\w-]*-LABEL:\s*(?:func(?:\.func)?\s+)?@?([\w$.]+)')
    for i, line in enumerate(lines):
        m = label.match(line)
        if m:
            cur = blocks.setdefault(m.group(1), [])
        if cur is not None and line.lstrip().startswith('//') and 'RUN:' not in line:
            cur.append(i)
    # Declarations and attribute aliases at the top level are every case's
    # context (lower-affine.mlir's `func.func private @body(index)`, `#set1`).
    shared = {i for i, line in enumerate(lines)
              if (line.startswith('func.func private') and not has_body(lines, i))
              or re.match(r'#[\w$.]+\s*=', line)}
    # A directive before the first CHECK-LABEL that defines a global FileCheck
    # variable (MemRef/ops.mlir's `// CHECK: #[[$MAP:.*]] = affine_map<...>`)
    # belongs to the cases that use that variable: every such line, as each
    # check prefix defines its own (unroll-jam.mlir's CHECK-DAG and
    # GPU-HJAM-DAG lines both define $MAP_PLUS_1).
    first_label = min((i for i, line in enumerate(lines) if label.match(line)), default=0)
    globals_def = {}
    for i in range(first_label):
        for g in re.findall(r'\[\[\$(\w+):', lines[i]):
            globals_def.setdefault(g, []).append(i)
    cases, start, name = [], None, None
    for i, line in enumerate(lines):
        if start is None and line.startswith('func.func') and has_body(lines, i):
            start = i
            m = re.search(r'@([\w$.]+)', line)
            name = m.group(1) if m else None
        elif start is not None and line.startswith('}'):
            keep = set(range(start, i + 1)) | set(blocks.get(name, [])) | shared
            used = {g for k in blocks.get(name, []) for g in re.findall(r'\[\[\$(\w+)\]\]', lines[k])}
            prefixes = {directive_prefix(lines[k]) for k in blocks.get(name, [])}
            keep |= {i for g in used for i in globals_def.get(g, [])
                     if directive_prefix(lines[i]) in prefixes}
            if name in blocks:
                cases.append((start + 1, '\n'.join(l if k in keep else '' for k, l in enumerate(lines))))
            start = None
    return cases


def checks_nothing(line, body):
    """Whether RUN line ends in a FileCheck none of whose prefixes has a
    directive in this case (a RUN line that does not split the input, such
    as ops.mlir's -mlir-print-op-generic one, checks one case only: FileCheck
    would stop at `no check strings found` in the others)."""
    m = re.search(r'\|\s*FileCheck\b(.*)$', line)
    if not m:
        return False
    p = re.search(r'-check-prefix(?:es)?[= ](\S+)', m.group(1))
    prefixes = p.group(1).split(',') if p else ['CHECK']
    return not re.search(r'//\s*(%s)(-[A-Z]+)?:' % '|'.join(map(re.escape, prefixes)), body)


def case_label(text):
    """The first function with a body (declarations shared by every case
    come first in some files), else the first symbol."""
    lines = [l if not l.lstrip().startswith('//') else '' for l in text.split('\n')]
    for i, line in enumerate(lines):
        if line.startswith('func.func') and has_body(lines, i):
            return re.search(r'@([\w$.]+)', line).group(1)
    m = re.search(r'@([\w$.]+)', '\n'.join(lines))
    return m.group(1) if m else '?'


def scoped_cases(text, split):
    """(first line, text padded to its own line numbers, in loopc's language)
    for each case. A `// -----` chunk that is out of loopc's language is
    split into its functions (with their CHECK-LABEL blocks) when it holds
    more than one: a scalar function does not leave the count because a
    neighbour in its chunk uses a tensor (Transforms/canonicalize.mlir's
    first chunk, ControlFlow/canonicalize.mlir's). The passes these files
    run work function by function, and a case counts only if mlir-opt
    passes it alone too."""
    out = []
    chunks = split_cases(text) if split else [(1, text)]
    for first, body in chunks:
        padded = '\n' * (first - 1) + body
        if split and not in_language(body):
            funcs = function_cases(padded)
            if len(funcs) > 1:
                out += [(first_f, f, in_language(f)) for first_f, f in funcs]
                continue
        if not split:
            funcs = function_cases(text)
            if funcs:
                return [(first_f, f, in_language(f)) for first_f, f in funcs]
        out.append((first, padded, in_language(body)))
    return out


class Runner:
    def __init__(self, args, tmp):
        self.args, self.tmp = args, tmp

    def command(self, line, path, tool):
        cmd = line.replace('%s', path).replace('%t', os.path.join(self.tmp, 't'))
        cmd = re.sub(r'(?<![\w/.-])mlir-opt(?![\w-])', tool, cmd)
        return cmd

    def run_case(self, runs, path, tool):
        """None when every RUN line passes, else what the first failing said."""
        env = dict(os.environ)
        env['PATH'] = self.args.llvm_bin + os.pathsep + env.get('PATH', '')
        with open(path) as f:
            body = f.read()
        for line in runs:
            if checks_nothing(line, body):
                continue
            cmd = self.command(line, path, tool)
            # Its own process group, so that a command that hangs goes whole
            # (bash's children too), and a hang fails the case, not the count.
            p = subprocess.Popen(['bash', '-o', 'pipefail', '-c', cmd], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True, env=env, cwd=self.tmp,
                                 start_new_session=True)
            try:
                out, err = p.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                p.communicate()
                return '$ %s\ntimed out after 60 s' % cmd
            if p.returncode != 0:
                return '$ %s\n%s' % (cmd, (err or out)[:1500])
        return None


def check_file(runner, path, totals):
    with open(path) as f:
        text = f.read()
    runs = run_lines(text)
    name = os.path.relpath(path, runner.args.root) if runner.args.root else path
    if not runs:
        return
    cases = scoped_cases(text, any('split-input-file' in r for r in runs))
    counted = passed = out = ref_fail = 0
    while cases:
        first, padded, inside = cases.pop(0)
        body = padded
        if not inside:
            out += 1
            if runner.args.verbose:
                print('OUT %s:%d @%s' % (name, first, case_label(body)))
            continue
        padded += '\n'
        case_path = os.path.join(runner.tmp, 'case.mlir')
        with open(case_path, 'w') as f:
            f.write(padded)
        if runner.args.mlir_opt and runner.run_case(runs, case_path, runner.args.mlir_opt):
            # A chunk of several functions that mlir-opt fails for one of
            # them (convert-to-cfg.mlir's first, for `scf.parallel
            # unsigned`, newer than MLIR 22): each function is a case.
            funcs = function_cases(padded[:-1])
            if len(funcs) > 1:
                cases[:0] = [(first_f, f, in_language(f)) for first_f, f in funcs]
                continue
            ref_fail += 1
            if runner.args.verbose:
                print('MLIR-OPT FAILS %s:%d @%s' % (name, first, case_label(body)))
            continue
        counted += 1
        problem = runner.run_case(runs, case_path, runner.args.loopc)
        if problem is None:
            passed += 1
        elif runner.args.verbose:
            print('FAIL %s:%d @%s' % (name, first, case_label(body)))
            print('  ' + '\n  '.join(problem.strip().split('\n')[:runner.args.lines]))
    print('%s: %d of %d in-scope cases pass (%d out of loopc\'s language, '
          '%d that mlir-opt fails)' % (name, passed, counted, out, ref_fail))
    totals[0] += passed
    totals[1] += counted


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--loopc', required=True)
    ap.add_argument('--mlir-opt', default='/usr/lib/llvm-22/bin/mlir-opt')
    ap.add_argument('--llvm-bin', default='/usr/lib/llvm-22/bin')
    ap.add_argument('-v', '--verbose', action='store_true')
    ap.add_argument('--lines', type=int, default=12, help='lines shown per failure (-v)')
    ap.add_argument('paths', nargs='+')
    args = ap.parse_args()
    args.loopc = os.path.abspath(args.loopc)
    files = mlir_files(args.paths)
    args.root = os.path.commonpath([os.path.abspath(p) for p in args.paths]) \
        if len(args.paths) == 1 and os.path.isdir(args.paths[0]) else None
    totals = [0, 0]
    with tempfile.TemporaryDirectory() as tmp:
        runner = Runner(args, tmp)
        for f in files:
            check_file(runner, os.path.abspath(f) if args.root else f, totals)
    pct = 100.0 * totals[0] / totals[1] if totals[1] else 0.0
    print('total: %d of %d in-scope cases pass (%.1f%%)' % (totals[0], totals[1], pct))
    return 0


if __name__ == '__main__':
    sys.exit(main())
