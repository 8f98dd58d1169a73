/* arith.maxnumf: IEEE maxNum, a NaN operand ignored (NaN only from two).
 * As MLIR's lowering runs it (llvm.maxnum on x86-64): equal operands, +0.0
 * and -0.0, give the first; a NaN first operand gives the second. */
static inline float loopc_maxnum_f32(float a, float b) {
  return isnan(a) || a < b ? b : a;
}
