#!/usr/bin/python3
"""leak_check.py: calls a lowered ONNX model's generated C many times under
AddressSanitizer with leak detection (LeakSanitizer) and reports what leaks.

usage: leak_check.py --loopc LOOPC [--cc CC] [--calls N] WORKDIR MODEL_DIR...

Each MODEL_DIR is a test folder in ONNX's backend layout (model.onnx,
test_data_set_N/input_K.pb). The model is compiled with `loopc --emit=c
--embed-runtime` and `--emit=header`; a harness written here from the header
binds the inputs (tensors as one descriptor, sequences and optionals as the
data and meta descriptors of passes/onnx_lower_seq.c), calls
_mlir_ciface_main_graph N times, on each data set in turn (so that every
path the sets take runs), and frees every result buffer that the
allocator owns (__sanitizer_get_ownership: constants are static arrays and
inputs are the harness's own), each distinct buffer once. Whatever the
generated code allocates and neither frees nor returns is then reported by
LeakSanitizer at exit. Prints `OK NAME` or `LEAK NAME: B bytes in A
allocations (per call: ...)` per model, then the totals; exits 1 if any model
leaked or failed to build or run. Needs python3-onnx and python3-numpy."""
import argparse
import concurrent.futures
import glob
import os
import re
import shlex
import subprocess
import sys

import numpy as np
import onnx

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import onnx_ref  # noqa: E402

CTYPE = {'f32': 'float', 'f64': 'double', 'i1': 'bool', 'i8': 'int8_t', 'i16': 'int16_t',
         'i32': 'int32_t', 'i64': 'int64_t', 'index': 'intptr_t'}
NPTYPE = {'f32': np.float32, 'f64': np.float64, 'i1': np.bool_, 'i8': np.int8,
          'i16': np.int16, 'i32': np.int32, 'i64': np.int64, 'index': np.int64}


def input_kind(vi):
    t = vi.type
    if t.HasField('sequence_type'):
        return 'seq'
    if t.HasField('optional_type'):
        return 'opt'
    return 'tensor'


def flat_list(value, kind, elem):
    """The (data, meta) arrays of a list, as onnx_value_to_list lays them out."""
    elems = value if isinstance(value, list) else [] if value is None else [value]
    elems = [np.asarray(e) for e in elems]
    n = len(elems)
    w = 2 + max([e.ndim for e in elems] + [0])
    meta = np.zeros((n + 1, w), np.int64)
    data = np.concatenate([e.reshape(-1) for e in elems]) if elems else np.zeros(0)
    meta[0, 0] = n if kind == 'seq' or value is not None else -1
    meta[0, 1] = data.size
    off = 0
    for i, e in enumerate(elems):
        meta[i + 1, 0] = off
        meta[i + 1, 1] = e.ndim
        meta[i + 1, 2:2 + e.ndim] = e.shape
        off += e.size
    if data.dtype == np.float16:
        data = data.view(np.int16)
    return data.astype(NPTYPE[elem]), meta


def c_literal(a, elem):
    a = np.asarray(a).reshape(-1)
    if a.size == 0:
        return '{0}'
    if elem == 'i1':
        return '{' + ', '.join('1' if x else '0' for x in a) + '}'
    if elem in ('f32', 'f64'):
        return '{' + ', '.join(float(x).hex() if np.isfinite(x) else
                               ('NAN' if np.isnan(x) else ('INFINITY' if x > 0 else '-INFINITY'))
                               for x in a.astype(np.float64)) + '}'
    return '{' + ', '.join('%dLL' % int(x) for x in a) + '}'


