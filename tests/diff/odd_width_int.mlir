// Differential test: integers of widths C has no type of (i3, i5, i12,
// i33, and i2, i10, i19, i40 as results): every arithmetic, bitwise, shift,
// comparison, cast and integer math op that the C backend has for them,
// on operands that wrap to the width (trunci of i64s loaded from memory, so
// that nothing folds at -O0), printed with vector.print as MLIR prints
// them (sign-extended). Divisions are guarded against a zero divisor and
// min / -1; shift amounts are below the width. Without the odd widths
// (cg_is_odd_int) the C backend refused these types; with a mask in place
// of sign extension, or without the remainder for shift amounts, the
// outputs differ.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --convert-math-to-funcs --arith-expand %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O3 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --convert-math-to-funcs --arith-expand %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// RUN: FileCheck %s < %t.mlir.out
// The columns: addi, subi, muli, andi, ori, xori, maxsi, minsi, maxui, minui,
// shli, shrsi, shrui, the ten cmpi predicates, select, extsi and extui to
// i64, index_cast and index_castui to index, sitofp, uitofp, fptosi and
// fptoui back, trunci to i2, index_cast and index_castui back, extsi and
// extui to a wider odd width, ctlz, cttz, ctpop, absi, ipowi; divsi, remsi,
// ceildivsi, floordivsi, divui, remui, ceildivui.
// CHECK: i3
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 1, -, -, -, -, -, -, -
// CHECK-NEXT: 1, -1, 0, 0, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
// CHECK: i33
// CHECK: 2, 0, 1, 1, 1, 0, 1, 1, 1, 1, 2, 0, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 32, 0, 1, 1, 1, 1, 0, 1, 1, 1, 0, 1

