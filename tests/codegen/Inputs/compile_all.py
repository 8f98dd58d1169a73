"""Emits C for every program given and compiles it with each available C
compiler, with and without OpenMP, under -std=c11 -Wall -Wextra -Werror
-pedantic. Prints one line per failure and 'compiled N files' at the end."""
import os
import shutil
import subprocess
import sys
import tempfile

loopc = sys.argv[1]
args = sys.argv[2:]
# --levels=-O0,-O3: emit at each of these levels instead of the default one.
levels = [None]
if args and args[0].startswith('--levels='):
    levels = args[0][len('--levels='):].split(',')
    args = args[1:]
files = []
for arg in args:
    if os.path.isdir(arg):
        for f in sorted(os.listdir(arg)):
            path = os.path.join(arg, f)
            # Tests that expect loopc to fail have nothing to compile.
            if f.endswith('.mlir') and 'not %loopc' not in open(path).read():
                files.append(path)
    else:
        files.append(arg)
compilers = [c for c in ('gcc', 'clang') if shutil.which(c)]
flags = ['-std=c11', '-Wall', '-Wextra', '-Werror', '-pedantic']
# gcc compiles at -O2, where its flow-based warnings (-Wmaybe-uninitialized,
# ...) run; clang's warnings all come from its front end, so -fsyntax-only
# checks the same and skips code generation.
mode = {'gcc': ['-O2', '-c'], 'clang': ['-fsyntax-only']}
failures = 0
count = 0


def parts(path, tmp):
    """The file itself, or for a split-file container (`//--- NAME` lines,
    as in tests/abi) each part written to tmp."""
    text = open(path).read()
    if '\n//--- ' not in text:
        return [(path, path)]
    out, name, lines = [], None, []
    for line in text.splitlines(keepends=True) + ['//--- ']:
        if line.startswith('//--- '):
            if name:
                part = os.path.join(tmp, 'part_' + name)
                with open(part, 'w') as fp:
                    fp.write(''.join(lines))
                out.append(('%s (%s)' % (path, name), part))
            name, lines = line[6:].strip(), []
        else:
            lines.append(line)
    return out


with tempfile.TemporaryDirectory() as tmp:
    for f, src in (p for path in files for p in parts(path, tmp)):
      for level in levels:
        out = os.path.join(tmp, 'out.c')
        what = f if level is None else '%s at %s' % (f, level)
        r = subprocess.run([loopc, src, '--emit=c', '-o', out] + ([level] if level else []),
                           capture_output=True, text=True)
        if r.returncode != 0:
            print('EMIT FAILED: %s\n%s' % (what, r.stderr))
            failures += 1
            continue
        count += 1
        for cc in compilers:
            for omp in ([], ['-fopenmp']):
                cmd = [cc] + flags + mode[cc] + omp + [out, '-o', os.path.join(tmp, 'out.o')]
                r = subprocess.run(cmd, capture_output=True, text=True)
                if r.returncode != 0:
                    print('COMPILE FAILED: %s with %s\n%s' % (what, ' '.join(cmd[:1] + omp), r.stderr))
                    failures += 1
print('compiled %d files, %d failures' % (count, failures))
sys.exit(1 if failures else 0)
