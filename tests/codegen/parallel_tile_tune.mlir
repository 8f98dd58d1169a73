// The outlined body of a register-tiled loop (register_tile.c: a k loop
// carrying the tile's 64 cells) is tuned for generic x86-64 under clang
// with AVX-512 (cg_parallel.c, emit_outlined_team): clang's tuning for
// AVX-512 cores prefers 256-bit vectors and split the tile's 512-bit rows
// in two (gemm took 0.76 of the time with it, one thread). A body without
// a tile (the initialisation the parallelize pass made parallel, the
// scaling loop) keeps the default. The program's output is the
// same with one thread, two, or none.
// RUN: %loopc %s -O3 --vector-bits=512 --emit=c -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %cc %cflags -O2 -fopenmp %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.omp
// RUN: env OMP_NUM_THREADS=2 %t.omp | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t.omp | FileCheck %s
// RUN: %cc %cflags -O2 %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.seq
// RUN: %t.seq | FileCheck %s

// C-NOT: tune=x86-64
// C: static void loopc_par0(
// C-NOT: tune=x86-64
// C: #if defined(__clang__) && defined(__AVX512F__)
// C-NEXT: __attribute__((target("tune=x86-64")))
// C-NEXT: #endif
// C-NEXT: static void loopc_par1(
// C-NOT: tune=x86-64
// C: static void loopc_par2(
// C-NOT: tune=x86-64
// C: void mlir_main(
// CHECK: 19758080

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i64
  %k16 = arith.constant 16 : i64
  %one = arith.constant 1 : i64
  %zf = arith.constant 0.0 : f64
  %two = arith.constant 2.0 : f64
  %a = memref.alloc() : memref<16x16xf64>
  %b = memref.alloc() : memref<16x16xf64>
  %c = memref.alloc() : memref<16x16xf64>
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %s = arith.addi %ii, %jj : i64
      %d = arith.subi %ii, %jj : i64
      %sf = arith.sitofp %s : i64 to f64
      %df = arith.sitofp %d : i64 to f64
      memref.store %sf, %a[%i, %j] : memref<16x16xf64>
      memref.store %df, %b[%i, %j] : memref<16x16xf64>
      memref.store %zf, %c[%i, %j] : memref<16x16xf64>
    }
  }
  // c[i][j] += sum over k of a[i][k] * b[k][j]: three allocations, so the
  // nest's store touches nothing else it reads, and register-tile fires.
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    scf.for %k = %c0 to %c16 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        %x = memref.load %a[%i, %k] : memref<16x16xf64>
        %y = memref.load %b[%k, %j] : memref<16x16xf64>
        %w = memref.load %c[%i, %j] : memref<16x16xf64>
        %p = arith.mulf %x, %y : f64
        %s = arith.addf %w, %p : f64
        memref.store %s, %c[%i, %j] : memref<16x16xf64>
      }
    }
    scf.reduce
  }
  // c[i][j] *= 2: no tile
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    scf.for %j = %c0 to %c16 step %c1 {
      %w = memref.load %c[%i, %j] : memref<16x16xf64>
      %s = arith.mulf %w, %two : f64
      memref.store %s, %c[%i, %j] : memref<16x16xf64>
    }
    scf.reduce
  }
  %sum = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (i64) {
    %r = scf.for %j = %c0 to %c16 step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %x = memref.load %c[%i, %j] : memref<16x16xf64>
      %xi = arith.fptosi %x : f64 to i64
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %w0 = arith.muli %ii, %k16 : i64
      %w1 = arith.addi %w0, %jj : i64
      %w = arith.addi %w1, %one : i64
      %p = arith.muli %xi, %w : i64
      %q = arith.addi %acc2, %p : i64
      scf.yield %q : i64
    }
    scf.yield %r : i64
  }
  func.call @printI64(%sum) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<16x16xf64>
  memref.dealloc %b : memref<16x16xf64>
  memref.dealloc %c : memref<16x16xf64>
  return
}
