// Affine maps and integer sets as attributes: printed as mlir-opt 22 prints
// them (names d0.../s0..., terms simplified, `#map`, `#map1`, ..., `#set`
// aliases defined above the module in the order mlir-opt's alias
// initializer meets them, maps before sets, unused aliases of the input
// dropped), read back to the same text, in both forms.
// RUN: %loopc %s | FileCheck %s
// RUN: %loopc %s > %t.1 && %loopc %t.1 > %t.2 && diff %t.1 %t.2
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %loopc %s --print-generic > %t.g1 && %loopc %t.g1 --print-generic > %t.g2 && diff %t.g1 %t.g2
// RUN: %if mlir-opt %{ %mlir_opt --allow-unregistered-dialect %s | grep -v '^$' > %t.ref && grep -v '^$' %t.1 | diff %t.ref - %}
// The generic forms differ in other ways (value names); their aliases agree.
// RUN: %if mlir-opt %{ %mlir_opt --allow-unregistered-dialect --mlir-print-op-generic %s | grep '^#' > %t.gref && grep '^#' %t.g1 | diff %t.gref - %}

// CHECK:      #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #map2 = affine_map<() -> (0)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 * s0, s0 floordiv 2, d0 mod 4, d0 ceildiv 8)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map7 = affine_map<(d0)[s0, s1] -> (-d0 + s0 - s1 * 2 - 1)>
// CHECK-NEXT: #map8 = affine_map<(d0) -> ()>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (0 == 0)>
// CHECK-NEXT: #set2 = affine_set<(d0, d1) : (d1 - d0 >= 0, d0 - 10 == 0)>
// CHECK-NEXT: module {

// GENERIC:      #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 4)>
// GENERIC:      #map5 = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: #map6 = affine_map<(d0) -> (d0 + 2)>

#unused = affine_map<(d0) -> (d0 * 42)>
#id = affine_map<(d0) -> (d0)>
#m = affine_map<(i, j)[n] -> (i + n, j floordiv 4)>
#s = affine_set<(i)[n] : (i - n >= 0, i mod 2 == 0)>

// CHECK-LABEL: func.func @uses
// CHECK-NEXT: "test.op"() {a = #map, b = #set, c = #map1, l = [#map2, [#map3]], same = #map} : () -> ()
// CHECK-NEXT: "test.op"() {d = {inner = #map4, s = #set1}, e = #set2} : () -> ()
func.func @uses() {
  "test.op"() {a = #m, b = #s, c = affine_map<(d0) -> (d0 * 2 + d0)>,
               l = [affine_map<() -> (0)>, [affine_map<(d0)[s0] -> (d0 * s0, s0 floordiv 2, d0 mod 4, d0 ceildiv 8)>]],
               same = affine_map<(a, b)[c] -> (a + c, b floordiv 4)>} : () -> ()
  "test.op"() {d = {inner = affine_map<(i, j) -> (j, i)>, s = affine_set<(d0) : ()>},
               e = affine_set<(i, j) : (i <= j, i == 10)>} : () -> ()
  return
}

// Regions before attributes in the generic form, the attributes of a
// custom-form op after its body (and func's before it).
// CHECK-LABEL: func.func @order
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT:   "test.inner"() {x = #map5} : () -> ()
// CHECK-NEXT: }) {y = #map6} : () -> ()
// CHECK: %{{.*}} = arith.addi %{{.*}}, %{{.*}} {z = #map7} : index
// CHECK: } {w = #map8}
func.func @order(%arg0: index) -> index {
  "test.region"() ({
    "test.inner"() {x = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  }) {y = affine_map<(d0) -> (d0 + 2)>} : () -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0) -> (index) {
    %1 = arith.addi %arg2, %arg1 {z = affine_map<(d0)[s0, s1] -> (s0 - d0 - s1 * 2 - 1)>} : index
    scf.yield %1 : index
  } {w = affine_map<(d0) -> ()>}
  return %0 : index
}

// An identity layout is no layout, also through an alias.
// CHECK-LABEL: func.func @layout(%arg0: memref<4x8xf32>, %arg1: memref<?xf32>)
func.func @layout(%arg0: memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>, %arg1: memref<?xf32, #id>) {
  return
}
