// RUN: mlir-opt %s -canonicalize --split-input-file | FileCheck %s
// A stand-in in the form of MLIR's test files (loopc's own text): a chunk
// that mixes a vector case among scalar ones is split into its functions,
// so that the two scalar cases count and the vector case alone is left out.

// CHECK-LABEL: @scalar_add_zero
// CHECK-NEXT: return %arg0
func.func @scalar_add_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: @vector_add_zero
// CHECK-NEXT: return %arg0
func.func @vector_add_zero(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<0> : vector<4xi32>
  %r = arith.addi %x, %c0 : vector<4xi32>
  return %r : vector<4xi32>
}

// CHECK-LABEL: @scalar_mul_one
// CHECK-NEXT: return %arg0
func.func @scalar_mul_one(%x: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %r = arith.muli %c1, %x : i64
  return %r : i64
}

// A signature over two lines is a function too.
// CHECK-LABEL: @scalar_two_lines
// CHECK-NEXT: return %arg1
func.func @scalar_two_lines(%x: i8, %y: i8)
    -> i8 {
  %r = arith.ori %y, %y : i8
  return %r : i8
}

// -----

// A chunk in loopc's language stays one case.
// CHECK-LABEL: @whole_chunk
// CHECK-NEXT: %[[C:.*]] = arith.constant 5 : index
// CHECK-NEXT: return %[[C]]
func.func @whole_chunk() -> index {
  %a = arith.constant 2 : index
  %b = arith.constant 3 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
