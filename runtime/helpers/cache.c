/* Freed buffers of 64 KiB to 64 MiB are kept, up to 32 of them and 256 MiB
 * in all, and handed out again by loopc_alloc (through cache_take.c). A
 * program that allocates its large buffers on every call then finds them
 * mapped in, where free() may give them back to the kernel and the next call
 * would fault every page in again (glibc maps a block of 128 KiB or more on
 * its own, and trims the heap's free top beyond 128 KiB). Lock-free: a slot
 * is taken or filled by one compare-and-swap, the byte count kept by atomic
 * adds. Needs glibc's malloc_usable_size; off under AddressSanitizer (exact
 * sizes and use-after-free reports) and with -DLOOPC_NO_BUFFER_CACHE. */
#if defined(__GLIBC__) && !defined(__STDC_NO_ATOMICS__) && \
    !defined(LOOPC_NO_BUFFER_CACHE) && !defined(LOOPC_EXACT_ALLOC)
#include <malloc.h>
#include <stdatomic.h>
#define LOOPC_CACHE_SLOTS 32
#define LOOPC_CACHE_MIN ((size_t)64 << 10)
#define LOOPC_CACHE_MAX ((size_t)64 << 20)
#define LOOPC_CACHE_BUDGET ((size_t)256 << 20)
static _Atomic(void *) loopc_cache[LOOPC_CACHE_SLOTS];
static _Atomic(size_t) loopc_cache_bytes; /* the usable bytes of the kept blocks */
/* Keeps p (from malloc) for reuse; 0 when it is not kept. */
static inline int loopc_cache_put(void *p) {
  size_t have = p ? malloc_usable_size(p) : 0;
  if (have < LOOPC_CACHE_MIN || have > LOOPC_CACHE_MAX)
    return 0;
  if (atomic_fetch_add(&loopc_cache_bytes, have) + have > LOOPC_CACHE_BUDGET) {
    atomic_fetch_sub(&loopc_cache_bytes, have);
    return 0;
  }
  for (int i = 0; i < LOOPC_CACHE_SLOTS; i++) {
    void *none = NULL;
    if (atomic_compare_exchange_strong(&loopc_cache[i], &none, p))
      return 1;
  }
  atomic_fetch_sub(&loopc_cache_bytes, have);
  return 0;
}
#else
#define loopc_cache_put(p) ((void)(p), 0)
#endif
