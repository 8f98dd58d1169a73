// A classic loop.parallel that reduces without init values has no scf.parallel
// form of its own: MLIR 22 needs an init value per result. Printed with
// --syntax=modern, reductions whose combiner starts from 0 (add, or, xor)
// get zero constants as inits, which keep the classic meaning (a reduction
// over zero iterations yields 0); MLIR runs the printed program and prints
// what loopc prints for the classic one. Other combiners (mul) have no such
// value, and loopc says so instead of printing IR mlir-opt would reject.
// RUN: rm -rf %t && split-file %s %t
// RUN: %loopc --print-names=source --syntax=modern %t/zero.mlir | FileCheck %s
// RUN: %loopc run %t/zero.mlir -e main > %t/classic.out
// RUN: FileCheck %s --check-prefix=OUT < %t/classic.out
// RUN: %loopc --print-names=source --syntax=modern %t/zero.mlir > %t/modern.mlir
// RUN: %loopc run %t/modern.mlir -e main | diff %t/classic.out -
// RUN: %loopc --print-names=source --syntax=modern --print-generic %t/zero.mlir | %loopc --print-names=source --syntax=modern - | diff %t/modern.mlir -
// RUN: %if mlir-opt %{ %mlir_opt %t/modern.mlir > /dev/null %}
// RUN: %if mlir-opt %{ %loopc --print-names=source --syntax=modern --print-generic %t/zero.mlir | %mlir_opt > /dev/null %}
// RUN: %if mlir-runner %{ %mlir_opt %t/modern.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | diff %t/classic.out - %}
// RUN: not %loopc --print-names=source --syntax=modern %t/mul.mlir 2>&1 | FileCheck %s --check-prefix=MUL
// RUN: %loopc --print-names=source --syntax=classic %t/mul.mlir | FileCheck %s --check-prefix=MULCLASSIC

// CHECK-LABEL: func.func @reduce
// CHECK:      %[[F:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[I:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[B:.*]] = arith.constant false
// CHECK-NEXT: %s, %o, %x = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%[[F]], %[[I]], %[[B]]) -> (f32, i32, i1) {
// CHECK:        scf.reduce(%f, %ii, %odd : f32, i32, i1) {

// sum of 0..n-1, their or, and whether an odd number of them is odd; for
// n = 0, 1, 6
// OUT:      0, 0, 0
// OUT-NEXT: 0, 0, 0
// OUT-NEXT: 15, 7, 1

// MUL: mul.mlir:6:8: error: 'loop.parallel' op has no scf.parallel form: it reduces without init values, which scf.parallel requires, and no constant gives reduction #0 its meaning here (its combiner does not start from 0); give the loop init values
// MUL: mul.mlir:8:5: note: reduction #0
// MULCLASSIC: loop.parallel

//--- zero.mlir
func @printF32(f32)
func @printI64(i64)
func @printComma()
func @printNewline()

func @reduce(%n: index) -> (f32, i32, i1) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %s, %o, %x = loop.parallel (%i) = (%c0) to (%n) step (%c1) {
    %ii = index_cast %i : index to i32
    %f = sitofp %ii : i32 to f32
    loop.reduce(%f) {
    ^bb0(%a: f32, %b: f32):
      %r = addf %a, %b : f32
      loop.reduce.return %r : f32
    } : f32
    loop.reduce(%ii) {
    ^bb0(%a: i32, %b: i32):
      %r = or %a, %b : i32
      loop.reduce.return %r : i32
    } : i32
    %odd = trunci %ii : i32 to i1
    loop.reduce(%odd) {
    ^bb0(%a: i1, %b: i1):
      %r = xor %a, %b : i1
      loop.reduce.return %r : i1
    } : i1
  } : f32, i32, i1
  return %s, %o, %x : f32, i32, i1
}

func @show(%n: index) {
  %s, %o, %x = call @reduce(%n) : (index) -> (f32, i32, i1)
  %o64 = sexti %o : i32 to i64
  %x64 = zexti %x : i1 to i64
  call @printF32(%s) : (f32) -> ()
  call @printComma() : () -> ()
  call @printI64(%o64) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%x64) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c6 = constant 6 : index
  call @show(%c0) : (index) -> ()
  call @show(%c1) : (index) -> ()
  call @show(%c6) : (index) -> ()
  return
}

//--- mul.mlir
// A product: the classic loop yields 0 over zero iterations, which an init
// of 1 would not, and an init of 0 would make every product 0.
func @product(%n: index) -> f32 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %p = loop.parallel (%i) = (%c0) to (%n) step (%c1) {
    %one = constant 2.0 : f32
    loop.reduce(%one) {
    ^bb0(%a: f32, %b: f32):
      %r = mulf %a, %b : f32
      loop.reduce.return %r : f32
    } : f32
  } : f32
  return %p : f32
}
