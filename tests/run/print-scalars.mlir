// The runtime's scalar printers, as vector.print's lowering uses them; the
// expected text was checked against mlir-runner with MLIR's runner utilities.
// RUN: %loopc run %s -e main | FileCheck %s --strict-whitespace --match-full-lines
// The same through --embed-runtime: one self-contained file, strict flags.
// RUN: %loopc %s --emit=c --embed-runtime -o %t.c
// RUN: %cc %cflags %t.c -o %t.exe -lm
// RUN: %t.exe | FileCheck %s --strict-whitespace --match-full-lines
// CHECK:( 1, -2.5, 0.1, 1e+10, 1.17549e-38, 3.40282e+38, nan, -nan, inf, -inf, -0 )
// CHECK-NEXT:1e+100, 0.333333, 123457, 4.94066e-324
// CHECK-NEXT:-9223372036854775808, 9223372036854775807, 0, 18446744073709551615

func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %a = arith.constant 1.0 : f32
  %b = arith.constant -2.5 : f32
  %c = arith.constant 0.1 : f32
  %d = arith.constant 1.0e10 : f32
  %e = arith.constant 0x00800000 : f32
  %f = arith.constant 0x7F7FFFFF : f32
  %g = arith.constant 0x7FC00000 : f32
  %h = arith.constant 0xFFC00000 : f32
  %i = arith.constant 0x7F800000 : f32
  %j = arith.constant 0xFF800000 : f32
  %k = arith.constant -0.0 : f32
  func.call @printOpen() : () -> ()
  func.call @printF32(%a) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%b) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%c) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%d) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%e) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%f) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%g) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%h) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%i) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%j) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%k) : (f32) -> ()
  func.call @printClose() : () -> ()
  func.call @printNewline() : () -> ()
  %x = arith.constant 1.0e100 : f64
  %y = arith.constant 0.333333333333333 : f64
  %z = arith.constant 123456.7 : f64
  %w = arith.constant 4.9406564584124654e-324 : f64
  func.call @printF64(%x) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%y) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%z) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%w) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %min = arith.constant -9223372036854775808 : i64
  %max = arith.constant 9223372036854775807 : i64
  %zero = arith.constant 0 : i64
  %m1 = arith.constant -1 : i64
  func.call @printI64(%min) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%max) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%zero) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%m1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
