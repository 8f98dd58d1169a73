// ludcmp.mlir: PolyBench/C 4.2's kernel_ludcmp (ludcmp.c) as affine MLIR,
// in the form Polygeist's cgeist emits it for the MEDIUM preset after
// mem2reg: the scalar w is an iter_arg; the back substitution's downward
// loop `for (i = n-1; i >= 0; i--)` runs upward with i = n - 1 - ii.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
#map2 = affine_map<(d0)[s0] -> (-d0 + s0)>
module {
  func.func @kernel_ludcmp(%arg0: i32, %arg1: memref<?x400xf64>, %arg2: memref<?xf64>, %arg3: memref<?xf64>, %arg4: memref<?xf64>) {
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg5 = 0 to %0 {
      affine.for %arg6 = 0 to #map(%arg5) {
        %1 = affine.load %arg1[%arg5, %arg6] : memref<?x400xf64>
        %2 = affine.for %arg7 = 0 to #map(%arg6) iter_args(%arg8 = %1) -> (f64) {
          %5 = affine.load %arg1[%arg5, %arg7] : memref<?x400xf64>
          %6 = affine.load %arg1[%arg7, %arg6] : memref<?x400xf64>
          %7 = arith.mulf %5, %6 : f64
          %8 = arith.subf %arg8, %7 : f64
          affine.yield %8 : f64
        }
        %3 = affine.load %arg1[%arg6, %arg6] : memref<?x400xf64>
        %4 = arith.divf %2, %3 : f64
        affine.store %4, %arg1[%arg5, %arg6] : memref<?x400xf64>
      }
      affine.for %arg6 = #map(%arg5) to %0 {
        %1 = affine.load %arg1[%arg5, %arg6] : memref<?x400xf64>
        %2 = affine.for %arg7 = 0 to #map(%arg5) iter_args(%arg8 = %1) -> (f64) {
          %5 = affine.load %arg1[%arg5, %arg7] : memref<?x400xf64>
          %6 = affine.load %arg1[%arg7, %arg6] : memref<?x400xf64>
          %7 = arith.mulf %5, %6 : f64
          %8 = arith.subf %arg8, %7 : f64
          affine.yield %8 : f64
        }
        affine.store %2, %arg1[%arg5, %arg6] : memref<?x400xf64>
      }
    }
    affine.for %arg5 = 0 to %0 {
      %1 = affine.load %arg2[%arg5] : memref<?xf64>
      %2 = affine.for %arg6 = 0 to #map(%arg5) iter_args(%arg7 = %1) -> (f64) {
        %3 = affine.load %arg1[%arg5, %arg6] : memref<?x400xf64>
        %4 = affine.load %arg4[%arg6] : memref<?xf64>
        %5 = arith.mulf %3, %4 : f64
        %6 = arith.subf %arg7, %5 : f64
        affine.yield %6 : f64
      }
      affine.store %2, %arg4[%arg5] : memref<?xf64>
    }
    affine.for %arg5 = 0 to %0 {
      %1 = affine.apply #map1(%arg5)[%0]
      %2 = affine.load %arg4[%1] : memref<?xf64>
      %3 = affine.for %arg6 = #map2(%arg5)[%0] to %0 iter_args(%arg7 = %2) -> (f64) {
        %6 = affine.load %arg1[%1, %arg6] : memref<?x400xf64>
        %7 = affine.load %arg3[%arg6] : memref<?xf64>
        %8 = arith.mulf %6, %7 : f64
        %9 = arith.subf %arg7, %8 : f64
        affine.yield %9 : f64
      }
      %4 = affine.load %arg1[%1, %1] : memref<?x400xf64>
      %5 = arith.divf %3, %4 : f64
      affine.store %5, %arg3[%1] : memref<?xf64>
    }
    return
  }
}
