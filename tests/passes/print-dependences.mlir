// print-dependences reports, for each loop nest (an outermost scf.for and
// everything in it), the memory dependences between its accesses (loads
// and stores, numbered from 0 in program order) as distance vectors over
// their common loops, from the source (the earlier instance) to the sink,
// `*` where any distance is possible; and whether each loop carries one.
// RUN: %loopc %s --print-dependences --split-input-file --verify-diagnostics -o /dev/null

// A[i] = A[i - 1]: the load of iteration i + 1 reads what the store of
// iteration i wrote.
func.func @recurrence(%A: memref<100xf32>) {
  %c1 = arith.constant 1 : index
  %c99 = arith.constant 99 : index
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  scf.for %i = %c1 to %c99 step %c1 {
    %im1 = arith.subi %i, %c1 : index
    // expected-remark@+1 {{access 0 depends on access 1: [1]}}
    %x = memref.load %A[%im1] : memref<100xf32>
    memref.store %x, %A[%i] : memref<100xf32>
  }
  return
}

// -----

// Even and odd elements never meet (the GCD test); A[i + 100] lies beyond
// the 100 iterations of A[i]; a step of 2 never reaches an odd distance.
func.func @independent(%A: memref<300xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c100 = arith.constant 100 : index
  // expected-remark@+1 {{loop at depth 0 carries no memory dependence}}
  scf.for %i = %c0 to %c100 step %c1 {
    %e = arith.muli %i, %c2 : index
    %o = arith.addi %e, %c1 : index
    %x = memref.load %A[%e] : memref<300xf32>
    memref.store %x, %A[%o] : memref<300xf32>
  }
  // expected-remark@+1 {{loop at depth 0 carries no memory dependence}}
  scf.for %i = %c0 to %c100 step %c1 {
    %f = arith.addi %i, %c100 : index
    %x = memref.load %A[%i] : memref<300xf32>
    memref.store %x, %A[%f] : memref<300xf32>
  }
  // expected-remark@+1 {{loop at depth 0 carries no memory dependence}}
  scf.for %i = %c0 to %c100 step %c2 {
    %f = arith.addi %i, %c1 : index
    %x = memref.load %A[%i] : memref<300xf32>
    memref.store %x, %A[%f] : memref<300xf32>
  }
  return
}

// -----

// A[i + 101] does meet A[i] when the loop runs 102 times: the exact trip
// count is what rules a distance out, not the subscripts alone.
func.func @within_trips(%A: memref<300xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c101 = arith.constant 101 : index
  %c102 = arith.constant 102 : index
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  scf.for %i = %c0 to %c102 step %c1 {
    %f = arith.addi %i, %c101 : index
    // expected-remark@+1 {{access 0 depends on access 1: [101]}}
    %x = memref.load %A[%i] : memref<300xf32>
    memref.store %x, %A[%f] : memref<300xf32>
  }
  return
}

// -----

// Two arguments may be one buffer (MLIR's memrefs may alias): any
// distance. llvm.noalias on one of them, or a fresh allocation, says they
// are not.
func.func @aliasing(%A: memref<100xf32>, %B: memref<100xf32>, %C: memref<100xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %T = memref.alloc() : memref<100xf32>
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  scf.for %i = %c0 to %c100 step %c1 {
    %x = memref.load %A[%i] : memref<100xf32>
    // expected-remark@+1 {{access 1 depends on access 0: [*]}}
    memref.store %x, %B[%i] : memref<100xf32>
  }
  // expected-remark@+1 {{loop at depth 0 carries no memory dependence}}
  scf.for %i = %c0 to %c100 step %c1 {
    %x = memref.load %A[%i] : memref<100xf32>
    memref.store %x, %C[%i] : memref<100xf32>
    %y = memref.load %B[%i] : memref<100xf32>
    memref.store %y, %T[%i] : memref<100xf32>
  }
  memref.dealloc %T : memref<100xf32>
  return
}

// -----

// A buffer allocated in each iteration of the outer loop is that
// iteration's own: only the inner loop carries the sum through t[0].
func.func @private(%A: memref<10x10xf32>, %B: memref<10xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0.0 : f32
  // expected-remark@+1 {{loop at depth 0 carries no memory dependence}}
  scf.for %i = %c0 to %c10 step %c1 {
    %t = memref.alloca() : memref<1xf32>
    memref.store %z, %t[%c0] : memref<1xf32>
    // expected-remark@+1 {{loop at depth 1 carries a memory dependence}}
    scf.for %j = %c0 to %c10 step %c1 {
      %a = memref.load %A[%i, %j] : memref<10x10xf32>
      // expected-remark@+1 {{access 2 depends on access 0: [0]}}
      %s = memref.load %t[%c0] : memref<1xf32>
      %n = arith.addf %a, %s : f32
      // expected-remark@+3 {{access 3 depends on access 0: [0]}}
      // expected-remark@+2 {{access 3 depends on access 2: [0, *]}}
      // expected-remark@+1 {{access 3 depends on access 3: [0, *]}}
      memref.store %n, %t[%c0] : memref<1xf32>
    }
    // expected-remark@+2 {{access 4 depends on access 0: [0]}}
    // expected-remark@+1 {{access 4 depends on access 3: [0]}}
    %r = memref.load %t[%c0] : memref<1xf32>
    memref.store %r, %B[%i] : memref<10xf32>
  }
  return
}

