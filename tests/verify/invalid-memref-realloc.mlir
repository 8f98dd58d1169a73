// memref.realloc's verifier rules (ODS, ReallocOp::verify's errors, which
// name no op) and the alignment constraint of load, store, alloc and
// realloc, with mlir-opt 22's messages; tests/verify/mlir-opt-agrees.test
// runs mlir-opt on the same cases.
// RUN: %loopc %s --split-input-file --verify-diagnostics


func.func @invalid_load_alignment(%memref: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %val = memref.load %memref[%c0] { alignment = -1 } : memref<4xi32>
  return
}

// -----

func.func @invalid_store_alignment(%memref: memref<4xi32>, %val: i32) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'memref.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  memref.store %val, %memref[%c0] { alignment = 3 } : memref<4xi32>
  return
}

// -----

func.func @invalid_alloc_alignment() {
  // expected-error @below {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}

// -----

func.func @invalid_realloc_alignment(%src: memref<4xf32>) {
  // expected-error @below {{'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.realloc %src {alignment = 7} : memref<4xf32> to memref<8xf32>
  return
}

// -----

#map0 = affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>
func.func @memref_realloc_layout(%src : memref<256xf32, #map0>) -> memref<?xf32>{
  // expected-error@+1 {{unsupported layout}}
  %0 = memref.realloc %src : memref<256xf32, #map0> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @memref_realloc_sizes_1(%src : memref<2xf32>) -> memref<?xf32>{
  // expected-error@+1 {{missing dimension operand}}
  %0 = memref.realloc %src : memref<2xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @memref_realloc_sizes_2(%src : memref<?xf32>, %d : index)
  -> memref<4xf32>{
  // expected-error@+1 {{unnecessary dimension operand}}
  %0 = memref.realloc %src(%d) : memref<?xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @realloc_element_type(%src : memref<256xf32>) -> memref<?xi32>{
  // expected-error@+1 {{different element types specified for source memref type 'memref<256xf32>' and result memref type 'memref<?xi32>'}}
  %0 = memref.realloc %src : memref<256xf32> to memref<?xi32>
  return %0 : memref<?xi32>
}

// -----

func.func @realloc_memory_space(%src : memref<256xf32, 1>, %d: index) -> memref<?xf32>{
  // expected-error@+1 {{different memory spaces specified for source memref type 'memref<256xf32, 1>' and result memref type 'memref<?xf32>'}}
  %0 = memref.realloc %src(%d) : memref<256xf32, 1> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @realloc_result_layout(%src : memref<256xf32>, %d: index) -> memref<?xf32, strided<[2]>>{
  // expected-error@+1 {{unsupported layout for result memref type 'memref<?xf32, strided<[2]>>'}}
  %0 = memref.realloc %src(%d) : memref<256xf32> to memref<?xf32, strided<[2]>>
  return %0 : memref<?xf32, strided<[2]>>
}

// -----

func.func @realloc_rank(%src : memref<2x2xf32>, %d: index) -> memref<?xf32>{
  // expected-error@+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<2x2xf32>'}}
  %0 = memref.realloc %src(%d) : memref<2x2xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
