// Matrix multiplication C = A * B in today's MLIR spelling (scf/arith/memref),
// the i-j loops parallel, the k loop a reduction carried in iter_args.
// The driver builds A[i][k] = i + k and B[k][j] = k - j (mod 7), multiplies
// 64x64 matrices and prints a checksum (the sum of all elements of C).
module {
  func.func private @printF64(f64)
  func.func private @printNewline()

  func.func @matmul(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %A, %c0 : memref<?x?xf64>
    %k = memref.dim %A, %c1 : memref<?x?xf64>
    %m = memref.dim %B, %c1 : memref<?x?xf64>
    %zero = arith.constant 0.0 : f64
    scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
      %acc = scf.for %p = %c0 to %k step %c1 iter_args(%sum = %zero) -> (f64) {
        %a = memref.load %A[%i, %p] : memref<?x?xf64>
        %b = memref.load %B[%p, %j] : memref<?x?xf64>
        %prod = arith.mulf %a, %b : f64
        %next = arith.addf %sum, %prod : f64
        scf.yield %next : f64
      }
      memref.store %acc, %C[%i, %j] : memref<?x?xf64>
      scf.reduce
    }
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 64 : index
    %c7 = arith.constant 7 : i64
    %A = memref.alloc(%n, %n) : memref<?x?xf64>
    %B = memref.alloc(%n, %n) : memref<?x?xf64>
    %C = memref.alloc(%n, %n) : memref<?x?xf64>
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %ii = arith.index_cast %i : index to i64
        %jj = arith.index_cast %j : index to i64
        %s = arith.addi %ii, %jj : i64
        %d = arith.subi %ii, %jj : i64
        %dm = arith.remsi %d, %c7 : i64
        %fs = arith.sitofp %s : i64 to f64
        %fd = arith.sitofp %dm : i64 to f64
        memref.store %fs, %A[%i, %j] : memref<?x?xf64>
        memref.store %fd, %B[%i, %j] : memref<?x?xf64>
      }
    }
    call @matmul(%A, %B, %C) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
    %zero = arith.constant 0.0 : f64
    %total = scf.for %i = %c0 to %n step %c1 iter_args(%t = %zero) -> (f64) {
      %row = scf.for %j = %c0 to %n step %c1 iter_args(%r = %t) -> (f64) {
        %v = memref.load %C[%i, %j] : memref<?x?xf64>
        %r2 = arith.addf %r, %v : f64
        scf.yield %r2 : f64
      }
      scf.yield %row : f64
    }
    call @printF64(%total) : (f64) -> ()
    call @printNewline() : () -> ()
    memref.dealloc %A : memref<?x?xf64>
    memref.dealloc %B : memref<?x?xf64>
    memref.dealloc %C : memref<?x?xf64>
    return
  }
}
