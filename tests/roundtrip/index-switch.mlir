// scf.index_switch in mlir-opt 22's custom form (attributes after the
// selector, `-> T, ...` without parentheses, the space before the cases,
// case terminators printed, the default's operand-less scf.yield left out)
// and its generic form (the default region first, `cases` a property);
// mlir-opt reads loopc's output back to the same text.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s

// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: memref<4xi32>) -> i32 {
// CHECK-NEXT:    %0 = scf.index_switch %arg0 -> i32 {{$}}
// CHECK-NEXT:    case 0 {
// CHECK-NEXT:      %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:      scf.yield %c10_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case -3 {
// CHECK-NEXT:      %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:      scf.yield %c10_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT:      scf.yield %c30_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %arg0 {{$}}
// CHECK-NEXT:    default {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %arg0 {{$}}
// CHECK-NEXT:    case 9223372036854775807 {
// CHECK-NEXT:      memref.store %0, %arg1[%arg0] : memref<4xi32>
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = scf.index_switch %arg0 {foo} -> i32, index {{$}}
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      scf.yield %0, %arg0 : i32, index
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %0, %arg0 : i32, index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1#0 : i32

// GENERIC:       = "scf.index_switch"(%arg0) <{cases = array<i64: 0, -3>}> ({
// GENERIC-NEXT:    = "arith.constant"() <{value = 30 : i32}> : () -> i32
// GENERIC:       }) : (index) -> i32
// GENERIC-NEXT:  "scf.index_switch"(%arg0) <{cases = array<i64>}> ({
// GENERIC-NEXT:    "scf.yield"() : () -> ()
// GENERIC-NEXT:  }) : (index) -> ()
// GENERIC:       <{cases = array<i64: 1>}> ({
// GENERIC:       }) {foo} : (index) -> (i32, index)
func.func @switch(%x: index, %m: memref<4xi32>) -> i32 {
  %r = scf.index_switch %x -> i32
  case 0 {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  }
  case -3 {
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
  case 9223372036854775807 {
    memref.store %r, %m[%x] : memref<4xi32>
    scf.yield
  }
  default {
    scf.yield
  }
  %s:2 = scf.index_switch %x {foo} -> i32, index
  case 1 {
    scf.yield %r, %x : i32, index
  }
  default {
    scf.yield %r, %x : i32, index
  }
  return %s#0 : i32
}
