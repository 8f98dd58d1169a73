// Attributes of every kind survive printing, in dictionaries and in the
// generic form of an op from an unknown dialect.
// RUN: %loopc --print-names=source %s | FileCheck %s
// RUN: %loopc --print-names=source %s > %t.1 && %loopc --print-names=source %t.1 > %t.2 && diff %t.1 %t.2
// RUN: %loopc --print-names=source %s --print-generic > %t.3 && %loopc --print-names=source %t.3 --print-generic > %t.4 && diff %t.3 %t.4

// CHECK-LABEL: func.func @attrs(%a: f32) {
// CHECK-NEXT: "foo.op"(%a) {arr = [1, 2.500000e+00, "s", [true]], b = false, d = {k = 1 : i64, u}, da = array<i32: 1, -2>, de = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>, e = [], f = 1.500000e+00 : f32, i = 42 : i32, ix = 7 : index, l = 5 : i64, s = "a\22b\\c\0A", sp = dense<1.000000e+00> : tensor<3xf32>, sym = @attrs, t = memref<?x4xf32>, u} : (f32) -> ()
// CHECK-NEXT: %0 = "foo.res"() <{p = 1 : i64}> ({
// CHECK-NEXT: ^bb0(%x: i32):
// CHECK-NEXT:   "foo.term"(%x) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
func.func @attrs(%a: f32) {
  "foo.op"(%a) {s = "a\"b\\c\n", i = 42 : i32, l = 5, ix = 7 : index, b = false, f = 1.5 : f32, arr = [1, 2.5, "s", [true]], d = {u, k = 1}, e = [], t = memref<?x4xf32>, sym = @attrs, u, de = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, sp = dense<1.0> : tensor<3xf32>, da = array<i32: 1, -2>} : (f32) -> ()
  %0 = "foo.res"() <{p = 1}> ({
  ^bb0(%x: i32):
    "foo.term"(%x) : (i32) -> ()
  }) : () -> i32
  return
}
