// Scalars of every width, index, i1 and functions without arguments or
// results, called across the boundary both ways and in both conventions. The
// narrow arguments are truncated from i32 values loaded from memory, so MLIR
// passes them with garbage above their low bits (LLVM neither zero- nor
// sign-extends them); loopc's functions must read only the low bits, and
// loopc must read only the low bits of narrow results that MLIR returns.
// REQUIRES: mlir-llc
// RUN: rm -rf %t && split-file %s %t
// RUN: %both_ways %t ciface default | FileCheck %s
// clang trusts the caller to have extended narrow arguments (gcc does not).
// RUN: %if clang && !sanitize %{ env CC=clang %both_ways %t ciface default | FileCheck %s %}

// CHECK:      ciface: lib by mlir, main by mlir: same output
// CHECK-NEXT: ciface: lib by loopc, main by mlir: same output
// CHECK-NEXT: ciface: lib by mlir, main by loopc: same output
// CHECK-NEXT: ciface: lib by loopc, main by loopc: same output
// CHECK-NEXT: default: lib by mlir, main by mlir: same output
// CHECK-NEXT: default: lib by loopc, main by mlir: same output
// CHECK-NEXT: default: lib by mlir, main by loopc: same output
// CHECK-NEXT: default: lib by loopc, main by loopc: same output
// answer, then the argument-less void function's output
// CHECK-NEXT: 42
// CHECK-NEXT: 7
// widen8, widen16, widen1 of 0x1fffe and 0x2ff01
// CHECK-NEXT: -2, -2, 0
// CHECK-NEXT: 1, -255, 1
// narrow8, narrow16, narrow1 of 0x1fffe and 0x2ff01, as i64
// CHECK-NEXT: -2, -2, 0
// CHECK-NEXT: 1, -255, 1
// not1, neg8
// CHECK-NEXT: 1, 2
// CHECK-NEXT: 0, -1
// mix (13 arguments, some on the stack), fsum, idx
// CHECK-NEXT: -8996852730112207012
// CHECK-NEXT: 4.75
// CHECK-NEXT: 7003

//--- lib.mlir
func.func private @printI64(i64)
func.func private @printNewline()

func.func @answer() -> i64 attributes {llvm.emit_c_interface} {
  %c = arith.constant 42 : i64
  return %c : i64
}

