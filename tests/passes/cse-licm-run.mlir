// End to end: a program runs the same after --cse --loop-invariant-code-motion
// as without any pass, and the passes did change it. The loops that never
// run hold a load out of bounds and a division by zero: moving either out
// would crash (or trip the sanitizers).
// RUN: %loopc run %s -e main -O0 > %t.plain
// RUN: FileCheck %s --check-prefix=OUT < %t.plain
// RUN: %loopc --print-names=source %s --cse --loop-invariant-code-motion --syntax=modern -o %t.opt.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.opt.mlir
// RUN: %loopc run %t.opt.mlir -e main -O0 > %t.opt
// RUN: diff %t.plain %t.opt
// MLIR runs the optimized program the same way:
// RUN: %if mlir-runner %{ %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir %}
// RUN: %if mlir-runner %{ diff %t.plain %t.mlir %}

// OUT:      14, 38, 62, 86
// OUT-NEXT: 60, 180, 300, 420
// OUT-NEXT: 0, 0
// OUT-NEXT: 6

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// y[i] = sum_j (a[4i + j] * (x[j] + off) - a[4i + j]) * scale[0]: cse
// merges the two loads of a[4i + j] and their index; scale[0] leaves the
// inner loop, which writes nothing, but not the outer one (y may alias
// scale), and the row offset leaves the inner loop.
// IR-LABEL: func.func @matvec
// IR:         scf.for %[[I:.*]] = %c0 to %c4 step %c1 {
// IR-NEXT:      %[[ROW:.*]] = arith.muli %[[I]], %c4
// IR-NEXT:      %[[S:.*]] = memref.load %scale[%c0]
// IR-NEXT:      scf.for
// IR-NOT:         memref.load %scale
// IR:             arith.muli %{{.*}}, %[[S]]
func.func @matvec(%a: memref<16xi64>, %x: memref<4xi64>, %off: i64, %scale: memref<1xi64>,
                  %y: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  scf.for %i = %c0 to %c4 step %c1 {
    %sum = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %z) -> i64 {
      %row = arith.muli %i, %c4 : index
      %k = arith.addi %row, %j : index
      %aij = memref.load %a[%k] : memref<16xi64>
      %xj = memref.load %x[%j] : memref<4xi64>
      %xo = arith.addi %xj, %off : i64
      %p = arith.muli %aij, %xo : i64
      %s = memref.load %scale[%c0] : memref<1xi64>
      %row2 = arith.muli %i, %c4 : index
      %k2 = arith.addi %row2, %j : index
      %aij2 = memref.load %a[%k2] : memref<16xi64>
      %q = arith.subi %p, %aij2 : i64
      %qs = arith.muli %q, %s : i64
      %acc2 = arith.addi %acc, %qs : i64
      scf.yield %acc2 : i64
    }
    memref.store %sum, %y[%i] : memref<4xi64>
  }
  return
}

// Loops that never run: what is in them must not run either.
// IR-LABEL: func.func @never
// IR:         scf.for
// IR-NEXT:      memref.load %x[%c100]
// IR:         scf.for
// IR-NEXT:      arith.divsi %n, %d
func.func @never(%x: memref<4xi64>, %n: i64, %d: i64) -> (i64, i64) {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c4 to %c4 step %c1 iter_args(%acc = %z) -> i64 {
    %v = memref.load %x[%c100] : memref<4xi64>
    %s = arith.addi %acc, %v : i64
    scf.yield %s : i64
  }
  %q = scf.for %i = %c4 to %c1 step %c1 iter_args(%acc = %z) -> i64 {
    %v = arith.divsi %n, %d : i64
    scf.yield %v : i64
  }
  return %r, %q : i64, i64
}

// Counts the steps from 0 to x[0] by x[1]: the load in the before region
// leaves the loop (that region runs whenever the loop does), the one in
// the after region stays (it may never run).
// IR-LABEL: func.func @count
// IR:         %[[LIM:.*]] = memref.load %x[%c0]
// IR:         scf.while
// IR:         } do {
// IR-NEXT:    ^bb0
// IR-NEXT:      memref.load %x[%c1]
func.func @count(%x: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r:2 = scf.while (%v = %z, %n = %z) : (i64, i64) -> (i64, i64) {
    %lim = memref.load %x[%c0] : memref<4xi64>
    %lt = arith.cmpi slt, %v, %lim : i64
    scf.condition(%lt) %v, %n : i64, i64
  } do {
  ^bb0(%v: i64, %n: i64):
    %step = memref.load %x[%c1] : memref<4xi64>
    %one = arith.constant 1 : i64
    %v2 = arith.addi %v, %step : i64
    %n2 = arith.addi %n, %one : i64
    scf.yield %v2, %n2 : i64, i64
  }
  return %r#1 : i64
}

func.func @print4(%y: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %y[%i] : memref<4xi64>
    func.call @printI64(%v) : (i64) -> ()
    %c3 = arith.constant 3 : index
    %more = arith.cmpi ne, %i, %c3 : index
    scf.if %more {
      func.call @printComma() : () -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %a = memref.alloc() : memref<16xi64>
  %x = memref.alloc() : memref<4xi64>
  %y = memref.alloc() : memref<4xi64>
  %scale = memref.alloc() : memref<1xi64>
  // a[k] = k, x[j] = j + 1, scale = 1 then 3.
  scf.for %k = %c0 to %c16 step %c1 {
    %ki = arith.index_cast %k : index to i64
    memref.store %ki, %a[%k] : memref<16xi64>
  }
  scf.for %j = %c0 to %c4 step %c1 {
    %ji = arith.index_cast %j : index to i64
    %one = arith.constant 1 : i64
    %xj = arith.addi %ji, %one : i64
    memref.store %xj, %x[%j] : memref<4xi64>
  }
  %one = arith.constant 1 : i64
  %three = arith.constant 3 : i64
  %zero = arith.constant 0 : i64
  memref.store %one, %scale[%c0] : memref<1xi64>
  func.call @matvec(%a, %x, %zero, %scale, %y) : (memref<16xi64>, memref<4xi64>, i64, memref<1xi64>, memref<4xi64>) -> ()
  func.call @print4(%y) : (memref<4xi64>) -> ()
  memref.store %three, %scale[%c0] : memref<1xi64>
  func.call @matvec(%a, %x, %one, %scale, %y) : (memref<16xi64>, memref<4xi64>, i64, memref<1xi64>, memref<4xi64>) -> ()
  func.call @print4(%y) : (memref<4xi64>) -> ()
  %r:2 = func.call @never(%x, %one, %zero) : (memref<4xi64>, i64, i64) -> (i64, i64)
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // From 0 to 11 by x[1] = 2: 6 steps.
  %eleven = arith.constant 11 : i64
  memref.store %eleven, %x[%c0] : memref<4xi64>
  %n = func.call @count(%x) : (memref<4xi64>) -> i64
  func.call @printI64(%n) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
