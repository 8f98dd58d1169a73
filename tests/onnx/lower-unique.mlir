// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx,canonicalize | FileCheck %s
// Unique (passes/onnx_lower_unique.c): the positions sorted by a stable
// bottom-up merge sort (passes of width 2^p, as many as n needs), a walk in
// sorted order that opens a group where a slice differs from the one before,
// then the results, of the number of groups, allocated once it is known.

// CHECK-LABEL: func.func @unique
// The passes: count of p with 2^p < n, then merges of runs.
// CHECK:      %[[NP:.*]] = scf.for {{.*}} iter_args
// CHECK:        arith.shli
// CHECK:      scf.for %{{.*}} = %{{.*}} to %[[NP]]
// CHECK:        scf.for
// CHECK:          scf.for {{.*}} iter_args({{.*}}) -> (index, index)
// CHECK:            arith.cmpf ogt
// CHECK:            arith.cmpf olt
// The walk: the last group's number, plus one, is the result size.
// CHECK:      %[[G:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (index)
// CHECK:      %[[U:.*]] = arith.addi %[[G]], %{{.*}} : index
// CHECK:      memref.alloc(%[[U]]) : memref<?xi64>
// CHECK:      %y = memref.alloc(%[[U]]) : memref<?xf32>
func.func @unique(%x: tensor<6xf32>) -> (tensor<?xf32>, tensor<?xi64>) {
  %y, %i = "onnx.Unique"(%x) : (tensor<6xf32>) -> (tensor<?xf32>, tensor<?xi64>)
  "onnx.Return"(%y, %i) : (tensor<?xf32>, tensor<?xi64>) -> ()
}

// -----

// Not sorted: one more walk gives each group its place by first occurrence;
// slices along axis 1 compare element by element (the loop over the outer
// dimension; the inner one, of size 1, folded away). The place buffer's
// constant size is in its type after canonicalize (SimplifyAllocConst).
// CHECK-LABEL: func.func @unique_unsorted_axis
// CHECK:          arith.cmpi slt, %{{.*}}, %{{.*}} : i32
// CHECK:      %[[IS:.*]] = arith.cmpi eq, %[[F:[0-9]+]], %[[I:arg[0-9]+]] : index
// CHECK-NEXT: %[[OLD:.*]] = memref.load %[[PLACE:.*]][%[[GI:.*]]] : memref<5xindex>
// CHECK-NEXT: %[[P:.*]] = arith.select %[[IS]], %{{.*}}, %[[OLD]] : index
// CHECK-NEXT: memref.store %[[P]], %[[PLACE]][%[[GI]]] : memref<5xindex>
func.func @unique_unsorted_axis(%x: tensor<2x5xi32>) -> (tensor<2x?xi32>, tensor<?xi64>, tensor<5xi64>, tensor<?xi64>) {
  %y, %i, %v, %c = "onnx.Unique"(%x) {axis = 1 : i64, sorted = 0 : i64} : (tensor<2x5xi32>) -> (tensor<2x?xi32>, tensor<?xi64>, tensor<5xi64>, tensor<?xi64>)
  "onnx.Return"(%y, %i, %v, %c) : (tensor<2x?xi32>, tensor<?xi64>, tensor<5xi64>, tensor<?xi64>) -> ()
}
