// canonicalize: constant folding of arith and math ops with MLIR's semantics:
// integers wrap at their width, divisions by zero and signed overflow are
// left alone, floats are IEEE-754 at their own precision with APFloat's NaNs.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// CHECK-LABEL: func.func @int_wrap
// CHECK-DAG:     %[[A:.*]] = arith.constant -2147483648 : i32
// CHECK-DAG:     %[[B:.*]] = arith.constant -56 : i8
// CHECK-DAG:     %[[C:.*]] = arith.constant false
// CHECK-DAG:     %[[D:.*]] = arith.constant 32767 : i16
// CHECK-DAG:     %[[E:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[F:.*]] = arith.constant -9223372036854775808 : index
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]]
func.func @int_wrap() -> (i32, i8, i1, i16, i64, index) {
  %max = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %a = arith.addi %max, %one : i32
  %c100 = arith.constant 100 : i8
  %b = arith.addi %c100, %c100 : i8
  %t = arith.constant true
  %c = arith.addi %t, %t : i1
  %min16 = arith.constant -32768 : i16
  %one16 = arith.constant 1 : i16
  %d = arith.subi %min16, %one16 : i16
  %big = arith.constant 4611686018427387904 : i64
  %four = arith.constant 4 : i64
  %e = arith.muli %big, %four : i64
  %imax = arith.constant 9223372036854775807 : index
  %ione = arith.constant 1 : index
  %f = arith.addi %imax, %ione : index
  return %a, %b, %c, %d, %e, %f : i32, i8, i1, i16, i64, index
}

// Division rounds toward zero (divsi), -infinity (floordivsi) or +infinity
// (ceildivsi); the remainder takes the dividend's sign; unsigned division
// reads the bits as unsigned.
// CHECK-LABEL: func.func @int_div
// CHECK-DAG:     %[[M3:.*]] = arith.constant -3 : i32
// CHECK-DAG:     %[[M4:.*]] = arith.constant -4 : i32
// CHECK-DAG:     %[[P4:.*]] = arith.constant 4 : i32
// CHECK-DAG:     %[[M1:.*]] = arith.constant -1 : i32
// CHECK-DAG:     %[[U:.*]] = arith.constant 127 : i8
// CHECK-DAG:     %[[R:.*]] = arith.constant 1 : i8
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i32
// CHECK:         return %[[M3]], %[[M4]], %[[P4]], %[[M3]], %[[M4]], %[[M1]], %[[U]], %[[R]], %[[Z]]
func.func @int_div() -> (i32, i32, i32, i32, i32, i32, i8, i8, i32) {
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %cm2 = arith.constant -2 : i32
  %min = arith.constant -2147483648 : i32
  %cm1 = arith.constant -1 : i32
  %a = arith.divsi %c7, %cm2 : i32
  %b = arith.floordivsi %cm7, %c2 : i32
  %c = arith.ceildivsi %cm7, %cm2 : i32
  %d = arith.ceildivsi %c7, %cm2 : i32
  %e = arith.floordivsi %c7, %cm2 : i32
  %f = arith.remsi %cm7, %c2 : i32
  %x = arith.constant -1 : i8
  %two8 = arith.constant 2 : i8
  %g = arith.divui %x, %two8 : i8
  %h = arith.remui %x, %two8 : i8
  %i = arith.remsi %min, %cm1 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : i32, i32, i32, i32, i32, i32, i8, i8, i32
}

// Not folded: division by zero, and the signed quotients that overflow.
// CHECK-LABEL: func.func @int_div_no_fold
// CHECK-DAG:     arith.divsi %{{.*}}, %[[Z:[^ ]*]] : i32
// CHECK-DAG:     arith.divui %{{.*}}, %[[Z]] : i32
// CHECK-DAG:     arith.remsi %{{.*}}, %[[Z]] : i32
// CHECK-DAG:     arith.remui %{{.*}}, %[[Z]] : i32
// CHECK-DAG:     arith.divsi %[[MIN:[^,]*]], %[[M1:[^ ]*]] : i32
// CHECK-DAG:     arith.floordivsi %[[MIN]], %[[M1]] : i32
// CHECK-DAG:     arith.ceildivsi %[[MIN]], %[[M1]] : i32
// CHECK-DAG:     arith.ceildivsi %{{.*}}, %[[Z]] : i32
func.func @int_div_no_fold() -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %min = arith.constant -2147483648 : i32
  %cm1 = arith.constant -1 : i32
  %a = arith.divsi %c7, %c0 : i32
  %b = arith.divui %c7, %c0 : i32
  %c = arith.remsi %c7, %c0 : i32
  %d = arith.remui %c7, %c0 : i32
  %e = arith.divsi %min, %cm1 : i32
  %f = arith.floordivsi %min, %cm1 : i32
  %g = arith.ceildivsi %min, %cm1 : i32
  %h = arith.ceildivsi %c7, %c0 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h : i32, i32, i32, i32, i32, i32, i32, i32
}

