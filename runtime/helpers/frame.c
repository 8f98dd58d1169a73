/* Heap-backed alloca: blocks chained on a list that is freed when the
 * allocation scope (function or loop body) ends. */
static void *loopc_frame_alloc(void **frame, size_t bytes, size_t align, const char *where) {
  size_t head = sizeof(void *) + align - 1;
  if (bytes > SIZE_MAX - head)
    loopc_fail(where, "buffer size overflows");
  char *raw = malloc(bytes + head);
  if (!raw) {
    fprintf(stderr, "%s: runtime error: out of memory allocating %zu bytes\n", where,
            bytes);
    abort();
  }
  *(void **)raw = *frame;
  *frame = raw;
  return (void *)(((uintptr_t)(raw + sizeof(void *)) + align - 1) & ~(uintptr_t)(align - 1));
}
static inline void loopc_frame_free(void *frame) {
  while (frame) {
    void *next = *(void **)frame;
    free(frame);
    frame = next;
  }
}
