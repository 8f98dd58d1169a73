// Differential test: i128 arithmetic inside functions (the C backend's
// loopc_i128, GCC's and Clang's __int128): constants wider than 64 bits,
// wrapping add, sub and mul, signed and unsigned division and remainder,
// bitwise ops, shifts, comparisons, min and max, select, extension and
// truncation, index_cast, sitofp and uitofp, and an scf.for carrying an
// i128; each i128 printed as its high and low 64-bit halves. The operands
// depend on a loop's induction variable, so that nothing folds at -O0;
// loopc -O2 folds what mlir-opt --canonicalize folds.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// RUN: FileCheck %s < %t.mlir.out

// The halves of a, b, a*3, min*3, min+b, b-max, b/7, b%7 (signed, then
// unsigned), and, or, xor, shl, shrsi, shrui, maxsi, minui, select, the
// extui of trunci, the index_cast round trip, fptosi(sitofp), 3^80; then
// slt, ult and fptosi(uitofp(a)).
// CHECK: 5, 7766279631452241920, -54211, -2003764205206896640, 16, 4852094820647174144, -9223372036854775808, 0, 9223372036854721597, -2003764205206896640, 9223372036854721597, -2003764205206896639, -7745, -5556750336089428553, -1, -1, 2635249153387071057, -286252029315270949, 0, 3, 5, 6917830294951165952, -54211, -1155314868705820672, -54216, -8073145163656986624, 7766279631452241920, 0, -1, -54211, 0, -54211, 5, 7766279631452241920, 5, 7766279631452241920, -54211, -2003764205206896640, 0, 1593835520, -1, -2003764205206896639, -54211, -2003764205190119424, 8012732698178659004, 4389419161382147137, 1, 0, 5, 7766279631452241920
// CHECK-NEXT: 5, 7766279631452241921, -54211, -2003764205206896641, 16, 4852094820647174147, -9223372036854775808, 0, 9223372036854721597, -2003764205206896641, 9223372036854721597, -2003764205206896640, -7745, -5556750336089428553, -1, -2, 2635249153387071057, -286252029315270949, 0, 2, 5, 6917830294935437313, -54211, -1155314868690092033, -54216, -8073145163625529346, 7766279631452241921, 0, -1, -54211, 0, -54211, 5, 7766279631452241921, 5, 7766279631452241921, -54211, -2003764205206896641, 0, 1593835519, -1, -2003764205206896640, -54211, -2003764205190119424, 8012732698178659004, 4389419161382147137, 1, 0, 5, 7766279631452241920

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : i128
  %big = arith.constant 100000000000000000000 : i128
  %min = arith.constant -170141183460469231731687303715884105728 : i128
  %max = arith.constant 170141183460469231731687303715884105727 : i128
  %three = arith.constant 3 : i128
  %seven = arith.constant 7 : i128
  %neg = arith.constant -1000000000000000000000000 : i128
  scf.for %k = %c0 to %c2 step %c1 {
    %k64 = arith.index_cast %k : index to i64
    %kw = arith.extsi %k64 : i64 to i128
    %a = arith.addi %big, %kw : i128
    %b = arith.subi %neg, %kw : i128
    %mul = arith.muli %a, %three : i128
    %wrap = arith.muli %min, %three : i128
    %add = arith.addi %min, %b : i128
    %sub = arith.subi %b, %max : i128
    %divs = arith.divsi %b, %seven : i128
    %rems = arith.remsi %b, %seven : i128
    %divu = arith.divui %b, %seven : i128
    %remu = arith.remui %b, %seven : i128
    %and = arith.andi %a, %b : i128
    %or = arith.ori %a, %b : i128
    %xor = arith.xori %a, %b : i128
    %shl = arith.shli %a, %c64 : i128
    %shrs = arith.shrsi %b, %c64 : i128
    %shru = arith.shrui %b, %c64 : i128
    %maxs = arith.maxsi %a, %b : i128
    %minu = arith.minui %a, %b : i128
    %slt = arith.cmpi slt, %b, %a : i128
    %ult = arith.cmpi ult, %b, %a : i128
    %sel = arith.select %slt, %b, %a : i128
    %t32 = arith.trunci %b : i128 to i32
    %zx = arith.extui %t32 : i32 to i128
    %ix = arith.index_cast %b : i128 to index
    %ixs = arith.addi %ix, %c1 : index
    %ixb = arith.index_cast %ixs : index to i128
    %f = arith.sitofp %b : i128 to f64
    %fb = arith.fptosi %f : f64 to i128
    %uf = arith.uitofp %a : i128 to f64
    %ufb = arith.fptosi %uf : f64 to i128
    %one = arith.constant 1 : i128
    %c80 = arith.constant 80 : index
    %pow = scf.for %i = %c0 to %c80 step %c1 iter_args(%p = %one) -> (i128) {
      %q = arith.muli %p, %three : i128
      scf.yield %q : i128
    }
    %a_h = arith.shrsi %a, %c64 : i128
    %a_hi = arith.trunci %a_h : i128 to i64
    %a_lo = arith.trunci %a : i128 to i64
    func.call @printI64(%a_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%a_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %b_h = arith.shrsi %b, %c64 : i128
    %b_hi = arith.trunci %b_h : i128 to i64
    %b_lo = arith.trunci %b : i128 to i64
    func.call @printI64(%b_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%b_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %mul_h = arith.shrsi %mul, %c64 : i128
    %mul_hi = arith.trunci %mul_h : i128 to i64
    %mul_lo = arith.trunci %mul : i128 to i64
    func.call @printI64(%mul_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%mul_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %wrap_h = arith.shrsi %wrap, %c64 : i128
    %wrap_hi = arith.trunci %wrap_h : i128 to i64
    %wrap_lo = arith.trunci %wrap : i128 to i64
    func.call @printI64(%wrap_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%wrap_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %add_h = arith.shrsi %add, %c64 : i128
    %add_hi = arith.trunci %add_h : i128 to i64
    %add_lo = arith.trunci %add : i128 to i64
    func.call @printI64(%add_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%add_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %sub_h = arith.shrsi %sub, %c64 : i128
    %sub_hi = arith.trunci %sub_h : i128 to i64
    %sub_lo = arith.trunci %sub : i128 to i64
    func.call @printI64(%sub_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%sub_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %divs_h = arith.shrsi %divs, %c64 : i128
    %divs_hi = arith.trunci %divs_h : i128 to i64
    %divs_lo = arith.trunci %divs : i128 to i64
    func.call @printI64(%divs_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%divs_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %rems_h = arith.shrsi %rems, %c64 : i128
    %rems_hi = arith.trunci %rems_h : i128 to i64
    %rems_lo = arith.trunci %rems : i128 to i64
    func.call @printI64(%rems_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%rems_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %divu_h = arith.shrsi %divu, %c64 : i128
    %divu_hi = arith.trunci %divu_h : i128 to i64
    %divu_lo = arith.trunci %divu : i128 to i64
    func.call @printI64(%divu_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%divu_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %remu_h = arith.shrsi %remu, %c64 : i128
    %remu_hi = arith.trunci %remu_h : i128 to i64
    %remu_lo = arith.trunci %remu : i128 to i64
    func.call @printI64(%remu_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%remu_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %and_h = arith.shrsi %and, %c64 : i128
    %and_hi = arith.trunci %and_h : i128 to i64
    %and_lo = arith.trunci %and : i128 to i64
    func.call @printI64(%and_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%and_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %or_h = arith.shrsi %or, %c64 : i128
    %or_hi = arith.trunci %or_h : i128 to i64
    %or_lo = arith.trunci %or : i128 to i64
    func.call @printI64(%or_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%or_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %xor_h = arith.shrsi %xor, %c64 : i128
    %xor_hi = arith.trunci %xor_h : i128 to i64
    %xor_lo = arith.trunci %xor : i128 to i64
    func.call @printI64(%xor_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%xor_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %shl_h = arith.shrsi %shl, %c64 : i128
    %shl_hi = arith.trunci %shl_h : i128 to i64
    %shl_lo = arith.trunci %shl : i128 to i64
    func.call @printI64(%shl_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%shl_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %shrs_h = arith.shrsi %shrs, %c64 : i128
    %shrs_hi = arith.trunci %shrs_h : i128 to i64
    %shrs_lo = arith.trunci %shrs : i128 to i64
    func.call @printI64(%shrs_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%shrs_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %shru_h = arith.shrsi %shru, %c64 : i128
    %shru_hi = arith.trunci %shru_h : i128 to i64
    %shru_lo = arith.trunci %shru : i128 to i64
    func.call @printI64(%shru_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%shru_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %maxs_h = arith.shrsi %maxs, %c64 : i128
    %maxs_hi = arith.trunci %maxs_h : i128 to i64
    %maxs_lo = arith.trunci %maxs : i128 to i64
    func.call @printI64(%maxs_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%maxs_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %minu_h = arith.shrsi %minu, %c64 : i128
    %minu_hi = arith.trunci %minu_h : i128 to i64
    %minu_lo = arith.trunci %minu : i128 to i64
    func.call @printI64(%minu_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%minu_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %sel_h = arith.shrsi %sel, %c64 : i128
    %sel_hi = arith.trunci %sel_h : i128 to i64
    %sel_lo = arith.trunci %sel : i128 to i64
    func.call @printI64(%sel_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%sel_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %zx_h = arith.shrsi %zx, %c64 : i128
    %zx_hi = arith.trunci %zx_h : i128 to i64
    %zx_lo = arith.trunci %zx : i128 to i64
    func.call @printI64(%zx_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%zx_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %ixb_h = arith.shrsi %ixb, %c64 : i128
    %ixb_hi = arith.trunci %ixb_h : i128 to i64
    %ixb_lo = arith.trunci %ixb : i128 to i64
    func.call @printI64(%ixb_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%ixb_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %fb_h = arith.shrsi %fb, %c64 : i128
    %fb_hi = arith.trunci %fb_h : i128 to i64
    %fb_lo = arith.trunci %fb : i128 to i64
    func.call @printI64(%fb_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%fb_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %pow_h = arith.shrsi %pow, %c64 : i128
    %pow_hi = arith.trunci %pow_h : i128 to i64
    %pow_lo = arith.trunci %pow : i128 to i64
    func.call @printI64(%pow_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%pow_lo) : (i64) -> ()
    func.call @printComma() : () -> ()
    %slt_w = arith.extui %slt : i1 to i64
    func.call @printI64(%slt_w) : (i64) -> ()
    func.call @printComma() : () -> ()
    %ult_w = arith.extui %ult : i1 to i64
    func.call @printI64(%ult_w) : (i64) -> ()
    func.call @printComma() : () -> ()
    %ufb_h = arith.shrsi %ufb, %c64 : i128
    %ufb_hi = arith.trunci %ufb_h : i128 to i64
    %ufb_lo = arith.trunci %ufb : i128 to i64
    func.call @printI64(%ufb_hi) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%ufb_lo) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
