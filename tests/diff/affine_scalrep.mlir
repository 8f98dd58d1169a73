// Differential test of affine-scalrep: functions where a forwarded value,
// a dropped store or a reused load would be wrong if the pass misread a
// dependence (a store of the loop before, a store to the next element, a
// second argument that is the same buffer, a store in an inner loop that
// reaches the element), run by MLIR untouched and by loopc with the pass,
// and the pass's IR run by MLIR.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --affine-scalrep > %t.o0.out
// RUN: diff %t.mlir.out %t.o0.out
// RUN: %loopc run %s -e main -O2 --affine-scalrep > %t.o2.out
// RUN: diff %t.mlir.out %t.o2.out
// RUN: %loopc %s --affine-scalrep --syntax=modern > %t.rep.mlir
// RUN: %mlir_opt %t.rep.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.rep.out
// RUN: diff %t.mlir.out %t.rep.out
// The pass fired (loads gone from @chain and @sum_twice):
// RUN: FileCheck %s --check-prefix=IR < %t.rep.mlir
// IR-LABEL: func.func @chain
// IR-NOT:     affine.load
// IR-LABEL: func.func @overwritten
// IR-LABEL: func.func @sum_twice
// IR:         affine.load
// IR-NOT:     affine.load
// IR-LABEL: func.func @shift

// CHECK-COUNT-6: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%x: f64) {
  %i = arith.fptosi %x : f64 to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// A running value through one cell: each load sees the store of the
// iteration before.
func.func @carried(%A: memref<16xf64>) -> f64 {
  %one = arith.constant 1.5 : f64
  affine.store %one, %A[0] : memref<16xf64>
  affine.for %i = 0 to 10 {
    %v = affine.load %A[0] : memref<16xf64>
    %w = arith.addf %v, %v : f64
    affine.store %w, %A[0] : memref<16xf64>
  }
  %r = affine.load %A[0] : memref<16xf64>
  return %r : f64
}

// Stores, loads and a store to the next element in an inner loop.
func.func @chain(%A: memref<16xf64>, %n: index) -> f64 {
  %two = arith.constant 2.0 : f64
  %z = arith.constant 0.0 : f64
  %t = memref.alloc() : memref<16xf64>
  affine.for %i = 0 to 15 {
    %x = arith.index_cast %i : index to i64
    %xf = arith.sitofp %x : i64 to f64
    affine.store %xf, %t[%i] : memref<16xf64>
    affine.for %k = 0 to %n {
      %v = affine.load %t[%i] : memref<16xf64>
      %w = arith.mulf %v, %two : f64
      affine.store %w, %A[%i] : memref<16xf64>
      affine.store %two, %t[%i + 1] : memref<16xf64>
    }
  }
  memref.dealloc %t : memref<16xf64>
  return %z : f64
}

// The element written in an inner loop over all elements: the load must
// see the inner loop's value.
func.func @overwritten(%A: memref<16xf64>) -> f64 {
  %s0 = arith.constant 0.0 : f64
  %a = arith.constant 3.0 : f64
  %r = affine.for %i = 0 to 16 iter_args(%s = %s0) -> f64 {
    affine.store %a, %A[%i] : memref<16xf64>
    affine.for %k = 0 to 16 {
      %x = arith.index_cast %k : index to i64
      %xf = arith.sitofp %x : i64 to f64
      affine.store %xf, %A[%k] : memref<16xf64>
    }
    %v = affine.load %A[%i] : memref<16xf64>
    %t = arith.addf %s, %v : f64
    affine.yield %t : f64
  }
  return %r : f64
}

// %B is %A in the call below: its store lies between.
func.func @two_args(%A: memref<16xf64>, %B: memref<16xf64>) -> f64 {
  %x = arith.constant 5.0 : f64
  %y = arith.constant 7.0 : f64
  affine.store %x, %A[3] : memref<16xf64>
  affine.store %y, %B[3] : memref<16xf64>
  %v = affine.load %A[3] : memref<16xf64>
  return %v : f64
}

// Two loads of one element with a store to another element between, and
// one after a store to the same one.
func.func @sum_twice(%A: memref<16xf64>) -> f64 {
  %c = arith.constant 11.0 : f64
  %a = affine.load %A[4] : memref<16xf64>
  affine.store %c, %A[5] : memref<16xf64>
  %b = affine.load %A[4] : memref<16xf64>
  affine.store %c, %A[4] : memref<16xf64>
  %d = affine.load %A[4] : memref<16xf64>
  %s = arith.addf %a, %b : f64
  %t = arith.addf %s, %d : f64
  return %t : f64
}

// A store overwritten after a read of the next element.
func.func @shift(%A: memref<16xf64>) -> f64 {
  %s0 = arith.constant 0.0 : f64
  %h = arith.constant 0.5 : f64
  affine.for %i = 0 to 15 {
    affine.store %h, %A[%i] : memref<16xf64>
    %v = affine.load %A[%i + 1] : memref<16xf64>
    %w = arith.addf %v, %h : f64
    affine.store %w, %A[%i] : memref<16xf64>
  }
  %r = affine.for %i = 0 to 16 iter_args(%s = %s0) -> f64 {
    %v = affine.load %A[%i] : memref<16xf64>
    %t = arith.addf %s, %v : f64
    affine.yield %t : f64
  }
  return %r : f64
}

func.func @main() {
  %A = memref.alloc() : memref<16xf64>
  %n = arith.constant 3 : index
  %k = arith.constant 100.0 : f64
  affine.for %i = 0 to 16 {
    %x = arith.index_cast %i : index to i64
    %xf = arith.sitofp %x : i64 to f64
    affine.store %xf, %A[%i] : memref<16xf64>
  }
  %r1 = func.call @carried(%A) : (memref<16xf64>) -> f64
  func.call @print(%r1) : (f64) -> ()
  %r2 = func.call @chain(%A, %n) : (memref<16xf64>, index) -> f64
  %r2b = affine.load %A[14] : memref<16xf64>
  %r2c = arith.mulf %r2b, %k : f64
  %r2d = arith.addf %r2, %r2c : f64
  func.call @print(%r2d) : (f64) -> ()
  %r3 = func.call @overwritten(%A) : (memref<16xf64>) -> f64
  func.call @print(%r3) : (f64) -> ()
  %r4 = func.call @two_args(%A, %A) : (memref<16xf64>, memref<16xf64>) -> f64
  func.call @print(%r4) : (f64) -> ()
  %r5 = func.call @sum_twice(%A) : (memref<16xf64>) -> f64
  func.call @print(%r5) : (f64) -> ()
  %r6 = func.call @shift(%A) : (memref<16xf64>) -> f64
  func.call @print(%r6) : (f64) -> ()
  memref.dealloc %A : memref<16xf64>
  return
}
