/* Freed buffers of 256 KiB to 64 MiB are kept, up to four, and handed out
 * again by loopc_alloc (through cache_take.c). A program that allocates its
 * large buffers on every call then finds them mapped in, where free() may
 * give them back to the kernel and the next call would fault every page in
 * again. Lock-free: a slot is taken or filled by one compare-and-swap. Needs
 * glibc's malloc_usable_size; off under AddressSanitizer (exact sizes and
 * use-after-free reports) and with -DLOOPC_NO_BUFFER_CACHE. */
#if defined(__GLIBC__) && !defined(__STDC_NO_ATOMICS__) && \
    !defined(LOOPC_NO_BUFFER_CACHE) && !defined(LOOPC_EXACT_ALLOC)
#include <malloc.h>
#include <stdatomic.h>
#define LOOPC_CACHE_SLOTS 4
#define LOOPC_CACHE_MIN ((size_t)256 << 10)
#define LOOPC_CACHE_MAX ((size_t)64 << 20)
static _Atomic(void *) loopc_cache[LOOPC_CACHE_SLOTS];
/* Keeps p (from malloc) for reuse; 0 when it is not kept. */
static inline int loopc_cache_put(void *p) {
  size_t have = p ? malloc_usable_size(p) : 0;
  if (have < LOOPC_CACHE_MIN || have > LOOPC_CACHE_MAX)
    return 0;
  for (int i = 0; i < LOOPC_CACHE_SLOTS; i++) {
    void *none = NULL;
    if (atomic_compare_exchange_strong(&loopc_cache[i], &none, p))
      return 1;
  }
  return 0;
}
#else
#define loopc_cache_put(p) ((void)(p), 0)
#endif
