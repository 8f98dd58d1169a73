// Kernel benchmark: the seed's sum-reduction (scf.for with iter_args) over
// 10^7 f32 elements, best of 30 timed runs; prints checksum, its bits, seconds.
module {
  func.func private @printF64(f64)
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func private @rtclock() -> f64

  func.func @reduce(%buffer: memref<10000000xf32>, %lb: index, %ub: index, %step: index) -> f32 {
    %sum_0 = arith.constant 0.0 : f32
    %sum = scf.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
      %t = memref.load %buffer[%iv] : memref<10000000xf32>
      %sum_next = arith.addf %sum_iter, %t : f32
      scf.yield %sum_next : f32
    }
    return %sum : f32
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 10000000 : index
    %c1000 = arith.constant 1000 : i64
    %buf = memref.alloc() : memref<10000000xf32>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i64
      %m = arith.remsi %ii, %c1000 : i64
      %f = arith.sitofp %m : i64 to f32
      memref.store %f, %buf[%i] : memref<10000000xf32>
    }
    %reps = arith.constant 30 : index
    %inf = arith.constant 1.0e30 : f64
    %zero = arith.constant 0.0 : f32
    %r:2 = scf.for %rep = %c0 to %reps step %c1 iter_args(%best = %inf, %last = %zero) -> (f64, f32) {
      // A store that depends on the repetition keeps the optimizer from
      // hoisting the kernel out of the timing loop.
      %rr = arith.index_cast %rep : index to i64
      %rf = arith.sitofp %rr : i64 to f32
      memref.store %rf, %buf[%c0] : memref<10000000xf32>
      %t0 = func.call @rtclock() : () -> f64
      %s = func.call @reduce(%buf, %c0, %n, %c1) : (memref<10000000xf32>, index, index, index) -> f32
      // Using the result before the clock stops keeps the optimizer from
      // sinking the kernel past it (the branch is never taken).
      %neg1 = arith.constant -1.0 : f32
      %bad = arith.cmpf olt, %s, %neg1 : f32
      scf.if %bad {
        %bd = arith.extf %s : f32 to f64
        func.call @printF64(%bd) : (f64) -> ()
      }
      %t1 = func.call @rtclock() : () -> f64
      %dt = arith.subf %t1, %t0 : f64
      %b = arith.minimumf %best, %dt : f64
      scf.yield %b, %s : f64, f32
    }
    %sd = arith.extf %r#1 : f32 to f64
    func.call @printF64(%sd) : (f64) -> ()
    func.call @printNewline() : () -> ()
    %bits32 = arith.bitcast %r#1 : f32 to i32
    %bits = arith.extui %bits32 : i32 to i64
    func.call @printI64(%bits) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printF64(%r#0) : (f64) -> ()
    func.call @printNewline() : () -> ()
    memref.dealloc %buf : memref<10000000xf32>
    return
  }
}
