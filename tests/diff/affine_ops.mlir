// Differential test: every affine op (for with constant, symbol, map and
// min/max bounds, steps and iter_args; if with else and results on integer
// sets with equalities; parallel with max/min bound groups, steps and
// reductions; load / store with subscripts over dims and symbols; apply,
// min, max with mod, floordiv and ceildiv of negative values) run through
// MLIR's pipeline (--lower-affine first) and through loopc, which lowers
// them itself (lower-affine in its pipeline).
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out

#lb = affine_map<(d0) -> (d0 - 2)>
#ub = affine_map<(d0)[s0] -> (d0 + 3, s0, 7)>
#div = affine_map<(d0)[s0] -> (d0 floordiv 3 + (d0 - s0) ceildiv 4 + d0 mod 5)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @pi(%v: index) {
  %i = arith.index_cast %v : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @kernel(%A: memref<?x8xi64>, %n: index) -> (i64, f64) {
  %c0 = arith.constant 0 : i64
  // Fill A[i][j] = i * 8 + j - 20 with subscripts over SSA values.
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 8 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1 - 20)>(%i, %j)
      %w = arith.index_cast %v : index to i64
      affine.store %w, %A[%i, %j] : memref<?x8xi64>
    }
  }
  // max/min bounds, a step, iter_args, loads at shifted subscripts.
  %s = affine.for %i = max #lb(%n) to min #ub(%n)[%n] step 2 iter_args(%acc = %c0) -> (i64) {
    %x = affine.load %A[%i - symbol(%n) + 5, %i mod 8] : memref<?x8xi64>
    %y = arith.addi %acc, %x : i64
    affine.yield %y : i64
  }
  %ns = arith.index_cast %s : i64 to index
  func.call @pi(%ns) : (index) -> ()
  // apply / min / max with floordiv, ceildiv, mod of negative values.
  affine.for %k = -7 to 7 step 3 {
    %d = affine.apply #div(%k)[%n]
    func.call @pi(%d) : (index) -> ()
    %mn = affine.min affine_map<(d0)[s0] -> (d0 * 2, s0 - 4, 3)>(%k)[%n]
    func.call @pi(%mn) : (index) -> ()
    %mx = affine.max affine_map<(d0) -> (d0 floordiv 2, -1)>(%k)
    func.call @pi(%mx) : (index) -> ()
  }
  func.call @printNewline() : () -> ()
  // affine.if with results and an else, on a set with an equality.
  %t = affine.for %i = 0 to 10 iter_args(%acc = %c0) -> (i64) {
    %r = affine.if #set(%i)[%n] -> i64 {
      %one = arith.constant 100 : i64
      %z = arith.addi %acc, %one : i64
      affine.yield %z : i64
    } else {
      %one = arith.constant 1 : i64
      %z = arith.addi %acc, %one : i64
      affine.yield %z : i64
    }
    affine.if affine_set<(d0) : (d0 - 9 == 0)>(%i) {
      %ri = arith.index_cast %r : i64 to index
      func.call @pi(%ri) : (index) -> ()
    }
    affine.yield %r : i64
  }
  // affine.parallel with bound groups, steps and two reductions.
  %p:2 = affine.parallel (%i, %j) = (0, max(0, %n - 6)) to (min(%n, 3), 8) step (1, 3) reduce ("addi", "maximumf") -> (i64, f64) {
    %x = affine.load %A[%i, %j] : memref<?x8xi64>
    %f = arith.sitofp %x : i64 to f64
    affine.yield %x, %f : i64, f64
  }
  %u = arith.addi %t, %p#0 : i64
  return %u, %p#1 : i64, f64
}

func.func @main() {
  %n = arith.constant 4 : index
  %A = memref.alloc(%n) : memref<?x8xi64>
  %r:2 = func.call @kernel(%A, %n) : (memref<?x8xi64>, index) -> (i64, f64)
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%r#1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %A : memref<?x8xi64>
  return
}

// CHECK: 6, -2, -14, -1, -3, -8, -1, 2, -2, -1, 2, 0, 1, 2, 0, 2,
// CHECK-NEXT: 307, 226, 2
