// An alias used inside another dialect attribute that loopc keeps as text
// (#llvm.loop_annotation<unroll = #full>) is resolved when parsed: loopc
// once printed `#full` without its definition, a file no parser reads. It
// now prints the llvm attributes through aliases of mlir-opt's own names
// (#loop_unroll, #loop_annotation; llvm-attr-aliases.mlir has the rules),
// each defined above the module. A quoted string keeps its `#`, and
// another dialect's attribute is printed as written.
// RUN: %loopc %s --syntax=modern > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %if mlir-opt %{ %mlir_opt --allow-unregistered-dialect %t.mlir > /dev/null %}

#full = #llvm.loop_unroll<full = true>
#ann = #llvm.loop_annotation<unroll = #full>

// CHECK: #loop_unroll = #llvm.loop_unroll<full = true>
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
// CHECK-LABEL: func.func @f
// CHECK: {llvm.loop_annotation = #loop_annotation}
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
