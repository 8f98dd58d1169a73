// fma-contract fuses arith.addf(arith.mulf(a, b), c) into math.fma(a, b, c)
// when both carry fastmath<contract> (or fast), the product has no other
// use and lives in the same block; the fma keeps the sum's flags.
// RUN: %loopc %s --fma-contract | FileCheck %s
// The output is valid MLIR:
// RUN: %if mlir-opt %{ %loopc %s --fma-contract --syntax=modern | %mlir_opt > /dev/null %}

// CHECK-LABEL: func.func @fused
// CHECK-NEXT:    %[[S:.*]] = math.fma %arg0, %arg1, %arg2 fastmath<contract> : f32
// CHECK-NEXT:    return %[[S]] : f32
func.func @fused(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
  %p = arith.mulf %arg0, %arg1 fastmath<contract> : f32
  %s = arith.addf %p, %arg2 fastmath<contract> : f32
  return %s : f32
}

// The product on the right; `fast` includes contract.
// CHECK-LABEL: func.func @right
// CHECK-NEXT:    %[[S:.*]] = math.fma %arg0, %arg1, %arg2 fastmath<fast> : f64
func.func @right(%arg0: f64, %arg1: f64, %arg2: f64) -> f64 {
  %p = arith.mulf %arg0, %arg1 fastmath<fast> : f64
  %s = arith.addf %arg2, %p fastmath<fast> : f64
  return %s : f64
}

// Not fused: the sum or the product lacks the flag, the product has two
// uses, or it is computed outside the loop that adds it.
// CHECK-LABEL: func.func @apart
// CHECK-NOT:     math.fma
// CHECK:         return
func.func @apart(%a: f32, %b: f32, %c: f32, %n: index) -> f32 {
  %p = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.addf %p, %c : f32
  %q = arith.mulf %a, %b : f32
  %t = arith.addf %q, %s fastmath<contract> : f32
  %r = arith.mulf %a, %c fastmath<contract> : f32
  %u = arith.addf %r, %t fastmath<contract> : f32
  %v = arith.addf %r, %u fastmath<contract> : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = arith.mulf %a, %a fastmath<contract> : f32
  %z = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> (f32) {
    %y = arith.addf %w, %acc fastmath<contract> : f32
    scf.yield %y : f32
  }
  return %z : f32
}
