// The affine ops' verifier rules and custom-syntax errors, with mlir-opt
// 22's messages; the same file passes mlir-opt --verify-diagnostics.
// RUN: %loopc %s --split-input-file --verify-diagnostics
// RUN: %if mlir-opt %{ %mlir_opt %s --split-input-file --verify-diagnostics %}

func.func @f(%A: memref<4x4xf32>, %i: index) {
  %c = arith.constant 0 : index
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %v = "affine.load"(%A, %c) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<4x4xf32>, index) -> f32
  return
}

// -----

func.func @f(%A: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4x4xf32>, index) -> f32
  return
}

// -----

func.func @f(%A: memref<4x4xf32>, %i: index) {
  scf.for %k = %i to %i step %i {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%k, %k] : memref<4x4xf32>
  }
  return
}

// -----

func.func @f(%A: memref<4x4xf32>, %i: index) {
  scf.for %k = %i to %i step %i {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%k), %k] : memref<4x4xf32>
  }
  return
}

// -----

func.func @f(%A: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op requires attribute 'map'}}
  %v = "affine.load"(%A, %i, %i) : (memref<4x4xf32>, index, index) -> f32
  return
}

// -----

func.func @f(%A: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %v = "affine.load"(%A, %i, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<4x4xf32>, index, index) -> f64
  return
}

// -----

func.func @f(%x: f64, %i: index) {
  // expected-error@+1 {{'affine.load' op operand #0 must be memref of any type values, but got 'f64'}}
  %v = "affine.load"(%x, %i) <{map = affine_map<(d0) -> (d0)>}> : (f64, index) -> f32
  return
}

// -----

func.func @f(%A: memref<4x4xf32>, %i: index, %x: f64) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%x, %A, %i, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (f64, memref<4x4xf32>, index, index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %v = "affine.apply"(%i, %i) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.apply' op result #0 must be index, but got 'i32'}}
  %v = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> : (index) -> i32
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %v = "affine.min"(%i, %i) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'affine.min' op affine map expect at least one result}}
  %v = "affine.min"() <{map = affine_map<() -> ()>}> : () -> index
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'affine.for' op requires attribute 'lowerBoundMap'}}
  "affine.for"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> ({
  ^bb0(%a: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'affine.for' op requires attribute 'step'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%a: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%a: f32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'affine.for' op expected lower bound map to have at least one result}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> ()>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%a: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.for' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "affine.for"(%i) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%a: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  "affine.for"(%i) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%a: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%x: f64) {
  // expected-error@+1 {{'affine.for' op 0-th init and 0-th region iter_arg have different type: 'f64' != 'f32'}}
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%a: index, %b: f32):
    %c = arith.constant 1.0 : f64
    "affine.yield"(%c) : (f64) -> ()
  }) : (f64) -> f64
  return
}

// -----

func.func @f(%x: f64) {
  %r = affine.for %k = 0 to 10 iter_args(%a = %x) -> (f64) {
    %z = arith.constant 1.0 : f32
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %z : f32
  }
  return
}

// -----

func.func @f(%x: f64) {
  // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
  %r = affine.for %k = 0 to 10 iter_args(%a = %x) -> (f64) { affine.yield }
  return
}

// -----

func.func @f(%i: index) {
  affine.for %k = 0 to 10 {
    scf.for %j = %i to %i step %i {
      // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
      affine.for %l = 0 to %j {
      }
    }
  }
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %k = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %k = 0 to affine_map<() -> (1, 2)>() {
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%i, %i) {
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%i, %i) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index, index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.if' op requires attribute 'condition'}}
  "affine.if"(%i) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  affine.for %k = 0 to 10 {
    scf.for %j = %i to %i step %i {
      // expected-error@+1 {{'affine.if' op operand cannot be used as a dimension id}}
      affine.if affine_set<(d0) : (d0 >= 0)>(%j) {
      }
    }
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (1) and upper bound (2), and the number of steps (1) must all match}}
  affine.parallel (%k) = (0) to (10, 20) {
  }
  return
}

// -----

func.func @f(%x: f64) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = affine.parallel (%k) = (0) to (10) -> f64 {
    affine.yield %x : f64
  }
  return
}

// -----

func.func @f(%x: f64) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%k) = (0) to (10) reduce ("addi") -> f64 {
    affine.yield %x : f64
  }
  return
}

// -----

func.func @f(%x: f64) {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "foo"}}
  %r = affine.parallel (%k) = (0) to (10) reduce ("foo") -> f64 {
    affine.yield %x : f64
  }
  return
}

// -----

func.func @f(%i: index) {
  affine.for %k = 0 to 10 {
    scf.for %j = %i to %i step %i {
      // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
      affine.parallel (%l) = (0) to (%j) {
      }
    }
  }
  return
}

// -----

func.func @f(%i: index) {
  scf.for %j = %i to %i step %i {
    // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    affine.yield
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %q:4 = affine.delinearize_index %i into (3, 4) : index, index, index, index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %q:2 = affine.delinearize_index %i into (0, 4) : index, index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %q:2 = "affine.delinearize_index"(%i) <{static_basis = array<i64: -9223372036854775808, 4>}> : (index) -> (index, index)
  return
}

// -----

func.func @f() {
  %x = arith.constant 1 : i32
  // expected-error@+1 {{'affine.delinearize_index' op operand #0 must be index, but got 'i32'}}
  %q:2 = "affine.delinearize_index"(%x) <{static_basis = array<i64: 3, 4>}> : (i32) -> (index, index)
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %l = affine.linearize_index [%i, %i, %i] by (3) : index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{undefined symbol alias id 'nope'}}
  %a = affine.apply #nope(%i)
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+2 {{'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note@+1 {{region branch point}}
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> index {
    affine.yield %i : index
  }
  return
}

// -----
// The cases below were failures of MLIR's Dialect/Affine/invalid.mlir
// under loopc (docs/mlir-compat.md): parser messages at mlir-opt's places.

func.func @f(%C: memref<4xf32>, %v: f32) {
  // expected-error@+1 {{expected '[' in affine map}}
  affine.store %v, %C : memref<4xf32>
  return
}

// -----

func.func @f(%C: memref<4xf32>) {
  // expected-error@+1 {{expected '[' in affine map}}
  %v = affine.load %C : memref<4xf32>
  return
}

// -----

func.func @f(%a: index, %b: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0) -> (d0)> (%a, %b)
  return
}

// -----

// min and max take their operands as they come: two dims for (d0)[s0].
func.func @f(%a: index, %b: index) -> index {
  %0 = affine.max affine_map<(d0)[s0] -> (d0, s0)> (%a, %b)
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %1 = affine.max affine_map<(d0)[s0] -> (d0, s0)> ()[%a]
  return %0 : index
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
  ^bb0(%x: i32):
  }
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.for %i#0 = 0 to 7 {
  }
  return
}

// -----

func.func @f() {
  affine.for %i = 1 too 10 { // expected-error {{custom op 'affine.for' expected 'to' between bounds}}
  }
  return
}

// -----

func.func @f() {
  affine.for %i = 1 to 10 step 2
}        // expected-error @-1 {{expected '{' to begin a region}}

// -----

func.func @f() {
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %i = affine_map<(d0) -> (d0 floordiv 4)>(%i) to 10 {
  }
  return
}

// -----

func.func @f(%s: index) {
  affine.for %i = 1 to 5 step %s { // expected-error {{expected attribute value}}
  }
  return
}

// -----

func.func @f() {
  affine.for %i = 1 to 10 step -1
}        // expected-error@-1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
