// An op that MLIR 22 has and loopc does not is "not supported by loopc",
// naming the dialect and, when loopc has an op of that dialect near it by
// name, that op (none of the ops loopc lacks is near one now: memref.realloc
// was, to memref.dealloc); a name MLIR does not have either stays "unknown"
// (a typo).
// (mlir-opt reads all but the typo: the cases are loopc's alone.)
// RUN: %loopc --split-input-file --verify-diagnostics %s -o /dev/null
// RUN: not %loopc %S/Inputs/typo-op.mlir 2>&1 | FileCheck %s --check-prefix=TYPO
// TYPO: typo-op.mlir:3:8: error: custom op 'arith.addx' is unknown

func.func @nothing_near(%a: f32) -> f32 {
  // expected-error@+1 {{custom op 'arith.scaling_truncf' is not supported by loopc (an op of MLIR's arith dialect)}}
  %0 = arith.scaling_truncf %a, %a : f32, f32 to f32
  return %0 : f32
}

// -----

func.func @whole_dialect() {
  // expected-error@+1 {{custom op 'tensor.empty' is not supported by loopc (loopc has no op of MLIR's tensor dialect)}}
  %t = tensor.empty() : tensor<4xf32>
  return
}


// -----

// loopc has vector.print and no other op of MLIR's vector dialect.
func.func @few_of_dialect(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{custom op 'vector.load' is not supported by loopc (an op of MLIR's vector dialect)}}
  %v = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  return
}
