// canonicalize: scf.index_switch as mlir-opt 22 rewrites it: a constant
// selector inlines its case's region (or the default's, for a value no case
// has), a result every region yields as one value is that value, unused
// results go, and a switch that does nothing goes. Where nothing may fire:
// a switch with only its default region (mlir-opt keeps it), results whose
// regions yield different values, a case with a store.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// CHECK-LABEL: func.func @a(%arg0: memref<4xi32>) -> i32 {
// CHECK-NEXT:   %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = memref.load %arg0[%c1] : memref<4xi32>
// CHECK-NEXT:   %1 = arith.addi %0, %c20_i32 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: index) -> i32 {
// CHECK-NEXT:   %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT:   return %c30_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: index, %arg1: memref<4xi32>) {
// CHECK-NEXT:   %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:   %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT:   scf.index_switch %arg0
// CHECK-NEXT:   case 3 {
// CHECK-NEXT:     memref.store %c10_i32, %arg1[%arg0] : memref<4xi32>
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = scf.index_switch %arg0 {foo} -> i32
// CHECK-NEXT:   case -3 {
// CHECK-NEXT:     scf.yield %c10_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %c30_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.store %0, %arg1[%arg0] : memref<4xi32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: index, %arg1: memref<4xi32>, %arg2: i32) -> i32 {
// CHECK-NEXT:   scf.index_switch %arg0
// CHECK-NEXT:   default {
// CHECK-NEXT:     memref.store %arg2, %arg1[%arg0] : memref<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @e(%arg0: index, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT:   case 1 {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg1, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: memref<4xi32>, %arg2: i32) -> i32 {
// CHECK-NEXT:   scf.index_switch %arg0
// CHECK-NEXT:   case 1 {
// CHECK-NEXT:     memref.store %arg2, %arg1[%arg0] : memref<4xi32>
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: index, %arg1: memref<4xi32>, %arg2: i32) {
// CHECK-NEXT:   scf.index_switch %arg0
// CHECK-NEXT:   case 1 {
// CHECK-NEXT:     memref.store %arg2, %arg1[%arg0] : memref<4xi32>
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }


func.func @a(%m: memref<4xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %c1 -> i32
  case 0 {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  }
  case 1 {
    %c = arith.constant 20 : i32
    %d = memref.load %m[%c1] : memref<4xi32>
    %e = arith.addi %c, %d : i32
    scf.yield %e : i32
  }
  default {
    %c = arith.constant 30 : i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @b(%x: index) -> i32 {
  %c5 = arith.constant 5 : index
  %r = scf.index_switch %c5 -> i32
  case 0 {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 30 : i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @c(%x: index, %m: memref<4xi32>) {
  %r = scf.index_switch %x -> i32
  case 0 {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 30 : i32
    scf.yield %c : i32
  }
  scf.index_switch %x
  default {
  }
  scf.index_switch %x
  case 3 {
    %c = arith.constant 10 : i32
    memref.store %c, %m[%x] : memref<4xi32>
    scf.yield
  }
  default {
  }
  %s:2 = scf.index_switch %x {foo} -> i32, i32
  case -3 {
    %c = arith.constant 10 : i32
    scf.yield %c, %c : i32, i32
  }
  default {
    %c = arith.constant 30 : i32
    scf.yield %c, %c : i32, i32
  }
  memref.store %s#1, %m[%x] : memref<4xi32>
  return
}
func.func @d(%x: index, %m: memref<4xi32>, %v: i32) -> i32 {
  %r = scf.index_switch %x -> i32
  default {
    memref.store %v, %m[%x] : memref<4xi32>
    scf.yield %v : i32
  }
  return %r : i32
}
func.func @e(%x: index, %v: i32, %w: i32) -> (i32, i32) {
  %r:2 = scf.index_switch %x -> i32, i32
  case 1 {
    scf.yield %v, %w : i32, i32
  }
  default {
    scf.yield %v, %v : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @f(%x: index, %m: memref<4xi32>, %v: i32) -> i32 {
  %r = scf.index_switch %x -> i32
  case 1 {
    memref.store %v, %m[%x] : memref<4xi32>
    scf.yield %v : i32
  }
  default {
    scf.yield %v : i32
  }
  return %r : i32
}
func.func @g(%x: index, %m: memref<4xi32>, %v: i32) {
  %r = scf.index_switch %x -> i32
  case 1 {
    memref.store %v, %m[%x] : memref<4xi32>
    scf.yield %v : i32
  }
  default {
    %a = arith.addi %v, %v : i32
    scf.yield %a : i32
  }
  return
}
