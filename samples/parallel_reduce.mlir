// The seed's parallel reduction: loop.parallel with a loop.reduce whose body
// adds. Sums 1.0 once per iteration over 0..1000 (prints 1000), and computes
// the maximum of i*i mod 1000 with a second, max-reduction.
func @printF32(f32)
func @printI64(i64)
func @printNewline()

func @count(%lb: index, %ub: index, %step: index) -> f32 {
  %zero = constant 0.0 : f32
  %sum = loop.parallel (%iv) = (%lb) to (%ub) step (%step) init (%zero) {
    %one = constant 1.0 : f32
    loop.reduce(%one) {
    ^bb0(%lhs : f32, %rhs: f32):
      %res = addf %lhs, %rhs : f32
      loop.reduce.return %res : f32
    } : f32
  } : f32
  return %sum : f32
}

func @max_square_mod(%n: index) -> i64 {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %init = constant 0 : i64
  %m = constant 1000 : i64
  %r = loop.parallel (%i) = (%c0) to (%n) step (%c1) init (%init) {
    %ii = index_cast %i : index to i64
    %sq = muli %ii, %ii : i64
    %v = remi_signed %sq, %m : i64
    loop.reduce(%v) {
    ^bb0(%a: i64, %b: i64):
      %gt = cmpi "sgt", %a, %b : i64
      %mx = select %gt, %a, %b : i64
      loop.reduce.return %mx : i64
    } : i64
  } : i64
  return %r : i64
}

func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c1000 = constant 1000 : index
  %s = call @count(%c0, %c1000, %c1) : (index, index, index) -> f32
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  %m = call @max_square_mod(%c1000) : (index) -> i64
  call @printI64(%m) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
