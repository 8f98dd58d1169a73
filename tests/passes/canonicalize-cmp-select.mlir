// canonicalize: cmpi, cmpf and select folding and patterns.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// cmpi of constants (signed and unsigned readings of the same bits), of
// equal operands, and i1 comparisons with 0 and 1.
// CHECK-LABEL: func.func @cmpi_fold
// CHECK-SAME:    (%[[X:[^:]+]]: i32, %[[B:[^:]+]]: i1)
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant false
// CHECK:         return %[[T]], %[[F]], %[[T]], %[[F]], %[[T]], %[[F]], %[[B]], %[[B]], %[[B]]
func.func @cmpi_fold(%x: i32, %b: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %m1 = arith.constant -1 : i32
  %one = arith.constant 1 : i32
  %a = arith.cmpi slt, %m1, %one : i32
  %c = arith.cmpi ult, %m1, %one : i32
  %d = arith.cmpi sge, %x, %x : i32
  %e = arith.cmpi ne, %x, %x : i32
  %f = arith.cmpi ule, %x, %x : i32
  %g = arith.cmpi ugt, %x, %x : i32
  %false = arith.constant false
  %true = arith.constant true
  %h = arith.cmpi ne, %b, %false : i1
  %i = arith.cmpi eq, %b, %true : i1
  %ext = arith.extui %b : i1 to i32
  %zero = arith.constant 0 : i32
  %j = arith.cmpi ne, %ext, %zero : i32
  return %a, %c, %d, %e, %f, %g, %h, %i, %j : i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// A constant on the left moves right, with the predicate mirrored.
// CHECK-LABEL: func.func @cmpi_swap
// CHECK-SAME:    (%[[X:[^:]+]]: i32)
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : i32
// CHECK-DAG:     %[[A:.*]] = arith.cmpi sgt, %[[X]], %[[C5]] : i32
// CHECK-DAG:     %[[B:.*]] = arith.cmpi ule, %[[X]], %[[C5]] : i32
// CHECK-DAG:     %[[C:.*]] = arith.cmpi eq, %[[X]], %[[C5]] : i32
// CHECK:         return %[[A]], %[[B]], %[[C]]
func.func @cmpi_swap(%x: i32) -> (i1, i1, i1) {
  %c5 = arith.constant 5 : i32
  %a = arith.cmpi slt, %c5, %x : i32
  %b = arith.cmpi uge, %c5, %x : i32
  %c = arith.cmpi eq, %c5, %x : i32
  return %a, %b, %c : i1, i1, i1
}

// cmpf of constants; a NaN operand decides the unordered/ordered answer
// even when the other operand is not a constant.
// CHECK-LABEL: func.func @cmpf_fold
// CHECK-SAME:    (%[[X:[^:]+]]: f32)
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant false
// CHECK-DAG:     %[[R:.*]] = arith.cmpf oeq, %[[X]], %[[X]] : f32
// CHECK:         return %[[T]], %[[F]], %[[T]], %[[F]], %[[T]], %[[F]], %[[T]], %[[R]]
func.func @cmpf_fold(%x: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %a = arith.cmpf olt, %one, %two : f32
  %b = arith.cmpf ogt, %one, %two : f32
  %c = arith.cmpf oeq, %nz, %pz : f32
  %d = arith.cmpf olt, %nan, %x : f32
  %e = arith.cmpf uno, %x, %nan : f32
  %f = arith.cmpf ord, %nan, %one : f32
  %g = arith.cmpf une, %nan, %nan : f32
  %h = arith.cmpf oeq, %x, %x : f32
  return %a, %b, %c, %d, %e, %f, %g, %h : i1, i1, i1, i1, i1, i1, i1, i1
}

// select with a constant condition, equal arms, select(c, true, false),
// and select(a == b, a, b).
// CHECK-LABEL: func.func @select_fold
// CHECK-SAME:    (%[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NEXT:    return %[[X]], %[[Y]], %[[X]], %[[C]], %[[Y]], %[[X]]
func.func @select_fold(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1, i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %a = arith.select %true, %x, %y : i32
  %b = arith.select %false, %x, %y : i32
  %d = arith.select %c, %x, %x : i32
  %e = arith.select %c, %true, %false : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %f = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %g = arith.select %ne, %x, %y : i32
  return %a, %b, %d, %e, %f, %g : i32, i32, i32, i1, i32, i32
}

// select(c, false, true) is not(c); select of 1/0 is an extension;
// nested selects on one condition and a negated condition simplify.
// CHECK-LABEL: func.func @select_patterns
// CHECK-SAME:    (%[[C:[^:]+]]: i1, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32, %[[Z:[^:]+]]: i32)
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[NOT:.*]] = arith.xori %[[C]], %[[T]] : i1
// CHECK-NEXT:    %[[E1:.*]] = arith.extui %[[C]] : i1 to i32
// CHECK-NEXT:    %[[NOT2:.*]] = arith.xori %[[C]], %[[T]] : i1
// CHECK-NEXT:    %[[E2:.*]] = arith.extui %[[NOT2]] : i1 to i32
// CHECK-NEXT:    %[[S1:.*]] = arith.select %[[C]], %[[X]], %[[Z]] : i32
// CHECK-NEXT:    %[[S2:.*]] = arith.select %[[C]], %[[X]], %[[Z]] : i32
// CHECK-NEXT:    %[[S3:.*]] = arith.select %[[C]], %[[Y]], %[[X]] : i32
// CHECK-NEXT:    return %[[NOT]], %[[E1]], %[[E2]], %[[S1]], %[[S2]], %[[S3]]
func.func @select_patterns(%c: i1, %x: i32, %y: i32, %z: i32) -> (i1, i32, i32, i32, i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %a = arith.select %c, %false, %true : i1
  %b = arith.select %c, %one, %zero : i32
  %d = arith.select %c, %zero, %one : i32
  %inner = arith.select %c, %x, %y : i32
  %e = arith.select %c, %inner, %z : i32
  %inner2 = arith.select %c, %y, %z : i32
  %f = arith.select %c, %x, %inner2 : i32
  %nc = arith.xori %c, %true : i1
  %g = arith.select %nc, %x, %y : i32
  return %a, %b, %d, %e, %f, %g : i1, i32, i32, i32, i32, i32
}

