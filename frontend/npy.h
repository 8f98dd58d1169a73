/* npy.h: loopc's one NumPy .npy codec (format versions 1-3, little-endian,
 * C order written; Fortran order read too): `loopc run` arguments and --output, and the ONNX front end's
 * .npy tensors (frontend/onnx/onnx_tensor.c). Depends on nothing. */
#ifndef LOOPC_NPY_H
#define LOOPC_NPY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum NpyDtype {
  NPY_BOOL, /* |b1: one byte 0/1 */
  NPY_I8, NPY_I16, NPY_I32, NPY_I64,
  NPY_U8, NPY_U16, NPY_U32, NPY_U64,
  NPY_F32, NPY_F64,
} NpyDtype;

/* An n-dimensional array in C order. Owns shape and data (malloc'd). */
typedef struct NpyArray {
  NpyDtype dtype;
  int rank;
  int64_t *shape; /* rank entries (NULL when rank is 0) */
  int64_t count;  /* product of shape (1 for rank 0) */
  void *data;     /* count * npy_dtype_size(dtype) bytes, 64-byte aligned */
} NpyArray;

size_t npy_dtype_size(NpyDtype t);
/* The descr string numpy uses ("<f4", "|b1", ...). */
const char *npy_dtype_descr(NpyDtype t);

/* Parses a whole .npy file image. On failure returns false and sets *err to
 * a malloc'd message ("truncated header", "unsupported dtype '>f4'", ...);
 * never reads outside buf[0..len). */
bool npy_parse(const void *buf, size_t len, NpyArray *out, char **err);
/* Reads path and parses it; errors mention no path (the caller adds it). */
bool npy_read(const char *path, NpyArray *out, char **err);
/* Writes a version 1.0 file (version 2.0 if the header needs it). On failure
 * the file is removed and *err is set. */
bool npy_write(const char *path, const NpyArray *a, char **err);
/* Allocates shape and zeroed data for a new array. Returns false if the
 * element count overflows. */
bool npy_alloc(NpyArray *a, NpyDtype dtype, int rank, const int64_t *shape);
void npy_free(NpyArray *a);

#endif
