// Verifier rules of memref ops, in both spellings.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func @load_index_count(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'load' op incorrect number of indices for load, expected 2 but got 1}}
  %v = load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_index_count(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %v = memref.load %m[%i, %i] : memref<4xf32>
  return
}

// -----

func @load_index_not_index(%m: memref<4xf32>, %j: i32) {
  // expected-error@+1 {{'load' op operand #1 must be variadic of index, but got 'i32'}}
  %v = "load"(%m, %j) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @load_result_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %v = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return
}

// -----

func @load_not_memref(%x: f32, %i: index) {
  // expected-error@+1 {{'load' op operand #0 must be memref of any type values, but got 'f32'}}
  %v = "load"(%x, %i) : (f32, index) -> f32
  return
}

// -----

func @store_value_type(%m: memref<4xf32>, %i: index, %x: i32) {
  // expected-error@+1 {{'store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "store"(%x, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @store_value_type(%m: memref<4xi64>, %i: index, %x: f64) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%x, %m, %i) : (f64, memref<4xi64>, index) -> ()
  return
}

// -----

func @store_index_count(%m: memref<4x4xf32>, %i: index, %x: f32) {
  // expected-error@+1 {{'store' op store index operand count not equal to memref rank}}
  store %x, %m[%i, %i, %i] : memref<4x4xf32>
  return
}

// -----

func.func @store_index_count(%m: memref<4x4xf32>, %i: index, %x: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %x, %m[%i] : memref<4x4xf32>
  return
}

// -----

func @alloc_dynamic_count() {
  // expected-error@+1 {{'alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %m = alloc() : memref<?xf32>
  return
}

// -----

func.func @alloc_dynamic_count(%n: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %m = memref.alloc(%n) : memref<4xf32>
  return
}

// -----

func @alloca_dyn_not_index(%n: i32) {
  // expected-error@+1 {{'alloca' op operand #0 must be variadic of index, but got 'i32'}}
  %m = "alloca"(%n) : (i32) -> memref<?xf32>
  return
}

// -----

func.func @alloc_not_memref() {
  // expected-error@+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'f32'}}
  %m = "memref.alloc"() : () -> f32
  return
}

// -----

func @dealloc_not_memref(%x: f32) {
  // expected-error@+1 {{'dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  "dealloc"(%x) : (f32) -> ()
  return
}

// -----

func.func @dim_index_not_index(%m: memref<?xf32>, %j: i32) {
  // expected-error@+1 {{'memref.dim' op operand #1 must be index, but got 'i32'}}
  %d = "memref.dim"(%m, %j) : (memref<?xf32>, i32) -> index
  return
}


// -----

func @dim_not_shaped(%x: f32, %i: index) {
  // expected-error@+1 {{'dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'f32'}}
  %d = "dim"(%x, %i) : (f32, index) -> index
  return
}

// -----

func.func @copy_shape_mismatch(%a: memref<4xf32>, %b: memref<8xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @copy_elem_mismatch(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @memref_cast_shape_mismatch(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32>' are cast incompatible}}
  %b = memref.cast %a : memref<4xf32> to memref<8xf32>
  return
}

// -----

func @memref_cast_elem_mismatch(%a: memref<?xf32>) {
  // expected-error@+1 {{'memref_cast' op operand type 'memref<?xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %b = memref_cast %a : memref<?xf32> to memref<4xi32>
  return
}

// -----

func.func @load_without_memref() {
  // expected-error@+1 {{'memref.load' op expected 1 or more operands, but found 0}}
  %x = "memref.load"() : () -> f32
  return
}

// -----

func.func @store_without_memref(%x: f32) {
  // expected-error@+1 {{'memref.store' op expected 2 or more operands, but found 1}}
  "memref.store"(%x) : (f32) -> ()
  return
}

// -----

func.func @store_index_not_index(%m: memref<4xf32>, %i: i32, %v: f32) {
  // expected-error@+1 {{'memref.store' op operand #2 must be variadic of index, but got 'i32'}}
  "memref.store"(%v, %m, %i) : (f32, memref<4xf32>, i32) -> ()
  return
}

// -----

func.func @alloc_without_segment_sizes(%n: index) {
  // expected-error@+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %m = "memref.alloc"(%n) : (index) -> memref<?xf32>
  return
}

// -----

func.func @alloc_missing_size() {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %m = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @dim_of_rank0(%m: memref<f32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %d = "memref.dim"(%m, %i) : (memref<f32>, index) -> index
  return
}

// -----

func.func @dim_result_not_index(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op result #0 must be index, but got 'i32'}}
  %d = "memref.dim"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @cast_incompatible(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @copy_to_dynamic(%a: memref<4xf32>, %b: memref<?xf32>) {
  // A static and a dynamic size are the same shape for a copy.
  memref.copy %a, %b : memref<4xf32> to memref<?xf32>
  return
}
