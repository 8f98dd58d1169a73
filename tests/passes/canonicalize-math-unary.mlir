// canonicalize: math.erf, sin, cos, log1p, expm1, round and trunc of
// constants fold as MLIR 22 folds them: f32 and f64 computed with the host's
// libm in the type's own precision (erff, sinf, ... for f32); log1p only
// where 1 + x is not negative; round halves away from zero. math.rsqrt does
// not fold in MLIR 22, nor does anything on a non-constant operand.
// RUN: %loopc %s --canonicalize --split-input-file | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize --split-input-file | FileCheck %s %}

// CHECK-LABEL: func.func @f32_consts
// CHECK-DAG:     %[[ERF:.*]] = arith.constant 0.520499885 : f32
// CHECK-DAG:     %[[SIN:.*]] = arith.constant 0.47942555 : f32
// CHECK-DAG:     %[[COS:.*]] = arith.constant 0.87758255 : f32
// CHECK-DAG:     %[[L1P:.*]] = arith.constant 0.405465096 : f32
// CHECK-DAG:     %[[EM1:.*]] = arith.constant 0.648721277 : f32
// CHECK-DAG:     %[[RND:.*]] = arith.constant -3.000000e+00 : f32
// CHECK-DAG:     %[[TRN:.*]] = arith.constant -2.000000e+00 : f32
// CHECK:         return %[[ERF]], %[[SIN]], %[[COS]], %[[L1P]], %[[EM1]], %[[RND]], %[[TRN]]
func.func @f32_consts() -> (f32, f32, f32, f32, f32, f32, f32) {
  %h = arith.constant 0.5 : f32
  %n = arith.constant -2.5 : f32
  %0 = math.erf %h : f32
  %1 = math.sin %h : f32
  %2 = math.cos %h : f32
  %3 = math.log1p %h : f32
  %4 = math.expm1 %h : f32
  %5 = math.round %n : f32
  %6 = math.trunc %n : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @f64_consts
// CHECK-DAG:     %[[ERF:.*]] = arith.constant 0.52049987781304652 : f64
// CHECK-DAG:     %[[SIN:.*]] = arith.constant 0.47942553860420301 : f64
// CHECK-DAG:     %[[COS:.*]] = arith.constant 0.87758256189037276 : f64
// CHECK-DAG:     %[[L1P:.*]] = arith.constant 1.2527629684953681 : f64
// CHECK-DAG:     %[[EM1:.*]] = arith.constant 0.64872127070012819 : f64
// CHECK-DAG:     %[[RND:.*]] = arith.constant 3.000000e+00 : f64
// CHECK-DAG:     %[[TRN:.*]] = arith.constant 2.000000e+00 : f64
// CHECK:         return %[[ERF]], %[[SIN]], %[[COS]], %[[L1P]], %[[EM1]], %[[RND]], %[[TRN]]
func.func @f64_consts() -> (f64, f64, f64, f64, f64, f64, f64) {
  %h = arith.constant 0.5 : f64
  %p = arith.constant 2.5 : f64
  %0 = math.erf %h : f64
  %1 = math.sin %h : f64
  %2 = math.cos %h : f64
  %3 = math.log1p %p : f64
  %4 = math.expm1 %h : f64
  %5 = math.round %p : f64
  %6 = math.trunc %p : f64
  return %0, %1, %2, %3, %4, %5, %6 : f64, f64, f64, f64, f64, f64, f64
}

// -----

// Edges: log1p(-1) is -inf (1 + x is +0.0), erf(+inf) is 1, sin(+inf) is
// libm's NaN, expm1 overflows to +inf, and rounding keeps the sign of zero.
// CHECK-LABEL: func.func @edges
// CHECK-DAG:     %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG:     %[[NAN:.*]] = arith.constant 0xFFC00000 : f32
// CHECK-DAG:     %[[INF:.*]] = arith.constant 0x7FF0000000000000 : f64
// CHECK-DAG:     %[[NZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK:         return %[[NINF]], %[[ONE]], %[[NAN]], %[[INF]], %[[NZ]], %[[NZ]]
func.func @edges() -> (f32, f32, f32, f64, f32, f32) {
  %m1 = arith.constant -1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %big = arith.constant 1.0e+300 : f64
  %h = arith.constant -0.5 : f32
  %q = arith.constant -0.4 : f32
  %0 = math.log1p %m1 : f32
  %1 = math.erf %inf : f32
  %2 = math.sin %inf : f32
  %3 = math.expm1 %big : f64
  %4 = math.trunc %h : f32
  %5 = math.round %q : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f64, f32, f32
}

// -----

// Not folded: log1p where 1 + x is negative, rsqrt of anything, and
// operands that are not constants.
// CHECK-LABEL: func.func @kept
// CHECK-SAME:    (%[[X:[^:]+]]: f32)
// CHECK-DAG:     %[[M:.*]] = arith.constant -1.500000e+00 : f32
// CHECK-DAG:     %[[H:.*]] = arith.constant 5.000000e-01 : f32
// CHECK:         %[[A:.*]] = math.log1p %[[M]] : f32
// CHECK-NEXT:    %[[B:.*]] = math.rsqrt %[[H]] : f32
// CHECK-NEXT:    %[[C:.*]] = math.erf %[[X]] : f32
// CHECK-NEXT:    %[[D:.*]] = math.round %[[X]] : f32
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @kept(%x: f32) -> (f32, f32, f32, f32) {
  %m = arith.constant -1.5 : f32
  %h = arith.constant 0.5 : f32
  %0 = math.log1p %m : f32
  %1 = math.rsqrt %h : f32
  %2 = math.erf %x : f32
  %3 = math.round %x : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// -----

// Unused ones go, as every pure op does.
// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    return
func.func @dead(%x: f64) {
  %0 = math.erf %x : f64
  %1 = math.rsqrt %x : f64
  %2 = math.sin %x : f64
  return
}
