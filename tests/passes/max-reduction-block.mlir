// max-reduction-block runs a loop over j whose body only max-updates (or
// min-updates) one cell C[r][j], ending in a loop over k up to j, in
// blocks of 16 cells of j (option block): per block, the terms of every k
// below the block's first j folded into the cells first (a local buffer,
// the k loop marked loopc.no_vectorize), then the original statements and
// the k from the block's first j per j; the rest of j as before. Only
// where every store is such an update of one kind, the terms of phase one
// read no cell of the block and the statements no cell to their right
// (passes/dependence.c's affine forms), under an overlap check when a
// function argument it reads may alias the cells'. -O3 runs it after
// parallel-unroll-jam.
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(max-reduction-block,canonicalize,cse)' --split-input-file | FileCheck %s
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(max-reduction-block{block=8},canonicalize,cse)' --split-input-file | FileCheck %s --check-prefix=B8
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(max-reduction-block{block=1})' --split-input-file | FileCheck %s --check-prefix=OFF
// RUN: %if mlir-opt %{ %loopc %s --max-reduction-block --split-input-file | %mlir_opt --split-input-file > /dev/null %}
// RUN: %loopc %s -O3 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=PIPE
// RUN: %loopc %s -O2 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=O2
// RUN: %loopc %s -O3 --emit=c --split-input-file | FileCheck %s --check-prefix=C
// PIPE: IR Dump After parallel-unroll-jam
// PIPE: IR Dump After max-reduction-block
// O2-NOT: IR Dump After max-reduction-block
// OFF-NOT: loopc.no_vectorize
// C: #pragma clang loop vectorize(disable)

// nussinov's shape (signed max as cmpi sge / select), T and S function
// arguments that may alias: the blocked loop under an overlap check.
// CHECK-LABEL: func.func @nussinov
// CHECK:         scf.if %{{.*}} {
// CHECK:           %[[E:.*]] = arith.addi %ip, %{{.*}} : index
// CHECK:           scf.for %[[J0:.*]] = %ip to %[[E]] step %[[B:.*]] {
// CHECK:             %[[ACC:.*]] = memref.alloca() : memref<16xi32>
// CHECK:             scf.for %[[JJ:.*]] = %{{.*}} to %[[B]] step %c1 {
// CHECK:               memref.store %{{.*}}, %[[ACC]][%[[JJ]]]
// CHECK:             scf.for %[[K:.*]] = %ip to %[[J0]] step %c1 {
// CHECK:               scf.for %[[JJ2:.*]] = %{{.*}} to %[[B]] step %c1 {
// CHECK:                 %[[JB:.*]] = arith.addi %[[J0]], %[[JJ2]] : index
// CHECK:                 %[[CELL:.*]] = memref.load %[[ACC]][%[[JJ2]]]
// CHECK:                 memref.load %T[%i, %[[K]]]
// CHECK:                 memref.load %T[%{{.*}}, %[[JB]]]
// CHECK:                 arith.select %{{.*}}, %[[CELL]], %{{.*}} : i32
// CHECK:                 memref.store %{{.*}}, %[[ACC]][%[[JJ2]]]
// CHECK:             } {loopc.no_vectorize}
// CHECK:             scf.for %[[JJ3:.*]] = %{{.*}} to %[[B]] step %c1 {
// CHECK:               memref.load %[[ACC]][%[[JJ3]]]
// CHECK:             %[[J1:.*]] = arith.addi %[[J0]], %[[B]] : index
// CHECK:             scf.for %[[J:.*]] = %[[J0]] to %[[J1]] step %c1 {
// CHECK:               %[[KL:.*]] = arith.maxsi %ip, %[[J0]] : index
// CHECK:               scf.for %{{.*}} = %[[KL]] to %[[J]] step %c1 {
// CHECK:           scf.for %{{.*}} = %[[E]] to %n step %c1 {
// CHECK:         } else {
// CHECK-NOT:       alloca
// CHECK:         } {loopc.disjoint_args}
// B8-LABEL: func.func @nussinov
// B8:         memref.alloca() : memref<8xi32>
func.func @nussinov(%T: memref<?x40xi32>, %S: memref<?xi8>, %i: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i32
  %ip = arith.addi %i, %c1 : index
  scf.for %j = %ip to %n step %c1 {
    %jm = arith.subi %j, %c1 : index
    %a0 = memref.load %T[%i, %j] : memref<?x40xi32>
    %a1 = memref.load %T[%i, %jm] : memref<?x40xi32>
    %ac = arith.cmpi sge, %a0, %a1 : i32
    %a2 = arith.select %ac, %a0, %a1 : i32
    memref.store %a2, %T[%i, %j] : memref<?x40xi32>
    %d0 = memref.load %T[%i, %j] : memref<?x40xi32>
    %d1 = memref.load %T[%ip, %jm] : memref<?x40xi32>
    %s0 = memref.load %S[%j] : memref<?xi8>
    %e0 = arith.extsi %s0 : i8 to i32
    %d2 = arith.addi %d1, %e0 : i32
    %dc = arith.cmpi sge, %d0, %d2 : i32
    %d3 = arith.select %dc, %d0, %d2 : i32
    memref.store %d3, %T[%i, %j] : memref<?x40xi32>
    scf.for %k = %ip to %j step %c1 {
      %x = memref.load %T[%i, %j] : memref<?x40xi32>
      %y = memref.load %T[%i, %k] : memref<?x40xi32>
      %k1 = arith.addi %k, %c1 : index
      %z = memref.load %T[%k1, %j] : memref<?x40xi32>
      %t = arith.addi %y, %z : i32
      %c = arith.cmpi sge, %x, %t : i32
      %r = arith.select %c, %x, %t : i32
      memref.store %r, %T[%i, %j] : memref<?x40xi32>
    }
  }
  return
}

