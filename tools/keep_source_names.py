#!/usr/bin/env python3
# keep_source_names.py: the script that put --print-names=source on the RUN lines of the lit
# tests whose CHECK lines match the source's SSA names (run it on a test that fails only
# because loopc now prints mlir-opt's names).
# usage: keep_source_names.py FILE...: adds it after each %loopc (not its
# subcommands run/explain/cache/onnx-test) on the RUN lines of the files.
import re, sys
pat = re.compile(r'%loopc(?=\s)(?!\s+(?:run|explain|cache|onnx-test)\b)(?!\s+--print-names)')
for path in sys.argv[1:]:
    lines = open(path).read().split('\n')
    out = []
    for line in lines:
        if 'RUN:' in line:
            line = pat.sub('%loopc --print-names=source', line)
        out.append(line)
    open(path, 'w').write('\n'.join(out))
