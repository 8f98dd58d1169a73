// Differential test: the seed's conditional reduce (scf.if with a result inside scf.for, cmpf ugt).
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @conditional_reduce(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) -> (f32) {
  %sum_0 = arith.constant 0.0 : f32
  %c0 = arith.constant 0.0 : f32
  %sum = scf.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = memref.load %buffer[%iv] : memref<1024xf32>
    %cond = arith.cmpf ugt, %t, %c0 : f32
    %sum_next = scf.if %cond -> (f32) {
      %new_sum = arith.addf %sum_iter, %t : f32
      scf.yield %new_sum : f32
    } else {
      scf.yield %sum_iter : f32
    }
    scf.yield %sum_next : f32
  }
  return %sum : f32
}

// Sum and count of the elements below a threshold, two iter_args of different types.
func.func @below(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index, %th: f32) -> (f32, i64) {
  %z = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %s, %n = scf.for %iv = %lb to %ub step %step iter_args(%acc = %z, %cnt = %zi) -> (f32, i64) {
    %t = memref.load %buffer[%iv] : memref<1024xf32>
    %lt = arith.cmpf olt, %t, %th : f32
    %a2, %c2 = scf.if %lt -> (f32, i64) {
      %na = arith.addf %acc, %t : f32
      %nc = arith.addi %cnt, %one : i64
      scf.yield %na, %nc : f32, i64
    } else {
      scf.yield %acc, %cnt : f32, i64
    }
    scf.yield %a2, %c2 : f32, i64
  }
  return %s, %n : f32, i64
}

func.func @show(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) {
  %th = arith.constant -1.5 : f32
  %s = func.call @conditional_reduce(%buffer, %lb, %ub, %step) : (memref<1024xf32>, index, index, index) -> f32
  %b, %n = func.call @below(%buffer, %lb, %ub, %step, %th) : (memref<1024xf32>, index, index, index, f32) -> (f32, i64)
  func.call @printF32(%s) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%b) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%n) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %buf = memref.alloc() : memref<1024xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %c13 = arith.constant 13 : index
  %c100 = arith.constant 100 : index
  %c1024 = arith.constant 1024 : index
  %f8 = arith.constant 8.0 : f32
  %f2 = arith.constant 2.0 : f32
  // buffer[i] = (((13 * i) mod 17) - 8) / 2: halves, exact in f32.
  scf.for %i = %c0 to %c1024 step %c1 {
    %i13 = arith.muli %i, %c13 : index
    %ii = arith.index_cast %i13 : index to i32
    %c17 = arith.constant 17 : i32
    %r = arith.remsi %ii, %c17 : i32
    %f = arith.sitofp %r : i32 to f32
    %v0 = arith.subf %f, %f8 : f32
    %v = arith.divf %v0, %f2 : f32
    memref.store %v, %buf[%i] : memref<1024xf32>
  }
  func.call @show(%buf, %c0, %c1024, %c1) : (memref<1024xf32>, index, index, index) -> ()
  func.call @show(%buf, %c1, %c1024, %c2) : (memref<1024xf32>, index, index, index) -> ()
  func.call @show(%buf, %c4, %c100, %c9) : (memref<1024xf32>, index, index, index) -> ()
  func.call @show(%buf, %c100, %c4, %c1) : (memref<1024xf32>, index, index, index) -> ()
  func.call @show(%buf, %c0, %c13, %c4) : (memref<1024xf32>, index, index, index) -> ()
  memref.dealloc %buf : memref<1024xf32>
  return
}

// CHECK: 1083, -904, 301
// CHECK-NEXT: 542.5, -450, 150
// CHECK-NEXT: 13.5, -12.5, 4
// CHECK-NEXT: 0, 0, 0
// CHECK-NEXT: 0, -13, 4
