// RUN: mlir-opt %s | mlir-opt | FileCheck %s
// A stand-in without separators: each function with its CHECK-LABEL block
// is a case; the output goes through a second tool, which reads standard input.

func.func @first(%a: i32) -> i32 {
  %0 = arith.addi %a, %a overflow<nsw> : i32
  return %0 : i32
}
// CHECK-LABEL: func @first(%arg0: i32)
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 overflow<nsw> : i32

// CHECK-LABEL: func @second
func.func @second(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  // CHECK: %[[V:.*]] = memref.load %arg0[%c0] : memref<4xf32>
  // CHECK-NEXT: memref.store %[[V]], %arg0[%c0]
  memref.store %v, %m[%c0] : memref<4xf32>
  return
}

// A signature over two lines is a function too.
// CHECK-LABEL: func @third
// CHECK-SAME: -> i32
func.func @third(%a: i32)
    -> i32 {
  return %a : i32
}

// And one with a comment inside its signature (LICM's files write them so).
func.func @fourth(
// CHECK-LABEL: func @fourth
    %a: i32) -> i32 {
  return %a : i32
}

// And one whose body's brace opens the next line.
// CHECK-LABEL: func @fifth
func.func @fifth(%a: i32) -> i32
{
  return %a : i32
}
