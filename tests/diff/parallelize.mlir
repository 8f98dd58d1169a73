// Differential test of parallelize (-O3, loopc run's default): loop nests it
// makes parallel (a transposed copy, a jacobi-like time loop over two fresh
// buffers, rows with a private scratch buffer) and ones it must leave
// sequential (a column recurrence carried by the outer loop, a row scan
// whose writes overlap the next row's reads), a kernel whose arguments may
// be one buffer (versioned on a run-time overlap check, called with two
// buffers and with one), integer reductions carried in iter_args, run with
// 1 and 3 threads and
// by MLIR's pipeline; the pass alone at -O0 and its IR fed back to MLIR.
// A wrong parallelization of the recurrences changes their sums.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 3 > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main --threads 1 > %t.loopc1.out
// RUN: diff %t.mlir.out %t.loopc1.out
// RUN: %loopc run %s -e main -O0 --parallelize --threads 3 > %t.pass.out
// RUN: diff %t.mlir.out %t.pass.out
// jacobi's row loops, in its time loop, have too little work for threads
// at this size (min-work): without the threshold they run in parallel.
// RUN: %loopc run %s -e main -O0 --parallelize=min-work=0 --threads 3 > %t.nomin.out
// RUN: diff %t.mlir.out %t.nomin.out
// RUN: %loopc %s --parallelize --syntax=modern > %t.par.mlir
// RUN: %mlir_opt %t.par.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.par.out
// RUN: diff %t.mlir.out %t.par.out
// It fires where it should, and only there:
// RUN: %loopc %s -O3 --print-names=source | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @transpose
// IR:         scf.parallel
// IR-LABEL: func.func @jacobi
// IR:         scf.for %t
// IR:           scf.if
// IR-NEXT:        scf.parallel
// IR:           } else {
// IR-NEXT:        scf.for
// IR:           scf.if
// IR-NEXT:        scf.parallel
// IR-LABEL: func.func @rows_private
// IR:         scf.parallel
// IR-LABEL: func.func @column_recurrence
// IR-NOT:     scf.parallel
// IR-LABEL: func.func @row_scan
// IR-NOT:     scf.parallel
// IR-LABEL: func.func @shift_rows
// IR:         memref.extract_aligned_pointer_as_index
// IR:         scf.if
// IR-NEXT:      scf.parallel
// IR:         } else {
// IR-NEXT:      scf.for
// IR-LABEL: func.func @int_stats
// IR:         scf.parallel {{.*}} init
// IR:         scf.reduce
// IR-LABEL: func.func @main
// CHECK: 2.09715e+06
// CHECK-NEXT: 8.00009e+06
// CHECK-NEXT: 1.67731e+07
// CHECK-NEXT: 3.66213e+08
// CHECK-NEXT: 1.14532e+10
// CHECK-NEXT: 11444858880
// CHECK-NEXT: 525557760
// CHECK-NEXT: 3.49476e+08
// CHECK-NEXT: 387072

func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @sum(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f64) {
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (f64) {
      %x = memref.load %A[%i, %j] : memref<?x?xf64>
      %y = arith.addf %b, %x : f64
      scf.yield %y : f64
    }
    scf.yield %r : f64
  }
  func.call @printF64(%s) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @sum1(%F: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f64) {
    %x = memref.load %F[%i] : memref<?xf64>
    %y = arith.addf %a, %x : f64
    scf.yield %y : f64
  }
  func.call @printF64(%s) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @transpose(%A: memref<?x?xf64>, %T: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %A[%i, %j] : memref<?x?xf64>
      memref.store %x, %T[%j, %i] : memref<?x?xf64>
    }
  }
  return
}

