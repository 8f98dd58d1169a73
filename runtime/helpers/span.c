/* Elements from a memref's first element to its last (0 if empty, -1 for
 * a negative stride, which the check does not handle). */
static inline intptr_t loopc_span(int rank, const intptr_t *sizes, const intptr_t *strides) {
  intptr_t span = 1;
  for (int d = 0; d < rank; d++) {
    if (sizes[d] == 0)
      return 0;
    if (strides[d] < 0)
      return -1;
    span += (sizes[d] - 1) * strides[d];
  }
  return span;
}
