/* Shared declarations for the hand-written kernels: the loopc runtime's
   printing and clock, so all variants print and time the same way. */
#ifndef KERNBENCH_BENCH_H
#define KERNBENCH_BENCH_H
#include <stdint.h>
#include <string.h>

void printF64(double);
void printI64(int64_t);
void printNewline(void);
double rtclock(void);

/* Prints checksum value, its exact bits, and the best time, one per line,
   as the .mlir drivers do. */
static inline void bench_report_f64(double checksum, double best) {
  int64_t bits;
  memcpy(&bits, &checksum, sizeof bits);
  printF64(checksum); printNewline();
  printI64(bits); printNewline();
  printF64(best); printNewline();
}

static inline void bench_report_f32(float checksum, double best) {
  uint32_t bits;
  memcpy(&bits, &checksum, sizeof bits);
  printF64((double)checksum); printNewline();
  printI64((int64_t)bits); printNewline();
  printF64(best); printNewline();
}

static inline void bench_report_i64(int64_t checksum, double best) {
  printF64((double)checksum); printNewline();
  printI64(checksum); printNewline();
  printF64(best); printNewline();
}
#endif
