/* onnx_tensor.c: TensorProto and .npy tensors: decoding, files, and memref
 * descriptors (the bridge between ONNX test data and compiled code). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "frontend/onnx/onnx.pb-c.h"
#include "../npy.h"
#include "onnx.h"
#include "onnx_internal.h"

void onnx_tensor_free(OnnxTensor *t) {
  free(t->dims);
  free(t->data);
  free(t->name);
  memset(t, 0, sizeof *t);
}

/* Element count of dims, or -1 on a negative dim or overflow. */
static int64_t count_of(int rank, const int64_t *dims) {
  int64_t n = 1;
  for (int i = 0; i < rank; i++) {
    if (dims[i] < 0)
      return -1;
    if (dims[i] && n > INT64_MAX / dims[i])
      return -1;
    n *= dims[i];
  }
  return n;
}

/* ------------------------------ external data ----------------------------- */

/* A key of external_data as a byte count: digits only. */
static bool size_value(const char *s, uint64_t *v) {
  if (!s || !*s || strspn(s, "0123456789") != strlen(s) || strlen(s) > 19)
    return false;
  *v = strtoull(s, NULL, 10);
  return *v <= (uint64_t)INT64_MAX;
}

/* Reads the bytes bytes of a tensor stored as ONNX external data into out:
 * the file `location` names relative to the model's directory (it may not
 * lead out of it, by an absolute path, `..` or a symbolic link), from
 * `offset` (default 0), `length` bytes (default: to the end), which must be
 * what the shape needs. */
static bool read_external(const Onnx__TensorProto *p, size_t bytes, const OnnxExternal *ext,
                          char *out, char **err) {
  const char *loc = NULL, *off_s = NULL, *len_s = NULL;
  for (size_t i = 0; i < p->n_external_data; i++) {
    const char *k = p->external_data[i]->key, *v = p->external_data[i]->value;
    if (!k)
      continue;
    if (strcmp(k, "location") == 0)
      loc = v;
    else if (strcmp(k, "offset") == 0)
      off_s = v;
    else if (strcmp(k, "length") == 0)
      len_s = v;
  }
  if (!loc || !*loc) {
    *err = xasprintf("external data without a 'location'");
    return false;
  }
  uint64_t off = 0, len = 0;
  bool bad_off = off_s && !size_value(off_s, &off), bad_len = len_s && !size_value(len_s, &len);
  if (bad_off || bad_len) {
    *err = xasprintf("external data '%s': %s '%s' is not a byte count", loc,
                     bad_off ? "offset" : "length", bad_off ? off_s : len_s);
    return false;
  }
  char *path = xasprintf("%s/%s", ext->dir, loc);
  char dir_real[PATH_MAX], file_real[PATH_MAX];
  bool ok = false;
  int fd = -1;
  struct stat st;
  if (loc[0] == '/' || !realpath(ext->dir, dir_real)) {
    *err = xasprintf("external data '%s' is not a path relative to the model's directory", loc);
  } else if (!realpath(path, file_real) || (fd = open(file_real, O_RDONLY | O_CLOEXEC)) < 0 ||
             fstat(fd, &st) != 0) {
    *err = xasprintf("cannot open external data file '%s': %s", path, strerror(errno));
  } else if (strncmp(file_real, dir_real, strlen(dir_real)) != 0 ||
             (file_real[strlen(dir_real)] != '/' && strcmp(dir_real, "/") != 0)) {
    *err = xasprintf("external data '%s' is outside the model's directory", loc);
  } else if (!S_ISREG(st.st_mode)) {
    *err = xasprintf("external data '%s' is not a regular file", loc);
  } else if (off > (uint64_t)st.st_size || (len_s && len > (uint64_t)st.st_size - off)) {
    *err = xasprintf("external data '%s' has %lld bytes: offset %llu%s%s go%s past its end", loc,
                     (long long)st.st_size, (unsigned long long)off, len_s ? " and length " : "",
                     len_s ? len_s : "", len_s ? "" : "es");
  } else if ((len_s ? len : (uint64_t)st.st_size - off) != bytes) {
    *err = xasprintf("external data '%s' holds %llu bytes where the tensor's shape needs %zu", loc,
                     (unsigned long long)(len_s ? len : (uint64_t)st.st_size - off), bytes);
  } else {
    size_t got = 0;
    errno = 0;
    while (got < bytes) {
      ssize_t n = pread(fd, out + got, bytes - got, (off_t)(off + got));
      if (n <= 0)
        break;
      got += (size_t)n;
    }
    ok = got == bytes;
    if (!ok)
      *err = xasprintf("cannot read external data file '%s': %s", path,
                       errno ? strerror(errno) : "short read");
    else if (ext->on_file)
      ext->on_file(ext->data, file_real);
  }
  if (fd >= 0)
    close(fd);
  free(path);
  return ok;
}

