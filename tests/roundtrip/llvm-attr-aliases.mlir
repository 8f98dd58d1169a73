// The llvm dialect's attributes that mlir-opt prints through aliases named
// by their mnemonic: loop metadata, TBAA and the like (not linkage or
// fastmath). The definitions come above the module ordered by depth (an
// alias after the ones it refers to), then by name, stably in the order
// the printer meets them (an op's region before its attribute dictionary);
// aliases of one name are numbered in that order. An llvm attribute's text
// inside a quoted string or inside another dialect's attribute is not an
// attribute. print-vs-mlir-opt.test compares this file with mlir-opt 22
// byte for byte, in the custom and the generic form.
// RUN: %loopc %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %loopc %t.mlir | diff %t.mlir -
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GEN

// CHECK:      #loop_unroll = #llvm.loop_unroll<disable = true>
// CHECK-NEXT: #loop_unroll1 = #llvm.loop_unroll<full = true>
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = true>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-NEXT: #tbaa_root = #llvm.tbaa_root<id = "a>b #llvm.loop_unroll<x>">
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<vectorize = #loop_vectorize>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
// CHECK-NEXT: #loop_annotation2 = #llvm.loop_annotation<disableNonforced = true, unroll = #loop_unroll>
// CHECK-NEXT: module {
// CHECK: affine.apply #map(%arg1)
// CHECK: affine.if #set(%arg1)
// CHECK: } {loop_annotation = #loop_annotation, zz = #loop_vectorize}
// CHECK: } {aa = [#loop_unroll], loop_annotation = #loop_annotation1}
// CHECK: cf.br ^bb1 {loop_annotation = #loop_annotation2}
// CHECK: attributes {link = #llvm.linkage<external>, q = "#llvm.loop_unroll<disable = true>", t = #tbaa_root, w = #foo.bar<#llvm.loop_unroll<disable = true>>}

// GEN: #loop_annotation2 = #llvm.loop_annotation<disableNonforced = true, unroll = #loop_unroll>
// GEN: "cf.br"()[^bb1] {loop_annotation = #loop_annotation2}

#ann_v = #llvm.loop_annotation<vectorize = #llvm.loop_vectorize<disable = true>>
#ann_full = #llvm.loop_annotation<unroll = #llvm.loop_unroll<full = true>>
module {
  func.func @f(%arg0: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    affine.for %arg1 = 0 to %arg0 {
      %0 = affine.apply affine_map<(d0) -> (d0 * 3)>(%arg1)
      %1 = affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%arg1) -> index {
        affine.yield %arg1 : index
      } else {
        affine.yield %0 : index
      }
      scf.for %arg2 = %c0 to %arg0 step %c1 {
      } {loop_annotation = #ann_v, zz = #llvm.loop_vectorize<disable = true>}
    } {aa = [#llvm.loop_unroll<disable = true>], loop_annotation = #ann_full}
    cf.br ^bb1 {loop_annotation = #llvm.loop_annotation<disableNonforced = true, unroll = #llvm.loop_unroll<disable = true>>}
  ^bb1:  // pred: ^bb0
    return
  }
  func.func @g() attributes {link = #llvm.linkage<external>, q = "#llvm.loop_unroll<disable = true>", t = #llvm.tbaa_root<id = "a>b #llvm.loop_unroll<x>">, w = #foo.bar<#llvm.loop_unroll<disable = true>>} {
    return
  }
}