// Shifts by less than the width fold; by the width or more (poison) not.
// CHECK-LABEL: func.func @shifts
// CHECK-DAG:     %[[A:.*]] = arith.constant -2147483648 : i32
// CHECK-DAG:     %[[B:.*]] = arith.constant -4 : i32
// CHECK-DAG:     %[[C:.*]] = arith.constant 15 : i32
// CHECK-DAG:     %[[D:.*]] = arith.shli %{{.*}}, %{{.*}} : i32
// CHECK-DAG:     %[[E:.*]] = arith.shrsi %{{.*}}, %{{.*}} : i32
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
func.func @shifts() -> (i32, i32, i32, i32, i32) {
  %one = arith.constant 1 : i32
  %c31 = arith.constant 31 : i32
  %c32 = arith.constant 32 : i32
  %cm8 = arith.constant -8 : i32
  %c28 = arith.constant 28 : i32
  %a = arith.shli %one, %c31 : i32
  %b = arith.shrsi %cm8, %one : i32
  %c = arith.shrui %cm8, %c28 : i32
  %d = arith.shli %one, %c32 : i32
  %e = arith.shrsi %cm8, %c32 : i32
  return %a, %b, %c, %d, %e : i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @bitwise_min_max
// CHECK-DAG:     %[[A:.*]] = arith.constant 8 : i32
// CHECK-DAG:     %[[B:.*]] = arith.constant 14 : i32
// CHECK-DAG:     %[[C:.*]] = arith.constant 6 : i32
// CHECK-DAG:     %[[M1:.*]] = arith.constant -1 : i8
// CHECK-DAG:     %[[P1:.*]] = arith.constant 1 : i8
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[M1]], %[[P1]], %[[P1]], %[[M1]]
func.func @bitwise_min_max() -> (i32, i32, i32, i8, i8, i8, i8) {
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %a = arith.andi %c12, %c10 : i32
  %b = arith.ori %c12, %c10 : i32
  %c = arith.xori %c12, %c10 : i32
  %m1 = arith.constant -1 : i8
  %p1 = arith.constant 1 : i8
  %d = arith.maxui %m1, %p1 : i8
  %e = arith.minui %m1, %p1 : i8
  %f = arith.maxsi %m1, %p1 : i8
  %g = arith.minsi %m1, %p1 : i8
  return %a, %b, %c, %d, %e, %f, %g : i32, i32, i32, i8, i8, i8, i8
}

// f32 arithmetic is done in f32: 2^24 + 1 rounds back to 2^24.
// CHECK-LABEL: func.func @float_arith
// CHECK-DAG:     %[[A:.*]] = arith.constant 0x4B800000 : f32
// CHECK-DAG:     %[[B:.*]] = arith.constant 0.30000000000000004 : f64
// CHECK-DAG:     %[[C:.*]] = arith.constant 1.500000e+00 : f32
// CHECK-DAG:     %[[D:.*]] = arith.constant -1.500000e+00 : f32
// CHECK-DAG:     %[[E:.*]] = arith.constant 6.000000e+00 : f32
// CHECK-DAG:     %[[F:.*]] = arith.constant 0x7F800000 : f32
// CHECK-DAG:     %[[G:.*]] = arith.constant 0xFF800000 : f32
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]], %[[G]]
func.func @float_arith() -> (f32, f64, f32, f32, f32, f32, f32) {
  %big = arith.constant 16777216.0 : f32
  %one = arith.constant 1.0 : f32
  %a = arith.addf %big, %one : f32
  %p1 = arith.constant 0.1 : f64
  %p2 = arith.constant 0.2 : f64
  %b = arith.addf %p1, %p2 : f64
  %x = arith.constant 5.5 : f32
  %mx = arith.constant -5.5 : f32
  %two = arith.constant 2.0 : f32
  %c = arith.remf %x, %two : f32
  %d = arith.remf %mx, %two : f32
  %three = arith.constant 3.0 : f32
  %e = arith.mulf %three, %two : f32
  %zero = arith.constant 0.0 : f32
  %f = arith.divf %one, %zero : f32
  %mone = arith.constant -1.0 : f32
  %g = arith.divf %mone, %zero : f32
  return %a, %b, %c, %d, %e, %f, %g : f32, f64, f32, f32, f32, f32, f32
}

