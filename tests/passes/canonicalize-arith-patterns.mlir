// canonicalize: arith canonicalization patterns (ArithCanonicalization.td):
// constant chains, extension and truncation chains, negations.
// RUN: %loopc %s --canonicalize | FileCheck %s --check-prefixes=CHECK,LOOPC
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s --check-prefixes=CHECK,MLIR %}

// Constants of add/sub chains combine (MLIR's AddIAddConstant, SubI*...).
// CHECK-LABEL: func.func @add_sub_chains
// CHECK-SAME:    (%[[X:[^:]+]]: i32)
// CHECK-DAG:     %[[C12:.*]] = arith.constant 12 : i32
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : i32
// CHECK-DAG:     %[[CM2:.*]] = arith.constant -2 : i32
// CHECK-DAG:     %[[A:.*]] = arith.addi %[[X]], %[[C12]] : i32
// CHECK-DAG:     %[[B:.*]] = arith.addi %[[X]], %[[C2]] : i32
// CHECK-DAG:     %[[C:.*]] = arith.subi %[[C12]], %[[X]] : i32
// CHECK-DAG:     %[[D:.*]] = arith.addi %[[X]], %[[CM2]] : i32
// CHECK-DAG:     %[[E:.*]] = arith.subi %[[C2]], %[[X]] : i32
// CHECK-DAG:     %[[F:.*]] = arith.subi %[[X]], %[[C12]] : i32
// CHECK-DAG:     %[[G:.*]] = arith.subi %[[CM2]], %[[X]] : i32
// CHECK-DAG:     %[[H:.*]] = arith.subi %[[C12]], %[[X]] : i32
// CHECK-DAG:     %[[I:.*]] = arith.addi %[[X]], %[[C2]] : i32
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]], %[[G]], %[[H]], %[[I]]
func.func @add_sub_chains(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %ax = arith.addi %x, %c5 : i32
  %a = arith.addi %ax, %c7 : i32
  %sx = arith.subi %x, %c5 : i32
  %b = arith.addi %sx, %c7 : i32
  %xs = arith.subi %c5, %x : i32
  %c = arith.addi %xs, %c7 : i32
  %d = arith.subi %ax, %c7 : i32
  %e = arith.subi %c7, %ax : i32
  %f = arith.subi %sx, %c7 : i32
  %g = arith.subi %xs, %c7 : i32
  %h = arith.subi %c7, %sx : i32
  %i = arith.subi %c7, %xs : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// muli(muli(x, c0), c1) -> muli(x, c0 * c1); addi with a product by -1 is
// a subtraction; subi(subi(x, y), x) is 0 - y. The flags two combined ops
// share survive.
// CHECK-LABEL: func.func @mul_and_neg
// CHECK-SAME:    (%[[X:[^:]+]]: i64, %[[Y:[^:]+]]: i64)
// CHECK-DAG:     %[[C35:.*]] = arith.constant 35 : i64
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[A:.*]] = arith.muli %[[X]], %[[C35]] {{.*}}nsw{{.*}} : i64
// CHECK-DAG:     %[[B:.*]] = arith.subi %[[X]], %[[Y]] : i64
// CHECK-DAG:     %[[C:.*]] = arith.subi %[[Y]], %[[X]] : i64
// CHECK-DAG:     %[[D:.*]] = arith.subi %[[Z]], %[[Y]] : i64
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @mul_and_neg(%x: i64, %y: i64) -> (i64, i64, i64, i64) {
  %c5 = arith.constant 5 : i64
  %c7 = arith.constant 7 : i64
  %m1 = arith.constant -1 : i64
  %mx = arith.muli %x, %c5 overflow<nsw> : i64
  %a = arith.muli %mx, %c7 overflow<nsw, nuw> : i64
  %ny = arith.muli %y, %m1 : i64
  %b = arith.addi %x, %ny : i64
  %nx = arith.muli %x, %m1 : i64
  %c = arith.addi %nx, %y : i64
  %s = arith.subi %x, %y : i64
  %d = arith.subi %s, %x : i64
  return %a, %b, %c, %d : i64, i64, i64, i64
}

// Bitwise ops of two extensions of one kind are done before extending.
// CHECK-LABEL: func.func @bitwise_of_ext
// CHECK-SAME:    (%[[A:[^:]+]]: i8, %[[B:[^:]+]]: i8, %[[C:[^:]+]]: i16)
// CHECK-DAG:     %[[AND:.*]] = arith.andi %[[A]], %[[B]] : i8
// CHECK-DAG:     %[[R1:.*]] = arith.extui %[[AND]] : i8 to i32
// CHECK-DAG:     %[[OR:.*]] = arith.ori %[[A]], %[[B]] : i8
// CHECK-DAG:     %[[R2:.*]] = arith.extsi %[[OR]] : i8 to i32
// CHECK-DAG:     %[[XOR:.*]] = arith.xori %[[A]], %[[B]] : i8
// CHECK-DAG:     %[[R3:.*]] = arith.extui %[[XOR]] : i8 to i32
// CHECK-DAG:     %[[R4:.*]] = arith.andi %{{.*}}, %{{.*}} : i32
// CHECK:         return %[[R1]], %[[R2]], %[[R3]], %[[R4]]
func.func @bitwise_of_ext(%a: i8, %b: i8, %c: i16) -> (i32, i32, i32, i32) {
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %uc = arith.extui %c : i16 to i32
  %r1 = arith.andi %ua, %ub : i32
  %r2 = arith.ori %sa, %sb : i32
  %r3 = arith.xori %ua, %ub : i32
  %r4 = arith.andi %ua, %uc : i32
  return %r1, %r2, %r3, %r4 : i32, i32, i32, i32
}