bool onnx_tensor_decode(const Onnx__TensorProto *p, OnnxTensor *t, char **err) {
  return onnx_tensor_decode_ex(p, t, NULL, err);
}

bool onnx_tensor_decode_ex(const Onnx__TensorProto *p, OnnxTensor *t, const OnnxExternal *ext,
                           char **err) {
  memset(t, 0, sizeof *t);
  int32_t dt = p->has_data_type ? p->data_type : 0;
  size_t esz = onnx_dtype_size(dt);
  if (!esz) {
    *err = xasprintf("unsupported tensor element type '%s'", onnx_dtype_name(dt));
    return false;
  }
  bool external =
      p->has_data_location && p->data_location == ONNX__TENSOR_PROTO__DATA_LOCATION__EXTERNAL;
  if (external && !ext) {
    *err = xasprintf("tensors with external data are read only in a model");
    return false;
  }
  if (p->n_dims > 64) {
    *err = xasprintf("tensor rank %zu is too large", p->n_dims);
    return false;
  }
  int64_t count = count_of((int)p->n_dims, p->dims);
  if (count < 0 || (uint64_t)count > SIZE_MAX / 16) {
    *err = xasprintf("tensor has a negative or too large dimension");
    return false;
  }
  size_t n = (size_t)count;
  size_t have;
  if (external)
    have = n;
  else if (p->has_raw_data)
    have = p->raw_data.len / esz;
  else if (dt == ONNX_DT_FLOAT)
    have = p->n_float_data;
  else if (dt == ONNX_DT_DOUBLE)
    have = p->n_double_data;
  else if (dt == ONNX_DT_INT64)
    have = p->n_int64_data;
  else if (dt == ONNX_DT_UINT32 || dt == ONNX_DT_UINT64)
    have = p->n_uint64_data;
  else
    have = p->n_int32_data;
  if (have != n || (p->has_raw_data && p->raw_data.len != n * esz)) {
    *err = xasprintf("tensor data holds %zu elements where its shape needs %zu", have, n);
    return false;
  }
  t->dtype = dt;
  t->rank = (int)p->n_dims;
  t->dims = xmalloc(sizeof(int64_t) * (p->n_dims ? p->n_dims : 1));
  if (p->n_dims)
    memcpy(t->dims, p->dims, sizeof(int64_t) * p->n_dims);
  t->count = count;
  t->data = xmalloc(n * esz + 1);
  if (p->name && *p->name)
    t->name = xstrdup(p->name);
  char *d = t->data;
  if (external) {
    if (read_external(p, n * esz, ext, d, err)) {
      if (dt == ONNX_DT_BOOL)
        for (size_t i = 0; i < n; i++)
          d[i] = d[i] != 0;
      return true;
    }
    onnx_tensor_free(t);
    return false;
  }
  if (p->has_raw_data) {
    if (n)
      memcpy(d, p->raw_data.data, n * esz); /* little-endian host assumed, as ONNX does */
    if (dt == ONNX_DT_BOOL)
      for (size_t i = 0; i < n; i++)
        d[i] = d[i] != 0;
    return true;
  }
  for (size_t i = 0; i < n; i++) {
    switch (dt) {
    case ONNX_DT_FLOAT: ((float *)d)[i] = p->float_data[i]; break;
    case ONNX_DT_DOUBLE: ((double *)d)[i] = p->double_data[i]; break;
    case ONNX_DT_INT64: ((int64_t *)d)[i] = p->int64_data[i]; break;
    case ONNX_DT_UINT32: ((uint32_t *)d)[i] = (uint32_t)p->uint64_data[i]; break;
    case ONNX_DT_UINT64: ((uint64_t *)d)[i] = p->uint64_data[i]; break;
    case ONNX_DT_INT32: ((int32_t *)d)[i] = p->int32_data[i]; break;
    case ONNX_DT_INT16: case ONNX_DT_UINT16: case ONNX_DT_FLOAT16: case ONNX_DT_BFLOAT16:
      ((uint16_t *)d)[i] = (uint16_t)p->int32_data[i];
      break;
    case ONNX_DT_BOOL: ((uint8_t *)d)[i] = p->int32_data[i] != 0; break;
    default: ((uint8_t *)d)[i] = (uint8_t)p->int32_data[i]; break;
    }
  }
  return true;
}

