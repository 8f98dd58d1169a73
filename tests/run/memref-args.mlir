// loopc run with memref arguments from .npy files and dense<...> literals,
// memref results printed in printMemref's format or saved with --output.
// RUN: %python -c "import numpy as np; np.save('%t.a.npy', np.arange(6, dtype=np.float32).reshape(2, 3))"
// RUN: %loopc run %s -e sum %t.a.npy | FileCheck %s --check-prefix=SUM
// RUN: %loopc run %s -e sum 'dense<[[1.5, 2.0, 3.0], [4.0, 5.0, 6.5]]>' | FileCheck %s --check-prefix=DENSE
// RUN: %loopc run %s -e sum 'dense<0.5>' | FileCheck %s --check-prefix=SPLAT
// RUN: %loopc run %s -e scale 'dense<[1, 2, 3, 4, 5]>' 3 | FileCheck %s --check-prefix=SCALE
// RUN: %loopc run %s -e scale 'dense<[1, 2, 3, 4, 5]>' 3 --output %t.out.npy | count 0
// RUN: %python -c "import numpy as np; a = np.load('%t.out.npy'); print(a.dtype, a.shape, a.tolist())" | FileCheck %s --check-prefix=NPY
// RUN: %python -c "import numpy as np; np.save('%t.b.npy', np.array([[1, 2], [3, 4], [5, 6]], dtype=np.int64))"
// RUN: %loopc run %s -e transpose %t.b.npy -o %t.t.npy
// RUN: %python -c "import numpy as np; print(np.load('%t.t.npy').tolist())" | FileCheck %s --check-prefix=TRANS
// RUN: %loopc run %s -e transpose %t.b.npy | FileCheck %s --check-prefix=TPRINT
// A Fortran-order file (np.asfortranarray) holds the same array: the same result.
// RUN: %python -c "import numpy as np; np.save('%t.f.npy', np.asfortranarray(np.array([[1, 2], [3, 4], [5, 6]], dtype=np.int64)))"
// RUN: %python -c "import numpy as np; print(np.load('%t.f.npy').flags['F_CONTIGUOUS'])" | FileCheck %s --check-prefix=ISF
// RUN: %loopc run %s -e transpose %t.f.npy | FileCheck %s --check-prefix=TPRINT
// ISF: True
// RUN: %loopc run %s -e scale 'dense<[]>' 2 | FileCheck %s --check-prefix=EMPTY

// SUM: 1.500000e+01
// DENSE: 2.200000e+01
// SPLAT: 3.000000e+00
// SCALE: Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// SCALE-NEXT: [3,  6,  9,  12,  15]
// NPY: int32 (5,) [3, 6, 9, 12, 15]
// TRANS: {{\[}}[1, 3, 5], [2, 4, 6]]
// TPRINT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// TPRINT-NEXT: {{\[}}[1,   3,   5],
// TPRINT-NEXT:  [2,   4,   6]]
// EMPTY: sizes = [0] strides = [1] data =
// EMPTY-NEXT: []

func.func @sum(%m: memref<2x3xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %z) -> (f32) {
    %r2 = scf.for %j = %c0 to %c3 step %c1 iter_args(%a2 = %acc) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<2x3xf32>
      %s = arith.addf %a2, %v : f32
      scf.yield %s : f32
    }
    scf.yield %r2 : f32
  }
  return %r : f32
}

func.func @scale(%m: memref<?xi32>, %k: i32) -> memref<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %out = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xi32>
    %p = arith.muli %v, %k : i32
    memref.store %p, %out[%i] : memref<?xi32>
  }
  return %out : memref<?xi32>
}

func.func @transpose(%m: memref<3x2xi64>) -> memref<2x3xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %out = memref.alloc() : memref<2x3xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = memref.load %m[%i, %j] : memref<3x2xi64>
      memref.store %v, %out[%j, %i] : memref<2x3xi64>
    }
  }
  return %out : memref<2x3xi64>
}
