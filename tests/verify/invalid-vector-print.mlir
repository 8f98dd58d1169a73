// Verifier and parser rules of vector.print, with mlir-opt 22's messages
// (mlir-opt-agrees.test runs mlir-opt on this file too).
// RUN: %loopc %s --split-input-file --verify-diagnostics

func.func @memref(%m: memref<2xf32>) {
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'memref<2xf32>'}}
  vector.print %m : memref<2xf32>
  return
}

// -----

func.func @string_and_source(%a: i32) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %a : i32 str "x"
  return
}

// -----

func.func @string_and_punctuation() {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print punctuation <comma> str "x"
  return
}

// -----

func.func @bad_punctuation(%a: i32) {
  // expected-error@+2 {{custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error@+1 {{custom op 'vector.print' failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
  vector.print %a : i32 punctuation <semicolon>
  return
}

// -----

func.func @bad_generic_punctuation(%a: i32) {
  // expected-error@+1 {{invalid properties {punctuation = 3 : i32} for op vector.print: Invalid attribute `punctuation` in property conversion: 3 : i32}}
  "vector.print"(%a) <{punctuation = 3 : i32}> : (i32) -> ()
  return
}

// -----

func.func @two_operands(%a: i32) {
  // expected-error@+1 {{'vector.print' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "vector.print"(%a, %a) <{punctuation = #vector.punctuation<newline>}> : (i32, i32) -> ()
  return
}
