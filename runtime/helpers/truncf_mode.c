/* arith.truncf f64 -> f32 with a rounding mode (1 downward, 2 upward,
 * 3 toward zero, 4 to nearest, ties away from zero), as the op defines it:
 * the nearest float (C's conversion in the default mode), moved one step
 * when it lies on the wrong side of x or, for ties, nearer zero. The
 * differences are exact (Sterbenz), so are the comparisons. */
static inline float loopc_truncf_mode(double x, int mode) {
  float f = (float)x;
  if (isnan(x) || (double)f == x)
    return f;
  double d = (double)f;
  switch (mode) {
  case 1: return d > x ? nextafterf(f, -INFINITY) : f;
  case 2: return d < x ? nextafterf(f, INFINITY) : f;
  case 3: return fabs(d) > fabs(x) ? nextafterf(f, 0.0f) : f;
  default: {
    float g = nextafterf(f, d < x ? INFINITY : -INFINITY);
    if (isinf(f) || fabs(x - d) != fabs((double)g - x))
      return f;
    return fabsf(g) > fabsf(f) ? g : f;
  }
  }
}
