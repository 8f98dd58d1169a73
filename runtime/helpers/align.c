/* Rounds p up to a multiple of align (a power of two). The result is p
 * plus an offset, not an integer cast back to a pointer, so the compiler
 * still knows which allocation it points into. */
static inline void *loopc_align(void *p, uintptr_t align) {
#ifdef LOOPC_EXACT_ALLOC
  (void)align;
  return p;
#else
  return (char *)p + ((align - ((uintptr_t)p & (align - 1))) & (align - 1));
#endif
}
