#!/usr/bin/env python3
"""mlir_scf_check.py: runs MLIR's own SCF dialect test files through loopc.

usage: mlir_scf_check.py --loopc LOOPC [--mlir-opt MLIR_OPT] DIR [-v]

DIR holds local copies of llvm-project's mlir/test/Dialect/SCF/invalid.mlir,
ops.mlir and canonicalize.mlir (they are not part of loopc's sources; any of
the three may be missing). Only the cases whose ops are in loopc's language
count: a case that uses scf.foreach_thread (scf.forall's old name), tensors
(scf.forall's shared_outs are tensors), affine ops loopc lacks, linalg, vector
or an op of another dialect in its custom form is out of scope.

* invalid.mlir: every in-language `// -----` case is clean under
  `loopc --split-input-file --verify-diagnostics` (run alone, at its own
  line numbers).
* ops.mlir (one input, no separators): every in-language top-level function,
  and canonicalize.mlir: every in-language case, parses and round-trips:
  loopc reads its own output (custom and generic form) back to the same
  text, and with --mlir-opt, mlir-opt accepts loopc's output and, where
  mlir-opt accepts the original too, prints both the same.

Prints one line per failing case and a summary line per file; exits 1 if
any in-language case fails.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

OUT_OF_SCOPE = re.compile(
    r'\bscf\.foreach_thread\b'
    r'|\btensor[.<]|\blinalg\.|\bvector[.<]'
    # The affine ops loopc has are in its language (issue 23); the others not.
    r'|\baffine\.(?!(for|if|parallel|yield|load|store|apply|min|max|'
    r'delinearize_index|linearize_index)\b)\w'
    # An op of another dialect in custom form (generic "test.op" is fine):
    # the test dialect's, or one of a dialect loopc has none of (llvm.return).
    r'|^\s*(%[\w#:, %]*=\s*)?test\.'
    r'|^\s*(%[\w#:, %]*=\s*)?(?!(arith|math|memref|scf|cf|func|affine|ub|builtin)\.)'
    r'[a-z_]\w*\.[a-z_]\w*(\s|$)')


def code_lines(text):
    """The text without `//` comments (no string in these files has one)."""
    return '\n'.join(line.split('//', 1)[0] for line in text.split('\n'))


def in_language(text):
    return not any(OUT_OF_SCOPE.search(line) for line in code_lines(text).split('\n'))


def split_cases(text):
    """(first_line, text) for each `// -----` chunk, as MLIR splits them."""
    cases, start, lines = [], 0, text.split('\n')
    for i, line in enumerate(lines):
        if line.strip() == '// -----':
            cases.append((start + 1, '\n'.join(lines[start:i])))
            start = i + 1
    cases.append((start + 1, '\n'.join(lines[start:])))
    return cases


def split_functions(text):
    """(first_line, text) for each top-level func.func of a file."""
    funcs, lines, start = [], text.split('\n'), None
    for i, line in enumerate(lines):
        if start is None and line.startswith('func.func'):
            start = i
        elif start is not None and line.startswith('}'):
            funcs.append((start + 1, '\n'.join(lines[start:i + 1])))
            start = None
    return funcs


def case_name(text):
    m = re.search(r'func\.func\s+(?:private\s+)?@(\w+)', code_lines(text))
    return m.group(1) if m else '?'


def run(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


class Checker:
    def __init__(self, loopc, mlir_opt, verbose, tmp):
        self.loopc, self.mlir_opt, self.verbose, self.tmp = loopc, mlir_opt, verbose, tmp

    def write(self, name, text):
        path = os.path.join(self.tmp, name)
        with open(path, 'w') as f:
            f.write(text)
        return path

    def report(self, file, first, text, problem, detail=''):
        print('FAIL %s:%d @%s: %s' % (file, first, case_name(text), problem))
        if self.verbose and detail:
            print('  ' + detail.strip().replace('\n', '\n  '))

    def check_invalid(self, file, text):
        """A case alone, padded with blank lines so line numbers stay."""
        first, body = text
        padded = '\n' * (first - 1) + body + '\n'
        path = self.write('invalid.mlir', padded)
        rc, _, err = run([self.loopc, path, '--split-input-file', '--verify-diagnostics'])
        return None if rc == 0 else ('not clean under --verify-diagnostics', err)

    def check_roundtrip(self, file, text):
        _, body = text
        src = self.write('case.mlir', body + '\n')
        rc, out, err = run([self.loopc, src])
        if rc != 0:
            return 'loopc rejects it', err
        once = self.write('once.mlir', out)
        rc, again, err = run([self.loopc, once])
        if rc != 0:
            return 'loopc rejects its own output', err
        if again != out:
            return 'loopc prints its own output differently', again
        rc, gen, err = run([self.loopc, src, '--print-generic'])
        rc2, back, err2 = (run([self.loopc, self.write('gen.mlir', gen)]) if rc == 0
                           else (rc, '', err))
        if rc2 != 0 or back != out:
            return 'generic form does not read back to the same IR', err2 or back
        if not self.mlir_opt:
            return None
        opt = [self.mlir_opt, '--allow-unregistered-dialect']
        rc, mine, err = run(opt + [once])
        if rc != 0:
            return 'mlir-opt rejects loopc\'s output', err
        rc, theirs, _ = run(opt + [src])
        if rc == 0 and theirs != mine:
            return 'mlir-opt prints loopc\'s output differently from the original', mine
        return None

    def check_file(self, path, cases, check):
        name = os.path.basename(path)
        counted = clean = 0
        for case in cases:
            if not in_language(case[1]):
                continue
            counted += 1
            problem = check(name, case)
            if problem is None:
                clean += 1
            else:
                self.report(name, case[0], case[1], *problem)
        print('%s: %d of %d in-language %s clean' %
              (name, clean, counted, 'functions' if name == 'ops.mlir' else 'cases'))
        return clean == counted


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--loopc', required=True)
    ap.add_argument('--mlir-opt')
    ap.add_argument('-v', '--verbose', action='store_true')
    ap.add_argument('dir')
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix='mlir-scf-check.') as tmp:
        return check_dir(args, Checker(args.loopc, args.mlir_opt, args.verbose, tmp))


def check_dir(args, c):
    ok, found = True, 0
    plan = [('invalid.mlir', split_cases, c.check_invalid),
            ('ops.mlir', split_functions, c.check_roundtrip),
            ('canonicalize.mlir', split_cases, c.check_roundtrip)]
    for name, split, check in plan:
        path = os.path.join(args.dir, name)
        if not os.path.exists(path):
            continue
        found += 1
        with open(path) as f:
            ok = c.check_file(path, split(f.read()), check) and ok
    if not found:
        print('no MLIR test files in %s' % args.dir)
        return 1
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
