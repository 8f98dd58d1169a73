// RUN: mlir-opt %s | FileCheck %s
// A stand-in: a directive before the first CHECK-LABEL defines a global
// FileCheck variable; it goes with the function whose checks use it only.
// CHECK: #[[$MAP:.*]] = affine_map<(d0)[s0] -> (d0 + s0)>

// CHECK-LABEL: func @with_map
// CHECK: memref<4xf32, #[[$MAP]]>
func.func @with_map(%m: memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>) {
  return
}

// CHECK-LABEL: func @without_map
func.func @without_map() {
  return
}
