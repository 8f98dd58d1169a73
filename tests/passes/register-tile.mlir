// register-tile keeps a tile of the cell a k-j nest accumulates into in
// registers across the k loop: MR rows of a parallel loop jammed together,
// NR columns at a time, the tile's cells carried in the k loop's iter_args
// (scalar replacement), which the C compiler vectorizes. Only where the
// nest's one store touches nothing else the nest reads. -O3 runs it after
// loop-interchange.
// RUN: %loopc --print-names=source %s '--register-tile=vector-bits=512 k-tile=0' --split-input-file | FileCheck %s
// RUN: %loopc --print-names=source %s --register-tile=k-tile=0 --split-input-file | FileCheck %s --check-prefix=PORTABLE
// RUN: %if mlir-opt %{ %loopc %s --register-tile=vector-bits=512 --split-input-file | %mlir_opt --split-input-file > /dev/null %}
// RUN: %loopc --print-names=source %s '--register-tile=vector-bits=512 k-tile=16' --split-input-file | FileCheck %s --check-prefix=KT
// RUN: %loopc --print-names=source %s '--register-tile=vector-bits=512 l1-size=32 l2-size=1024' --split-input-file | FileCheck %s --check-prefix=AUTO
// RUN: %loopc --print-names=source %s '--register-tile=vector-bits=512 l1-size=1024 l2-size=1024' --split-input-file | FileCheck %s --check-prefix=AUTO-L2
// RUN: %loopc --print-names=source %s '--register-tile=vector-bits=512 l1-size=4 l2-size=1024' --split-input-file | FileCheck %s --check-prefix=AUTO-MIN
// RUN: %loopc %s -O3 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=PIPE
// RUN: %loopc %s -O2 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=O2
// PIPE: IR Dump After loop-interchange
// PIPE: IR Dump After register-tile
// O2-NOT: IR Dump After register-tile

