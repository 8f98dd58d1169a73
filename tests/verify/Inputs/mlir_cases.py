#!/usr/bin/env python3
"""mlir_cases.py LOOPC FILE: prints FILE with every `// -----` case that
mlir-opt cannot read replaced by blank lines, so that the remaining cases
keep their line numbers and their expected-* comments hold for mlir-opt too.

A case is left out when it is written in the classic spelling (`func @f`,
`loop.*` ops, the 2020 names of the standard ops; the names come from
`LOOPC --list-ops`) or marked `// loopc-only: <why>` (a deliberate
difference from mlir-opt, listed in docs/mlir-compat.md)."""
import re
import subprocess
import sys


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
        if m and m.group(1) in classic:
            return False
        if re.search(r'\bloop\.', code):
            return False
    return True


def main():
    loopc, path = sys.argv[1], sys.argv[2]
    classic = classic_names(loopc)
    with open(path) as f:
        lines = f.read().split('\n')
    out, chunk = [], []

    def flush():
        text = '\n'.join(chunk)
        out.extend(chunk if is_mlir_case(text, classic) else [''] * len(chunk))
        chunk.clear()

    for line in lines:
        if line.strip() == '// -----':
            flush()
            out.append(line)
        else:
            chunk.append(line)
    flush()
    sys.stdout.write('\n'.join(out))


if __name__ == '__main__':
    main()
