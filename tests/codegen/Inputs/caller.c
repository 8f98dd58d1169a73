/* caller.c: hand-written C using functions that loopc generated, through the
 * generated header (included with -include). */
#include <stdio.h>
#include <stdlib.h>

static memref_f32_1 wrap_f32(float *p, intptr_t n) {
  memref_f32_1 m = {p, p, 0, {n}, {1}};
  return m;
}

int main(void) {
  float a[4] = {0, 1, 2, 3}, out[4];
  memref_f32_1 ma = wrap_f32(a, 4), mo = wrap_f32(out, 4);
  scale(ma, mo, 2.5f);
  printf("scale: %g %g %g %g\n", out[0], out[1], out[2], out[3]);
  _mlir_ciface_scale(&ma, &mo, 5.0f);
  printf("ciface scale: %g %g %g %g\n", out[0], out[1], out[2], out[3]);

  int32_t v[5] = {4, -3, 9, 0, 2};
  memref_i32_1 mv = {v, v, 0, {5}, {1}};
  minmax_results r = minmax(mv);
  printf("minmax: %d %d\n", (int)r.r0, (int)r.r1);
  minmax_results r2;
  _mlir_ciface_minmax(&r2, &mv);
  printf("ciface minmax: %d %d\n", (int)r2.r0, (int)r2.r1);

  memref_i64_1 it;
  _mlir_ciface_iota(&it, 5);
  printf("iota:");
  for (intptr_t i = 0; i < it.sizes[0]; i++)
    printf(" %lld", (long long)it.aligned[it.offset + i * it.strides[0]]);
  printf("\n");
  free(it.allocated);
  return 0;
}