def parse_header(text):
    """(result (C type, field) pairs, argument C types, results struct?); a
    results struct names its fields after the graph's outputs."""
    m = re.search(r'void _mlir_ciface_main_graph\(([^)]*)\);', text)
    # Each parameter's type (a model's parameters are named after its inputs).
    params = [p.split()[0].rstrip('*') for p in m.group(1).split(',')]
    if params and params[0].endswith('_results'):
        fields = re.search(r'typedef struct %s \{(.*?)\} %s;' % (params[0], params[0]), text,
                           re.S).group(1)
        results = re.findall(r'(memref_\w+) (\w+);', fields)
        return results, params[1:], True
    # One result: its descriptor comes first.
    return [(params[0], None)], params[1:], False


def ctype_parts(name):
    m = re.match(r'memref_(\w+)_(\d+)$', name)
    return m.group(1), int(m.group(2))


def set_arrays(model_dir, set_dir, graph_inputs, params):
    """The flat parameters' arrays for the inputs in set_dir."""
    arrays = []
    for i, vi in enumerate(graph_inputs):
        kind = input_kind(vi)
        v = onnx_ref.read_value(os.path.join(set_dir, 'input_%d.pb' % i), vi)
        if kind == 'tensor':
            arrays.append(np.asarray(v))
        else:
            elem, _ = ctype_parts(params[len(arrays)])
            arrays.extend(flat_list(v, kind, elem))
    if len(arrays) != len(params):
        raise RuntimeError('%d inputs for %d parameters' % (len(arrays), len(params)))
    return arrays


def harness(model_dir, header):
    """C that calls the graph argv[1] times, on each data set in turn."""
    model = onnx.load(os.path.join(model_dir, 'model.onnx'), load_external_data=False)
    inits = {i.name for i in model.graph.initializer}
    graph_inputs = [vi for vi in model.graph.input if vi.name not in inits]
    results, params, is_struct = parse_header(header)
    sets = sorted(glob.glob(os.path.join(model_dir, 'test_data_set_*')))
    out = ['/* leak_check.py harness for %s */' % os.path.basename(model_dir),
           '#include <math.h>', '#include <stdbool.h>', '#include <stdint.h>',
           '#include <stdio.h>', '#include <stdlib.h>',
           '#include "model.h"', '',
           '/* <sanitizer/allocator_interface.h>, which not every compiler installs. */',
           'int __sanitizer_get_ownership(const volatile void *p);', '',
           '/* Frees p once, if the allocator owns it (not a constant, not an input). */',
           'static void release(void *p, void **seen, int *n) {',
           '  if (!p || !__sanitizer_get_ownership(p))', '    return;',
           '  for (int i = 0; i < *n; i++)', '    if (seen[i] == p)', '      return;',
           '  seen[(*n)++] = p;', '  free(p);', '}', '']
    for n, sd in enumerate(sets):
        arrays = set_arrays(model_dir, sd, graph_inputs, params)
        for k, (a, p) in enumerate(zip(arrays, params)):
            elem, rank = ctype_parts(p)
            if a.dtype == np.float16:
                a = a.view(np.int16)
            if a.ndim != rank:
                raise RuntimeError('input %d has rank %d, the parameter %d' % (k, a.ndim, rank))
            out.append('static %s s%d_in%d[%d] = %s;' % (CTYPE[elem], n, k, max(a.size, 1),
                                                         c_literal(a, elem)))
        out.append('static void call%d(void) {' % n)
        for k, (a, p) in enumerate(zip(arrays, params)):
            elem, rank = ctype_parts(p)
            strides, st = [], 1
            for d in reversed(a.shape):
                strides.insert(0, st)
                st *= d
            init = 's%d_in%d, s%d_in%d, 0' % (n, k, n, k)
            if rank:
                init += ', {%s}, {%s}' % (', '.join(map(str, a.shape)),
                                          ', '.join(map(str, strides)))
            out.append('  %s a%d = {%s};' % (p, k, init))
        args = ''.join(', &a%d' % k for k in range(len(params)))
        if is_struct:
            out.append('  main_graph_results r;')
            ptrs = ['r.%s.allocated' % field for _, field in results]
        else:
            out.append('  %s r;' % results[0][0])
            ptrs = ['r.allocated']
        out.append('  _mlir_ciface_main_graph(&r%s);' % args)
        out.append('  void *seen[%d];' % max(len(ptrs), 1))
        out.append('  int nseen = 0;')
        out += ['  release((void *)%s, seen, &nseen);' % p for p in ptrs]
        out += ['}', '']
    out += ['static void (*const calls_of[])(void) = {%s};' %
            ', '.join('call%d' % n for n in range(len(sets))), '',
            'int main(int argc, char **argv) {',
            '  int calls = argc > 1 ? atoi(argv[1]) : 1;',
            '  for (int call = 0; call < calls; call++)',
            '    calls_of[call %% %d]();' % len(sets), '  return 0;', '}', '']
    return '\n'.join(out)