func.func @odd_i3(%m: memref<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %w = arith.constant 3 : i3
  %zero = arith.constant 0 : i3
  %m1 = arith.constant -1 : i3
  %min = arith.constant -4 : i3
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a64 = memref.load %m[%i] : memref<8xi64>
      %b64 = memref.load %m[%j] : memref<8xi64>
      %a = arith.trunci %a64 : i64 to i3
      %b = arith.trunci %b64 : i64 to i3
      %amt = arith.remui %b, %w : i3
      %addi = arith.addi %a, %b : i3
      %subi = arith.subi %a, %b : i3
      %muli = arith.muli %a, %b : i3
      %andi = arith.andi %a, %b : i3
      %ori = arith.ori %a, %b : i3
      %xori = arith.xori %a, %b : i3
      %maxsi = arith.maxsi %a, %b : i3
      %minsi = arith.minsi %a, %b : i3
      %maxui = arith.maxui %a, %b : i3
      %minui = arith.minui %a, %b : i3
      %shli = arith.shli %a, %amt : i3
      %shrsi = arith.shrsi %a, %amt : i3
      %shrui = arith.shrui %a, %amt : i3
      %ceq = arith.cmpi eq, %a, %b : i3
      %cne = arith.cmpi ne, %a, %b : i3
      %cslt = arith.cmpi slt, %a, %b : i3
      %csle = arith.cmpi sle, %a, %b : i3
      %csgt = arith.cmpi sgt, %a, %b : i3
      %csge = arith.cmpi sge, %a, %b : i3
      %cult = arith.cmpi ult, %a, %b : i3
      %cule = arith.cmpi ule, %a, %b : i3
      %cugt = arith.cmpi ugt, %a, %b : i3
      %cuge = arith.cmpi uge, %a, %b : i3
      %sel = arith.select %cslt, %a, %b : i3
      %extsi = arith.extsi %a : i3 to i64
      %extui = arith.extui %a : i3 to i64
      %ic = arith.index_cast %a : i3 to index
      %icu = arith.index_castui %a : i3 to index
      %sf = arith.sitofp %a : i3 to f64
      %uf = arith.uitofp %a : i3 to f64
      %fs = arith.fptosi %sf : f64 to i3
      %fu = arith.fptoui %uf : f64 to i3
      %tr = arith.trunci %a : i3 to i2
      %ict = arith.index_cast %ic : index to i3
      %icut = arith.index_castui %icu : index to i3
      %ext = arith.extsi %a : i3 to i10
      %extu = arith.extui %a : i3 to i10
      %ctlz = math.ctlz %a : i3
      %cttz = math.cttz %a : i3
      %ctpop = math.ctpop %a : i3
      %absi = math.absi %a : i3
      %ipow = math.ipowi %a, %amt : i3
      vector.print %addi : i3 punctuation <comma>
      vector.print %subi : i3 punctuation <comma>
      vector.print %muli : i3 punctuation <comma>
      vector.print %andi : i3 punctuation <comma>
      vector.print %ori : i3 punctuation <comma>
      vector.print %xori : i3 punctuation <comma>
      vector.print %maxsi : i3 punctuation <comma>
      vector.print %minsi : i3 punctuation <comma>
      vector.print %maxui : i3 punctuation <comma>
      vector.print %minui : i3 punctuation <comma>
      vector.print %shli : i3 punctuation <comma>
      vector.print %shrsi : i3 punctuation <comma>
      vector.print %shrui : i3 punctuation <comma>
      vector.print %ceq : i1 punctuation <comma>
      vector.print %cne : i1 punctuation <comma>
      vector.print %cslt : i1 punctuation <comma>
      vector.print %csle : i1 punctuation <comma>
      vector.print %csgt : i1 punctuation <comma>
      vector.print %csge : i1 punctuation <comma>
      vector.print %cult : i1 punctuation <comma>
      vector.print %cule : i1 punctuation <comma>
      vector.print %cugt : i1 punctuation <comma>
      vector.print %cuge : i1 punctuation <comma>
      vector.print %sel : i3 punctuation <comma>
      vector.print %extsi : i64 punctuation <comma>
      vector.print %extui : i64 punctuation <comma>
      vector.print %ic : index punctuation <comma>
      vector.print %icu : index punctuation <comma>
      vector.print %sf : f64 punctuation <comma>
      vector.print %uf : f64 punctuation <comma>
      vector.print %fs : i3 punctuation <comma>
      vector.print %fu : i3 punctuation <comma>
      vector.print %tr : i2 punctuation <comma>
      vector.print %ict : i3 punctuation <comma>
      vector.print %icut : i3 punctuation <comma>
      vector.print %ext : i10 punctuation <comma>
      vector.print %extu : i10 punctuation <comma>
      vector.print %ctlz : i3 punctuation <comma>
      vector.print %cttz : i3 punctuation <comma>
      vector.print %ctpop : i3 punctuation <comma>
      vector.print %absi : i3 punctuation <comma>
      vector.print %ipow : i3 punctuation <comma>
      %bz = arith.cmpi eq, %b, %zero : i3
      %amin = arith.cmpi eq, %a, %min : i3
      %bm1 = arith.cmpi eq, %b, %m1 : i3
      %ovf = arith.andi %amin, %bm1 : i1
      %bad = arith.ori %bz, %ovf : i1
      scf.if %bad {
        vector.print str "-, -, -, -, "
      } else {
        %divsi = arith.divsi %a, %b : i3
        vector.print %divsi : i3 punctuation <comma>
        %remsi = arith.remsi %a, %b : i3
        vector.print %remsi : i3 punctuation <comma>
        %ceildivsi = arith.ceildivsi %a, %b : i3
        vector.print %ceildivsi : i3 punctuation <comma>
        %floordivsi = arith.floordivsi %a, %b : i3
        vector.print %floordivsi : i3 punctuation <comma>
      }
      scf.if %bz {
        vector.print str "-, -, -"
      } else {
        %divui = arith.divui %a, %b : i3
        vector.print %divui : i3 punctuation <comma>
        %remui = arith.remui %a, %b : i3
        vector.print %remui : i3 punctuation <comma>
        %ceildivui = arith.ceildivui %a, %b : i3
        vector.print %ceildivui : i3 punctuation <no_punctuation>
      }
      vector.print
    }
  }
  return
}

