// loopc run builds for the host (-march=native, with FMA where the CPU has
// it) but never contracts a multiply and an add that the IR does not mark
// contract: a * a + c is 0 with two roundings and 5.96046e-08 (2^-24) with
// one, for a = 1 + 2^-12 and c = -(1 + 2^-11). The values come in at run
// time, so the C compiler cannot fold them. MLIR's pipeline agrees.
// RUN: %loopc run %s -e madd 1.000244140625 1.000244140625 -1.00048828125 | FileCheck %s
// RUN: %loopc run %s -e madd -O3 1.000244140625 1.000244140625 -1.00048828125 | FileCheck %s
// CHECK: 0.000000e+00
func.func @madd(%a: f32, %b: f32, %c: f32) -> f32 {
  %p = arith.mulf %a, %b : f32
  %s = arith.addf %p, %c : f32
  return %s : f32
}