def leaked(stderr):
    """(bytes, allocations) from LeakSanitizer's summary; (0, 0) when it reported none."""
    m = re.search(r'SUMMARY: AddressSanitizer: (\d+) byte\(s\) leaked in (\d+) allocation', stderr)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


def check(args, model_dir):
    name = os.path.basename(os.path.normpath(model_dir))
    work = os.path.join(args.workdir, name)
    os.makedirs(work, exist_ok=True)
    model = os.path.join(model_dir, 'model.onnx')
    for emit, out in (('c', 'model.c'), ('header', 'model.h')):
        cmd = [args.loopc, model, '--emit=' + emit, '-o', os.path.join(work, out)]
        if emit == 'c':
            cmd.append('--embed-runtime')
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if r.returncode:
            return 'FAIL %s: loopc --emit=%s: %s' % (name, emit, r.stdout.strip()), False
    with open(os.path.join(work, 'model.h')) as f:
        header = f.read()
    src = os.path.join(work, 'harness.c')
    with open(src, 'w') as f:
        f.write(harness(model_dir, header))
    exe = os.path.join(work, 'harness')
    cmd = shlex.split(args.cc) + ['-std=c11', '-g', '-O1', '-fsanitize=address',
                                  '-fno-omit-frame-pointer', '-fopenmp', '-I', work,
                                  os.path.join(work, 'model.c'), src, '-o', exe, '-lm']
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if r.returncode:
        return 'FAIL %s: the C compiler failed: %s' % (name, r.stdout.strip()[:2000]), False
    results = {}
    for calls in (1, args.calls):
        env = dict(os.environ, ASAN_OPTIONS='detect_leaks=1:abort_on_error=0',
                   LSAN_OPTIONS='exitcode=23', OMP_NUM_THREADS='2')
        r = subprocess.run([exe, str(calls)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           env=env)
        if r.returncode not in (0, 23):
            return 'FAIL %s: the harness exited with %d: %s' % (name, r.returncode,
                                                                 r.stderr.strip()[:2000]), False
        results[calls] = leaked(r.stderr)
        if args.verbose and r.returncode:
            sys.stderr.write(r.stderr)
    b, a = results[args.calls]
    if b == 0:
        return 'OK %s' % name, True
    return ('LEAK %s: %d bytes in %d allocations after %d calls (%d after one)' %
            (name, b, a, args.calls, results[1][1])), False


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--loopc', required=True)
    ap.add_argument('--cc', default=os.environ.get('CC', 'cc'))
    ap.add_argument('--calls', type=int, default=100)
    ap.add_argument('-j', '--jobs', type=int, default=1)
    ap.add_argument('-v', '--verbose', action='store_true')
    ap.add_argument('workdir')
    ap.add_argument('models', nargs='+')
    args = ap.parse_args()
    os.makedirs(args.workdir, exist_ok=True)
    ok = bad = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for line, good in pool.map(lambda m: check(args, m), args.models):
            print(line, flush=True)
            ok, bad = ok + good, bad + (not good)
    print('%d without leaks, %d leaking or failed' % (ok, bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
