/* deriche.c: PolyBench/C 4.2's deriche (Deriche's recursive edge-detection
 * filter on a W x H image); its init_array and kernel in C after PolyBench
 * (see README.md), for harness.c. In double, as PolyBench builds it with
 * -DDATA_TYPE_IS_DOUBLE (its default is float): exp and pow, not expf and
 * powf. */
#include <math.h>

#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define W 4096
#define H 2160

const PbInfo pb_info = {
    "deriche", PB_LARGE, 2, {"W", "H"}, {{64, 64}, {192, 128}, {720, 480}, {4096, 2160}}, 0};

static int w, h;
static double alpha;
/* y1 and y2 would clash with POSIX's Bessel functions at file scope. */
static double (*imgIn)[H], (*imgOut)[H], (*ya)[H], (*yb)[H];

static void init_array(int w, int h, double *alpha, double imgIn[W][H], double imgOut[W][H]) {
  (void)imgOut;
  *alpha = 0.25; /* the filter's parameter */
  /* a grayscale image, pixels between 0 and 1 */
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++)
      imgIn[i][j] = (double)((313 * i + 991 * j) % 65536) / 65535.0f;
}

#ifndef PB_EXTERN
static void kernel_deriche(int w, int h, double alpha, double imgIn[W][H], double imgOut[W][H],
                           double y1[W][H], double y2[W][H]) {
  double xm1, tm1, ym1, ym2;
  double xp1, xp2;
  double tp1, tp2;
  double yp1, yp2;
  double k;
  double a1, a2, a3, a4, a5, a6, a7, a8;
  double b1, b2, c1, c2;
  k = (1.0 - exp(-alpha)) * (1.0 - exp(-alpha)) /
      (1.0 + 2.0 * alpha * exp(-alpha) - exp(2.0 * alpha));
  a1 = a5 = k;
  a2 = a6 = k * exp(-alpha) * (alpha - 1.0);
  a3 = a7 = k * exp(-alpha) * (alpha + 1.0);
  a4 = a8 = -k * exp(-2.0 * alpha);
  b1 = pow(2.0, -alpha);
  b2 = -exp(-2.0 * alpha);
  c1 = c2 = 1;
  for (int i = 0; i < w; i++) {
    ym1 = 0.0;
    ym2 = 0.0;
    xm1 = 0.0;
    for (int j = 0; j < h; j++) {
      y1[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = imgIn[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  for (int i = 0; i < w; i++) {
    yp1 = 0.0;
    yp2 = 0.0;
    xp1 = 0.0;
    xp2 = 0.0;
    for (int j = h - 1; j >= 0; j--) {
      y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1;
      xp1 = imgIn[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++)
      imgOut[i][j] = c1 * (y1[i][j] + y2[i][j]);
  for (int j = 0; j < h; j++) {
    tm1 = 0.0;
    ym1 = 0.0;
    ym2 = 0.0;
    for (int i = 0; i < w; i++) {
      y1[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
      tm1 = imgOut[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  for (int j = 0; j < h; j++) {
    tp1 = 0.0;
    tp2 = 0.0;
    yp1 = 0.0;
    yp2 = 0.0;
    for (int i = w - 1; i >= 0; i--) {
      y2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
      tp2 = tp1;
      tp1 = imgOut[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++)
      imgOut[i][j] = c2 * (y1[i][j] + y2[i][j]);
}
#else
void _mlir_ciface_kernel_deriche(int32_t, int32_t, double, PbMemref2 *, PbMemref2 *, PbMemref2 *,
                                 PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  w = sz[0], h = sz[1];
  if (!imgIn) {
    imgIn = pb_alloc(sizeof *imgIn * w), imgOut = pb_alloc(sizeof *imgOut * w);
    ya = pb_alloc(sizeof *ya * w), yb = pb_alloc(sizeof *yb * w);
  }
  init_array(w, h, &alpha, imgIn, imgOut);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 in = pb_memref2(imgIn, w, H), out = pb_memref2(imgOut, w, H), m1 = pb_memref2(ya, w, H),
            m2 = pb_memref2(yb, w, H);
  _mlir_ciface_kernel_deriche(w, h, alpha, &in, &out, &m1, &m2);
#else
  kernel_deriche(w, h, alpha, imgIn, imgOut, ya, yb);
#endif
}

void pb_outputs(void) { PB_OUT2("imgOut", imgOut, w, h, PB_FULL); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
