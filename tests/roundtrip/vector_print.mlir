// vector.print (MLIR's vector dialect's print of a scalar, a string or
// punctuation): the custom form as mlir-opt 22 prints it (the default
// punctuation, newline, is not written; a string is escaped as MLIR escapes
// it) and the generic form with its properties, both read back.
// RUN: %loopc %s | FileCheck %s
// RUN: %loopc %s | %loopc | FileCheck %s
// RUN: %loopc %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: %loopc %s --mlir-print-op-generic | %loopc | FileCheck %s
// RUN: %loopc %s | %mlir_opt | FileCheck %s
// REQUIRES: mlir-opt

// CHECK-LABEL: func.func @print(
// CHECK-SAME:      %[[I:.*]]: i32, %[[X:.*]]: index, %[[F:.*]]: f64, %[[B:.*]]: i1)
// CHECK-NEXT:    vector.print %[[I]] : i32
// CHECK-NEXT:    vector.print %[[X]] : index punctuation <comma>
// CHECK-NEXT:    vector.print %[[F]] : f64 punctuation <no_punctuation>
// CHECK-NEXT:    vector.print %[[B]] : i1 {tag = 1 : i32}
// CHECK-NEXT:    vector.print punctuation <open>
// CHECK-NEXT:    vector.print punctuation <close>
// CHECK-NEXT:    vector.print{{$}}
// CHECK-NEXT:    vector.print str "tab\09quote\22 line\0A"
// CHECK-NEXT:    vector.print str "str"
// GEN: "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
// GEN: "vector.print"(%arg1) <{punctuation = #vector.punctuation<comma>}> : (index) -> ()
// GEN: "vector.print"(%arg2) <{punctuation = #vector.punctuation<no_punctuation>}> : (f64) -> ()
// GEN: "vector.print"(%arg3) <{punctuation = #vector.punctuation<newline>}> {tag = 1 : i32} : (i1) -> ()
// GEN: "vector.print"() <{punctuation = #vector.punctuation<open>}> : () -> ()
// GEN: "vector.print"() <{punctuation = #vector.punctuation<close>}> : () -> ()
// GEN: "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()
// GEN: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "tab\09quote\22 line\0A"}> : () -> ()
func.func @print(%i: i32, %x: index, %f: f64, %b: i1) {
  vector.print %i : i32
  vector.print %x : index punctuation <comma>
  vector.print %f : f64 punctuation <no_punctuation>
  vector.print %b : i1 {tag = 1 : i32}
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print
  vector.print str "tab\tquote\" line\n"
  // `str` is a keyword only in vector.print's clauses
  vector.print str "str"
  return
}

// An attribute named like a clause word, after a vector.print.
// CHECK-LABEL: func.func @words(
// CHECK: "test.op"() {punctuation = 1 : i32, str = 2 : i32} : () -> ()
func.func @words() {
  vector.print
  "test.op"() {str = 2 : i32, punctuation = 1 : i32} : () -> ()
  return
}
