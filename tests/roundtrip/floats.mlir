// Float constants print as mlir-opt prints them and read back bit-exactly:
// `%e` style when exact, else a faithful decimal, else the bit pattern.
// RUN: %loopc %s | FileCheck %s
// RUN: %loopc %s > %t.1 && %loopc %t.1 > %t.2 && diff %t.1 %t.2

// CHECK-LABEL: func.func @floats()
// CHECK-NEXT: arith.constant 0.000000e+00 : f32
// CHECK-NEXT: arith.constant -0.000000e+00 : f32
// CHECK-NEXT: arith.constant 1.000000e+00 : f32
// CHECK-NEXT: arith.constant 1.000000e-01 : f32
// CHECK-NEXT: arith.constant 1.000000e-01 : f64
// CHECK-NEXT: arith.constant 0.123456789 : f64
// CHECK-NEXT: arith.constant 0.123456791 : f32
// CHECK-NEXT: arith.constant 1.00000095 : f32
// CHECK-NEXT: arith.constant 2.7182818284590451 : f64
// CHECK-NEXT: arith.constant 1.0000000000000002E+20 : f64
// CHECK-NEXT: arith.constant 9.99999974E-5 : f32
// CHECK-NEXT: arith.constant 0x4B800000 : f32
// CHECK-NEXT: arith.constant 0x419D6F3454000000 : f64
// CHECK-NEXT: arith.constant 0x7FC00000 : f32
// CHECK-NEXT: arith.constant 0x7F800000 : f32
// CHECK-NEXT: arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT: arith.constant 2.802600e-45 : f32
// CHECK-NEXT: arith.constant 1.000000e+300 : f64
// CHECK-NEXT: arith.constant 6.550400e+04 : f16
// CHECK-NEXT: arith.constant 1.099610e+00 : f16
// CHECK-NEXT: arith.constant 1.101560e+00 : bf16
// CHECK-NEXT: arith.constant 1.953130e-03 : f16
// CHECK-NEXT: arith.constant dense<[0x7FC00000, 1.500000e+00]> : tensor<2xf32>
// CHECK-NEXT: arith.constant dense<-2.000000e+00> : tensor<4xf64>
func.func @floats() {
  %0 = arith.constant 0.0 : f32
  %1 = arith.constant -0.0 : f32
  %2 = arith.constant 1.0 : f32
  %3 = arith.constant 0.1 : f32
  %4 = arith.constant 0.1 : f64
  %5 = arith.constant 0.123456789 : f64
  %6 = arith.constant 0.123456789 : f32
  %7 = arith.constant 1.000001 : f32
  %8 = arith.constant 2.718281828459045 : f64
  %9 = arith.constant 1.0000000000000001e+20 : f64
  %10 = arith.constant 0.0001 : f32
  %11 = arith.constant 16777216.0 : f32
  %12 = arith.constant 123456789.0 : f64
  %13 = arith.constant 0x7FC00000 : f32
  %14 = arith.constant 0x7F800000 : f32
  %15 = arith.constant 0xFFF0000000000000 : f64
  %16 = arith.constant 3.0e-45 : f32
  %17 = arith.constant 1.0e+300 : f64
  %18 = arith.constant 65504.0 : f16
  %19 = arith.constant 1.1 : f16
  %20 = arith.constant 1.1 : bf16
  %21 = arith.constant 0.001953125 : f16
  %22 = arith.constant dense<[0x7FC00000, 1.5]> : tensor<2xf32>
  %23 = arith.constant dense<-2.0> : tensor<4xf64>
  return
}
