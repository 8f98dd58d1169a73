// deriche.mlir: PolyBench/C 4.2's kernel_deriche (deriche.c, in double) as
// affine MLIR, in the form Polygeist's cgeist emits it for the LARGE preset
// after mem2reg: the recursive filters' carried scalars (xm1, ym1, ym2, ...)
// are iter_args; the downward loops `for (j = h-1; j >= 0; j--)` run upward
// with j = h - 1 - jj.
#map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
module {
  func.func @kernel_deriche(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: memref<?x2160xf64>, %arg4: memref<?x2160xf64>, %arg5: memref<?x2160xf64>, %arg6: memref<?x2160xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 2.000000e+00 : f64
    %cst_2 = arith.constant -2.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.negf %arg2 : f64
    %3 = math.exp %2 : f64
    %4 = arith.subf %cst_0, %3 : f64
    %5 = math.exp %2 : f64
    %6 = arith.subf %cst_0, %5 : f64
    %7 = arith.mulf %4, %6 : f64
    %8 = arith.mulf %cst_1, %arg2 : f64
    %9 = math.exp %2 : f64
    %10 = arith.mulf %8, %9 : f64
    %11 = arith.addf %cst_0, %10 : f64
    %12 = arith.mulf %cst_1, %arg2 : f64
    %13 = math.exp %12 : f64
    %14 = arith.subf %11, %13 : f64
    %15 = arith.divf %7, %14 : f64
    %16 = math.exp %2 : f64
    %17 = arith.mulf %15, %16 : f64
    %18 = arith.subf %arg2, %cst_0 : f64
    %19 = arith.mulf %17, %18 : f64
    %20 = math.exp %2 : f64
    %21 = arith.mulf %15, %20 : f64
    %22 = arith.addf %arg2, %cst_0 : f64
    %23 = arith.mulf %21, %22 : f64
    %24 = arith.negf %15 : f64
    %25 = arith.mulf %cst_2, %arg2 : f64
    %26 = math.exp %25 : f64
    %27 = arith.mulf %24, %26 : f64
    %28 = math.powf %cst_1, %2 : f64
    %29 = arith.mulf %cst_2, %arg2 : f64
    %30 = math.exp %29 : f64
    %31 = arith.negf %30 : f64
    affine.for %arg7 = 0 to %0 {
      %32:3 = affine.for %arg8 = 0 to %1 iter_args(%arg9 = %cst, %arg10 = %cst, %arg11 = %cst) -> (f64, f64, f64) {
        %33 = affine.load %arg3[%arg7, %arg8] : memref<?x2160xf64>
        %34 = arith.mulf %15, %33 : f64
        %35 = arith.mulf %19, %arg11 : f64
        %36 = arith.addf %34, %35 : f64
        %37 = arith.mulf %28, %arg9 : f64
        %38 = arith.addf %36, %37 : f64
        %39 = arith.mulf %31, %arg10 : f64
        %40 = arith.addf %38, %39 : f64
        affine.store %40, %arg5[%arg7, %arg8] : memref<?x2160xf64>
        %41 = affine.load %arg3[%arg7, %arg8] : memref<?x2160xf64>
        %42 = affine.load %arg5[%arg7, %arg8] : memref<?x2160xf64>
        affine.yield %42, %arg9, %41 : f64, f64, f64
      }
    }
    affine.for %arg7 = 0 to %0 {
      %32:4 = affine.for %arg8 = 0 to %1 iter_args(%arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst) -> (f64, f64, f64, f64) {
        %33 = affine.apply #map(%arg8)[%1]
        %34 = arith.mulf %23, %arg11 : f64
        %35 = arith.mulf %27, %arg12 : f64
        %36 = arith.addf %34, %35 : f64
        %37 = arith.mulf %28, %arg9 : f64
        %38 = arith.addf %36, %37 : f64
        %39 = arith.mulf %31, %arg10 : f64
        %40 = arith.addf %38, %39 : f64
        affine.store %40, %arg6[%arg7, %33] : memref<?x2160xf64>
        %41 = affine.load %arg3[%arg7, %33] : memref<?x2160xf64>
        %42 = affine.load %arg6[%arg7, %33] : memref<?x2160xf64>
        affine.yield %42, %arg9, %41, %arg11 : f64, f64, f64, f64
      }
    }
    affine.for %arg7 = 0 to %0 {
      affine.for %arg8 = 0 to %1 {
        %32 = affine.load %arg5[%arg7, %arg8] : memref<?x2160xf64>
        %33 = affine.load %arg6[%arg7, %arg8] : memref<?x2160xf64>
        %34 = arith.addf %32, %33 : f64
        %35 = arith.mulf %cst_0, %34 : f64
        affine.store %35, %arg4[%arg7, %arg8] : memref<?x2160xf64>
      }
    }
    affine.for %arg7 = 0 to %1 {
      %32:3 = affine.for %arg8 = 0 to %0 iter_args(%arg9 = %cst, %arg10 = %cst, %arg11 = %cst) -> (f64, f64, f64) {
        %33 = affine.load %arg4[%arg8, %arg7] : memref<?x2160xf64>
        %34 = arith.mulf %15, %33 : f64
        %35 = arith.mulf %19, %arg9 : f64
        %36 = arith.addf %34, %35 : f64
        %37 = arith.mulf %28, %arg10 : f64
        %38 = arith.addf %36, %37 : f64
        %39 = arith.mulf %31, %arg11 : f64
        %40 = arith.addf %38, %39 : f64
        affine.store %40, %arg5[%arg8, %arg7] : memref<?x2160xf64>
        %41 = affine.load %arg4[%arg8, %arg7] : memref<?x2160xf64>
        %42 = affine.load %arg5[%arg8, %arg7] : memref<?x2160xf64>
        affine.yield %41, %42, %arg10 : f64, f64, f64
      }
    }
    affine.for %arg7 = 0 to %1 {
      %32:4 = affine.for %arg8 = 0 to %0 iter_args(%arg9 = %cst, %arg10 = %cst, %arg11 = %cst, %arg12 = %cst) -> (f64, f64, f64, f64) {
        %33 = affine.apply #map(%arg8)[%0]
        %34 = arith.mulf %23, %arg9 : f64
        %35 = arith.mulf %27, %arg10 : f64
        %36 = arith.addf %34, %35 : f64
        %37 = arith.mulf %28, %arg11 : f64
        %38 = arith.addf %36, %37 : f64
        %39 = arith.mulf %31, %arg12 : f64
        %40 = arith.addf %38, %39 : f64
        affine.store %40, %arg6[%33, %arg7] : memref<?x2160xf64>
        %41 = affine.load %arg4[%33, %arg7] : memref<?x2160xf64>
        %42 = affine.load %arg6[%33, %arg7] : memref<?x2160xf64>
        affine.yield %41, %arg9, %42, %arg11 : f64, f64, f64, f64
      }
    }
    affine.for %arg7 = 0 to %0 {
      affine.for %arg8 = 0 to %1 {
        %32 = affine.load %arg5[%arg7, %arg8] : memref<?x2160xf64>
        %33 = affine.load %arg6[%arg7, %arg8] : memref<?x2160xf64>
        %34 = arith.addf %32, %33 : f64
        %35 = arith.mulf %cst_0, %34 : f64
        affine.store %35, %arg4[%arg7, %arg8] : memref<?x2160xf64>
      }
    }
    return
  }
}
