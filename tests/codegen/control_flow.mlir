// iter_args updated all at once (swaps and rotations need temporaries), zero
// trips returning the inits, loop.if with results inside loop.for, and
// loop.while, compiled and run.
// RUN: %loopc %s --emit=c -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %cc %cflags %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.exe
// RUN: %t.exe | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()

// C-LABEL: swap_results swap(intptr_t n, intptr_t lb) {
// C:      for (intptr_t i = lb; i < n; i += 1) {
// C-NEXT:   {
// C-NEXT:     int64_t a_next = b;
// C-NEXT:     int64_t b_next = a;
// C-NEXT:     a = a_next;
// C-NEXT:     b = b_next;
// C-NEXT:   }
// C-NEXT: }
// C:      return (swap_results){r_0, r_1};
func.func @swap(%n: index, %lb: index) -> (i64, i64) {
  %c1 = arith.constant 1 : index
  %a0 = arith.constant 1 : i64
  %b0 = arith.constant 2 : i64
  %r:2 = scf.for %i = %lb to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (i64, i64) {
    scf.yield %b, %a : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// (a, b, c) -> (c, a, b); and Fibonacci (a, b) -> (b, a + b), which needs no
// temporary because a is overwritten by a value that is not an iter_arg
// read later.
func.func @rotate_fib(%n: index) -> (i64, i64, i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x1 = arith.constant 1 : i64
  %x2 = arith.constant 2 : i64
  %x3 = arith.constant 3 : i64
  %z = arith.constant 0 : i64
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x1, %b = %x2, %c = %x3) -> (i64, i64, i64) {
    scf.yield %c, %a, %b : i64, i64, i64
  }
  %f:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %z, %q = %x1) -> (i64, i64) {
    %s = arith.addi %p, %q : i64
    scf.yield %q, %s : i64, i64
  }
  %hundred = arith.constant 100 : i64
  %t = arith.muli %r#0, %hundred : i64
  %t2 = arith.muli %r#1, %x2 : i64
  %t3 = arith.muli %t2, %x3 : i64
  %t4 = arith.muli %t3, %x3 : i64
  %t5 = arith.muli %t4, %x1 : i64
  %u = arith.addi %t, %t5 : i64
  return %u, %r#2, %f#0, %f#1 : i64, i64, i64, i64
}

// Count the even numbers below n and sum the odd ones: loop.if with two
// results inside loop.for.
// C-LABEL: evens_odds_results evens_odds(intptr_t n) {
// C:      int64_t e_0;
// C-NEXT: int64_t e_1;
// C-NEXT: if (even) {
func.func @evens_odds(%n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%ev = %z, %od = %z) -> (i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %m = arith.remsi %ii, %two : i64
    %even = arith.cmpi eq, %m, %z : i64
    %e:2 = scf.if %even -> (i64, i64) {
      %e2 = arith.addi %ev, %one : i64
      scf.yield %e2, %od : i64, i64
    } else {
      %o2 = arith.addi %od, %ii : i64
      scf.yield %ev, %o2 : i64, i64
    }
    scf.yield %e#0, %e#1 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// C-LABEL: int64_t collatz(int64_t n) {
// C:      for (;;) {
// C:        if (!more) {
// C-NEXT:     r_0 = x;
// C-NEXT:     r_1 = steps;
// C-NEXT:     break;
// C-NEXT:   }
// C-NEXT:   int64_t y = x;
// C-NEXT:   int64_t s = steps;
func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%y: i64, %s: i64):
    %rem = arith.remsi %y, %c2 : i64
    %odd = arith.cmpi eq, %rem, %c1 : i64
    %next = scf.if %odd -> (i64) {
      %t = arith.muli %y, %c3 : i64
      %t1 = arith.addi %t, %c1 : i64
      scf.yield %t1 : i64
    } else {
      %h = arith.divsi %y, %c2 : i64
      scf.yield %h : i64
    }
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %r#1 : i64
}

// A while loop whose condition forwards a different value than it carries,
// and whose before region computes something.
func.func @first_square_above(%limit: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %r = scf.while (%k = %c1) : (i64) -> i64 {
    %sq = arith.muli %k, %k : i64
    %below = arith.cmpi sle, %sq, %limit : i64
    scf.condition(%below) %sq : i64
  } do {
  ^bb0(%sq2: i64):
    %k2 = arith.constant 0 : i64
    %root = arith.addi %sq2, %k2 : i64
    %cnt = func.call @isqrt(%root) : (i64) -> i64
    %next = arith.addi %cnt, %c1 : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @isqrt(%v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %c100 step %c1 iter_args(%best = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %le = arith.cmpi sle, %sq, %v : i64
    %b = arith.select %le, %ii, %best : i64
    scf.yield %b : i64
  }
  return %r : i64
}

func.func @print2(%a: i64, %b: i64) {
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  // CHECK: 2
  // CHECK-NEXT: 1
  %s:2 = call @swap(%c5, %c0) : (index, index) -> (i64, i64)
  call @print2(%s#0, %s#1) : (i64, i64) -> ()
  // Zero trips: the inits.
  // CHECK-NEXT: 1
  // CHECK-NEXT: 2
  %z:2 = call @swap(%c5, %c5) : (index, index) -> (i64, i64)
  call @print2(%z#0, %z#1) : (i64, i64) -> ()
  // After 10 rotations (a, b, c) = (3, 1, 2), printed as a*100 + b*18 and c;
  // then Fibonacci 10 and 11.
  // CHECK-NEXT: 318
  // CHECK-NEXT: 2
  // CHECK-NEXT: 55
  // CHECK-NEXT: 89
  %f:4 = call @rotate_fib(%c10) : (index) -> (i64, i64, i64, i64)
  call @print2(%f#0, %f#1) : (i64, i64) -> ()
  call @print2(%f#2, %f#3) : (i64, i64) -> ()
  // CHECK-NEXT: 5
  // CHECK-NEXT: 25
  %e:2 = call @evens_odds(%c10) : (index) -> (i64, i64)
  call @print2(%e#0, %e#1) : (i64, i64) -> ()
  // CHECK-NEXT: 111
  // CHECK-NEXT: 0
  %n27 = arith.constant 27 : i64
  %n1 = arith.constant 1 : i64
  %a = call @collatz(%n27) : (i64) -> i64
  %b = call @collatz(%n1) : (i64) -> i64
  call @print2(%a, %b) : (i64, i64) -> ()
  // CHECK-NEXT: 64
  // CHECK-NEXT: 1
  %l50 = arith.constant 50 : i64
  %l0 = arith.constant 0 : i64
  %q = call @first_square_above(%l50) : (i64) -> i64
  %q0 = call @first_square_above(%l0) : (i64) -> i64
  call @print2(%q, %q0) : (i64, i64) -> ()
  return
}
