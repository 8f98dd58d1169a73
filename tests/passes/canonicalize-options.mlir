// canonicalize's options, as mlir-opt 22 declares them, in both of its
// spellings (--canonicalize="..." and canonicalize{...} in a pipeline),
// each held to what mlir-opt 22 does with it.

// The chain (x + 1) + 2 + 3 takes two pattern rewrites and a walk that
// finds nothing more to do: two walks converge, one does not.
// RUN: %loopc %s --canonicalize="max-iterations=2 test-convergence" | FileCheck %s
// RUN: %loopc %s -canonicalize="max-iterations=2 test-convergence=true" | FileCheck %s
// RUN: %loopc %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=2 test-convergence=true}))' | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize="max-iterations=2 test-convergence" | FileCheck %s %}
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[C:.*]] = arith.constant 6 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %{{.*}}, %[[C]] : i32
// CHECK-NEXT:    return %[[R]]

// Without test-convergence, not converging is no failure (canonicalization
// is best-effort); with it the pass fails, and says nothing, as mlir-opt 22.
// RUN: %loopc %s --canonicalize="max-iterations=1" | FileCheck %s
// RUN: not %loopc %s --canonicalize="max-iterations=1 test-convergence" > %t.out 2>&1
// RUN: count 0 < %t.out
// RUN: %if mlir-opt %{ not %mlir_opt %s --canonicalize="max-iterations=1 test-convergence" > %t.mlir-opt.out 2>&1 %}
// RUN: %if mlir-opt %{ count 0 < %t.mlir-opt.out %}
// -1: no bound.
// RUN: %loopc %s --canonicalize="max-iterations=-1 test-convergence" | FileCheck %s

// max-num-rewrites bounds the pattern rewrites of each walk: 0 leaves the
// function as it is (no fold or pattern runs).
// RUN: %loopc %s --canonicalize="max-num-rewrites=0" | FileCheck %s --check-prefix=NONE
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize="max-num-rewrites=0" | FileCheck %s --check-prefix=NONE %}
// NONE-LABEL: func.func @chain
// NONE-COUNT-3: arith.addi
// One rewrite per walk still converges within the ten walks.
// RUN: %loopc %s --canonicalize="max-num-rewrites=1 test-convergence" | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize="max-num-rewrites=1 test-convergence" | FileCheck %s %}

// region-simplify: on functions of one block MLIR's region simplification
// has nothing to do; every level gives the same result (canonicalize-cf.mlir
// has functions of several blocks).
// RUN: %loopc %s --canonicalize="region-simplify=disabled" | FileCheck %s
// RUN: %loopc %s --canonicalize="region-simplify=aggressive" | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize="region-simplify=disabled" | FileCheck %s %}

// top-down: true (the default) seeds the worklist in pre-order, false in
// post-order popped from its end, as MLIR's driver; the result is the same
// here, and the same text as mlir-opt's (canonicalize-bottom-up.mlir has
// the affine case MLIR keeps for it).
// RUN: %loopc %s --canonicalize="top-down=true" | FileCheck %s
// RUN: %loopc %s --canonicalize="top-down=false" | FileCheck %s
// RUN: %if mlir-opt %{ %loopc %s --canonicalize="top-down=false" > %t.l && %mlir_opt %s --canonicalize="top-down=false" > %t.m && diff %t.m %t.l %}

// Unknown options and malformed values.
// RUN: not %loopc %s --canonicalize="max-iteration=3" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: loopc: error: pass 'canonicalize' has no option 'max-iteration'
// UNKNOWN-NEXT: loopc: note: did you mean 'max-iterations'?
// RUN: not %loopc %s --pass-pipeline='builtin.module(cse{max-iterations=3})' 2>&1 | FileCheck %s --check-prefix=NONETAKEN
// NONETAKEN: loopc: error: pass 'cse' has no option 'max-iterations' (it takes none)
// RUN: not %loopc %s --canonicalize="max-iterations=many" 2>&1 | FileCheck %s --check-prefix=INT
// INT: loopc: error: pass 'canonicalize': option 'max-iterations' expects an integer, got 'many'
// RUN: not %loopc %s --canonicalize="region-simplify=some" 2>&1 | FileCheck %s --check-prefix=ENUM
// ENUM: loopc: error: pass 'canonicalize': option 'region-simplify' expects one of disabled|normal|aggressive, got 'some'
// RUN: not %loopc %s --canonicalize="test-convergence=maybe" 2>&1 | FileCheck %s --check-prefix=BOOL
// BOOL: loopc: error: pass 'canonicalize': option 'test-convergence' expects true or false, got 'maybe'
// RUN: not %loopc %s --pass-pipeline='builtin.module(canonicalize{max-iterations=3)' 2>&1 | FileCheck %s --check-prefix=BRACE
// BRACE: loopc: error: malformed pass pipeline {{.*}}: missing '}'

// --list-passes shows every pass's options, their types and defaults.
// RUN: %loopc --list-passes | FileCheck %s --check-prefix=LIST
// LIST: canonicalize
// LIST-NEXT: --max-iterations=<int> {{.*}} (default 10)
// LIST-NEXT: --max-num-rewrites=<int> {{.*}} (default -1)
// LIST-NEXT: --region-simplify=disabled|normal|aggressive {{.*}} (default normal)
// LIST-NEXT: --test-convergence {{.*}} (default false)
// LIST-NEXT: --top-down {{.*}} (default true)
// LIST: lower-onnx
// LIST-NEXT: --vector-bits=<int> {{.*}} (default 0)

func.func @chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  %c = arith.addi %b, %c3 : i32
  return %c : i32
}
