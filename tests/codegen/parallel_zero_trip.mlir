// A 2-d scf.parallel with a dimension that runs no iteration (constant
// bounds, ub <= lb: nothing folds it at -O0) is not collapsed: clang computes
// the collapsed trip count as a constant division by zero and stopped the
// C under -Werror (-Wdivision-by-zero). Must not fire: a 2-d loop with
// iterations keeps collapse(2). Runs with OpenMP: nothing is written.
// RUN: %loopc %s -O0 --emit=c -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: clang -std=c11 -Wall -Wextra -Werror -pedantic -fopenmp -fsyntax-only %t.c
// RUN: gcc -std=c11 -O2 -Wall -Wextra -Werror -pedantic -fopenmp -c %t.c -o %t.o
// RUN: %loopc run %s -e main | FileCheck %s --check-prefix=OUT
// CHECK-LABEL: void none(float *m_allocated
// CHECK: #pragma omp parallel for simd firstprivate(
// CHECK-LABEL: void some(float *m_allocated
// CHECK: #pragma omp parallel for simd collapse(2) firstprivate(
// OUT: 7.000000e+00

func.func @none(%m: memref<4x4xf32>, %a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c0) step (%c1, %c1) {
    memref.store %a, %m[%i, %j] : memref<4x4xf32>
  }
  return
}

func.func @some(%m: memref<4x4xf32>, %a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    memref.store %a, %m[%i, %j] : memref<4x4xf32>
  }
  return
}

func.func @main() -> f32 {
  %m = memref.alloc() : memref<4x4xf32>
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7.0 : f32
  %one = arith.constant 1.0 : f32
  func.call @some(%m, %seven) : (memref<4x4xf32>, f32) -> ()
  func.call @none(%m, %one) : (memref<4x4xf32>, f32) -> ()
  %v = memref.load %m[%c0, %c0] : memref<4x4xf32>
  memref.dealloc %m : memref<4x4xf32>
  return %v : f32
}
