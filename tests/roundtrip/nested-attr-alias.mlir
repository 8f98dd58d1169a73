// An alias used inside another dialect attribute that loopc keeps as text
// (#llvm.loop_annotation<unroll = #full>) is written out in the printed
// text: loopc printed `#full` without its definition, a file no parser
// reads. A quoted string keeps its `#`, and an alias of another kind
// (#map) is left as it is. (Written in the classic spelling: mlir-opt
// prints #llvm attributes through aliases of its own, which loopc does not
// yet, so print-vs-mlir-opt.test must not take this file.)
// RUN: %loopc %s --syntax=modern > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %if mlir-opt %{ %mlir_opt --allow-unregistered-dialect %t.mlir > /dev/null %}

#full = #llvm.loop_unroll<full = true>
#ann = #llvm.loop_annotation<unroll = #full>

// CHECK-LABEL: func.func @f
// CHECK: {llvm.loop_annotation = #llvm.loop_annotation<unroll = #llvm.loop_unroll<full = true>>}
// CHECK: {note = #foo<"tag #full">}
// CHECK-NOT: #full{{[ >]}}
func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  } {llvm.loop_annotation = #ann}
  scf.for %i = %c0 to %n step %c1 {
  } {note = #foo<"tag #full">}
  return
}
