// Verifier rules of loop.parallel / loop.reduce / loop.reduce.return, in both spellings.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func @reduce_outside_parallel(%x: f32) {
  // expected-error@+1 {{'loop.reduce' op expects parent op 'loop.parallel'}}
  loop.reduce(%x) {
  ^bb0(%l: f32, %r: f32):
    loop.reduce.return %l : f32
  } : f32
  return
}

// -----

func @reduce_in_for_in_parallel(%lb: index, %x: f32) {
  loop.parallel (%i) = (%lb) to (%lb) step (%lb) {
    loop.for %j = %lb to %lb step %lb {
      // expected-error@+1 {{'loop.reduce' op expects parent op 'loop.parallel'}}
      loop.reduce(%x) {
      ^bb0(%l: f32, %r: f32):
        loop.reduce.return %l : f32
      } : f32
    }
    loop.yield
  }
  return
}

// -----

func.func @reduce_in_for_in_parallel(%lb: index, %x: f32) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    scf.for %j = %lb to %lb step %lb {
      // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
      "scf.reduce"(%x) ({
      ^bb0(%l: f32, %r: f32):
        "scf.reduce.return"(%l) : (f32) -> ()
      }) : (f32) -> ()
    }
    scf.reduce
  }
  return
}

// -----

func @reduce_return_outside_reduce(%lb: index, %x: f32) {
  loop.for %i = %lb to %lb step %lb {
    // expected-error@+1 {{'loop.reduce.return' op expects parent op 'loop.reduce'}}
    loop.reduce.return %x : f32
  }
  return
}

// -----

func.func @reduce_return_outside_reduce(%x: f32) {
  // expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %x : f32
}

// -----

func @parallel_result_without_reduce(%lb: index) -> f32 {
  // expected-error@+1 {{'loop.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = loop.parallel (%i) = (%lb) to (%lb) step (%lb) {
    loop.yield
  } : f32
  return %r : f32
}

// -----

func.func @parallel_result_without_reduce(%lb: index) -> f32 {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> f32
  return %r : f32
}

// -----

func @parallel_reduce_type_mismatch(%lb: index, %x: f32) -> i32 {
  %r = loop.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-error@+1 {{'loop.reduce' op expects type of 0-th reduction operand: 'f32' to be the same as the 0-th result type: 'i32'}}
    loop.reduce(%x) {
    ^bb0(%l: f32, %r: f32):
      loop.reduce.return %l : f32
    } : f32
    loop.yield
  } : i32
  return %r : i32
}

// -----

func.func @parallel_reduce_type_mismatch(%lb: index, %x: f32, %y: i32) -> i32 {
  %r = "scf.parallel"(%lb, %lb, %lb, %y) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'f32' to be the same as the 0-th result type: 'i32'}}
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, i32) -> i32
  return %r : i32
}

// -----

// mlir-opt 22 does not compare the init values with the results; loopc's C
// needs them of the result types (a classic case, so loopc's own).
func @parallel_init_type_mismatch(%lb: index, %x: f32, %y: i32) -> f32 {
  // expected-error@+1 {{'loop.parallel' op types mismatch between 0th init operand ('i32') and result ('f32')}}
  %r = "loop.parallel"(%lb, %lb, %lb, %y) ({
  ^bb0(%i: index):
    "loop.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "loop.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
    "loop.yield"() : () -> ()
  }) : (index, index, index, i32) -> f32
  return %r : f32
}

// -----

func.func @parallel_init_count_mismatch(%lb: index, %x: f32) -> f32 {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 2}}
  %r = "scf.parallel"(%lb, %lb, %lb, %x, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32, f32) -> f32
  return %r : f32
}

// -----

func @parallel_step_zero(%lb: index) {
  %c0 = constant 0 : index
  // expected-error@+1 {{'loop.parallel' op constant step operand must be positive}}
  loop.parallel (%i, %j) = (%lb, %lb) to (%lb, %lb) step (%lb, %c0) {
    loop.yield
  }
  return
}

// -----

func.func @parallel_step_zero(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
    scf.reduce
  }
  return
}

// -----

