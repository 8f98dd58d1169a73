// Verifier rules of loop.while / loop.condition, in both spellings.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func @while_init_type_mismatch(%x: i32, %c: i1, %f: f32) {
  // expected-error@+1 {{'loop.while' op along control flow edge from parent operands to Region #0: source type #0 'i32' should match input type #0 'f32'}}
  "loop.while"(%x) ({
  ^bb0(%a: f32):
    "loop.condition"(%c) : (i1) -> ()
  }, {
    "loop.yield"(%f) : (f32) -> ()
  }) : (i32) -> ()
  return
}

// -----

// loopc-only: control-flow edges are reported as MLIR's SCF tests expect;
// mlir-opt 22 words them "along control flow edge from ...: region branch
// point has N operands, but region successor needs M inputs" (or "successor
// operand type #i ... should match successor input type #i ...") with a
// note at the terminator.
func.func @while_init_count_mismatch(%x: i32, %c: i1) {
  // expected-error@+1 {{'scf.while' op region control flow edge from parent operands to Region #0: source has 1 operands, but target successor <to region #0 with 0 inputs> needs 0}}
  "scf.while"(%x) ({
    "scf.condition"(%c) : (i1) -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func @while_condition_not_i1(%x: f32) {
  "loop.while"(%x) ({
  ^bb0(%a: f32):
    // expected-error@+1 {{'loop.condition' op operand #0 must be 1-bit signless integer, but got 'f32'}}
    "loop.condition"(%a) : (f32) -> ()
  }, {
    "loop.yield"(%x) : (f32) -> ()
  }) : (f32) -> ()
  return
}

// -----

func.func @while_condition_not_i1(%x: i32) {
  "scf.while"(%x) ({
  ^bb0(%a: i32):
    // expected-error@+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%a) : (i32) -> ()
  }, {
    "scf.yield"(%x) : (i32) -> ()
  }) : (i32) -> ()
  return
}

// -----

func @while_condition_count_mismatch(%x: f32, %c: i1) -> f32 {
  // expected-error@+1 {{'loop.while' op region control flow edge from Operation loop.condition to parent results: source has 2 operands, but target successor <to parent> needs 1}}
  %r = loop.while (%a = %x) : (f32) -> f32 {
    loop.condition(%c) %a, %a : f32, f32
  } do {
  ^bb0(%b: f32):
    loop.yield %b : f32
  }
  return %r : f32
}

// -----

// loopc-only: control-flow edges are reported as MLIR's SCF tests expect;
// mlir-opt 22 words them "along control flow edge from ...: region branch
// point has N operands, but region successor needs M inputs" (or "successor
// operand type #i ... should match successor input type #i ...") with a
// note at the terminator.
func.func @while_condition_type_mismatch(%x: f32, %c: i1, %i: i32) -> f32 {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent results: source type #0 'i32' should match input type #0 'f32'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return %r : f32
}

// -----

func @while_after_arg_mismatch(%x: f32, %c: i1) -> f32 {
  // expected-error@+1 {{'loop.while' op along control flow edge from Operation loop.condition to Region #1: source type #0 'f32' should match input type #0 'i32'}}
  %r = "loop.while"(%x) ({
  ^bb0(%a: f32):
    "loop.condition"(%c, %a) : (i1, f32) -> ()
  }, {
  ^bb0(%b: i32):
    "loop.yield"(%x) : (f32) -> ()
  }) : (f32) -> f32
  return %r : f32
}

// -----

// loopc-only: control-flow edges are reported as MLIR's SCF tests expect;
// mlir-opt 22 words them "along control flow edge from ...: region branch
// point has N operands, but region successor needs M inputs" (or "successor
// operand type #i ... should match successor input type #i ...") with a
// note at the terminator.
func.func @while_after_arg_count(%x: f32, %c: i1) -> f32 {
  // expected-error@+1 {{'scf.while' op region control flow edge from Operation scf.condition to Region #1: source has 1 operands, but target successor <to region #1 with 0 inputs> needs 0}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%c, %a) : (i1, f32) -> ()
  }, {
    "scf.yield"(%x) : (f32) -> ()
  }) : (f32) -> f32
  return %r : f32
}

// -----

func @while_yield_type_mismatch(%x: f32, %c: i1, %y: i32) -> f32 {
  // expected-error@+1 {{'loop.while' op along control flow edge from Operation loop.yield to Region #0: source type #0 'i32' should match input type #0 'f32'}}
  %r = loop.while (%a = %x) : (f32) -> f32 {
    loop.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    loop.yield %y : i32
  }
  return %r : f32
}

// -----

// loopc-only: control-flow edges are reported as MLIR's SCF tests expect;
// mlir-opt 22 words them "along control flow edge from ...: region branch
// point has N operands, but region successor needs M inputs" (or "successor
// operand type #i ... should match successor input type #i ...") with a
// note at the terminator.
func.func @while_yield_count_mismatch(%x: f32, %c: i1) -> f32 {
  // expected-error@+1 {{'scf.while' op region control flow edge from Operation scf.yield to Region #0: source has 0 operands, but target successor <to region #0 with 1 inputs> needs 1}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield
  }
  return %r : f32
}

// -----

func @while_before_ends_with_yield(%x: f32) {
  // expected-error@+1 {{'loop.while' op expects the 'before' region to terminate with 'loop.condition'}}
  "loop.while"(%x) ({
  ^bb0(%a: f32):
    // expected-note@+1 {{terminator here}}
    "loop.yield"(%a) : (f32) -> ()
  }, {
    "loop.yield"(%x) : (f32) -> ()
  }) : (f32) -> ()
  return
}

// -----

func.func @while_after_ends_with_condition(%x: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%c) : (i1) -> ()
  }, {
    // expected-note@+1 {{terminator here}}
    "scf.condition"(%c) : (i1) -> ()
  }) : (f32) -> ()
  return
}

// -----

func @condition_outside_while(%lb: index, %c: i1) {
  loop.for %i = %lb to %lb step %lb {
    // expected-error@+1 {{'loop.condition' op expects parent op 'loop.while'}}
    loop.condition(%c)
  }
  return
}

// -----

func.func @condition_outside_while(%c: i1) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func @while_region_count(%x: f32) {
  // expected-error@+1 {{'loop.while' op expected 2 regions}}
  "loop.while"(%x) ({
  ^bb0(%a: f32):
    "loop.yield"(%a) : (f32) -> ()
  }) : (f32) -> ()
  return
}

// -----

func.func @while_empty_blocks(%c: i1) {
  // expected-error@+1 {{'scf.while' op expects a non-empty block}}
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
  }
  return
}

// -----

func.func @while_no_after_block(%c: i1) {
  // expected-error@+1 {{'scf.while' op region #1 ('after') failed to verify constraint: region with 1 blocks}}
  "scf.while"() ({
    "scf.condition"(%c) : (i1) -> ()
  }, {
  }) : () -> ()
  return
}

// -----

func.func @while_input_types(%c: i1, %x: i32) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%a = %x) : (i32, i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_condition_without_operands(%c: i1) {
  "scf.while"() ({
    // expected-error@+1 {{'scf.condition' op expected 1 or more operands, but found 0}}
    "scf.condition"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_condition_not_i1(%f: f32) {
  "scf.while"() ({
    // expected-error@+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'f32'}}
    "scf.condition"(%f) : (f32) -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}
