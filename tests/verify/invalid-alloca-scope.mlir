// memref.alloca_scope's verifier rules with mlir-opt 22's messages, in its
// order (tests/verify/mlir-opt-agrees.test runs mlir-opt on the same cases):
// the region edge in mlir-opt 22.1's words, with its note.
// RUN: %loopc %s --split-input-file --verify-diagnostics -allow-unregistered-dialect

func.func @scope_count(%x: f32) {
  // expected-error @below {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 1 operands, but region successor needs 2 inputs}}
  %r:2 = memref.alloca_scope -> (f32, f32) {
    // expected-note @below {{region branch point}}
    memref.alloca_scope.return %x : f32
  }
  return
}

// -----

func.func @scope_type(%x: f32) {
  // expected-error @below {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = memref.alloca_scope -> (i32) {
    // expected-note @below {{region branch point}}
    memref.alloca_scope.return %x : f32
  }
  return
}

// -----

func.func @scope_implicit_return(%x: f32) {
  // expected-error @+2 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note @+1 {{region branch point}}
  %r = memref.alloca_scope -> (f32) {
  }
  return
}

// -----

func.func @return_parent(%x: f32) {
  // expected-error @below {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return %x : f32
}

// -----

func.func @scope_arguments(%x: f32) {
  // expected-error @below {{'memref.alloca_scope' op region should have no arguments}}
  memref.alloca_scope {
  ^bb0(%y: f32):
    memref.alloca_scope.return
  }
  return
}

// -----

func.func @scope_two_blocks(%x: f32) {
  // expected-error @below {{'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks}}
  "memref.alloca_scope"() ({
    cf.br ^bb1
  ^bb1:
    memref.alloca_scope.return
  }) : () -> ()
  return
}

// -----

func.func @scope_terminator(%x: f32) {
  // expected-error @+2 {{'memref.alloca_scope' op expects regions to end with 'memref.alloca_scope.return', found 'test.foo'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'memref.alloca_scope.return'}}
  "memref.alloca_scope"() ({
    "test.foo"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @scope_empty(%x: f32) {
  // expected-error @below {{'memref.alloca_scope' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "memref.alloca_scope"() ({
  }) : () -> ()
  return
}

// -----

func.func @scope_yield(%x: f32) {
  memref.alloca_scope {
    // expected-error @below {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }
  return
}

// -----

// An alloca needs an ancestor that is an allocation scope: an unregistered
// op is none, nor is scf.execute_region.
"alloca_without_scope"() ({
  memref.alloca() : memref<1xf32>
  // expected-error@-1 {{requires an ancestor op with AutomaticAllocationScope trait}}
  func.return
}) : () -> ()

// -----

"alloca_in_execute_region"() ({
  scf.execute_region {
    // expected-error@+1 {{requires an ancestor op with AutomaticAllocationScope trait}}
    %a = memref.alloca() : memref<1xf32>
    scf.yield
  }
  "test.end"() : () -> ()
}) : () -> ()

// -----

// scf.forall is a scope.
"alloca_in_forall"() ({
  scf.forall (%i) in (4) {
    %a = memref.alloca() : memref<1xf32>
  }
  "test.end"() : () -> ()
}) : () -> ()