func @parallel_no_ivs(%lb: index) {
  // expected-error@+1 {{'loop.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "loop.parallel"() ({
    "loop.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_bounds_mismatch(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_no_segment_sizes(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op operand count (3) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "scf.parallel"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func @parallel_bound_not_index(%lb: index, %ub: i32) {
  // expected-error@+1 {{'loop.parallel' op operand #1 must be variadic of index, but got 'i32'}}
  "loop.parallel"(%lb, %ub, %lb) ({
  ^bb0(%i: index):
    "loop.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func @parallel_yield_with_operands(%lb: index, %x: f32) {
  // expected-error@+1 {{'loop.parallel' op expects body to terminate with 'loop.yield'}}
  loop.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-note@+1 {{terminator here}}
    loop.yield %x : f32
  }
  return
}

// -----

func.func @parallel_yield_with_operands(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    "scf.yield"(%x) : (f32) -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func @reduce_one_block_arg(%lb: index, %x: f32) {
  %r = loop.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-error@+1 {{'loop.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    loop.reduce(%x) {
    ^bb0(%l: f32):
      loop.reduce.return %l : f32
    } : f32
    loop.yield
  } : f32
  return
}

// -----

func.func @reduce_block_arg_type(%lb: index, %x: f32) {
  %r = "scf.parallel"(%lb, %lb, %lb, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    "scf.reduce"(%x) ({
    ^bb0(%l: i32, %r: i32):
      "scf.reduce.return"(%l) : (i32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func @reduce_return_type_mismatch(%lb: index, %x: f32, %y: i32) {
  %r = loop.parallel (%i) = (%lb) to (%lb) step (%lb) {
    loop.reduce(%x) {
    ^bb0(%l: f32, %r: f32):
      // expected-error@+1 {{'loop.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      loop.reduce.return %y : i32
    } : f32
    loop.yield
  } : f32
  return
}

// -----

func.func @reduce_return_type_mismatch(%lb: index, %x: f32, %y: f64) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %y : f64
    }
  }
  return
}

// -----

func @reduce_empty_block(%lb: index, %x: f32) {
  %r = loop.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-error@+1 {{empty block: expect at least a terminator}}
    loop.reduce(%x) {
    ^bb0(%l: f32, %r: f32):
    } : f32
    loop.yield
  } : f32
  return
}

// -----

func.func @reduce_missing_return(%lb: index, %x: f32) {
  %r = "scf.parallel"(%lb, %lb, %lb, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      // mlir-opt prints the op itself after "has" (loopc its name).
      // expected-error@+1 {{block with no terminator, has }}
      %s = arith.addf %l, %r : f32
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func @reduce_ends_with_yield(%lb: index, %x: f32) {
  %r = loop.parallel (%i) = (%lb) to (%lb) step (%lb) {
    loop.reduce(%x) {
    ^bb0(%l: f32, %r: f32):
      // expected-error@+1 {{'loop.yield' op expects parent op to be one of 'loop.for, loop.if, loop.parallel, loop.while'}}
      loop.yield %l : f32
    } : f32
    loop.yield
  } : f32
  return
}

// -----

func @reduce_operand_count(%lb: index, %x: f32) {
  %r = "loop.parallel"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    // expected-error@+1 {{'loop.reduce' op requires a single operand}}
    "loop.reduce"(%x, %x) ({
    ^bb0(%l: f32, %r: f32):
      "loop.reduce.return"(%l) : (f32) -> ()
    }) : (f32, f32) -> ()
    "loop.yield"() : () -> ()
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @parallel_list_length(%lb: index, %ub: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%lb) to (%ub, %ub) step (%lb) {
  }
  return
}

// -----

func.func @parallel_results_without_init(%lb: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 0 operands and 1 types}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @parallel_generic_results_without_init(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %r = "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index) -> f32
  return
}

// -----

func @parallel_reduce_without_init(%lb: index, %x: f32) {
  // The classic loop.parallel reduces without init values (from 0 over no
  // iterations): no error.
  %r = loop.parallel (%i) = (%lb) to (%lb) step (%lb) {
    loop.reduce(%x) {
    ^bb0(%l: f32, %r: f32):
      %s = addf %l, %r : f32
      loop.reduce.return %s : f32
    } : f32
  } : f32
  return
}

// -----

func.func @parallel_missing_terminator(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    %c = arith.constant 1.0 : f32
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_iv_not_index(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: f32):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_two_reduces(%lb: index) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-error@+1 {{'scf.reduce' op must be the last operation in the parent block}}
    scf.reduce
    scf.reduce
  }
  return
}

// -----

func.func @reduce_no_block(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    "scf.reduce"(%x) ({
    }) : (f32) -> ()
  }
  return
}

// -----

func.func @reduce_other_terminator(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      "foo.end"() : () -> ()
    }
  }
  return
}

// -----

func.func @fewer_steps_than_ivs(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb, %lb) <{operandSegmentSizes = array<i32: 2, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index, index) -> ()
  return
}

// -----

// loopc-only: mlir-opt counts only the steps against the induction
// variables and accepts two upper bounds for one loop.
func.func @more_upper_bounds(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of lower bounds (1), upper bounds (2) and steps (1)}}
  "scf.parallel"(%lb, %lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index, index) -> ()
  return
}

// -----

// loopc-only: mlir-opt does not compare the init values' types with the
// results'.
func.func @init_type(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.parallel' op types mismatch between 0th init operand ('i32') and result ('f32')}}
  %r = "scf.parallel"(%lb, %lb, %lb, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    %f = arith.constant 1.0 : f32
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %m: f32):
      scf.reduce.return %l : f32
    }
  }) : (index, index, index, i32) -> f32
  return
}
