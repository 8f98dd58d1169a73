// Syntax forms the parser must accept (both spellings, mixed), checked on
// the generic form, which shows the structure the parser built.
// RUN: %loopc %s --print-generic | FileCheck %s

#loc0 = loc("input.py":1:1)
#map = affine_map<(d0) -> (d0)>
module @m attributes {test.flag, test.n = 3 : i32} {
  // CHECK: #map = affine_map<(d0) -> (d0)>
  // CHECK-NEXT: "builtin.module"() <{sym_name = "m"}>
  // CHECK-LABEL: sym_name = "ext"
  // CHECK-SAME: sym_visibility = "private"
  func.func private @ext(f32 {llvm.noalias}) -> f32
  // CHECK-LABEL: sym_name = "consts"
  func.func @consts() attributes {llvm.emit_c_interface} {
    // CHECK: "arith.constant"() <{value = true}> : () -> i1
    %t = constant true
    // CHECK: <{value = -1 : i32}> : () -> i32
    %m1 = constant -1 : i32
    // CHECK: <{value = 0x7FC00000 : f32}> : () -> f32
    %nan = constant 0x7FC00000 : f32
    // CHECK: <{value = {{9.99999[0-9]*E-8|1.000000e-07}} : f64}> : () -> f64
    %small = arith.constant 1.0e-7 : f64
    // CHECK: <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %d = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
    // CHECK: <{value = 0.000000e+00 : f16}> : () -> f16
    %h = arith.constant 0.000000e+00 : f16
    return
  }
  // CHECK-LABEL: sym_name = "arith"
  func.func @arith(%a: f32, %b: f32, %i: i32, %x: index) -> (f32, i1) {
    // CHECK: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %s = arith.addf %a, %b fastmath<fast> : f32
    // CHECK: "math.exp"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %e = math.exp %s : f32
    // CHECK: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %c1 = cmpi "slt", %i, %i : i32
    // CHECK: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %c2 = arith.cmpf ugt, %a, %b : f32
    // CHECK: "arith.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (i1, f32, f32) -> f32
    %sel = arith.select %c1, %a, %e : i1, f32
    // CHECK: "arith.index_cast"(%{{.*}}) : (index) -> i64
    %ic = index_cast %x : index to i64
    // CHECK: "arith.sitofp"(%{{.*}}) : (i32) -> f32
    %f = arith.sitofp %i : i32 to f32
    return %sel, %c2 : f32, i1
  }
  // CHECK-LABEL: sym_name = "memory"
  func.func @memory(%n: index) {
    // CHECK: "memref.alloc"(%{{.*}}) <{alignment = 64 : i64{{.*}}}> : (index) -> memref<?x4xf32>
    %m = memref.alloc(%n) {alignment = 64 : i64} : memref<?x4xf32>
    %s = alloca() : memref<4xf32>
    // CHECK: "arith.constant"() <{value = 0 : index}> : () -> index
    // CHECK-NEXT: "memref.dim"(%{{.*}}, %{{.*}}) : (memref<?x4xf32>, index) -> index
    %d = dim %m, 0 : memref<?x4xf32>
    %c0 = arith.constant 0 : index
    %d2 = memref.dim %m, %c0 : memref<?x4xf32>
    %v = memref.load %m[%d, %c0] : memref<?x4xf32>
    store %v, %s[%c0] : memref<4xf32>
    // CHECK: "memref.copy"(%{{.*}}, %{{.*}}) : (memref<4xf32>, memref<4xf32>) -> ()
    memref.copy %s, %s : memref<4xf32> to memref<4xf32>
    dealloc %m : memref<?x4xf32>
    return
  }
  // CHECK-LABEL: sym_name = "loops"
  func.func @loops(%lb: i32, %ub: i32, %c: i1, %x: f32, %n: index) -> f32 {
    // The implicit yield is inserted.
    // CHECK: "scf.for"(%{{.*}}, %{{.*}}, %{{.*}}) ({
    // CHECK-NEXT: ^bb0(%{{.*}}: index):
    // CHECK-NEXT: "scf.yield"() : () -> ()
    // CHECK-NEXT: }) : (index, index, index) -> ()
    scf.for %i = %n to %n step %n : index {
    }
    // CHECK: "scf.if"(%{{.*}}) ({
    // CHECK: }, {
    // CHECK: }) : (i1) -> (f32, i32)
    %r:2 = loop.if %c -> (f32, i32) {
      loop.yield %x, %lb : f32, i32
    } else {
      scf.yield %x, %ub : f32, i32
    }
    // No else: the second region stays empty.
    // CHECK: "scf.if"(%{{.*}}) ({
    // CHECK-NEXT: "scf.yield"() : () -> ()
    // CHECK-NEXT: }, {
    // CHECK-NEXT: }) : (i1) -> ()
    loop.if %c {
    }
    // CHECK: "scf.while"(%{{.*}}) ({
    // CHECK: "scf.condition"(%{{.*}}, %{{.*}}) : (i1, f32) -> ()
    // CHECK: "scf.yield"(%{{.*}}) : (f32) -> ()
    // CHECK: }) : (f32) -> f32
    %w = loop.while (%a = %x) : (f32) -> f32 {
      loop.condition(%c) %a : f32
    } do {
    ^bb0(%b: f32):
      loop.yield %b : f32
    }
    return %r#0 : f32
  }
  // CHECK-LABEL: sym_name = "parallel"
  func.func @parallel(%n: index, %x: f32, %i: i32) -> (f32, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // Today's scf.reduce with two values becomes two reduces and a yield.
    // CHECK: "scf.reduce"(%{{.*}}, %{{.*}}) ({
    // CHECK: }, {
    // CHECK: }) : (f32, i32) -> ()
    // CHECK-NEXT: }) : (index, index, index, f32, i32) -> (f32, i32)
    %r:2 = scf.parallel (%iv) = (%c0) to (%n) step (%c1) init (%x, %i) -> (f32, i32) {
      scf.reduce(%x, %i : f32, i32) {
      ^bb0(%l: f32, %r: f32):
        %s = arith.addf %l, %r : f32
        scf.reduce.return %s : f32
      }, {
      ^bb0(%l: i32, %r: i32):
        %s = arith.addi %l, %r : i32
        scf.reduce.return %s : i32
      }
    }
    // The classic form, with the result types after the body and no init
    // value, which the modern form gets as a zero constant (a sum starts
    // from 0).
    // CHECK: %[[ZERO:.*]] = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    // CHECK: "scf.parallel"(%{{.*}}, %{{.*}}, %{{.*}}, %[[ZERO]]) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}>
    // CHECK: }) : (index, index, index, f32) -> f32
    %s = loop.parallel (%j) = (%c0) to (%n) step (%c1) {
      loop.reduce(%x) {
      ^bb0(%l: f32, %rr: f32):
        %t = addf %l, %rr : f32
        loop.reduce.return %t : f32
      } : f32
    } : f32
    scf.parallel (%j, %k) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
      scf.reduce
    }
    return %r#0, %r#1 : f32, i32
  }
  // CHECK-LABEL: sym_name = "generic"
  func.func @generic(%a: f32) -> f32 {
    // CHECK: "test.op"(%{{.*}}) <{p = 1 : i64}> ({
    // CHECK: }, {
    // CHECK: }) {q = [1, "s\0A", @sym, unit, array<i32: 1, 2>, #map, !test.t<x<y>>]} : (f32) -> (f32, i32)
    %g:2 = "test.op"(%a) <{p = 1}> ({
    ^bb0(%y: f32):
      "test.term"(%y) : (f32) -> ()
    }, {
    }) {q = [1, "s\n", @sym, unit, array<i32: 1, 2>, #map, !test.t<x<y>>]} : (f32) -> (f32, i32)
    // CHECK: "arith.addf"
    // CHECK: "func.return"
    %u = "arith.addf"(%a, %a) : (f32, f32) -> f32 loc(#loc0)
    return %g#0 : f32 loc("x.mlir":3:4)
  }
}
// CHECK: {test.flag, test.n = 3 : i32} : () -> ()
{-#
  dialect_resources: { builtin: { blob: "0x04000000" } }
#-}
