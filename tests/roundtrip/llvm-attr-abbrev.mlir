// An llvm loop annotation may spell the attributes inside it without their
// dialect prefix (`unroll = <full = true>` for `#llvm.loop_unroll<full =
// true>`), as mlir-opt's own printer does when it prints one inline; the
// parameter names which attribute it is. mlir-opt then prints each nested
// one through its alias like the spelled-out form (#loop_unroll, and the
// follow-up annotations inside a vectorize or unroll attribute as
// #loop_annotation). print-vs-mlir-opt.test compares this file with
// mlir-opt 22 byte for byte, in the custom and the generic form.
// RUN: %loopc %s > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %loopc %t.mlir | diff %t.mlir -
// RUN: %loopc %s --convert-scf-to-cf | FileCheck %s --check-prefix=CF

// CHECK:      #loop_unroll = #llvm.loop_unroll<full = true>
// CHECK-NEXT: #loop_unroll1 = #llvm.loop_unroll<disable = true>
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = false, followupAll = #loop_annotation1>
// CHECK-NEXT: #loop_annotation2 = #llvm.loop_annotation<vectorize = #loop_vectorize, mustProgress = true>
// CHECK-NEXT: module {
// CHECK:        } {llvm.loop_annotation = #loop_annotation}
// CHECK:      } {llvm.loop_annotation = #loop_annotation1}
// CHECK:      } {llvm.loop_annotation = #loop_annotation2}

// The latch branches of the lowered loops carry the same aliases.
// CF:      #loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
// CF:      cf.br ^bb3({{.*}}) {llvm.loop_annotation = #loop_annotation}
// CF:      cf.br ^bb1({{.*}}) {llvm.loop_annotation = #loop_annotation1}

#keep = #llvm.loop_annotation<unroll = <disable = true>>
#all = #llvm.loop_annotation<unroll = <full = true>>
#vec = #llvm.loop_annotation<vectorize = <disable = false, followupAll = <unroll = <disable = true>>>, mustProgress = true>
func.func @f(%n: index, %m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %x = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      memref.store %x, %m[%j] : memref<8xf32>
    } {llvm.loop_annotation = #all}
  } {llvm.loop_annotation = #keep}
  scf.for %k = %c0 to %c8 step %c1 {
    memref.store %x, %m[%k] : memref<8xf32>
  } {llvm.loop_annotation = #vec}
  return
}
