// Verifier rules of loop.if / scf.if, in both spellings.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func @if_cond_not_i1(%c: i32) {
  // expected-error@+1 {{'loop.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "loop.if"(%c) ({
    "loop.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @if_cond_not_i1(%c: index) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func @if_result_without_else(%c: i1, %x: f32) -> f32 {
  // expected-error@+1 {{'loop.if' op must have an else block if defining values}}
  %r = loop.if %c -> (f32) {
    loop.yield %x : f32
  }
  return %r : f32
}

// -----

func.func @if_result_without_else(%c: i1, %x: f32) -> f32 {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return %r : f32
}

// -----

func @if_then_yield_type_mismatch(%c: i1, %x: f32, %y: i32) -> f32 {
  // expected-error@+1 {{'loop.if' op along control flow edge from Operation loop.yield to parent results: source type #0 'i32' should match input type #0 'f32'}}
  %r = loop.if %c -> (f32) {
    loop.yield %y : i32
  } else {
    loop.yield %x : f32
  }
  return %r : f32
}

// -----

// loopc-only: yields that do not fit the results are reported as MLIR's SCF
// tests expect; mlir-opt 22 words it "along control flow edge from Operation
// scf.yield to parent: successor operand type #0 'f64' should match
// successor input type #0 'f32'" with a note at the yield.
func.func @if_else_yield_type_mismatch(%c: i1, %x: f32, %y: f64) -> f32 {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent results: source type #0 'f64' should match input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %y : f64
  }
  return %r : f32
}

// -----

func @if_else_yield_count_mismatch(%c: i1, %x: f32) -> f32 {
  // expected-error@+1 {{'loop.if' op region control flow edge from Operation loop.yield to parent results: source has 0 operands, but target successor <to parent> needs 1}}
  %r = loop.if %c -> (f32) {
    loop.yield %x : f32
  } else {
    loop.yield
  }
  return %r : f32
}

// -----

// loopc-only: as above; mlir-opt 22 says "region branch point has 1
// operands, but region successor needs 0 inputs".
func.func @if_then_yield_count_mismatch(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op region control flow edge from Operation scf.yield to parent results: source has 1 operands, but target successor <to parent> needs 0}}
  scf.if %c {
    scf.yield %x : f32
  }
  return
}

// -----

func @if_region_with_args(%c: i1) {
  // expected-error@+1 {{'loop.if' op region #0 should have no arguments}}
  "loop.if"(%c) ({
  ^bb0(%a: index):
    "loop.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_region_with_args(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #1 should have no arguments}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  ^bb0(%a: i1):
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func @if_operand_count(%c: i1) {
  // expected-error@+1 {{'loop.if' op requires a single operand}}
  "loop.if"(%c, %c) ({
    "loop.yield"() : () -> ()
  }, {
  }) : (i1, i1) -> ()
  return
}

// -----

func.func @if_region_count(%c: i1) {
  // expected-error@+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func @yield_outside_loop() {
  // expected-error@+1 {{'loop.yield' op expects parent op to be one of 'loop.for, loop.if, loop.parallel, loop.while'}}
  loop.yield
}

// -----

func.func @yield_outside_loop() {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func @if_then_ends_without_terminator(%c: i1, %x: f32) {
  "loop.if"(%c) ({
    // expected-error@+1 {{block with no terminator, has 'addf'}}
    %y = addf %x, %x : f32
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_no_then_block(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  return
}

// -----

func.func @if_empty_block(%c: i1) {
  // expected-error@+1 {{'scf.if' op expects a non-empty block}}
  "scf.if"(%c) ({
  ^bb0:
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @if_other_terminator(%c: i1) {
  // expected-error@+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'foo.end'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "foo.end"() : () -> ()
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @if_two_conditions(%c: i1) {
  // expected-error@+1 {{'scf.if' op requires a single operand}}
  "scf.if"(%c, %c) ({
    "scf.yield"() : () -> ()
  }, {}) : (i1, i1) -> ()
  return
}
