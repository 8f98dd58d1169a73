// Differential test: the output of MLIR's linalg tiling
// (transform.structured.tile_using_for, tile sizes that leave partial
// tiles) lowered to loops (convert-linalg-to-loops, lower-affine,
// canonicalize): scf.for over memref.subview tiles with dynamic sizes and
// offsets. loopc runs the tiled program; MLIR runs both the untiled and the
// tiled program; all print the same.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --transform-interpreter --test-transform-dialect-erase-schedule --convert-linalg-to-loops --lower-affine --canonicalize > %t.tiled.mlir
// RUN: FileCheck %s --check-prefix=TILED < %t.tiled.mlir
// RUN: %mlir_opt %s --test-transform-dialect-erase-schedule --convert-linalg-to-loops --expand-strided-metadata --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %mlir_opt %t.tiled.mlir --expand-strided-metadata --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.tiled.out
// RUN: diff %t.mlir.out %t.tiled.out
// RUN: %loopc run %t.tiled.mlir -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %t.tiled.mlir -e main -O0 | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out

// The tiled form holds subviews of dynamic sizes:
// TILED: memref.subview %arg0[%{{.*}}, %{{.*}}] [%{{.*}}, %{{.*}}] [1, 1] : memref<10x12xf32> to memref<?x?xf32, strided<[12, 1], offset: ?>>

// Expected values computed independently (a Python model of the program).
// CHECK: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [10, 9] strides = [9, 1] data =
// CHECK-NEXT: {{\[\[}}253,   221,   189,   157,   125,   93,   61,   29,   -3],
// CHECK-NEXT:  [286,   248,   210,   172,   134,   96,   58,   20,   -18],
// CHECK-NEXT:  [319,   275,   231,   187,   143,   99,   55,   11,   -33],
// CHECK-NEXT:  [352,   302,   252,   202,   152,   102,   52,   2,   -48],
// CHECK-NEXT:  [385,   329,   273,   217,   161,   105,   49,   -7,   -63],
// CHECK-NEXT:  [418,   356,   294,   232,   170,   108,   46,   -16,   -78],
// CHECK-NEXT:  [451,   383,   315,   247,   179,   111,   43,   -25,   -93],
// CHECK-NEXT:  [484,   410,   336,   262,   188,   114,   40,   -34,   -108],
// CHECK-NEXT:  [517,   437,   357,   277,   197,   117,   37,   -43,   -123],
// CHECK-NEXT:  [550,   464,   378,   292,   206,   120,   34,   -52,   -138]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [7, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}259,   229,   199,   169,   139],
// CHECK-NEXT:  [294,   258,   222,   186,   150],
// CHECK-NEXT:  [329,   287,   245,   203,   161],
// CHECK-NEXT:  [364,   316,   268,   220,   172],
// CHECK-NEXT:  [399,   345,   291,   237,   183],
// CHECK-NEXT:  [434,   374,   314,   254,   194],
// CHECK-NEXT:  [469,   403,   337,   271,   205]]

func.func private @printMemrefF32(memref<*xf32>)

func.func @matmul(%A: memref<10x12xf32>, %B: memref<12x9xf32>, %C: memref<10x9xf32>) {
  linalg.matmul ins(%A, %B : memref<10x12xf32>, memref<12x9xf32>) outs(%C : memref<10x9xf32>)
  return
}

func.func @scale_add(%X: memref<7x5xf32>, %Y: memref<7x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%X : memref<7x5xf32>) outs(%Y : memref<7x5xf32>) {
  ^bb0(%x: f32, %y: f32):
    %two = arith.constant 2.0 : f32
    %m = arith.mulf %x, %two : f32
    %s = arith.addf %m, %y : f32
    linalg.yield %s : f32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %A = memref.alloc() : memref<10x12xf32>
  %B = memref.alloc() : memref<12x9xf32>
  %C = memref.alloc() : memref<10x9xf32>
  %c10 = arith.constant 10 : index
  %c12 = arith.constant 12 : index
  %c9 = arith.constant 9 : index
  %k = arith.constant 0.5 : f32
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      %ij = arith.addi %i, %j : index
      %v = arith.index_cast %ij : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %A[%i, %j] : memref<10x12xf32>
    }
  }
  scf.for %i = %c0 to %c12 step %c1 {
    scf.for %j = %c0 to %c9 step %c1 {
      %ij = arith.subi %i, %j : index
      %v = arith.index_cast %ij : index to i32
      %f = arith.sitofp %v : i32 to f32
      %h = arith.mulf %f, %k : f32
      memref.store %h, %B[%i, %j] : memref<12x9xf32>
    }
  }
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c9 step %c1 {
      %v = arith.index_cast %j : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %C[%i, %j] : memref<10x9xf32>
    }
  }
  call @matmul(%A, %B, %C) : (memref<10x12xf32>, memref<12x9xf32>, memref<10x9xf32>) -> ()
  %uc = memref.cast %C : memref<10x9xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %X = memref.subview %A[1, 2] [7, 5] [1, 1] : memref<10x12xf32> to memref<7x5xf32, strided<[12, 1], offset: 14>>
  %Xc = memref.alloc() : memref<7x5xf32>
  memref.copy %X, %Xc : memref<7x5xf32, strided<[12, 1], offset: 14>> to memref<7x5xf32>
  %Y = memref.alloc() : memref<7x5xf32>
  %Yv = memref.subview %C[0, 0] [7, 5] [1, 1] : memref<10x9xf32> to memref<7x5xf32, strided<[9, 1]>>
  memref.copy %Yv, %Y : memref<7x5xf32, strided<[9, 1]>> to memref<7x5xf32>
  call @scale_add(%Xc, %Y) : (memref<7x5xf32>, memref<7x5xf32>) -> ()
  %uy = memref.cast %Y : memref<7x5xf32> to memref<*xf32>
  call @printMemrefF32(%uy) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<10x12xf32>
  memref.dealloc %B : memref<12x9xf32>
  memref.dealloc %C : memref<10x9xf32>
  memref.dealloc %Xc : memref<7x5xf32>
  memref.dealloc %Y : memref<7x5xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1, %loops:3 = transform.structured.tile_using_for %0 tile_sizes [4, 4, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %2 = transform.structured.match ops{["linalg.generic"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %3, %loops2:2 = transform.structured.tile_using_for %2 tile_sizes [3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
