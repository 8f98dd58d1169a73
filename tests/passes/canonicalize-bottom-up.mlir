// canonicalize with top-down=false (the worklist seeded in post-order and
// popped from its end, as MLIR's GreedyPatternRewriteDriver): the affine
// case MLIR's Dialect/Affine/canonicalize.mlir runs both ways
// (@regression_do_not_perform_invalid_replacements: a dim must become a
// symbol before the maps combine), and the order in which constants come out
// of folds, against mlir-opt 22 (the same CHECK lines, the same text).
// RUN: %loopc --canonicalize="top-down=false" %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt --canonicalize="top-down=false" %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc --canonicalize="top-down=false" %s > %t.l && %mlir_opt --canonicalize="top-down=false" %s > %t.m && diff %t.m %t.l %}

// CHECK: #[[M:.*]] = affine_map<()[s0] -> (s0 * ((-s0 + 100) ceildiv 8))>
// CHECK-LABEL: func.func @compose(
// CHECK-SAME: %[[X:.*]]: index)
// CHECK: %[[R:.*]] = affine.apply #[[M]]()[%[[X]]]
// CHECK: return %[[R]]
func.func @compose(%x: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (100 - d0)>(%x)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * (s0 ceildiv 8))>(%x)[%0]
  return %1 : index
}

// CHECK-LABEL: func.func @folds(
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK: return %[[C6]], %[[C5]]
func.func @folds() -> (index, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.muli %c3, %c2 : index
  %b = arith.addi %c3, %c2 : index
  return %a, %b : index, index
}
