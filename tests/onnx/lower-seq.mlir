// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx,canonicalize,cse | FileCheck %s
// Sequences and optionals lower to lists of two memrefs (data: every
// element's values one after the other; meta: a header row [count, ...]
// then one row [offset, rank, dims...] per element), in arguments, results,
// loop-carried values and If results alike (passes/onnx_lower_seq.c).

// CHECK-LABEL: func.func @grow
// CHECK-SAME: (%s: memref<?xf32>, %s_meta: memref<?x?xindex>, %x: memref<3xf32>) -> (memref<?xf32>, memref<?x?xindex>, memref<i64>)
// CHECK-SAME: onnx.input_kinds = array<i64: 1, 0>, onnx.output_kinds = array<i64: 1, 0>
// CHECK: memref.load %s_meta[%{{.*}}, %{{.*}}] : memref<?x?xindex>
// CHECK: %t = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: %t_meta = memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xindex>
// CHECK: return %t, %t_meta, %n
func.func @grow(%s: !onnx.seq<tensor<?xf32>>, %x: tensor<3xf32>) -> (!onnx.seq<tensor<?xf32>>, tensor<i64>) {
  %t = "onnx.SequenceInsert"(%s, %x) : (!onnx.seq<tensor<?xf32>>, tensor<3xf32>) -> !onnx.seq<tensor<?xf32>>
  %n = "onnx.SequenceLength"(%t) : (!onnx.seq<tensor<?xf32>>) -> tensor<i64>
  "onnx.Return"(%t, %n) : (!onnx.seq<tensor<?xf32>>, tensor<i64>) -> ()
}

// -----

// A Loop carrying a sequence carries both memrefs.
// CHECK-LABEL: func.func @carry
// CHECK: %r, %r_meta = scf.for {{.*}} iter_args(%s = %e, %s_meta = %e_meta) -> (memref<?xf32>, memref<?x?xindex>)
func.func @carry(%m: tensor<i64>, %x: tensor<2xf32>) -> !onnx.seq<tensor<2xf32>> {
  %e = "onnx.SequenceEmpty"() {dtype = 1 : i64} : () -> !onnx.seq<f32>
  %c = "onnx.NoValue"() : () -> none
  %r = "onnx.Loop"(%m, %c, %e) ({
  ^bb0(%i: tensor<i64>, %ci: tensor<i1>, %s: !onnx.seq<tensor<2xf32>>):
    %s2 = "onnx.SequenceInsert"(%s, %x) : (!onnx.seq<tensor<2xf32>>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
    "onnx.Yield"(%ci, %s2) : (tensor<i1>, !onnx.seq<tensor<2xf32>>) -> ()
  }) : (tensor<i64>, none, !onnx.seq<f32>) -> !onnx.seq<tensor<2xf32>>
  "onnx.Return"(%r) : (!onnx.seq<tensor<2xf32>>) -> ()
}

// -----

// An optional is a list whose count is -1 when it holds nothing.
// CHECK-LABEL: func.func @none
// CHECK: %[[M1:.*]] = arith.constant -1 : index
// CHECK: memref.alloc() : memref<1x2xindex>
// CHECK: %o_meta = memref.cast %{{.*}} : memref<1x2xindex> to memref<?x?xindex>
// CHECK: arith.select %{{.*}}, %[[M1]], %{{.*}} : index
func.func @none() -> !onnx.opt<tensor<2xf32>> {
  %o = "onnx.Optional"() {type = tensor<2xf32>} : () -> !onnx.opt<tensor<2xf32>>
  "onnx.Return"(%o) : (!onnx.opt<tensor<2xf32>>) -> ()
}
