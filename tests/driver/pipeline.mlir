// The pass pipeline: pass flags and --pass-pipeline run in the order given,
// -O levels run the optimization pipeline, and a bad pipeline is an error.

// RUN: %loopc --list-passes | FileCheck %s --check-prefix=LIST
// LIST: cse
// LIST: dce
// LIST: fma-contract
// LIST: loop-invariant-code-motion
// LIST: lower-onnx
// LIST: -O2: {{.*}}fma-contract

// Flags, --passes and --pass-pipeline (mlir-opt's nesting) are the same.
// RUN: %loopc %s --dce | FileCheck %s
// RUN: %loopc %s --passes=dce | FileCheck %s
// RUN: %loopc %s --pass-pipeline='builtin.module(func.func(dce))' | FileCheck %s
// RUN: %loopc %s --pass-pipeline='builtin.module(any(dce), func.func())' | FileCheck %s
// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[P:.*]] = arith.mulf
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[P]]
// CHECK-NEXT:    return %[[S]]

// Without passes the IR is printed as it is (like mlir-opt).
// RUN: %loopc %s | FileCheck %s --check-prefix=NONE
// NONE: arith.divf

// In the order given: fma-contract first sees the product's second use.
// RUN: %loopc %s --fma-contract --dce | FileCheck %s --check-prefix=ORDER1
// ORDER1: arith.mulf
// RUN: %loopc %s --dce --fma-contract | FileCheck %s --check-prefix=ORDER2
// ORDER2: math.fma
// RUN: %loopc %s --dce --fma-contract --print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: IR Dump After dce
// AFTER: IR Dump After fma-contract
// AFTER: math.fma

// -O levels: printed IR after the -O pipeline; -O0 keeps everything.
// RUN: %loopc %s -O2 | FileCheck %s --check-prefix=ORDER2
// RUN: %loopc %s -O0 | FileCheck %s --check-prefix=NONE
// C output runs -O2 unless told otherwise.
// RUN: %loopc %s --emit=c | FileCheck %s --check-prefix=C2
// C2: loopc_fma_f32
// C2-NOT: /
// RUN: %loopc %s --emit=c -O0 | FileCheck %s --check-prefix=C0
// C0: a / b
// C0: a * b

// RUN: not %loopc %s -O5 2>&1 | FileCheck %s --check-prefix=BADO
// BADO: unknown optimization level '-O5'
// RUN: not %loopc %s --passes=dce,nope 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: unknown pass 'nope'
// RUN: not %loopc %s --passes=dce,canonicalise 2>&1 | FileCheck %s --check-prefix=NEAR
// NEAR: loopc: error: unknown pass 'canonicalise' (see --list-passes)
// NEAR-NEXT: loopc: note: did you mean 'canonicalize'?
// RUN: not %loopc %s --pass-pipeline='builtin.module(func.func(dce)' 2>&1 | FileCheck %s --check-prefix=PAREN
// PAREN: malformed pass pipeline {{.*}}missing ')'
// RUN: not %loopc %s --pass-pipeline='gpu.module(dce)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: anchor 'gpu.module' is not supported
// RUN: not %loopc %s --pass-pipeline='dce{max=1}' 2>&1 | FileCheck %s --check-prefix=OPTS
// OPTS: pass 'dce' has no option 'max' (it takes none)
// RUN: not %loopc %s --passes='dce,' 2>&1 | FileCheck %s --check-prefix=COMMA
// COMMA: missing a pass after ','
// RUN: not %loopc %s --pass-pipeline='dce))' 2>&1 | FileCheck %s --check-prefix=EXTRA
// EXTRA: malformed pass pipeline {{.*}}unexpected ')'

func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %d = arith.divf %a, %b : f32
  %p = arith.mulf %a, %b fastmath<contract> : f32
  %q = arith.addf %p, %d : f32
  %s = arith.addf %p, %c fastmath<contract> : f32
  return %s : f32
}
