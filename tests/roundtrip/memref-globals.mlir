// memref.global (initialized, constant, uninitialized, external, aligned)
// and memref.get_global, printed as mlir-opt 22 prints them, in the custom
// and the generic form, and read back by mlir-opt; the C backend makes each
// initialized global a static array (run below) and refuses an external one.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s
// RUN: not %loopc %s --emit=c -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXTERN

// CHECK: memref.global "private" constant @c : memref<2x2xf32> = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global @z : memref<3xi32> = uninitialized
// CHECK-NEXT: memref.global "private" @s : memref<f64> = dense<2.500000e+00>
// CHECK-NEXT: memref.global "private" @e : memref<4xi64>
// CHECK-NEXT: func.func @f() -> f32 {
// CHECK-NEXT: %0 = memref.get_global @c : memref<2x2xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %0[%c0, %c0] : memref<2x2xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2x2xf32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value, sym_name = "z", type = memref<3xi32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value = dense<2.500000e+00> : tensor<f64>, sym_name = "s", sym_visibility = "private", type = memref<f64>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{sym_name = "e", sym_visibility = "private", type = memref<4xi64>}> : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = () -> f32, sym_name = "f"}> ({

// EXTERN: error: 'memref.global' op without an initial value (defined elsewhere) is not supported by the C backend

memref.global "private" constant @c : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]> {alignment = 64 : i64}
memref.global @z : memref<3xi32> = uninitialized
memref.global "private" @s : memref<f64> = dense<2.5>
memref.global "private" @e : memref<4xi64>
func.func @f() -> f32 {
  %0 = memref.get_global @c : memref<2x2xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %0[%c0, %c0] : memref<2x2xf32>
  return %v : f32
}