/* Reads a whole file into malloc'd memory. */
static uint8_t *slurp(const char *path, size_t *len, char **err) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    *err = xasprintf("cannot open '%s'", path);
    return NULL;
  }
  size_t cap = 1 << 16, n = 0;
  uint8_t *buf = xmalloc(cap);
  for (;;) {
    size_t got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (n < cap)
      break;
    cap *= 2;
    buf = xrealloc(buf, cap);
  }
  bool bad = ferror(f);
  fclose(f);
  if (bad) {
    free(buf);
    *err = xasprintf("cannot read '%s'", path);
    return NULL;
  }
  *len = n;
  return buf;
}

uint8_t *onnx_read_file(const char *path, size_t *len, char **err) { return slurp(path, len, err); }

bool onnx_tensor_read_pb(const char *path, OnnxTensor *t, char **err) {
  size_t len;
  uint8_t *buf = slurp(path, &len, err);
  if (!buf)
    return false;
  OnnxUnpack why;
  Onnx__TensorProto *p = (Onnx__TensorProto *)onnx_unpack(&onnx__tensor_proto__descriptor, buf,
                                                          len, &why);
  free(buf);
  if (!p) {
    *err = why == ONNX_UNPACK_TOO_DEEP
               ? xasprintf("'%s' nests messages deeper than %d levels", path,
                           ONNX_MAX_MESSAGE_DEPTH)
               : xasprintf("'%s' is not a valid TensorProto file", path);
    return false;
  }
  char *e = NULL;
  bool ok = onnx_tensor_decode(p, t, &e);
  onnx__tensor_proto__free_unpacked(p, NULL);
  if (!ok) {
    *err = xasprintf("'%s': %s", path, e);
    free(e);
  }
  return ok;
}

/* ONNX data types and the .npy codec's (frontend/npy.c), which reads and
 * writes the files. */
static const struct {
  int32_t onnx;
  NpyDtype npy;
} npy_types[] = {
    {ONNX_DT_FLOAT, NPY_F32},  {ONNX_DT_DOUBLE, NPY_F64}, {ONNX_DT_BOOL, NPY_BOOL},
    {ONNX_DT_INT8, NPY_I8},    {ONNX_DT_UINT8, NPY_U8},   {ONNX_DT_INT16, NPY_I16},
    {ONNX_DT_UINT16, NPY_U16}, {ONNX_DT_INT32, NPY_I32},  {ONNX_DT_UINT32, NPY_U32},
    {ONNX_DT_INT64, NPY_I64},  {ONNX_DT_UINT64, NPY_U64},
};
#define NNPY_TYPES (sizeof npy_types / sizeof npy_types[0])

bool onnx_tensor_read_npy(const char *path, OnnxTensor *t, char **err) {
  memset(t, 0, sizeof *t);
  NpyArray a;
  char *e = NULL;
  if (!npy_read(path, &a, &e)) {
    *err = xasprintf("'%s': %s", path, e ? e : "cannot read");
    free(e);
    return false;
  }
  for (size_t i = 0; i < NNPY_TYPES; i++)
    if (npy_types[i].npy == a.dtype)
      t->dtype = npy_types[i].onnx;
  size_t nbytes = (size_t)a.count * npy_dtype_size(a.dtype);
  t->rank = a.rank;
  t->dims = xmalloc(sizeof(int64_t) * (size_t)(a.rank ? a.rank : 1));
  if (a.rank)
    memcpy(t->dims, a.shape, sizeof(int64_t) * (size_t)a.rank);
  t->count = a.count;
  t->data = xmalloc(nbytes + 1);
  memcpy(t->data, a.data, nbytes);
  npy_free(&a);
  return true;
}

