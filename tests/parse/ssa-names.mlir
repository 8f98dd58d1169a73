// Name resolution errors (no syntax errors in this file, so undeclared names
// are reported too).
// RUN: not %loopc %s --split-input-file 2>&1 | FileCheck %s

func @undeclared(%a: f32) -> f32 {
  // CHECK: ssa-names.mlir:[[@LINE+1]]:17: error: use of undeclared SSA value name '%nope'
  %x = addf %a, %nope : f32
  return %x : f32
}

// -----

// Several undeclared names are reported in source order (as mlir-opt does),
// not in the reverse order the scope holds them.
func @several() -> f32 {
  // CHECK: ssa-names.mlir:[[@LINE+3]]:13: error: use of undeclared SSA value name '%p'
  // CHECK-NEXT: %x = addf %p, %q : f32
  // CHECK: ssa-names.mlir:[[@LINE+1]]:17: error: use of undeclared SSA value name '%q'
  %x = addf %p, %q : f32
  // CHECK: ssa-names.mlir:[[@LINE+1]]:10: error: use of undeclared SSA value name '%r'
  return %r : f32
}

// -----

func @redefinition(%a: f32) -> f32 {
  // CHECK: ssa-names.mlir:[[@LINE+3]]:3: error: redefinition of SSA value '%x'
  // CHECK: ssa-names.mlir:[[@LINE+1]]:3: note: previously defined here
  %x = addf %a, %a : f32
  %x = mulf %a, %a : f32
  return %x : f32
}

// -----

func @redefine_block_arg(%a: f32) -> f32 {
  // CHECK: ssa-names.mlir:[[@LINE+1]]:3: error: redefinition of SSA value '%a'
  %a = addf %a, %a : f32
  return %a : f32
}

// -----

// A forward reference gets the type of its use; the definition must match.
func @forward_type_mismatch(%c: i1) {
  loop.if %c {
    %u = addf %later, %later : f32
  }
  // CHECK: ssa-names.mlir:[[@LINE+2]]:3: error: definition of SSA value '%later' has type 'i32'
  // CHECK: ssa-names.mlir:[[@LINE-3]]:15: note: previously used here with type 'f32'
  %later = constant 1 : i32
  return
}

// -----

func @bad_result_number() -> f32 {
  %r:2 = "test.two"() : () -> (f32, f32)
  // CHECK: ssa-names.mlir:[[@LINE+1]]:10: error: reference to invalid result number in '%r#2'
  return %r#2 : f32
}

// -----

func @result_count() {
  // CHECK: ssa-names.mlir:[[@LINE+1]]:3: error: operation defines 1 results but was provided 2 to bind
  %a, %b = constant 1 : i32
  return
}

// -----

// Names defined in a region are not visible after it.
func @region_scope(%c: i1) {
  loop.if %c {
    %inner = constant 1 : i32
  }
  // CHECK: ssa-names.mlir:[[@LINE+1]]:13: error: use of undeclared SSA value name '%inner'
  %x = addi %inner, %inner : i32
  return
}

// -----

// Sibling regions may reuse a name.
func @siblings_ok(%c: i1) -> i32 {
  %r = loop.if %c -> (i32) {
    %v = constant 1 : i32
    loop.yield %v : i32
  } else {
    %v = constant 2 : i32
    loop.yield %v : i32
  }
  // CHECK: ssa-names.mlir:[[@LINE+1]]:10: error: use of undeclared SSA value name '%v'
  return %v : i32
}
// CHECK-NOT: error
