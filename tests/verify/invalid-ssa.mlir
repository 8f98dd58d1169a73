// SSA scoping (dominance, isolation) and generic op-table checks, in both spellings.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func @use_before_def(%x: f32) -> f32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %b = addf %a, %a : f32
  // expected-note@+1 {{operand defined here}}
  %a = addf %x, %x : f32
  return %b : f32
}

// -----

func.func @use_before_def(%x: f32) -> f32 {
  // expected-error@+1 {{operand #1 does not dominate this use}}
  %b = arith.mulf %x, %a : f32
  // expected-note@+1 {{operand defined here}}
  %a = arith.addf %x, %x : f32
  return %b : f32
}

// -----

func @use_in_region_before_outer_def(%lb: index, %x: f32) {
  loop.for %i = %lb to %lb step %lb {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %b = addf %later, %x : f32
  }
  // expected-note@+1 {{operand defined here}}
  %later = addf %x, %x : f32
  return
}

// -----

func.func @use_in_region_before_outer_def(%c: i1, %x: f32) {
  scf.if %c {
    // expected-error@+1 {{operand #1 does not dominate this use}}
    %b = arith.addf %x, %later : f32
  }
  // expected-note@+1 {{operand defined here}}
  %later = arith.addf %x, %x : f32
  return
}

// -----

func @result_used_in_own_region(%lb: index, %x: f32) -> f32 {
  // expected-note@+1 {{operand defined here}}
  %r = loop.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %y = addf %r, %a : f32
    loop.yield %y : f32
  }
  return %r : f32
}

// -----

func.func @result_used_in_own_region(%c: i1, %x: f32) -> f32 {
  // expected-note@+1 {{operand defined here}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    scf.yield %r : f32
  }
  return %r : f32
}

// -----

func @result_used_as_own_operand(%x: f32) -> f32 {
  // expected-error@+2 {{operand #0 does not dominate this use}}
  // expected-note@+1 {{operand defined here}}
  %a = addf %a, %x : f32
  return %a : f32
}

// -----

func.func @operand_used_before_def_in_loop_bounds(%x: f32) {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  scf.for %i = %c0 to %c1 step %c1 {
  }
  // expected-note@+1 {{operand defined here}}
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  return
}

// -----

module {
  %c = "test.value"() : () -> index
  // expected-note@+1 {{required by region isolation constraints}}
  func @isolated_from_above() -> index {
    // expected-error@+1 {{'return' op using value defined outside the region}}
    return %c : index
  }
}

// -----

module {
  %c = "test.value"() : () -> f32
  // expected-note@+1 {{required by region isolation constraints}}
  func.func @isolated_from_above() -> f32 {
    // expected-error@+1 {{'arith.negf' op using value defined outside the region}}
    %n = arith.negf %c : f32
    return %n : f32
  }
}

// -----

func @constant_without_result() {
  // expected-error@+1 {{'constant' op requires one result}}
  "constant"() <{value = 1 : index}> : () -> ()
  return
}

// -----

func.func @binary_operand_count(%x: f32) {
  // expected-error@+1 {{'arith.addf' op expected 2 operands, but found 3}}
  %y = "arith.addf"(%x, %x, %x) : (f32, f32, f32) -> f32
  return
}

// -----

func @binary_region_count(%x: f32) {
  // expected-error@+1 {{'addf' op requires zero regions}}
  %y = "addf"(%x, %x) ({
  }) : (f32, f32) -> f32
  return
}

// -----

func.func @func_in_func() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Each function reports its first error, and every function is checked.
func @errors_in_several_functions(%x: f32) {
  // expected-error@+1 {{'addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %a = addi %x, %x : f32
  %b = index_cast %x : f32 to index
  return
}
func @second(%i: i32) {
  // expected-error@+1 {{'addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %b = addf %i, %i : i32
  return
}
func @third(%x: f32) {
  // expected-error@+1 {{'index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %c = index_cast %x : f32 to index
  return
}

// -----

func.func @use_with_other_type(%lb: index) {
  // expected-note@+1 {{prior use here}}
  %x = arith.constant 1.0 : f32
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i32' vs 'f32'}}
  %y = arith.addi %x, %x : i32
  return
}

// -----

func.func @name_without_results(%lb: index) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %r = scf.for %i = %lb to %lb step %lb {
  }
  return
}

// -----

func.func @names_for_results(%c: i1, %x: f32) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %r = scf.if %c -> (f32, f32) {
    scf.yield %x, %x : f32, f32
  } else {
    scf.yield %x, %x : f32, f32
  }
  return
}
