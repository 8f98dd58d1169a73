// scf.forall's and scf.forall.in_parallel's verifier rules with mlir-opt
// 22's messages, in its order (tests/verify/mlir-opt-agrees.test runs
// mlir-opt on the same cases): the lists' lengths and dynamic entries
// (without the op's name, as mlir-opt words them), the region's arguments,
// the mapping attribute, the terminator and its region.
// RUN: %loopc %s --split-input-file --verify-diagnostics -allow-unregistered-dialect

func.func @ub_count(%n: index) {
  // expected-error @below {{expected 2 upper bound values, got 1}}
  scf.forall (%i, %j) in (%n) {
  }
  return
}

// -----

func.func @ub_count_long(%n: index) {
  // expected-error @below {{expected 1 upper bound values, got 2}}
  scf.forall (%i) in (%n, 4) {
  }
  return
}

// -----

func.func @lb_count(%n: index) {
  // expected-error @below {{'scf.forall' op region expects 2 arguments}}
  scf.forall (%i) = (0, 1) to (%n) step (1) {
  }
  return
}

// -----

func.func @step_count() {
  // expected-error @below {{expected 1 step values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%i: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @dynamic_count(%n: index) {
  // expected-error @below {{expected 0 dynamic upper bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%i: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @segments(%n: index) {
  // expected-error @below {{'scf.forall' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 1, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%i: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @iv_type(%n: index) {
  // expected-error @below {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%i: i32):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @bound_type(%n: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @below {{use of value '%n' expects different type than prior uses: 'index' vs 'i32'}}
  scf.forall (%i) in (%n) {
  }
  return
}

// -----

func.func @mapping_rank(%n: index) {
  // expected-error @below {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @mapping_kind(%n: index) {
  // expected-error @below {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [1 : i32]}
  return
}

// -----

func.func @mapping_dialect(%n: index) {
  // expected-error @below {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [#foo.bar<x>]}
  return
}

// -----

func.func @wrong_terminator() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%i: index):
      // expected-error @below {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
      "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @missing_terminator() {
  // expected-error @below {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'test.op'}}
  // expected-note @below {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%i: index):
      "test.op"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_parent() {
  // expected-error @below {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
  return
}

// -----

func.func @in_parallel_not_last(%n: index) {
  scf.forall (%i) in (%n) {
    // expected-error @below {{'scf.forall.in_parallel' op must be the last operation in the parent block}}
    scf.forall.in_parallel {
    }
    %c = arith.constant 1 : index
  }
  return
}

// -----

func.func @in_parallel_ops(%n: index, %m: memref<4xindex>) {
  scf.forall (%i) in (%n) {
    // expected-error @below {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      memref.store %n, %m[%i] : memref<4xindex>
    }
  }
  return
}

// -----

// loopc-only: shared_outs are tensors, which loopc's language lacks
// (mlir-opt accepts this loop).
func.func @shared_outs(%n: index, %t: tensor<4xf32>) {
  // expected-error @below {{custom op 'scf.forall' shared_outs are not supported by loopc}}
  scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return
}
