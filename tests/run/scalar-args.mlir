// loopc run with scalar arguments typed by the entry point's signature, and
// scalar results printed as mlir-runner prints them (integers in decimal,
// floats with %e); several results come back as a struct.
// RUN: %loopc run %s -e add_i32 3 -4 | FileCheck %s --check-prefix=I32
// RUN: %loopc run %s -e add_i32 2147483647 1 --entry-point-result=i32 | FileCheck %s --check-prefix=WRAP
// RUN: %loopc run %s -e mul_f64 1.5 -4 | FileCheck %s --check-prefix=F64
// RUN: %loopc run %s -e half 0x1p-3 | FileCheck %s --check-prefix=F32
// RUN: %loopc run %s -e pick true 7 9 | FileCheck %s --check-prefix=PICKT
// RUN: %loopc run %s -e pick false 7 -9 | FileCheck %s --check-prefix=PICKF
// RUN: %loopc run %s -e twice 21 | FileCheck %s --check-prefix=IDX
// RUN: %loopc run %s -e narrow -128 255 | FileCheck %s --check-prefix=NARROW
// RUN: %loopc run %s -e divmod 17 5 | FileCheck %s --check-prefix=MULTI
// RUN: %loopc run %s -e none | count 0

// I32: -1
// WRAP: -2147483648
// F64: -6.000000e+00
// F32: 6.250000e-02
// PICKT: 7
// PICKF: -9
// IDX: 42
// NARROW: -128
// NARROW-NEXT: -1
// MULTI: 3
// MULTI-NEXT: 2
// MULTI-NEXT: 3.400000e+00

func.func @add_i32(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}

func.func @mul_f64(%a: f64, %b: f64) -> f64 {
  %p = arith.mulf %a, %b : f64
  return %p : f64
}

func.func @half(%a: f32) -> f32 {
  %h = arith.constant 0.5 : f32
  %p = arith.mulf %a, %h : f32
  return %p : f32
}

func.func @pick(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = arith.select %c, %a, %b : i64
  return %r : i64
}

func.func @twice(%a: index) -> index {
  %r = arith.addi %a, %a : index
  return %r : index
}

func.func @narrow(%a: i8, %b: i8) -> (i8, i16) {
  %w = arith.extsi %b : i8 to i16
  return %a, %w : i8, i16
}

func.func @divmod(%a: i32, %b: i32) -> (i32, i32, f32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  %fa = arith.sitofp %a : i32 to f32
  %fb = arith.sitofp %b : i32 to f32
  %x = arith.divf %fa, %fb : f32
  return %q, %r, %x : i32, i32, f32
}

func.func @none() {
  return
}
