// Differential test, split program: the kernels (lib.mlir) and the driver
// (main.mlir) are compiled by different compilers and linked at run time, in
// both calling conventions: main.mlir declares the kernels with
// llvm.emit_c_interface (calls go to _mlir_ciface_NAME), main.default.mlir
// without it (calls go to NAME, memrefs passed as their descriptors' fields).
// Memref arguments of rank 1 and 2, i1, i8 and i32 arguments, an i8 result.
// REQUIRES: mlir-runner, mlir-llc
// RUN: rm -rf %t && split-file %s %t
// RUN: sed 's/ attributes {llvm.emit_c_interface}//' %t/main.mlir > %t/main.default.mlir
// The kernels as shared objects, by MLIR and by loopc:
// RUN: %mlir_opt %t/lib.mlir %mlir_to_llvm | %mlir_translate --mlir-to-llvmir | %llc -relocation-model=pic -filetype=obj -o %t/lib.mlir.o
// RUN: %host_cc -shared %t/lib.mlir.o -o %t/lib.mlir.so
// RUN: %loopc %t/lib.mlir --emit=c -o %t/lib.c
// RUN: %host_cc -O2 -fPIC -shared %t/lib.c -o %t/lib.loopc.so
// Reference: everything by MLIR.
// RUN: %mlir_opt %t/main.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs,%t/lib.mlir.so > %t/ref.out
// RUN: FileCheck %s < %t/ref.out
// The driver by MLIR, the kernels by loopc:
// RUN: %mlir_opt %t/main.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs,%t/lib.loopc.so > %t/ciface.mlir-loopc.out
// RUN: diff %t/ref.out %t/ciface.mlir-loopc.out
// RUN: %mlir_opt %t/main.default.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs,%t/lib.loopc.so > %t/default.mlir-loopc.out
// RUN: diff %t/ref.out %t/default.mlir-loopc.out
// The driver by loopc, the kernels by MLIR:
// RUN: %loopc run %t/main.mlir -e main --shared-libs=%t/lib.mlir.so > %t/ciface.loopc-mlir.out
// RUN: diff %t/ref.out %t/ciface.loopc-mlir.out
// RUN: %loopc run %t/main.default.mlir -e main --shared-libs=%t/lib.mlir.so > %t/default.loopc-mlir.out
// RUN: diff %t/ref.out %t/default.loopc-mlir.out

// CHECK:      23
// CHECK-NEXT: 6, 2, 2
// CHECK-NEXT: 3, 7, 12, 18, 25, 33
// CHECK-NEXT: 127, -128, 100

//--- lib.mlir
// a[i][j] = (seed * i + j) mod 7 - 3
func.func @init(%a: memref<?x?xf32>, %seed: i32) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i64
  %c3 = arith.constant 3 : i64
  %s = arith.extsi %seed : i32 to i64
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %m = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %p = arith.muli %s, %ii : i64
      %q = arith.addi %p, %jj : i64
      %r = arith.remsi %q, %c7 : i64
      %v = arith.subi %r, %c3 : i64
      %f = arith.sitofp %v : i64 to f32
      memref.store %f, %a[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// c = a * b
func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %m = memref.dim %b, %c1 : memref<?x?xf32>
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %s = scf.for %l = %c0 to %k step %c1 iter_args(%acc = %z) -> (f32) {
        %x = memref.load %a[%i, %l] : memref<?x?xf32>
        %y = memref.load %b[%l, %j] : memref<?x?xf32>
        %p = arith.mulf %x, %y : f32
        %t = arith.addf %acc, %p : f32
        scf.yield %t : f32
      }
      memref.store %s, %c[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @trace(%a: memref<?x?xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %a[%i, %i] : memref<?x?xf32>
    %t = arith.addf %acc, %x : f32
    scf.yield %t : f32
  }
  return %s : f32
}

// Elements > t (or >= t when not strict).
func.func @count_if(%m: memref<?xi64>, %t: i64, %strict: i1) -> index attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %x = memref.load %m[%i] : memref<?xi64>
    %gt = arith.cmpi sgt, %x, %t : i64
    %ge = arith.cmpi sge, %x, %t : i64
    %ok = arith.select %strict, %gt, %ge : i1
    %a = arith.addi %acc, %c1 : index
    %r = arith.select %ok, %a, %acc : index
    scf.yield %r : index
  }
  return %s : index
}

