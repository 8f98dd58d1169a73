// Differential test: convert-scf-to-cf. The program (scf.for with iter_args
// around an scf.if with results, scf.for unsigned over i32, scf.while and
// a do-while, a multi-block scf.execute_region, scf.index_switch, a 2-d
// scf.parallel with a reduction, scf.forall, and loops of zero trips) runs
// through MLIR's pipeline (which starts with MLIR's own convert-scf-to-cf)
// and mlir-runner; loopc's convert-scf-to-cf output must print the same
// through MLIR's pipeline, through `loopc run` (the C backend on cf blocks)
// at -O0 and -O2, and as the untransformed program run by loopc.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 > %t.plain.out
// RUN: diff %t.mlir.out %t.plain.out
// RUN: %loopc %s --convert-scf-to-cf > %t.cf.mlir
// RUN: FileCheck %s --check-prefix=CF < %t.cf.mlir
// RUN: %mlir_opt %t.cf.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.cf.out
// RUN: diff %t.mlir.out %t.cf.out
// RUN: %loopc run %t.cf.mlir -e main -O0 > %t.cf.O0.out
// RUN: diff %t.mlir.out %t.cf.O0.out
// RUN: %loopc run %t.cf.mlir -e main -O2 > %t.cf.O2.out
// RUN: diff %t.mlir.out %t.cf.O2.out
// RUN: %loopc run %s -e main -O2 --convert-scf-to-cf > %t.pass.out
// RUN: diff %t.mlir.out %t.pass.out

// CF-NOT: scf.

// @count(n, c): sum over i in [0, n) of (c ? i : 1), as f32.
// CHECK:      45, 10, 0, 0,
// @unsigned_fill: m[i] = i for i in [1, 8) by 3, as unsigned i32 bounds.
// CHECK-NEXT: 0, 1, 0, 0, 4, 0, 0, 7,
// @whiles(5): the while counts to 5, the do-while to 5; (0): 0 and 1.
// CHECK-NEXT: 5, 5, 0, 1,
// @regions(i, c) for i = 2, 5, 7 with c true (the region gives 10), then false (20).
// CHECK-NEXT: 10, 10, 100, 10, 20, 200,
// @sum2d(3): sum of 3 * i + j over a 3 x 3 grid, then the diagonal set to it.
// CHECK-NEXT: 36, 36, 1, 36,

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @count(%n: index, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %v = scf.if %c -> (f32) {
      %ii = arith.index_cast %i : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %n1 = arith.addf %acc, %f : f32
      scf.yield %n1 : f32
    } else {
      %one = arith.constant 1.0 : f32
      %n2 = arith.addf %acc, %one : f32
      scf.yield %n2 : f32
    }
    scf.yield %v : f32
  }
  return %r : f32
}

func.func @unsigned_fill(%lb: i32, %ub: i32, %s: i32, %m: memref<8xi32>) {
  scf.for unsigned %i = %lb to %ub step %s : i32 {
    %k = arith.index_cast %i : i32 to index
    memref.store %i, %m[%k] : memref<8xi32>
  }
  return
}

func.func @whiles(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %w = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%i: i32):
    %j = arith.addi %i, %c1 : i32
    scf.yield %j : i32
  }
  %d = scf.while (%i = %c0) : (i32) -> i32 {
    %j = arith.addi %i, %c1 : i32
    %lt = arith.cmpi slt, %j, %n : i32
    scf.condition(%lt) %j : i32
  } do {
  ^bb0(%j: i32):
    scf.yield %j : i32
  }
  return %w, %d : i32, i32
}