// No arguments, no results: prints through the runtime.
func.func @shout() attributes {llvm.emit_c_interface} {
  %c = arith.constant 7 : i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @widen8(%a: i8) -> i64 attributes {llvm.emit_c_interface} {
  %r = arith.extsi %a : i8 to i64
  return %r : i64
}

func.func @widen16(%a: i16) -> i64 attributes {llvm.emit_c_interface} {
  %r = arith.extsi %a : i16 to i64
  return %r : i64
}

func.func @widen1(%a: i1) -> i64 attributes {llvm.emit_c_interface} {
  %r = arith.extui %a : i1 to i64
  return %r : i64
}

func.func @narrow8(%a: i32) -> i8 attributes {llvm.emit_c_interface} {
  %r = arith.trunci %a : i32 to i8
  return %r : i8
}

func.func @narrow16(%a: i32) -> i16 attributes {llvm.emit_c_interface} {
  %r = arith.trunci %a : i32 to i16
  return %r : i16
}

func.func @narrow1(%a: i32) -> i1 attributes {llvm.emit_c_interface} {
  %r = arith.trunci %a : i32 to i1
  return %r : i1
}

func.func @not1(%a: i1) -> i1 attributes {llvm.emit_c_interface} {
  %t = arith.constant true
  %r = arith.xori %a, %t : i1
  return %r : i1
}

func.func @neg8(%a: i8) -> i8 attributes {llvm.emit_c_interface} {
  %z = arith.constant 0 : i8
  %r = arith.subi %z, %a : i8
  return %r : i8
}

// h = h * 31 + x over all arguments: any argument misplaced changes it.
func.func @mix(%a: i1, %b: i8, %c: i16, %d: i32, %e: i64, %f: index, %g: f32, %h: f64,
               %i: i8, %j: i16, %k: i1, %l: i32, %m: i8) -> i64 attributes {llvm.emit_c_interface} {
  %k31 = arith.constant 31 : i64
  %xa = arith.extui %a : i1 to i64
  %xb = arith.extsi %b : i8 to i64
  %xc = arith.extsi %c : i16 to i64
  %xd = arith.extsi %d : i32 to i64
  %xf = arith.index_cast %f : index to i64
  %xg = arith.fptosi %g : f32 to i64
  %xh = arith.fptosi %h : f64 to i64
  %xi = arith.extsi %i : i8 to i64
  %xj = arith.extsi %j : i16 to i64
  %xk = arith.extui %k : i1 to i64
  %xl = arith.extsi %l : i32 to i64
  %xm = arith.extsi %m : i8 to i64
  %h1 = arith.muli %xa, %k31 : i64
  %h2 = arith.addi %h1, %xb : i64
  %h3 = arith.muli %h2, %k31 : i64
  %h4 = arith.addi %h3, %xc : i64
  %h5 = arith.muli %h4, %k31 : i64
  %h6 = arith.addi %h5, %xd : i64
  %h7 = arith.muli %h6, %k31 : i64
  %h8 = arith.addi %h7, %e : i64
  %h9 = arith.muli %h8, %k31 : i64
  %h10 = arith.addi %h9, %xf : i64
  %h11 = arith.muli %h10, %k31 : i64
  %h12 = arith.addi %h11, %xg : i64
  %h13 = arith.muli %h12, %k31 : i64
  %h14 = arith.addi %h13, %xh : i64
  %h15 = arith.muli %h14, %k31 : i64
  %h16 = arith.addi %h15, %xi : i64
  %h17 = arith.muli %h16, %k31 : i64
  %h18 = arith.addi %h17, %xj : i64
  %h19 = arith.muli %h18, %k31 : i64
  %h20 = arith.addi %h19, %xk : i64
  %h21 = arith.muli %h20, %k31 : i64
  %h22 = arith.addi %h21, %xl : i64
  %h23 = arith.muli %h22, %k31 : i64
  %h24 = arith.addi %h23, %xm : i64
  return %h24 : i64
}

func.func @fsum(%a: f32, %b: f64, %c: f32) -> f64 attributes {llvm.emit_c_interface} {
  %xa = arith.extf %a : f32 to f64
  %xc = arith.extf %c : f32 to f64
  %s = arith.addf %xa, %b : f64
  %r = arith.addf %s, %xc : f64
  return %r : f64
}

func.func @idx(%a: index, %b: index) -> index attributes {llvm.emit_c_interface} {
  %k = arith.constant 1000 : index
  %m = arith.muli %a, %k : index
  %r = arith.addi %m, %b : index
  return %r : index
}

//--- main.mlir
func.func private @answer() -> i64 attributes {llvm.emit_c_interface}
func.func private @shout() attributes {llvm.emit_c_interface}
func.func private @widen8(i8) -> i64 attributes {llvm.emit_c_interface}
func.func private @widen16(i16) -> i64 attributes {llvm.emit_c_interface}
func.func private @widen1(i1) -> i64 attributes {llvm.emit_c_interface}
func.func private @narrow8(i32) -> i8 attributes {llvm.emit_c_interface}
func.func private @narrow16(i32) -> i16 attributes {llvm.emit_c_interface}
func.func private @narrow1(i32) -> i1 attributes {llvm.emit_c_interface}
func.func private @not1(i1) -> i1 attributes {llvm.emit_c_interface}
func.func private @neg8(i8) -> i8 attributes {llvm.emit_c_interface}
func.func private @mix(i1, i8, i16, i32, i64, index, f32, f64, i8, i16, i1, i32, i8) -> i64 attributes {llvm.emit_c_interface}
func.func private @fsum(f32, f64, f32) -> f64 attributes {llvm.emit_c_interface}
func.func private @idx(index, index) -> index attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

// Prints "a, b, c".
func.func @print3(%a: i64, %b: i64, %c: i64) {
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // 0x1fffe and 0x2ff01, stored in a loop and loaded after it, so that LLVM
  // cannot fold the truncations below into constants.
  %x0 = arith.constant 131070 : i32
  %x1 = arith.constant 196353 : i32
  %buf = memref.alloc() : memref<2xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    %first = arith.cmpi eq, %i, %c0 : index
    %v = arith.select %first, %x0, %x1 : i32
    memref.store %v, %buf[%i] : memref<2xi32>
  }
  %v0 = memref.load %buf[%c0] : memref<2xi32>
  %v1 = memref.load %buf[%c1] : memref<2xi32>
  memref.dealloc %buf : memref<2xi32>

  %a = func.call @answer() : () -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @shout() : () -> ()

  scf.for %i = %c0 to %c2 step %c1 {
    %first = arith.cmpi eq, %i, %c0 : index
    %v = arith.select %first, %v0, %v1 : i32
    %b8 = arith.trunci %v : i32 to i8
    %b16 = arith.trunci %v : i32 to i16
    %b1 = arith.trunci %v : i32 to i1
    %w8 = func.call @widen8(%b8) : (i8) -> i64
    %w16 = func.call @widen16(%b16) : (i16) -> i64
    %w1 = func.call @widen1(%b1) : (i1) -> i64
    func.call @print3(%w8, %w16, %w1) : (i64, i64, i64) -> ()
  }
  scf.for %i = %c0 to %c2 step %c1 {
    %first = arith.cmpi eq, %i, %c0 : index
    %v = arith.select %first, %v0, %v1 : i32
    %n8 = func.call @narrow8(%v) : (i32) -> i8
    %n16 = func.call @narrow16(%v) : (i32) -> i16
    %n1 = func.call @narrow1(%v) : (i32) -> i1
    %e8 = arith.extsi %n8 : i8 to i64
    %e16 = arith.extsi %n16 : i16 to i64
    %e1 = arith.extui %n1 : i1 to i64
    func.call @print3(%e8, %e16, %e1) : (i64, i64, i64) -> ()
  }
  scf.for %i = %c0 to %c2 step %c1 {
    %first = arith.cmpi eq, %i, %c0 : index
    %v = arith.select %first, %v0, %v1 : i32
    %b1 = arith.trunci %v : i32 to i1
    %b8 = arith.trunci %v : i32 to i8
    %n = func.call @not1(%b1) : (i1) -> i1
    %g = func.call @neg8(%b8) : (i8) -> i8
    %en = arith.extui %n : i1 to i64
    %eg = arith.extsi %g : i8 to i64
    func.call @printI64(%en) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%eg) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }

  %t1 = arith.trunci %v1 : i32 to i1
  %t8 = arith.trunci %v0 : i32 to i8
  %t16 = arith.trunci %v1 : i32 to i16
  %u8 = arith.trunci %v1 : i32 to i8
  %u16 = arith.trunci %v0 : i32 to i16
  %f1 = arith.trunci %v0 : i32 to i1
  %w8 = arith.trunci %v0 : i32 to i8
  %d = arith.constant -123456 : i32
  %e = arith.constant 9876543210 : i64
  %f = arith.constant 77 : index
  %g = arith.constant -5.5 : f32
  %h = arith.constant 1.0e10 : f64
  %m = func.call @mix(%t1, %t8, %t16, %d, %e, %f, %g, %h, %u8, %u16, %f1, %v1, %w8)
      : (i1, i8, i16, i32, i64, index, f32, f64, i8, i16, i1, i32, i8) -> i64
  func.call @printI64(%m) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %p = arith.constant 1.25 : f32
  %q = arith.constant 3.0 : f64
  %r = arith.constant 0.5 : f32
  %s = func.call @fsum(%p, %q, %r) : (f32, f64, f32) -> f64
  func.call @printF64(%s) : (f64) -> ()
  func.call @printNewline() : () -> ()

  %i7 = arith.constant 7 : index
  %i3 = arith.constant 3 : index
  %ix = func.call @idx(%i7, %i3) : (index, index) -> index
  %ixi = arith.index_cast %ix : index to i64
  func.call @printI64(%ixi) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %ok = arith.constant 0 : i32
  return %ok : i32
}