// NaN: an invalid operation gives the positive default NaN; a NaN operand
// comes through quieted with its sign, the left one first; negf flips it.
// CHECK-LABEL: func.func @float_nan
// CHECK-DAG:     %[[DEF:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG:     %[[N:.*]] = arith.constant 0xFFC00001 : f32
// CHECK-DAG:     %[[P:.*]] = arith.constant 0x7FC00002 : f32
// CHECK-DAG:     %[[NEG:.*]] = arith.constant 0x7FC00001 : f32
// CHECK-DAG:     %[[D:.*]] = arith.constant 0x7FF8000000000000 : f64
// CHECK:         return %[[DEF]], %[[N]], %[[N]], %[[P]], %[[N]], %[[NEG]], %[[D]]
func.func @float_nan() -> (f32, f32, f32, f32, f32, f32, f64) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %n = arith.constant 0xFFC00001 : f32
  %p = arith.constant 0x7FC00002 : f32
  %a = arith.divf %zero, %zero : f32
  %b = arith.subf %zero, %n : f32
  %c = arith.mulf %one, %n : f32
  %d = arith.addf %p, %n : f32
  %e = arith.remf %n, %one : f32
  %f = arith.negf %n : f32
  %inf = arith.constant 0x7FF0000000000000 : f64
  %minf = arith.constant 0xFFF0000000000000 : f64
  %g = arith.addf %inf, %minf : f64
  return %a, %b, %c, %d, %e, %f, %g : f32, f32, f32, f32, f32, f32, f64
}

// maximumf/minimumf: NaN wins, and -0.0 < +0.0.
// CHECK-LABEL: func.func @float_min_max
// CHECK-DAG:     %[[PZ:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[NZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG:     %[[N:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG:     %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK:         return %[[PZ]], %[[NZ]], %[[N]], %[[N]], %[[TWO]]
func.func @float_min_max() -> (f32, f32, f32, f32, f32) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = arith.maximumf %nz, %pz : f32
  %b = arith.minimumf %pz, %nz : f32
  %c = arith.maximumf %one, %nan : f32
  %d = arith.minimumf %nan, %one : f32
  %e = arith.maximumf %one, %two : f32
  return %a, %b, %c, %d, %e : f32, f32, f32, f32, f32
}

