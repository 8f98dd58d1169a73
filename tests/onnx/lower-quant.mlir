// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx,canonicalize | FileCheck %s
// The quantization operators (passes/onnx_lower_quant.c): QuantizeLinear
// divides by the scale, rounds half to even, adds the zero point and
// saturates to the 8-bit type's range before converting; a per-axis scale
// and zero point are read at the axis's index.

// CHECK-LABEL: func.func @quantize
// CHECK-DAG:  %[[HI:.*]] = arith.constant 2.550000e+02 : f32
// CHECK-DAG:  %[[LO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:      scf.parallel (%[[I:.*]], %[[J:.*]]) =
// CHECK-NEXT:   %[[S:.*]] = memref.load %s[%[[J]]] : memref<3xf32>
// CHECK-NEXT:   %[[Z:.*]] = memref.load %z[%[[J]]] : memref<3xi8>
// CHECK-NEXT:   %[[ZF:.*]] = arith.uitofp %[[Z]] : i8 to f32
// CHECK-NEXT:   %[[X:.*]] = memref.load %x[%[[I]], %[[J]]] : memref<2x3xf32>
// CHECK-NEXT:   %[[D:.*]] = arith.divf %[[X]], %[[S]] : f32
// CHECK:        %[[R:.*]] = arith.select %{{.*}}, %{{.*}}, %[[D]] : f32
// CHECK-NEXT:   %[[A:.*]] = arith.addf %[[R]], %[[ZF]] : f32
// CHECK-NEXT:   %[[M:.*]] = arith.maximumf %[[A]], %[[LO]] : f32
// CHECK-NEXT:   %[[N:.*]] = arith.minimumf %[[M]], %[[HI]] : f32
// CHECK-NEXT:   %[[Q:.*]] = arith.fptoui %[[N]] : f32 to i8
// CHECK-NEXT:   memref.store %[[Q]], %y[%[[I]], %[[J]]] : memref<2x3xi8>
func.func @quantize(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %z: tensor<3xui8>) -> tensor<2x3xui8> {
  %y = "onnx.QuantizeLinear"(%x, %s, %z) {axis = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xui8>) -> tensor<2x3xui8>
  "onnx.Return"(%y) : (tensor<2x3xui8>) -> ()
}

// -----

// MatMulInteger: int32 sums of the differences from the zero points.
// CHECK-LABEL: func.func @matmul_integer
// CHECK:      scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (i32)
// CHECK:        arith.extsi %{{.*}} : i8 to i32
// CHECK:        arith.subi
// CHECK:        arith.extui %{{.*}} : i8 to i32
// CHECK:        arith.subi
// CHECK:        %[[P:.*]] = arith.muli
// CHECK-NEXT:   arith.addi %[[ACC]], %[[P]] : i32
func.func @matmul_integer(%a: tensor<2x3xi8>, %b: tensor<3x4xui8>, %az: tensor<i8>, %bz: tensor<ui8>) -> tensor<2x4xi32> {
  %y = "onnx.MatMulInteger"(%a, %b, %az, %bz) : (tensor<2x3xi8>, tensor<3x4xui8>, tensor<i8>, tensor<ui8>) -> tensor<2x4xi32>
  "onnx.Return"(%y) : (tensor<2x4xi32>) -> ()
}
