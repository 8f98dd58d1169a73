// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s --check-prefix=OTHER
// A stand-in for unroll-jam.mlir: each check prefix defines its own global
// variable of one name; a function takes the definition of the prefix its
// checks use, and no other (OTHER's map is not in @with_map's output).
// CHECK-DAG: #[[$MAP:.*]] = affine_map<(d0)[s0] -> (d0 + s0)>
// OTHER-DAG: #[[$MAP:.*]] = affine_map<(d0) -> (d0 * 2)>

// CHECK-LABEL: func @with_map
// CHECK: memref<4xf32, #[[$MAP]]>
func.func @with_map(%m: memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>) {
  return
}

// OTHER-LABEL: func @other_map
// OTHER: memref<4xf32, #[[$MAP]]>
func.func @other_map(%m: memref<4xf32, affine_map<(d0) -> (d0 * 2)>>) {
  return
}
