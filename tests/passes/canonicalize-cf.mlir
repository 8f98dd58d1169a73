// canonicalize on cf branches and functions of several blocks: a block
// merged into its only predecessor, cond_br on a constant, to one block
// (selects), branches through blocks that only branch, the condition's value
// in a successor it alone reaches, switch folds, asserts of true, unreachable
// blocks and dead block arguments (MLIR's region simplification); the same
// CHECK lines hold for loopc and for mlir-opt's --canonicalize.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}
// With region-simplify=disabled the dead argument stays (unreachable blocks
// go all the same, as in mlir-opt 22):
// RUN: %loopc %s --canonicalize=region-simplify=disabled | FileCheck %s --check-prefix=NOSIMP
// RUN: %if mlir-opt %{ %mlir_opt %s '--canonicalize=region-simplify=disabled' | FileCheck %s --check-prefix=NOSIMP %}

// CHECK-LABEL: func.func @merge(
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[Y]] : i32
// CHECK-NEXT:  }
func.func @merge(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// CHECK-LABEL: func.func @const_cond(
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// Both successors only branch on to ^bb3: the cond_br goes there directly,
// then is a select.
// CHECK-LABEL: func.func @pass_through(
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%z: i32):
  return %z : i32
}

// A block that does more than branch is kept; so is a block with two
// predecessors.
// CHECK-LABEL: func.func @kept(
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return
func.func @kept(%c: i1, %a: i32, %m: memref<1xi32>) {
  %i0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %a, %m[%i0] : memref<1xi32>
  cf.br ^bb2
^bb2:
  return
}

// The loop's second argument is only passed around: it goes, with the
// operands that fed it.
// CHECK-LABEL: func.func @dead_arg(
// CHECK:         cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32):  // 2 preds: ^bb0, ^bb1
// CHECK:         cf.cond_br %{{.*}}, ^bb1(%{{.*}} : i32), ^bb2
// NOSIMP-LABEL: func.func @dead_arg(
// NOSIMP:         cf.br ^bb1(%arg1, %arg1 : i32, i32)
func.func @dead_arg(%c: i1, %a: i32, %n: i32) -> i32 {
  cf.br ^loop(%a, %a : i32, i32)
^loop(%i: i32, %unused: i32):
  %one = arith.constant 1 : i32
  %i2 = arith.addi %i, %one : i32
  %d = arith.cmpi slt, %i2, %n : i32
  cf.cond_br %d, ^loop(%i2, %unused : i32, i32), ^exit
^exit:
  return %i2 : i32
}

// CHECK-LABEL: func.func @truth(
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant false
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %[[T]] : i1
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return %[[F]] : i1
func.func @truth(%c: i1, %a: i32) -> i1 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %c : i1
^bb2:
  return %c : i1
}

// CHECK-LABEL: func.func @switch_const(
// CHECK-NEXT:    return %arg1 : i32
func.func @switch_const(%f: i32, %a: i32) -> i32 {
  %k = arith.constant 5 : i32
  cf.switch %k : i32, [
    default: ^bb1(%f : i32),
    5: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// A case that does what the default does is dropped.
// CHECK-LABEL: func.func @switch_cases(
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      2: ^bb1(%arg0 : i32)
// CHECK-NEXT:    ]
func.func @switch_cases(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb1(%f : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// CHECK-LABEL: func.func @switch_default(
// CHECK-NEXT:    return %arg1 : i32
func.func @switch_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1
  ]
^bb1:
  return %a : i32
}

// CHECK-LABEL: func.func @unreachable(
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// NOSIMP-LABEL: func.func @unreachable(
// NOSIMP-NEXT:    return %arg0 : i32
// NOSIMP-NEXT:  }
func.func @unreachable(%a: i32) -> i32 {
  return %a : i32
^bb1:
  %c = arith.constant true
  cf.cond_br %c, ^bb1, ^bb1
}

// An assert of true checks nothing; one of a value stays.
// CHECK-LABEL: func.func @asserts(
// CHECK-NEXT:    cf.assert %arg0, "kept"
// CHECK-NEXT:    return
func.func @asserts(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "gone"
  cf.assert %c, "kept"
  return
}
