// canonicalize: algebraic identities of arith ops, and the float ones that
// must not fire because of signed zeros and NaNs.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// CHECK-LABEL: func.func @add_sub_mul
// CHECK-SAME:    (%[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    return %[[X]], %[[X]], %[[X]], %[[Z]], %[[X]], %[[Z]], %[[X]], %[[X]], %[[X]], %[[X]], %[[Y]]
func.func @add_sub_mul(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %c0, %x : i32
  %c = arith.subi %x, %c0 : i32
  %d = arith.subi %x, %x : i32
  %e = arith.muli %x, %c1 : i32
  %f = arith.muli %c0, %x : i32
  %s = arith.subi %x, %y : i32
  %g = arith.addi %s, %y : i32
  %h = arith.addi %y, %s : i32
  %t = arith.addi %x, %y : i32
  %i = arith.subi %t, %y : i32
  %j = arith.muli %c1, %x : i32
  %k = arith.subi %t, %x : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// x / 1 is x and x % 1 is 0; (a * b) / b is a only when the product
// cannot wrap (nsw for divsi, nuw for divui).
// CHECK-LABEL: func.func @div_rem
// CHECK-SAME:    (%[[X:[^:]+]]: index, %[[Y:[^:]+]]: index)
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[M:.*]] = arith.muli %[[X]], %[[Y]] : index
// CHECK-DAG:     %[[D:.*]] = arith.divui %[[M]], %[[Y]] : index
// CHECK:         return %[[X]], %[[X]], %[[X]], %[[X]], %[[Z]], %[[Z]], %[[X]], %[[X]], %[[D]]
func.func @div_rem(%x: index, %y: index) -> (index, index, index, index, index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %a = arith.divsi %x, %c1 : index
  %b = arith.divui %x, %c1 : index
  %c = arith.ceildivsi %x, %c1 : index
  %d = arith.floordivsi %x, %c1 : index
  %e = arith.remsi %x, %c1 : index
  %f = arith.remui %x, %c1 : index
  %m1 = arith.muli %x, %y overflow<nsw> : index
  %g = arith.divsi %m1, %y : index
  %m2 = arith.muli %y, %x overflow<nuw> : index
  %h = arith.divui %m2, %y : index
  %m3 = arith.muli %x, %y : index
  %i = arith.divui %m3, %y : index
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : index, index, index, index, index, index, index, index, index
}