// gemm in i-k-j order with C scaled first: the scaling runs for each row of
// the tiles, then 8 x 8 tiles of C (f64, 512-bit vectors; 4 x 4 for 128-bit
// ones) go through the k loop as 64 iter_args; the columns past the last
// whole tile one at a time, 8 cells of a column in iter_args; the rows past
// the last whole tile in the original loop.
// Blocks of about G = ceil(tiles / 8) row tiles (at least 1, at most 32),
// so that there are at most 8 blocks: ITERS = ceil(tiles / G) of them, the
// block t from tile floor(t * tiles / ITERS) = t * Q + t * R / ITERS to
// the next one's (Q = tiles / ITERS, R = tiles % ITERS), as even as can be
// in any contiguous shares; the threads take contiguous shares of the
// blocks (loopc.even_shares: a block's tiles cost the same):
// CHECK-LABEL: func.func @gemm
// CHECK:         %[[TILES:.*]] = arith.divsi %{{.*}}, %[[MR:.*]] : index
// CHECK:         %[[EIGHT:.*]] = arith.constant 8 : index
// CHECK:         %[[G:.*]] = arith.ceildivsi %[[TILES]], %[[EIGHT]] : index
// CHECK:         %[[G1:.*]] = arith.maxsi %[[G]]
// CHECK:         %[[G2:.*]] = arith.minsi %[[G1]]
// CHECK:         %[[ITERS:.*]] = arith.ceildivsi %[[TILES]], %[[G2]] : index
// CHECK:         %[[DIV:.*]] = arith.maxsi %[[ITERS]], %[[ONE:.*]] : index
// CHECK:         %[[Q:.*]] = arith.divsi %[[TILES]], %[[DIV]] : index
// CHECK:         %[[R:.*]] = arith.remsi %[[TILES]], %[[DIV]] : index
// CHECK:         scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%[[ITERS]])
// CHECK:           %[[T1:.*]] = arith.addi %[[T]], %[[ONE]] : index
// CHECK:           %[[TR:.*]] = arith.muli %[[T]], %[[R]] : index
// CHECK:           %[[TRD:.*]] = arith.divsi %[[TR]], %[[DIV]] : index
// CHECK:           %[[TQ:.*]] = arith.muli %[[T]], %[[Q]] : index
// CHECK:           %[[G0:.*]] = arith.addi %[[TQ]], %[[TRD]] : index
// CHECK:           %[[T1R:.*]] = arith.muli %[[T1]], %[[R]] : index
// CHECK:           %[[T1RD:.*]] = arith.divsi %[[T1R]], %[[DIV]] : index
// CHECK:           %[[T1Q:.*]] = arith.muli %[[T1]], %[[Q]] : index
// CHECK:           %[[GE:.*]] = arith.addi %[[T1Q]], %[[T1RD]] : index
// CHECK:           %[[GN:.*]] = arith.subi %[[GE]], %[[G0]] : index
// CHECK:           scf.for %{{.*}} = %{{.*}} to %[[GN]] step
// CHECK-COUNT-8:     arith.mulf %{{.*}}, %beta
// The cells row by row: a row's 8 cells side by side in the iter_args.
// CHECK:           %[[C00:.*]] = memref.load %C[%[[R0:.*]], %[[J0:.*]]]
// CHECK-NEXT:      %[[C01:.*]] = memref.load %C[%[[R0]], %[[J1:.*]]]
// CHECK:           %[[T:.*]]:64 = scf.for %{{.*}} = %c0 to %n step %c1 iter_args(%{{.*}} = %[[C00]], %{{.*}} = %[[C01]],
// CHECK:             scf.yield
// CHECK-COUNT-64:  memref.store %[[T]]#{{[0-9]+}}, %C
// The columns past the last column tile (j's bound the same for every
// row), one at a time, the tile's 8 cells of the column carried through k
// (not row by row through memory):
// CHECK:           scf.for %{{.*}} = %{{.*}} to %[[GN]] step
// CHECK:             scf.for %[[JR:.*]] = %{{.*}} to %n step
// CHECK-COUNT-8:       memref.load %C[%{{.*}}, %[[JR]]]
// CHECK:               %[[U:.*]]:8 = scf.for %{{.*}} = %c0 to %n step %c1 iter_args(
// CHECK:                 scf.yield
// CHECK-COUNT-8:       memref.store %[[U]]#{{[0-7]}}, %C[%{{.*}}, %[[JR]]]
// CHECK-NOT:     scf.for %k
// CHECK-NOT:     memref.alloc
// CHECK:         } {loopc.even_shares}
// CHECK:         scf.parallel (%i) = (%{{.*}}) to (%n) step (%c1) {
// With k-tile=16, k runs in chunks of 16 around the column tiles, each
// tile's k loop over its chunk (the cells loaded and stored per chunk);
// the columns past the last tile take k whole:
// KT-LABEL: func.func @gemm
// KT:         scf.parallel
// KT:           %[[S:.*]] = arith.constant 16 : index
// KT:           scf.for %[[K0:.*]] = %c0 to %n step %[[S]] {
// KT:             %[[E:.*]] = arith.addi %[[K0]], %[[S]] : index
// KT:             %[[K1:.*]] = arith.minsi %[[E]], %n : index
// KT:             scf.for
// KT:               scf.for
// KT:                 %{{.*}}:64 = scf.for %{{.*}} = %[[K0]] to %[[K1]] step %c1 iter_args(
// KT:           scf.for %k = %c0 to %n step %c1 {
// By default (k-tile=-1) the chunk is from the caches: per k a tile reads
// NR = 8 elements of B's row and MR = 8 row values (A[i][k], packed per
// block), 128 bytes, so 128 iterations fill half of a 32 KiB L1; a block's
// row values (32 tiles of 8 rows at most) must fit in half of L2: with a
// 1 MiB L1 the L2's 1 MiB bounds the chunk at 256; it is never below 32 (an
// L1 of 4 KiB):
// AUTO-LABEL: func.func @gemm
// AUTO:         scf.parallel
// AUTO:           %[[S:.*]] = arith.constant 128 : index
// AUTO:           scf.for %[[K0:.*]] = %c0 to %n step %[[S]] {
// AUTO:             %[[E:.*]] = arith.addi %[[K0]], %[[S]] : index
// AUTO:             %[[K1:.*]] = arith.minsi %[[E]], %n : index
// AUTO:                 %{{.*}}:64 = scf.for %{{.*}} = %[[K0]] to %[[K1]] step %c1 iter_args(
// AUTO-L2-LABEL: func.func @gemm
// AUTO-L2:         scf.parallel
// AUTO-L2:           %[[S:.*]] = arith.constant 256 : index
// AUTO-L2:           scf.for %[[K0:.*]] = %c0 to %n step %[[S]] {
// AUTO-MIN-LABEL: func.func @gemm
// AUTO-MIN:         scf.parallel
// AUTO-MIN:           %[[S:.*]] = arith.constant 32 : index
// AUTO-MIN:           scf.for %[[K0:.*]] = %c0 to %n step %[[S]] {
// PORTABLE-LABEL: func.func @gemm
// PORTABLE:         %{{.*}}:16 = scf.for %{{.*}} = %c0 to %n step %c1 iter_args(
func.func @gemm(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index,
                %beta: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  scf.if %true {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      scf.for %j = %c0 to %n step %c1 {
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.mulf %c, %beta : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
      scf.for %k = %c0 to %n step %c1 {
        scf.for %j = %c0 to %n step %c1 {
          %a = memref.load %A[%i, %k] : memref<?x?xf64>
          %b = memref.load %B[%k, %j] : memref<?x?xf64>
          %p = arith.mulf %a, %b : f64
          %c = memref.load %C[%i, %j] : memref<?x?xf64>
          %s = arith.addf %c, %p : f64
          memref.store %s, %C[%i, %j] : memref<?x?xf64>
        }
      }
      scf.reduce
    }
  } {loopc.disjoint_args}
  return
}

