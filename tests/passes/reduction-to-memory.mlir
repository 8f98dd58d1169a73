// reduction-to-memory keeps a loop.for's one iter_arg in the cell its
// result is stored to, in every iteration, where loop-interchange then
// swaps the loop with the one around it; only where the dependence analysis
// shows that nothing else in the loop touches the cell. -O3 runs it after
// parallelize and before loop-interchange.
// RUN: %loopc --print-names=source %s --reduction-to-memory --split-input-file | FileCheck %s
// RUN: %if mlir-opt %{ %loopc %s --reduction-to-memory --split-input-file | %mlir_opt --split-input-file > /dev/null %}
// RUN: %loopc %s -O3 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=PIPE
// RUN: %loopc %s -O2 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=O2
// PIPE: IR Dump After parallelize
// PIPE: IR Dump After reduction-to-memory
// PIPE: IR Dump After loop-interchange
// O2-NOT: IR Dump After reduction-to-memory

// The naive product, the sum from C[i][j]: the load before the loop goes,
// the loop loads and stores the cell; the order of the additions into it
// is k's, as before.
// CHECK-LABEL: func.func @from_cell
// CHECK:         scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:      scf.for %k = %c0 to %n step %c1 {
// CHECK-NEXT:        %[[S:.*]] = memref.load %C[%i, %j]
// CHECK-NEXT:        memref.load %A[%i, %k]
// CHECK-NEXT:        memref.load %B[%k, %j]
// CHECK-NEXT:        arith.mulf
// CHECK-NEXT:        %[[T:.*]] = arith.addf %[[S]], %p
// CHECK-NEXT:        memref.store %[[T]], %C[%i, %j]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @from_cell(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
                     %C: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %c = memref.load %C[%i, %j] : memref<?x?xf64>
      %r = scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %t = arith.addf %s, %p : f64
        scf.yield %t : f64
      }
      memref.store %r, %C[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// The sum from 0.0: the cell takes it before the loop.
// CHECK-LABEL: func.func @from_zero
// CHECK:         scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:      memref.store %zero, %C[%i, %j]
// CHECK-NEXT:      scf.for %k = %c0 to %n step %c1 {
// CHECK-NEXT:        memref.load %C[%i, %j]
// CHECK:             memref.store %{{.*}}, %C[%i, %j]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @from_zero(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
                     %C: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %r = scf.for %k = %c0 to %n step %c1 iter_args(%s = %zero) -> (f64) {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %t = arith.addf %s, %p : f64
        scf.yield %t : f64
      }
      memref.store %r, %C[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// The loop reads the cell itself (its value before the loop): storing the
// partial sums there would change what it reads. Not rewritten.
// CHECK-LABEL: func.func @reads_cell
// CHECK:         scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
func.func @reads_cell(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
                      %C: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %c = memref.load %C[%i, %j] : memref<?x?xf64>
      %r = scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %C[%i, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %t = arith.addf %s, %p : f64
        scf.yield %t : f64
      }
      memref.store %r, %C[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// A, B and C may alias: the loads of A and B may read the cell. Not
// rewritten (-O3 rewrites parallelize's version for disjoint arguments).
// CHECK-LABEL: func.func @may_alias
// CHECK:         scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
func.func @may_alias(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %c = memref.load %C[%i, %j] : memref<?x?xf64>
      %r = scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %t = arith.addf %s, %p : f64
        scf.yield %t : f64
      }
      memref.store %r, %C[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// C[j][i] = sum over k of A[j][k]: with j innermost both the cell and A
// would be strided, k walks A's rows: loop-interchange would not swap, so
// the sum stays in a register.
// CHECK-LABEL: func.func @not_profitable
// CHECK:         scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
func.func @not_profitable(%A: memref<?x?xf64> {llvm.noalias}, %C: memref<?x?xf64> {llvm.noalias},
                          %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %c = memref.load %C[%j, %i] : memref<?x?xf64>
      %r = scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
        %a = memref.load %A[%j, %k] : memref<?x?xf64>
        %t = arith.addf %s, %a : f64
        scf.yield %t : f64
      }
      memref.store %r, %C[%j, %i] : memref<?x?xf64>
    }
  }
  return
}

// -----

// Something is stored between the loop and the store of its result: the
// cell would hold the sum early. Not rewritten.
// CHECK-LABEL: func.func @store_between
// CHECK:         scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
func.func @store_between(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
                         %C: memref<?x?xf64> {llvm.noalias}, %D: memref<?xf64> {llvm.noalias},
                         %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %c = memref.load %C[%i, %j] : memref<?x?xf64>
      %r = scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %t = arith.addf %s, %p : f64
        scf.yield %t : f64
      }
      memref.store %r, %D[%j] : memref<?xf64>
      memref.store %r, %C[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
