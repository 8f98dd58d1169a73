// affine-parallelize: each affine.for whose iterations the dependence
// analysis proves independent becomes a 1-D affine.parallel with the same
// bounds and step; the output is mlir-opt 22's (diffed, for each option set
// in both of mlir-opt's spellings). affine-parallelize-loopc.mlir has the
// cases where loopc is stricter than mlir-opt 22.
// RUN: %loopc --affine-parallelize %s | FileCheck %s
// RUN: %loopc --pass-pipeline="builtin.module(func.func(affine-parallelize))" %s > %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt --affine-parallelize %s | diff - %t.loopc %}
// RUN: %loopc --affine-parallelize="parallel-reductions" %s | FileCheck %s --check-prefix=RED
// RUN: %loopc --pass-pipeline="builtin.module(func.func(affine-parallelize{parallel-reductions=true}))" %s > %t.red
// RUN: %if mlir-opt %{ %mlir_opt --affine-parallelize="parallel-reductions=1" %s | diff - %t.red %}
// RUN: %loopc --affine-parallelize="max-nested=1" %s | FileCheck %s --check-prefix=NEST
// RUN: %loopc --pass-pipeline="builtin.module(func.func(affine-parallelize{max-nested=1}))" %s > %t.nest
// RUN: %if mlir-opt %{ %mlir_opt --affine-parallelize="max-nested=1" %s | diff - %t.nest %}
// RUN: not %loopc --affine-parallelize="max-nested=x" %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %loopc --affine-parallelize="max-nest=1" %s 2>&1 | FileCheck %s --check-prefix=BAD2
// BAD: option 'max-nested' expects an integer, got 'x'
// BAD2: pass 'affine-parallelize' has no option 'max-nest'
// BAD2: did you mean 'max-nested'?

// Fires on every loop of a nest that writes each element once, with its
// bounds as they were (a max / min of several results, symbols).
// CHECK-LABEL: func @fires
// CHECK:      affine.parallel (%[[I:.*]]) = (0) to (symbol(%{{.*}})) {
// CHECK-NEXT:   affine.parallel (%[[J:.*]]) = (max(%{{.*}}, %[[I]])) to (min(%{{.*}}, 100)) step (2) {
// CHECK-NEXT:     affine.load %{{.*}}[%[[I]], %[[J]] + 1]
// CHECK-NEXT:     affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
// NEST-LABEL: func @fires
// NEST:      affine.parallel
// NEST-NEXT:   affine.for
func.func @fires(%n: index, %lb: index, %ub: index) {
  %a = memref.alloc() : memref<100x101xf32>
  %b = memref.alloc() : memref<100x100xf32>
  affine.for %i = 0 to %n {
    affine.for %j = max affine_map<(d0, d1) -> (d0, d1)>(%lb, %i) to min affine_map<(d0) -> (d0, 100)>(%ub) step 2 {
      %x = affine.load %a[%i, %j + 1] : memref<100x101xf32>
      affine.store %x, %b[%i, %j] : memref<100x100xf32>
    }
  }
  return
}

// Must not fire: A[i][j] = A[i - 1][j + 1] carries (1, -1) over i, so i
// stays sequential; j carries nothing and becomes parallel.
// CHECK-LABEL: func @recurrence
// CHECK:      affine.for %[[I:.*]] = 1 to 100 {
// CHECK-NEXT:   affine.parallel (%[[J:.*]]) = (0) to (99) {
func.func @recurrence() {
  %a = memref.alloc() : memref<100x100xf32>
  affine.for %i = 1 to 100 {
    affine.for %j = 0 to 99 {
      %x = affine.load %a[%i - 1, %j + 1] : memref<100x100xf32>
      affine.store %x, %a[%i, %j] : memref<100x100xf32>
    }
  }
  return
}

// Must not fire: every iteration of j writes the one cell s[i] (a
// dependence at distance * over j); i writes distinct cells.
// CHECK-LABEL: func @cell
// CHECK:      affine.parallel
// CHECK-NEXT:   affine.for
func.func @cell(%c: f32) {
  %s = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %v = affine.load %s[%i] : memref<10xf32>
      %w = arith.addf %v, %c : f32
      affine.store %w, %s[%i] : memref<10xf32>
    }
  }
  return
}

// A sum in iter_args: only with parallel-reductions, the addf then combines
// the init with the parallel loop's result after it.
// CHECK-LABEL: func @sum
// CHECK:      affine.for
// RED-LABEL: func @sum
// RED:      %[[R:[0-9]+]]:2 = affine.parallel (%{{.*}}) = (0) to (10) reduce ("addf", "ori") -> (f32, i32) {
// RED:        affine.yield %{{.*}}, %{{.*}} : f32, i32
// RED:      %[[S:.*]] = arith.addf %{{.*}}, %[[R]]#0 : f32
// RED-NEXT: %[[M:.*]] = arith.ori %{{.*}}, %[[R]]#1 : i32
// RED-NEXT: return %[[S]], %[[M]]
func.func @sum(%in: memref<10xf32>, %k: memref<10xi32>) -> (f32, i32) {
  %z = arith.constant 0.0 : f32
  %m = arith.constant 0 : i32
  %r:2 = affine.for %i = 0 to 10 iter_args(%a = %z, %b = %m) -> (f32, i32) {
    %v = affine.load %in[%i] : memref<10xf32>
    %s = arith.addf %a, %v : f32
    %w = affine.load %k[%i] : memref<10xi32>
    %t = arith.ori %w, %b : i32
    affine.yield %s, %t : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

// Must not fire: a call may touch anything; a memref.load is not an
// affine access (MLIR's rule).
// CHECK-LABEL: func @opaque
// CHECK:      affine.for
// CHECK:      affine.for
func.func private @touch()
func.func @opaque(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    func.call @touch() : () -> ()
  }
  affine.for %i = 0 to 10 {
    %v = memref.load %m[%i] : memref<10xf32>
  }
  return
}