// -----

// The same without the overlap check: C may be A or B, so a tile of C kept
// in registers could miss a store that a load of A or B should see.
// CHECK-LABEL: func.func @may_alias
// CHECK-NOT:     iter_args
// CHECK:         scf.parallel (%i) = (%c0) to (%n) step (%c1) {
func.func @may_alias(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.for %k = %c0 to %n step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
    scf.reduce
  }
  return
}

// -----

// Values per row and k that j's body uses (gemm's alpha * A[i][k], before
// j or in j's body from operands j does not change) are computed once per
// row block into a buffer R of the block's rows by k's trip count, R[g *
// trips + k][q] (tile g, row q), which the tiles load as they load a packed
// column: the tile computed them again for every column tile. Those in
// j's body only where j's range is not empty, as before.
// CHECK-LABEL: func.func @row_values
// CHECK:         scf.parallel
// CHECK:           %[[R:.*]] = memref.alloc(%{{.*}}) : memref<?x8xf64>
// CHECK:           scf.for
// CHECK:             scf.for %{{.*}} = %c0 to %n step
// CHECK-NOT:           scf.if
// CHECK-COUNT-8:       arith.mulf %alpha
// CHECK-COUNT-8:       memref.store %{{.*}}, %[[R]][%{{.*}}, %{{.*}}]
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK:               %{{.*}}:64 = scf.for %{{.*}} iter_args(
// CHECK-NOT:             memref.load %A
// CHECK-COUNT-8:         memref.load %[[R]][%{{.*}}, %{{.*}}]
// CHECK-NOT:             memref.load %A
// CHECK-NOT:             arith.mulf %alpha
// CHECK:                 scf.yield
// CHECK:           memref.dealloc %[[R]]
// CHECK-LABEL: func.func @row_values_in_j
// CHECK:         scf.parallel
// CHECK:           %[[R:.*]] = memref.alloc(%{{.*}}) : memref<?x8xf64>
// CHECK:           scf.for
// CHECK:             scf.for %{{.*}} = %c0 to %n step
// CHECK:               %[[RUNS:.*]] = arith.cmpi slt, %c0, %m
// CHECK:               scf.if %[[RUNS]] {
// CHECK:                 %[[T:.*]] = arith.mulf %alpha
// CHECK:                 memref.store %[[T]], %[[R]][%{{.*}}, %{{.*}}]
// CHECK-COUNT-7:         memref.store %{{.*}}, %[[R]][%{{.*}}, %{{.*}}]
// CHECK:               %{{.*}}:64 = scf.for %{{.*}} iter_args(
// CHECK-NOT:             memref.load %A
// CHECK-COUNT-8:         memref.load %[[R]][%{{.*}}, %{{.*}}]
// CHECK-NOT:             memref.load %A
// CHECK-NOT:             arith.mulf %alpha
// CHECK:                 scf.yield
// CHECK:           memref.dealloc %[[R]]
func.func @row_values(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index,
                      %alpha: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  scf.if %true {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      scf.for %k = %c0 to %n step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %t = arith.mulf %alpha, %a : f64
        scf.for %j = %c0 to %n step %c1 {
          %b = memref.load %B[%k, %j] : memref<?x?xf64>
          %p = arith.mulf %t, %b : f64
          %c = memref.load %C[%i, %j] : memref<?x?xf64>
          %s = arith.addf %c, %p : f64
          memref.store %s, %C[%i, %j] : memref<?x?xf64>
        }
      }
      scf.reduce
    }
  } {loopc.disjoint_args}
  return
}
func.func @row_values_in_j(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>,
                           %n: index, %m: index, %alpha: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  scf.if %true {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      scf.for %k = %c0 to %n step %c1 {
        scf.for %j = %c0 to %m step %c1 {
          %a = memref.load %A[%i, %k] : memref<?x?xf64>
          %t = arith.mulf %alpha, %a : f64
          %b = memref.load %B[%k, %j] : memref<?x?xf64>
          %p = arith.mulf %t, %b : f64
          %c = memref.load %C[%i, %j] : memref<?x?xf64>
          %s = arith.addf %c, %p : f64
          memref.store %s, %C[%i, %j] : memref<?x?xf64>
        }
      }
      scf.reduce
    }
  } {loopc.disjoint_args}
  return
}

