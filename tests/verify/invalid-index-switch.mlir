// scf.index_switch's verifier rules with mlir-opt 22's messages, in its
// order (tests/verify/mlir-opt-agrees.test runs mlir-opt on the same cases).
// RUN: %loopc %s --split-input-file --verify-diagnostics -allow-unregistered-dialect

func.func @switch_wrong_case_count(%arg0: index) {
  // expected-error @below {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%arg0) ({
    scf.yield
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}

// -----

func.func @switch_duplicate_case(%arg0: index) {
  // expected-error @below {{'scf.index_switch' op has duplicate case value: 0}}
  scf.index_switch %arg0
  case 0 {
    scf.yield
  }
  case 0 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @switch_duplicate_negative(%arg0: index) {
  // expected-error @below {{'scf.index_switch' op has duplicate case value: -5}}
  scf.index_switch %arg0
  case -5 {
    scf.yield
  }
  case 2 {
    scf.yield
  }
  case -5 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_wrong_count(%arg0: index) {
  // expected-error @below {{'scf.index_switch' op expected each region to return 0 values, but default region returns 1}}
  scf.index_switch %arg0
  default {
    // expected-note @below {{see yield operation here}}
    scf.yield %arg0 : index
  }
  return
}

// -----

func.func @switch_wrong_types(%arg0: index, %arg1: i32) {
  // expected-error @below {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
  scf.index_switch %arg0 -> index
  case 0 {
    // expected-note @below {{case region #0 returns 'i32' here}}
    scf.yield %arg1 : i32
  }
  default {
    scf.yield %arg0 : index
  }
  return
}

// -----

func.func @switch_case_count(%x: index) {
  // expected-error @below {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 2}}
  %0 = scf.index_switch %x -> i32
  case 1 {
    %c = arith.constant 1 : i32
    // expected-note @below {{see yield operation here}}
    scf.yield %c, %c : i32, i32
  }
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @switch_default_no_values(%x: index) {
  // expected-error @+2 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  // expected-note @+1 {{see yield operation here}}
  %0 = scf.index_switch %x -> i32
  case 1 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
  }
  return
}

// -----

func.func @switch_empty_case(%x: index) {
  // expected-error @below {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %x
  case 3 {
  }
  default {
  }
  return
}

// -----

func.func @switch_case_no_yield(%x: index) {
  // expected-error @below {{'scf.index_switch' op expected region to end with scf.yield, but got arith.constant}}
  scf.index_switch %x
  case 3 {
    %a = arith.constant 1 : i32
  }
  default {
  }
  return
}

// -----

func.func @switch_unknown_terminator(%x: index) {
  // expected-error @below {{'scf.index_switch' op expected region to end with scf.yield, but got test.foo}}
  "scf.index_switch"(%x) ({
    "test.foo"() : () -> ()
  }) {cases = array<i64>} : (index) -> ()
  return
}

// -----

// expected-note @below {{prior use here}}
func.func @switch_not_index(%x: i32) {
  // expected-error @below {{use of value '%x' expects different type than prior uses: 'index' vs 'i32'}}
  scf.index_switch %x
  default {
  }
  return
}

// -----

func.func @switch_generic_not_index(%x: i32) {
  // expected-error @below {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%x) ({
    scf.yield
  }) {cases = array<i64>} : (i32) -> ()
  return
}

// -----

func.func @switch_no_cases_attr(%x: index) {
  // expected-error @below {{'scf.index_switch' op requires attribute 'cases'}}
  "scf.index_switch"(%x) ({
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @switch_cases_i32(%x: index) {
  // expected-error @below {{'scf.index_switch' op attribute 'cases' failed to satisfy constraint: i64 dense array attribute}}
  "scf.index_switch"(%x) ({
    scf.yield
  }) {cases = array<i32>} : (index) -> ()
  return
}

// -----

func.func @switch_no_regions(%x: index) {
  // expected-error @below {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"(%x) {cases = array<i64>} : (index) -> ()
  return
}

// -----

func.func @switch_empty_default(%x: index) {
  // expected-error @below {{'scf.index_switch' op region #0 ('defaultRegion') failed to verify constraint: region with 1 blocks}}
  "scf.index_switch"(%x) ({
  }) {cases = array<i64>} : (index) -> ()
  return
}

// -----

func.func @switch_two_blocks(%x: index) {
  // expected-error @below {{'scf.index_switch' op expects region #1 to have 0 or 1 blocks}}
  "scf.index_switch"(%x) ({
      scf.yield
  }, {
      cf.br ^bb1
    ^bb1:
      scf.yield
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}

// -----

func.func @switch_bad_keyword(%x: index) {
  scf.index_switch %x
  // expected-error @below {{custom op 'scf.index_switch' expected 'default'}}
  cse 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_bad_default(%x: index) {
  scf.index_switch %x
  case 1 {
    scf.yield
  }
  // expected-error @below {{custom op 'scf.index_switch' expected 'default'}}
  dflt {
  }
  return
}

// -----

// loopc-only: mlir-opt accepts arguments on the regions, which nothing
// binds (its C would read an undefined value).
func.func @switch_region_args(%x: index) {
  // expected-error @below {{'scf.index_switch' op region #0 should have no arguments}}
  scf.index_switch %x
  default {
  ^bb0(%a: index):
    scf.yield
  }
  return
}

// -----

func.func @yield_parent(%x: index) {
  // expected-error @below {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}
