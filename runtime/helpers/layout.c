/* Fills in the row-major strides of a new buffer from its sizes and returns
 * its size in bytes. A negative size, or strides or a byte count that do
 * not fit in intptr_t, is a run-time error rather than a short buffer. */
static size_t loopc_layout(int rank, const intptr_t *sizes, intptr_t *strides,
                           size_t elem, const char *where) {
  intptr_t n = 1;
  for (int d = rank - 1; d >= 0; d--) {
    if (sizes[d] < 0)
      loopc_fail(where, "negative size");
    strides[d] = n;
    if (sizes[d] != 0 && n > INTPTR_MAX / sizes[d])
      loopc_fail(where, "buffer size overflows");
    n *= sizes[d];
  }
  if ((size_t)n > (size_t)INTPTR_MAX / elem)
    loopc_fail(where, "buffer size overflows");
  return (size_t)n * elem;
}
