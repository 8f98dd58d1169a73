// Differential test of the outlined parallel body (cg_parallel.c,
// emit_outlined_team): a parallel loop without reductions becomes a static
// function over a share of its iterations, called once per thread by the
// OpenMP region and once for all by a one-thread team. The shares must
// cover every iteration exactly once for any thread count, lower bound and
// step (@fill: a contiguous share per thread; @tri: a triangle, whose rows
// go in pairs from both ends, i and n - 1 - i, a contiguous share of the
// pairs per thread; tests/diff/parallel_pairs.mlir has more of those, and
// tests/codegen/parallel_schedule.mlir a triangle dealt out in turn with a
// stride), a buffer read through a view made
// outside the loop must not be promised apart from the buffer it views
// (@shifted, called with one buffer twice: no restrict anywhere there), and
// a buffer with a dynamic layout passes its descriptor (@strided).
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --expand-strided-metadata --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: env OMP_NUM_THREADS=1 %loopc run %s -e main > %t.1.out
// RUN: diff %t.mlir.out %t.1.out
// RUN: env OMP_NUM_THREADS=2 %loopc run %s -e main > %t.2.out
// RUN: diff %t.mlir.out %t.2.out
// RUN: env OMP_NUM_THREADS=3 %loopc run %s -e main -O0 > %t.3.out
// RUN: diff %t.mlir.out %t.3.out
// RUN: env OMP_NUM_THREADS=5 %loopc run %s -e main -O3 > %t.5.out
// RUN: diff %t.mlir.out %t.5.out
// RUN: env OMP_NUM_THREADS=7 %loopc run %s -e main -O3 > %t.7.out
// RUN: diff %t.mlir.out %t.7.out
// In the C, @fill's body is outlined twice (in the no-alias kernel its
// buffers are restrict, in the checked function not), @shifted's view keeps
// every pointer of both its bodies unqualified, and @strided's body gets
// the descriptor, pointing through the buffer's pointer parameter.
// RUN: %loopc %s --emit=c -O0 -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// C-LABEL: static void loopc_par0(intptr_t lo, intptr_t hi, intptr_t step, int64_t *restrict a_p, int64_t *restrict b_p) {
// C: for (intptr_t i = lo; i < hi; i += step) {
// C-LABEL: static void loopc_noalias_fill(
// C: loopc_par0(lb, ub, step, a_p, b_p);
// C-LABEL: static void loopc_par1(intptr_t lo, intptr_t hi, intptr_t step, int64_t *a_p, int64_t *b_p) {
// C-LABEL: void fill(
// C-LABEL: static void loopc_par2(intptr_t lo, intptr_t hi, int64_t *m_p) {
// C-LABEL: void tri(
// C-LABEL: static void loopc_par3(intptr_t lo, intptr_t hi, int64_t *v_p, int64_t *src_p, int64_t *dst_p) {
// C-LABEL: static void loopc_noalias_shifted(
// C-LABEL: static void loopc_par4(intptr_t lo, intptr_t hi, int64_t *v_p, int64_t *src_p, int64_t *dst_p) {
// C-LABEL: void shifted(
// C-LABEL: static void loopc_par5(intptr_t lo, intptr_t hi, memref_i64_1 s, int64_t *o_p, int64_t *s_p) {
// C-NEXT: s.aligned = s_p;
// C-LABEL: void strided(

// CHECK: 5360
// CHECK-NEXT: 1430
// CHECK-NEXT: 47
// CHECK-NEXT: 0
// CHECK-NEXT: 251
// CHECK-NEXT: 791
// CHECK-NEXT: 2325
// CHECK-NEXT: 2324
// CHECK-NEXT: 2303
// CHECK-NEXT: 1233
// CHECK-NEXT: 1025728
// CHECK-NEXT: 1059520
// CHECK-NEXT: 12240

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

