// Kernel benchmark: a 2-D 5-point Jacobi stencil on a 1024x1024 f64 grid,
// out[i][j] = (in[i-1][j] + in[i+1][j] + in[i][j-1] + in[i][j+1] + in[i][j]) / 5
// over the interior as a collapsed 2-D scf.parallel; one timed run is 2
// sweeps (there and back between two grids), best of 40; prints checksum, its
// bits, seconds.
module {
  func.func private @printF64(f64)
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func private @rtclock() -> f64

  func.func @sweep(%in: memref<1024x1024xf64>, %out: memref<1024x1024xf64>) {
    %c1 = arith.constant 1 : index
    %c1023 = arith.constant 1023 : index
    %five = arith.constant 5.0 : f64
    scf.parallel (%i, %j) = (%c1, %c1) to (%c1023, %c1023) step (%c1, %c1) {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %n = memref.load %in[%im, %j] : memref<1024x1024xf64>
      %s = memref.load %in[%ip, %j] : memref<1024x1024xf64>
      %w = memref.load %in[%i, %jm] : memref<1024x1024xf64>
      %e = memref.load %in[%i, %jp] : memref<1024x1024xf64>
      %c = memref.load %in[%i, %j] : memref<1024x1024xf64>
      %t0 = arith.addf %n, %s : f64
      %t1 = arith.addf %t0, %w : f64
      %t2 = arith.addf %t1, %e : f64
      %t3 = arith.addf %t2, %c : f64
      %avg = arith.divf %t3, %five : f64
      memref.store %avg, %out[%i, %j] : memref<1024x1024xf64>
      scf.reduce
    }
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1023 = arith.constant 1023 : index
    %c1024 = arith.constant 1024 : index
    %c10i = arith.constant 10 : i64
    %hot = arith.constant 100.0 : f64
    %a = memref.alloc() : memref<1024x1024xf64>
    %b = memref.alloc() : memref<1024x1024xf64>
    scf.for %i = %c0 to %c1024 step %c1 {
      scf.for %j = %c0 to %c1024 step %c1 {
        %top = arith.cmpi eq, %i, %c0 : index
        %bottom = arith.cmpi eq, %i, %c1023 : index
        %left = arith.cmpi eq, %j, %c0 : index
        %right = arith.cmpi eq, %j, %c1023 : index
        %tb = arith.ori %top, %bottom : i1
        %lr = arith.ori %left, %right : i1
        %border = arith.ori %tb, %lr : i1
        %ii = arith.index_cast %i : index to i64
        %jj = arith.index_cast %j : index to i64
        %p = arith.muli %ii, %jj : i64
        %pm = arith.remsi %p, %c10i : i64
        %inner = arith.sitofp %pm : i64 to f64
        %v = arith.select %border, %hot, %inner : f64
        memref.store %v, %a[%i, %j] : memref<1024x1024xf64>
        memref.store %v, %b[%i, %j] : memref<1024x1024xf64>
      }
    }
    %reps = arith.constant 40 : index
    %inf = arith.constant 1.0e30 : f64
    %best = scf.for %rep = %c0 to %reps step %c1 iter_args(%bst = %inf) -> (f64) {
      %t0 = func.call @rtclock() : () -> f64
      func.call @sweep(%a, %b) : (memref<1024x1024xf64>, memref<1024x1024xf64>) -> ()
      func.call @sweep(%b, %a) : (memref<1024x1024xf64>, memref<1024x1024xf64>) -> ()
      %t1 = func.call @rtclock() : () -> f64
      %dt = arith.subf %t1, %t0 : f64
      %bm = arith.minimumf %bst, %dt : f64
      scf.yield %bm : f64
    }
    %zero = arith.constant 0.0 : f64
    %total = scf.for %i = %c0 to %c1024 step %c1 iter_args(%t = %zero) -> (f64) {
      %row = scf.for %j = %c0 to %c1024 step %c1 iter_args(%r = %t) -> (f64) {
        %v = memref.load %a[%i, %j] : memref<1024x1024xf64>
        %r2 = arith.addf %r, %v : f64
        scf.yield %r2 : f64
      }
      scf.yield %row : f64
    }
    func.call @printF64(%total) : (f64) -> ()
    func.call @printNewline() : () -> ()
    %bits = arith.bitcast %total : f64 to i64
    func.call @printI64(%bits) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printF64(%best) : (f64) -> ()
    func.call @printNewline() : () -> ()
    memref.dealloc %a : memref<1024x1024xf64>
    memref.dealloc %b : memref<1024x1024xf64>
    return
  }
}