// -----

// arith.minui, the cells of an allocation: no check.
// CHECK-LABEL: func.func @minui
// CHECK-NOT:     scf.if
// CHECK:         memref.alloca() : memref<16xi32>
// CHECK:         arith.minui
// CHECK:         } {loopc.no_vectorize}
func.func @minui(%i: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %T = memref.alloc(%c40) : memref<?x40xi32>
  %ip = arith.addi %i, %c1 : index
  scf.for %j = %ip to %n step %c1 {
    scf.for %k = %ip to %j step %c1 {
      %x = memref.load %T[%i, %j] : memref<?x40xi32>
      %y = memref.load %T[%i, %k] : memref<?x40xi32>
      %k1 = arith.addi %k, %c1 : index
      %z = memref.load %T[%k1, %j] : memref<?x40xi32>
      %t = arith.addi %y, %z : i32
      %r = arith.minui %t, %x : i32
      memref.store %r, %T[%i, %j] : memref<?x40xi32>
    }
  }
  memref.dealloc %T : memref<?x40xi32>
  return
}

// -----

// Not: a float max (maximumf is not one of the integer updates).
// CHECK-LABEL: func.func @float
// CHECK-NOT:     memref.alloca
// CHECK-NOT:     loopc.no_vectorize
func.func @float(%i: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %T = memref.alloc(%c40) : memref<?x40xf32>
  %ip = arith.addi %i, %c1 : index
  scf.for %j = %ip to %n step %c1 {
    scf.for %k = %ip to %j step %c1 {
      %x = memref.load %T[%i, %j] : memref<?x40xf32>
      %y = memref.load %T[%i, %k] : memref<?x40xf32>
      %k1 = arith.addi %k, %c1 : index
      %z = memref.load %T[%k1, %j] : memref<?x40xf32>
      %t = arith.addf %y, %z : f32
      %c = arith.cmpf oge, %x, %t : f32
      %r = arith.select %c, %x, %t : f32
      memref.store %r, %T[%i, %j] : memref<?x40xf32>
    }
  }
  memref.dealloc %T : memref<?x40xf32>
  return
}

// -----

// Not: a store that is not a max update (a sum).
// CHECK-LABEL: func.func @sum
// CHECK-NOT:     memref.alloca
func.func @sum(%i: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %T = memref.alloc(%c40) : memref<?x40xi32>
  %ip = arith.addi %i, %c1 : index
  scf.for %j = %ip to %n step %c1 {
    scf.for %k = %ip to %j step %c1 {
      %x = memref.load %T[%i, %j] : memref<?x40xi32>
      %y = memref.load %T[%i, %k] : memref<?x40xi32>
      %k1 = arith.addi %k, %c1 : index
      %z = memref.load %T[%k1, %j] : memref<?x40xi32>
      %t = arith.addi %y, %z : i32
      %r = arith.addi %x, %t : i32
      memref.store %r, %T[%i, %j] : memref<?x40xi32>
    }
  }
  memref.dealloc %T : memref<?x40xi32>
  return
}