// a[i] = 2i + 1, b[i] = a[i] + 7 for i = lb, lb + step, ... < ub.
func.func @fill(%a: memref<40xi64>, %b: memref<40xi64>, %lb: index, %ub: index, %step: index) {
  %c1 = arith.constant 1 : i64
  %c7 = arith.constant 7 : i64
  scf.parallel (%i) = (%lb) to (%ub) step (%step) {
    %ii = arith.index_cast %i : index to i64
    %d = arith.addi %ii, %ii : i64
    %v = arith.addi %d, %c1 : i64
    memref.store %v, %a[%i] : memref<40xi64>
    %w = arith.addi %v, %c7 : i64
    memref.store %w, %b[%i] : memref<40xi64>
    scf.reduce
  }
  return
}

// m[i][j] += 1 for lb <= i < n, 0 <= j <= i: a triangle.
func.func @tri(%m: memref<9x9xi64>, %lb: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  scf.parallel (%i) = (%lb) to (%n) step (%c1) {
    %e = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %e step %c1 {
      %x = memref.load %m[%i, %j] : memref<9x9xi64>
      %y = arith.addi %x, %one : i64
      memref.store %y, %m[%i, %j] : memref<9x9xi64>
    }
    scf.reduce
  }
  return
}

// dst[i] = 3 * v[i] + src[i], v being a view of src made outside the loop
// (the same cells): called with dst = src too.
func.func @shifted(%src: memref<33xi64>, %dst: memref<33xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i64
  %v = memref.subview %src[0] [32] [1] : memref<33xi64> to memref<32xi64, strided<[1]>>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %v[%i] : memref<32xi64, strided<[1]>>
    %x3 = arith.muli %x, %c3 : i64
    %y = memref.load %src[%i] : memref<33xi64>
    %s = arith.addi %x3, %y : i64
    memref.store %s, %dst[%i] : memref<33xi64>
    scf.reduce
  }
  return
}

// s[i] = o[i] * 3 over a buffer with a dynamic stride.
func.func @strided(%s: memref<?xi64, strided<[?], offset: ?>>, %o: memref<16xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i64
  %n = memref.dim %s, %c0 : memref<?xi64, strided<[?], offset: ?>>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %o[%i] : memref<16xi64>
    %y = arith.muli %x, %c3 : i64
    memref.store %y, %s[%i] : memref<?xi64, strided<[?], offset: ?>>
    scf.reduce
  }
  return
}

