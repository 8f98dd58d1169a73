// Types and attributes that are rejected with a located error.
// RUN: not %loopc %s --split-input-file 2>&1 | FileCheck %s

// CHECK: types-attrs.mlir:[[@LINE+1]]:31: error: memory spaces other than integers are not supported by loopc
func @space(%m: memref<4xf32, "gpu">) {
  return
}

// -----

func @predicate(%a: i32) -> i1 {
  // CHECK: types-attrs.mlir:[[@LINE+1]]:13: error: custom op 'cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]
  %c = cmpi "bogus", %a, %a : i32
  return %c : i1
}

// -----

func @predicate_modern(%a: f32) -> i1 {
  // CHECK: types-attrs.mlir:[[@LINE+1]]:19: error: custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq,
  %c = arith.cmpf slt, %a, %a : f32
  return %c : i1
}

// -----

func @dense_count() {
  // CHECK: types-attrs.mlir:[[@LINE+1]]:17: error: inferred shape of elements literal ([3]) does not match type ([2])
  %c = constant dense<[1.0, 2.0, 3.0]> : tensor<2xf32>
  return
}

// -----

func @dense_ragged() {
  // CHECK: types-attrs.mlir:[[@LINE+1]]:{{[0-9]+}}: error: tensor literal is invalid; ranks are not consistent between elements
  %c = constant dense<[[1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  return
}

// -----

func @dense_flat_for_2d() {
  // CHECK: types-attrs.mlir:[[@LINE+1]]:17: error: inferred shape of elements literal ([4]) does not match type ([2, 2])
  %c = constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<2x2xf32>
  return
}

// -----

func @dense_out_of_range() {
  // CHECK: types-attrs.mlir:[[@LINE+1]]:{{[0-9]+}}: error: integer constant out of range for type
  %c = constant dense<[1, 300]> : tensor<2xi8>
  return
}

// -----

func @int_too_big() {
  // CHECK: types-attrs.mlir:[[@LINE+1]]:17: error: integer constant '99999999999999999999' does not fit in 64 bits
  %c = constant 99999999999999999999 : i64
  return
}

// -----

func @hex_float_too_wide() {
  // CHECK: types-attrs.mlir:[[@LINE+1]]:17: error: hexadecimal float literal '0x1FFFFFFFF' does not fit 'f32'
  %c = constant 0x1FFFFFFFF : f32
  return
}

// -----

func @float_for_int() {
  // CHECK: types-attrs.mlir:[[@LINE+1]]:17: error: floating point value not valid for specified type 'i32'
  %c = constant 1.5 : i32
  return
}
// CHECK-NOT: error
