// Verifier rules of cf branches and multi-block regions: successor operand
// counts and types, terminators, the entry block, dominance across blocks
// (with mlir-opt 22's words), and parse errors of block labels.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func.func @too_many_operands(%x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @too_few_operands(%x: i32) {
  %c = arith.constant true
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1(%x : i32), ^bb1
^bb1(%y: i32):
  return
}

// -----

func.func @type_mismatch(%x: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%x : i32)
^bb1(%y: i64):
  return
}

// -----

func.func @switch_case_mismatch(%x: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %x : i32, [
    default: ^bb1(%x : i32),
    5: ^bb2(%x : i32)
  ]
^bb1(%y: i32):
  return
^bb2(%z: index):
  return
}

// -----

func.func @not_a_dominator(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %v = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %w = arith.addi %v, %v : i32
  return
}

// -----

func.func @later_in_block(%c: i1) {
  cf.br ^bb1
^bb1:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %w = arith.addi %v, %v : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %v = arith.constant 1 : i32
  return
}

// -----

func.func @into_nested_region(%c: i1) {
  cf.br ^bb1
^bb1:
  scf.if %c {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %w = arith.addi %v, %v : i32
  }
  cf.br ^bb2
^bb2:
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %v = arith.constant 1 : i32
  return
}

// -----

func.func @block_argument_not_dominating(%c: i1) {
  // expected-note@-1 {{operand defined as a block argument (block #1 in the same region)}}
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%a: i1):
  cf.br ^bb2
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %w = arith.andi %a, %a : i1
  return
}

// -----

func.func @successors_then_ops(%c: i1) {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  return
^bb1:
  return
}

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
"func.func"() <{function_type = () -> (), sym_name = "entry_pred"}> ({
^bb0:
  "cf.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

func.func @cond_not_i1(%a: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @case_count(%a: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @case_type(%a: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[42]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_on_float(%a: f32) {
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %a : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @scf_region_single_block(%c: i1) {
  // expected-error@+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  scf.if %c {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }
  return
}

// -----

func.func @undefined_block(%c: i1) {
  // expected-error@+1 {{reference to an undefined block}}
  cf.br ^bb3
^bb1:
  return
}

// -----

func.func @outer_block(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{reference to an undefined block}}
    cf.br ^bb1
  }
^bb1:
  return
}

// -----

func.func @redefined_block(%c: i1) {
  cf.br ^bb1
^bb1:
  return
// expected-error@+1 {{redefinition of block '^bb1'}}
^bb1:
  return
}

// -----

// Uses in a block the entry does not reach are not checked (as in MLIR):
// no error in these two.
func.func @unreachable_use(%c: i1) {
  return
^bb1:
  %w = arith.addi %v, %v : i32
  cf.br ^bb2
^bb2:
  %v = arith.constant 1 : i32
  cf.br ^bb1
}

// -----

func.func @unreachable_same_block(%c: i1) {
  return
^bb1:
  %w = arith.addi %v, %v : i32
  %v = arith.constant 1 : i32
  cf.br ^bb1
}

// -----

func.func @operand_type_count(%x: i32) {
  // expected-error@+1 {{custom op 'cf.br' number of operands and types do not match: got 2 operands and 1 types}}
  cf.br ^bb1(%x, %x : i32)
^bb1(%y: i32, %z: i32):
  return
}

// -----

func.func @no_segment_sizes(%x: i1) {
  // expected-error@+1 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%x)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}

// -----

func.func @two_successors(%x: i32) {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"(%x)[^bb1, ^bb1] : (i32) -> ()
^bb1(%y: i32):
  return
}

// -----

func.func @no_case_segments(%x: i32) {
  // expected-error@+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%x)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @weights(%c: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @no_default(%c: i32) {
  cf.switch %c : i32, [
    // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
    dflt: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @weights_all_zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @switch_case_without_value(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    // expected-error @+1 {{expected integer value}}
    : ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_string(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    // expected-error @+1 {{expected integer value}}
    "two": ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_missing_comma(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    // expected-error @+1 {{expected ']'}}
    1: ^bb1
    2: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_first_not_default(%f: i32) {
  cf.switch %f : i32, [
    // expected-error @+1 {{expected 'default'}}
    1: ^bb1,
    default: ^bb1
  ]
^bb1:
  return
}
