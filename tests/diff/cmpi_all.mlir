// Differential test: every arith.cmpi predicate on i1, i8, i32, i64 and index, including sign-boundary values.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Prints 0 or 1 then a comma.
func.func @b(%c: i1) {
  %v = arith.extui %c : i1 to i64
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @c1(%a: i1, %b: i1) {
  %eq = arith.cmpi eq, %a, %b : i1
  %ne = arith.cmpi ne, %a, %b : i1
  %slt = arith.cmpi slt, %a, %b : i1
  %sle = arith.cmpi sle, %a, %b : i1
  %sgt = arith.cmpi sgt, %a, %b : i1
  %sge = arith.cmpi sge, %a, %b : i1
  %ult = arith.cmpi ult, %a, %b : i1
  %ule = arith.cmpi ule, %a, %b : i1
  %ugt = arith.cmpi ugt, %a, %b : i1
  %uge = arith.cmpi uge, %a, %b : i1
  func.call @b(%eq) : (i1) -> ()
  func.call @b(%ne) : (i1) -> ()
  func.call @b(%slt) : (i1) -> ()
  func.call @b(%sle) : (i1) -> ()
  func.call @b(%sgt) : (i1) -> ()
  func.call @b(%sge) : (i1) -> ()
  func.call @b(%ult) : (i1) -> ()
  func.call @b(%ule) : (i1) -> ()
  func.call @b(%ugt) : (i1) -> ()
  func.call @b(%uge) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @c8(%a: i8, %b: i8) {
  %eq = arith.cmpi eq, %a, %b : i8
  %ne = arith.cmpi ne, %a, %b : i8
  %slt = arith.cmpi slt, %a, %b : i8
  %sle = arith.cmpi sle, %a, %b : i8
  %sgt = arith.cmpi sgt, %a, %b : i8
  %sge = arith.cmpi sge, %a, %b : i8
  %ult = arith.cmpi ult, %a, %b : i8
  %ule = arith.cmpi ule, %a, %b : i8
  %ugt = arith.cmpi ugt, %a, %b : i8
  %uge = arith.cmpi uge, %a, %b : i8
  func.call @b(%eq) : (i1) -> ()
  func.call @b(%ne) : (i1) -> ()
  func.call @b(%slt) : (i1) -> ()
  func.call @b(%sle) : (i1) -> ()
  func.call @b(%sgt) : (i1) -> ()
  func.call @b(%sge) : (i1) -> ()
  func.call @b(%ult) : (i1) -> ()
  func.call @b(%ule) : (i1) -> ()
  func.call @b(%ugt) : (i1) -> ()
  func.call @b(%uge) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @c32(%a: i32, %b: i32) {
  %eq = arith.cmpi eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %slt = arith.cmpi slt, %a, %b : i32
  %sle = arith.cmpi sle, %a, %b : i32
  %sgt = arith.cmpi sgt, %a, %b : i32
  %sge = arith.cmpi sge, %a, %b : i32
  %ult = arith.cmpi ult, %a, %b : i32
  %ule = arith.cmpi ule, %a, %b : i32
  %ugt = arith.cmpi ugt, %a, %b : i32
  %uge = arith.cmpi uge, %a, %b : i32
  func.call @b(%eq) : (i1) -> ()
  func.call @b(%ne) : (i1) -> ()
  func.call @b(%slt) : (i1) -> ()
  func.call @b(%sle) : (i1) -> ()
  func.call @b(%sgt) : (i1) -> ()
  func.call @b(%sge) : (i1) -> ()
  func.call @b(%ult) : (i1) -> ()
  func.call @b(%ule) : (i1) -> ()
  func.call @b(%ugt) : (i1) -> ()
  func.call @b(%uge) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @c64(%a: i64, %b: i64) {
  %eq = arith.cmpi eq, %a, %b : i64
  %ne = arith.cmpi ne, %a, %b : i64
  %slt = arith.cmpi slt, %a, %b : i64
  %sle = arith.cmpi sle, %a, %b : i64
  %sgt = arith.cmpi sgt, %a, %b : i64
  %sge = arith.cmpi sge, %a, %b : i64
  %ult = arith.cmpi ult, %a, %b : i64
  %ule = arith.cmpi ule, %a, %b : i64
  %ugt = arith.cmpi ugt, %a, %b : i64
  %uge = arith.cmpi uge, %a, %b : i64
  func.call @b(%eq) : (i1) -> ()
  func.call @b(%ne) : (i1) -> ()
  func.call @b(%slt) : (i1) -> ()
  func.call @b(%sle) : (i1) -> ()
  func.call @b(%sgt) : (i1) -> ()
  func.call @b(%sge) : (i1) -> ()
  func.call @b(%ult) : (i1) -> ()
  func.call @b(%ule) : (i1) -> ()
  func.call @b(%ugt) : (i1) -> ()
  func.call @b(%uge) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @cidx(%a: index, %b: index) {
  %eq = arith.cmpi eq, %a, %b : index
  %ne = arith.cmpi ne, %a, %b : index
  %slt = arith.cmpi slt, %a, %b : index
  %sle = arith.cmpi sle, %a, %b : index
  %sgt = arith.cmpi sgt, %a, %b : index
  %sge = arith.cmpi sge, %a, %b : index
  %ult = arith.cmpi ult, %a, %b : index
  %ule = arith.cmpi ule, %a, %b : index
  %ugt = arith.cmpi ugt, %a, %b : index
  %uge = arith.cmpi uge, %a, %b : index
  func.call @b(%eq) : (i1) -> ()
  func.call @b(%ne) : (i1) -> ()
  func.call @b(%slt) : (i1) -> ()
  func.call @b(%sle) : (i1) -> ()
  func.call @b(%sgt) : (i1) -> ()
  func.call @b(%sge) : (i1) -> ()
  func.call @b(%ult) : (i1) -> ()
  func.call @b(%ule) : (i1) -> ()
  func.call @b(%ugt) : (i1) -> ()
  func.call @b(%uge) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %v0 = arith.constant 1 : i32
  %v1 = arith.constant 2 : i32
  func.call @c32(%v0, %v1) : (i32, i32) -> ()
  %v2 = arith.constant 2 : i32
  %v3 = arith.constant 1 : i32
  func.call @c32(%v2, %v3) : (i32, i32) -> ()
  %v4 = arith.constant 3 : i32
  %v5 = arith.constant 3 : i32
  func.call @c32(%v4, %v5) : (i32, i32) -> ()
  %v6 = arith.constant -1 : i32
  %v7 = arith.constant 1 : i32
  func.call @c32(%v6, %v7) : (i32, i32) -> ()
  %v8 = arith.constant 1 : i32
  %v9 = arith.constant -1 : i32
  func.call @c32(%v8, %v9) : (i32, i32) -> ()
  %v10 = arith.constant -5 : i32
  %v11 = arith.constant -5 : i32
  func.call @c32(%v10, %v11) : (i32, i32) -> ()
  %v12 = arith.constant -2147483648 : i32
  %v13 = arith.constant 2147483647 : i32
  func.call @c32(%v12, %v13) : (i32, i32) -> ()
  %v14 = arith.constant 0 : i32
  %v15 = arith.constant -1 : i32
  func.call @c32(%v14, %v15) : (i32, i32) -> ()
  %v16 = arith.constant true
  %v17 = arith.constant false
  func.call @c1(%v16, %v17) : (i1, i1) -> ()
  %v18 = arith.constant false
  %v19 = arith.constant true
  func.call @c1(%v18, %v19) : (i1, i1) -> ()
  %v20 = arith.constant true
  %v21 = arith.constant true
  func.call @c1(%v20, %v21) : (i1, i1) -> ()
  %v22 = arith.constant false
  %v23 = arith.constant false
  func.call @c1(%v22, %v23) : (i1, i1) -> ()
  %v24 = arith.constant -128 : i8
  %v25 = arith.constant 127 : i8
  func.call @c8(%v24, %v25) : (i8, i8) -> ()
  %v26 = arith.constant 127 : i8
  %v27 = arith.constant -128 : i8
  func.call @c8(%v26, %v27) : (i8, i8) -> ()
  %v28 = arith.constant -1 : i8
  %v29 = arith.constant -2 : i8
  func.call @c8(%v28, %v29) : (i8, i8) -> ()
  %v30 = arith.constant -9223372036854775808 : i64
  %v31 = arith.constant 0 : i64
  func.call @c64(%v30, %v31) : (i64, i64) -> ()
  %v32 = arith.constant 5 : i64
  %v33 = arith.constant -9223372036854775808 : i64
  func.call @c64(%v32, %v33) : (i64, i64) -> ()
  %v34 = arith.constant -3 : index
  %v35 = arith.constant 4 : index
  func.call @cidx(%v34, %v35) : (index, index) -> ()
  %v36 = arith.constant 4 : index
  %v37 = arith.constant -3 : index
  func.call @cidx(%v36, %v37) : (index, index) -> ()
  return
}

// CHECK: 0, 1, 1, 1, 0, 0, 1, 1, 0, 0,
// CHECK-NEXT: 0, 1, 0, 0, 1, 1, 0, 0, 1, 1,
// CHECK-NEXT: 1, 0, 0, 1, 0, 1, 0, 1, 0, 1,
// CHECK-NEXT: 0, 1, 1, 1, 0, 0, 0, 0, 1, 1,
// CHECK-NEXT: 0, 1, 0, 0, 1, 1, 1, 1, 0, 0,
// CHECK-NEXT: 1, 0, 0, 1, 0, 1, 0, 1, 0, 1,
// CHECK-NEXT: 0, 1, 1, 1, 0, 0, 0, 0, 1, 1,
// CHECK-NEXT: 0, 1, 0, 0, 1, 1, 1, 1, 0, 0,
// CHECK-NEXT: 0, 1, 1, 1, 0, 0, 0, 0, 1, 1,
// CHECK-NEXT: 0, 1, 0, 0, 1, 1, 1, 1, 0, 0,
// CHECK-NEXT: 1, 0, 0, 1, 0, 1, 0, 1, 0, 1,
// CHECK-NEXT: 1, 0, 0, 1, 0, 1, 0, 1, 0, 1,
// CHECK-NEXT: 0, 1, 1, 1, 0, 0, 0, 0, 1, 1,
// CHECK-NEXT: 0, 1, 0, 0, 1, 1, 1, 1, 0, 0,
// CHECK-NEXT: 0, 1, 0, 0, 1, 1, 0, 0, 1, 1,
// CHECK-NEXT: 0, 1, 1, 1, 0, 0, 0, 0, 1, 1,
// CHECK-NEXT: 0, 1, 0, 0, 1, 1, 1, 1, 0, 0,
// CHECK-NEXT: 0, 1, 1, 1, 0, 0, 0, 0, 1, 1,
// CHECK-NEXT: 0, 1, 0, 0, 1, 1, 1, 1, 0, 0,
