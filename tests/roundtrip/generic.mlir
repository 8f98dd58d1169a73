// --print-generic: every op as "name"(...) with explicit block headers and
// terminators, names per spelling.
// RUN: %loopc --print-names=source %s --print-generic | FileCheck %s
// RUN: %loopc --print-names=source %s --print-generic --syntax=classic | FileCheck %s --check-prefix=CLASSIC

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (f32) -> f32, sym_name = "ext", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (index, memref<?xf32>, i1) -> f32, sym_name = "g"}> ({
// CHECK-NEXT:   ^bb0(%n: index, %m: memref<?xf32>, %c: i1):
// CHECK-NEXT:     %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT:     %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
// CHECK-NEXT:     %zero = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// CHECK-NEXT:     %lt = "arith.cmpi"(%c0, %n) <{predicate = 6 : i64}> : (index, index) -> i1
// CHECK-NEXT:     "scf.for"(%c0, %n, %c1) ({
// CHECK-NEXT:     ^bb0(%i: index):
// CHECK-NEXT:       "memref.store"(%zero, %m, %i) : (f32, memref<?xf32>, index) -> ()
// CHECK-NEXT:       "scf.yield"() : () -> ()
// CHECK-NEXT:     }) : (index, index, index) -> ()
// CHECK-NEXT:     "scf.if"(%c) ({
// CHECK-NEXT:       "scf.yield"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     }) : (i1) -> ()
// CHECK-NEXT:     %s = "scf.parallel"(%c0, %n, %c1, %zero) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// CHECK-NEXT:     ^bb0(%i: index):
// CHECK-NEXT:       %v = "memref.load"(%m, %i) : (memref<?xf32>, index) -> f32
// CHECK-NEXT:       "scf.reduce"(%v) ({
// CHECK-NEXT:       ^bb0(%l: f32, %r: f32):
// CHECK-NEXT:         %sum = "arith.addf"(%l, %r) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:         "scf.reduce.return"(%sum) : (f32) -> ()
// CHECK-NEXT:       }) : (f32) -> ()
// CHECK-NEXT:     }) : (index, index, index, f32) -> f32
// CHECK-NEXT:     %y = "func.call"(%s) <{callee = @ext}> : (f32) -> f32
// CHECK-NEXT:     "func.return"(%y) : (f32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// CLASSIC:      "module"() ({
// CLASSIC-NEXT:   "func"() <{function_type = (f32) -> f32, sym_name = "ext", sym_visibility = "private"}> ({
// CLASSIC:          %c0 = "constant"() <{value = 0 : index}> : () -> index
// CLASSIC:          %lt = "cmpi"(%c0, %n) <{predicate = 6 : i64}> : (index, index) -> i1
// CLASSIC-NEXT:     "loop.for"(%c0, %n, %c1) ({
// CLASSIC-NEXT:     ^bb0(%i: index):
// CLASSIC-NEXT:       "store"(%zero, %m, %i) : (f32, memref<?xf32>, index) -> ()
// CLASSIC-NEXT:       "loop.yield"() : () -> ()
// CLASSIC-NEXT:     }) : (index, index, index) -> ()
// CLASSIC-NEXT:     "loop.if"(%c) ({
// CLASSIC-NEXT:       "loop.yield"() : () -> ()
// CLASSIC-NEXT:     }, {
// CLASSIC-NEXT:     }) : (i1) -> ()
// CLASSIC-NEXT:     %s = "loop.parallel"(%c0, %n, %c1, %zero) ({
// CLASSIC-NEXT:     ^bb0(%i: index):
// CLASSIC-NEXT:       %v = "load"(%m, %i) : (memref<?xf32>, index) -> f32
// CLASSIC-NEXT:       "loop.reduce"(%v) ({
// CLASSIC-NEXT:       ^bb0(%l: f32, %r: f32):
// CLASSIC-NEXT:         %sum = "addf"(%l, %r) : (f32, f32) -> f32
// CLASSIC-NEXT:         "loop.reduce.return"(%sum) : (f32) -> ()
// CLASSIC-NEXT:       }) : (f32) -> ()
// CLASSIC-NEXT:       "loop.yield"() : () -> ()
// CLASSIC-NEXT:     }) : (index, index, index, f32) -> f32
// CLASSIC-NEXT:     %y = "call"(%s) <{callee = @ext}> : (f32) -> f32
// CLASSIC-NEXT:     "return"(%y) : (f32) -> ()
module {
  func.func private @ext(f32) -> f32
  func.func @g(%n: index, %m: memref<?xf32>, %c: i1) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %lt = arith.cmpi ult, %c0, %n : index
    scf.for %i = %c0 to %n step %c1 {
      memref.store %zero, %m[%i] : memref<?xf32>
    }
    scf.if %c {
    }
    %s = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
      %v = memref.load %m[%i] : memref<?xf32>
      scf.reduce(%v : f32) {
      ^bb0(%l: f32, %r: f32):
        %sum = arith.addf %l, %r : f32
        scf.reduce.return %sum : f32
      }
    }
    %y = call @ext(%s) : (f32) -> f32
    return %y : f32
  }
}
