// affine-loop-unroll where loopc's cleanup loop differs from mlir-opt 22's:
// when the trip count is not a known constant it may be negative at run
// time (the upper bound below the lower one). MLIR's cleanup loop starts at
// lb + (tc - tc mod F) * step, below lb then, and runs iterations the loop
// never had (tests/diff/affine_loop_unroll.mlir: %n = -5); loopc's starts at
// max(that, lb). The main loop ends where MLIR's does.
// RUN: %loopc --affine-loop-unroll %s | FileCheck %s

func.func private @use(index) -> ()

// CHECK-DAG:  #[[$UB:.*]] = affine_map<()[s0] -> ((((s0 - 1) ceildiv 3) floordiv 4) * 12 + 1)>
// CHECK-DAG:  #[[$LB:.*]] = affine_map<()[s0] -> ((((s0 - 1) ceildiv 3) floordiv 4) * 12 + 1, 1)>
// CHECK-LABEL: func @symbolic
// CHECK:      affine.for %{{.*}} = 1 to #[[$UB]]()[%arg0] step 12 {
// CHECK:      affine.for %{{.*}} = max #[[$LB]]()[%arg0] to %arg0 step 3 {
func.func @symbolic(%n: index) {
  affine.for %i = 1 to %n step 3 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// A constant trip count is never negative: MLIR's bound, and a cleanup
// loop of one iteration replaced by its body.
// CHECK-LABEL: func @constant_count
// CHECK:      affine.for %{{.*}} = %arg0 to #{{.*}}()[%arg0] step 4 {
// CHECK-NOT:  affine.for
// CHECK:      return
func.func @constant_count(%n: index) {
  affine.for %i = affine_map<()[s0] -> (s0)>()[%n] to affine_map<()[s0] -> (s0 + 9)>()[%n] {
    func.call @use(%i) : (index) -> ()
  }
  return
}
