// Kernel benchmark: a parallel sum of 10^7 f64 values with scf.parallel and an
// adding scf.reduce (an OpenMP reduction under loopc). The values are small
// integers, so the sum is exact whatever the thread count; best of 30 timed
// runs; prints checksum, its bits, seconds.
module {
  func.func private @printF64(f64)
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func private @rtclock() -> f64

  func.func @par_sum(%x: memref<10000000xf64>) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 10000000 : index
    %zero = arith.constant 0.0 : f64
    %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f64 {
      %v = memref.load %x[%i] : memref<10000000xf64>
      scf.reduce(%v : f64) {
      ^bb0(%lhs: f64, %rhs: f64):
        %r = arith.addf %lhs, %rhs : f64
        scf.reduce.return %r : f64
      }
    }
    return %sum : f64
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 10000000 : index
    %c1000 = arith.constant 1000 : i64
    %x = memref.alloc() : memref<10000000xf64>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i64
      %m = arith.remsi %ii, %c1000 : i64
      %f = arith.sitofp %m : i64 to f64
      memref.store %f, %x[%i] : memref<10000000xf64>
    }
    %reps = arith.constant 30 : index
    %inf = arith.constant 1.0e30 : f64
    %zero = arith.constant 0.0 : f64
    %r:2 = scf.for %rep = %c0 to %reps step %c1 iter_args(%best = %inf, %last = %zero) -> (f64, f64) {
      // A store that depends on the repetition keeps the optimizer from
      // hoisting the kernel out of the timing loop.
      %rr = arith.index_cast %rep : index to i64
      %rf = arith.sitofp %rr : i64 to f64
      memref.store %rf, %x[%c0] : memref<10000000xf64>
      %t0 = func.call @rtclock() : () -> f64
      %s = func.call @par_sum(%x) : (memref<10000000xf64>) -> f64
      // Using the result before the clock stops keeps the optimizer from
      // sinking the kernel past it (the branch is never taken).
      %neg1 = arith.constant -1.0 : f64
      %bad = arith.cmpf olt, %s, %neg1 : f64
      scf.if %bad {
        func.call @printF64(%s) : (f64) -> ()
      }
      %t1 = func.call @rtclock() : () -> f64
      %dt = arith.subf %t1, %t0 : f64
      %b = arith.minimumf %best, %dt : f64
      scf.yield %b, %s : f64, f64
    }
    func.call @printF64(%r#1) : (f64) -> ()
    func.call @printNewline() : () -> ()
    %bits = arith.bitcast %r#1 : f64 to i64
    func.call @printI64(%bits) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printF64(%r#0) : (f64) -> ()
    func.call @printNewline() : () -> ()
    memref.dealloc %x : memref<10000000xf64>
    return
  }
}