// -----

// Not: a max and a min of one cell (together neither associative nor
// commutative).
// CHECK-LABEL: func.func @mixed
// CHECK-NOT:     memref.alloca
func.func @mixed(%i: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %T = memref.alloc(%c40) : memref<?x40xi32>
  %ip = arith.addi %i, %c1 : index
  scf.for %j = %ip to %n step %c1 {
    %jm = arith.subi %j, %c1 : index
    %a0 = memref.load %T[%i, %j] : memref<?x40xi32>
    %a1 = memref.load %T[%i, %jm] : memref<?x40xi32>
    %a2 = arith.minsi %a0, %a1 : i32
    memref.store %a2, %T[%i, %j] : memref<?x40xi32>
    scf.for %k = %ip to %j step %c1 {
      %x = memref.load %T[%i, %j] : memref<?x40xi32>
      %y = memref.load %T[%i, %k] : memref<?x40xi32>
      %r = arith.maxsi %x, %y : i32
      memref.store %r, %T[%i, %j] : memref<?x40xi32>
    }
  }
  memref.dealloc %T : memref<?x40xi32>
  return
}

// -----

// Not: phase one would read a cell of the block (T[i][j-1] in a term).
// CHECK-LABEL: func.func @left
// CHECK-NOT:     memref.alloca
func.func @left(%i: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %T = memref.alloc(%c40) : memref<?x40xi32>
  %ip = arith.addi %i, %c1 : index
  scf.for %j = %ip to %n step %c1 {
    scf.for %k = %ip to %j step %c1 {
      %jm = arith.subi %j, %c1 : index
      %x = memref.load %T[%i, %j] : memref<?x40xi32>
      %y = memref.load %T[%i, %jm] : memref<?x40xi32>
      %r = arith.maxsi %x, %y : i32
      memref.store %r, %T[%i, %j] : memref<?x40xi32>
    }
  }
  memref.dealloc %T : memref<?x40xi32>
  return
}

// -----

// Not: the row k - 1 of a term is row i at k = i + 1.
// CHECK-LABEL: func.func @rowdown
// CHECK-NOT:     memref.alloca
func.func @rowdown(%i: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %T = memref.alloc(%c40) : memref<?x40xi32>
  %ip = arith.addi %i, %c1 : index
  scf.for %j = %ip to %n step %c1 {
    scf.for %k = %ip to %j step %c1 {
      %x = memref.load %T[%i, %j] : memref<?x40xi32>
      %k1 = arith.subi %k, %c1 : index
      %z = memref.load %T[%k1, %j] : memref<?x40xi32>
      %r = arith.maxsi %x, %z : i32
      memref.store %r, %T[%i, %j] : memref<?x40xi32>
    }
  }
  memref.dealloc %T : memref<?x40xi32>
  return
}

// -----

// Not: j in steps of 2.
// CHECK-LABEL: func.func @stride
// CHECK-NOT:     memref.alloca
func.func @stride(%i: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c40 = arith.constant 40 : index
  %T = memref.alloc(%c40) : memref<?x40xi32>
  %ip = arith.addi %i, %c1 : index
  scf.for %j = %ip to %n step %c2 {
    scf.for %k = %ip to %j step %c1 {
      %x = memref.load %T[%i, %j] : memref<?x40xi32>
      %y = memref.load %T[%i, %k] : memref<?x40xi32>
      %r = arith.maxsi %x, %y : i32
      memref.store %r, %T[%i, %j] : memref<?x40xi32>
    }
  }
  memref.dealloc %T : memref<?x40xi32>
  return
}

// -----

// Not: the k loop does not end at j.
// CHECK-LABEL: func.func @kbound
// CHECK-NOT:     memref.alloca
func.func @kbound(%i: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %T = memref.alloc(%c40) : memref<?x40xi32>
  %ip = arith.addi %i, %c1 : index
  scf.for %j = %ip to %n step %c1 {
    scf.for %k = %ip to %n step %c1 {
      %x = memref.load %T[%i, %j] : memref<?x40xi32>
      %y = memref.load %T[%i, %k] : memref<?x40xi32>
      %r = arith.maxsi %x, %y : i32
      memref.store %r, %T[%i, %j] : memref<?x40xi32>
    }
  }
  memref.dealloc %T : memref<?x40xi32>
  return
}
