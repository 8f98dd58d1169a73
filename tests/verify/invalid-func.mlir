// Verifier rules of functions, returns, calls and symbols, in both spellings.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func @return_count_mismatch(%x: f32) -> f32 {
  // expected-error@+1 {{'return' op has 0 operands, but enclosing function (@return_count_mismatch) returns 1}}
  return
}

// -----

func.func @return_count_mismatch(%x: f32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@return_count_mismatch) returns 0}}
  func.return %x : f32
}

// -----

// A bare `return` or `call` inside func.func is func.return / func.call.
func.func @bare_return(%x: f32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@bare_return) returns 0}}
  return %x : f32
}

// -----

func.func @callee2(%a: f32) -> f32 {
  return %a : f32
}
func.func @bare_call(%x: f32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  %r, %s = call @callee2(%x) : (f32) -> (f32, f32)
  return
}

// -----

func @return_type_mismatch(%x: f32) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('f32') doesn't match function result type ('i32') in function @return_type_mismatch}}
  return %x : f32
}

// -----

func.func @return_type_mismatch(%x: f32, %y: i64) -> (f32, i32) {
  // expected-error@+1 {{type of return operand 1 ('i64') doesn't match function result type ('i32') in function @return_type_mismatch}}
  func.return %x, %y : f32, i64
}

// -----

func @return_outside_func(%lb: index) {
  loop.for %i = %lb to %lb step %lb {
    // expected-error@+1 {{'return' op expects parent op 'func'}}
    return
  }
  return
}

// -----

func.func @return_outside_func(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  func.return
}

// -----

func @call_unknown_callee(%x: f32) {
  // expected-error@+1 {{'call' op 'nope' does not reference a valid function}}
  %r = call @nope(%x) : (f32) -> f32
  return
}

// -----

func.func @call_unknown_callee() {
  // expected-error@+1 {{'func.call' op 'missing' does not reference a valid function}}
  func.call @missing() : () -> ()
  return
}

// -----

func @callee(%a: f32) -> f32 {
  return %a : f32
}
func @call_operand_count(%x: f32) {
  // expected-error@+1 {{'call' op incorrect number of operands for callee}}
  %r = call @callee(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @callee(%a: f32) -> f32 {
  return %a : f32
}
func.func @call_operand_count() {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %r = func.call @callee() : () -> f32
  return
}

// -----

func @callee(%a: f32) -> f32 {
  return %a : f32
}
func @call_operand_type(%x: i32) {
  // expected-error@+1 {{'call' op operand type mismatch: expected operand type 'f32', but provided 'i32' for operand number 0}}
  %r = call @callee(%x) : (i32) -> f32
  return
}

// -----

func.func @callee(%a: f32, %b: index) {
  return
}
func.func @call_operand_type(%x: f32, %y: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'index', but provided 'i64' for operand number 1}}
  func.call @callee(%x, %y) : (f32, i64) -> ()
  return
}

// -----

func @callee(%a: f32) -> f32 {
  return %a : f32
}
func @call_result_count(%x: f32) {
  // expected-error@+1 {{'call' op incorrect number of results for callee}}
  call @callee(%x) : (f32) -> ()
  return
}

// -----

func.func @callee(%a: f32) -> f32 {
  return %a : f32
}
func.func @call_result_type(%x: f32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{      op result types: 'i32'}}
  // expected-note@+1 {{function result types: 'f32'}}
  %r = func.call @callee(%x) : (f32) -> i32
  return
}

// -----

func @ext(f32) -> f32
func @call_declaration_result_type(%x: f32) {
  // expected-error@+3 {{'call' op result type mismatch at index 0}}
  // expected-note@+2 {{      op result types: 'f64'}}
  // expected-note@+1 {{function result types: 'f32'}}
  %r = call @ext(%x) : (f32) -> f64
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func @dup() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func @dup() {
  return
}

// -----

func.func private @dup(f32)
// expected-note@-1 {{see existing symbol definition here}}
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func.func @dup(%a: f32) {
  return
}

// -----

// expected-error@+1 {{'func' op entry block must have 1 arguments to match function signature}}
"func"() <{function_type = (f32) -> (), sym_name = "entry_arg_count"}> ({
  "return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('i32') must match the type of the corresponding argument in function signature('f32')}}
"func.func"() <{function_type = (f32) -> (), sym_name = "entry_arg_type"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

func @func_missing_terminator() {
  // expected-error@+1 {{block with no terminator, has 'constant'}}
  %c = constant 0 : index
}

// -----

func.func @func_missing_terminator(%x: f32) {
  // mlir-opt prints the op itself after "has" (loopc its name).
  // expected-error@+1 {{block with no terminator, has }}
  %y = arith.addf %x, %x : f32
}

// -----

func @return_not_last() {
  // The first error of the function is the only one reported.
  // expected-error@+1 {{'return' op must be the last operation in the parent block}}
  return
  %c = constant 0 : index
}

// -----

// loopc-only: mlir-opt reads `func.return` and the op on the next line as
// `func.return %c` and stops at "expected ':'".
func.func @return_not_last() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  func.return
  %c = arith.constant 0 : index
}

// -----

"func.func"() <{function_type = () -> (), sym_name = "func_region_count"}> ({
  "func.return"() : () -> ()
}, {
}) : () -> ()
// expected-error@-4 {{'func.func' op requires one region}}

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration(f32) -> f32

// -----

// The 2020 standard dialect declared external functions public: no error.
func @classic_declaration(f32) -> f32

// -----

// expected-error@+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "no_type"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @block_label_after_named_arguments(%x: f32) {
// expected-error@+1 {{invalid block name in region with named arguments}}
^bb0(%y: f32):
  return
}
