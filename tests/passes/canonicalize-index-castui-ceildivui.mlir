// canonicalize: arith.index_castui and arith.ceildivui fold as MLIR 22 folds
// them: index_castui zero-extends or truncates a constant, undoes a lossless
// round trip and looks through extui (IndexCastUIOfExtUI); ceildivui folds
// constants (not by zero) and x / 1.
// RUN: %loopc %s --canonicalize --split-input-file | FileCheck %s --check-prefixes=CHECK,LOOPC
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize --split-input-file | FileCheck %s --check-prefixes=CHECK,MLIR %}

// Constants: zero-extended (i8 -1 is 255, i1 true is 1), or truncated.
// CHECK-LABEL: func.func @castui_consts
// CHECK-DAG:     %[[A:.*]] = arith.constant 255 : index
// CHECK-DAG:     %[[B:.*]] = arith.constant 44 : i8
// CHECK-DAG:     %[[C:.*]] = arith.constant -1 : i32
// CHECK-DAG:     %[[D:.*]] = arith.constant 4294967295 : index
// CHECK-DAG:     %[[E:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant 1 : index
// CHECK:         return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]]
func.func @castui_consts() -> (index, i8, i32, index, i1, index) {
  %a = arith.constant -1 : i8
  %b = arith.constant 300 : index
  %c = arith.constant -1 : i32
  %t = arith.constant true
  %i = arith.constant -1 : index
  %0 = arith.index_castui %a : i8 to index
  %1 = arith.index_castui %b : index to i8
  %2 = arith.index_castui %i : index to i32
  %3 = arith.index_castui %c : i32 to index
  %4 = arith.index_castui %i : index to i1
  %5 = arith.index_castui %t : i1 to index
  return %0, %1, %2, %3, %4, %5 : index, i8, i32, index, i1, index
}

// -----

// A round trip through a wider type is the value; index_castui(extui(z))
// casts z itself. A sign extension, or an index_cast, is not looked through.
// CHECK-LABEL: func.func @castui_chains
// CHECK-SAME:    (%[[X:[^:]+]]: i32, %[[Z:[^:]+]]: i8)
// CHECK-NEXT:    %[[ZI:.*]] = arith.index_castui %[[Z]] : i8 to index
// CHECK-NEXT:    %[[S:.*]] = arith.extsi %[[Z]] : i8 to i32
// CHECK-NEXT:    %[[SI:.*]] = arith.index_castui %[[S]] : i32 to index
// CHECK-NEXT:    %[[XI:.*]] = arith.index_cast %[[X]] : i32 to index
// CHECK-NEXT:    %[[XU:.*]] = arith.index_castui %[[XI]] : index to i32
// CHECK-NEXT:    return %[[X]], %[[ZI]], %[[SI]], %[[XU]]
func.func @castui_chains(%x: i32, %z: i8) -> (i32, index, index, i32) {
  %0 = arith.index_castui %x : i32 to index
  %1 = arith.index_castui %0 : index to i32
  %e = arith.extui %z : i8 to i32
  %2 = arith.index_castui %e : i32 to index
  %s = arith.extsi %z : i8 to i32
  %3 = arith.index_castui %s : i32 to index
  %6 = arith.index_cast %x : i32 to index
  %7 = arith.index_castui %6 : index to i32
  return %1, %2, %3, %7 : i32, index, index, i32
}

// -----

// index_castui(index_castui(y : index to i8) : i8 to index) truncates y, so
// it is not y. loopc keeps it, as it keeps index_cast's (MLIR after LLVM 22
// checks this); mlir-opt 22's IndexCastUIOfIndexCastUI folds it to y.
// CHECK-LABEL: func.func @castui_narrowing_round_trip
// CHECK-SAME:    (%[[Y:[^:]+]]: index)
// LOOPC-NEXT:    %[[N8:.*]] = arith.index_castui %[[Y]] : index to i8
// LOOPC-NEXT:    %[[BACK:.*]] = arith.index_castui %[[N8]] : i8 to index
// LOOPC-NEXT:    return %[[BACK]] : index
// MLIR-NEXT:     return %[[Y]] : index
func.func @castui_narrowing_round_trip(%y: index) -> index {
  %n8 = arith.index_castui %y : index to i8
  %back = arith.index_castui %n8 : i8 to index
  return %back : index
}

// -----

// ceildivui: constants (unsigned: -1 : i32 is 2^32 - 1), x / 1; not by zero,
// and x / x is left alone (0 / 0 is undefined).
// CHECK-LABEL: func.func @ceildivui
// CHECK-SAME:    (%[[X:[^:]+]]: i32)
// CHECK-DAG:     %[[FOUR:.*]] = arith.constant 4 : i32
// CHECK-DAG:     %[[HALF:.*]] = arith.constant -2147483648 : i32
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[SEVEN:.*]] = arith.constant 7 : i32
// CHECK-DAG:     %[[M1:.*]] = arith.constant -1 : i8
// CHECK-DAG:     %[[FOURI:.*]] = arith.constant 4 : index
// CHECK:         %[[BYZERO:.*]] = arith.ceildivui %[[SEVEN]], %[[ZERO]] : i32
// CHECK-NEXT:    %[[XX:.*]] = arith.ceildivui %[[X]], %[[X]] : i32
// CHECK-NEXT:    return %[[X]], %[[FOUR]], %[[BYZERO]], %[[HALF]], %[[ZERO]], %[[XX]], %[[M1]], %[[FOURI]]
func.func @ceildivui(%x: i32) -> (i32, i32, i32, i32, i32, i32, i8, index) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.ceildivui %x, %c1 : i32
  %1 = arith.ceildivui %c7, %c2 : i32
  %2 = arith.ceildivui %c7, %c0 : i32
  %3 = arith.ceildivui %m1, %c2 : i32
  %4 = arith.ceildivui %c0, %c7 : i32
  %5 = arith.ceildivui %x, %x : i32
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %6 = arith.ceildivui %a, %b : i8
  %i = arith.constant 10 : index
  %j = arith.constant 3 : index
  %7 = arith.ceildivui %i, %j : index
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i8, index
}
