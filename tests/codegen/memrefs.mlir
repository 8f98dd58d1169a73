// memref ops: dynamic sizes with dim, static strides folded, copy, rank 0,
// allocas (a C array when static and small, freed heap blocks otherwise, also
// inside loops), memrefs returned from functions and the C interface.
// RUN: %loopc %s --emit=c -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %cc %cflags -O2 %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.exe
// RUN: %t.exe | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()

// A memref result: the body is static, only the C interface is exported.
// C-LABEL: static memref_i64_2 make(intptr_t n, intptr_t m) {
// C: memref_i64_2 buf = {NULL, NULL, 0, {n, m}, {0}};
// C-NEXT: size_t buf_bytes = loopc_layout(2, buf.sizes, buf.strides, sizeof(int64_t), "{{.*}}memrefs.mlir:[[@LINE+7]]:10: 'memref.alloc'");
// C-NEXT: buf.allocated = loopc_alloc(buf_bytes, 64, "{{.*}}memrefs.mlir:[[@LINE+6]]:10: 'memref.alloc'");
// C: buf.aligned[i * buf.strides[0] + j] = v;
func.func @make(%n: index, %m: index) -> memref<?x?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 100 : i64
  %buf = memref.alloc(%n, %m) : memref<?x?xi64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %t = arith.muli %ii, %k : i64
      %v = arith.addi %t, %jj : i64
      memref.store %v, %buf[%i, %j] : memref<?x?xi64>
    }
  }
  return %buf : memref<?x?xi64>
}

func.func @sum2(%buf: memref<?x?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %buf, %c0 : memref<?x?xi64>
  %m = memref.dim %buf, %c1 : memref<?x?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i64) {
    %r = scf.for %j = %c0 to %m step %c1 iter_args(%b = %a) -> (i64) {
      %v = memref.load %buf[%i, %j] : memref<?x?xi64>
      %b2 = arith.addi %b, %v : i64
      scf.yield %b2 : i64
    }
    scf.yield %r : i64
  }
  return %s : i64
}

// Static shapes use constant strides and sizes (the dim of a static size is
// the constant 4 after canonicalize, as in MLIR).
// C-LABEL: int64_t statics(int64_t *a_allocated, int64_t *a_aligned, intptr_t a_offset, intptr_t a_size0, intptr_t a_size1, intptr_t a_size2, intptr_t a_stride0, intptr_t a_stride1, intptr_t a_stride2) {
// C: int64_t v = a.aligned[i * 12 + j * 4 + k];
// C: int64_t r = (int64_t)((uint64_t)s + (uint64_t)4);
func.func @statics(%a: memref<2x3x4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %z) -> (i64) {
    %s1 = scf.for %j = %c0 to %c2 step %c1 iter_args(%y = %x) -> (i64) {
      %s2 = scf.for %k = %c0 to %c2 step %c1 iter_args(%w = %y) -> (i64) {
        %v = memref.load %a[%i, %j, %k] : memref<2x3x4xi64>
        %w2 = arith.addi %w, %v : i64
        scf.yield %w2 : i64
      }
      scf.yield %s2 : i64
    }
    scf.yield %s1 : i64
  }
  %d = memref.dim %a, %c2 : memref<2x3x4xi64>
  %di = arith.index_cast %d : index to i64
  %r = arith.addi %s, %di : i64
  return %r : i64
}

