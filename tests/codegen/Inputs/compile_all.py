"""Emits C for every program given and compiles it with each available C
compiler, with and without OpenMP, under -std=c11 -Wall -Wextra -Werror
-pedantic. Prints one line per failure and 'compiled N files' at the end."""
import os
import shutil
import subprocess
import sys
import tempfile

loopc = sys.argv[1]
files = []
for arg in sys.argv[2:]:
    if os.path.isdir(arg):
        for f in sorted(os.listdir(arg)):
            path = os.path.join(arg, f)
            # Tests that expect loopc to fail have nothing to compile.
            if f.endswith('.mlir') and 'not %loopc' not in open(path).read():
                files.append(path)
    else:
        files.append(arg)
compilers = [c for c in ('gcc', 'clang') if shutil.which(c)]
flags = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-pedantic', '-O2', '-c']
failures = 0
count = 0
with tempfile.TemporaryDirectory() as tmp:
    for f in files:
        out = os.path.join(tmp, 'out.c')
        r = subprocess.run([loopc, f, '--emit=c', '-o', out], capture_output=True, text=True)
        if r.returncode != 0:
            print('EMIT FAILED: %s\n%s' % (f, r.stderr))
            failures += 1
            continue
        count += 1
        for cc in compilers:
            for omp in ([], ['-fopenmp']):
                cmd = [cc] + flags + omp + [out, '-o', os.path.join(tmp, 'out.o')]
                r = subprocess.run(cmd, capture_output=True, text=True)
                if r.returncode != 0:
                    print('COMPILE FAILED: %s with %s\n%s' % (f, ' '.join(cmd[:1] + omp), r.stderr))
                    failures += 1
print('compiled %d files, %d failures' % (count, failures))
sys.exit(1 if failures else 0)