// In-place inclusive prefix sums.
func.func @prefix(%m: memref<?xi64>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %z = arith.constant 0 : i64
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %m[%i] : memref<?xi64>
    %s = arith.addi %acc, %x : i64
    memref.store %s, %m[%i] : memref<?xi64>
    scf.yield %s : i64
  }
  return
}

// Saturates to [-128, 127].
func.func @clamp8(%x: i32) -> i8 attributes {llvm.emit_c_interface} {
  %lo = arith.constant -128 : i32
  %hi = arith.constant 127 : i32
  %a = arith.maxsi %x, %lo : i32
  %b = arith.minsi %a, %hi : i32
  %r = arith.trunci %b : i32 to i8
  return %r : i8
}

//--- main.mlir
func.func private @init(memref<?x?xf32>, i32) attributes {llvm.emit_c_interface}
func.func private @matmul(memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @trace(memref<?x?xf32>) -> f32 attributes {llvm.emit_c_interface}
func.func private @count_if(memref<?xi64>, i64, i1) -> index attributes {llvm.emit_c_interface}
func.func private @prefix(memref<?xi64>) attributes {llvm.emit_c_interface}
func.func private @clamp8(i32) -> i8 attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc(%c4, %c5) : memref<?x?xf32>
  %b = memref.alloc(%c5, %c4) : memref<?x?xf32>
  %c = memref.alloc(%c4, %c4) : memref<?x?xf32>
  %s3 = arith.constant 3 : i32
  %s5 = arith.constant 5 : i32
  func.call @init(%a, %s3) : (memref<?x?xf32>, i32) -> ()
  func.call @init(%b, %s5) : (memref<?x?xf32>, i32) -> ()
  func.call @matmul(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %t = func.call @trace(%c) : (memref<?x?xf32>) -> f32
  func.call @printF32(%t) : (f32) -> ()
  func.call @printNewline() : () -> ()

  // 3, 4, 5, 6, 7, 8
  %v = memref.alloc(%c6) : memref<?xi64>
  %three = arith.constant 3 : i64
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %x = arith.addi %ii, %three : i64
    memref.store %x, %v[%i] : memref<?xi64>
  }
  %f = arith.constant false
  %tr = arith.constant true
  %six = arith.constant 6 : i64
  %seven = arith.constant 7 : i64
  %ge3 = func.call @count_if(%v, %three, %f) : (memref<?xi64>, i64, i1) -> index
  %gt6 = func.call @count_if(%v, %six, %tr) : (memref<?xi64>, i64, i1) -> index
  %ge7 = func.call @count_if(%v, %seven, %f) : (memref<?xi64>, i64, i1) -> index
  %n1 = arith.index_cast %ge3 : index to i64
  %n2 = arith.index_cast %gt6 : index to i64
  %n3 = arith.index_cast %ge7 : index to i64
  func.call @printI64(%n1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%n2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%n3) : (i64) -> ()
  func.call @printNewline() : () -> ()

  func.call @prefix(%v) : (memref<?xi64>) -> ()
  scf.for %i = %c0 to %c6 step %c1 {
    %x = memref.load %v[%i] : memref<?xi64>
    func.call @printI64(%x) : (i64) -> ()
    %last = arith.cmpi eq, %i, %c5 : index
    scf.if %last {
      func.call @printNewline() : () -> ()
    } else {
      func.call @printComma() : () -> ()
    }
  }

  %big = arith.constant 1000 : i32
  %small = arith.constant -1000 : i32
  %mid = arith.constant 100 : i32
  %r1 = func.call @clamp8(%big) : (i32) -> i8
  %r2 = func.call @clamp8(%small) : (i32) -> i8
  %r3 = func.call @clamp8(%mid) : (i32) -> i8
  %e1 = arith.extsi %r1 : i8 to i64
  %e2 = arith.extsi %r2 : i8 to i64
  %e3 = arith.extsi %r3 : i8 to i64
  func.call @printI64(%e1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%e2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%e3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  memref.dealloc %v : memref<?xi64>
  return
}