// C-LABEL: int64_t scratch(intptr_t n) {
// C: void *frame = NULL;
// C: int64_t small_buf[8];
// C: memref_i64_1 small = {small_buf, small_buf, 0, {8}, {1}};
// C: size_t big_bytes = loopc_layout(1, big.sizes, big.strides, sizeof(int64_t), "{{.*}}memrefs.mlir:[[@LINE+10]]:10: 'memref.alloca'");
// C: big.allocated = big.aligned = loopc_frame_alloc(&frame, big_bytes, 64, "{{.*}}memrefs.mlir:[[@LINE+9]]:10: 'memref.alloca'");
// C: loopc_frame_free(frame);
// C-NEXT: return
func.func @scratch(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i64
  %small = memref.alloca() : memref<8xi64>
  %big = memref.alloca(%n) : memref<?xi64>
  %cell = memref.alloca() : memref<i64>
  memref.store %z, %cell[] : memref<i64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %big[%i] : memref<?xi64>
    // An alloca per iteration, freed with it.
    %tmp = memref.alloca(%c8) : memref<?xi64>
    memref.store %ii, %tmp[%c0] : memref<?xi64>
    %back = memref.load %tmp[%c0] : memref<?xi64>
    %old = memref.load %cell[] : memref<i64>
    // %big is read back too (canonicalize erases a buffer only written).
    %bv = memref.load %big[%i] : memref<?xi64>
    %zero = arith.subi %bv, %ii : i64
    %sum = arith.addi %old, %back : i64
    %new = arith.addi %sum, %zero : i64
    memref.store %new, %cell[] : memref<i64>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %small[%i] : memref<8xi64>
  }
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %z) -> (i64) {
    %v = memref.load %small[%i] : memref<8xi64>
    %a2 = arith.addi %a, %v : i64
    scf.yield %a2 : i64
  }
  %t = memref.load %cell[] : memref<i64>
  %r = arith.addi %s, %t : i64
  return %r : i64
}

// Dense constants become static arrays.
// C-LABEL: int64_t table(intptr_t i) {
// C: static int64_t t_data[5] = {
// C-NEXT: 10, (-20), 30, INT64_C(9223372036854775807), INT64_MIN,
// C: static float s_data[4] = {
// C-NEXT: 2.5f, 2.5f, 2.5f, 2.5f,
func.func @table(%i: index) -> i64 {
  %t = arith.constant dense<[10, -20, 30, 9223372036854775807, -9223372036854775808]> : memref<5xi64>
  %s = arith.constant dense<2.5> : memref<2x2xf32>
  %v = memref.load %t[%i] : memref<5xi64>
  %c1 = arith.constant 1 : index
  %f = memref.load %s[%c1, %c1] : memref<2x2xf32>
  %fi = arith.fptosi %f : f32 to i64
  %r = arith.addi %v, %fi : i64
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %buf = call @make(%c3, %c4) : (index, index) -> memref<?x?xi64>
  // sum over i<3, j<4 of 100 i + j = 1200 + 18
  // CHECK: 1218
  %s = call @sum2(%buf) : (memref<?x?xi64>) -> i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  %copy = memref.alloc(%c3, %c4) : memref<?x?xi64>
  memref.copy %buf, %copy : memref<?x?xi64> to memref<?x?xi64>
  memref.dealloc %buf : memref<?x?xi64>
  // CHECK-NEXT: 1218
  %s2 = call @sum2(%copy) : (memref<?x?xi64>) -> i64
  call @printI64(%s2) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %copy : memref<?x?xi64>
  %a = memref.alloc() : memref<2x3x4xi64>
  %one = arith.constant 1 : i64
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %c2 = arith.constant 2 : index
        %inb = arith.cmpi ult, %i, %c2 : index
        scf.if %inb {
          memref.store %one, %a[%i, %j, %k] : memref<2x3x4xi64>
        }
      }
    }
  }
  // 2*2*2 ones summed, plus dim 2 (4)
  // CHECK-NEXT: 12
  %st = call @statics(%a) : (memref<2x3x4xi64>) -> i64
  call @printI64(%st) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<2x3x4xi64>
  // 0+..+7 = 28, plus 0+..+9 = 45
  // CHECK-NEXT: 73
  %sc = call @scratch(%c10) : (index) -> i64
  call @printI64(%sc) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: -18
  // CHECK-NEXT: -9223372036854775807
  %t1 = call @table(%c1) : (index) -> i64
  call @printI64(%t1) : (i64) -> ()
  call @printNewline() : () -> ()
  %t3 = call @table(%c3) : (index) -> i64
  call @printI64(%t3) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// C-LABEL: void _mlir_ciface_make(memref_i64_2 *loopc_result, intptr_t loopc_arg0, intptr_t loopc_arg1) {
// C-NEXT: *loopc_result = make(loopc_arg0, loopc_arg1);
