// Verifier rules of the math ops of MLIR 22 (fpowi, isnan & co., absi, ctlz,
// ipowi, clampf, ...) and arith's extended ops, with mlir-opt 22's messages
// (tests/verify/mlir-opt-agrees.test runs mlir-opt on the same cases).
// RUN: %loopc %s --split-input-file --verify-diagnostics
func.func @fpowi_int_base(%i: i32) {
  // expected-error@+1 {{'math.fpowi' op operand #0 must be floating-point-like, but got 'i32'}}
  %r = "math.fpowi"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @fpowi_float_exp(%x: f32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %r = "math.fpowi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_result(%x: f32, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %r = "math.fpowi"(%x, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @isnan_int(%i: i32) {
  // expected-error@+1 {{'math.isnan' op operand #0 must be floating-point-like, but got 'i32'}}
  %r = "math.isnan"(%i) : (i32) -> i1
  return
}

// -----

func.func @isinf_result(%x: f32) {
  // expected-error@+1 {{'math.isinf' op result #0 must be bool-like, but got 'i32'}}
  %r = "math.isinf"(%x) : (f32) -> i32
  return
}

// -----

func.func @absi_float(%x: f32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %r = math.absi %x : f32
  return
}

// -----

func.func @ctlz_type(%j: i64) {
  // expected-error@+1 {{'math.ctlz' op requires the same type for all operands and results}}
  %r = "math.ctlz"(%j) : (i64) -> i32
  return
}

// -----

func.func @ipowi_types(%i: i32, %j: i64) {
  // expected-error@+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %r = "math.ipowi"(%i, %j) : (i32, i64) -> i32
  return
}

// -----

func.func @tan_int(%i: i32) {
  // expected-error@+1 {{'math.tan' op operand #0 must be floating-point-like, but got 'i32'}}
  %r = math.tan %i : i32
  return
}

// -----

func.func @atan2_int(%i: i32) {
  // expected-error@+1 {{'math.atan2' op operand #0 must be floating-point-like, but got 'i32'}}
  %r = math.atan2 %i, %i : i32
  return
}

// -----

func.func @clampf_int(%x: f32, %i: i32) {
  // expected-error@+1 {{'math.clampf' op operand #2 must be floating-point-like, but got 'i32'}}
  %r = "math.clampf"(%x, %x, %i) : (f32, f32, i32) -> f32
  return
}

// -----

func.func @addui_extended_float(%x: f32) {
  // expected-error@+1 {{'arith.addui_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %r:2 = "arith.addui_extended"(%x, %x) : (f32, f32) -> (f32, i1)
  return
}

// -----

func.func @addui_extended_carry(%i: i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %r:2 = "arith.addui_extended"(%i, %i) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @addui_extended_sum(%i: i32) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %r:2 = "arith.addui_extended"(%i, %i) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @addui_extended_results(%i: i32) {
  // expected-error@+1 {{'arith.addui_extended' op expected 2 results}}
  %r = "arith.addui_extended"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @mulsi_extended_high(%i: i32) {
  // expected-error@+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %r:2 = "arith.mulsi_extended"(%i, %i) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @mului_extended_operands(%i: i32, %j: i64) {
  // expected-error@+1 {{'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %r:2 = "arith.mului_extended"(%i, %j) : (i32, i64) -> (i32, i32)
  return
}

// -----

func.func @truncf_bad_mode(%x: f64) -> f32 {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.truncf %x bogus : f64 to f32
  return %0 : f32
}

// -----

func.func @extf_no_mode(%x: f32) -> f64 {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.extf %x downward : f32 to f64
  return %0 : f64
}

// -----

func.func @truncf_mode_out_of_range(%x: f64) -> f32 {
  // expected-error@+1 {{invalid properties {roundingmode = 7 : i32} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 7 : i32}}
  %0 = "arith.truncf"(%x) <{roundingmode = 7 : i32}> : (f64) -> f32
  return %0 : f32
}

// -----

func.func @poison_value(%x: f64) -> i32 {
  // expected-error@+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = 3} : () -> i32
  return %0 : i32
}

// -----

func.func @sincos_types(%x: f32) {
  // expected-error@+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %a:2 = "math.sincos"(%x) : (f32) -> (f32, f64)
  return
}

// -----

func.func @sincos_int(%x: i32) {
  // expected-error@+1 {{'math.sincos' op operand #0 must be floating-point-like, but got 'i32'}}
  %a:2 = "math.sincos"(%x) : (i32) -> (i32, i32)
  return
}

// -----

func.func @sincos_one_result(%x: f32) {
  // expected-error@+1 {{'math.sincos' op expected 2 results}}
  %a = "math.sincos"(%x) : (f32) -> (f32)
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @sincos_type(%x: f32) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'f64' vs 'f32'}}
  %a:2 = math.sincos %x : f64
  return
}
