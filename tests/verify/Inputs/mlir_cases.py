#!/usr/bin/env python3
"""mlir_cases.py LOOPC MLIR_OPT FILE...: checks that the expected-* comments
of loopc's verifier tests hold for mlir-opt too.

Of each FILE whose RUN line expects `--verify-diagnostics` to pass, every
`// -----` case that mlir-opt cannot read is replaced by blank lines (so the
other cases keep their line numbers) and the result is run through
`mlir-opt --split-input-file --verify-diagnostics`. A case is left out when
it is written in the classic spelling (`func @f`, `loop.*` ops, the 2020
names of the standard ops, which `LOOPC --list-ops` gives) or marked
`// loopc-only: <why>` (a deliberate difference from mlir-opt, listed in
docs/mlir-compat.md). Prints one line per file; exits 1 if mlir-opt
disagrees with any of them."""
import os
import re
import subprocess
import sys
import tempfile


def classic_names(loopc):
    """Classic op names mlir-opt does not accept ('return' and 'call' it
    reads inside a func.func, 'module' everywhere)."""
    out = subprocess.run([loopc, '--list-ops'], capture_output=True, text=True, check=True).stdout
    names = set()
    for line in out.splitlines():
        cols = line.split()
        if len(cols) >= 2 and cols[1] != '-' and cols[1] != cols[0]:
            names.add(cols[1])
    return names - {'return', 'call', 'module'}


def is_mlir_case(chunk, classic):
    if 'loopc-only:' in chunk:
        return False
    op = re.compile(r'^\s*(?:%[^=]*=\s*)?"?([A-Za-z_][\w.]*)')
    for line in chunk.split('\n'):
        code = line.split('//', 1)[0]
        m = op.match(code)
        if (m and m.group(1) in classic) or re.search(r'\bloop\.', code):
            return False
    return True


def mlir_cases(text, classic):
    """(text with the cases mlir-opt cannot read blanked, how many cases with
    expected-* comments are left)."""
    out, chunk, kept = [], [], [0]

    def flush():
        keep = is_mlir_case('\n'.join(chunk), classic)
        kept[0] += keep and any('expected-' in line for line in chunk)
        out.extend(chunk if keep else [''] * len(chunk))
        chunk.clear()

    for line in text.split('\n'):
        if line.strip() == '// -----':
            flush()
            out.append(line)
        else:
            chunk.append(line)
    flush()
    return '\n'.join(out), kept[0]


def expects_success(text):
    return any(re.match(r'// RUN: %loopc .*--verify-diagnostics', line) for line in text.split('\n'))


def main():
    loopc, mlir_opt, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    classic = classic_names(loopc)
    with tempfile.TemporaryDirectory(prefix='mlir-cases.') as tmp:
        results = [check_file(path, classic, mlir_opt, tmp) for path in sorted(files)]
    return 0 if all(results) else 1


def check_file(path, classic, mlir_opt, tmp):
    with open(path) as f:
        text = f.read()
    if not expects_success(text):
        return True
    cases, count = mlir_cases(text, classic)
    if not count:
        return True
    mine = os.path.join(tmp, os.path.basename(path))
    with open(mine, 'w') as f:
        f.write(cases)
    p = subprocess.run([mlir_opt, mine, '--split-input-file', '--verify-diagnostics',
                        '--allow-unregistered-dialect', '-o', os.devnull],
                       capture_output=True, text=True)
    name = os.path.basename(path)
    if p.returncode != 0:
        print('%s: mlir-opt disagrees\n%s' % (name, p.stderr))
        return False
    print('%s: mlir-opt agrees on %d cases' % (name, count))
    return True


if __name__ == '__main__':
    sys.exit(main())
