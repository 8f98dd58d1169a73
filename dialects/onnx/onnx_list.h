/* onnx_list.h: the layout of a lowered sequence or optional (a "list"), the
 * one statement of the contract between lower-onnx, which builds lists in
 * the generated code (passes/onnx_lower_seq.c), and what builds and reads
 * them outside it: frontend/onnx/onnx_value.c (a value to and from a list)
 * and driver/onnx_io.c (a list's two parameters of a call).
 *
 * A list is two memrefs, in this order wherever values are flat (function
 * parameters and results, loop-carried values, block arguments):
 *   data: memref<?xT>        every element's values, row-major, one after
 *                            the other in sequence order;
 *   meta: memref<?x?xindex>  the header row, then one row per element.
 * The header row is [count, used, 0...]: count the number of elements (-1:
 * an absent optional), used the length of data in use. Element k's row is
 * [offset of its data, rank, dim 0, ..., dim rank-1, 0...]; its data ends
 * where element k + 1's begins (or at used). The width is at least
 * 2 + the largest element rank. Data past used and rows past the last
 * element's are spare capacity (docs/DESIGN.md, "Sequences and
 * optionals"). */
#ifndef LOOPC_ONNX_LIST_H
#define LOOPC_ONNX_LIST_H

#include <stdint.h>

enum {
  ONNX_LIST_MEMREFS = 2,   /* data and meta */
  ONNX_LIST_HEADER = 0,    /* meta's header row */
  ONNX_LIST_COUNT = 0,     /* header column: the element count */
  ONNX_LIST_USED = 1,      /* header column: data's length in use */
  ONNX_LIST_FIRST_ROW = 1, /* element 0's row */
  ONNX_LIST_OFFSET = 0,    /* element row column: where its data starts */
  ONNX_LIST_RANK = 1,      /* element row column: its rank */
  ONNX_LIST_DIMS = 2,      /* element row column: its dim 0 (dim i at DIMS + i) */
};

/* The count of an absent optional. */
#define ONNX_LIST_ABSENT (-1)

/* Element k's row of meta. */
static inline int64_t onnx_list_row(int64_t k) { return ONNX_LIST_FIRST_ROW + k; }
/* The rows of meta for n elements (the header's included). */
static inline int64_t onnx_list_rows(int64_t n) { return ONNX_LIST_FIRST_ROW + n; }
/* The least width of meta whose elements have rank max_rank at most. */
static inline int64_t onnx_list_width(int64_t max_rank) { return ONNX_LIST_DIMS + max_rank; }

#endif
