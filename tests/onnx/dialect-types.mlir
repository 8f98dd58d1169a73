// The onnx dialect's sequence and optional types are dialect types
// (ir/dialect.h): read once into a name and parameters by the grammar,
// checked by the dialect's hook, uniqued, printed in the generic form, so
// that spaces inside them do not matter (they were text, compared and
// parsed again as written).
// RUN: %loopc --print-names=source %s | FileCheck %s
// RUN: %loopc --print-names=source %s | %loopc --print-names=source - | FileCheck %s
// RUN: %loopc --print-names=source %s --print-generic | %loopc --print-names=source - | FileCheck %s

// CHECK-LABEL: func.func @types(
// CHECK-SAME: %a: !onnx.seq<tensor<2x?xf32>>, %b: !onnx.seq<tensor<*xi64>>, %c: !onnx.seq<f32>, %d: !onnx.opt<tensor<ui8>>, %e: !onnx.opt<!onnx.seq<tensor<3xbf16>>>) -> !onnx.opt<!onnx.seq<tensor<3xbf16>>>
// CHECK: "onnx.Optional"() {type = !onnx.seq<tensor<?xf32>>} : () -> !onnx.opt<!onnx.seq<tensor<?xf32>>>
// CHECK: "onnx.SequenceLength"(%b) : (!onnx.seq<tensor<*xi64>>) -> tensor<i64>
func.func @types(%a: !onnx.seq<tensor<2x?xf32>>, %b: !onnx.seq< tensor<*xi64> >, %c: !onnx.seq<f32>,
                 %d: !onnx.opt<tensor<ui8>>, %e: !onnx.opt< !onnx.seq<tensor<3xbf16>>>)
    -> !onnx.opt<!onnx.seq<tensor<3xbf16>>> {
  %o = "onnx.Optional"() {type = !onnx.seq<tensor<?xf32>>} : () -> !onnx.opt<!onnx.seq<tensor<?xf32>>>
  %n = "onnx.SequenceLength"(%b) : (!onnx.seq<tensor<*xi64>  >) -> tensor<i64>
  "onnx.Return"(%e) : (!onnx.opt<!onnx.seq<tensor<3xbf16>>>) -> ()
}

// A type of a dialect loopc does not know stays text, even around an onnx type.
// CHECK-LABEL: func.func private @other(!other.t<!onnx.seq< f32 >, x>)
func.func private @other(!other.t<!onnx.seq< f32 >, x>)
