// canonicalize: scf.for trip counts in the bounds' own type: i8/i16/i32
// bounds compare as signed numbers of their width (as unsigned ones with
// `unsigned`, MLIR's unsignedCmp), and ub - lb is counted without overflow.
// RUN: %loopc %s --canonicalize | FileCheck %s --check-prefixes=CHECK,LOOPC
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s --check-prefixes=CHECK,MLIR %}

// -7 to 7 by 3 runs five times: the loop stays.
// CHECK-LABEL: func.func @negative_lb
// CHECK:         scf.for
// CHECK:         return
func.func @negative_lb(%a: i32) -> i32 {
  %l = arith.constant -7 : i32
  %u = arith.constant 7 : i32
  %s = arith.constant 3 : i32
  %r = scf.for %i = %l to %u step %s iter_args(%x = %a) -> (i32) : i32 {
    %t = arith.addi %x, %i : i32
    scf.yield %t : i32
  }
  return %r : i32
}

// INT32_MAX to INT32_MIN, and INT16_MAX to -1: no trip, the results are the
// inits.
// CHECK-LABEL: func.func @max_to_min
// CHECK-SAME:    (%[[A:[^:]+]]: i32, %[[B:[^:]+]]: i16)
// CHECK-NEXT:    return %[[A]], %[[B]] : i32, i16
func.func @max_to_min(%a: i32, %b: i16) -> (i32, i16) {
  %l = arith.constant 2147483647 : i32
  %u = arith.constant -2147483648 : i32
  %s = arith.constant 1 : i32
  %r = scf.for %i = %l to %u step %s iter_args(%x = %a) -> (i32) : i32 {
    %t = arith.addi %x, %i : i32
    scf.yield %t : i32
  }
  %l16 = arith.constant 32767 : i16
  %u16 = arith.constant -1 : i16
  %s16 = arith.constant 2 : i16
  %q = scf.for %i = %l16 to %u16 step %s16 iter_args(%x = %b) -> (i16) : i16 {
    %t = arith.muli %x, %i : i16
    scf.yield %t : i16
  }
  return %r, %q : i32, i16
}

// -3 to 2 by 9 (the bounds cross zero): one trip, the body at -3.
// CHECK-LABEL: func.func @one_trip_across_zero
// CHECK-SAME:    (%[[A:[^:]+]]: i16)
// CHECK-NEXT:    %[[L:.*]] = arith.constant -3 : i16
// CHECK-NEXT:    %[[T:.*]] = arith.addi %[[A]], %[[L]] : i16
// CHECK-NEXT:    return %[[T]] : i16
func.func @one_trip_across_zero(%a: i16) -> i16 {
  %l = arith.constant -3 : i16
  %u = arith.constant 2 : i16
  %s = arith.constant 9 : i16
  %r = scf.for %i = %l to %u step %s iter_args(%x = %a) -> (i16) : i16 {
    %t = arith.addi %x, %i : i16
    scf.yield %t : i16
  }
  return %r : i16
}

// Unsigned: -5 is above 0 (no trip); 0 to the largest index by the largest
// index is one trip (the body adds the induction variable, 0); 100 to 200
// by 50 in i8 is two (the loop stays).
// CHECK-LABEL: func.func @unsigned_bounds
// CHECK-SAME:    (%[[A:[^:]+]]: i32, %[[B:[^:]+]]: index, %[[C:[^:]+]]: i8)
// CHECK:         %[[U:.*]] = scf.for unsigned
// CHECK:         return %[[A]], %[[B]], %[[U]] : i32, index, i8
func.func @unsigned_bounds(%a: i32, %b: index, %c: i8) -> (i32, index, i8) {
  %l = arith.constant -5 : i32
  %u = arith.constant 0 : i32
  %s = arith.constant 1 : i32
  %r = scf.for unsigned %i = %l to %u step %s iter_args(%x = %a) -> (i32) : i32 {
    %t = arith.addi %x, %i : i32
    scf.yield %t : i32
  }
  %l2 = arith.constant 0 : index
  %u2 = arith.constant -1 : index
  %q = scf.for unsigned %i = %l2 to %u2 step %u2 iter_args(%x = %b) -> (index) {
    %t = arith.addi %x, %i : index
    scf.yield %t : index
  }
  %l3 = arith.constant 100 : i8
  %u3 = arith.constant 200 : i8
  %s3 = arith.constant 50 : i8
  %p = scf.for unsigned %i = %l3 to %u3 step %s3 iter_args(%x = %c) -> (i8) : i8 {
    %t = arith.addi %x, %i : i8
    scf.yield %t : i8
  }
  return %r, %q, %p : i32, index, i8
}

// -100 to 100 by 101 in i8: ub - lb = 200 does not fit i8, and the loop runs
// twice, so it stays. loopc counts as MLIR does after LLVM 22; mlir-opt 22
// reads the difference as -56 and erases the loop.
// CHECK-LABEL: func.func @difference_overflows
// CHECK-SAME:    (%[[A:[^:]+]]: i8)
// LOOPC:         scf.for
// MLIR-NEXT:     return %[[A]] : i8
func.func @difference_overflows(%a: i8) -> i8 {
  %l = arith.constant -100 : i8
  %u = arith.constant 100 : i8
  %s = arith.constant 101 : i8
  %r = scf.for %i = %l to %u step %s iter_args(%x = %a) -> (i8) : i8 {
    %t = arith.addi %x, %i : i8
    scf.yield %t : i8
  }
  return %r : i8
}

// A negative step in a signed loop that runs: no count, the loop stays
// (as after LLVM 22; mlir-opt 22 counts no trip).
// CHECK-LABEL: func.func @negative_step
// CHECK-SAME:    (%[[A:[^:]+]]: i32)
// LOOPC:         scf.for
// MLIR-NEXT:     return %[[A]] : i32
func.func @negative_step(%a: i32) -> i32 {
  %l = arith.constant 0 : i32
  %u = arith.constant 10 : i32
  %s = arith.constant -1 : i32
  %r = scf.for %i = %l to %u step %s iter_args(%x = %a) -> (i32) : i32 {
    %t = arith.addi %x, %i : i32
    scf.yield %t : i32
  }
  return %r : i32
}
