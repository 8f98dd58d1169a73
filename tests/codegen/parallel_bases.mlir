// A parallel region reads and writes each memref defined outside it through a
// copy of its aligned pointer made before the region and passed firstprivate
// (cg_parallel.c, private_bases_begin): clang 14 kept a tile's accumulators in
// memory when every pointer of the loop came through OpenMP's shared
// variables. A memref allocated inside the region is used as it is. A loop
// without reductions has its body outlined into a static function
// (emit_outlined_team) that takes a share of the iterations and those
// pointers as parameters: the region calls it once per thread, a one-thread
// team once for all. In the no-alias kernel the pointers are restrict copies
// of its parameters, and restrict parameters of the outlined function; in
// the checked function (the buffers may overlap) neither. A loop holding a
// memref.alloca keeps the region alone (scale_buf): in a plain copy clang 14
// kept the ONNX MatMul tiles' stack buffer in memory.
// RUN: %loopc %s --emit=c -O0 -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %cc %cflags -O2 -fopenmp %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.omp
// RUN: env OMP_NUM_THREADS=2 %t.omp | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t.omp | FileCheck %s
// RUN: env OMP_NUM_THREADS=3 %t.omp | FileCheck %s
// RUN: %cc %cflags -O2 %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.seq
// RUN: %t.seq | FileCheck %s

// C-LABEL: static void loopc_par0(intptr_t lo, intptr_t hi, float s, float *restrict a_p, float *restrict b_p) {
// C-NEXT: (void)s;
// C-NEXT: #ifdef _OPENMP
// C-NEXT: #pragma omp simd
// C-NEXT: #endif
// C-NEXT: for (intptr_t i = lo; i < hi; i += 1) {
// C-NEXT: float x = a_p[i];
// C: b_p[i] = y;
// C-LABEL: static void loopc_noalias_scale(
// C: float *restrict a_p = a_aligned;
// C-NEXT: float *restrict b_p = b_aligned;
// C-NEXT: #ifdef _OPENMP
// C-NEXT: if (omp_get_max_threads() > 1) {
// C: #pragma omp parallel firstprivate(a_p, b_p)
// C: loopc_par0({{.*}}, s, a_p, b_p);
// C: } else
// C-NEXT: #endif
// C-NEXT: loopc_par0(0, n, s, a_p, b_p);
// C-LABEL: static void loopc_par1(intptr_t lo, intptr_t hi, float s, float *a_p, float *b_p) {
// C: float x = a_p[i];
// C: b_p[i] = y;
// C-LABEL: void scale(
// C: float *a_p = a.aligned;
// C-NEXT: float *b_p = b.aligned;
// C-NEXT: #ifdef _OPENMP
// C-NEXT: if (omp_get_max_threads() > 1) {
// C: #pragma omp parallel firstprivate(a_p, b_p)
// C: loopc_par1({{.*}}, s, a_p, b_p);
// C: } else
// C-NEXT: #endif
// C-NEXT: loopc_par1(0, n, s, a_p, b_p);
// C-LABEL: static void loopc_noalias_scale_buf(
// C-NOT: omp_get_max_threads
// C: #ifdef _OPENMP
// C-NEXT: #pragma omp parallel for simd{{$}}
// C-NEXT: #endif
// C: b_aligned[i] = z;
// C-NEXT: }
// C-NEXT: }
// C-LABEL: void scale_buf(
// C-NOT: omp_get_max_threads
// C: float *a_p = a.aligned;
// C-NEXT: float *b_p = b.aligned;
// C-NEXT: #ifdef _OPENMP
// C-NEXT: #pragma omp parallel for simd firstprivate(a_p, b_p)
// C-NEXT: #endif
// C: float x = a_p[i];
// C: t.aligned[1] = y;
// C: float z = t.aligned[1];
// C: b_p[i] = z;
// C-NEXT: }
// C-NEXT: }
// C-LABEL: int main(
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()

func.func @scale(%a: memref<?xf32>, %b: memref<?xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.mulf %x, %s : f32
    memref.store %y, %b[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

func.func @scale_buf(%a: memref<?xf32>, %b: memref<?xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %t = memref.alloca() : memref<2xf32>
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.mulf %x, %s : f32
    memref.store %y, %t[%c1] : memref<2xf32>
    %z = memref.load %t[%c1] : memref<2xf32>
    memref.store %z, %b[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// Through the general body (a and b the same buffer, so the kernel is not
// taken) and through the kernel, then scale_buf the same way.
// CHECK: 0, 3, 6, 9, 12, 15, 18, 21,
// CHECK-NEXT: 0, 9, 18, 27, 36, 45, 54, 63,
// CHECK-NEXT: 0, 9, 18, 27, 36, 45, 54, 63,
// CHECK-NEXT: 0, 27, 54, 81, 108, 135, 162, 189,
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %three = arith.constant 3.0 : f32
  %c1f = arith.constant 1.0 : f32
  %a = memref.alloc(%c8) : memref<?xf32>
  %b = memref.alloc(%c8) : memref<?xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<?xf32>
  }
  call @scale(%a, %a, %three) : (memref<?xf32>, memref<?xf32>, f32) -> ()
  call @print(%a) : (memref<?xf32>) -> ()
  call @scale(%a, %b, %three) : (memref<?xf32>, memref<?xf32>, f32) -> ()
  call @print(%b) : (memref<?xf32>) -> ()
  call @scale_buf(%b, %b, %c1f) : (memref<?xf32>, memref<?xf32>, f32) -> ()
  call @print(%b) : (memref<?xf32>) -> ()
  call @scale_buf(%b, %a, %three) : (memref<?xf32>, memref<?xf32>, f32) -> ()
  call @print(%a) : (memref<?xf32>) -> ()
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return
}

func.func @print(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<?xf32>
    func.call @printF32(%x) : (f32) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  return
}
