/* memref.dealloc: the buffer goes to the cache when it keeps it. */
static inline void loopc_dealloc(void *p) {
  if (!loopc_cache_put(p))
    free(p);
}
