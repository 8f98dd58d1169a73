// A parallel loop around a loop whose bounds are computed from its
// iteration (a triangle: row i has i + 1 columns) is not split in
// contiguous shares (cg_parallel.c, schedule): OpenMP's default static
// schedule gives one thread the short rows and the other the long ones.
// Where the work of a row is linear in the row, as here, each thread takes
// pairs of rows from both ends (i and n - 1 - i): a share of the pairs from
// the front and the mirror share from the back. Otherwise (a triangle of
// triangles: row i's column j has j + 1 steps) it is dealt out one
// iteration per chunk in turn; the outlined body (emit_outlined_team) then
// takes a stride: thread t runs iterations t, t + nthreads, ..., and the
// stride cannot step past the upper bound. A rectangular loop keeps one
// contiguous share per thread, and
// a loop with a reduction keeps `schedule(static)` (its partial results
// would combine in another order). `simd` is only on an innermost parallel
// loop, which neither is. A loop marked loopc.even_shares (register-tile's
// even row blocks, whose tile loops' bounds vary with the iteration) keeps
// contiguous shares, triangle or not. The program's output is the same with
// one thread, two, three, or none.
// RUN: %loopc %s --emit=c -O0 -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %cc %cflags -O2 -fopenmp %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.omp
// RUN: env OMP_NUM_THREADS=2 %t.omp | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t.omp | FileCheck %s
// RUN: env OMP_NUM_THREADS=3 %t.omp | FileCheck %s
// RUN: %cc %cflags -O2 %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.seq
// RUN: %t.seq | FileCheck %s

// C-LABEL: static void loopc_par0(intptr_t lo, intptr_t hi, memref_i64_2 m,
// C-NOT: #pragma
// C: for (intptr_t i = lo; i < hi; i += 1) {
// C-LABEL: void triangle(int64_t *m_allocated
// C: #pragma omp parallel firstprivate(m_p)
// C: uintptr_t half = trip / 2, pairs = trip - half;
// C-NEXT: uintptr_t q = pairs / nthreads, r = pairs % nthreads;
// C-NEXT: uintptr_t b = tid * q + (tid < r ? tid : r);
// C-NEXT: uintptr_t [[E:e[_0-9]*]] = b + q + (tid < r), eh = [[E]] < half ? [[E]] : half;
// C-NEXT: if (b < [[E]])
// C-NEXT: loopc_par0((intptr_t)((uintptr_t)0 + b * (uintptr_t)1), [[E]] == trip ? n : (intptr_t)((uintptr_t)0 + [[E]] * (uintptr_t)1), m, m_p);
// C-NEXT: if (b < eh)
// C-NEXT: loopc_par0((intptr_t)((uintptr_t)0 + (trip - eh) * (uintptr_t)1), b == 0 ? n : (intptr_t)((uintptr_t)0 + (trip - b) * (uintptr_t)1), m, m_p);
// C: loopc_par0(0, n, m, m_p);
// C-LABEL: static void loopc_par1(intptr_t lo, intptr_t hi, intptr_t n,
// C-NOT: #pragma
// C: for (intptr_t i = lo; i < hi; i += 1) {
// C-LABEL: void rectangle(int64_t *m_allocated
// C: #pragma omp parallel firstprivate(m_p)
// C: loopc_par1((intptr_t)((uintptr_t)0 + b * (uintptr_t)1), e == trip ? n : (intptr_t)((uintptr_t)0 + e * (uintptr_t)1), n, m, m_p);
// C-LABEL: static void loopc_par2(intptr_t lo, intptr_t hi, memref_i64_2 m,
// C-NOT: #pragma
// C: for (intptr_t i = lo; i < hi; i += 1) {
// C-LABEL: void triangle_even(int64_t *m_allocated
// C: #pragma omp parallel firstprivate(m_p)
// C: loopc_par2((intptr_t)((uintptr_t)0 + [[B:b[_0-9]*]] * (uintptr_t)1), [[E:e[_0-9]*]] == trip ? n : (intptr_t)((uintptr_t)0 + [[E]] * (uintptr_t)1), m, m_p);
// C-LABEL: static void loopc_par3(intptr_t lo, intptr_t hi, intptr_t stride,
// C-NOT: #pragma
// C: for (intptr_t i = lo; i < hi; i = (uintptr_t)hi - (uintptr_t)i > (uintptr_t)stride ? i + stride : hi) {
// C-LABEL: void triangles(int64_t *m_allocated
// C: #pragma omp parallel firstprivate(m_p)
// C: if (tid < trip)
// C-NEXT: loopc_par3((intptr_t)((uintptr_t)0 + tid * (uintptr_t)1), n, (intptr_t)(nthreads * (uintptr_t)1), m, m_p);
// C: loopc_par3(0, n, 1, m, m_p);
// C-LABEL: int64_t triangle_sum(int64_t *m_allocated
// C: #pragma omp parallel for firstprivate(m_p) reduction(
// C-LABEL: int main(

