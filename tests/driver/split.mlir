// RUN: %loopc %s --split-input-file | FileCheck %s
// RUN: %loopc %s --split-input-file --passes=lower-onnx --print-ir-after-all --no-verify-each 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP

// Each chunk is parsed and printed on its own; output chunks are separated
// by the same marker.
// CHECK-LABEL: func @first
// CHECK: // -----
// CHECK-LABEL: func @second
// DUMP: // -----// IR Dump After lower-onnx //----- //
// DUMP: func @first

func @first() {
  return
}

// -----

func @second(%x: i32) -> i32 {
  return %x : i32
}
