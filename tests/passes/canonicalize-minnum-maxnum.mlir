// canonicalize: arith.minnumf/maxnumf fold as MLIR 22 folds them. They are
// IEEE minNum/maxNum (a quiet NaN operand gives the other one, -0.0 < +0.0
// when both are constants), not minimumf/maximumf (a NaN wins): so
// minnumf(x, NaN) is x, while minnumf(x, +inf) is not (a NaN x gives +inf).
// cse tells them apart and treats both as commutative.
// RUN: %loopc %s --canonicalize --split-input-file | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize --split-input-file | FileCheck %s %}
// RUN: %loopc %s --cse --split-input-file | FileCheck %s --check-prefix=CSE
// RUN: %if mlir-opt %{ %mlir_opt %s --cse --split-input-file | FileCheck %s --check-prefix=CSE %}

// Constants: a quiet NaN is ignored, -0.0 is below +0.0 in either order.
// CHECK-LABEL: func.func @constants
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG:     %[[NZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG:     %[[PZ:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG:     %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK:         return %[[NZ]], %[[NZ]], %[[PZ]], %[[PZ]], %[[ONE]], %[[ONE]], %[[ONE]], %[[TWO]], %[[NAN]]
func.func @constants() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.minnumf %pz, %nz : f32
  %1 = arith.minnumf %nz, %pz : f32
  %2 = arith.maxnumf %pz, %nz : f32
  %3 = arith.maxnumf %nz, %pz : f32
  %4 = arith.minnumf %nan, %one : f32
  %5 = arith.maxnumf %one, %nan : f32
  %6 = arith.minnumf %one, %two : f32
  %7 = arith.maxnumf %two, %one : f32
  %8 = arith.maxnumf %nan, %nan : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// f64 NaNs keep their bits: a signaling NaN on the left gives itself
// quieted; a NaN on the right gives the left operand (whatever it is).
// CHECK-LABEL: func.func @nan_bits
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-DAG:     %[[Q1:.*]] = arith.constant 0xFFF8000000000002 : f64
// CHECK-DAG:     %[[Q2:.*]] = arith.constant 0x7FF8000000000003 : f64
// CHECK-DAG:     %[[QS:.*]] = arith.constant 0x7FF8000000000001 : f64
// CHECK:         return %[[QS]], %[[ONE]], %[[Q1]], %[[Q2]]
func.func @nan_bits() -> (f64, f64, f64, f64) {
  %one = arith.constant 1.0 : f64
  %snan = arith.constant 0x7FF0000000000001 : f64
  %q1 = arith.constant 0xFFF8000000000002 : f64
  %q2 = arith.constant 0x7FF8000000000003 : f64
  %0 = arith.minnumf %snan, %one : f64
  %1 = arith.maxnumf %one, %snan : f64
  %2 = arith.minnumf %q1, %q2 : f64
  %3 = arith.maxnumf %q2, %q1 : f64
  return %0, %1, %2, %3 : f64, f64, f64, f64
}

// -----

// Identities: (x, x) and (x, NaN) are x, a constant on the left moves
// right first; (x, +inf) and (x, -inf) stay, as does a constant that is not
// a NaN. minimumf(x, +inf) is still x.
// CHECK-LABEL: func.func @identities
// CHECK-SAME:    (%[[X:[^:]+]]: f32)
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG:     %[[PINF:.*]] = arith.constant 0x7F800000 : f32
// CHECK-DAG:     %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-DAG:     %[[A:.*]] = arith.minnumf %[[X]], %[[PINF]] : f32
// CHECK-DAG:     %[[B:.*]] = arith.maxnumf %[[X]], %[[NINF]] : f32
// CHECK-DAG:     %[[C:.*]] = arith.minnumf %[[X]], %[[ONE]] fastmath<nnan> : f32
// CHECK:         return %[[X]], %[[X]], %[[X]], %[[X]], %[[A]], %[[B]], %[[C]], %[[X]]
func.func @identities(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.minnumf %x, %x : f32
  %1 = arith.maxnumf %x, %x : f32
  %2 = arith.minnumf %x, %nan : f32
  %3 = arith.maxnumf %nan, %x : f32
  %4 = arith.minnumf %x, %pinf : f32
  %5 = arith.maxnumf %x, %ninf : f32
  %6 = arith.minnumf %one, %x fastmath<nnan> : f32
  %7 = arith.minimumf %x, %pinf : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// Common subexpressions: minnumf(a, b) and minnumf(b, a) are one value; minimumf(a, b) and
// maxnumf(a, b) are others.
// CSE-LABEL: func.func @cse
// CSE-SAME:    (%[[A:[^:]+]]: f64, %[[B:[^:]+]]: f64)
// CSE-NEXT:    %[[M:.*]] = arith.minnumf %[[A]], %[[B]] : f64
// CSE-NEXT:    %[[N:.*]] = arith.minimumf %[[A]], %[[B]] : f64
// CSE-NEXT:    %[[X:.*]] = arith.maxnumf %[[A]], %[[B]] : f64
// CSE-NEXT:    %[[Y:.*]] = arith.maximumf %[[A]], %[[B]] : f64
// CSE-NEXT:    return %[[M]], %[[M]], %[[N]], %[[X]], %[[Y]], %[[X]]
func.func @cse(%a: f64, %b: f64) -> (f64, f64, f64, f64, f64, f64) {
  %0 = arith.minnumf %a, %b : f64
  %1 = arith.minnumf %b, %a : f64
  %2 = arith.minimumf %a, %b : f64
  %3 = arith.maxnumf %a, %b : f64
  %4 = arith.maximumf %a, %b : f64
  %5 = arith.maxnumf %b, %a : f64
  return %0, %1, %2, %3, %4, %5 : f64, f64, f64, f64, f64, f64
}
