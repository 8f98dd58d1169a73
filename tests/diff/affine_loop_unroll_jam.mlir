// Differential test of affine-loop-unroll-jam: the nests it jams (a
// product, an imperfect nest of an odd trip count with its cleanup loop, a
// recurrence at a distance of the factor) compute what the program does,
// and the ones it leaves (a skewed recurrence, a store every iteration of an
// inner loop reads) would not: mlir-opt 22's own pass (factor 2) jams @skew
// and @any_distance, and its program prints 1516262 and
// 5245959058714374778 for them (mlir-runner). Each function prints a
// checksum of what it wrote.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --affine-loop-unroll-jam="unroll-jam-factor=2" > %t.two.out
// RUN: diff %t.mlir.out %t.two.out
// RUN: %loopc run %s -e main -O2 --affine-loop-unroll-jam > %t.four.out
// RUN: diff %t.mlir.out %t.four.out
// RUN: %loopc %s --affine-loop-unroll-jam="unroll-jam-factor=3" --syntax=modern > %t.three.mlir
// RUN: %mlir_opt %t.three.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.three.out
// RUN: diff %t.mlir.out %t.three.out
// It fires on @product, @imperfect and @far, and leaves @skew and @any_distance:
// RUN: FileCheck %s --check-prefix=IR < %t.three.mlir
// IR-LABEL: func.func @product
// IR: step 3
// IR-LABEL: func.func @imperfect
// IR: step 3
// IR-LABEL: func.func @skew
// IR-NOT: step
// IR-LABEL: func.func @any_distance
// IR-NOT: step
// IR-LABEL: func.func @far
// IR: step 3

func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%m: memref<12x12xi64>) {
  %z = arith.constant 0 : i64
  %s = affine.for %i = 0 to 12 iter_args(%a = %z) -> i64 {
    %t = affine.for %j = 0 to 12 iter_args(%b = %a) -> i64 {
      %v = affine.load %m[%i, %j] : memref<12x12xi64>
      %c = arith.index_cast %j : index to i64
      %k = arith.index_cast %i : index to i64
      %w = arith.muli %c, %k : i64
      %w1 = arith.addi %w, %c : i64
      %w2 = arith.addi %w1, %k : i64
      %one = arith.constant 1 : i64
      %w3 = arith.addi %w2, %one : i64
      %p = arith.muli %v, %w3 : i64
      %r = arith.addi %b, %p : i64
      affine.yield %r : i64
    }
    affine.yield %t : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @product(%a: memref<12x12xi64>, %b: memref<12x12xi64>, %c: memref<12x12xi64> {llvm.noalias}) {
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 12 {
      affine.for %k = 0 to 12 {
        %x = affine.load %a[%i, %k] : memref<12x12xi64>
        %y = affine.load %b[%k, %j] : memref<12x12xi64>
        %s = affine.load %c[%i, %j] : memref<12x12xi64>
        %p = arith.muli %x, %y : i64
        %q = arith.addi %s, %p : i64
        %r = arith.muli %q, %x : i64
        affine.store %r, %c[%i, %j] : memref<12x12xi64>
      }
    }
  }
  return
}

func.func @imperfect(%m: memref<12x12xi64>) {
  affine.for %i = 1 to 12 {
    %v = affine.load %m[%i, 0] : memref<12x12xi64>
    affine.for %j = 1 to 12 {
      %w = affine.load %m[%i, %j] : memref<12x12xi64>
      %x = arith.addi %v, %w : i64
      affine.store %x, %m[%i, %j] : memref<12x12xi64>
    }
    %u = affine.load %m[%i, 11] : memref<12x12xi64>
    affine.store %u, %m[%i, 0] : memref<12x12xi64>
  }
  return
}

func.func @skew(%m: memref<12x12xi64>) {
  affine.for %i = 1 to 12 {
    affine.for %j = 0 to 11 {
      %v = affine.load %m[%i - 1, %j + 1] : memref<12x12xi64>
      %one = arith.constant 3 : i64
      %w = arith.muli %v, %one : i64
      affine.store %w, %m[%i, %j] : memref<12x12xi64>
    }
  }
  return
}

func.func @any_distance(%m: memref<12x12xi64>) {
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 12 {
      %v = affine.load %m[0, %j] : memref<12x12xi64>
      %one = arith.constant 1 : i64
      %w = arith.addi %v, %one : i64
      affine.store %w, %m[0, %i] : memref<12x12xi64>
    }
  }
  return
}

func.func @far(%m: memref<12x12xi64>) {
  affine.for %i = 0 to 9 {
    affine.for %j = 0 to 11 {
      %v = affine.load %m[%i, %j + 1] : memref<12x12xi64>
      %two = arith.constant 2 : i64
      %w = arith.addi %v, %two : i64
      affine.store %w, %m[%i + 3, %j] : memref<12x12xi64>
    }
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<12x12xi64>
  %b = memref.alloc() : memref<12x12xi64>
  %c = memref.alloc() : memref<12x12xi64>
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 12 {
      %x = arith.index_cast %j : index to i64
      %y = arith.index_cast %i : index to i64
      %p = arith.muli %x, %y : i64
      %q = arith.addi %p, %x : i64
      %r = arith.subi %q, %y : i64
      affine.store %q, %a[%i, %j] : memref<12x12xi64>
      affine.store %r, %b[%i, %j] : memref<12x12xi64>
      affine.store %x, %c[%i, %j] : memref<12x12xi64>
    }
  }
  // CHECK: 5245958841487189576
  func.call @product(%a, %b, %c) : (memref<12x12xi64>, memref<12x12xi64>, memref<12x12xi64>) -> ()
  func.call @show(%c) : (memref<12x12xi64>) -> ()
  // CHECK-NEXT: 378939
  func.call @imperfect(%a) : (memref<12x12xi64>) -> ()
  func.call @show(%a) : (memref<12x12xi64>) -> ()
  // CHECK-NEXT: 194355413
  func.call @skew(%b) : (memref<12x12xi64>) -> ()
  func.call @show(%b) : (memref<12x12xi64>) -> ()
  // CHECK-NEXT: 5245959058714374710
  func.call @any_distance(%c) : (memref<12x12xi64>) -> ()
  func.call @show(%c) : (memref<12x12xi64>) -> ()
  // CHECK-NEXT: 239857
  func.call @far(%a) : (memref<12x12xi64>) -> ()
  func.call @show(%a) : (memref<12x12xi64>) -> ()
  return
}
