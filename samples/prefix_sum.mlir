// Inclusive prefix sum: out[i] = in[0] + ... + in[i], the running total
// carried through iter_args. The driver sums 1..10 and prints the result memref.
func @printMemrefI64(memref<*xi64>)

func @prefix_sum(%in: memref<?xi64>, %out: memref<?xi64>) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = dim %in, %c0 : memref<?xi64>
  %zero = constant 0 : i64
  %total = loop.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = load %in[%i] : memref<?xi64>
    %next = addi %acc, %x : i64
    store %next, %out[%i] : memref<?xi64>
    loop.yield %next : i64
  }
  return %total : i64
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %n = constant 10 : index
  %one = constant 1 : i64
  %in = alloc(%n) : memref<?xi64>
  %out = alloc(%n) : memref<?xi64>
  loop.for %i = %c0 to %n step %c1 {
    %ii = index_cast %i : index to i64
    %v = addi %ii, %one : i64
    store %v, %in[%i] : memref<?xi64>
  }
  %t = call @prefix_sum(%in, %out) : (memref<?xi64>, memref<?xi64>) -> i64
  %u = memref_cast %out : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  dealloc %in : memref<?xi64>
  dealloc %out : memref<?xi64>
  return
}
