// Differential test: scf.parallel reductions with mulf, muli (i64, wrapping i32), maxsi, minsi, minimumf, maximumf, andi, ori, xori, i1.
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

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c20 = arith.constant 20 : index
  %c24 = arith.constant 24 : index
  %c26 = arith.constant 26 : index
  %k37 = arith.constant 37 : i64
  %k11 = arith.constant 11 : i64
  %k53 = arith.constant 53 : i64
  %k26 = arith.constant 26 : i64
  // a[i] = ((37 i + 11) mod 53) - 26
  %a = memref.alloc() : memref<24xi64>
  scf.parallel (%i) = (%c0) to (%c24) step (%c1) {
    %ii = arith.index_cast %i : index to i64
    %t = arith.muli %ii, %k37 : i64
    %t1 = arith.addi %t, %k11 : i64
    %t2 = arith.remsi %t1, %k53 : i64
    %v = arith.subi %t2, %k26 : i64
    memref.store %v, %a[%i] : memref<24xi64>
  }
  // mulf over {2, 2, -1} repeating, 23 values: an exact power of two.
  %c23 = arith.constant 23 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %fh = arith.constant 0.5 : f32
  %fm1 = arith.constant -1.0 : f32
  %p = scf.parallel (%i) = (%c0) to (%c23) step (%c1) init (%f1) -> f32 {
    %r = arith.remui %i, %c3 : index
    %is0 = arith.cmpi eq, %r, %c0 : index
    %is1 = arith.cmpi eq, %r, %c1 : index
    %v1 = arith.select %is1, %f2, %fm1 : f32
    %v = arith.select %is0, %f2, %v1 : f32
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %m = arith.mulf %x, %y : f32
      scf.reduce.return %m : f32
    }
  }
  %p2 = scf.parallel (%i) = (%c1) to (%c20) step (%c3) init (%f1) -> f32 {
    scf.reduce(%f2 : f32) {
    ^bb0(%x: f32, %y: f32):
      %m = arith.mulf %x, %y : f32
      scf.reduce.return %m : f32
    }
  }
  func.call @printF32(%p) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%p2) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // muli: 20! in i64, and 26! wrapping in i32.
  %i1 = arith.constant 1 : i64
  %fact = scf.parallel (%i) = (%c0) to (%c20) step (%c1) init (%i1) -> i64 {
    %ip = arith.addi %i, %c1 : index
    %v = arith.index_cast %ip : index to i64
    scf.reduce(%v : i64) {
    ^bb0(%x: i64, %y: i64):
      %m = arith.muli %x, %y : i64
      scf.reduce.return %m : i64
    }
  }
  %j1 = arith.constant 1 : i32
  %fact32 = scf.parallel (%i) = (%c0) to (%c26) step (%c1) init (%j1) -> i32 {
    %ip = arith.addi %i, %c1 : index
    %v = arith.index_cast %ip : index to i32
    scf.reduce(%v : i32) {
    ^bb0(%x: i32, %y: i32):
      %m = arith.muli %x, %y : i32
      scf.reduce.return %m : i32
    }
  }
  func.call @printI64(%fact) : (i64) -> ()
  func.call @printComma() : () -> ()
  %f32e = arith.extsi %fact32 : i32 to i64
  func.call @printI64(%f32e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // maxsi and minsi over a[], inits outside and inside the range.
  %lo = arith.constant -1000 : i64
  %hi = arith.constant 1000 : i64
  %mx = scf.parallel (%i) = (%c0) to (%c24) step (%c1) init (%lo) -> i64 {
    %v = memref.load %a[%i] : memref<24xi64>
    scf.reduce(%v : i64) {
    ^bb0(%x: i64, %y: i64):
      %m = arith.maxsi %x, %y : i64
      scf.reduce.return %m : i64
    }
  }
  %mn = scf.parallel (%i) = (%c0) to (%c24) step (%c2) init (%hi) -> i64 {
    %v = memref.load %a[%i] : memref<24xi64>
    scf.reduce(%v : i64) {
    ^bb0(%x: i64, %y: i64):
      %m = arith.minsi %x, %y : i64
      scf.reduce.return %m : i64
    }
  }
  %mxb = scf.parallel (%i) = (%c0) to (%c24) step (%c1) init (%hi) -> i64 {
    %v = memref.load %a[%i] : memref<24xi64>
    scf.reduce(%v : i64) {
    ^bb0(%x: i64, %y: i64):
      %m = arith.maxsi %x, %y : i64
      scf.reduce.return %m : i64
    }
  }
  func.call @printI64(%mx) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%mn) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%mxb) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // minimumf / maximumf over a[i] * 0.5.
  %big = arith.constant 100.0 : f32
  %small = arith.constant -100.0 : f32
  %fmin = scf.parallel (%i) = (%c0) to (%c24) step (%c1) init (%big) -> f32 {
    %v = memref.load %a[%i] : memref<24xi64>
    %f = arith.sitofp %v : i64 to f32
    %h = arith.mulf %f, %fh : f32
    scf.reduce(%h : f32) {
    ^bb0(%x: f32, %y: f32):
      %m = arith.minimumf %x, %y : f32
      scf.reduce.return %m : f32
    }
  }
  %fmax = scf.parallel (%i) = (%c0) to (%c24) step (%c1) init (%small) -> f32 {
    %v = memref.load %a[%i] : memref<24xi64>
    %f = arith.sitofp %v : i64 to f32
    %h = arith.mulf %f, %fh : f32
    scf.reduce(%h : f32) {
    ^bb0(%x: f32, %y: f32):
      %m = arith.maximumf %x, %y : f32
      scf.reduce.return %m : f32
    }
  }
  func.call @printF32(%fmin) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%fmax) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // Bitwise: and of ~(1 << (5i mod 31)), or of 1 << (7i mod 40), xor of 12345 i^2.
  %allones = arith.constant -1 : i64
  %z = arith.constant 0 : i64
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %k31 = arith.constant 31 : i64
  %k40 = arith.constant 40 : i64
  %k12345 = arith.constant 12345 : i64
  %x55 = arith.constant 85 : i64
  %andr = scf.parallel (%i) = (%c0) to (%c24) step (%c1) init (%allones) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %s0 = arith.muli %ii, %k5 : i64
    %s = arith.remui %s0, %k31 : i64
    %b = arith.shli %i1, %s : i64
    %nb = arith.xori %b, %allones : i64
    scf.reduce(%nb : i64) {
    ^bb0(%x: i64, %y: i64):
      %m = arith.andi %x, %y : i64
      scf.reduce.return %m : i64
    }
  }
  %orr = scf.parallel (%i) = (%c0) to (%c24) step (%c1) init (%z) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %s0 = arith.muli %ii, %k7 : i64
    %s = arith.remui %s0, %k40 : i64
    %b = arith.shli %i1, %s : i64
    scf.reduce(%b : i64) {
    ^bb0(%x: i64, %y: i64):
      %m = arith.ori %x, %y : i64
      scf.reduce.return %m : i64
    }
  }
  %xorr = scf.parallel (%i) = (%c0) to (%c24) step (%c1) init (%x55) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %v = arith.muli %sq, %k12345 : i64
    scf.reduce(%v : i64) {
    ^bb0(%x: i64, %y: i64):
      %m = arith.xori %x, %y : i64
      scf.reduce.return %m : i64
    }
  }
  func.call @printI64(%andr) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%orr) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%xorr) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // i1: "all a[i] > -30" and "any a[i] == 0" and "any a[i] > 30".
  %t = arith.constant true
  %f = arith.constant false
  %km30 = arith.constant -30 : i64
  %k30 = arith.constant 30 : i64
  %all = scf.parallel (%i) = (%c0) to (%c24) step (%c1) init (%t) -> i1 {
    %v = memref.load %a[%i] : memref<24xi64>
    %c = arith.cmpi sgt, %v, %km30 : i64
    scf.reduce(%c : i1) {
    ^bb0(%x: i1, %y: i1):
      %m = arith.andi %x, %y : i1
      scf.reduce.return %m : i1
    }
  }
  %any0 = scf.parallel (%i) = (%c0) to (%c24) step (%c1) init (%f) -> i1 {
    %v = memref.load %a[%i] : memref<24xi64>
    %c = arith.cmpi eq, %v, %z : i64
    scf.reduce(%c : i1) {
    ^bb0(%x: i1, %y: i1):
      %m = arith.ori %x, %y : i1
      scf.reduce.return %m : i1
    }
  }
  %anybig = scf.parallel (%i) = (%c0) to (%c24) step (%c1) init (%f) -> i1 {
    %v = memref.load %a[%i] : memref<24xi64>
    %c = arith.cmpi sgt, %v, %k30 : i64
    scf.reduce(%c : i1) {
    ^bb0(%x: i1, %y: i1):
      %m = arith.ori %x, %y : i1
      scf.reduce.return %m : i1
    }
  }
  %e1 = arith.extui %all : i1 to i64
  %e2 = arith.extui %any0 : i1 to i64
  %e3 = arith.extui %anybig : i1 to i64
  func.call @printI64(%e1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%e2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%e3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<24xi64>
  return
}

// CHECK: -65536, 128
// CHECK-NEXT: 2432902008176640000, -1853882368
// CHECK-NEXT: 26, -26, 1000
// CHECK-NEXT: -13, 13
// CHECK-NEXT: -1943992254, 744551181015, 6008485
// CHECK-NEXT: 1, 1, 0
