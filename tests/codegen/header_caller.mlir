// A C program calls loopc-generated functions through the generated header:
// by MLIR's default convention (descriptor fields) and through the
// _mlir_ciface_ wrappers (the only symbol of functions with several results or
// a memref result).
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %loopc %s --emit=header -o %t.h
// RUN: %cc %cflags -include %t.h %S/Inputs/caller.c %t.c -lm -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same caller as C++ through the same header (extern "C" inside), with
// g++ and clang++ (tools/setup.sh installs g++); not in the sanitized build,
// whose %cc instruments the object for a C link:
// RUN: %if !sanitize %{ %cc %cflags -c %t.c -o %t.o %}
// RUN: %if g++ && !sanitize %{ g++ -std=c++17 -Wall -Wextra -Werror -pedantic -x c++ -include %t.h %S/Inputs/caller.c -x none %t.o -lm -o %t.gxx %}
// RUN: %if g++ && !sanitize %{ %t.gxx | FileCheck %s %}
// RUN: %if clang++ && !sanitize %{ clang++ -std=c++17 -Wall -Wextra -Werror -pedantic -x c++ -include %t.h %S/Inputs/caller.c -x none %t.o -lm -o %t.clangxx %}
// RUN: %if clang++ && !sanitize %{ %t.clangxx | FileCheck %s %}
// CHECK: scale: 0 2.5 5 7.5
// CHECK-NEXT: ciface scale: 0 5 10 15
// CHECK-NEXT: ciface minmax: -3 9
// CHECK-NEXT: iota: 0 1 2 3 4

// out[i] = a[i] * k
func.func @scale(%a: memref<?xf32>, %out: memref<?xf32>, %k: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<?xf32>
    %w = arith.mulf %v, %k : f32
    memref.store %w, %out[%i] : memref<?xf32>
  }
  return
}

func.func @minmax(%a: memref<5xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %first = memref.load %a[%c0] : memref<5xi32>
  %r:2 = scf.for %i = %c1 to %c5 step %c1 iter_args(%lo = %first, %hi = %first) -> (i32, i32) {
    %v = memref.load %a[%i] : memref<5xi32>
    %l = arith.minsi %lo, %v : i32
    %h = arith.maxsi %hi, %v : i32
    scf.yield %l, %h : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Returns a new memref (the caller frees it).
func.func @iota(%n: index) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}
