// Verifier rules of loop.for / scf.for, in both spellings.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func @for_step_zero(%lb: index, %ub: index) {
  %c0 = constant 0 : index
  // expected-error@+1 {{'loop.for' op constant step operand must be positive}}
  loop.for %i = %lb to %ub step %c0 {
  }
  return
}

// -----

// Today's scf.for takes any step (MLIR 22 dropped the 2020 rule): no error.
func.func @for_step_negative(%lb: index, %ub: index) {
  %cm1 = arith.constant -1 : index
  scf.for %i = %lb to %ub step %cm1 {
  }
  return
}

// -----

func @for_lb_not_index(%lb: i32, %ub: index) {
  // expected-error@+1 {{'loop.for' op operand #0 must be index, but got 'i32'}}
  "loop.for"(%lb, %ub, %ub) ({
  ^bb0(%i: index):
    "loop.yield"() : () -> ()
  }) : (i32, index, index) -> ()
  return
}

// -----

func.func @for_step_not_index(%lb: index, %s: i64) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %lb, %s) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, i64) -> ()
  return
}

// -----

func @for_result_count_mismatch(%lb: index, %x: f32) {
  // expected-error@+1 {{'loop.for' op mismatch in number of loop-carried values and defined values}}
  %r:2 = "loop.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "loop.yield"(%a, %a) : (f32, f32) -> ()
  }) : (index, index, index, f32) -> (f32, f32)
  return
}

// -----

func.func @for_result_count_mismatch(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"() : () -> ()
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func @for_init_result_type_mismatch(%lb: index, %x: f32) {
  // expected-error@+1 {{'loop.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "loop.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "loop.yield"(%a) : (i32) -> ()
  }) : (index, index, index, f32) -> (i32)
  return
}

// -----

func.func @for_init_result_type_mismatch(%lb: index, %x: f32, %y: i32) {
  // expected-error@+1 {{'scf.for' op 1-th init and 1-th region iter_arg have different type: 'i32' != 'f32'}}
  %r:2 = "scf.for"(%lb, %lb, %lb, %x, %y) ({
  ^bb0(%i: index, %a: f32, %b: f32):
    "scf.yield"(%a, %b) : (f32, f32) -> ()
  }) : (index, index, index, f32, i32) -> (f32, f32)
  return
}

// -----

func @for_block_arg_count_mismatch(%lb: index, %x: f32) {
  // expected-error@+1 {{'loop.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "loop.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    "loop.yield"(%x) : (f32) -> ()
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @for_block_arg_count_mismatch(%lb: index) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 0 != 1}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index, %j: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func @for_iv_not_index(%lb: index) {
  // expected-error@+1 {{'loop.for' op expected induction variable to be same type as bounds and step}}
  "loop.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i64):
    "loop.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_iv_not_index(%lb: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: f32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func @for_iter_region_arg_type_mismatch(%lb: index, %x: f32) {
  // expected-error@+1 {{'loop.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "loop.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "loop.yield"(%x) : (f32) -> ()
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @for_iter_region_arg_type_mismatch(%lb: index, %x: f64) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f64' != 'f32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%x) : (f64) -> ()
  }) : (index, index, index, f64) -> (f64)
  return
}

// -----

func @for_yield_count_mismatch(%lb: index, %ub: index, %x: f32) -> f32 {
  // expected-error@+1 {{'loop.for' op region control flow edge from Operation loop.yield to Region #0: source has 0 operands, but target successor <to region #0 with 1 inputs> needs 1}}
  %r = loop.for %i = %lb to %ub step %ub iter_args(%a = %x) -> (f32) {
    loop.yield
  }
  return %r : f32
}

// -----

func.func @for_yield_count_mismatch(%lb: index, %ub: index, %x: f32) -> f32 {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = scf.for %i = %lb to %ub step %ub iter_args(%a = %x) -> (f32) {
    scf.yield %a, %a : f32, f32
  }
  return %r : f32
}

