// adi.mlir: PolyBench/C 4.2's kernel_adi (adi.c) as affine MLIR, in the
// form Polygeist's cgeist emits it for the MEDIUM preset: the downward
// loops `for (j = n-2; j >= 1; j--)` run upward with j = n - 2 - jj.
#map = affine_map<()[s0] -> (s0 + 1)>
#map1 = affine_map<()[s0] -> (s0 - 1)>
#map2 = affine_map<()[s0] -> (s0 - 2)>
#map3 = affine_map<(d0)[s0] -> (-d0 + s0 - 2)>
module {
  func.func @kernel_adi(%arg0: i32, %arg1: i32, %arg2: memref<?x200xf64>, %arg3: memref<?x200xf64>, %arg4: memref<?x200xf64>, %arg5: memref<?x200xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 2.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.sitofp %arg1 : i32 to f64
    %3 = arith.divf %cst_0, %2 : f64
    %4 = arith.sitofp %arg1 : i32 to f64
    %5 = arith.divf %cst_0, %4 : f64
    %6 = arith.sitofp %arg0 : i32 to f64
    %7 = arith.divf %cst_0, %6 : f64
    %8 = arith.mulf %cst_1, %7 : f64
    %9 = arith.mulf %3, %3 : f64
    %10 = arith.divf %8, %9 : f64
    %11 = arith.mulf %cst_0, %7 : f64
    %12 = arith.mulf %5, %5 : f64
    %13 = arith.divf %11, %12 : f64
    %14 = arith.negf %10 : f64
    %15 = arith.divf %14, %cst_1 : f64
    %16 = arith.addf %cst_0, %10 : f64
    %17 = arith.negf %13 : f64
    %18 = arith.divf %17, %cst_1 : f64
    %19 = arith.addf %cst_0, %13 : f64
    affine.for %arg6 = 1 to #map()[%0] {
      affine.for %arg7 = 1 to #map1()[%1] {
        affine.store %cst_0, %arg3[0, %arg7] : memref<?x200xf64>
        affine.store %cst, %arg4[%arg7, 0] : memref<?x200xf64>
        %20 = affine.load %arg3[0, %arg7] : memref<?x200xf64>
        affine.store %20, %arg5[%arg7, 0] : memref<?x200xf64>
        affine.for %arg8 = 1 to #map1()[%1] {
          %21 = arith.negf %15 : f64
          %22 = affine.load %arg4[%arg7, %arg8 - 1] : memref<?x200xf64>
          %23 = arith.mulf %15, %22 : f64
          %24 = arith.addf %23, %16 : f64
          %25 = arith.divf %21, %24 : f64
          affine.store %25, %arg4[%arg7, %arg8] : memref<?x200xf64>
          %26 = arith.negf %18 : f64
          %27 = affine.load %arg2[%arg8, %arg7 - 1] : memref<?x200xf64>
          %28 = arith.mulf %26, %27 : f64
          %29 = arith.mulf %cst_1, %18 : f64
          %30 = arith.addf %cst_0, %29 : f64
          %31 = affine.load %arg2[%arg8, %arg7] : memref<?x200xf64>
          %32 = arith.mulf %30, %31 : f64
          %33 = arith.addf %28, %32 : f64
          %34 = affine.load %arg2[%arg8, %arg7 + 1] : memref<?x200xf64>
          %35 = arith.mulf %18, %34 : f64
          %36 = arith.subf %33, %35 : f64
          %37 = affine.load %arg5[%arg7, %arg8 - 1] : memref<?x200xf64>
          %38 = arith.mulf %15, %37 : f64
          %39 = arith.subf %36, %38 : f64
          %40 = affine.load %arg4[%arg7, %arg8 - 1] : memref<?x200xf64>
          %41 = arith.mulf %15, %40 : f64
          %42 = arith.addf %41, %16 : f64
          %43 = arith.divf %39, %42 : f64
          affine.store %43, %arg5[%arg7, %arg8] : memref<?x200xf64>
        }
        affine.store %cst_0, %arg3[symbol(%1) - 1, %arg7] : memref<?x200xf64>
        affine.for %arg8 = 0 to #map2()[%1] {
          %21 = affine.apply #map3(%arg8)[%1]
          %22 = affine.load %arg4[%arg7, %21] : memref<?x200xf64>
          %23 = affine.load %arg3[%21 + 1, %arg7] : memref<?x200xf64>
          %24 = arith.mulf %22, %23 : f64
          %25 = affine.load %arg5[%arg7, %21] : memref<?x200xf64>
          %26 = arith.addf %24, %25 : f64
          affine.store %26, %arg3[%21, %arg7] : memref<?x200xf64>
        }
      }
      affine.for %arg7 = 1 to #map1()[%1] {
        affine.store %cst_0, %arg2[%arg7, 0] : memref<?x200xf64>
        affine.store %cst, %arg4[%arg7, 0] : memref<?x200xf64>
        %20 = affine.load %arg2[%arg7, 0] : memref<?x200xf64>
        affine.store %20, %arg5[%arg7, 0] : memref<?x200xf64>
        affine.for %arg8 = 1 to #map1()[%1] {
          %21 = arith.negf %18 : f64
          %22 = affine.load %arg4[%arg7, %arg8 - 1] : memref<?x200xf64>
          %23 = arith.mulf %18, %22 : f64
          %24 = arith.addf %23, %19 : f64
          %25 = arith.divf %21, %24 : f64
          affine.store %25, %arg4[%arg7, %arg8] : memref<?x200xf64>
          %26 = arith.negf %15 : f64
          %27 = affine.load %arg3[%arg7 - 1, %arg8] : memref<?x200xf64>
          %28 = arith.mulf %26, %27 : f64
          %29 = arith.mulf %cst_1, %15 : f64
          %30 = arith.addf %cst_0, %29 : f64
          %31 = affine.load %arg3[%arg7, %arg8] : memref<?x200xf64>
          %32 = arith.mulf %30, %31 : f64
          %33 = arith.addf %28, %32 : f64
          %34 = affine.load %arg3[%arg7 + 1, %arg8] : memref<?x200xf64>
          %35 = arith.mulf %15, %34 : f64
          %36 = arith.subf %33, %35 : f64
          %37 = affine.load %arg5[%arg7, %arg8 - 1] : memref<?x200xf64>
          %38 = arith.mulf %18, %37 : f64
          %39 = arith.subf %36, %38 : f64
          %40 = affine.load %arg4[%arg7, %arg8 - 1] : memref<?x200xf64>
          %41 = arith.mulf %18, %40 : f64
          %42 = arith.addf %41, %19 : f64
          %43 = arith.divf %39, %42 : f64
          affine.store %43, %arg5[%arg7, %arg8] : memref<?x200xf64>
        }
        affine.store %cst_0, %arg2[%arg7, symbol(%1) - 1] : memref<?x200xf64>
        affine.for %arg8 = 0 to #map2()[%1] {
          %21 = affine.apply #map3(%arg8)[%1]
          %22 = affine.load %arg4[%arg7, %21] : memref<?x200xf64>
          %23 = affine.load %arg2[%arg7, %21 + 1] : memref<?x200xf64>
          %24 = arith.mulf %22, %23 : f64
          %25 = affine.load %arg5[%arg7, %21] : memref<?x200xf64>
          %26 = arith.addf %24, %25 : f64
          affine.store %26, %arg2[%arg7, %21] : memref<?x200xf64>
        }
      }
    }
    return
  }
}
