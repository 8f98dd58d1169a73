// Dense attributes in hex, as mlir-opt 22 prints them
// (--mlir-print-elementsattrs-with-hex-if-larger=N, 100 by default): more
// than N elements, not a splat, print as the bytes of the elements in
// upper-case hex, little-endian, i1 packed eight to a byte from the lowest
// bit; N elements or fewer and splats print as elements; -1 never prints
// hex. Both tools read either form back (the i1 bits too). The classic
// spelling (2020's MLIR) prints elements unless the option asks for hex.
// RUN: %loopc --mlir-print-elementsattrs-with-hex-if-larger=3 %s | FileCheck %s
// RUN: %loopc --mlir-print-elementsattrs-with-hex-if-larger=3 %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %loopc %s | FileCheck %s --check-prefix=DEFAULT
// RUN: %loopc --mlir-print-elementsattrs-with-hex-if-larger=-1 %s | FileCheck %s --check-prefix=NEVER
// RUN: %loopc --mlir-print-elementsattrs-with-hex-if-larger=3 %s | %loopc - | FileCheck %s --check-prefix=DEFAULT
// RUN: %loopc --mlir-print-elementsattrs-with-hex-if-larger=0 %s --syntax=classic | FileCheck %s --check-prefix=CLASSIC
// RUN: %loopc %s --syntax=classic | FileCheck %s --check-prefix=NEVER
// RUN: %if mlir-opt %{ %mlir_opt --mlir-print-elementsattrs-with-hex-if-larger=3 %s > %t.ref %}
// RUN: %if mlir-opt %{ %loopc --mlir-print-elementsattrs-with-hex-if-larger=3 %s | diff %t.ref - %}
// RUN: %if mlir-opt %{ %mlir_opt %s > %t.ref2 %}
// RUN: %if mlir-opt %{ %loopc %s | diff %t.ref2 - %}
// RUN: %if mlir-opt %{ %loopc --mlir-print-elementsattrs-with-hex-if-larger=3 %s | %mlir_opt --mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck %s --check-prefix=NEVER %}

// CHECK: %cst = arith.constant dense<"0x0000803F000000400000404000008040"> : memref<4xf32>
// CHECK: %cst_0 = arith.constant dense<[1, 2, 3]> : memref<3xi32>
// CHECK: %cst_1 = arith.constant dense<7> : memref<8xi16>
// CHECK: %cst_2 = arith.constant dense<"0xFEFFFFFFFFFFFFFF0500000000000000FFFFFFFFFFFFFF7F00000000000000800900000000000000"> : memref<5xindex>
// CHECK: %cst_3 = arith.constant dense<"0x4D01"> : memref<2x5xi1>
// CHECK: %cst_4 = arith.constant dense<"0x000000000000F0BF0000000000000000000000000000F87F000000000000F07F"> : memref<2x2xf64>
// GENERIC: "arith.constant"() <{value = dense<"0x0000803F000000400000404000008040"> : memref<4xf32>}> : () -> memref<4xf32>
// DEFAULT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : memref<4xf32>
// DEFAULT: %cst_3 = arith.constant dense<{{\[}}[true, false, true, true, false], [false, true, false, true, false]]> : memref<2x5xi1>
// NEVER-NOT: dense<"0x
// CLASSIC: constant dense<"0x0000803F000000400000404000008040"> : memref<4xf32>
func.func @f() -> (memref<4xf32>, memref<3xi32>, memref<8xi16>, memref<5xindex>, memref<2x5xi1>, memref<2x2xf64>) {
  %0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : memref<4xf32>
  %1 = arith.constant dense<[1, 2, 3]> : memref<3xi32>
  %2 = arith.constant dense<7> : memref<8xi16>
  %3 = arith.constant dense<[-2, 5, 9223372036854775807, -9223372036854775808, 9]> : memref<5xindex>
  %4 = arith.constant dense<[[true, false, true, true, false], [false, true, false, true, false]]> : memref<2x5xi1>
  %5 = arith.constant dense<[[-1.0, 0.0], [0x7FF8000000000000, 0x7FF0000000000000]]> : memref<2x2xf64>
  return %0, %1, %2, %3, %4, %5 : memref<4xf32>, memref<3xi32>, memref<8xi16>, memref<5xindex>, memref<2x5xi1>, memref<2x2xf64>
}