// The sum of a[0..40) + 2 * b[0..40), a and b zeroed first.
func.func @run_fill(%lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %z = arith.constant 0 : i64
  %two = arith.constant 2 : i64
  %a = memref.alloc() : memref<40xi64>
  %b = memref.alloc() : memref<40xi64>
  scf.for %i = %c0 to %c40 step %c1 {
    memref.store %z, %a[%i] : memref<40xi64>
    memref.store %z, %b[%i] : memref<40xi64>
  }
  func.call @fill(%a, %b, %lb, %ub, %step) : (memref<40xi64>, memref<40xi64>, index, index, index) -> ()
  %s = scf.for %i = %c0 to %c40 step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %a[%i] : memref<40xi64>
    %y = memref.load %b[%i] : memref<40xi64>
    %y2 = arith.muli %y, %two : i64
    %t = arith.addi %x, %y2 : i64
    %r = arith.addi %acc, %t : i64
    scf.yield %r : i64
  }
  memref.dealloc %a : memref<40xi64>
  memref.dealloc %b : memref<40xi64>
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// The sum of m[i][j] * (9i + j + 1), m zeroed, after tri(m, lb, 9).
func.func @run_tri(%lb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %k9 = arith.constant 9 : i64
  %m = memref.alloc() : memref<9x9xi64>
  scf.for %i = %c0 to %c9 step %c1 {
    scf.for %j = %c0 to %c9 step %c1 {
      memref.store %z, %m[%i, %j] : memref<9x9xi64>
    }
  }
  func.call @tri(%m, %lb, %c9) : (memref<9x9xi64>, index, index) -> ()
  %s = scf.for %i = %c0 to %c9 step %c1 iter_args(%acc = %z) -> (i64) {
    %r = scf.for %j = %c0 to %c9 step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %x = memref.load %m[%i, %j] : memref<9x9xi64>
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %w0 = arith.muli %ii, %k9 : i64
      %w1 = arith.addi %w0, %jj : i64
      %w = arith.addi %w1, %one : i64
      %p = arith.muli %x, %w : i64
      %q = arith.addi %acc2, %p : i64
      scf.yield %q : i64
    }
    scf.yield %r : i64
  }
  memref.dealloc %m : memref<9x9xi64>
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// The sum of buf[k] * (k + 1) over 33 cells.
func.func @print_weighted(%buf: memref<33xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c33 = arith.constant 33 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %s = scf.for %i = %c0 to %c33 step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %buf[%i] : memref<33xi64>
    %ii = arith.index_cast %i : index to i64
    %w = arith.addi %ii, %one : i64
    %p = arith.muli %x, %w : i64
    %q = arith.addi %acc, %p : i64
    scf.yield %q : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c33 = arith.constant 33 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %z = arith.constant 0 : i64
  %k5 = arith.constant 5 : i64
  func.call @run_fill(%c0, %c40, %c1) : (index, index, index) -> ()
  func.call @run_fill(%c3, %c40, %c4) : (index, index, index) -> ()
  func.call @run_fill(%c5, %c6, %c7) : (index, index, index) -> ()
  func.call @run_fill(%c9, %c9, %c1) : (index, index, index) -> ()
  func.call @run_fill(%c39, %c40, %c3) : (index, index, index) -> ()
  func.call @run_fill(%c1, %c33, %c5) : (index, index, index) -> ()
  func.call @run_tri(%c0) : (index) -> ()
  func.call @run_tri(%c1) : (index) -> ()
  func.call @run_tri(%c2) : (index) -> ()
  func.call @run_tri(%c7) : (index) -> ()
  // shifted into another buffer, then in place
  %src = memref.alloc() : memref<33xi64>
  %dst = memref.alloc() : memref<33xi64>
  scf.for %i = %c0 to %c33 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %src[%i] : memref<33xi64>
    memref.store %z, %dst[%i] : memref<33xi64>
  }
  func.call @shifted(%src, %dst, %c32) : (memref<33xi64>, memref<33xi64>, index) -> ()
  func.call @print_weighted(%dst) : (memref<33xi64>) -> ()
  func.call @shifted(%src, %src, %c32) : (memref<33xi64>, memref<33xi64>, index) -> ()
  func.call @print_weighted(%src) : (memref<33xi64>) -> ()
  // strided: every other cell of big from cell 1
  %big = memref.alloc() : memref<33xi64>
  %o = memref.alloc() : memref<16xi64>
  scf.for %i = %c0 to %c33 step %c1 {
    memref.store %z, %big[%i] : memref<33xi64>
  }
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.addi %ii, %k5 : i64
    memref.store %v, %o[%i] : memref<16xi64>
  }
  %sv = memref.subview %big[1] [16] [2] : memref<33xi64> to memref<16xi64, strided<[2], offset: 1>>
  %dyn = memref.cast %sv : memref<16xi64, strided<[2], offset: 1>> to memref<?xi64, strided<[?], offset: ?>>
  func.call @strided(%dyn, %o) : (memref<?xi64, strided<[?], offset: ?>>, memref<16xi64>) -> ()
  func.call @print_weighted(%big) : (memref<33xi64>) -> ()
  memref.dealloc %src : memref<33xi64>
  memref.dealloc %dst : memref<33xi64>
  memref.dealloc %big : memref<33xi64>
  memref.dealloc %o : memref<16xi64>
  return
}
