// lower-affine folds bounds by the operands' ranges before lowering; an
// induction variable of a loop that never runs (0 to -1) has an empty range,
// which made every result of the inner max bound look redundant, and
// lower-affine read past the map it left with no results (seed 36226 of the
// random programs; mlir-opt 22 builds such a map too and rejects it).
// RUN: %loopc --lower-affine %s | FileCheck %s
// RUN: %loopc run %s -e main -O0 | FileCheck %s --check-prefix=OUT
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[M:.*]] = arith.muli %[[I]], %{{.*}}
// CHECK: %[[LB:.*]] = arith.maxsi %[[M]], %{{.*}}
// CHECK: scf.for %{{.*}} = %[[LB]] to

// OUT: 7
func.func @main() -> index {
  %m = memref.alloca() : memref<8xindex>
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  memref.store %c7, %m[%c0] : memref<8xindex>
  affine.for %i = 0 to -1 step 2 {
    affine.for %j = max affine_map<(d0) -> (d0 * -2, d0 * -1 + d0)>(%i) to 5 {
      affine.store %j, %m[%j] : memref<8xindex>
    }
  }
  %r = memref.load %m[%c0] : memref<8xindex>
  return %r : index
}
