// affine-loop-tile (separate) and affine-scalrep on loops whose bounds take
// more operands than a band has loops: a min of 80 symbols. The pass used
// fixed arrays of 66 operands for the new bounds (a write past their end,
// which the sanitized build reports); the separation set is then left
// unbuilt (more values than it takes) and the nest stays tiled.
// RUN: %python %S/Inputs/wide_bounds.py > %t.mlir
// RUN: %loopc %t.mlir '--affine-loop-tile=tile-size=4 separate' | FileCheck %s
// RUN: %loopc %t.mlir --affine-scalrep --affine-loop-tile=tile-size=4 > /dev/null
// RUN: %if mlir-opt %{ %mlir_opt %t.mlir '--affine-loop-tile=tile-size=4 separate' > /dev/null %}

// CHECK:       affine.for %{{.*}} = 0 to min #{{.*}}()[{{.*}}] step 4 {
// CHECK-NEXT:    affine.for %{{.*}} = #{{.*}}(%{{.*}}) to min #{{.*}}(%{{.*}})[{{.*}}] {
// CHECK-NEXT:      affine.store
