// memref.rank's, memref.assume_alignment's, memref.prefetch's and
// memref.distinct_objects' verifier rules (ODS constraints, inferred type, AssumeAlignmentOp::verify,
// PrefetchOp::verify) and custom-form errors with mlir-opt 22's messages;
// tests/verify/mlir-opt-agrees.test runs mlir-opt on the same cases.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func.func @invalid_prefetch_rw(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{rw specifier has to be 'read' or 'write'}}
  memref.prefetch %0[%i], rw, locality<0>, data  : memref<10xf32>
  return
}

// -----

func.func @invalid_prefetch_cache_type(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{cache type has to be 'data' or 'instr'}}
  memref.prefetch %0[%i], read, locality<0>, false  : memref<10xf32>
  return
}

// -----

func.func @invalid_prefetch_locality_hint(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %0[%i], read, locality<5>, data  : memref<10xf32>
  return
}


// -----


// alignment is not power of 2.
func.func @assume_alignment(%0: memref<4x4xf16>) {
  // expected-error@+1 {{alignment must be power of 2}}
  %1 = memref.assume_alignment %0, 12 : memref<4x4xf16>
  return
}

// -----

// 0 alignment value.
func.func @assume_alignment(%0: memref<4x4xf16>) {
  // expected-error@+1 {{attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %1 = memref.assume_alignment %0, 0 : memref<4x4xf16>
  return
}

// -----


func.func @rank(%0: f32) {
  // expected-error@+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values}}
  "memref.rank"(%0): (f32)->index
  return
}

// -----

func.func @rank_result(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.rank' op result #0 must be index, but got 'i32'}}
  %0 = "memref.rank"(%m) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @assume_alignment_no_alignment(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op requires attribute 'alignment'}}
  %0 = "memref.assume_alignment"(%m) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @assume_alignment_result_type(%m: memref<4xf32>) {
  // expected-error@+2 {{'memref.assume_alignment' op inferred type(s) 'memref<4xf32>' are incompatible with return type(s) of operation 'memref<?xf32>'}}
  // expected-error@+1 {{'memref.assume_alignment' op failed to infer returned types}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 8 : i32}> : (memref<4xf32>) -> memref<?xf32>
  return
}

// -----

func.func @assume_alignment_unranked(%m: memref<*xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 8 : i32}> : (memref<*xf32>) -> memref<*xf32>
  return
}

// -----

func.func @assume_alignment_unranked_custom(%m: memref<*xf32>) {
  // expected-error@+1 {{custom op 'memref.assume_alignment' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.assume_alignment %m, 8 : memref<*xf32>
  return
}

// -----

func.func @prefetch_no_attributes(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op requires attribute 'isDataCache'}}
  "memref.prefetch"(%m, %i) : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_indices(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  "memref.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = true, localityHint = 3 : i32}> : (memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @prefetch_i64_hint(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "memref.prefetch"(%m) <{isDataCache = true, isWrite = true, localityHint = 3 : i64}> : (memref<4xf32>) -> ()
  return
}

// -----

func.func @prefetch_keyword(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' expected 'locality'}}
  memref.prefetch %m[%i], read, localit<3>, data : memref<4xf32>
  return
}

// -----

func.func @distinct_objects_types_mismatch(%arg0: memref<?xf32>, %arg1: memref<?xi32>) -> (memref<?xi32>, memref<?xf32>) {
  // expected-error @+1 {{operand types and result types must match}}
  %0, %1 = "memref.distinct_objects"(%arg0, %arg1) : (memref<?xf32>, memref<?xi32>) -> (memref<?xi32>, memref<?xf32>)
  return %0, %1 : memref<?xi32>, memref<?xf32>
}

// -----

func.func @distinct_objects_0_operands() {
  // expected-error @+1 {{expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @distinct_objects_not_memref(%arg0: memref<?xf32>, %arg1: f32) {
  // expected-error @+1 {{'memref.distinct_objects' op operand #1 must be variadic of memref of any type values, but got 'f32'}}
  %0, %1 = "memref.distinct_objects"(%arg0, %arg1) : (memref<?xf32>, f32) -> (memref<?xf32>, f32)
  return
}
