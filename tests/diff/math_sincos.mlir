// Differential test: math.sincos on f32 and f64 (fastmath<afn> on the f64
// one: flags do not change loopc's C) over 0, -0, 0.5, -1.5, 100 and 1e-7,
// passed through memory so that nothing folds them. Each result prints as
// its bits. MLIR's convert-to-llvm lowers sincos to LLVM's sincos
// intrinsic (libm's sin and cos); loopc's C calls sin and cos.
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

// Per input: sin and cos in f32, then in f64.
// CHECK: 0
// CHECK-NEXT: 1065353216
// CHECK-NEXT: 0
// CHECK-NEXT: 4607182418800017408
// CHECK-NEXT: -2147483648
// CHECK-NEXT: 1065353216
// CHECK-NEXT: -9223372036854775808
// CHECK-NEXT: 4607182418800017408
// CHECK-NEXT: 1056274244
// CHECK-NEXT: 1063299392
// CHECK-NEXT: 4602308182625945072
// CHECK-NEXT: 4606079780542709072
// CHECK-NEXT: -1082172459
// CHECK-NEXT: 1032904362
// CHECK-NEXT: -4616212181209551477
// CHECK-NEXT: 4589761573224315303
// CHECK-NEXT: -1090412242
// CHECK-NEXT: 1063043310
// CHECK-NEXT: -4620635881084269128
// CHECK-NEXT: 4605942297449095135
// CHECK-NEXT: 869711765
// CHECK-NEXT: 1065353216
// CHECK-NEXT: 4502148214576644083
// CHECK-NEXT: 4607182418800017363

func.func @sc(%m: memref<6xf32>, %n: memref<6xf64>) {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %x = memref.load %m[%i] : memref<6xf32>
    %s, %c = math.sincos %x : f32
    %si = arith.bitcast %s : f32 to i32
    %ci = arith.bitcast %c : f32 to i32
    %siw = arith.extsi %si : i32 to i64
    func.call @printI64(%siw) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %ciw = arith.extsi %ci : i32 to i64
    func.call @printI64(%ciw) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %y = memref.load %n[%i] : memref<6xf64>
    %t:2 = math.sincos %y fastmath<afn> : f64
    %ti = arith.bitcast %t#0 : f64 to i64
    %tj = arith.bitcast %t#1 : f64 to i64
    func.call @printI64(%ti) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printI64(%tj) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
func.func @main() {
  %m = memref.alloc() : memref<6xf32>
  %n = memref.alloc() : memref<6xf64>
  %v0 = arith.constant 0.0 : f32
  %v1 = arith.constant -0.0 : f32
  %v2 = arith.constant 0.5 : f32
  %v3 = arith.constant -1.5 : f32
  %v4 = arith.constant 100.0 : f32
  %v5 = arith.constant 1.0e-7 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  memref.store %v0, %m[%c0] : memref<6xf32>
  memref.store %v1, %m[%c1] : memref<6xf32>
  memref.store %v2, %m[%c2] : memref<6xf32>
  memref.store %v3, %m[%c3] : memref<6xf32>
  memref.store %v4, %m[%c4] : memref<6xf32>
  memref.store %v5, %m[%c5] : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %x = memref.load %m[%i] : memref<6xf32>
    %y = arith.extf %x : f32 to f64
    memref.store %y, %n[%i] : memref<6xf64>
  }
  call @sc(%m, %n) : (memref<6xf32>, memref<6xf64>) -> ()
  memref.dealloc %m : memref<6xf32>
  memref.dealloc %n : memref<6xf64>
  return
}
func.func private @printI64(i64)
func.func private @printNewline()
