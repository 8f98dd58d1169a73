// loopc run's errors: each is a clear message with a non-zero exit, and the
// temporary directory is gone afterwards whatever happened.
// RUN: rm -rf %t.tmp && mkdir -p %t.tmp
// RUN: env TMPDIR=%t.tmp CC=false not %loopc run %s -e add 1 2 2>&1 | FileCheck %s --check-prefix=CC
// RUN: env TMPDIR=%t.tmp CC="cc -include %t.nonexistent.h" not %loopc run %s -e add 1 2 2>&1 | FileCheck %s --check-prefix=CCERR
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e nope 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e decl 2>&1 | FileCheck %s --check-prefix=DECL
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e add x 1 2>&1 | FileCheck %s --check-prefix=BADARG
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e add 1 2 3 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e add 1 300 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e add 1 2 --entry-point-result=f32 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e first 'dense<[1.0, 2.0]>' 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e first 'dense<[1.0, 2.0, 3.0, [4.0]]>' 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e first 'dense<[[1.0], [2.0, 3.0]]>' 2>&1 | FileCheck %s --check-prefix=RAGGED
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e first 'dense<[1.0, x, 2.0, 3.0]>' 2>&1 | FileCheck %s --check-prefix=ELEM
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e first 'dense<[1.0, 2.0, 3.0, 4.0]> : memref<4xf32>' 2>&1 | FileCheck %s --check-prefix=TRAIL
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e first %t.missing.npy 2>&1 | FileCheck %s --check-prefix=NONPY
// RUN: %python -c "import numpy as np; np.save('%t.f64.npy', np.zeros(4))"
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e first %t.f64.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: %python -c "open('%t.trunc.npy', 'wb').write(open('%t.f64.npy', 'rb').read()[:140])"
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e first %t.trunc.npy 2>&1 | FileCheck %s --check-prefix=TRUNC
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e add 1 2 --shared-libs=%t.nolib.so 2>&1 | FileCheck %s --check-prefix=LIB
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e add 1 2 --bogus 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: env TMPDIR=%t.tmp not %loopc run %t.does-not-exist.mlir -e add 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e add 1 2 --output %t.result.txt 2>&1 | FileCheck %s --check-prefix=OUTEXT
// RUN: not test -e %t.result.txt
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e dyn2 'dense<[1.0, 2.0]>' 2>&1 | FileCheck %s --check-prefix=DYNRANK
// RUN: env TMPDIR=%t.tmp not %loopc run %s -e dyn2 'dense<1.0>' 2>&1 | FileCheck %s --check-prefix=DYNSPLAT
// RUN: env TMPDIR=%t.tmp %loopc run %s -e dyn2 'dense<[[1.5, 2.0]]>' 2>&1 | FileCheck %s --check-prefix=DYNOK
// DYNRANK: loopc run: error: argument 1 ('memref<?x?xf32>'): the literal has rank 1 but the type 'memref<?x?xf32>' has rank 2
// DYNSPLAT: loopc run: error: argument 1 ('memref<?x?xf32>'): a literal with no list of elements gives no size for the '?' of 'memref<?x?xf32>': write the elements out
// DYNOK: 1.500000e+00
// RUN: ls -A %t.tmp | count 0
// OUTEXT: loopc run: error: --output '{{.*}}result.txt': expected a file name ending in .npy (a NumPy array) or .pb (an ONNX TensorProto, SequenceProto or OptionalProto)

// CC: C compiler 'false' failed with exit status 1
// CCERR: nonexistent.h: No such file or directory
// CCERR: loopc run: error: C compiler 'cc -include {{.*}}nonexistent.h' failed with exit status 1
// ENTRY: loopc run: error: entry point '@nope' not found in
// DECL: loopc run: error: entry point '@decl' is only declared, not defined
// BADARG: loopc run: error: argument 1: 'x' is not a valid 'i32' value
// COUNT: loopc run: error: '@add' takes 2 arguments (%a: i32, %b: i8) but 3 were given
// RANGE: loopc run: error: argument 2: '300' is not a valid 'i8' value
// RESULT: loopc run: error: entry point '@add' returns i32, not f32
// SHAPE: loopc run: error: argument 1 ('memref<4xf32>'): inferred shape of elements literal ([2]) does not match type ([4])
// NEST: loopc run: error: argument 1 ('memref<4xf32>'): tensor literal is invalid; ranks are not consistent between elements
// RAGGED: loopc run: error: argument 1 ('memref<4xf32>'): tensor literal is invalid; ranks are not consistent between elements
// ELEM: loopc run: error: argument 1 ('memref<4xf32>'): expected integer, float
// The literal is read alone (parse_dense_literal), so what follows it is
// text past its end (read inside an op it was "expected ',' or '}'").
// TRAIL: loopc run: error: argument 1 ('memref<4xf32>'): expected end of file
// NONPY: loopc run: error: argument 1 ('memref<4xf32>'): '{{.*}}missing.npy': cannot open
// DTYPE: loopc run: error: argument 1 ('memref<4xf32>'): '{{.*}}f64.npy': dtype '<f8' does not match element type 'f32' (expected '<f4')
// TRUNC: loopc run: error: argument 1 ('memref<4xf32>'): '{{.*}}trunc.npy': truncated data
// LIB: loopc run: error: cannot load shared library '{{.*}}nolib.so'
// OPT: loopc run: error: unknown option '--bogus'
// NOFILE: error: cannot open input file

func.func @add(%a: i32, %b: i8) -> i32 {
  %w = arith.extsi %b : i8 to i32
  %s = arith.addi %a, %w : i32
  return %s : i32
}

func.func @first(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}

func.func private @decl(i32) -> i32

func.func @dyn2(%m: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0, %c0] : memref<?x?xf32>
  return %v : f32
}