func.func @odd_i5(%m: memref<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %w = arith.constant 5 : i5
  %zero = arith.constant 0 : i5
  %m1 = arith.constant -1 : i5
  %min = arith.constant -16 : i5
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a64 = memref.load %m[%i] : memref<8xi64>
      %b64 = memref.load %m[%j] : memref<8xi64>
      %a = arith.trunci %a64 : i64 to i5
      %b = arith.trunci %b64 : i64 to i5
      %amt = arith.remui %b, %w : i5
      %addi = arith.addi %a, %b : i5
      %subi = arith.subi %a, %b : i5
      %muli = arith.muli %a, %b : i5
      %andi = arith.andi %a, %b : i5
      %ori = arith.ori %a, %b : i5
      %xori = arith.xori %a, %b : i5
      %maxsi = arith.maxsi %a, %b : i5
      %minsi = arith.minsi %a, %b : i5
      %maxui = arith.maxui %a, %b : i5
      %minui = arith.minui %a, %b : i5
      %shli = arith.shli %a, %amt : i5
      %shrsi = arith.shrsi %a, %amt : i5
      %shrui = arith.shrui %a, %amt : i5
      %ceq = arith.cmpi eq, %a, %b : i5
      %cne = arith.cmpi ne, %a, %b : i5
      %cslt = arith.cmpi slt, %a, %b : i5
      %csle = arith.cmpi sle, %a, %b : i5
      %csgt = arith.cmpi sgt, %a, %b : i5
      %csge = arith.cmpi sge, %a, %b : i5
      %cult = arith.cmpi ult, %a, %b : i5
      %cule = arith.cmpi ule, %a, %b : i5
      %cugt = arith.cmpi ugt, %a, %b : i5
      %cuge = arith.cmpi uge, %a, %b : i5
      %sel = arith.select %cslt, %a, %b : i5
      %extsi = arith.extsi %a : i5 to i64
      %extui = arith.extui %a : i5 to i64
      %ic = arith.index_cast %a : i5 to index
      %icu = arith.index_castui %a : i5 to index
      %sf = arith.sitofp %a : i5 to f64
      %uf = arith.uitofp %a : i5 to f64
      %fs = arith.fptosi %sf : f64 to i5
      %fu = arith.fptoui %uf : f64 to i5
      %tr = arith.trunci %a : i5 to i2
      %ict = arith.index_cast %ic : index to i5
      %icut = arith.index_castui %icu : index to i5
      %ext = arith.extsi %a : i5 to i12
      %extu = arith.extui %a : i5 to i12
      %ctlz = math.ctlz %a : i5
      %cttz = math.cttz %a : i5
      %ctpop = math.ctpop %a : i5
      %absi = math.absi %a : i5
      %ipow = math.ipowi %a, %amt : i5
      vector.print %addi : i5 punctuation <comma>
      vector.print %subi : i5 punctuation <comma>
      vector.print %muli : i5 punctuation <comma>
      vector.print %andi : i5 punctuation <comma>
      vector.print %ori : i5 punctuation <comma>
      vector.print %xori : i5 punctuation <comma>
      vector.print %maxsi : i5 punctuation <comma>
      vector.print %minsi : i5 punctuation <comma>
      vector.print %maxui : i5 punctuation <comma>
      vector.print %minui : i5 punctuation <comma>
      vector.print %shli : i5 punctuation <comma>
      vector.print %shrsi : i5 punctuation <comma>
      vector.print %shrui : i5 punctuation <comma>
      vector.print %ceq : i1 punctuation <comma>
      vector.print %cne : i1 punctuation <comma>
      vector.print %cslt : i1 punctuation <comma>
      vector.print %csle : i1 punctuation <comma>
      vector.print %csgt : i1 punctuation <comma>
      vector.print %csge : i1 punctuation <comma>
      vector.print %cult : i1 punctuation <comma>
      vector.print %cule : i1 punctuation <comma>
      vector.print %cugt : i1 punctuation <comma>
      vector.print %cuge : i1 punctuation <comma>
      vector.print %sel : i5 punctuation <comma>
      vector.print %extsi : i64 punctuation <comma>
      vector.print %extui : i64 punctuation <comma>
      vector.print %ic : index punctuation <comma>
      vector.print %icu : index punctuation <comma>
      vector.print %sf : f64 punctuation <comma>
      vector.print %uf : f64 punctuation <comma>
      vector.print %fs : i5 punctuation <comma>
      vector.print %fu : i5 punctuation <comma>
      vector.print %tr : i2 punctuation <comma>
      vector.print %ict : i5 punctuation <comma>
      vector.print %icut : i5 punctuation <comma>
      vector.print %ext : i12 punctuation <comma>
      vector.print %extu : i12 punctuation <comma>
      vector.print %ctlz : i5 punctuation <comma>
      vector.print %cttz : i5 punctuation <comma>
      vector.print %ctpop : i5 punctuation <comma>
      vector.print %absi : i5 punctuation <comma>
      vector.print %ipow : i5 punctuation <comma>
      %bz = arith.cmpi eq, %b, %zero : i5
      %amin = arith.cmpi eq, %a, %min : i5
      %bm1 = arith.cmpi eq, %b, %m1 : i5
      %ovf = arith.andi %amin, %bm1 : i1
      %bad = arith.ori %bz, %ovf : i1
      scf.if %bad {
        vector.print str "-, -, -, -, "
      } else {
        %divsi = arith.divsi %a, %b : i5
        vector.print %divsi : i5 punctuation <comma>
        %remsi = arith.remsi %a, %b : i5
        vector.print %remsi : i5 punctuation <comma>
        %ceildivsi = arith.ceildivsi %a, %b : i5
        vector.print %ceildivsi : i5 punctuation <comma>
        %floordivsi = arith.floordivsi %a, %b : i5
        vector.print %floordivsi : i5 punctuation <comma>
      }
      scf.if %bz {
        vector.print str "-, -, -"
      } else {
        %divui = arith.divui %a, %b : i5
        vector.print %divui : i5 punctuation <comma>
        %remui = arith.remui %a, %b : i5
        vector.print %remui : i5 punctuation <comma>
        %ceildivui = arith.ceildivui %a, %b : i5
        vector.print %ceildivui : i5 punctuation <no_punctuation>
      }
      vector.print
    }
  }
  return
}