// -----

// A 2-d stencil: A[i][j] = A[i - 1][j + 1] is carried by the outer loop
// only, at distance (1, -1); the inner loop may run in parallel.
func.func @stencil(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  scf.for %i = %c1 to %n step %c1 {
    // expected-remark@+1 {{loop at depth 1 carries no memory dependence}}
    scf.for %j = %c0 to %m step %c1 {
      %ip = arith.subi %i, %c1 : index
      %jn = arith.addi %j, %c1 : index
      // expected-remark@+1 {{access 0 depends on access 1: [1, -1]}}
      %x = memref.load %A[%ip, %jn] : memref<?x?xf64>
      memref.store %x, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// A subscript with a symbol on one side only (A[i + n] against A[i], i
// below another symbol m), or read from memory, says nothing: any
// distance. A[i + n] against itself is another element in each iteration.
func.func @unknown(%A: memref<?xf32>, %I: memref<?xindex> {llvm.noalias}, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  scf.for %i = %c0 to %m step %c1 {
    %f = arith.addi %i, %n : index
    %x = memref.load %A[%i] : memref<?xf32>
    // expected-remark@+1 {{access 1 depends on access 0: [*]}}
    memref.store %x, %A[%f] : memref<?xf32>
  }
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  scf.for %i = %c0 to %n step %c1 {
    %k = memref.load %I[%i] : memref<?xindex>
    %x = memref.load %A[%i] : memref<?xf32>
    // expected-remark@+2 {{access 2 depends on access 1: [*]}}
    // expected-remark@+1 {{access 2 depends on access 2: [*]}}
    memref.store %x, %A[%k] : memref<?xf32>
  }
  // Both sides with i + n: the symbol cancels.
  // expected-remark@+1 {{loop at depth 0 carries no memory dependence}}
  scf.for %i = %c0 to %n step %c1 {
    %f = arith.addi %i, %n : index
    %x = memref.load %A[%f] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    // expected-remark@+1 {{access 1 depends on access 0: [0]}}
    memref.store %y, %A[%f] : memref<?xf32>
  }
  return
}

// -----

func.func private @g(memref<?xf32>)
// A call may touch any memory: the nest is not analyzed.
func.func @opaque(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark@+2 {{nest not analyzed: it touches memory other than through loads and stores or has more than 512 accesses}}
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  scf.for %i = %c0 to %n step %c1 {
    func.call @g(%A) : (memref<?xf32>) -> ()
  }
  return
}

// -----

// The loops' bounds: with i below n, A[i] never meets A[i + n] (the first
// element the store writes, n, follows the last the load reads, n - 1).
func.func @bounds_apart(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark@+1 {{loop at depth 0 carries no memory dependence}}
  scf.for %i = %c0 to %n step %c1 {
    %f = arith.addi %i, %n : index
    %x = memref.load %A[%i] : memref<?xf32>
    memref.store %x, %A[%f] : memref<?xf32>
  }
  return
}

// -----

// correlation's last nest: C[i][i], C[i][j] and C[j][i] with j > i. The
// subscripts of C[i][j] against C[j][i] are not uniform (any distance by
// them alone), but a solution needs i' = j > i = j' > i': none. C[i][i]
// meets neither (j = i against j > i). What remains: C[i][j] in one (i, j)
// iteration, the k loop's reduction carried by k.
func.func @correlation(%n: index, %m: index, %D: memref<?x240xf64> {llvm.noalias}, %C: memref<?x240xf64> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %n1 = arith.subi %n, %c1 : index
  // expected-remark@+1 {{loop at depth 0 carries no memory dependence}}
  scf.for %i = %c0 to %n1 step %c1 {
    memref.store %one, %C[%i, %i] : memref<?x240xf64>
    %i1 = arith.addi %i, %c1 : index
    // expected-remark@+1 {{loop at depth 1 carries no memory dependence}}
    scf.for %j = %i1 to %n step %c1 {
      memref.store %cst, %C[%i, %j] : memref<?x240xf64>
      // expected-remark@+1 {{loop at depth 2 carries a memory dependence}}
      scf.for %k = %c0 to %m step %c1 {
        %a = memref.load %D[%k, %i] : memref<?x240xf64>
        %b = memref.load %D[%k, %j] : memref<?x240xf64>
        %p = arith.mulf %a, %b : f64
        // expected-remark@+1 {{access 4 depends on access 1: [0, 0]}}
        %c = memref.load %C[%i, %j] : memref<?x240xf64>
        %s = arith.addf %c, %p : f64
        // expected-remark@+3 {{access 5 depends on access 1: [0, 0]}}
        // expected-remark@+2 {{access 5 depends on access 4: [0, 0, *]}}
        // expected-remark@+1 {{access 5 depends on access 5: [0, 0, *]}}
        memref.store %s, %C[%i, %j] : memref<?x240xf64>
      }
      // expected-remark@+2 {{access 6 depends on access 1: [0, 0]}}
      // expected-remark@+1 {{access 6 depends on access 5: [0, 0]}}
      %x = memref.load %C[%i, %j] : memref<?x240xf64>
      memref.store %x, %C[%j, %i] : memref<?x240xf64>
    }
  }
  return
}

// -----

// lu's second row loop (j from i): A[i][k] with k < i never meets A[i][j]
// with j >= i; A[k][j] does, in a later iteration of i at the same j (row
// i is read when i' = k' > i), so the i loop carries a dependence and the
// j loop none.
func.func @lu_row(%A: memref<?x400xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  scf.for %i = %c0 to %n step %c1 {
    // expected-remark@+1 {{loop at depth 1 carries no memory dependence}}
    scf.for %j = %i to %n step %c1 {
      // expected-remark@+1 {{loop at depth 2 carries a memory dependence}}
      scf.for %k = %c0 to %i step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x400xf64>
        %b = memref.load %A[%k, %j] : memref<?x400xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %A[%i, %j] : memref<?x400xf64>
        %s = arith.subf %c, %p : f64
        // expected-remark@+3 {{access 3 depends on access 1: [*, 0, *]}}
        // expected-remark@+2 {{access 3 depends on access 2: [0, 0, *]}}
        // expected-remark@+1 {{access 3 depends on access 3: [0, 0, *]}}
        memref.store %s, %A[%i, %j] : memref<?x400xf64>
      }
    }
  }
  return
}

// -----

// Must stay carried: trisolv's x[i] against x[j] with j < i (iteration i
// reads what iterations j < i wrote): the bounds allow i' = j < i. And a
// transpose over the whole square, A[i][j] = A[j][i], meets itself across
// iterations of the i loop (at j = i', i = j'), never of the j loop
// inside one i iteration (i = j' and j = i make j' = j).
func.func @triangle_carried(%L: memref<?x?xf64> {llvm.noalias}, %x: memref<?xf64>, %A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  scf.for %i = %c0 to %n step %c1 {
    // expected-remark@+1 {{loop at depth 1 carries a memory dependence}}
    scf.for %j = %c0 to %i step %c1 {
      %l = memref.load %L[%i, %j] : memref<?x?xf64>
      %xj = memref.load %x[%j] : memref<?xf64>
      %p = arith.mulf %l, %xj : f64
      %xi = memref.load %x[%i] : memref<?xf64>
      %s = arith.subf %xi, %p : f64
      // expected-remark@+3 {{access 3 depends on access 1: [*, *]}}
      // expected-remark@+2 {{access 3 depends on access 2: [0, *]}}
      // expected-remark@+1 {{access 3 depends on access 3: [0, *]}}
      memref.store %s, %x[%i] : memref<?xf64>
    }
  }
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  scf.for %i = %c0 to %n step %c1 {
    // expected-remark@+1 {{loop at depth 1 carries no memory dependence}}
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %A[%j, %i] : memref<?x?xf64>
      // expected-remark@+1 {{access 1 depends on access 0: [*, *]}}
      memref.store %v, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// covariance's triangle includes the diagonal (j from i): C[i][j] and
// C[j][i] meet, at i = j, but only within one iteration of both loops, so
// neither carries the dependence.
func.func @covariance(%C: memref<?x?xf64>, %n: index, %v: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark@+1 {{loop at depth 0 carries no memory dependence}}
  scf.for %i = %c0 to %n step %c1 {
    // expected-remark@+1 {{loop at depth 1 carries no memory dependence}}
    scf.for %j = %i to %n step %c1 {
      memref.store %v, %C[%i, %j] : memref<?x?xf64>
      // expected-remark@+1 {{access 1 depends on access 0: [*, *]}}
      memref.store %v, %C[%j, %i] : memref<?x?xf64>
    }
  }
  return
}
