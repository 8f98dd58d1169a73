#!/usr/bin/env python3
"""big_nests.py deep|many: a loop nest deeper than the dependence analysis
follows (80 loops), or one with more accesses than it pairs (600)."""
import sys

if sys.argv[1] == 'deep':
    n = 80
    print('func.func @deep(%A: memref<?xf32>, %n: index) {')
    print('  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index')
    for i in range(n):
        print('scf.for %%i%d = %%c0 to %%n step %%c1 {' % i)
    print('%%x = memref.load %%A[%%i%d] : memref<?xf32>' % (n - 1))
    print('memref.store %x, %A[%i0] : memref<?xf32>')
    print('}' * n)
else:
    print('func.func @many(%A: memref<?xf32>, %n: index) {')
    print('  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index')
    print('scf.for %i = %c0 to %n step %c1 {\nscf.for %j = %c0 to %n step %c1 {')
    for k in range(300):
        print('%%x%d = memref.load %%A[%%j] : memref<?xf32>' % k)
        print('memref.store %%x%d, %%A[%%j] : memref<?xf32>' % k)
    print('}\n}')
print('return\n}')
