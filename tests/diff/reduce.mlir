// Differential test: the seed's sum-reduce (scf.for with one iter_arg) over several ranges and steps.
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
func.func private @printNewline()

func.func @reduce(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) -> (f32) {
  %sum_0 = arith.constant 0.0 : f32
  %sum = scf.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = memref.load %buffer[%iv] : memref<1024xf32>
    %sum_next = arith.addf %sum_iter, %t : f32
    scf.yield %sum_next : f32
  }
  return %sum : f32
}

func.func @show(%buffer: memref<1024xf32>, %lb: index, %ub: index, %step: index) {
  %s = func.call @reduce(%buffer, %lb, %ub, %step) : (memref<1024xf32>, index, index, index) -> f32
  func.call @printF32(%s) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %buf = memref.alloc() : memref<1024xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %c17 = arith.constant 17 : index
  %c1000 = arith.constant 1000 : index
  %c1023 = arith.constant 1023 : index
  %c1024 = arith.constant 1024 : index
  %c2000 = arith.constant 2000 : index
  %f5 = arith.constant 5.0 : f32
  // buffer[i] = ((7 * i) mod 11) - 5, small integers so every sum is exact.
  scf.for %i = %c0 to %c1024 step %c1 {
    %i7 = arith.muli %i, %c7 : index
    %r = arith.remui %i7, %c11 : index
    %ri = arith.index_cast %r : index to i64
    %f = arith.sitofp %ri : i64 to f32
    %v = arith.subf %f, %f5 : f32
    memref.store %v, %buf[%i] : memref<1024xf32>
  }
  func.call @show(%buf, %c0, %c1024, %c1) : (memref<1024xf32>, index, index, index) -> ()
  func.call @show(%buf, %c0, %c1024, %c3) : (memref<1024xf32>, index, index, index) -> ()
  func.call @show(%buf, %c5, %c1000, %c7) : (memref<1024xf32>, index, index, index) -> ()
  func.call @show(%buf, %c10, %c10, %c1) : (memref<1024xf32>, index, index, index) -> ()
  func.call @show(%buf, %c1023, %c1024, %c1) : (memref<1024xf32>, index, index, index) -> ()
  func.call @show(%buf, %c3, %c17, %c5) : (memref<1024xf32>, index, index, index) -> ()
  func.call @show(%buf, %c0, %c1024, %c1024) : (memref<1024xf32>, index, index, index) -> ()
  func.call @show(%buf, %c1, %c1024, %c2000) : (memref<1024xf32>, index, index, index) -> ()
  func.call @show(%buf, %c17, %c10, %c1) : (memref<1024xf32>, index, index, index) -> ()
  memref.dealloc %buf : memref<1024xf32>
  return
}

// CHECK: -5
// CHECK-NEXT: -5
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -5
// CHECK-NEXT: -1
// CHECK-NEXT: -5
// CHECK-NEXT: 2
// CHECK-NEXT: 0
