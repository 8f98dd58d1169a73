// print-dependences on affine input: the nests are the outermost affine.for
// ops, the accesses affine.load and affine.store, their subscripts read from
// the maps (and from affine.apply ops) with the operands' forms put in for
// the dims and symbols. Distances hand-computed in the comments; the pass
// runs on the affine ops themselves (lower-affine moves after it).
// RUN: %loopc %s --print-dependences --split-input-file --verify-diagnostics -o /dev/null

// A[i] = A[i - 1]: the store of iteration i writes what the load of
// iteration i + 1 reads: distance 1, carried.
func.func @recurrence(%A: memref<100xf32>) {
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  affine.for %i = 1 to 100 {
    // expected-remark@+1 {{access 0 depends on access 1: [1]}}
    %x = affine.load %A[%i - 1] : memref<100xf32>
    affine.store %x, %A[%i] : memref<100xf32>
  }
  return
}

// -----

// A[i][j] = A[i - 1][j + 1]: (1, -1), carried by i only (j's iterations
// meet only across different i).
func.func @skew(%A: memref<100x100xf32>) {
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  affine.for %i = 1 to 100 {
    // expected-remark@+1 {{loop at depth 1 carries no memory dependence}}
    affine.for %j = 0 to 99 {
      // expected-remark@+1 {{access 0 depends on access 1: [1, -1]}}
      %x = affine.load %A[%i - 1, %j + 1] : memref<100x100xf32>
      affine.store %x, %A[%i, %j] : memref<100x100xf32>
    }
  }
  return
}

// -----

func.func @maps(%A: memref<300xf32>, %n: index) {
  // Through an affine.apply with a symbol: the load at i reads
  // 2i + n + 3, which the store of iteration i + 1 writes (2(i+1) + n + 1)
  // afterwards: the store depends on the load, distance 1.
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  affine.for %i = 0 to 100 {
    %k = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0 + 3)>(%i)[%n]
    %x = affine.load %A[%k] : memref<300xf32>
    // expected-remark@+1 {{access 1 depends on access 0: [1]}}
    affine.store %x, %A[%i * 2 + symbol(%n) + 1] : memref<300xf32>
  }
  // Even and odd elements never meet (the GCD test).
  // expected-remark@+1 {{loop at depth 0 carries no memory dependence}}
  affine.for %i = 0 to 100 {
    %x = affine.load %A[%i * 2] : memref<300xf32>
    affine.store %x, %A[%i * 2 + 1] : memref<300xf32>
  }
  // A floordiv that does not cancel is not affine here: any distance.
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  affine.for %i = 0 to 100 {
    %x = affine.load %A[%i floordiv 2] : memref<300xf32>
    // expected-remark@+1 {{access 1 depends on access 0: [*]}}
    affine.store %x, %A[%i] : memref<300xf32>
  }
  // One that cancels is: (2i + 2) floordiv 2 - 2 = i - 1, which the store
  // of the iteration before wrote: distance 1.
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  affine.for %i = 0 to 100 {
    // expected-remark@+1 {{access 0 depends on access 1: [1]}}
    %x = affine.load %A[(%i * 2 + 2) floordiv 2 - 2] : memref<300xf32>
    affine.store %x, %A[%i] : memref<300xf32>
  }
  // A loop of one trip carries nothing, whatever its subscripts.
  // expected-remark@+1 {{loop at depth 0 carries no memory dependence}}
  affine.for %i = 0 to 1 {
    // expected-remark@+1 {{loop at depth 1 carries a memory dependence}}
    affine.for %j = 0 to 10 {
      // expected-remark@+1 {{access 0 depends on access 1: [0, 1]}}
      %x = affine.load %A[%j] : memref<300xf32>
      affine.store %x, %A[%j + 1] : memref<300xf32>
    }
  }
  return
}

// -----

// Two function arguments may be one buffer: every distance is possible.
// A distinct allocation is not the argument.
func.func @aliasing(%A: memref<100xf32>, %B: memref<100xf32>) {
  %T = memref.alloc() : memref<100xf32>
  // expected-remark@+1 {{loop at depth 0 carries a memory dependence}}
  affine.for %i = 0 to 100 {
    %x = affine.load %A[%i] : memref<100xf32>
    // expected-remark@+1 {{access 1 depends on access 0: [*]}}
    affine.store %x, %B[%i] : memref<100xf32>
  }
  // expected-remark@+1 {{loop at depth 0 carries no memory dependence}}
  affine.for %i = 0 to 100 {
    %x = affine.load %A[%i] : memref<100xf32>
    affine.store %x, %T[%i] : memref<100xf32>
  }
  return
}
