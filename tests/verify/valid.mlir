// Valid edge cases: they must verify and print.
// RUN: %loopc %s --split-input-file | FileCheck %s

// CHECK-LABEL: @zero_iter_args(
// CHECK: loop.for
// CHECK: return
func @zero_iter_args(%lb: index, %ub: index) {
  %c1 = constant 1 : index
  loop.for %i = %lb to %ub step %c1 {
  }
  return
}

// -----

// CHECK-LABEL: @nested_if_in_for_in_parallel(
// CHECK: loop.parallel
// CHECK: loop.for
// CHECK: loop.if
// CHECK: loop.reduce
func @nested_if_in_for_in_parallel(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %zero = constant 0.0 : f32
  %r = loop.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) {
    %s = loop.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %v = load %m[%j] : memref<?xf32>
      %pos = cmpf "ogt", %v, %zero : f32
      %next = loop.if %pos -> (f32) {
        %a = addf %acc, %v : f32
        loop.yield %a : f32
      } else {
        loop.yield %acc : f32
      }
      loop.yield %next : f32
    }
    loop.reduce(%s) {
    ^bb0(%lhs: f32, %rhs: f32):
      %t = addf %lhs, %rhs : f32
      loop.reduce.return %t : f32
    } : f32
    loop.yield
  } : f32
  return %r : f32
}

// -----

// CHECK-LABEL: @reuse_names_in_sibling_regions(
// CHECK: scf.if
// CHECK: } else {
func.func @reuse_names_in_sibling_regions(%c: i1, %x: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %t = arith.addf %x, %x : f32
    scf.yield %t : f32
  } else {
    %t = arith.mulf %x, %x : f32
    scf.yield %t : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: @empty_else(
// CHECK: loop.if
func @empty_else(%c: i1, %m: memref<4xf32>, %x: f32) {
  %c0 = constant 0 : index
  loop.if %c {
    store %x, %m[%c0] : memref<4xf32>
  } else {
  }
  return
}

// -----

// CHECK-LABEL: @while_loop(
// CHECK: scf.while
// CHECK: scf.condition
func.func @while_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %a, %n : i32
    scf.condition(%lt) %a : i32
  } do {
  ^bb0(%b: i32):
    %s = arith.addi %b, %c1 : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// -----

// Calls resolve through the symbol table, also to later and external functions.
// CHECK-LABEL: @caller(
// CHECK: call @later
func @caller(%x: f32) -> f32 {
  %y = call @later(%x) : (f32) -> f32
  %z = call @ext(%y) : (f32) -> f32
  return %z : f32
}
func @later(%x: f32) -> f32 {
  return %x : f32
}
func @ext(f32) -> f32

// -----

// Casts between the right kinds, and constants of every kind.
// CHECK-LABEL: @casts(
func.func @casts(%i: i32, %f: f32, %x: index) -> f64 {
  %a = arith.index_cast %i : i32 to index
  %b = arith.index_cast %x : index to i64
  %c = arith.sitofp %i : i32 to f32
  %d = arith.extf %f : f32 to f64
  %e = arith.trunci %b : i64 to i8
  %g = arith.extsi %e : i8 to i32
  %h = arith.bitcast %g : i32 to f32
  %t = arith.constant true
  %k = arith.constant -128 : i8
  %s = arith.select %t, %c, %h : f32
  %w = arith.extf %s : f32 to f64
  return %w : f64
}

// -----

// Values from enclosing blocks are visible in nested regions; block
// arguments of an inner loop shadow nothing outside.
// CHECK-LABEL: @outer_values_visible(
func @outer_values_visible(%m: memref<?x?xf32>, %n: index) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %one = constant 1.0 : f32
  loop.for %i = %c0 to %n step %c1 {
    loop.for %j = %c0 to %n step %c1 {
      store %one, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: @memref_casts(
// CHECK: memref.cast
func.func @memref_casts(%a: memref<4x?xf32>) -> memref<*xf32> {
  %b = memref.cast %a : memref<4x?xf32> to memref<?x8xf32>
  %c = memref.cast %b : memref<?x8xf32> to memref<*xf32>
  return %c : memref<*xf32>
}

// -----

// Constants at the edges of wide odd integer types: the range check works
// in unsigned arithmetic (1 << 63 overflowed int64_t: a fuzzer finding,
// fuzz/regressions/text/constant-i63.mlir; UBSan builds fail without it).
// CHECK-LABEL: @wide_odd_constants
// CHECK: arith.constant 1 : i63
// CHECK: arith.constant -4611686018427387904 : i63
// CHECK: arith.constant 4294967295 : i33
func.func @wide_odd_constants() -> (i63, i63, i33) {
  %a = arith.constant 1 : i63
  %b = arith.constant -4611686018427387904 : i63
  %c = arith.constant 4294967295 : i33
  return %a, %b, %c : i63, i63, i33
}
