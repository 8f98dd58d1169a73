// canonicalize{region-simplify=aggressive}: blocks with the same
// successors whose ops are the same but for values defined outside them
// merge, those values passed as new arguments (one argument for values
// that agree in every block), and a block argument that every predecessor
// passes the same value is that value (MLIR 22's mergeIdenticalBlocks and
// dropRedundantArguments; cf's patterns then make the selects). Not merged:
// blocks whose ops differ. The default (region-simplify=normal) merges
// nothing, as in mlir-opt 22.
// RUN: %loopc %s --canonicalize="region-simplify=aggressive" | FileCheck %s
// RUN: %loopc %s --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=aggressive}))' | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize="region-simplify=aggressive" | FileCheck %s %}
// RUN: %loopc %s --canonicalize | FileCheck %s --check-prefix=NORMAL
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s --check-prefix=NORMAL %}

// NORMAL-LABEL: func.func @same_returns(
// NORMAL-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// NORMAL-LABEL: func.func @redundant_arg(
// NORMAL-NEXT:    cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, i32), ^bb2(%arg1, %arg1 : i32, i32)

// CHECK-LABEL: func.func @same_returns(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @outside_values(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %arg3 : i32
// CHECK-NEXT:   %2 = arith.subi %1, %0 : i32
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @three_way(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1(%arg1 : i32),
// CHECK-NEXT:     1: ^bb1(%arg2 : i32),
// CHECK-NEXT:     2: ^bb1(%arg3 : i32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:   %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @redundant_arg(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:   cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:   cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   %3 = arith.subi %2, %arg1 : i32
// CHECK-NEXT:   return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_merged(%arg0: i1, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:   memref.store %0, %arg2[] : memref<i32>
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:   memref.store %1, %arg2[] : memref<i32>
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: i32, %arg1: memref<i32>) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %2 = arith.andi %0, %c1_i32 : i32
// CHECK-NEXT:   %3 = arith.cmpi eq, %2, %c1_i32 : i32
// CHECK-NEXT:   %4 = arith.select %3, %0, %arg0 : i32
// CHECK-NEXT:   memref.store %4, %arg1[] : memref<i32>
// CHECK-NEXT:   %5 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:   cf.br ^bb1(%5 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @in_region(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }

func.func @same_returns(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %x : i32
  return %a : i32
^bb2:
  %b = arith.addi %x, %x : i32
  return %b : i32
}
func.func @outside_values(%c: i1, %x: i32, %y: i32, %z: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.muli %x, %z : i32
  %s = arith.subi %a, %x : i32
  return %s : i32
^bb2:
  %b = arith.muli %y, %z : i32
  %t = arith.subi %b, %y : i32
  return %t : i32
}
func.func @three_way(%f: i32, %x: i32, %y: i32, %z: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  %a = arith.addi %x, %x : i32
  cf.br ^bb4(%a : i32)
^bb2:
  %b = arith.addi %y, %y : i32
  cf.br ^bb4(%b : i32)
^bb3:
  %d = arith.addi %z, %z : i32
  cf.br ^bb4(%d : i32)
^bb4(%r: i32):
  return %r : i32
}
func.func @redundant_arg(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2(%x, %x : i32, i32)
^bb1(%a: i32, %b: i32):
  %s = arith.addi %a, %b : i32
  cf.br ^bb3(%s, %x : i32, i32)
^bb2(%p: i32, %q: i32):
  %t = arith.muli %p, %q : i32
  cf.br ^bb3(%t, %x : i32, i32)
^bb3(%r: i32, %u: i32):
  %v = arith.subi %r, %u : i32
  return %v : i32
}
func.func @not_merged(%c: i1, %x: i32, %m: memref<i32>) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %x : i32
  memref.store %a, %m[] : memref<i32>
  return %x : i32
^bb2:
  %b = arith.muli %x, %x : i32
  memref.store %b, %m[] : memref<i32>
  return %x : i32
}
func.func @loop(%n: i32, %m: memref<i32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %odd = arith.andi %i, %c1 : i32
  %o = arith.cmpi eq, %odd, %c1 : i32
  cf.cond_br %o, ^bb4, ^bb5
^bb4:
  memref.store %i, %m[] : memref<i32>
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^bb1(%i1 : i32)
^bb5:
  memref.store %n, %m[] : memref<i32>
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^bb1(%i2 : i32)
^bb3:
  return
}
func.func @in_region(%c: i1, %x: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  ^bb2:
    %b = arith.addi %x, %x : i32
    scf.yield %b : i32
  }
  return %r : i32
}
