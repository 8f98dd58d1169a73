#!/usr/bin/env python3
"""print_vs_mlir_opt.py LOOPC MLIR_OPT PATH...: loopc prints every .mlir
input that both tools accept, in today's spelling, byte for byte as mlir-opt
22 prints it (names, custom forms, the trailing empty line), and in the
generic form as `mlir-opt -mlir-print-op-generic` does.

An input counts when mlir-opt reads it (with --allow-unregistered-dialect)
and loopc reads it and guesses the modern spelling (`loopc FILE` prints it
in the input's spelling); dense attributes of more than 100 elements print
in hex in both. Prints `DIFF FILE` and the first differing lines per
mismatch, and `compared N inputs, M differ`.
"""
import difflib
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..', 'tools'))
from mlir_tests import mlir_files  # noqa: E402


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode, p.stdout


def main():
    loopc, mlir_opt, paths = sys.argv[1], sys.argv[2], sys.argv[3:]
    files = mlir_files(paths)
    compared = differ = 0
    for f in files:
        rc, ref = run([mlir_opt, '--allow-unregistered-dialect', f])
        if rc != 0:
            continue
        rc, mine = run([loopc, f])
        body = mine.lstrip('\n')
        while body.startswith('#'):  # alias definitions above the module
            body = body.partition('\n')[2]
        if rc != 0 or not body.startswith('module'):
            continue  # loopc rejects it, or it is in the classic spelling
        compared += 1
        _, gref = run([mlir_opt, '--allow-unregistered-dialect', '-mlir-print-op-generic', f])
        _, gmine = run([loopc, f, '--print-generic'])
        if mine != ref or gmine != gref:
            differ += 1
            print('DIFF %s' % f)
            for a, b in ((ref, mine), (gref, gmine)):
                d = list(difflib.unified_diff(a.split('\n'), b.split('\n'), 'mlir-opt',
                                              'loopc', n=0, lineterm=''))
                print('\n'.join('  ' + l for l in d[2:12]))
    print('compared %d inputs, %d differ' % (compared, differ))


if __name__ == '__main__':
    main()
