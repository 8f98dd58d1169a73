// Every op written in today's MLIR spelling: printed back in that spelling
// exactly as mlir-opt prints it, and in the classic one.
// RUN: %loopc --print-names=source %s | FileCheck %s
// RUN: %loopc --print-names=source %s --syntax=classic | FileCheck %s --check-prefix=CLASSIC

// CHECK:      module {
// CHECK-NEXT:   func.func private @ext(f32) -> f32
// CLASSIC-NOT: module
// CLASSIC:      func @ext(f32) -> f32
func.func private @ext(f32) -> f32

// CHECK-LABEL:  func.func @all(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: index, %arg4: i1) -> (f32, i32) {
// CHECK-NEXT:     %cst = arith.constant 2.500000e-01 : f32
// CHECK-NEXT:     %c3 = arith.constant 3 : i32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:     %1 = arith.mulf %0, %cst : f32
// CHECK-NEXT:     %2 = arith.subi %arg2, %c3 : i32
// CHECK-NEXT:     %3 = arith.cmpi sge, %2, %c3 : i32
// CHECK-NEXT:     %4 = arith.cmpf oeq, %arg0, %arg1 : f32
// CHECK-NEXT:     %5 = arith.select %3, %arg0, %1 : f32
// CHECK-NEXT:     %6 = math.sqrt %5 : f32
// CHECK-NEXT:     %7 = arith.sitofp %arg2 : i32 to f32
// CHECK-NEXT:     %8 = call @ext(%7) : (f32) -> f32
// CHECK-NEXT:     %alloc = memref.alloc(%arg3) : memref<?xf32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<2xi32>
// CHECK-NEXT:     memref.store %8, %alloc[%c0] : memref<?xf32>
// CHECK-NEXT:     %9 = memref.load %alloc[%c0] : memref<?xf32>
// CHECK-NEXT:     %dim = memref.dim %alloc, %c0 : memref<?xf32>
// CHECK-NEXT:     %10 = scf.for %arg5 = %c0 to %arg3 step %c1 iter_args(%arg6 = %9) -> (f32) {
// CHECK-NEXT:       %13 = scf.if %arg4 -> (f32) {
// CHECK-NEXT:         scf.yield %arg6 : f32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %14 = arith.negf %arg6 : f32
// CHECK-NEXT:         scf.yield %14 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %13 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %11 = scf.parallel (%arg5) = (%c0) to (%arg3) step (%c1) init (%arg0) -> f32 {
// CHECK-NEXT:       %13 = memref.load %alloc[%arg5] : memref<?xf32>
// CHECK-NEXT:       scf.reduce(%13 : f32) {
// CHECK-NEXT:       ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:         %14 = arith.maximumf %arg6, %arg7 : f32
// CHECK-NEXT:         scf.reduce.return %14 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %12 = scf.while (%arg5 = %arg2) : (i32) -> i32 {
// CHECK-NEXT:       %13 = arith.cmpi slt, %arg5, %c3 : i32
// CHECK-NEXT:       scf.condition(%13) %arg5 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg5: i32):
// CHECK-NEXT:       %13 = arith.addi %arg5, %c3 : i32
// CHECK-NEXT:       scf.yield %13 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.copy %alloc, %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT:     return %10, %12 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// CLASSIC-LABEL: func @all(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: index, %arg4: i1) -> (f32, i32) {
// CLASSIC-NEXT:   %cst = constant 2.500000e-01 : f32
// CLASSIC:        %0 = addf %arg0, %arg1 {fastmath = #arith.fastmath<fast>} : f32
// CLASSIC:        %3 = cmpi "sge", %2, %c3 : i32
// CLASSIC-NEXT:   %4 = cmpf "oeq", %arg0, %arg1 : f32
// CLASSIC-NEXT:   %5 = select %3, %arg0, %1 : f32
// CLASSIC-NEXT:   %6 = sqrt %5 : f32
// CLASSIC-NEXT:   %7 = sitofp %arg2 : i32 to f32
// CLASSIC-NEXT:   %8 = call @ext(%7) : (f32) -> f32
// CLASSIC-NEXT:   %alloc = alloc(%arg3) : memref<?xf32>
// CLASSIC-NEXT:   %alloca = alloca() : memref<2xi32>
// CLASSIC-NEXT:   store %8, %alloc[%c0] : memref<?xf32>
// CLASSIC-NEXT:   %9 = load %alloc[%c0] : memref<?xf32>
// CLASSIC-NEXT:   %dim = dim %alloc, %c0 : memref<?xf32>
// CLASSIC-NEXT:   %10 = loop.for %arg5 = %c0 to %arg3 step %c1 iter_args(%arg6 = %9) -> (f32) {
// CLASSIC-NEXT:     %13 = loop.if %arg4 -> (f32) {
// CLASSIC:        %11 = loop.parallel (%arg5) = (%c0) to (%arg3) step (%c1) init (%arg0) {
// CLASSIC-NEXT:     %13 = load %alloc[%arg5] : memref<?xf32>
// CLASSIC-NEXT:     loop.reduce(%13) {
// CLASSIC-NEXT:     ^bb0(%arg6: f32, %arg7: f32):
// CLASSIC-NEXT:       %14 = maxf %arg6, %arg7 : f32
// CLASSIC-NEXT:       loop.reduce.return %14 : f32
// CLASSIC-NEXT:     } : f32
// CLASSIC-NEXT:   } : f32
// CLASSIC-NEXT:   %12 = loop.while (%arg5 = %arg2) : (i32) -> i32 {
// CLASSIC-NEXT:     %13 = cmpi "slt", %arg5, %c3 : i32
// CLASSIC-NEXT:     loop.condition(%13) %arg5 : i32
// CLASSIC-NEXT:   } do {
// CLASSIC-NEXT:   ^bb0(%arg5: i32):
// CLASSIC:        copy %alloc, %alloc : memref<?xf32> to memref<?xf32>
// CLASSIC-NEXT:   dealloc %alloc : memref<?xf32>
// CLASSIC-NEXT:   return %10, %12 : f32, i32
// CLASSIC-NEXT: }
func.func @all(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: index, %arg4: i1) -> (f32, i32) {
  %cst = arith.constant 2.500000e-01 : f32
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.addf %arg0, %arg1 fastmath<fast> : f32
  %1 = arith.mulf %0, %cst : f32
  %2 = arith.subi %arg2, %c3 : i32
  %3 = arith.cmpi sge, %2, %c3 : i32
  %4 = arith.cmpf oeq, %arg0, %arg1 : f32
  %5 = arith.select %3, %arg0, %1 : f32
  %6 = math.sqrt %5 : f32
  %7 = arith.sitofp %arg2 : i32 to f32
  %8 = func.call @ext(%7) : (f32) -> f32
  %alloc = memref.alloc(%arg3) : memref<?xf32>
  %alloca = memref.alloca() : memref<2xi32>
  memref.store %8, %alloc[%c0] : memref<?xf32>
  %9 = memref.load %alloc[%c0] : memref<?xf32>
  %dim = memref.dim %alloc, %c0 : memref<?xf32>
  %10 = scf.for %arg5 = %c0 to %arg3 step %c1 iter_args(%arg6 = %9) -> (f32) {
    %13 = scf.if %arg4 -> (f32) {
      scf.yield %arg6 : f32
    } else {
      %14 = arith.negf %arg6 : f32
      scf.yield %14 : f32
    }
    scf.yield %13 : f32
  }
  %11 = scf.parallel (%arg5) = (%c0) to (%arg3) step (%c1) init (%arg0) -> f32 {
    %13 = memref.load %alloc[%arg5] : memref<?xf32>
    scf.reduce(%13 : f32) {
    ^bb0(%arg6: f32, %arg7: f32):
      %14 = arith.maximumf %arg6, %arg7 : f32
      scf.reduce.return %14 : f32
    }
  }
  %12 = scf.while (%arg5 = %arg2) : (i32) -> i32 {
    %13 = arith.cmpi slt, %arg5, %c3 : i32
    scf.condition(%13) %arg5 : i32
  } do {
  ^bb0(%arg5: i32):
    %13 = arith.addi %arg5, %c3 : i32
    scf.yield %13 : i32
  }
  memref.copy %alloc, %alloc : memref<?xf32> to memref<?xf32>
  memref.dealloc %alloc : memref<?xf32>
  return %10, %12 : f32, i32
}
