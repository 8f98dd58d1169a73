// Where C is emitted, lower-affine runs before the explicit passes, except
// that the affine transformation passes (affine-loop-normalize,
// affine-loop-invariant-code-motion, test-affine-loop-unswitch, ...) see the
// affine form: lower-affine moves after the last of them, the others keep
// the order given.
// RUN: %loopc %s -O0 --canonicalize --affine-loop-normalize --cse --print-ir-after-all -o %t.c 2>&1 | FileCheck %s
// RUN: %loopc %s -O0 --cse --print-ir-after-all -o %t.c 2>&1 | FileCheck %s --check-prefix=PLAIN
// affine-parallelize and print-dependences too (the remark is on the affine.for):
// RUN: %loopc %s -O0 --print-dependences --affine-parallelize --print-ir-after-all -o %t.c 2>&1 | FileCheck %s --check-prefix=PAR
// PAR:      remark: loop at depth 0 carries no memory dependence
// PAR:      IR Dump After affine-parallelize
// PAR:      affine.parallel (%{{.*}}) = (1) to (16) step (3) {
// PAR:      IR Dump After lower-affine
// PAR:      scf.parallel
// CHECK:      IR Dump After canonicalize
// CHECK:      IR Dump After affine-loop-normalize
// CHECK:      affine.for %{{.*}} = 0 to 5 {
// CHECK:      IR Dump After lower-affine
// CHECK:      IR Dump After cse
// PLAIN:      IR Dump After lower-affine
// PLAIN:      IR Dump After cse

func.func @f(%m: memref<16xf32>, %x: f32) {
  affine.for %i = 1 to 16 step 3 {
    affine.store %x, %m[%i] : memref<16xf32>
  }
  return
}
