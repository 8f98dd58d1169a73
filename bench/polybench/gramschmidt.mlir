// gramschmidt.mlir: PolyBench/C 4.2's kernel_gramschmidt (gramschmidt.c)
// as affine MLIR, in the form Polygeist's cgeist emits it for the MEDIUM
// preset; the scalar nrm lives in a one-element alloca, as cgeist keeps a
// C local before mem2reg.
#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @kernel_gramschmidt(%arg0: i32, %arg1: i32, %arg2: memref<?x240xf64>, %arg3: memref<?x240xf64>, %arg4: memref<?x240xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %alloca = memref.alloca() : memref<1xf64>
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg0 : i32 to index
    affine.for %arg5 = 0 to %0 {
      affine.store %cst, %alloca[0] : memref<1xf64>
      affine.for %arg6 = 0 to %1 {
        %4 = affine.load %arg2[%arg6, %arg5] : memref<?x240xf64>
        %5 = affine.load %arg2[%arg6, %arg5] : memref<?x240xf64>
        %6 = arith.mulf %4, %5 : f64
        %7 = affine.load %alloca[0] : memref<1xf64>
        %8 = arith.addf %7, %6 : f64
        affine.store %8, %alloca[0] : memref<1xf64>
      }
      %2 = affine.load %alloca[0] : memref<1xf64>
      %3 = math.sqrt %2 : f64
      affine.store %3, %arg3[%arg5, %arg5] : memref<?x240xf64>
      affine.for %arg6 = 0 to %1 {
        %4 = affine.load %arg2[%arg6, %arg5] : memref<?x240xf64>
        %5 = affine.load %arg3[%arg5, %arg5] : memref<?x240xf64>
        %6 = arith.divf %4, %5 : f64
        affine.store %6, %arg4[%arg6, %arg5] : memref<?x240xf64>
      }
      affine.for %arg6 = #map(%arg5) to %0 {
        affine.store %cst, %arg3[%arg5, %arg6] : memref<?x240xf64>
        affine.for %arg7 = 0 to %1 {
          %4 = affine.load %arg4[%arg7, %arg5] : memref<?x240xf64>
          %5 = affine.load %arg2[%arg7, %arg6] : memref<?x240xf64>
          %6 = arith.mulf %4, %5 : f64
          %7 = affine.load %arg3[%arg5, %arg6] : memref<?x240xf64>
          %8 = arith.addf %7, %6 : f64
          affine.store %8, %arg3[%arg5, %arg6] : memref<?x240xf64>
        }
        affine.for %arg7 = 0 to %1 {
          %4 = affine.load %arg2[%arg7, %arg6] : memref<?x240xf64>
          %5 = affine.load %arg4[%arg7, %arg5] : memref<?x240xf64>
          %6 = affine.load %arg3[%arg5, %arg6] : memref<?x240xf64>
          %7 = arith.mulf %5, %6 : f64
          %8 = arith.subf %4, %7 : f64
          affine.store %8, %arg2[%arg7, %arg6] : memref<?x240xf64>
        }
      }
    }
    return
  }
}
