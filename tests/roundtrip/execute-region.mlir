// scf.execute_region in mlir-opt 22's custom form (`-> T` without
// parentheses for one type, `no_inline`, every terminator printed, blocks
// with mlir-opt's predecessor comments) and generic form; mlir-opt reads
// loopc's output back. And canonicalize as mlir-opt 22: a region in a
// function is inlined into its blocks (MultiBlockExecuteInliner: the
// function's cf patterns then tidy it), a single-block region anywhere
// (not with no_inline), a region of several blocks in an scf.for stays.
// RUN: %loopc %s -allow-unregistered-dialect | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s -allow-unregistered-dialect | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s -allow-unregistered-dialect | %mlir_opt -allow-unregistered-dialect | FileCheck %s %}
// RUN: %loopc %s -allow-unregistered-dialect --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s -allow-unregistered-dialect --print-generic | %loopc - -allow-unregistered-dialect | FileCheck %s
// RUN: %loopc %s -allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %if mlir-opt %{ %mlir_opt %s -allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=CANON %}

// GENERIC: "scf.execute_region"() ({
// GENERIC: "scf.execute_region"() <{no_inline}> ({
// GENERIC: }) {foo} : () -> i32
// CHECK-LABEL: func.func @a(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 {
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } {foo}
// CHECK-NEXT:   scf.execute_region {
// CHECK-NEXT:     "test.foo"() : () -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: i1, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (i32) {
// CHECK-NEXT:     %1 = scf.execute_region -> i32 {
// CHECK-NEXT:       cf.cond_br %arg0, ^bb1, ^bb2(%arg4 : i32)
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     ^bb2(%2: i32):  // pred: ^bb0
// CHECK-NEXT:       %3 = arith.addi %2, %2 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }

// CANON-LABEL: func.func @a(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CANON-NEXT:   cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CANON-NEXT: ^bb1:  // pred: ^bb0
// CANON-NEXT:   %0 = arith.addi %arg1, %arg2 : i32
// CANON-NEXT:   cf.br ^bb2(%0 : i32)
// CANON-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CANON-NEXT:   return %1 : i32
// CANON-NEXT: }
// CANON-LABEL: func.func @b(%arg0: i32) -> i32 {
// CANON-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CANON-NEXT:   return %0 : i32
// CANON-NEXT: }
// CANON-LABEL: func.func @c(%arg0: i32) -> i32 {
// CANON-NEXT:   %0 = scf.execute_region -> i32 no_inline {
// CANON-NEXT:     %1 = arith.addi %arg0, %arg0 : i32
// CANON-NEXT:     scf.yield %1 : i32
// CANON-NEXT:   } {foo}
// CANON-NEXT:   "test.foo"() : () -> ()
// CANON-NEXT:   return %0 : i32
// CANON-NEXT: }
// CANON-LABEL: func.func @d(%arg0: i1, %arg1: i32, %arg2: index) -> i32 {
// CANON-NEXT:   %c0 = arith.constant 0 : index
// CANON-NEXT:   %c1 = arith.constant 1 : index
// CANON-NEXT:   %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (i32) {
// CANON-NEXT:     %1 = scf.execute_region -> i32 {
// CANON-NEXT:       cf.cond_br %arg0, ^bb1, ^bb2(%arg4 : i32)
// CANON-NEXT:     ^bb1:  // pred: ^bb0
// CANON-NEXT:       scf.yield %arg1 : i32
// CANON-NEXT:     ^bb2(%2: i32):  // pred: ^bb0
// CANON-NEXT:       %3 = arith.addi %2, %2 : i32
// CANON-NEXT:       scf.yield %3 : i32
// CANON-NEXT:     }
// CANON-NEXT:     scf.yield %1 : i32
// CANON-NEXT:   }
// CANON-NEXT:   return %0 : i32
// CANON-NEXT: }


func.func @a(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    %s = arith.addi %x, %y : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @b(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @c(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  } {foo}
  scf.execute_region {
    "test.foo"() : () -> ()
    scf.yield
  }
  return %r : i32
}
func.func @d(%c: i1, %x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    %r = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2(%a : i32)
    ^bb1:
      scf.yield %x : i32
    ^bb2(%v: i32):
      %s = arith.addi %v, %v : i32
      scf.yield %s : i32
    }
    scf.yield %r : i32
  }
  return %z : i32
}
