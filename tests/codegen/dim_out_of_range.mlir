// memref.dim with an index past the memref's rank is a valid program, as
// in MLIR (undefined only when it runs): loopc used to reject it. Such a
// dim often sits where it never runs, as in @pick's else branch. The C
// reads 0 for it and never reads past the descriptor: a constant index and
// a run-time index each compile with -Werror under C11, and the program
// runs clean under the sanitizers of the lit build.
// RUN: %loopc %s --emit=c -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// RUN: %loopc run %s -e main | FileCheck %s --check-prefix=OUT
// RUN: %if mlir-opt %{ %mlir_opt %s > /dev/null %}

// CHECK-LABEL: pick(
// CHECK:         ? {{.*}}.sizes[{{.*}}] : 0)
// OUT: {{^}}7{{$}}
// OUT-NEXT: {{^}}0{{$}}

func.func private @printI64(i64)
func.func private @printNewline()

func.func @pick(%m: memref<?xf32>, %k: index) -> index {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %is0 = arith.cmpi eq, %k, %c0 : index
  %r = scf.if %is0 -> index {
    %d = memref.dim %m, %k : memref<?xf32>
    scf.yield %d : index
  } else {
    %a = memref.dim %m, %c3 : memref<?xf32>
    %c = memref.dim %m, %k : memref<?xf32>
    %ac = arith.addi %a, %c : index
    scf.yield %ac : index
  }
  return %r : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %m = memref.alloc(%c7) : memref<?xf32>
  %r0 = func.call @pick(%m, %c0) : (memref<?xf32>, index) -> index
  %v0 = arith.index_cast %r0 : index to i64
  func.call @printI64(%v0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r1 = func.call @pick(%m, %c1) : (memref<?xf32>, index) -> index
  %v1 = arith.index_cast %r1 : index to i64
  func.call @printI64(%v1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<?xf32>
  return
}