static bool write_npy(const char *path, const OnnxTensor *t, char **err) {
  for (size_t i = 0; i < NNPY_TYPES; i++)
    if (npy_types[i].onnx == t->dtype) {
      NpyArray a = {.dtype = npy_types[i].npy, .rank = t->rank, .shape = t->dims,
                    .count = t->count, .data = t->data};
      char *e = NULL;
      bool ok = npy_write(path, &a, &e);
      if (!ok)
        *err = xasprintf("cannot write '%s': %s", path, e ? e : "");
      free(e);
      return ok;
    }
  *err = xasprintf("cannot write '%s': no .npy type for %s", path, onnx_dtype_name(t->dtype));
  return false;
}

static bool ends_with(const char *s, const char *suf) {
  size_t a = strlen(s), b = strlen(suf);
  return a >= b && strcmp(s + a - b, suf) == 0;
}

bool onnx_tensor_read(const char *path, OnnxTensor *t, char **err) {
  if (ends_with(path, ".npy"))
    return onnx_tensor_read_npy(path, t, err);
  return onnx_tensor_read_pb(path, t, err);
}

void onnx_tensor_proto_fill(const OnnxTensor *t, Onnx__TensorProto *p) {
  onnx__tensor_proto__init(p);
  p->n_dims = (size_t)t->rank;
  p->dims = t->dims;
  p->has_data_type = 1;
  p->data_type = t->dtype;
  p->has_raw_data = 1;
  p->raw_data.len = (size_t)t->count * onnx_dtype_size(t->dtype);
  p->raw_data.data = t->data;
  p->name = t->name;
}

bool onnx_write_message(const char *path, const ProtobufCMessage *m, char **err) {
  size_t outlen = protobuf_c_message_get_packed_size(m);
  uint8_t *out = xmalloc(outlen + 1);
  protobuf_c_message_pack(m, out);
  FILE *f = fopen(path, "wb");
  bool ok = f && fwrite(out, 1, outlen, f) == outlen;
  if (f && fclose(f) != 0)
    ok = false;
  free(out);
  if (!ok)
    *err = xasprintf("cannot write '%s'", path);
  return ok;
}

bool onnx_tensor_write(const char *path, const OnnxTensor *t, char **err) {
  if (ends_with(path, ".npy"))
    return write_npy(path, t, err);
  Onnx__TensorProto p;
  onnx_tensor_proto_fill(t, &p);
  return onnx_write_message(path, &p.base, err);
}

size_t onnx_memref_desc_size(int rank) { return sizeof(intptr_t) * (3 + 2 * (size_t)rank); }

void onnx_tensor_to_memref(const OnnxTensor *t, void *desc) {
  intptr_t *d = desc;
  d[0] = (intptr_t)t->data;
  d[1] = (intptr_t)t->data;
  d[2] = 0;
  intptr_t stride = 1;
  for (int i = t->rank - 1; i >= 0; i--) {
    d[3 + i] = (intptr_t)t->dims[i];
    d[3 + t->rank + i] = stride;
    stride *= (intptr_t)t->dims[i];
  }
}

void onnx_tensor_from_memref(const void *desc, int rank, int32_t dtype, OnnxTensor *t) {
  const intptr_t *d = desc;
  size_t esz = onnx_dtype_size(dtype);
  memset(t, 0, sizeof *t);
  t->dtype = dtype;
  t->rank = rank;
  t->dims = xmalloc(sizeof(int64_t) * (size_t)(rank ? rank : 1));
  int64_t count = 1;
  for (int i = 0; i < rank; i++) {
    t->dims[i] = d[3 + i];
    count *= d[3 + i];
  }
  t->count = count;
  t->data = xmalloc((size_t)count * esz + 1);
  const char *base = (const char *)d[1];
  int64_t *idx = xcalloc((size_t)(rank ? rank : 1), sizeof(int64_t));
  for (int64_t k = 0; k < count; k++) {
    intptr_t off = d[2];
    for (int i = 0; i < rank; i++)
      off += (intptr_t)idx[i] * d[3 + rank + i];
    memcpy((char *)t->data + (size_t)k * esz, base + (size_t)off * esz, esz);
    for (int i = rank - 1; i >= 0; i--) {
      if (++idx[i] < t->dims[i])
        break;
      idx[i] = 0;
    }
  }
  free(idx);
}