func.func @odd_i12(%m: memref<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %w = arith.constant 12 : i12
  %zero = arith.constant 0 : i12
  %m1 = arith.constant -1 : i12
  %min = arith.constant -2048 : i12
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a64 = memref.load %m[%i] : memref<8xi64>
      %b64 = memref.load %m[%j] : memref<8xi64>
      %a = arith.trunci %a64 : i64 to i12
      %b = arith.trunci %b64 : i64 to i12
      %amt = arith.remui %b, %w : i12
      %addi = arith.addi %a, %b : i12
      %subi = arith.subi %a, %b : i12
      %muli = arith.muli %a, %b : i12
      %andi = arith.andi %a, %b : i12
      %ori = arith.ori %a, %b : i12
      %xori = arith.xori %a, %b : i12
      %maxsi = arith.maxsi %a, %b : i12
      %minsi = arith.minsi %a, %b : i12
      %maxui = arith.maxui %a, %b : i12
      %minui = arith.minui %a, %b : i12
      %shli = arith.shli %a, %amt : i12
      %shrsi = arith.shrsi %a, %amt : i12
      %shrui = arith.shrui %a, %amt : i12
      %ceq = arith.cmpi eq, %a, %b : i12
      %cne = arith.cmpi ne, %a, %b : i12
      %cslt = arith.cmpi slt, %a, %b : i12
      %csle = arith.cmpi sle, %a, %b : i12
      %csgt = arith.cmpi sgt, %a, %b : i12
      %csge = arith.cmpi sge, %a, %b : i12
      %cult = arith.cmpi ult, %a, %b : i12
      %cule = arith.cmpi ule, %a, %b : i12
      %cugt = arith.cmpi ugt, %a, %b : i12
      %cuge = arith.cmpi uge, %a, %b : i12
      %sel = arith.select %cslt, %a, %b : i12
      %extsi = arith.extsi %a : i12 to i64
      %extui = arith.extui %a : i12 to i64
      %ic = arith.index_cast %a : i12 to index
      %icu = arith.index_castui %a : i12 to index
      %sf = arith.sitofp %a : i12 to f64
      %uf = arith.uitofp %a : i12 to f64
      %fs = arith.fptosi %sf : f64 to i12
      %fu = arith.fptoui %uf : f64 to i12
      %tr = arith.trunci %a : i12 to i2
      %ict = arith.index_cast %ic : index to i12
      %icut = arith.index_castui %icu : index to i12
      %ext = arith.extsi %a : i12 to i19
      %extu = arith.extui %a : i12 to i19
      %ctlz = math.ctlz %a : i12
      %cttz = math.cttz %a : i12
      %ctpop = math.ctpop %a : i12
      %absi = math.absi %a : i12
      %ipow = math.ipowi %a, %amt : i12
      vector.print %addi : i12 punctuation <comma>
      vector.print %subi : i12 punctuation <comma>
      vector.print %muli : i12 punctuation <comma>
      vector.print %andi : i12 punctuation <comma>
      vector.print %ori : i12 punctuation <comma>
      vector.print %xori : i12 punctuation <comma>
      vector.print %maxsi : i12 punctuation <comma>
      vector.print %minsi : i12 punctuation <comma>
      vector.print %maxui : i12 punctuation <comma>
      vector.print %minui : i12 punctuation <comma>
      vector.print %shli : i12 punctuation <comma>
      vector.print %shrsi : i12 punctuation <comma>
      vector.print %shrui : i12 punctuation <comma>
      vector.print %ceq : i1 punctuation <comma>
      vector.print %cne : i1 punctuation <comma>
      vector.print %cslt : i1 punctuation <comma>
      vector.print %csle : i1 punctuation <comma>
      vector.print %csgt : i1 punctuation <comma>
      vector.print %csge : i1 punctuation <comma>
      vector.print %cult : i1 punctuation <comma>
      vector.print %cule : i1 punctuation <comma>
      vector.print %cugt : i1 punctuation <comma>
      vector.print %cuge : i1 punctuation <comma>
      vector.print %sel : i12 punctuation <comma>
      vector.print %extsi : i64 punctuation <comma>
      vector.print %extui : i64 punctuation <comma>
      vector.print %ic : index punctuation <comma>
      vector.print %icu : index punctuation <comma>
      vector.print %sf : f64 punctuation <comma>
      vector.print %uf : f64 punctuation <comma>
      vector.print %fs : i12 punctuation <comma>
      vector.print %fu : i12 punctuation <comma>
      vector.print %tr : i2 punctuation <comma>
      vector.print %ict : i12 punctuation <comma>
      vector.print %icut : i12 punctuation <comma>
      vector.print %ext : i19 punctuation <comma>
      vector.print %extu : i19 punctuation <comma>
      vector.print %ctlz : i12 punctuation <comma>
      vector.print %cttz : i12 punctuation <comma>
      vector.print %ctpop : i12 punctuation <comma>
      vector.print %absi : i12 punctuation <comma>
      vector.print %ipow : i12 punctuation <comma>
      %bz = arith.cmpi eq, %b, %zero : i12
      %amin = arith.cmpi eq, %a, %min : i12
      %bm1 = arith.cmpi eq, %b, %m1 : i12
      %ovf = arith.andi %amin, %bm1 : i1
      %bad = arith.ori %bz, %ovf : i1
      scf.if %bad {
        vector.print str "-, -, -, -, "
      } else {
        %divsi = arith.divsi %a, %b : i12
        vector.print %divsi : i12 punctuation <comma>
        %remsi = arith.remsi %a, %b : i12
        vector.print %remsi : i12 punctuation <comma>
        %ceildivsi = arith.ceildivsi %a, %b : i12
        vector.print %ceildivsi : i12 punctuation <comma>
        %floordivsi = arith.floordivsi %a, %b : i12
        vector.print %floordivsi : i12 punctuation <comma>
      }
      scf.if %bz {
        vector.print str "-, -, -"
      } else {
        %divui = arith.divui %a, %b : i12
        vector.print %divui : i12 punctuation <comma>
        %remui = arith.remui %a, %b : i12
        vector.print %remui : i12 punctuation <comma>
        %ceildivui = arith.ceildivui %a, %b : i12
        vector.print %ceildivui : i12 punctuation <no_punctuation>
      }
      vector.print
    }
  }
  return
}

