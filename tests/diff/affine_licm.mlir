// Differential test of affine-loop-invariant-code-motion: invariant products,
// loads and stores leave their loops, and where moving them would change the
// result they stay: a loop that runs zero times (%n = 0), two arguments that
// are one buffer (@two_views is called with %m twice), a load of a cell the
// loop writes. Each function prints a checksum of what it wrote.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --affine-loop-invariant-code-motion > %t.licm.out
// RUN: diff %t.mlir.out %t.licm.out
// RUN: %loopc run %s -e main -O2 --affine-loop-normalize --affine-loop-invariant-code-motion > %t.both.out
// RUN: diff %t.mlir.out %t.both.out
// RUN: %loopc %s --affine-loop-invariant-code-motion --syntax=modern > %t.licm.mlir
// RUN: %mlir_opt %t.licm.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.licm2.out
// RUN: diff %t.mlir.out %t.licm2.out
// It fires (the product leaves both loops of @sums; the load of %t[3]
// stays, since the loop stores to %m, which may be %t):
// RUN: FileCheck %s --check-prefix=IR < %t.licm.mlir
// IR-LABEL: func.func @sums
// IR-NEXT: arith.mulf
// IR-NEXT: affine.for
// IR-NEXT: affine.for
// IR-NEXT: affine.load %{{.*}}[3]
// mlir-opt 22's own pass prints 1440, 1880, 1560 here: it stores 100 to
// %m[5] out of the loop that runs zero times, and reads %b[2] once.

func.func private @printF32(f32)
func.func private @printNewline()

func.func @show(%m: memref<16xf32>) {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 16 iter_args(%a = %z) -> f32 {
    %v = affine.load %m[%i] : memref<16xf32>
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    %p = arith.mulf %v, %f : f32
    %r = arith.addf %a, %p : f32
    affine.yield %r : f32
  }
  func.call @printF32(%s) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @sums(%x: f32, %m: memref<16xf32>, %t: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 4 {
      %p = arith.mulf %x, %x : f32
      %base = affine.load %t[3] : memref<16xf32>
      %v = affine.load %m[%i] : memref<16xf32>
      %w = arith.addf %v, %p : f32
      %u = arith.addf %w, %base : f32
      affine.store %u, %m[%i] : memref<16xf32>
    }
  }
  return
}

// With %n = 0 the store must not happen.
func.func @maybe_none(%x: f32, %m: memref<16xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.store %x, %m[5] : memref<16xf32>
  }
  return
}

// Called with %a and %b the same buffer: the load of %b[2] sees the stores
// to %a[%i].
func.func @two_views(%a: memref<16xf32>, %b: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %b[2] : memref<16xf32>
    %one = arith.constant 1.0 : f32
    %w = arith.addf %v, %one : f32
    affine.store %w, %a[%i] : memref<16xf32>
  }
  return
}

func.func @main() {
  %m = memref.alloc() : memref<16xf32>
  %t = memref.alloc() : memref<16xf32>
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  affine.for %i = 0 to 16 {
    affine.store %one, %m[%i] : memref<16xf32>
    affine.store %half, %t[%i] : memref<16xf32>
  }
  %x = arith.constant 1.5 : f32
  // CHECK: 1440
  func.call @sums(%x, %m, %t) : (f32, memref<16xf32>, memref<16xf32>) -> ()
  func.call @show(%m) : (memref<16xf32>) -> ()
  %c0 = arith.constant 0 : index
  %big = arith.constant 100.0 : f32
  // CHECK-NEXT: 1440
  func.call @maybe_none(%big, %m, %c0) : (f32, memref<16xf32>, index) -> ()
  func.call @show(%m) : (memref<16xf32>) -> ()
  // CHECK-NEXT: 1677
  func.call @two_views(%m, %m) : (memref<16xf32>, memref<16xf32>) -> ()
  func.call @show(%m) : (memref<16xf32>) -> ()
  memref.dealloc %m : memref<16xf32>
  memref.dealloc %t : memref<16xf32>
  return
}
