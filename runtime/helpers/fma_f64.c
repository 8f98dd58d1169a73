/* The same for f64. */
static inline double loopc_fma_f64(double a, double b, double c) {
#if defined FP_FAST_FMA || defined __FMA__ || defined __ARM_FEATURE_FMA
  return fma(a, b, c);
#else
  double p = a * b;
  return p + c;
#endif
}
