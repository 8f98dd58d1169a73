/* loopc_alloc's side of the buffer cache (cache.c): a kept block of at
 * least need bytes and at most twice that, or NULL. A block is sized only
 * once taken, as another thread may take it first. */
#ifdef LOOPC_CACHE_SLOTS
static inline void *loopc_cache_take(size_t need) {
  if (need < LOOPC_CACHE_MIN || need > LOOPC_CACHE_MAX)
    return NULL;
  for (int i = 0; i < LOOPC_CACHE_SLOTS; i++) {
    void *p = atomic_load(&loopc_cache[i]);
    if (!p || !atomic_compare_exchange_strong(&loopc_cache[i], &p, NULL))
      continue;
    size_t have = malloc_usable_size(p);
    atomic_fetch_sub(&loopc_cache_bytes, have);
    if (have >= need && have / 2 <= need)
      return p;
    if (!loopc_cache_put(p))
      free(p);
  }
  return NULL;
}
#else
#define loopc_cache_take(need) ((void)(need), (void *)0)
#endif
