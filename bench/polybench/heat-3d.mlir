// heat-3d.mlir: PolyBench/C 4.2's kernel_heat_3d (heat-3d.c) as affine
// MLIR, in the form Polygeist's cgeist emits it for the MEDIUM preset.
#map = affine_map<()[s0] -> (s0 + 1)>
#map1 = affine_map<()[s0] -> (s0 - 1)>
module {
  func.func @kernel_heat_3d(%arg0: i32, %arg1: i32, %arg2: memref<?x40x40xf64>, %arg3: memref<?x40x40xf64>) {
    %cst = arith.constant 1.250000e-01 : f64
    %cst_0 = arith.constant 2.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    affine.for %arg4 = 1 to #map()[%0] {
      affine.for %arg5 = 1 to #map1()[%1] {
        affine.for %arg6 = 1 to #map1()[%1] {
          affine.for %arg7 = 1 to #map1()[%1] {
            %2 = affine.load %arg2[%arg5 + 1, %arg6, %arg7] : memref<?x40x40xf64>
            %3 = affine.load %arg2[%arg5, %arg6, %arg7] : memref<?x40x40xf64>
            %4 = arith.mulf %cst_0, %3 : f64
            %5 = arith.subf %2, %4 : f64
            %6 = affine.load %arg2[%arg5 - 1, %arg6, %arg7] : memref<?x40x40xf64>
            %7 = arith.addf %5, %6 : f64
            %8 = arith.mulf %cst, %7 : f64
            %9 = affine.load %arg2[%arg5, %arg6 + 1, %arg7] : memref<?x40x40xf64>
            %10 = affine.load %arg2[%arg5, %arg6, %arg7] : memref<?x40x40xf64>
            %11 = arith.mulf %cst_0, %10 : f64
            %12 = arith.subf %9, %11 : f64
            %13 = affine.load %arg2[%arg5, %arg6 - 1, %arg7] : memref<?x40x40xf64>
            %14 = arith.addf %12, %13 : f64
            %15 = arith.mulf %cst, %14 : f64
            %16 = arith.addf %8, %15 : f64
            %17 = affine.load %arg2[%arg5, %arg6, %arg7 + 1] : memref<?x40x40xf64>
            %18 = affine.load %arg2[%arg5, %arg6, %arg7] : memref<?x40x40xf64>
            %19 = arith.mulf %cst_0, %18 : f64
            %20 = arith.subf %17, %19 : f64
            %21 = affine.load %arg2[%arg5, %arg6, %arg7 - 1] : memref<?x40x40xf64>
            %22 = arith.addf %20, %21 : f64
            %23 = arith.mulf %cst, %22 : f64
            %24 = arith.addf %16, %23 : f64
            %25 = affine.load %arg2[%arg5, %arg6, %arg7] : memref<?x40x40xf64>
            %26 = arith.addf %24, %25 : f64
            affine.store %26, %arg3[%arg5, %arg6, %arg7] : memref<?x40x40xf64>
          }
        }
      }
      affine.for %arg5 = 1 to #map1()[%1] {
        affine.for %arg6 = 1 to #map1()[%1] {
          affine.for %arg7 = 1 to #map1()[%1] {
            %2 = affine.load %arg3[%arg5 + 1, %arg6, %arg7] : memref<?x40x40xf64>
            %3 = affine.load %arg3[%arg5, %arg6, %arg7] : memref<?x40x40xf64>
            %4 = arith.mulf %cst_0, %3 : f64
            %5 = arith.subf %2, %4 : f64
            %6 = affine.load %arg3[%arg5 - 1, %arg6, %arg7] : memref<?x40x40xf64>
            %7 = arith.addf %5, %6 : f64
            %8 = arith.mulf %cst, %7 : f64
            %9 = affine.load %arg3[%arg5, %arg6 + 1, %arg7] : memref<?x40x40xf64>
            %10 = affine.load %arg3[%arg5, %arg6, %arg7] : memref<?x40x40xf64>
            %11 = arith.mulf %cst_0, %10 : f64
            %12 = arith.subf %9, %11 : f64
            %13 = affine.load %arg3[%arg5, %arg6 - 1, %arg7] : memref<?x40x40xf64>
            %14 = arith.addf %12, %13 : f64
            %15 = arith.mulf %cst, %14 : f64
            %16 = arith.addf %8, %15 : f64
            %17 = affine.load %arg3[%arg5, %arg6, %arg7 + 1] : memref<?x40x40xf64>
            %18 = affine.load %arg3[%arg5, %arg6, %arg7] : memref<?x40x40xf64>
            %19 = arith.mulf %cst_0, %18 : f64
            %20 = arith.subf %17, %19 : f64
            %21 = affine.load %arg3[%arg5, %arg6, %arg7 - 1] : memref<?x40x40xf64>
            %22 = arith.addf %20, %21 : f64
            %23 = arith.mulf %cst, %22 : f64
            %24 = arith.addf %16, %23 : f64
            %25 = affine.load %arg3[%arg5, %arg6, %arg7] : memref<?x40x40xf64>
            %26 = arith.addf %24, %25 : f64
            affine.store %26, %arg2[%arg5, %arg6, %arg7] : memref<?x40x40xf64>
          }
        }
      }
    }
    return
  }
}
