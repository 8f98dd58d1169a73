// memref.memory_space_cast's verifier and memory spaces in other ops'
// rules, with mlir-opt 22's messages (tests/verify/mlir-opt-agrees.test
// runs mlir-opt on the same cases).
// RUN: %loopc %s --split-input-file --verify-diagnostics

func.func @space_shape(%a: memref<4xf32, 1>) {
  // expected-error @below {{'memref.memory_space_cast' op operand type 'memref<4xf32, 1>' and result type 'memref<8xf32>' are cast incompatible}}
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<8xf32>
  return
}

// -----

func.func @space_element(%a: memref<4xf32, 1>) {
  // expected-error @below {{'memref.memory_space_cast' op operand type 'memref<4xf32, 1>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xi32>
  return
}

// -----

func.func @space_unranked(%a: memref<4xf32, 1>) {
  // expected-error @below {{'memref.memory_space_cast' op operand type 'memref<4xf32, 1>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<*xf32>
  return
}

// -----

func.func @space_memref_cast(%a: memref<4xf32, 1>) {
  // expected-error @below {{'memref.cast' op operand type 'memref<4xf32, 1>' and result type 'memref<?xf32>' are cast incompatible}}
  %0 = memref.cast %a : memref<4xf32, 1> to memref<?xf32>
  return
}

// -----

func.func @space_not_memref(%a: memref<4xf32, 1>) {
  // expected-error @below {{'memref.memory_space_cast' op result #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.memory_space_cast"(%a) : (memref<4xf32, 1>) -> f32
  return
}

// -----

func.func @space_view(%b: memref<64xi8, 1>, %s: index) {
  // expected-error @below {{different memory spaces specified for base memref type 'memref<64xi8, 1>' and view memref type 'memref<4xf32>'}}
  %0 = memref.view %b[%s][] : memref<64xi8, 1> to memref<4xf32>
  return
}

// -----

func.func @space_subview(%m: memref<8xf32, 2>) {
  // expected-error @below {{different memory spaces specified for base memref type 'memref<8xf32, 2>' and subview memref type 'memref<4xf32, strided<[1]>>'}}
  %0 = memref.subview %m[0] [4] [1] : memref<8xf32, 2> to memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @space_reinterpret_cast(%in: memref<*xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<*xf32>' and result memref type 'memref<10xi32, strided<[1]>, 2>'}}
  %out = memref.reinterpret_cast %in to
           offset: [0], sizes: [10], strides: [1]
         : memref<*xf32> to memref<10xi32, strided<[1]>, 2>
  return
}
