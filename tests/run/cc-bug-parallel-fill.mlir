// A parallel fill of an 11x2 matrix, one column per parallel iteration,
// with loopc run's default C compiler flags and two threads. gcc's
// predictive commoning (-O3) loads the other column's elements and stores
// them back later, so a thread can overwrite its neighbour's fresh values
// with stale ones: with the old flags this printed a non-zero count of
// wrong elements in most runs (6, 20, 22, 4, 14 and 9 in six runs of 50000
// fills on a 2-core machine; 0.02-0.09% of fills), with
// -fno-predictive-commoning or -O2 0 wrong in 100000 fills. A race: a
// run may miss it, three runs rarely all do. loopc run gives gcc
// -fno-predictive-commoning (native.c, cc_workarounds); clang 14-22 do not
// have it.
// RUN: %loopc run %s --threads 2 | FileCheck %s
// RUN: %loopc run %s --threads 2 | FileCheck %s
// RUN: %loopc run %s --threads 2 | FileCheck %s
// CHECK: {{^}}0{{$}}
func.func private @printI64(i64)
func.func private @printNewline()

// Fills the matrix n times, each time after writing -1 everywhere, and
// counts the elements that do not hold their value afterwards.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c11 = arith.constant 11 : index
  %n = arith.constant 50000 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c10 = arith.constant 10 : i32
  %junk = arith.constant -1 : i32
  %m = memref.alloc() : memref<11x2xi32>
  %bad = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> i64 {
    scf.for %i = %c0 to %c11 step %c1 {
      scf.for %j = %c0 to %c2 step %c1 {
        memref.store %junk, %m[%i, %j] : memref<11x2xi32>
      }
    }
    scf.parallel (%j) = (%c0) to (%c2) step (%c1) {
      scf.for %i = %c0 to %c11 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %jj = arith.index_cast %j : index to i32
        %t = arith.muli %ii, %c10 : i32
        %v = arith.addi %t, %jj : i32
        memref.store %v, %m[%i, %j] : memref<11x2xi32>
      }
      scf.reduce
    }
    %wrong = scf.for %i = %c0 to %c11 step %c1 iter_args(%w = %acc) -> i64 {
      %w2 = scf.for %j = %c0 to %c2 step %c1 iter_args(%x = %w) -> i64 {
        %ii = arith.index_cast %i : index to i32
        %jj = arith.index_cast %j : index to i32
        %t = arith.muli %ii, %c10 : i32
        %want = arith.addi %t, %jj : i32
        %have = memref.load %m[%i, %j] : memref<11x2xi32>
        %ne = arith.cmpi ne, %have, %want : i32
        %x1 = arith.addi %x, %one : i64
        %x2 = arith.select %ne, %x1, %x : i64
        scf.yield %x2 : i64
      }
      scf.yield %w2 : i64
    }
    scf.yield %wrong : i64
  }
  memref.dealloc %m : memref<11x2xi32>
  func.call @printI64(%bad) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
