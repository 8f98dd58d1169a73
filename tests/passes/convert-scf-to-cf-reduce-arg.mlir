// convert-scf-to-cf on an scf.parallel whose combiner returns one of its
// arguments: the loop carries the value that argument stands for, as
// mlir-opt 22 lowers it. (mlir-opt 22 with allow-pattern-rollback=0 crashes
// on it, so that form runs through loopc only.)
// RUN: %loopc %s --convert-scf-to-cf | FileCheck %s
// RUN: %loopc %s --convert-scf-to-cf=allow-pattern-rollback=0 | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --convert-scf-to-cf | FileCheck %s %}

// CHECK-LABEL: func.func @reduce_returns_arg(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    cf.br ^bb1(%c0, %arg0 : index, memref<4xf32>)
// CHECK-NEXT:  ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %2 = arith.cmpi slt, %0, %c4 : index
// CHECK-NEXT:    cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %3 = arith.addi %0, %c1 : index
// CHECK-NEXT:    cf.br ^bb1(%3, %1 : index, memref<4xf32>)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    return %1 : memref<4xf32>
func.func @reduce_returns_arg(%m: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%m) -> memref<4xf32> {
    scf.reduce(%m : memref<4xf32>) {
    ^bb0(%x: memref<4xf32>, %y: memref<4xf32>):
      scf.reduce.return %x : memref<4xf32>
    }
  }
  return %r : memref<4xf32>
}