// CHECK: 1092
// CHECK-NEXT: 1092
// CHECK-NEXT: 1092
// CHECK-NEXT: 1092
// CHECK-NEXT: 1092

func.func private @printI64(i64)
func.func private @printNewline()

// m[i][j] = i + j for j <= i.
func.func @triangle(%m: memref<?x?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %e = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %e step %c1 {
      %s = arith.addi %i, %j : index
      %v = arith.index_cast %s : index to i64
      memref.store %v, %m[%i, %j] : memref<?x?xi64>
    }
    scf.reduce
  }
  return
}

func.func @rectangle(%m: memref<?x?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.for %j = %c0 to %n step %c1 {
      %s = arith.addi %i, %j : index
      %v = arith.index_cast %s : index to i64
      memref.store %v, %m[%i, %j] : memref<?x?xi64>
    }
    scf.reduce
  }
  return
}

// The triangle again, its iterations declared of equal cost.
func.func @triangle_even(%m: memref<?x?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %e = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %e step %c1 {
      %s = arith.addi %i, %j : index
      %v = arith.index_cast %s : index to i64
      memref.store %v, %m[%i, %j] : memref<?x?xi64>
    }
    scf.reduce
  } {loopc.even_shares}
  return
}

// The triangle once more, each cell counting its column up: row i's work
// is quadratic in i.
func.func @triangles(%m: memref<?x?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %e = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %e step %c1 {
      %j1 = arith.addi %j, %c1 : index
      %c = scf.for %k = %c1 to %j1 step %c1 iter_args(%a = %i) -> (index) {
        %a1 = arith.addi %a, %c1 : index
        scf.yield %a1 : index
      }
      %v = arith.index_cast %c : index to i64
      memref.store %v, %m[%i, %j] : memref<?x?xi64>
    }
    scf.reduce
  }
  return
}

// The sum of the triangle's cells, row sums reduced.
func.func @triangle_sum(%m: memref<?x?xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> i64 {
    %e = arith.addi %i, %c1 : index
    %row = scf.for %j = %c0 to %e step %c1 iter_args(%a = %z) -> (i64) {
      %x = memref.load %m[%i, %j] : memref<?x?xi64>
      %b = arith.addi %a, %x : i64
      scf.yield %b : i64
    }
    scf.reduce(%row : i64) {
    ^bb0(%l: i64, %r2: i64):
      %t = arith.addi %l, %r2 : i64
      scf.reduce.return %t : i64
    }
  }
  return %r : i64
}

func.func @main() {
  %n = arith.constant 13 : index
  %m = memref.alloc(%n, %n) : memref<?x?xi64>
  func.call @triangle(%m, %n) : (memref<?x?xi64>, index) -> ()
  %s = func.call @triangle_sum(%m, %n) : (memref<?x?xi64>, index) -> i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @rectangle(%m, %n) : (memref<?x?xi64>, index) -> ()
  %s2 = func.call @triangle_sum(%m, %n) : (memref<?x?xi64>, index) -> i64
  func.call @printI64(%s2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @triangle(%m, %n) : (memref<?x?xi64>, index) -> ()
  %s3 = func.call @triangle_sum(%m, %n) : (memref<?x?xi64>, index) -> i64
  func.call @printI64(%s3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @rectangle(%m, %n) : (memref<?x?xi64>, index) -> ()
  func.call @triangle_even(%m, %n) : (memref<?x?xi64>, index) -> ()
  %s4 = func.call @triangle_sum(%m, %n) : (memref<?x?xi64>, index) -> i64
  func.call @printI64(%s4) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @rectangle(%m, %n) : (memref<?x?xi64>, index) -> ()
  func.call @triangles(%m, %n) : (memref<?x?xi64>, index) -> ()
  %s5 = func.call @triangle_sum(%m, %n) : (memref<?x?xi64>, index) -> i64
  func.call @printI64(%s5) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<?x?xi64>
  return
}
