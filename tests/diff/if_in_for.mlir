// Differential test: scf.if with several results nested in scf.for, and scf.if nested in scf.if.
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
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %fz = arith.constant 0.0 : f32
  %fq = arith.constant 0.25 : f32
  // Classify i in [0, 20): even -> (ev+1, od, acc+i/4); odd multiple of 3 -> (ev, od+1, acc-i);
  // other odd -> (ev, od+1, acc).
  %r:3 = scf.for %i = %c0 to %c20 step %c1 iter_args(%ev = %z, %od = %z, %acc = %fz) -> (i64, i64, f32) {
    %m2 = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %m2, %c0 : index
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    %o:3 = scf.if %even -> (i64, i64, f32) {
      %ne = arith.addi %ev, %one : i64
      %q = arith.mulf %fi, %fq : f32
      %na = arith.addf %acc, %q : f32
      scf.yield %ne, %od, %na : i64, i64, f32
    } else {
      %no = arith.addi %od, %one : i64
      %m3 = arith.remui %i, %c3 : index
      %d3 = arith.cmpi eq, %m3, %c0 : index
      %a2 = scf.if %d3 -> (f32) {
        %s = arith.subf %acc, %fi : f32
        scf.yield %s : f32
      } else {
        scf.yield %acc : f32
      }
      scf.yield %ev, %no, %a2 : i64, i64, f32
    }
    scf.yield %o#0, %o#1, %o#2 : i64, i64, f32
  }
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%r#2) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // Collatz step count for 1..10 via scf.if inside a for that bounds the number of steps.
  %c11 = arith.constant 11 : index
  %c200 = arith.constant 200 : index
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  scf.for %n = %c1 to %c11 step %c1 {
    %n0 = arith.index_cast %n : index to i64
    %res:2 = scf.for %k = %c0 to %c200 step %c1 iter_args(%x = %n0, %steps = %z) -> (i64, i64) {
      %done = arith.cmpi eq, %x, %one : i64
      %nx, %ns = scf.if %done -> (i64, i64) {
        scf.yield %x, %steps : i64, i64
      } else {
        %rem = arith.remsi %x, %two : i64
        %isodd = arith.cmpi ne, %rem, %z : i64
        %y = scf.if %isodd -> (i64) {
          %t = arith.muli %x, %three : i64
          %t1 = arith.addi %t, %one : i64
          scf.yield %t1 : i64
        } else {
          %h = arith.divsi %x, %two : i64
          scf.yield %h : i64
        }
        %s1 = arith.addi %steps, %one : i64
        scf.yield %y, %s1 : i64, i64
      }
      scf.yield %nx, %ns : i64, i64
    }
    func.call @printI64(%n0) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%res#1) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}

// CHECK: 10, 10, -4.5
// CHECK-NEXT: 1, 0
// CHECK-NEXT: 2, 1
// CHECK-NEXT: 3, 7
// CHECK-NEXT: 4, 2
// CHECK-NEXT: 5, 5
// CHECK-NEXT: 6, 8
// CHECK-NEXT: 7, 16
// CHECK-NEXT: 8, 3
// CHECK-NEXT: 9, 19
// CHECK-NEXT: 10, 6