// Ten steps of B = (A up + A down) / 2 on the inside, then A = B.
func.func @jacobi(%A: memref<?x?xf64>, %B: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %half = arith.constant 0.5 : f64
  %m = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %c10 step %c1 {
    scf.for %i = %c1 to %m step %c1 {
      scf.for %j = %c1 to %m step %c1 {
        %ip = arith.addi %i, %c1 : index
        %im = arith.subi %i, %c1 : index
        %a = memref.load %A[%ip, %j] : memref<?x?xf64>
        %b = memref.load %A[%im, %j] : memref<?x?xf64>
        %s = arith.addf %a, %b : f64
        %h = arith.mulf %s, %half : f64
        memref.store %h, %B[%i, %j] : memref<?x?xf64>
      }
    }
    scf.for %i = %c1 to %m step %c1 {
      scf.for %j = %c1 to %m step %c1 {
        %x = memref.load %B[%i, %j] : memref<?x?xf64>
        memref.store %x, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// Each row reversed through a scratch row of its own iteration.
func.func @rows_private(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc(%n) : memref<?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %A[%i, %j] : memref<?x?xf64>
      memref.store %x, %t[%j] : memref<?xf64>
    }
    scf.for %j = %c0 to %n step %c1 {
      %r = arith.subi %m, %j : index
      %x = memref.load %t[%r] : memref<?xf64>
      %y = arith.addf %x, %x : f64
      memref.store %y, %A[%i, %j] : memref<?x?xf64>
    }
    memref.dealloc %t : memref<?xf64>
  }
  return
}

// A[i][j] += A[i - 1][j]: each row needs the previous one.
func.func @column_recurrence(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c1 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %im = arith.subi %i, %c1 : index
      %a = memref.load %A[%im, %j] : memref<?x?xf64>
      %b = memref.load %A[%i, %j] : memref<?x?xf64>
      %s = arith.addf %a, %b : f64
      memref.store %s, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// Row i's last element feeds row i + 1's first: A[i][j] += A[i][j - 1]
// with j - 1 wrapping to the previous row through a flat view of the rows
// (i * n + j - 1 in a 1-d buffer).
func.func @row_scan(%F: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %in = arith.muli %i, %n : index
      %k = arith.addi %in, %j : index
      %p = arith.cmpi eq, %k, %c0 : index
      scf.if %p {
      } else {
        %km = arith.subi %k, %c1 : index
        %a = memref.load %F[%km] : memref<?xf64>
        %b = memref.load %F[%k] : memref<?xf64>
        %s = arith.addf %a, %b : f64
        memref.store %s, %F[%k] : memref<?xf64>
      }
    }
  }
  return
}

// B[i][j] = A[i - 1][j] + 1, from arguments that may be one buffer: the
// parallel version runs only when they do not overlap (@main calls it both
// ways; with A = B the rows form a recurrence).
func.func @shift_rows(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  scf.for %i = %c1 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %im = arith.subi %i, %c1 : index
      %x = memref.load %A[%im, %j] : memref<?x?xf64>
      %y = arith.addf %x, %one : f64
      memref.store %y, %B[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// Integer reductions over the rows: a sum and a maximum of the rows' sums
// (of the elements as integers), carried in iter_args.
func.func @int_stats(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %lo = arith.constant -9223372036854775808 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z, %mx = %lo) -> (i64, i64) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%t = %z) -> (i64) {
      %x = memref.load %A[%i, %j] : memref<?x?xf64>
      %xi = arith.fptosi %x : f64 to i64
      %ij = arith.index_cast %j : index to i64
      %y = arith.muli %xi, %ij : i64
      %u = arith.addi %t, %y : i64
      scf.yield %u : i64
    }
    %s2 = arith.addi %s, %row : i64
    %m2 = arith.maxsi %mx, %row : i64
    scf.yield %s2, %m2 : i64, i64
  }
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 64 : index
  %nn = arith.constant 4096 : index
  %A = memref.alloc(%n, %n) : memref<?x?xf64>
  %T = memref.alloc(%n, %n) : memref<?x?xf64>
  %F = memref.alloc(%nn) : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %in = arith.muli %i, %n : index
      %k = arith.addi %in, %j : index
      %ki = arith.index_cast %k : index to i64
      %x = arith.sitofp %ki : i64 to f64
      memref.store %x, %A[%i, %j] : memref<?x?xf64>
      memref.store %x, %F[%k] : memref<?xf64>
    }
  }
  func.call @transpose(%A, %T, %n) : (memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c2 {
    %x = memref.load %T[%i, %c1] : memref<?x?xf64>
    memref.store %x, %T[%i, %c0] : memref<?x?xf64>
  }
  %q = arith.constant 0.25 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %T[%i, %j] : memref<?x?xf64>
      %y = arith.mulf %x, %q : f64
      memref.store %y, %T[%i, %j] : memref<?x?xf64>
    }
  }
  func.call @sum(%T, %n) : (memref<?x?xf64>, index) -> ()
  func.call @jacobi(%A, %T, %n) : (memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @sum(%T, %n) : (memref<?x?xf64>, index) -> ()
  func.call @rows_private(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @sum(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @column_recurrence(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @sum(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @row_scan(%F, %n) : (memref<?xf64>, index) -> ()
  func.call @sum1(%F, %nn) : (memref<?xf64>, index) -> ()
  func.call @int_stats(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @shift_rows(%A, %T, %n) : (memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @sum(%T, %n) : (memref<?x?xf64>, index) -> ()
  func.call @shift_rows(%A, %A, %n) : (memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @sum(%A, %n) : (memref<?x?xf64>, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %T : memref<?x?xf64>
  memref.dealloc %F : memref<?xf64>
  return
}
