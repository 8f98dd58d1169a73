// scf-forall-to-for (MLIR's pass): an scf.forall becomes nested scf.for
// ops, outermost dimension first, with its body; its static bounds and
// steps become constants before it (lower bounds, then upper bounds, then
// steps). mlir-opt 22's text, diffed where it is installed; the
// differential test runs both.
// RUN: %loopc %s --scf-forall-to-for > %t.loopc
// RUN: FileCheck %s < %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt %s --scf-forall-to-for > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.loopc %t.mlir %}
// RUN: %loopc run %s -e main --scf-forall-to-for | FileCheck %s --check-prefix=OUT
// RUN: %loopc run %s -e main | FileCheck %s --check-prefix=OUT
// OUT: {{^}}462{{$}}

// CHECK-LABEL: func.func @fill
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C3]] to %arg1 step %[[C1]] {
// CHECK-NEXT:      scf.for %[[J:.*]] = %[[C0]] to %arg2 step %[[C2]] {
// CHECK-NEXT:        arith.addi %[[I]], %[[J]]
// CHECK-NOT:     scf.forall
func.func @fill(%m: memref<?x?xindex>, %n: index, %k: index) {
  scf.forall (%i, %j) = (3, 0) to (%n, %k) step (1, 2) {
    %s = arith.addi %i, %j : index
    memref.store %s, %m[%i, %j] : memref<?x?xindex>
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

func.func private @printI64(i64)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 10 : index
  %k = arith.constant 12 : index
  %z = arith.constant 0 : index
  %m = memref.alloc(%n, %k) : memref<?x?xindex>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %k step %c1 {
      memref.store %z, %m[%i, %j] : memref<?x?xindex>
    }
  }
  func.call @fill(%m, %n, %k) : (memref<?x?xindex>, index, index) -> ()
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> index {
    %t = scf.for %j = %c0 to %k step %c1 iter_args(%b = %a) -> index {
      %v = memref.load %m[%i, %j] : memref<?x?xindex>
      %w = arith.addi %b, %v : index
      scf.yield %w : index
    }
    scf.yield %t : index
  }
  %si = arith.index_cast %s : index to i64
  func.call @printI64(%si) : (i64) -> ()
  memref.dealloc %m : memref<?x?xindex>
  return
}
