// arith.index_castui (integer <-> index, zero-extending or truncating) and
// arith.ceildivui (unsigned division rounding up), MLIR 22's ops with no
// classic spelling: printed back in both spellings and the generic form.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %loopc %s --syntax=classic | FileCheck %s --check-prefix=CLASSIC
// RUN: %loopc %s --syntax=classic | %loopc - --syntax=modern | FileCheck %s
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s

// CHECK-LABEL: func.func @ops(%arg0: i32, %arg1: index, %arg2: i1) -> (index, i32, index, i32, index, i1) {
// CHECK-NEXT:    %0 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT:    %1 = arith.index_castui %arg1 : index to i32
// CHECK-NEXT:    %2 = arith.index_castui %arg2 : i1 to index
// CHECK-NEXT:    %3 = arith.ceildivui %arg0, %arg0 : i32
// CHECK-NEXT:    %4 = arith.ceildivui %arg1, %arg1 : index
// CHECK-NEXT:    %5 = arith.ceildivui %arg2, %arg2 : i1
// CLASSIC-LABEL: func @ops(%arg0: i32, %arg1: index, %arg2: i1)
// CLASSIC-NEXT:    %0 = arith.index_castui %arg0 : i32 to index
// CLASSIC:         %3 = arith.ceildivui %arg0, %arg0 : i32
// GENERIC:         %0 = "arith.index_castui"(%arg0) : (i32) -> index
// GENERIC:         %3 = "arith.ceildivui"(%arg0, %arg0) : (i32, i32) -> i32
func.func @ops(%arg0: i32, %arg1: index, %arg2: i1) -> (index, i32, index, i32, index, i1) {
  %0 = arith.index_castui %arg0 : i32 to index
  %1 = arith.index_castui %arg1 : index to i32
  %2 = arith.index_castui %arg2 : i1 to index
  %3 = arith.ceildivui %arg0, %arg0 : i32
  %4 = arith.ceildivui %arg1, %arg1 : index
  %5 = arith.ceildivui %arg2, %arg2 : i1
  return %0, %1, %2, %3, %4, %5 : index, i32, index, i32, index, i1
}
