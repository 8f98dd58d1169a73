// The other passes on functions of several blocks: mem2reg promotes a slot
// whose uses stay in its block and leaves one used in another block (its
// walk goes by written order, not by branches); dce erases dead ops of any
// block; licm hoists out of an scf.for inside a block of a cf loop but not
// out of the cf loop; -O2 keeps the program's meaning (run).
// RUN: %loopc %s --mem2reg | FileCheck %s --check-prefix=M2R
// RUN: %loopc %s --dce | FileCheck %s --check-prefix=DCE
// RUN: %loopc %s --loop-invariant-code-motion | FileCheck %s --check-prefix=LICM
// RUN: %if mlir-opt %{ %mlir_opt %s --loop-invariant-code-motion | FileCheck %s --check-prefix=LICM %}
// RUN: %loopc run %s -e cross 5 | FileCheck %s --check-prefix=RUN5
// RUN: %loopc run %s -e cross 5 -O0 | FileCheck %s --check-prefix=RUN5
// RUN: %loopc run %s -e local 4 | FileCheck %s --check-prefix=RUN4
// RUN: %loopc run %s -e sum 3 4 | FileCheck %s --check-prefix=RUN34

// The load in ^bb1 runs after the store in ^bb2 (which dominates it), but
// is written before it: the slot stays.
// M2R-LABEL: func.func @cross(
// M2R:         memref.load
// M2R:         memref.alloca
// M2R:         memref.store
// RUN5: 5
func.func @cross(%a: i64) -> i64 {
  %i0 = arith.constant 0 : index
  cf.br ^bb2
^bb1:
  %v = memref.load %buf[%i0] : memref<1xi64>
  return %v : i64
^bb2:
  %buf = memref.alloca() : memref<1xi64>
  memref.store %a, %buf[%i0] : memref<1xi64>
  cf.br ^bb1
}

// A slot used in one block of a function of several blocks is promoted.
// M2R-LABEL: func.func @local(
// M2R-NOT:     memref
// M2R:         arith.addi %arg0, %arg0
// M2R:         return
// RUN4: 8
func.func @local(%a: i64) -> i64 {
  %i0 = arith.constant 0 : index
  cf.br ^bb1
^bb1:
  %buf = memref.alloca() : memref<1xi64>
  memref.store %a, %buf[%i0] : memref<1xi64>
  %v = memref.load %buf[%i0] : memref<1xi64>
  %w = arith.addi %v, %a : i64
  cf.br ^bb2(%w : i64)
^bb2(%r: i64):
  return %r : i64
}

// DCE-LABEL: func.func @sum(
// DCE-NOT:     arith.xori
// LICM-LABEL: func.func @sum(
// LICM:        ^bb1(%{{.*}}: index, %{{.*}}: i64):
// LICM:          %[[K:.*]] = arith.muli %arg0, %arg1 : i64
// LICM-NEXT:     scf.for
// LICM-NOT:        arith.muli
// LICM:          yield
// RUN34: 144
func.func @sum(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i64
  cf.br ^bb1(%c0, %z : index, i64)
^bb1(%i: index, %acc: i64):
  %dead = arith.xori %acc, %acc : i64
  %more = arith.cmpi slt, %i, %c2 : index
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %s = scf.for %j = %c0 to %c2 step %c1 iter_args(%x = %acc) -> (i64) {
    %k = arith.muli %a, %b : i64
    %y = arith.addi %x, %k : i64
    scf.yield %y : i64
  }
  %i2 = arith.addi %i, %c1 : index
  %s2 = arith.addi %s, %s : i64
  cf.br ^bb1(%i2, %s2 : index, i64)
^bb3:
  %d2 = arith.addi %acc, %z : i64
  return %d2 : i64
}
