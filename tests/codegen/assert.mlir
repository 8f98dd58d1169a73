// cf.assert (classic spelling: assert), the run-time check the ONNX lowering
// emits: it prints in both spellings and the generic form, survives -O2 (it
// has an effect), and the C ends the program with its message and location.
// RUN: %loopc %s | FileCheck %s --check-prefix=CLASSIC
// RUN: %loopc %s --syntax=modern | FileCheck %s --check-prefix=MODERN
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s --check-prefix=CLASSIC
// RUN: %loopc %s --emit=c -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %cc %cflags %t.c -o %t.exe
// RUN: not --crash %t.exe 2>&1 | FileCheck %s --check-prefix=EXEC

// CLASSIC: assert %{{.*}}, "need \22a positive\22 count"
// MODERN: cf.assert %{{.*}}, "need \22a positive\22 count"
// GENERIC: "assert"(%{{.*}}) <{msg = "need \22a positive\22 count"}> : (i1) -> ()
// C: if (!{{.*}})
// C-NEXT: loopc_fail("{{.*}}assert.mlir:[[@LINE+7]]:3", "need \"a positive\" count");
// The first call passes, the second fails.
// EXEC: {{.*}}assert.mlir:[[@LINE+5]]:3: runtime error: need "a positive" count

func @check(%n: i32) {
  %z = constant 0 : i32
  %c = cmpi "sgt", %n, %z : i32
  assert %c, "need \22a positive\22 count"
  return
}

func @main() {
  %one = constant 1 : i32
  %zero = constant 0 : i32
  call @check(%one) : (i32) -> ()
  call @check(%zero) : (i32) -> ()
  return
}
