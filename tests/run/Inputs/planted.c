/* planted.c: a shared object whose constructor announces itself, planted
 * under a cache entry's name by the cache tests: loopc run must not load it
 * from a directory that others can write. */
#include <stdio.h>

__attribute__((constructor)) static void planted(void) {
  puts("constructor of a planted object ran");
  fflush(stdout);
}
