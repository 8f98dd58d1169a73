// durbin.mlir: PolyBench/C 4.2's kernel_durbin (durbin.c) as affine MLIR,
// in the form Polygeist's cgeist emits it for the LARGE preset after
// mem2reg: alpha, beta and sum are iter_args, the local array z[N] an
// alloca.
#map = affine_map<(d0) -> (d0)>
module {
  func.func @kernel_durbin(%arg0: i32, %arg1: memref<?xf64>, %arg2: memref<?xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 1.000000e+00 : f64
    %alloca = memref.alloca() : memref<2000xf64>
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = affine.load %arg1[0] : memref<?xf64>
    %2 = arith.negf %1 : f64
    affine.store %2, %arg2[0] : memref<?xf64>
    %3 = affine.load %arg1[0] : memref<?xf64>
    %4 = arith.negf %3 : f64
    %5:2 = affine.for %arg3 = 1 to %0 iter_args(%arg4 = %4, %arg5 = %cst_0) -> (f64, f64) {
      %6 = arith.mulf %arg4, %arg4 : f64
      %7 = arith.subf %cst_0, %6 : f64
      %8 = arith.mulf %7, %arg5 : f64
      %9 = affine.for %arg6 = 0 to #map(%arg3) iter_args(%arg7 = %cst) -> (f64) {
        %14 = affine.load %arg1[%arg3 - %arg6 - 1] : memref<?xf64>
        %15 = affine.load %arg2[%arg6] : memref<?xf64>
        %16 = arith.mulf %14, %15 : f64
        %17 = arith.addf %arg7, %16 : f64
        affine.yield %17 : f64
      }
      %10 = affine.load %arg1[%arg3] : memref<?xf64>
      %11 = arith.addf %10, %9 : f64
      %12 = arith.negf %11 : f64
      %13 = arith.divf %12, %8 : f64
      affine.for %arg6 = 0 to #map(%arg3) {
        %14 = affine.load %arg2[%arg6] : memref<?xf64>
        %15 = affine.load %arg2[%arg3 - %arg6 - 1] : memref<?xf64>
        %16 = arith.mulf %13, %15 : f64
        %17 = arith.addf %14, %16 : f64
        affine.store %17, %alloca[%arg6] : memref<2000xf64>
      }
      affine.for %arg6 = 0 to #map(%arg3) {
        %14 = affine.load %alloca[%arg6] : memref<2000xf64>
        affine.store %14, %arg2[%arg6] : memref<?xf64>
      }
      affine.store %13, %arg2[%arg3] : memref<?xf64>
      affine.yield %13, %8 : f64, f64
    }
    return
  }
}
