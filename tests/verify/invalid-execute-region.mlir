// scf.execute_region's verifier rules with mlir-opt 22's messages (the
// region edge in mlir-opt 22.1's words, with its note); tests/verify/
// mlir-opt-agrees.test runs mlir-opt on the same cases.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func.func @execute_type(%x: i32) {
  // expected-error @below {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  %r = scf.execute_region -> i64 {
    // expected-note @below {{region branch point}}
    scf.yield %x : i32
  }
  return
}

// -----

func.func @execute_empty(%x: i32) {
  // expected-error @below {{'scf.execute_region' op region needs to have at least one block}}
  %r = scf.execute_region -> i32 {
  }
  return
}

// -----

func.func @execute_arguments(%x: i32) {
  // expected-error @below {{'scf.execute_region' op region cannot have any arguments}}
  %r = scf.execute_region -> i32 {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

func.func @execute_count(%x: i32, %c: i1) {
  // expected-error @below {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    // expected-note @below {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @execute_return(%x: i32) {
  scf.execute_region {
    // expected-error @below {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}