// -----

func @for_yield_type_mismatch(%lb: index, %ub: index, %x: f32, %y: i32) -> f32 {
  // expected-error@+1 {{'loop.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = loop.for %i = %lb to %ub step %ub iter_args(%a = %x) -> (f32) {
    loop.yield %y : i32
  }
  return %r : f32
}

// -----

func.func @for_yield_type_mismatch(%lb: index, %ub: index, %x: f32) -> f32 {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'index'}}
  %r = scf.for %i = %lb to %ub step %ub iter_args(%a = %x) -> (f32) {
    scf.yield %i : index
  }
  return %r : f32
}

// -----

func @for_missing_terminator(%lb: index, %x: f32) {
  "loop.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    // expected-error@+1 {{block with no terminator, has 'addf'}}
    %y = "addf"(%x, %x) : (f32, f32) -> f32
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_missing_terminator(%lb: index, %x: f32) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    // mlir-opt prints the op itself after "has" (loopc its name).
    // expected-error@+1 {{block with no terminator, has }}
    %y = "arith.addf"(%x, %x) : (f32, f32) -> f32
  }) : (index, index, index) -> ()
  return
}

// -----

func @for_two_blocks(%lb: index) {
  // expected-error@+1 {{'loop.for' op expects region #0 to have 0 or 1 blocks}}
  "loop.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "loop.yield"() : () -> ()
  ^bb1:
    "loop.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_two_blocks(%lb: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func @for_yield_not_last(%lb: index, %x: f32) {
  loop.for %i = %lb to %lb step %lb {
    // expected-error@+1 {{'loop.yield' op must be the last operation in the parent block}}
    loop.yield
    // The parser adds the implicit loop.yield after this op: no second error.
    %y = addf %x, %x : f32
  }
  return
}

// -----

// loopc-only: mlir-opt reads `scf.yield` and the op on the next line as
// `scf.yield %y` and stops at "expected ':'".
func.func @for_yield_not_last(%lb: index, %x: f32) {
  scf.for %i = %lb to %lb step %lb {
    // expected-error@+1 {{'scf.yield' op must be the last operation in the parent block}}
    scf.yield
    %y = arith.addf %x, %x : f32
  }
  return
}

// -----

func @for_wrong_region_count(%lb: index) {
  // expected-error@+1 {{'loop.for' op requires one region}}
  "loop.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "loop.yield"() : () -> ()
  }, {
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_bound_not_integer(%f: f32, %i: index) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%f, %i, %i) ({
  ^bb0(%iv: f32):
    "scf.yield"() : () -> ()
  }) : (f32, index, index) -> ()
  return
}

// -----

func.func @for_too_few_operands(%lb: index) {
  // expected-error@+1 {{'scf.for' op expected 3 or more operands, but found 2}}
  "scf.for"(%lb, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index) -> ()
  return
}

// -----

func.func @for_no_block(%lb: index) {
  // expected-error@+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_other_terminator(%lb: index) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'foo.end'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "foo.end"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_result_type_mismatch(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> i32
  return
}

// -----

func.func @for_iter_args_without_types(%lb: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x, %b = %x) -> (f32) {
    scf.yield %a, %b : f32, f32
  }
  return
}

// -----

func.func @for_block_label(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
  // expected-error@+1 {{invalid block name in region with named arguments}}
  ^bb0(%j: index):
    scf.yield
  }
  return
}

// -----

func.func @for_integer_iv_mismatch(%lb: i32) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (i32, i32, i32) -> ()
  return
}

// -----

func @for_integer_bounds(%lb: i32) {
  // The classic loop.for keeps the 2020 dialect's index bounds.
  // expected-error@+1 {{'loop.for' op operand #0 must be index, but got 'i32'}}
  loop.for %i = %lb to %lb step %lb : i32 {
  }
  return
}