func.func @regions(%i: index, %c: i1) -> i32 {
  %a = arith.constant 10 : i32
  %e = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    scf.yield %e : i32
  }
  default {
    %x = arith.muli %e, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @sum2d(%n: index, %m: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %t = arith.muli %i, %c3 : index
      %v = arith.addi %t, %j : index
      %vi = arith.index_cast %v : index to i64
      %vf = arith.sitofp %vi : i64 to f32
      memref.store %vf, %m[%i, %j] : memref<?x?xf32>
    }
  }
  %s = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init(%z) -> f32 {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %q = arith.addf %x, %y : f32
      scf.reduce.return %q : f32
    }
  }
  scf.forall (%i) in (%n) {
    memref.store %s, %m[%i, %i] : memref<?x?xf32>
  }
  return %s : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %t = arith.constant true
  %f = arith.constant false
  %r0 = func.call @count(%c10, %t) : (index, i1) -> f32
  %r1 = func.call @count(%c10, %f) : (index, i1) -> f32
  %r2 = func.call @count(%c0, %t) : (index, i1) -> f32
  %r3 = func.call @count(%c0, %f) : (index, i1) -> f32
  func.call @printF32(%r0) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%r1) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%r2) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%r3) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printNewline() : () -> ()

  %m = memref.alloc() : memref<8xi32>
  %zi = arith.constant 0 : i32
  scf.for %i = %c0 to %c1 step %c1 {
    scf.for %k = %c0 to %c7 step %c1 {
      memref.store %zi, %m[%k] : memref<8xi32>
    }
    memref.store %zi, %m[%c7] : memref<8xi32>
  }
  %l1 = arith.constant 1 : i32
  %u8 = arith.constant 8 : i32
  %s3 = arith.constant 3 : i32
  func.call @unsigned_fill(%l1, %u8, %s3, %m) : (i32, i32, i32, memref<8xi32>) -> ()
  scf.for %k = %c0 to %c7 step %c1 {
    %v = memref.load %m[%k] : memref<8xi32>
    %v64 = arith.extsi %v : i32 to i64
    func.call @printI64(%v64) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  %v7 = memref.load %m[%c7] : memref<8xi32>
  %v764 = arith.extsi %v7 : i32 to i64
  func.call @printI64(%v764) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<8xi32>

  %n5 = arith.constant 5 : i32
  %n0 = arith.constant 0 : i32
  %w0, %d0 = func.call @whiles(%n5) : (i32) -> (i32, i32)
  %w1, %d1 = func.call @whiles(%n0) : (i32) -> (i32, i32)
  %w064 = arith.extsi %w0 : i32 to i64
  %d064 = arith.extsi %d0 : i32 to i64
  %w164 = arith.extsi %w1 : i32 to i64
  %d164 = arith.extsi %d1 : i32 to i64
  func.call @printI64(%w064) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%d064) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%w164) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%d164) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printNewline() : () -> ()

  %cs = arith.constant 1 : i32
  scf.for %q = %c0 to %c2 step %c1 {
    %q0 = arith.cmpi eq, %q, %c0 : index
    %a = func.call @regions(%c2, %q0) : (index, i1) -> i32
    %b = func.call @regions(%c5, %q0) : (index, i1) -> i32
    %c = func.call @regions(%c7, %q0) : (index, i1) -> i32
    %a64 = arith.extsi %a : i32 to i64
    %b64 = arith.extsi %b : i32 to i64
    %c64 = arith.extsi %c : i32 to i64
    func.call @printI64(%a64) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%b64) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%c64) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()

  %g = memref.alloc(%c3, %c3) : memref<?x?xf32>
  %s = func.call @sum2d(%c3, %g) : (index, memref<?x?xf32>) -> f32
  func.call @printF32(%s) : (f32) -> ()
  func.call @printComma() : () -> ()
  %g00 = memref.load %g[%c0, %c0] : memref<?x?xf32>
  %g01 = memref.load %g[%c0, %c1] : memref<?x?xf32>
  %g22 = memref.load %g[%c2, %c2] : memref<?x?xf32>
  func.call @printF32(%g00) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%g01) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%g22) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %g : memref<?x?xf32>
  return
}
