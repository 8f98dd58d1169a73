// arith.truncf's rounding modes: printed back as mlir-opt 22 prints them,
// before fastmath, as the i32 property roundingmode in the generic form.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s

// CHECK-LABEL: func.func @modes(%arg0: f64)
// CHECK-NEXT:    %0 = arith.truncf %arg0 to_nearest_even : f64 to f32
// CHECK-NEXT:    %1 = arith.truncf %arg0 downward fastmath<fast> : f64 to f32
// CHECK-NEXT:    %2 = arith.truncf %arg0 upward : f64 to f32
// CHECK-NEXT:    %3 = arith.truncf %arg0 toward_zero : f64 to f32
// CHECK-NEXT:    %4 = arith.truncf %arg0 to_nearest_away {a} : f64 to f32
// CHECK-NEXT:    %5 = arith.truncf %arg0 : f64 to f32
// GENERIC:  "arith.truncf"(%{{.*}}) <{roundingmode = 0 : i32}> : (f64) -> f32
// GENERIC:  "arith.truncf"(%{{.*}}) <{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}> : (f64) -> f32
// GENERIC:  "arith.truncf"(%{{.*}}) <{roundingmode = 2 : i32}> : (f64) -> f32
// GENERIC:  "arith.truncf"(%{{.*}}) <{roundingmode = 3 : i32}> : (f64) -> f32
// GENERIC:  "arith.truncf"(%{{.*}}) <{roundingmode = 4 : i32}> {a} : (f64) -> f32
// GENERIC:  "arith.truncf"(%{{.*}}) : (f64) -> f32
func.func @modes(%x: f64) {
  %0 = arith.truncf %x to_nearest_even : f64 to f32
  %1 = arith.truncf %x downward fastmath<fast> : f64 to f32
  %2 = arith.truncf %x upward : f64 to f32
  %3 = arith.truncf %x toward_zero : f64 to f32
  %4 = arith.truncf %x to_nearest_away {a} : f64 to f32
  %5 = arith.truncf %x : f64 to f32
  return
}
