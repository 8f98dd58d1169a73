/* malloc of bytes with room to align the start to align; fails cleanly
 * rather than returning NULL. Like malloc, it returns memory no other
 * pointer refers to, which lets the compiler tell new buffers apart. */
#if defined(__GNUC__)
__attribute__((malloc))
#endif
static void *loopc_alloc(size_t bytes, size_t align, const char *where) {
  if (bytes > SIZE_MAX - align)
    loopc_fail(where, "buffer size overflows");
#ifdef LOOPC_EXACT_ALLOC
  align = 1;
#endif
  size_t need = bytes + align - 1 ? bytes + align - 1 : 1;
  void *p = loopc_cache_take(need);
  if (!p)
    p = malloc(need);
  if (!p) {
    fprintf(stderr, "%s: runtime error: out of memory allocating %zu bytes\n", where,
            bytes);
    abort();
  }
  return p;
}