// -----

// The nest also reads the next cell of the row (C[i][j+1], carried by the
// k loop to the next column): a tile would read a stale value. And a k
// loop whose bound depends on the row (rows of a tile would run different
// k loops). Neither is tiled.
// CHECK-LABEL: func.func @not_private
// CHECK-NOT:     iter_args
// CHECK-LABEL: func.func @triangular
// CHECK-NOT:     iter_args
func.func @not_private(%B: memref<?x?xf64> {llvm.noalias}, %C: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.for %k = %c0 to %n step %c1 {
      scf.for %j = %c0 to %m step %c1 {
        %j1 = arith.addi %j, %c1 : index
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %d = memref.load %C[%i, %j1] : memref<?x?xf64>
        %p = arith.mulf %d, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
    scf.reduce
  }
  return
}
func.func @triangular(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
                      %C: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.for %k = %c0 to %i step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
    scf.reduce
  }
  return
}

// -----

// syrk: the j loop ends at the row (j <= i). The column tiles go up to the
// bound of the first row of the block's last tile; a tile takes a column
// tile when its own first row has all of its columns (later rows have
// more), and each row finishes its own columns after its tile's; i + 1 is
// computed again for each row where a part of the body needs it. A[j][k]
// walks a column along j: for each column tile it is packed into a buffer
// of k's trip count by 8, P[k][c] = A[j0 + c][k], which the tile loads a
// row at a time.
// CHECK-LABEL: func.func @syrk
// CHECK:         scf.parallel
// CHECK:           %[[P:.*]] = memref.alloc(%{{.*}}) : memref<?x8xf64>
// CHECK:           scf.for %{{.*}} = %{{.*}} to
// CHECK:             scf.for %{{.*}} = %c0 to %m step %{{.*}} {
// CHECK-COUNT-8:       memref.store %{{.*}}, %[[P]][%{{.*}}, %{{.*}}]
// CHECK:             scf.for
// CHECK:               %[[HAS:.*]] = arith.cmpi sle
// CHECK:               scf.if %[[HAS]] {
// CHECK:                 %{{.*}}:64 = scf.for %[[K2:.*]] = %c0 to %m step %c1 iter_args(
// CHECK-COUNT-8:           memref.load %[[P]][%{{.*}}, %{{.*}}]
// CHECK:                   scf.yield
// CHECK:           memref.dealloc %[[P]]
// The columns past each row's own tiles differ from row to row: they are
// not carried in registers but run row by row, after the block's tiles:
// CHECK-NOT:         iter_args
// CHECK:             scf.for %k = %c0 to %m step %c1 {
// CHECK-NEXT:          scf.for %j = %{{.*}} to %{{.*}} step %c1 {
// Later blocks have more columns: no loopc.even_shares. A row's work is
// linear in the row (j up to i + 1 in both loops), so is a block's in its
// number: loopc.linear_shares, the C backend pairs block t with the last
// but t.
// CHECK-NOT:     loopc.even_shares
// CHECK:         } {loopc.linear_shares}
// CHECK:         scf.parallel (%i) = (%{{.*}}) to (%n) step (%c1) {
func.func @syrk(%A: memref<?x?xf64> {llvm.noalias}, %C: memref<?x?xf64> {llvm.noalias},
                %n: index, %m: index, %beta: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %i1 = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %i1 step %c1 {
      %c = memref.load %C[%i, %j] : memref<?x?xf64>
      %s = arith.mulf %c, %beta : f64
      memref.store %s, %C[%i, %j] : memref<?x?xf64>
    }
    scf.for %k = %c0 to %m step %c1 {
      scf.for %j = %c0 to %i1 step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %A[%j, %k] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
    scf.reduce
  }
  return
}

