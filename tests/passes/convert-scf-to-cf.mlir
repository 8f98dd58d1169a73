// convert-scf-to-cf, as mlir-opt 22 runs it (MLIR's SCFToControlFlow.cpp):
// every scf op becomes blocks and cf branches, block for block as MLIR
// splits and inlines them, so that the printed form, block numbers and
// `// pred:` comments included, is mlir-opt's. scf.for with iter_args
// holding an scf.if with results (the if's continuation block branches on to
// the rest of the body), scf.for unsigned over i32, scf.while (the
// do-while form, whose after region only forwards its arguments, keeps the
// before blocks only), a multi-block scf.execute_region, scf.index_switch
// (the flag cast to i32, default first), a 2-d scf.parallel with a
// reduction (nested loops carrying the value) and scf.forall (through
// scf.parallel). The option in both of mlir-opt's spellings (it changes
// nothing in the output). Where the pass must not fire and where it
// refuses: convert-scf-to-cf-loopc.mlir.
// RUN: %loopc %s --convert-scf-to-cf | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --convert-scf-to-cf | FileCheck %s %}
// RUN: %loopc %s -convert-scf-to-cf="allow-pattern-rollback=0" | FileCheck %s
// RUN: %loopc %s --pass-pipeline='builtin.module(convert-scf-to-cf{allow-pattern-rollback=false})' | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --pass-pipeline='builtin.module(convert-scf-to-cf{allow-pattern-rollback=false})' | FileCheck %s %}

// CHECK-LABEL: func.func @for_if(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) -> f32 {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   cf.br ^bb1(%arg0, %cst : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.cond_br %arg3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %3 = arith.addf %1, %cst_0 : f32
// CHECK-NEXT:   cf.br ^bb5(%3 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT:   cf.br ^bb5(%1 : f32)
// CHECK-NEXT: ^bb5(%4: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:   cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT:   %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%5, %4 : index, f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @for_if(%lb: index, %ub: index, %s: index, %c: i1) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %z) -> (f32) {
    %v = scf.if %c -> (f32) {
      %one = arith.constant 1.0 : f32
      %n = arith.addf %acc, %one : f32
      scf.yield %n : f32
    } else {
      scf.yield %acc : f32
    }
    scf.yield %v : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @unsigned_for(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8xi32>) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi ult, %0, %arg1 : i32
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %2 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:   memref.store %0, %arg3[%2] : memref<8xi32>
// CHECK-NEXT:   %3 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:   cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unsigned_for(%lb: i32, %ub: i32, %s: i32, %m: memref<8xi32>) {
  scf.for unsigned %i = %lb to %ub step %s : i32 {
    %k = arith.index_cast %i : i32 to index
    memref.store %i, %m[%k] : memref<8xi32>
  }
  return
}

// CHECK-LABEL: func.func @while_loops(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT:   cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:   %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:   cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb4(%c0_i32 : i32)
// CHECK-NEXT: ^bb4(%4: i32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:   %5 = arith.addi %4, %c1_i32 : i32
// CHECK-NEXT:   %6 = arith.cmpi slt, %5, %arg0 : i32
// CHECK-NEXT:   cf.cond_br %6, ^bb4(%5 : i32), ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT:   return %0, %5 : i32, i32
// CHECK-NEXT: }
func.func @while_loops(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %w = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%i: i32):
    %j = arith.addi %i, %c1 : i32
    scf.yield %j : i32
  }
  %d = scf.while (%i = %c0) : (i32) -> i32 {
    %j = arith.addi %i, %c1 : i32
    %lt = arith.cmpi slt, %j, %n : i32
    scf.condition(%lt) %j : i32
  } do {
  ^bb0(%j: i32):
    scf.yield %j : i32
  }
  return %w, %d : i32, i32
}

// CHECK-LABEL: func.func @regions(%arg0: index, %arg1: i1) -> i32 {
// CHECK-NEXT:   %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb4(%c10_i32 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   %0 = arith.addi %c10_i32, %c10_i32 : i32
// CHECK-NEXT:   cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   %2 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   cf.switch %2 : i32, [
// CHECK-NEXT:     default: ^bb7,
// CHECK-NEXT:     2: ^bb5,
// CHECK-NEXT:     5: ^bb6
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT:   cf.br ^bb8(%1 : i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT:   cf.br ^bb8(%c10_i32 : i32)
// CHECK-NEXT: ^bb7:  // pred: ^bb4
// CHECK-NEXT:   %3 = arith.muli %1, %c10_i32 : i32
// CHECK-NEXT:   cf.br ^bb8(%3 : i32)
// CHECK-NEXT: ^bb8(%4: i32):  // 3 preds: ^bb5, ^bb6, ^bb7
// CHECK-NEXT:   return %4 : i32
// CHECK-NEXT: }
func.func @regions(%i: index, %c: i1) -> i32 {
  %a = arith.constant 10 : i32
  %e = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %e : i32
  }
  case 5 {
    scf.yield %a : i32
  }
  default {
    %x = arith.muli %e, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @parallel_forall(%arg0: index, %arg1: memref<?x?xf32>) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   cf.br ^bb1(%c0, %cst : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%c0, %1 : index, f32)
// CHECK-NEXT: ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %5 = arith.cmpi slt, %3, %arg0 : index
// CHECK-NEXT:   cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   %6 = memref.load %arg1[%0, %3] : memref<?x?xf32>
// CHECK-NEXT:   %7 = arith.addf %4, %6 : f32
// CHECK-NEXT:   %8 = arith.addi %3, %c1 : index
// CHECK-NEXT:   cf.br ^bb3(%8, %7 : index, f32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %9 = arith.addi %0, %c1 : index
// CHECK-NEXT:   cf.br ^bb1(%9, %4 : index, f32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %c1_1 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb7(%c0_0 : index)
// CHECK-NEXT: ^bb7(%10: index):  // 2 preds: ^bb6, ^bb8
// CHECK-NEXT:   %11 = arith.cmpi slt, %10, %arg0 : index
// CHECK-NEXT:   cf.cond_br %11, ^bb8, ^bb9
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT:   memref.store %1, %arg1[%10, %10] : memref<?x?xf32>
// CHECK-NEXT:   %12 = arith.addi %10, %c1_1 : index
// CHECK-NEXT:   cf.br ^bb7(%12 : index)
// CHECK-NEXT: ^bb9:  // pred: ^bb7
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @parallel_forall(%n: index, %m: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %s = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init(%z) -> f32 {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %q = arith.addf %x, %y : f32
      scf.reduce.return %q : f32
    }
  }
  scf.forall (%i) in (%n) {
    memref.store %s, %m[%i, %i] : memref<?x?xf32>
  }
  return %s : f32
}
