// loopc run with memref arguments and results of strided layouts: a layout
// whose static strides are row-major's or '?' takes the argument (the
// contiguous buffer loopc run builds); one with other static strides or
// offset is refused with an error; a strided result (a view into the
// argument) is printed and saved through its offset and strides.
// RUN: %loopc run %s -e second 'dense<[1.0, 2.0, 3.0, 4.0]>' | FileCheck %s --check-prefix=DYN
// RUN: %loopc run %s -e row 'dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>' | FileCheck %s --check-prefix=ROW
// RUN: %loopc run %s -e row 'dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>' -o %t.npy
// RUN: %python -c "import numpy as np; print(np.load('%t.npy').tolist())" | FileCheck %s --check-prefix=NPY
// RUN: not %loopc run %s -e every_other 'dense<[1.0, 2.0, 3.0, 4.0]>' 2>&1 | FileCheck %s --check-prefix=BAD

// DYN: 2.000000e+00
// ROW: rank = 1 offset = 3 sizes = [3] strides = [1] data =
// ROW-NEXT: [4,  5,  6]
// NPY: [4.0, 5.0, 6.0]
// BAD: loopc run: error: argument 1 ('memref<4xf32, strided<[2]>>'): its layout's static offset or strides do not describe the contiguous row-major buffer loopc run passes (make them '?')

func.func @every_other(%m: memref<4xf32, strided<[2]>>) -> f32 {
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<4xf32, strided<[2]>>
  return %v : f32
}

func.func @second(%m: memref<4xf32, strided<[?], offset: ?>>) -> f32 {
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<4xf32, strided<[?], offset: ?>>
  return %v : f32
}

func.func @row(%m: memref<2x3xf32, strided<[3, 1]>>) -> memref<3xf32, strided<[1], offset: 3>> {
  %r = memref.subview %m[1, 0] [1, 3] [1, 1] : memref<2x3xf32, strided<[3, 1]>> to memref<3xf32, strided<[1], offset: 3>>
  return %r : memref<3xf32, strided<[1], offset: 3>>
}
