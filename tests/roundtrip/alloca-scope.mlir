// memref.alloca_scope in mlir-opt 22's custom form (two spaces after the
// name, `-> (T, ...)`, the operand-less memref.alloca_scope.return left
// out, attributes after the region) and generic form; mlir-opt reads
// loopc's output back to the same text.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s

// CHECK-LABEL: func.func @scopes(%arg0: f32) -> f32 {
// CHECK-NEXT:    memref.alloca_scope  {
// CHECK-NEXT:      %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:      %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:      memref.alloca_scope.return %arg0 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = memref.alloca_scope  -> (f32, i32) {
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      memref.alloca_scope.return %arg0, %c1_i32 : f32, i32
// CHECK-NEXT:    } {foo}
// CHECK-NEXT:    memref.alloca_scope  {
// CHECK-NEXT:      memref.alloca_scope  {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : f32

// GENERIC:       "memref.alloca_scope"() ({
// GENERIC-NEXT:    = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC-NEXT:    "memref.alloca_scope.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC:         "memref.alloca_scope.return"(%arg0) : (f32) -> ()
// GENERIC-NEXT:  }) : () -> f32
// GENERIC:       }) {foo} : () -> (f32, i32)
func.func @scopes(%x: f32) -> f32 {
  memref.alloca_scope {
    %b = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %b = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  %r2:2 = memref.alloca_scope -> (f32, i32) {
    %c = arith.constant 1 : i32
    memref.alloca_scope.return %x, %c : f32, i32
  } {foo}
  memref.alloca_scope {
    memref.alloca_scope {
      memref.alloca_scope.return
    }
  }
  return %r : f32
}