// -----

// syrk with a triangle of triangles before the nest (row i's column j
// runs j + 1 steps): a row's work is quadratic in the row, pairs of blocks
// would not cost the same: neither loopc.linear_shares nor
// loopc.even_shares (the C backend deals the blocks out in turn).
// CHECK-LABEL: func.func @syrk_quadratic
// CHECK-NOT:     loopc.linear_shares
// CHECK-NOT:     loopc.even_shares
// CHECK:         return
func.func @syrk_quadratic(%A: memref<?x?xf64> {llvm.noalias}, %C: memref<?x?xf64> {llvm.noalias},
                          %D: memref<?x?xf64> {llvm.noalias}, %n: index, %m: index, %beta: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %i1 = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %i1 step %c1 {
      %j1 = arith.addi %j, %c1 : index
      scf.for %l = %c0 to %j1 step %c1 {
        %d = memref.load %D[%i, %j] : memref<?x?xf64>
        %s = arith.mulf %d, %beta : f64
        memref.store %s, %D[%i, %j] : memref<?x?xf64>
      }
    }
    scf.for %k = %c0 to %m step %c1 {
      scf.for %j = %c0 to %i1 step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %A[%j, %k] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
    scf.reduce
  }
  return
}

// -----

// syrk with k counting by 2: still tiled, but neither A[j][k] nor the row
// value A[i][k] is packed (a buffer's row is k's iteration, k - lb, only for
// a step of 1).
// CHECK-LABEL: func.func @syrk_step2
// CHECK-NOT:     memref.alloc
// CHECK:         %{{.*}}:64 = scf.for %[[K:.*]] = %c0 to %m step %c2 iter_args(
// CHECK:           memref.load %A[%{{.*}}, %[[K]]]
func.func @syrk_step2(%A: memref<?x?xf64> {llvm.noalias}, %C: memref<?x?xf64> {llvm.noalias},
                      %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %i1 = arith.addi %i, %c1 : index
    scf.for %k = %c0 to %m step %c2 {
      scf.for %j = %c0 to %i1 step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %A[%j, %k] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
    scf.reduce
  }
  return
}