// Extension and truncation chains shorten.
// CHECK-LABEL: func.func @int_cast_chains
// CHECK-SAME:    (%[[A:[^:]+]]: i8, %[[X:[^:]+]]: i32)
// CHECK-DAG:     %[[C24:.*]] = arith.constant 24 : i32
// CHECK-DAG:     %[[E1:.*]] = arith.extui %[[A]] : i8 to i64
// CHECK-DAG:     %[[E2:.*]] = arith.extsi %[[A]] : i8 to i64
// CHECK-DAG:     %[[E3:.*]] = arith.extui %[[A]] : i8 to i64
// CHECK-DAG:     %[[T1:.*]] = arith.extsi %[[A]] : i8 to i16
// CHECK-DAG:     %[[T2:.*]] = arith.trunci %[[X]] : i32 to i8
// CHECK-DAG:     %[[T3:.*]] = arith.trunci %[[X]] : i32 to i16
// CHECK-DAG:     %[[SH:.*]] = arith.shrui %[[X]], %[[C24]] : i32
// CHECK-DAG:     %[[T4:.*]] = arith.trunci %[[SH]] : i32 to i8
// CHECK-DAG:     %[[I:.*]] = arith.index_cast %[[A]] : i8 to index
// CHECK:         return %[[E1]], %[[E2]], %[[E3]], %[[T1]], %[[A]], %[[T2]], %[[T3]], %[[T4]], %[[I]], %[[X]]
func.func @int_cast_chains(%a: i8, %x: i32) -> (i64, i64, i64, i16, i8, i8, i16, i8, index, i32) {
  %u16 = arith.extui %a : i8 to i16
  %e1 = arith.extui %u16 : i16 to i64
  %s16 = arith.extsi %a : i8 to i16
  %e2 = arith.extsi %s16 : i16 to i64
  %e3 = arith.extsi %u16 : i16 to i64
  %s32 = arith.extsi %a : i8 to i32
  %t1 = arith.trunci %s32 : i32 to i16
  %t0 = arith.trunci %s32 : i32 to i8
  %x16 = arith.trunci %x : i32 to i16
  %t2 = arith.trunci %x16 : i16 to i8
  %x64 = arith.extui %x : i32 to i64
  %t3 = arith.trunci %x64 : i64 to i16
  %c24 = arith.constant 24 : i32
  %sh = arith.shrsi %x, %c24 : i32
  %t4 = arith.trunci %sh : i32 to i8
  %i = arith.index_cast %s32 : i32 to index
  %xi = arith.index_cast %x : i32 to index
  %back = arith.index_cast %xi : index to i32
  return %e1, %e2, %e3, %t1, %t0, %t2, %t3, %t4, %i, %back : i64, i64, i64, i16, i8, i8, i16, i8, index, i32
}

// bitcast chains collapse; truncf of an int-to-float conversion converts
// directly; products and quotients of two negations drop them.
// CHECK-LABEL: func.func @float_cast_chains
// CHECK-SAME:    (%[[X:[^:]+]]: f32, %[[Y:[^:]+]]: f32, %[[N:[^:]+]]: i32)
// CHECK-DAG:     %[[F:.*]] = arith.sitofp %[[N]] : i32 to f32
// CHECK-DAG:     %[[M:.*]] = arith.mulf %[[X]], %[[Y]] fastmath<fast> : f32
// CHECK-DAG:     %[[D:.*]] = arith.divf %[[X]], %[[Y]] : f32
// CHECK:         return %[[X]], %[[F]], %[[M]], %[[D]]
func.func @float_cast_chains(%x: f32, %y: f32, %n: i32) -> (f32, f32, f32, f32) {
  %b1 = arith.bitcast %x : f32 to i32
  %b2 = arith.bitcast %b1 : i32 to f32
  %d = arith.sitofp %n : i32 to f64
  %f = arith.truncf %d : f64 to f32
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %m = arith.mulf %nx, %ny fastmath<fast> : f32
  %q = arith.divf %nx, %ny : f32
  return %b2, %f, %m, %q : f32, f32, f32, f32
}

// index_cast(index_cast(x : index to i8) : i8 to index) truncates x, so it
// is not x. loopc keeps it (as MLIR does after LLVM 22); mlir-opt 22 folds
// it to x.
// CHECK-LABEL: func.func @narrowing_round_trip
// CHECK-SAME:    (%[[I:[^:]+]]: index)
// LOOPC-NEXT:    %[[N8:.*]] = arith.index_cast %[[I]] : index to i8
// LOOPC-NEXT:    %[[BACK:.*]] = arith.index_cast %[[N8]] : i8 to index
// LOOPC-NEXT:    return %[[BACK]] : index
// MLIR-NEXT:     return %[[I]] : index
func.func @narrowing_round_trip(%i: index) -> index {
  %n8 = arith.index_cast %i : index to i8
  %back = arith.index_cast %n8 : i8 to index
  return %back : index
}