// not(cmpi p) is cmpi !p; cmpi eq/ne of two equal extensions compares the
// narrow values.
// CHECK-LABEL: func.func @cmpi_patterns
// CHECK-SAME:    (%[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32, %[[A:[^:]+]]: i8, %[[B:[^:]+]]: i8)
// CHECK-DAG:     %[[P:.*]] = arith.cmpi sge, %[[X]], %[[Y]] : i32
// CHECK-DAG:     %[[Q:.*]] = arith.cmpi ne, %[[A]], %[[B]] : i8
// CHECK-DAG:     %[[R:.*]] = arith.cmpi eq, %[[A]], %[[B]] : i8
// CHECK-DAG:     %[[S:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : i32
// CHECK:         return %[[P]], %[[Q]], %[[R]], %[[S]]
func.func @cmpi_patterns(%x: i32, %y: i32, %a: i8, %b: i8) -> (i1, i1, i1, i1) {
  %true = arith.constant true
  %lt = arith.cmpi slt, %x, %y : i32
  %p = arith.xori %lt, %true : i1
  %ea = arith.extsi %a : i8 to i32
  %eb = arith.extsi %b : i8 to i32
  %q = arith.cmpi ne, %ea, %eb : i32
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %r = arith.cmpi eq, %ua, %ub : i32
  %s = arith.cmpi slt, %ua, %ub : i32
  return %p, %q, %r, %s : i1, i1, i1, i1
}

// cmpf of an integer converted to float against a constant is a cmpi when
// the conversion is exact; fractional constants adjust the predicate.
// CHECK-LABEL: func.func @cmpf_int
// CHECK-SAME:    (%[[I:[^:]+]]: i32, %[[J:[^:]+]]: i8, %[[K:[^:]+]]: i64)
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant false
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG:     %[[CM4:.*]] = arith.constant -4 : i32
// CHECK-DAG:     %[[A:.*]] = arith.cmpi slt, %[[I]], %[[C4]] : i32
// CHECK-DAG:     %[[B:.*]] = arith.cmpi sle, %[[I]], %[[C4]] : i32
// CHECK-DAG:     %[[C:.*]] = arith.cmpi sge, %[[I]], %[[CM4]] : i32
// CHECK-DAG:     %[[U:.*]] = arith.cmpi ugt, %[[J]], %{{.*}} : i8
// CHECK-DAG:     %[[D:.*]] = arith.cmpf olt, %{{.*}}, %{{.*}} : f32
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[F]], %[[T]], %[[T]], %[[F]], %[[U]], %[[D]]
func.func @cmpf_int(%i: i32, %j: i8, %k: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %i : i32 to f64
  %four = arith.constant 4.0 : f64
  %a = arith.cmpf olt, %f, %four : f64
  %fr = arith.constant 4.5 : f64
  %b = arith.cmpf ult, %f, %fr : f64
  %mfr = arith.constant -4.5 : f64
  %c = arith.cmpf ogt, %f, %mfr : f64
  %d = arith.cmpf oeq, %f, %fr : f64
  %e = arith.cmpf ord, %f, %four : f64
  %huge = arith.constant 1.0e20 : f64
  %g = arith.cmpf olt, %f, %huge : f64
  %u = arith.uitofp %j : i8 to f64
  %neg = arith.constant -1.0 : f64
  %h = arith.cmpf olt, %u, %neg : f64
  %ten = arith.constant 10.0 : f64
  %v = arith.cmpf ogt, %u, %ten : f64
  %kf = arith.sitofp %k : i64 to f32
  %big = arith.constant 16777217.0 : f32
  %w = arith.cmpf olt, %kf, %big : f32
  return %a, %b, %c, %d, %e, %g, %h, %v, %w : i1, i1, i1, i1, i1, i1, i1, i1, i1
}
