// Kernel benchmark: inclusive prefix sum of 10^7 i64 values, the running
// total carried through scf.for iter_args; best of 30 timed runs; prints the
// checksum (sum of the output), its bits, seconds.
module {
  func.func private @printF64(f64)
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func private @rtclock() -> f64

  func.func @prefix_sum(%in: memref<?xi64>, %out: memref<?xi64>) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %in, %c0 : memref<?xi64>
    %zero = arith.constant 0 : i64
    %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
      %x = memref.load %in[%i] : memref<?xi64>
      %next = arith.addi %acc, %x : i64
      memref.store %next, %out[%i] : memref<?xi64>
      scf.yield %next : i64
    }
    return %total : i64
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 10000000 : index
    %c1000 = arith.constant 1000 : i64
    %in = memref.alloc(%n) : memref<?xi64>
    %out = memref.alloc(%n) : memref<?xi64>
    scf.for %i = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i64
      %v = arith.remsi %ii, %c1000 : i64
      memref.store %v, %in[%i] : memref<?xi64>
    }
    %reps = arith.constant 30 : index
    %inf = arith.constant 1.0e30 : f64
    %best = scf.for %rep = %c0 to %reps step %c1 iter_args(%bst = %inf) -> (f64) {
      // A store that depends on the repetition keeps the optimizer from
      // hoisting the kernel out of the timing loop.
      %rr = arith.index_cast %rep : index to i64
      memref.store %rr, %in[%c0] : memref<?xi64>
      %t0 = func.call @rtclock() : () -> f64
      %tot = func.call @prefix_sum(%in, %out) : (memref<?xi64>, memref<?xi64>) -> i64
      %t1 = func.call @rtclock() : () -> f64
      %dt = arith.subf %t1, %t0 : f64
      %b = arith.minimumf %bst, %dt : f64
      scf.yield %b : f64
    }
    %zero = arith.constant 0 : i64
    %check = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
      %v = memref.load %out[%i] : memref<?xi64>
      %a2 = arith.addi %acc, %v : i64
      scf.yield %a2 : i64
    }
    %cf = arith.sitofp %check : i64 to f64
    func.call @printF64(%cf) : (f64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printI64(%check) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printF64(%best) : (f64) -> ()
    func.call @printNewline() : () -> ()
    memref.dealloc %in : memref<?xi64>
    memref.dealloc %out : memref<?xi64>
    return
  }
}
