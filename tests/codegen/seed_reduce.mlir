// The seed's reduce and conditional_reduce (classic spelling): the emitted C
// keeps the SSA names and the structure, and computes the right sums.
// RUN: %loopc %s --emit=c -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %cc %cflags %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.exe
// RUN: %t.exe | FileCheck %s

func @printF32(f32)
func @printNewline()

// C: void printF32(float);
// C: void printNewline(void);
// C: float reduce(float *, float *, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t, intptr_t);

// The memref argument arrives as its descriptor's fields (MLIR's default
// calling convention) and is put back together for the body.
// C-LABEL: float reduce(float *buffer_allocated, float *buffer_aligned, intptr_t buffer_offset, intptr_t buffer_size0, intptr_t buffer_stride0, intptr_t lb, intptr_t ub, intptr_t step) {
// C-NEXT:   memref_f32_1 buffer = {buffer_allocated, buffer_aligned, buffer_offset, {buffer_size0}, {buffer_stride0}};
// C-NEXT:   float sum_iter = 0.0f;
// C-NEXT:   for (intptr_t iv = lb; iv < ub; iv += step) {
// C-NEXT:     float t = buffer.aligned[iv];
// C-NEXT:     float sum_next = sum_iter + t;
// C-NEXT:     sum_iter = sum_next;
// C-NEXT:   }
// C-NEXT:   float sum = sum_iter;
// C-NEXT:   return sum;
// C-NEXT: }
func @reduce(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) -> (f32) {
  %sum_0 = constant 0.0 : f32
  %sum = loop.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = load %buffer[%iv] : memref<1024xf32>
    %sum_next = addf %sum_iter, %t : f32
    loop.yield %sum_next : f32
  }
  return %sum : f32
}

// C-LABEL: float conditional_reduce(float *buffer_allocated, {{.*}}, intptr_t step) {
// C:     float t = buffer.aligned[iv];
// C-NEXT:     bool cond = !(t <= 0.0f);
// C-NEXT:     float sum_next;
// C-NEXT:     if (cond) {
// C-NEXT:       float new_sum = sum_iter + t;
// C-NEXT:       sum_next = new_sum;
// C-NEXT:     } else {
// C-NEXT:       sum_next = sum_iter;
// C-NEXT:     }
// C-NEXT:     sum_iter = sum_next;
func @conditional_reduce(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) -> (f32) {
  %sum_0 = constant 0.0 : f32
  %c0 = constant 0.0 : f32
  %sum = loop.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = load %buffer[%iv] : memref<1024xf32>
    %cond = cmpf "ugt", %t, %c0 : f32
    %sum_next = loop.if %cond -> (f32) {
      %new_sum = addf %sum_iter, %t : f32
      loop.yield %new_sum : f32
    } else {
      loop.yield %sum_iter : f32
    }
    loop.yield %sum_next : f32
  }
  return %sum : f32
}

// C-LABEL: void mlir_main(void) {
// C: buf.allocated = loopc_alloc((size_t)4096, 64, "{{.*}}seed_reduce.mlir:[[@LINE+8]]:10: 'alloc'");
// C: float s = reduce(buf.allocated, buf.aligned, buf.offset, buf.sizes[0], buf.strides[0], 0, 1024, 1);
// C: loopc_dealloc(buf.allocated);
// C: float _mlir_ciface_reduce(memref_f32_1 *loopc_arg0, intptr_t loopc_arg1, intptr_t loopc_arg2, intptr_t loopc_arg3) {
// C-NEXT:   return reduce(loopc_arg0->allocated, loopc_arg0->aligned, loopc_arg0->offset, loopc_arg0->sizes[0], loopc_arg0->strides[0], loopc_arg1, loopc_arg2, loopc_arg3);
// C: int main(void) {
// C-NEXT:   mlir_main();
func @main() {
  %buf = alloc() : memref<1024xf32>
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c3 = constant 3 : index
  %c5 = constant 5 : index
  %c1024 = constant 1024 : index
  %c512 = constant 512 : i64
  loop.for %i = %c0 to %c1024 step %c1 {
    %ii = index_cast %i : index to i64
    %d = subi %ii, %c512 : i64
    %f = sitofp %d : i64 to f32
    store %f, %buf[%i] : memref<1024xf32>
  }
  // CHECK: -512
  %s = call @reduce(%buf, %c0, %c1024, %c1) : (memref<1024xf32>, index, index, index) -> f32
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 130816
  %cs = call @conditional_reduce(%buf, %c0, %c1024, %c1) : (memref<1024xf32>, index, index, index) -> f32
  call @printF32(%cs) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: -171
  %s3 = call @reduce(%buf, %c0, %c1024, %c3) : (memref<1024xf32>, index, index, index) -> f32
  call @printF32(%s3) : (f32) -> ()
  call @printNewline() : () -> ()
  // Zero trips return the init.
  // CHECK-NEXT: 0
  %s0 = call @conditional_reduce(%buf, %c5, %c5, %c1) : (memref<1024xf32>, index, index, index) -> f32
  call @printF32(%s0) : (f32) -> ()
  call @printNewline() : () -> ()
  dealloc %buf : memref<1024xf32>
  return
}