// math ops: sign and rounding on any value; sqrt and log not of negative
// numbers (nor -0.0); the others as the host's libm computes them.
// CHECK-LABEL: func.func @math
// CHECK-DAG:     %[[A:.*]] = arith.constant 2.500000e+00 : f32
// CHECK-DAG:     %[[B:.*]] = arith.constant -3.000000e+00 : f32
// CHECK-DAG:     %[[C:.*]] = arith.constant -2.000000e+00 : f32
// CHECK-DAG:     %[[D:.*]] = arith.constant -2.500000e+00 : f32
// CHECK-DAG:     %[[E:.*]] = arith.constant 1.4142135623730951 : f64
// CHECK-DAG:     %[[F:.*]] = arith.constant 2.7182818284590451 : f64
// CHECK-DAG:     %[[G:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[H:.*]] = arith.constant 1.024000e+03 : f32
// CHECK-DAG:     %[[S:.*]] = math.sqrt %{{.*}} : f32
// CHECK-DAG:     %[[L:.*]] = math.log %{{.*}} : f32
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]], %[[G]], %[[H]], %[[S]], %[[L]]
func.func @math() -> (f32, f32, f32, f32, f64, f64, f32, f32, f32, f32) {
  %m = arith.constant -2.5 : f32
  %a = math.absf %m : f32
  %b = math.floor %m : f32
  %c = math.ceil %m : f32
  %one = arith.constant 1.0 : f32
  %p = arith.constant 2.5 : f32
  %d = math.copysign %p, %m : f32
  %two = arith.constant 2.0 : f64
  %e = math.sqrt %two : f64
  %oned = arith.constant 1.0 : f64
  %f = math.exp %oned : f64
  %g = math.log %one : f32
  %twof = arith.constant 2.0 : f32
  %ten = arith.constant 10.0 : f32
  %h = math.powf %twof, %ten : f32
  %nz = arith.constant -0.0 : f32
  %s = math.sqrt %nz : f32
  %l = math.log %m : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %s, %l : f32, f32, f32, f32, f64, f64, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @int_casts
// CHECK-DAG:     %[[A:.*]] = arith.constant -1 : i32
// CHECK-DAG:     %[[B:.*]] = arith.constant 255 : i32
// CHECK-DAG:     %[[C:.*]] = arith.constant 44 : i8
// CHECK-DAG:     %[[D:.*]] = arith.constant -1 : index
// CHECK-DAG:     %[[E:.*]] = arith.constant 5 : i32
// CHECK-DAG:     %[[F:.*]] = arith.constant true
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]]
func.func @int_casts() -> (i32, i32, i8, index, i32, i1) {
  %m1 = arith.constant -1 : i8
  %a = arith.extsi %m1 : i8 to i32
  %b = arith.extui %m1 : i8 to i32
  %c300 = arith.constant 300 : i32
  %c = arith.trunci %c300 : i32 to i8
  %m1_32 = arith.constant -1 : i32
  %d = arith.index_cast %m1_32 : i32 to index
  %big = arith.constant 4294967301 : index
  %e = arith.index_cast %big : index to i32
  %three = arith.constant 3 : i8
  %f = arith.trunci %three : i8 to i1
  return %a, %b, %c, %d, %e, %f : i32, i32, i8, index, i32, i1
}

// Float casts fold when exact (truncf of 0.1 is not); fptosi/fptoui round
// toward zero and leave out-of-range values alone; sitofp reads i1 true as -1.
// CHECK-LABEL: func.func @float_casts
// CHECK-DAG:     %[[A:.*]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG:     %[[B:.*]] = arith.constant 2.550000e+02 : f32
// CHECK-DAG:     %[[C:.*]] = arith.constant -2 : i32
// CHECK-DAG:     %[[D:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[E:.*]] = arith.constant 0.10000000149011612 : f64
// CHECK-DAG:     %[[F:.*]] = arith.constant 5.000000e-01 : f32
// CHECK-DAG:     %[[G:.*]] = arith.constant 1065353216 : i32
// CHECK-DAG:     %[[H:.*]] = arith.constant -2.000000e+00 : f32
// CHECK-DAG:     %[[I:.*]] = arith.fptosi %{{.*}} : f32 to i32
// CHECK-DAG:     %[[J:.*]] = arith.fptoui %{{.*}} : f32 to i32
// CHECK-DAG:     %[[K:.*]] = arith.truncf %{{.*}} : f64 to f32
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]], %[[G]], %[[H]], %[[I]], %[[J]], %[[K]]
func.func @float_casts() -> (f32, f32, i32, i32, f64, f32, i32, f32, i32, i32, f32) {
  %t = arith.constant true
  %a = arith.sitofp %t : i1 to f32
  %m1 = arith.constant -1 : i8
  %b = arith.uitofp %m1 : i8 to f32
  %x = arith.constant -2.9 : f32
  %c = arith.fptosi %x : f32 to i32
  %h = arith.constant -0.5 : f32
  %d = arith.fptoui %h : f32 to i32
  %p1 = arith.constant 0.1 : f32
  %e = arith.extf %p1 : f32 to f64
  %half = arith.constant 0.5 : f64
  %f = arith.truncf %half : f64 to f32
  %one = arith.constant 1.0 : f32
  %g = arith.bitcast %one : f32 to i32
  %bits = arith.constant -1073741824 : i32
  %hh = arith.bitcast %bits : i32 to f32
  %big = arith.constant 1.0e10 : f32
  %i = arith.fptosi %big : f32 to i32
  %mone = arith.constant -1.0 : f32
  %j = arith.fptoui %mone : f32 to i32
  %p1d = arith.constant 0.1 : f64
  %k = arith.truncf %p1d : f64 to f32
  return %a, %b, %c, %d, %e, %f, %g, %hh, %i, %j, %k : f32, f32, i32, i32, f64, f32, i32, f32, i32, i32, f32
}
