// A file in exactly the form mlir-opt prints (its own value names included):
// loopc keeps the names and reprints it byte for byte (up to trailing spaces).
// REQUIRES: mlir-opt
// RUN: %mlir_opt %s > %t.ref && %loopc %s > %t.out && bash -c "diff -b -B -u %t.ref %t.out"
// RUN: %loopc %s --print-generic > %t.gen && %mlir_opt %t.gen > %t.ref2 && diff %t.ref %t.ref2
module {
  func.func private @ext(f32) -> f32
  func.func @f(%arg0: memref<1024xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (f32, i32) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.500000e+00 : f32
    %cst_1 = arith.constant 1.000000e-01 : f32
    %cst_2 = arith.constant 0x7FC00000 : f32
    %cst_3 = arith.constant 1.000000e+20 : f64
    %cst_4 = arith.constant 1.000000e-01 : f64
    %c42_i32 = arith.constant 42 : i32
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %cst_5 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<4xf32>
    %cst_7 = arith.constant dense<[1, 2]> : tensor<2xi32>
    %0 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %cst) -> (f32) {
      %10 = memref.load %arg0[%arg5] : memref<1024xf32>
      %11 = arith.cmpf ugt, %10, %cst : f32
      %12 = scf.if %11 -> (f32) {
        %13 = arith.addf %arg6, %10 fastmath<fast> : f32
        scf.yield %13 : f32
      } else {
        scf.yield %arg6 : f32
      }
      scf.yield %12 : f32
    }
    %alloc = memref.alloc(%arg4) : memref<?x4xf32>
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<4xf32>
    %dim = memref.dim %alloc, %c0 : memref<?x4xf32>
    memref.store %0, %alloc[%c0, %c0] : memref<?x4xf32>
    memref.copy %alloca, %alloca : memref<4xf32> to memref<4xf32>
    memref.dealloc %alloc : memref<?x4xf32>
    %1:2 = scf.parallel (%arg5, %arg6) = (%arg1, %arg1) to (%arg2, %arg2) step (%arg3, %arg3) init (%cst, %c42_i32) -> (f32, i32) {
      %cst_12 = arith.constant 1.000000e+00 : f32
      scf.reduce(%cst_12, %c42_i32 : f32, i32) {
      ^bb0(%arg7: f32, %arg8: f32):
        %10 = arith.addf %arg7, %arg8 : f32
        scf.reduce.return %10 : f32
      }, {
      ^bb0(%arg7: i32, %arg8: i32):
        %10 = arith.addi %arg7, %arg8 : i32
        scf.reduce.return %10 : i32
      }
    }
    scf.parallel (%arg5) = (%arg1) to (%arg2) step (%arg3) {
      scf.reduce 
    }
    %2 = scf.while (%arg5 = %c42_i32) : (i32) -> i32 {
      %10 = arith.cmpi slt, %arg5, %c42_i32 : i32
      scf.condition(%10) %arg5 : i32
    } do {
    ^bb0(%arg5: i32):
      %10 = arith.addi %arg5, %arg5 : i32
      scf.yield %10 : i32
    }
    %3 = arith.select %true, %c42_i32, %c42_i32 : i32
    %4 = arith.index_cast %c42_i32 : i32 to index
    %5 = arith.sitofp %c42_i32 : i32 to f32
    %6 = math.exp %5 : f32
    %7 = arith.negf %5 : f32
    %8 = call @ext(%6) : (f32) -> f32
    %9 = arith.maximumf %6, %6 : f32
    scf.if %true {
      %10 = arith.minimumf %6, %7 : f32
    }
    %cst_8 = arith.constant 0.123456789 : f64
    %cst_9 = arith.constant 0x7FC00000 : f32
    %c-5_i8 = arith.constant -5 : i8
    %cst_10 = arith.constant 0x4B800000 : f32
    %cst_11 = arith.constant 1.099610e+00 : f16
    return %0, %c42_i32 : f32, i32
  }
}

