// vector.print of what the C backend has no type for is refused with a
// clear error (MLIR's lowering refuses i128 too; loopc has no vector types).
// RUN: not %loopc %s --split-input-file --emit=c 2>&1 | FileCheck %s
// CHECK: error: 'vector.print' op on type 'i128' is not supported by the C backend
// CHECK: error: 'func.func' op argument #0 (%v) type 'vector<2xi32>' is not supported by the C backend

func.func @wide() {
  %c = arith.constant 3 : i128
  vector.print %c : i128
  return
}

// -----

func.func @vector(%v: vector<2xi32>) {
  vector.print %v : vector<2xi32>
  return
}
