/* Calls @work of buffer_cache.mlir and counts the page faults of 20 calls
 * that each allocate, fill and free a 1 MiB buffer, then of 20 calls with a
 * 128 KiB buffer (the smallest size glibc maps on its own). */
#define _DEFAULT_SOURCE
#include <malloc.h>
#include <stdio.h>
#include <sys/resource.h>

static long minor_faults(void) {
  struct rusage u;
  getrusage(RUSAGE_SELF, &u);
  return u.ru_minflt;
}

int main(void) {
  /* Blocks of 128 KiB or more get a mapping of their own, which free()
   * unmaps (this also stops glibc from raising the threshold on its own). */
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
  /* Buffers of other sizes are still right: twice as large, then as before. */
  printf("sums: %g %g %g %g\n", (double)work(262144), (double)work(262144),
         (double)work(524288), (double)work(262144));
  long before = minor_faults();
  for (int i = 0; i < 20; i++)
    work(262144);
  long faults = minor_faults() - before;
  /* A 1 MiB buffer is 256 pages: about 5120 faults if each call maps it anew. */
  printf("pages: %s\n", faults < 1000 ? "reused" : "faulted in");
  fprintf(stderr, "%ld faults\n", faults);
  work(32768);
  before = minor_faults();
  for (int i = 0; i < 20; i++)
    work(32768);
  faults = minor_faults() - before;
  /* 128 KiB and the alignment's slack: 33 pages, 660 faults if mapped anew. */
  printf("128 KiB pages: %s\n", faults < 200 ? "reused" : "faulted in");
  fprintf(stderr, "%ld faults\n", faults);
  return 0;
}
