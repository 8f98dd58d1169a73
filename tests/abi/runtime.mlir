// A program compiled by loopc calls runtime functions declared external, in
// both conventions: printMemrefF32 by MLIR's default one (rank, descriptor
// pointer), printMemrefI64 and printMemref2dF32 through their C interface
// (llvm.emit_c_interface: a pointer to the unranked or ranked descriptor).
// Its C links with MLIR's own runtime libraries, with loopc's (loopc run) and
// with the runtime embedded into the file; all print what mlir-runner prints.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc %cflags %t.c %mlir_utils_sos -Wl,-rpath,%mlir_lib_dir -o %t.mlirrt
// RUN: %t.mlirrt | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlirrt.out
// RUN: diff %t.mlir.out %t.mlirrt.out
// RUN: %loopc run %s -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.run.out
// RUN: diff %t.mlir.out %t.run.out
// RUN: %loopc %s --emit=c --embed-runtime -o %t.embed.c
// RUN: %cc %cflags %t.embed.c -lm -o %t.embed
// RUN: %t.embed | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.embed.out
// RUN: diff %t.mlir.out %t.embed.out

// CHECK:      Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [0,  0.5,  1]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[0,   1],
// CHECK-NEXT:  [10,   11]]
// CHECK-NEXT: Memref base@ = ADDR rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[1,   1,   1],
// CHECK-NEXT:  [1,   1,   1]]
// CHECK-NEXT: 3, 1.5

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %half = arith.constant 0.5 : f32
  %v = memref.alloc(%c3) : memref<?xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %h = arith.mulf %f, %half : f32
    memref.store %h, %v[%i] : memref<?xf32>
  }
  %u = memref.cast %v : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  %m = memref.alloc() : memref<2x2xi64>
  %k10 = arith.constant 10 : i64
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %t = arith.muli %ii, %k10 : i64
      %s = arith.addi %t, %jj : i64
      memref.store %s, %m[%i, %j] : memref<2x2xi64>
    }
  }
  %mu = memref.cast %m : memref<2x2xi64> to memref<*xi64>
  func.call @printMemrefI64(%mu) : (memref<*xi64>) -> ()

  %one = arith.constant 1.0 : f32
  %g = memref.alloc(%c2, %c3) : memref<?x?xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      memref.store %one, %g[%i, %j] : memref<?x?xf32>
    }
  }
  func.call @printMemref2dF32(%g) : (memref<?x?xf32>) -> ()

  %k3 = arith.constant 3 : i64
  func.call @printI64(%k3) : (i64) -> ()
  func.call @printComma() : () -> ()
  %x = arith.constant 1.5 : f32
  func.call @printF32(%x) : (f32) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %v : memref<?xf32>
  memref.dealloc %m : memref<2x2xi64>
  memref.dealloc %g : memref<?x?xf32>
  return
}
