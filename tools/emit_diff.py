#!/usr/bin/env python3
"""emit_diff.py: checks that two loopc binaries give the same output for every
test input and sample: the IR as read, at -O2 and in the generic form, the C
(plain and with #line directives), the header, each with its diagnostics and
exit status. For refactorings that must not change behaviour: build the old
tree (or keep its tools/loopc) and compare it with the new one.

Usage: tools/emit_diff.py OLD_LOOPC NEW_LOOPC [ROOT]
Prints one line per input and mode that differs (and the first differing
line) and exits 1 if there is any."""
import concurrent.futures
import os
import subprocess
import sys

MODES = [
    [],
    ['-O2'],
    ['--print-generic'],
    ['--emit=c'],
    ['--emit=c', '--line-directives', '-O1'],
    ['--emit=header'],
]


def inputs(root):
    out = []
    for top in ('tests', 'samples'):
        for d, dirs, files in os.walk(os.path.join(root, top)):
            dirs.sort()
            for f in sorted(files):
                if f.endswith('.mlir') or f.endswith('.onnx'):
                    out.append(os.path.join(d, f))
    return out


def run(loopc, path, mode):
    args = [loopc] + mode
    if path.endswith('.mlir'):
        with open(path, 'rb') as f:
            if b'// -----' in f.read():
                args.append('--split-input-file')
    args.append(path)
    try:
        p = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 'timeout', b'', b''


def first_difference(a, b):
    la, lb = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return 'line %d: %r / %r' % (i + 1, x[:100], y[:100])
    return 'length %d / %d lines' % (len(la), len(lb))


def compare(old, new, path, mode):
    a, b = run(old, path, mode), run(new, path, mode)
    if a == b:
        return None
    what = 'exit status %s / %s' % (a[0], b[0]) if a[0] != b[0] else \
        'stdout ' + first_difference(a[1], b[1]) if a[1] != b[1] else \
        'stderr ' + first_difference(a[2], b[2])
    return '%s %s: %s' % (os.path.relpath(path), ' '.join(mode) or '(IR)', what)


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    old, new = sys.argv[1], sys.argv[2]
    root = sys.argv[3] if len(sys.argv) > 3 else os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))
    jobs = [(p, m) for p in inputs(root) for m in MODES]
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(2) as ex:
        for r in ex.map(lambda j: compare(old, new, *j), jobs):
            if r:
                print(r)
                bad += 1
    print('emit_diff: %d runs, %d differ' % (len(jobs), bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