func.func @odd_i33(%m: memref<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %w = arith.constant 33 : i33
  %zero = arith.constant 0 : i33
  %m1 = arith.constant -1 : i33
  %min = arith.constant -4294967296 : i33
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a64 = memref.load %m[%i] : memref<8xi64>
      %b64 = memref.load %m[%j] : memref<8xi64>
      %a = arith.trunci %a64 : i64 to i33
      %b = arith.trunci %b64 : i64 to i33
      %amt = arith.remui %b, %w : i33
      %addi = arith.addi %a, %b : i33
      %subi = arith.subi %a, %b : i33
      %muli = arith.muli %a, %b : i33
      %andi = arith.andi %a, %b : i33
      %ori = arith.ori %a, %b : i33
      %xori = arith.xori %a, %b : i33
      %maxsi = arith.maxsi %a, %b : i33
      %minsi = arith.minsi %a, %b : i33
      %maxui = arith.maxui %a, %b : i33
      %minui = arith.minui %a, %b : i33
      %shli = arith.shli %a, %amt : i33
      %shrsi = arith.shrsi %a, %amt : i33
      %shrui = arith.shrui %a, %amt : i33
      %ceq = arith.cmpi eq, %a, %b : i33
      %cne = arith.cmpi ne, %a, %b : i33
      %cslt = arith.cmpi slt, %a, %b : i33
      %csle = arith.cmpi sle, %a, %b : i33
      %csgt = arith.cmpi sgt, %a, %b : i33
      %csge = arith.cmpi sge, %a, %b : i33
      %cult = arith.cmpi ult, %a, %b : i33
      %cule = arith.cmpi ule, %a, %b : i33
      %cugt = arith.cmpi ugt, %a, %b : i33
      %cuge = arith.cmpi uge, %a, %b : i33
      %sel = arith.select %cslt, %a, %b : i33
      %extsi = arith.extsi %a : i33 to i64
      %extui = arith.extui %a : i33 to i64
      %ic = arith.index_cast %a : i33 to index
      %icu = arith.index_castui %a : i33 to index
      %sf = arith.sitofp %a : i33 to f64
      %uf = arith.uitofp %a : i33 to f64
      %fs = arith.fptosi %sf : f64 to i33
      %fu = arith.fptoui %uf : f64 to i33
      %tr = arith.trunci %a : i33 to i2
      %ict = arith.index_cast %ic : index to i33
      %icut = arith.index_castui %icu : index to i33
      %ext = arith.extsi %a : i33 to i40
      %extu = arith.extui %a : i33 to i40
      %ctlz = math.ctlz %a : i33
      %cttz = math.cttz %a : i33
      %ctpop = math.ctpop %a : i33
      %absi = math.absi %a : i33
      %ipow = math.ipowi %a, %amt : i33
      vector.print %addi : i33 punctuation <comma>
      vector.print %subi : i33 punctuation <comma>
      vector.print %muli : i33 punctuation <comma>
      vector.print %andi : i33 punctuation <comma>
      vector.print %ori : i33 punctuation <comma>
      vector.print %xori : i33 punctuation <comma>
      vector.print %maxsi : i33 punctuation <comma>
      vector.print %minsi : i33 punctuation <comma>
      vector.print %maxui : i33 punctuation <comma>
      vector.print %minui : i33 punctuation <comma>
      vector.print %shli : i33 punctuation <comma>
      vector.print %shrsi : i33 punctuation <comma>
      vector.print %shrui : i33 punctuation <comma>
      vector.print %ceq : i1 punctuation <comma>
      vector.print %cne : i1 punctuation <comma>
      vector.print %cslt : i1 punctuation <comma>
      vector.print %csle : i1 punctuation <comma>
      vector.print %csgt : i1 punctuation <comma>
      vector.print %csge : i1 punctuation <comma>
      vector.print %cult : i1 punctuation <comma>
      vector.print %cule : i1 punctuation <comma>
      vector.print %cugt : i1 punctuation <comma>
      vector.print %cuge : i1 punctuation <comma>
      vector.print %sel : i33 punctuation <comma>
      vector.print %extsi : i64 punctuation <comma>
      vector.print %extui : i64 punctuation <comma>
      vector.print %ic : index punctuation <comma>
      vector.print %icu : index punctuation <comma>
      vector.print %sf : f64 punctuation <comma>
      vector.print %uf : f64 punctuation <comma>
      vector.print %fs : i33 punctuation <comma>
      vector.print %fu : i33 punctuation <comma>
      vector.print %tr : i2 punctuation <comma>
      vector.print %ict : i33 punctuation <comma>
      vector.print %icut : i33 punctuation <comma>
      vector.print %ext : i40 punctuation <comma>
      vector.print %extu : i40 punctuation <comma>
      vector.print %ctlz : i33 punctuation <comma>
      vector.print %cttz : i33 punctuation <comma>
      vector.print %ctpop : i33 punctuation <comma>
      vector.print %absi : i33 punctuation <comma>
      vector.print %ipow : i33 punctuation <comma>
      %bz = arith.cmpi eq, %b, %zero : i33
      %amin = arith.cmpi eq, %a, %min : i33
      %bm1 = arith.cmpi eq, %b, %m1 : i33
      %ovf = arith.andi %amin, %bm1 : i1
      %bad = arith.ori %bz, %ovf : i1
      scf.if %bad {
        vector.print str "-, -, -, -, "
      } else {
        %divsi = arith.divsi %a, %b : i33
        vector.print %divsi : i33 punctuation <comma>
        %remsi = arith.remsi %a, %b : i33
        vector.print %remsi : i33 punctuation <comma>
        %ceildivsi = arith.ceildivsi %a, %b : i33
        vector.print %ceildivsi : i33 punctuation <comma>
        %floordivsi = arith.floordivsi %a, %b : i33
        vector.print %floordivsi : i33 punctuation <comma>
      }
      scf.if %bz {
        vector.print str "-, -, -"
      } else {
        %divui = arith.divui %a, %b : i33
        vector.print %divui : i33 punctuation <comma>
        %remui = arith.remui %a, %b : i33
        vector.print %remui : i33 punctuation <comma>
        %ceildivui = arith.ceildivui %a, %b : i33
        vector.print %ceildivui : i33 punctuation <no_punctuation>
      }
      vector.print
    }
  }
  return
}

