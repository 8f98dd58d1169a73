"""Writes the programs of runtime-sizes.test into the directory argv[1]."""
import os
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
files = {
    'negative.mlir': '''func.func @main() {
  %n = arith.constant -4 : index
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
}
''',
    'overflow.mlir': '''func.func @main() {
  %n = arith.constant 4294967296 : index
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%n, %n) : memref<?x?xf32>
  memref.dealloc %m : memref<?x?xf32>
  return
}
''',
    # 2^62 bytes: a size that fits, which no machine can allocate.
    'oom.mlir': '''func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2305843009213693952xi8>
  %v = memref.load %m[%c0] : memref<2305843009213693952xi8>
  memref.dealloc %m : memref<2305843009213693952xi8>
  return
}
''',
    'ok.mlir': '''func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : i64
  %m = memref.alloc(%c3) : memref<?x1000xi64>
  memref.store %c7, %m[%c0, %c0] : memref<?x1000xi64>
  %v = memref.load %m[%c0, %c0] : memref<?x1000xi64>
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %z = arith.constant dense<0> : memref<1000000xi64>
  %w = memref.load %z[%c0] : memref<1000000xi64>
  func.call @printI64(%w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<?x1000xi64>
  return
}
''',
}
rank = 1000
ty = 'memref<' + '?x' * rank + 'f32>'
idx = ', '.join(['%c0'] * rank)
dims = ', '.join(['%c1'] * rank)
files['rank1000.mlir'] = '''func.func @f() -> f32 {
  %%c0 = arith.constant 0 : index
  %%c1 = arith.constant 1 : index
  %%m = memref.alloc(%s) : %s
  %%v = memref.load %%m[%s] : %s
  memref.dealloc %%m : %s
  return %%v : f32
}
''' % (dims, ty, idx, ty, ty)
for name, text in files.items():
    with open(os.path.join(out, name), 'w') as f:
        f.write(text)
