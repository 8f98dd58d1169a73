/* arith.mulf + arith.addf, both fastmath<contract>: a * b + c rounded
 * once where the target has a fast fused multiply-add (FP_FAST_FMAF; clang
 * does not define it, hence __FMA__), twice elsewhere (two statements:
 * a compiler may contract within one expression). */
static inline float loopc_fma_f32(float a, float b, float c) {
#if defined FP_FAST_FMAF || defined __FMA__ || defined __ARM_FEATURE_FMA
  return fmaf(a, b, c);
#else
  float p = a * b;
  return p + c;
#endif
}
