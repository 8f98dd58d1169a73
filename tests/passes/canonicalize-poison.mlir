// canonicalize: ub.poison as mlir-opt 22 folds it: a constant (placed and
// merged at the top as constants are, moved to the right of commutative ops
// and cmpi); the arith and math ops whose folders propagate it give poison
// once their identities have not applied (x * 0 is still 0); select takes
// the arm that is not poison; the shifts, cmpi, rsqrt, cbrt, fpowi, fma,
// clampf and isnan keep it as an operand. The CHECK lines are mlir-opt 22's
// output, which both must print. (mlir-opt 22 crashes on
// arith.addui_extended of a poison operand, so that is left out.)
// RUN: %loopc %s --canonicalize --split-input-file | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize --split-input-file | FileCheck %s %}

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: f32, %arg2: i1) -> (i32, i32, f32, i32, i1, i32, i64, i32, f32, i32) {
// CHECK-NEXT:    %0 = ub.poison : i64
// CHECK-NEXT:    %1 = ub.poison : i32
// CHECK-NEXT:    %2 = ub.poison : f32
// CHECK-NEXT:    %3 = arith.cmpi eq, %arg0, %1 : i32
// CHECK-NEXT:    return %1, %1, %2, %arg0, %3, %arg0, %0, %1, %2, %1 : i32, i32, f32, i32, i1, i32, i64, i32, f32, i32
func.func @f(%x: i32, %y: f32, %c: i1) -> (i32, i32, f32, i32, i1, i32, i64, i32, f32, i32) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %b = ub.poison : i1
  %0 = arith.addi %p, %x : i32
  %1 = arith.muli %x, %p : i32
  %2 = arith.addf %q, %y : f32
  %3 = arith.select %c, %p, %x : i32
  %4 = arith.cmpi eq, %p, %x : i32
  %5 = arith.select %b, %x, %x : i32
  %6 = arith.extsi %p : i32 to i64
  %7 = arith.divsi %x, %p : i32
  %8 = math.sin %q : f32
  %9 = arith.andi %p, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, f32, i32, i1, i32, i64, i32, f32, i32
}

// -----

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = ub.poison : i1
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %arg1 : i32
// CHECK-NEXT:    return %1 : i32
func.func @f(%x: i32, %y: i32) -> i32 {
  %b = ub.poison : i1
  %0 = arith.select %b, %x, %y : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %c0_i32 : i32
func.func @g(%x: i32) -> i32 {
  %p = ub.poison : i32
  %0 = arith.addi %p, %p : i32
  %1 = arith.subi %x, %x : i32
  %2 = arith.muli %p, %1 : i32
  return %2 : i32
}

// -----

// CHECK-LABEL: func.func @many(%arg0: i32, %arg1: f32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, index, f32, f32, i32, f64, i8, index, f32, f32, i32, i32, i32, f32, f32, f32, f32, f32, f32, i1, f32, f32, f32) {
// CHECK-NEXT:    %0 = ub.poison : i8
// CHECK-NEXT:    %1 = ub.poison : f64
// CHECK-NEXT:    %2 = ub.poison : index
// CHECK-NEXT:    %3 = ub.poison : i32
// CHECK-NEXT:    %4 = ub.poison : f32
// CHECK-NEXT:    %5 = arith.shli %arg0, %3 : i32
// CHECK-NEXT:    %6 = arith.shrsi %arg0, %3 : i32
// CHECK-NEXT:    %7 = arith.shrui %arg0, %3 : i32
// CHECK-NEXT:    %8 = math.rsqrt %4 : f32
// CHECK-NEXT:    %9 = math.cbrt %4 : f32
// CHECK-NEXT:    %10 = math.fpowi %4, %3 : f32, i32
// CHECK-NEXT:    %11 = math.fma %4, %arg1, %arg1 : f32
// CHECK-NEXT:    %12 = math.isnan %4 : f32
// CHECK-NEXT:    %13 = math.clampf %4 to [%arg1, %arg1] : f32
// CHECK-NEXT:    return %3, %3, %3, %3, %3, %5, %6, %7, %3, %3, %3, %3, %3, %3, %4, %4, %4, %4, %4, %4, %4, %4, %4, %2, %4, %4, %3, %1, %0, %2, %8, %9, %3, %3, %3, %10, %4, %4, %4, %4, %11, %12, %13, %4, %4 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, index, f32, f32, i32, f64, i8, index, f32, f32, i32, i32, i32, f32, f32, f32, f32, f32, f32, i1, f32, f32, f32
func.func @many(%x: i32, %y: f32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, index, f32, f32, i32, f64, i8, index, f32, f32, i32, i32, i32, f32, f32, f32, f32, f32, f32, i1, f32, f32, f32) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %r0 = arith.divui %x, %p : i32
  %r1 = arith.remsi %x, %p : i32
  %r2 = arith.remui %x, %p : i32
  %r3 = arith.ori %x, %p : i32
  %r4 = arith.xori %x, %p : i32
  %r5 = arith.shli %x, %p : i32
  %r6 = arith.shrsi %x, %p : i32
  %r7 = arith.shrui %x, %p : i32
  %r8 = arith.maxsi %x, %p : i32
  %r9 = arith.minui %x, %p : i32
  %r10 = arith.ceildivsi %x, %p : i32
  %r11 = arith.floordivsi %x, %p : i32
  %r12 = arith.ceildivui %x, %p : i32
  %r13 = arith.subi %x, %p : i32
  %r14 = arith.subf %y, %q : f32
  %r15 = arith.mulf %y, %q : f32
  %r16 = arith.divf %y, %q : f32
  %r17 = arith.remf %y, %q : f32
  %r18 = arith.maximumf %y, %q : f32
  %r19 = arith.minimumf %y, %q : f32
  %r20 = arith.maxnumf %y, %q : f32
  %r21 = arith.minnumf %y, %q : f32
  %r22 = arith.negf %q : f32
  %r23 = arith.index_cast %p : i32 to index
  %r24 = arith.bitcast %p : i32 to f32
  %r25 = arith.sitofp %p : i32 to f32
  %r26 = arith.fptosi %q : f32 to i32
  %r27 = arith.extf %q : f32 to f64
  %r28 = arith.trunci %p : i32 to i8
  %r29 = arith.index_castui %p : i32 to index
  %r30 = math.rsqrt %q : f32
  %r31 = math.cbrt %q : f32
  %r32 = math.absi %p : i32
  %r33 = math.ctpop %p : i32
  %r34 = math.ipowi %x, %p : i32
  %r35 = math.fpowi %q, %p : f32, i32
  %r36 = math.atan2 %q, %y : f32
  %r37 = math.powf %y, %q : f32
  %r38 = math.copysign %q, %y : f32
  %r39 = math.roundeven %q : f32
  %r40 = math.fma %q, %y, %y : f32
  %r41 = math.isnan %q : f32
  %r42 = math.clampf %q to [%y, %y] : f32
  %r43 = math.exp2 %q : f32
  %r44 = math.floor %q : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35, %r36, %r37, %r38, %r39, %r40, %r41, %r42, %r43, %r44 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, index, f32, f32, i32, f64, i8, index, f32, f32, i32, i32, i32, f32, f32, f32, f32, f32, f32, i1, f32, f32, f32
}
