// loop.parallel reductions: every operator OpenMP can do as a clause, custom
// bodies (per-thread partials), zero trips without init, 2-D collapse and a
// nested parallel loop. Run sequentially and with 4 OpenMP threads: integer
// and boolean results must be exactly the sequential ones.
// RUN: %loopc %s --emit=c -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %cc %cflags -O2 %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.seq
// RUN: %t.seq | FileCheck %s
// RUN: %cc %cflags -O2 -fopenmp %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.omp
// RUN: env OMP_NUM_THREADS=4 %t.omp | FileCheck %s

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

// C-LABEL: void clauses(intptr_t n) {
// C: uint64_t r_0_acc = 0;
// C-NEXT: uint64_t r_1_acc = 1;
// C-NEXT: uint32_t r_2_acc = 0;
// C-NEXT: uint32_t r_3_acc = UINT32_MAX;
// C-NEXT: uint32_t r_4_acc = 0;
// C-NEXT: int64_t r_5_acc = INT64_MIN;
// C-NEXT: int64_t r_6_acc = INT64_MAX;
// C-NEXT: uint64_t r_7_acc = 0;
// C-NEXT: uint64_t r_8_acc = UINT64_MAX;
// C-NEXT: float r_9_acc = 0.0f;
// C-NEXT: float r_10_acc = 1.0f;
// C-NEXT: bool r_11_acc = false;
// C-NEXT: bool r_12_acc = true;
// C-NEXT: bool r_13_acc = false;
// C-NEXT: #ifdef _OPENMP
// C-NEXT: #pragma omp parallel for reduction(+: r_0_acc) reduction(*: r_1_acc) reduction(^: r_2_acc) reduction(&: r_3_acc) reduction(|: r_4_acc) reduction(max: r_5_acc) reduction(min: r_6_acc) reduction(max: r_7_acc) reduction(min: r_8_acc) reduction(+: r_9_acc) reduction(*: r_10_acc) reduction(|: r_11_acc) reduction(&: r_12_acc) reduction(^: r_13_acc)
// C-NEXT: #endif
// C-NEXT: for (intptr_t {{i(_[0-9]+)?}} = 0;
// C: r_0_acc = r_0_acc + (uint64_t)ii;
// C: if ((int64_t)v > r_5_acc)
// C-NEXT: r_5_acc = (int64_t)v;
// C: int64_t r_1 = 0 < n ? (int64_t)r_1_acc : 0;
func.func @clauses(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i5 = arith.constant 5 : i64
  %f0 = arith.constant 0.0 : f32
  // The seed's form: no init, so zero iterations give the zero value.
  %r:14 = loop.parallel (%i) = (%c0) to (%n) step (%c1) {
    %ii = arith.index_cast %i : index to i64
    %one = arith.constant 1 : i64
    %ip1 = arith.addi %ii, %one : i64
    %c37 = arith.constant 37 : i64
    %c101 = arith.constant 101 : i64
    %c50 = arith.constant 50 : i64
    %m = arith.muli %ii, %c37 : i64
    %mm = arith.remsi %m, %c101 : i64
    %v = arith.subi %mm, %c50 : i64
    %i32 = arith.trunci %ii : i64 to i32
    %c240 = arith.constant 240 : i32
    %andv = arith.ori %i32, %c240 : i32
    %c8 = arith.constant 8 : i32
    %orv = arith.muli %i32, %c8 : i32
    %c7 = arith.constant 7 : i32
    %xv = arith.muli %i32, %c7 : i32
    %fone = arith.constant 1.0 : f32
    %ftwo = arith.constant 2.0 : f32
    %c57 = arith.constant 57 : i64
    %is57 = arith.cmpi eq, %ii, %c57 : i64
    %c1000 = arith.constant 1000 : i64
    %small = arith.cmpi slt, %ii, %c1000 : i64
    %two = arith.constant 2 : i64
    %par = arith.remsi %ii, %two : i64
    %zero = arith.constant 0 : i64
    %even = arith.cmpi eq, %par, %zero : i64
    %c25 = arith.constant 25 : i64
    %lt25 = arith.cmpi slt, %ii, %c25 : i64
    %fv = arith.select %lt25, %ip1, %one : i64
    %c10 = arith.constant 10 : i64
    %lt10 = arith.cmpi slt, %ii, %c10 : i64
    %gv = arith.select %lt10, %ftwo, %fone : f32
    loop.reduce(%ii) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      loop.reduce.return %s : i64
    } : i64
    loop.reduce(%fv) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.muli %a, %b : i64
      loop.reduce.return %s : i64
    } : i64
    loop.reduce(%xv) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.xori %a, %b : i32
      loop.reduce.return %s : i32
    } : i32
    loop.reduce(%andv) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.andi %a, %b : i32
      loop.reduce.return %s : i32
    } : i32
    loop.reduce(%orv) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.ori %a, %b : i32
      loop.reduce.return %s : i32
    } : i32
    loop.reduce(%v) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.maxsi %a, %b : i64
      loop.reduce.return %s : i64
    } : i64
    loop.reduce(%v) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.minsi %a, %b : i64
      loop.reduce.return %s : i64
    } : i64
    loop.reduce(%v) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.maxui %a, %b : i64
      loop.reduce.return %s : i64
    } : i64
    loop.reduce(%v) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.minui %a, %b : i64
      loop.reduce.return %s : i64
    } : i64
    loop.reduce(%fone) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      loop.reduce.return %s : f32
    } : f32
    loop.reduce(%gv) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      loop.reduce.return %s : f32
    } : f32
    loop.reduce(%is57) {
    ^bb0(%a: i1, %b: i1):
      %s = arith.ori %a, %b : i1
      loop.reduce.return %s : i1
    } : i1
    loop.reduce(%small) {
    ^bb0(%a: i1, %b: i1):
      %s = arith.andi %a, %b : i1
      loop.reduce.return %s : i1
    } : i1
    loop.reduce(%even) {
    ^bb0(%a: i1, %b: i1):
      %s = arith.addi %a, %b : i1
      loop.reduce.return %s : i1
    } : i1
  } : i64, i64, i32, i32, i32, i64, i64, i64, i64, f32, f32, i1, i1, i1
  %sum = arith.addi %r#0, %i5 : i64
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r#1) : (i64) -> ()
  call @printNewline() : () -> ()
  %x = arith.extsi %r#2 : i32 to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  %a = arith.extsi %r#3 : i32 to i64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  %o = arith.extsi %r#4 : i32 to i64
  call @printI64(%o) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r#5) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r#6) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r#7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r#8) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printF32(%r#9) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%r#10) : (f32) -> ()
  call @printNewline() : () -> ()
  %b0 = arith.extui %r#11 : i1 to i64
  call @printI64(%b0) : (i64) -> ()
  %b1 = arith.extui %r#12 : i1 to i64
  call @printI64(%b1) : (i64) -> ()
  %b2 = arith.extui %r#13 : i1 to i64
  call @printI64(%b2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Custom bodies (and a plain add in the same loop) go through per-thread
// partials combined in thread order.
// C-LABEL: void custom(intptr_t n) {
// C: #pragma omp parallel{{$}}
// C: #pragma omp for schedule(static)
// C-LABEL: void classic_custom(intptr_t n) {
func.func @custom(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %im = arith.constant -1000 : i64
  %i7 = arith.constant 7 : i64
  %i3 = arith.constant 3 : i64
  %f0 = arith.constant 0.0 : f32
  %r:4 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%im, %i7, %f0, %i3) -> (i64, i64, f32, i64) {
    %ii = arith.index_cast %i : index to i64
    %c37 = arith.constant 37 : i64
    %c101 = arith.constant 101 : i64
    %c50 = arith.constant 50 : i64
    %m = arith.muli %ii, %c37 : i64
    %mm = arith.remsi %m, %c101 : i64
    %v = arith.subi %mm, %c50 : i64
    %is50 = arith.cmpi eq, %ii, %c50 : i64
    %fi = arith.sitofp %ii : i64 to f32
    %z = arith.constant 0.0 : f32
    %nan = arith.divf %z, %z : f32
    %fv = arith.select %is50, %nan, %fi : f32
    scf.reduce(%v, %ii, %fv, %ii : i64, i64, f32, i64) {
    ^bb0(%a: i64, %b: i64):
      %gt = arith.cmpi sgt, %a, %b : i64
      %s = arith.select %gt, %a, %b : i64
      scf.reduce.return %s : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %zero = arith.constant 0 : i64
      %s = arith.addi %a, %b : i64
      %s2 = arith.addi %s, %zero : i64
      scf.reduce.return %s2 : i64
    }, {
    ^bb0(%a: f32, %b: f32):
      %s = arith.maximumf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  call @printI64(%r#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r#1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printF32(%r#2) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r#3) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// The seed's form: no init, so zero iterations give the zero value.
func @classic_custom(%n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %r = loop.parallel (%i) = (%c0) to (%n) step (%c1) {
    %ii = index_cast %i : index to i64
    %c37 = constant 37 : i64
    %c101 = constant 101 : i64
    %c50 = constant 50 : i64
    %m = muli %ii, %c37 : i64
    %mm = remi_signed %m, %c101 : i64
    %v = subi %mm, %c50 : i64
    loop.reduce(%v) {
    ^bb0(%a: i64, %b: i64):
      %lt = cmpi "slt", %a, %b : i64
      %s = select %lt, %a, %b : i64
      loop.reduce.return %s : i64
    } : i64
  } : i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// 2-D collapsed loops over a dynamic memref, a 2-D reduction, and a parallel
// loop nested in another (plain loops inside the OpenMP region, and inside
// the plain copy that a one-thread team runs).
// The third loop nest of grid, outlined: the parallel loop nested in it is
// plain, and its buffers are both allocations, so their pointers are restrict.
// C-LABEL: static void loopc_par0(intptr_t lo, intptr_t hi, intptr_t m, memref_i64_2 buf, int64_t *restrict {{buf_p(_[0-9]+)?}}, int64_t *restrict rowmax_p) {
// C-NOT: #pragma
// C: int64_t mx = 0;
// C-LABEL: int64_t grid(intptr_t n, intptr_t m) {
// C: #pragma omp parallel for simd collapse(2) firstprivate({{buf_p(_[0-9]+)?}}){{$}}
// C: #pragma omp parallel for collapse(2) firstprivate({{buf_p(_[0-9]+)?}}) reduction(+: s_acc)
// C: if (omp_get_max_threads() > 1) {
// C: #pragma omp parallel firstprivate({{buf_p(_[0-9]+)?}}, {{rowmax_p(_[0-9]+)?}}){{$}}
// C: loopc_par0(
// C: } else
// C-NEXT: #endif
// C-NEXT: loopc_par0(0, n, m, buf,
// C: return
func.func @grid(%n: index, %m: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %k1000 = arith.constant 1000 : i64
  %buf = memref.alloc(%n, %m) : memref<?x?xi64>
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %t = arith.muli %ii, %k1000 : i64
    %v = arith.addi %t, %jj : i64
    memref.store %v, %buf[%i, %j] : memref<?x?xi64>
  }
  %s = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%zero) -> i64 {
    %v = memref.load %buf[%i, %j] : memref<?x?xi64>
    scf.reduce(%v : i64) {
    ^bb0(%a: i64, %b: i64):
      %x = arith.addi %a, %b : i64
      scf.reduce.return %x : i64
    }
  }
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  %rowmax = memref.alloc(%n) : memref<?xi64>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %mx = scf.parallel (%j) = (%c0) to (%m) step (%c1) init (%zero) -> i64 {
      %v = memref.load %buf[%i, %j] : memref<?x?xi64>
      scf.reduce(%v : i64) {
      ^bb0(%a: i64, %b: i64):
        %x = arith.maxsi %a, %b : i64
        scf.reduce.return %x : i64
      }
    }
    memref.store %mx, %rowmax[%i] : memref<?xi64>
  }
  %rs = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.load %rowmax[%i] : memref<?xi64>
    %a2 = arith.addi %acc, %v : i64
    scf.yield %a2 : i64
  }
  memref.dealloc %rowmax : memref<?xi64>
  memref.dealloc %buf : memref<?x?xi64>
  return %rs : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c100 = arith.constant 100 : index
  call @clauses(%c100) : (index) -> ()
  call @clauses(%c0) : (index) -> ()
  call @custom(%c100) : (index) -> ()
  call @custom(%c0) : (index) -> ()
  call @classic_custom(%c100) : (index) -> ()
  call @classic_custom(%c0) : (index) -> ()
  %g = call @grid(%c7, %c9) : (index, index) -> i64
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// clauses(100)
// CHECK: 4955
// CHECK-NEXT: 7034535277573963776
// CHECK-NEXT: 444
// CHECK-NEXT: 240
// CHECK-NEXT: 1016
// CHECK-NEXT: 50
// CHECK-NEXT: -50
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 100
// CHECK-NEXT: 1024
// CHECK-NEXT: 110
// clauses(0): no init, so every result is zero
// CHECK-NEXT: 5
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 000
// custom(100)
// CHECK-NEXT: 50
// CHECK-NEXT: 4957
// CHECK-NEXT: nan
// CHECK-NEXT: 4953
// custom(0): the inits
// CHECK-NEXT: -1000
// CHECK-NEXT: 7
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// classic_custom(100), classic_custom(0)
// CHECK-NEXT: -50
// CHECK-NEXT: 0
// grid: 2-D sum, then the sum of the row maxima
// CHECK-NEXT: 189252
// CHECK-NEXT: 21056