func.func @main() {
  %m = memref.alloc() : memref<8xi64>
  %v0 = arith.constant 0 : i64
  %k0 = arith.constant 0 : index
  memref.store %v0, %m[%k0] : memref<8xi64>
  %v1 = arith.constant 1 : i64
  %k1 = arith.constant 1 : index
  memref.store %v1, %m[%k1] : memref<8xi64>
  %v2 = arith.constant -1 : i64
  %k2 = arith.constant 2 : index
  memref.store %v2, %m[%k2] : memref<8xi64>
  %v3 = arith.constant 5 : i64
  %k3 = arith.constant 3 : index
  memref.store %v3, %m[%k3] : memref<8xi64>
  %v4 = arith.constant 6 : i64
  %k4 = arith.constant 4 : index
  memref.store %v4, %m[%k4] : memref<8xi64>
  %v5 = arith.constant 100 : i64
  %k5 = arith.constant 5 : index
  memref.store %v5, %m[%k5] : memref<8xi64>
  %v6 = arith.constant -77 : i64
  %k6 = arith.constant 6 : index
  memref.store %v6, %m[%k6] : memref<8xi64>
  %v7 = arith.constant 4611686018427387905 : i64
  %k7 = arith.constant 7 : index
  memref.store %v7, %m[%k7] : memref<8xi64>
  vector.print str "i3\n"
  call @odd_i3(%m) : (memref<8xi64>) -> ()
  vector.print str "i5\n"
  call @odd_i5(%m) : (memref<8xi64>) -> ()
  vector.print str "i12\n"
  call @odd_i12(%m) : (memref<8xi64>) -> ()
  vector.print str "i33\n"
  call @odd_i33(%m) : (memref<8xi64>) -> ()
  memref.dealloc %m : memref<8xi64>
  return
}