// CHECK-LABEL: func.func @bitwise
// CHECK-SAME:    (%[[X:[^:]+]]: i8, %[[Y:[^:]+]]: i8)
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i8
// CHECK-DAG:     %[[ONES:.*]] = arith.constant -1 : i8
// CHECK-DAG:     %[[XY:.*]] = arith.andi %[[X]], %[[Y]] : i8
// CHECK:         return %[[Z]], %[[X]], %[[X]], %[[Z]], %[[XY]], %[[X]], %[[ONES]], %[[X]], %[[ONES]], %[[X]], %[[Z]], %[[X]], %[[X]]
func.func @bitwise(%x: i8, %y: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %ones = arith.constant -1 : i8
  %a = arith.andi %x, %c0 : i8
  %b = arith.andi %x, %ones : i8
  %c = arith.andi %x, %x : i8
  %notx = arith.xori %x, %ones : i8
  %d = arith.andi %x, %notx : i8
  %xy = arith.andi %x, %y : i8
  %e = arith.andi %x, %xy : i8
  %f = arith.ori %x, %c0 : i8
  %g = arith.ori %x, %ones : i8
  %h = arith.ori %x, %x : i8
  %i = arith.ori %notx, %x : i8
  %j = arith.xori %x, %c0 : i8
  %k = arith.xori %x, %x : i8
  %xy2 = arith.xori %x, %y : i8
  %l = arith.xori %xy2, %y : i8
  %m = arith.xori %notx, %ones : i8
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @shift_min_max
// CHECK-SAME:    (%[[X:[^:]+]]: i16)
// CHECK-DAG:     %[[MAX:.*]] = arith.constant 32767 : i16
// CHECK-DAG:     %[[MIN:.*]] = arith.constant -32768 : i16
// CHECK-DAG:     %[[ONES:.*]] = arith.constant -1 : i16
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i16
// CHECK:         return %[[X]], %[[X]], %[[X]], %[[MAX]], %[[X]], %[[MIN]], %[[X]], %[[ONES]], %[[X]], %[[Z]], %[[X]], %[[X]]
func.func @shift_min_max(%x: i16) -> (i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16) {
  %c0 = arith.constant 0 : i16
  %max = arith.constant 32767 : i16
  %min = arith.constant -32768 : i16
  %ones = arith.constant -1 : i16
  %a = arith.shli %x, %c0 : i16
  %b = arith.shrsi %x, %c0 : i16
  %c = arith.shrui %x, %c0 : i16
  %d = arith.maxsi %x, %max : i16
  %e = arith.maxsi %x, %min : i16
  %f = arith.minsi %x, %min : i16
  %g = arith.minsi %x, %max : i16
  %h = arith.maxui %x, %ones : i16
  %i = arith.maxui %x, %c0 : i16
  %j = arith.minui %x, %c0 : i16
  %k = arith.minui %x, %ones : i16
  %l = arith.maxsi %x, %x : i16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l : i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16
}

// Float identities that hold for every input, NaNs and signed zeros
// included: x + -0.0, x - +0.0, x * 1.0, x / 1.0, -(-x), max(x, x),
// max(x, -inf), min(x, +inf); x * 0.0 only under nnan and nsz.
// CHECK-LABEL: func.func @float_identities
// CHECK-SAME:    (%[[X:[^:]+]]: f32)
// CHECK-DAG:     %[[PZ:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         return %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[PZ]]
func.func @float_identities(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %a = arith.addf %x, %nz : f32
  %b = arith.subf %x, %pz : f32
  %c = arith.mulf %one, %x : f32
  %d = arith.divf %x, %one : f32
  %n = arith.negf %x : f32
  %e = arith.negf %n : f32
  %f = arith.maximumf %x, %x : f32
  %g = arith.maximumf %ninf, %x : f32
  %h = arith.minimumf %x, %pinf : f32
  %i = arith.mulf %x, %pz fastmath<nnan,nsz> : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// Not identities: -0.0 + 0.0 is +0.0, -0.0 - -0.0 is +0.0, NaN * 0.0 is
// NaN, inf / inf is NaN, and x + x or max(x, +inf) need x.
// CHECK-LABEL: func.func @float_non_identities
// CHECK-SAME:    (%[[X:[^:]+]]: f64)
// CHECK-DAG:     %[[A:.*]] = arith.addf %[[X]], %{{.*}} : f64
// CHECK-DAG:     %[[B:.*]] = arith.subf %[[X]], %{{.*}} : f64
// CHECK-DAG:     %[[C:.*]] = arith.mulf %[[X]], %{{.*}} : f64
// CHECK-DAG:     %[[D:.*]] = arith.divf %[[X]], %[[X]] : f64
// CHECK-DAG:     %[[E:.*]] = arith.addf %[[X]], %[[X]] : f64
// CHECK-DAG:     %[[F:.*]] = arith.maximumf %[[X]], %{{.*}} : f64
// CHECK-DAG:     %[[G:.*]] = arith.mulf %[[X]], %{{.*}} fastmath<nnan> : f64
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]], %[[G]]
func.func @float_non_identities(%x: f64) -> (f64, f64, f64, f64, f64, f64, f64) {
  %pz = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %pinf = arith.constant 0x7FF0000000000000 : f64
  %a = arith.addf %x, %pz : f64
  %b = arith.subf %x, %nz : f64
  %c = arith.mulf %x, %pz : f64
  %d = arith.divf %x, %x : f64
  %e = arith.addf %x, %x : f64
  %f = arith.maximumf %x, %pinf : f64
  %g = arith.mulf %x, %pz fastmath<nnan> : f64
  return %a, %b, %c, %d, %e, %f, %g : f64, f64, f64, f64, f64, f64, f64
}
