// jacobi-1d.mlir: PolyBench/C 4.2's kernel_jacobi_1d (jacobi-1d.c) as
// affine MLIR, in the form Polygeist's cgeist emits it for the LARGE preset.
#map = affine_map<()[s0] -> (s0 - 1)>
module {
  func.func @kernel_jacobi_1d(%arg0: i32, %arg1: i32, %arg2: memref<?xf64>, %arg3: memref<?xf64>) {
    %cst = arith.constant 3.333300e-01 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    affine.for %arg4 = 0 to %0 {
      affine.for %arg5 = 1 to #map()[%1] {
        %2 = affine.load %arg2[%arg5 - 1] : memref<?xf64>
        %3 = affine.load %arg2[%arg5] : memref<?xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = affine.load %arg2[%arg5 + 1] : memref<?xf64>
        %6 = arith.addf %4, %5 : f64
        %7 = arith.mulf %cst, %6 : f64
        affine.store %7, %arg3[%arg5] : memref<?xf64>
      }
      affine.for %arg5 = 1 to #map()[%1] {
        %2 = affine.load %arg3[%arg5 - 1] : memref<?xf64>
        %3 = affine.load %arg3[%arg5] : memref<?xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = affine.load %arg3[%arg5 + 1] : memref<?xf64>
        %6 = arith.addf %4, %5 : f64
        %7 = arith.mulf %cst, %6 : f64
        affine.store %7, %arg2[%arg5] : memref<?xf64>
      }
    }
    return
  }
}
