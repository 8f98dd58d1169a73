/* test_npy.c: unit tests of the .npy reader/writer: round trips, files
 * written by numpy's format (hand-built bytes), and every truncation and
 * some corruptions of a valid file, which must fail cleanly, never crash. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "npy.h"

#include "check.h"

static unsigned char *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long len = ftell(f);
  rewind(f);
  unsigned char *b = malloc((size_t)len + 1);
  *n = fread(b, 1, (size_t)len, f);
  fclose(f);
  return b;
}

static void test_roundtrip(const char *dir) {
  char path[4200];
  snprintf(path, sizeof path, "%s/t.npy", dir);
  int64_t shapes[][3] = {{2, 3, 4}, {5, 0, 0}, {0, 0, 0}};
  int ranks[] = {3, 1, 0};
  for (int k = 0; k < 3; k++)
    for (int dt = NPY_BOOL; dt <= NPY_F64; dt++) {
      NpyArray a, b;
      char *err = NULL;
      CHECK(npy_alloc(&a, (NpyDtype)dt, ranks[k], shapes[k]));
      unsigned char *p = a.data;
      for (size_t i = 0; i < (size_t)a.count * npy_dtype_size(a.dtype); i++)
        p[i] = dt == NPY_BOOL ? (unsigned char)(i & 1) : (unsigned char)(i * 7 + 1);
      CHECK(npy_write(path, &a, &err));
      free(err);
      size_t n = 0;
      unsigned char *file = slurp(path, &n);
      CHECK(file && (10 + (file[8] | file[9] << 8)) % 64 == 0);
      CHECK(npy_read(path, &b, &err));
      if (err)
        fprintf(stderr, "error: %s\n", err);
      free(err);
      CHECK(b.dtype == a.dtype && b.rank == a.rank && b.count == a.count);
      CHECK(memcmp(a.data, b.data, (size_t)a.count * npy_dtype_size(a.dtype)) == 0);
      for (int i = 0; i < a.rank; i++)
        CHECK(a.shape[i] == b.shape[i]);
      /* Every proper prefix of a valid file is rejected. */
      for (size_t cut = 0; cut < n; cut++) {
        NpyArray c;
        char *e = NULL;
        bool ok = npy_parse(file, cut, &c, &e);
        CHECK(!ok && e && c.data == NULL);
        free(e);
      }
      /* Corrupting single header bytes never crashes (the result may parse). */
      size_t hend = 10 + (size_t)(file[8] | file[9] << 8);
      for (size_t i = 0; i < hend; i++) {
        static const unsigned char junk[] = {0, '(', ')', '\'', ',', '9', '}', 0xff, '>'};
        for (size_t j = 0; j < sizeof junk; j++) {
          unsigned char save = file[i];
          file[i] = junk[j];
          NpyArray c;
          char *e = NULL;
          if (npy_parse(file, n, &c, &e))
            npy_free(&c);
          free(e);
          file[i] = save;
        }
      }
      free(file);
      npy_free(&a);
      npy_free(&b);
    }
}

static void test_numpy_bytes(void) {
  /* np.save of np.array([[1, 2], [3, 4]], dtype=np.int32), header as numpy writes it */
  static const char hdr[] = "{'descr': '<i4', 'fortran_order': False, 'shape': (2, 2), }";
  unsigned char buf[256];
  memcpy(buf, "\x93NUMPY\x01\x00", 8);
  size_t hl = 128 - 10;
  buf[8] = (unsigned char)hl;
  buf[9] = 0;
  memset(buf + 10, ' ', hl);
  memcpy(buf + 10, hdr, sizeof hdr - 1);
  buf[10 + hl - 1] = '\n';
  int vals[4] = {1, 2, 3, 4};
  memcpy(buf + 128, vals, sizeof vals);
  NpyArray a;
  char *err = NULL;
  CHECK(npy_parse(buf, 128 + sizeof vals, &a, &err));
  CHECK(a.dtype == NPY_I32 && a.rank == 2 && a.shape[0] == 2 && ((int *)a.data)[3] == 4);
  npy_free(&a);
  free(err);
  /* trailing bytes, big-endian, fortran order, unknown dtype */
  CHECK(!npy_parse(buf, 128 + sizeof vals + 1, &a, &err) && strstr(err, "trailing"));
  free(err);
  buf[21] = '>';
  CHECK(!npy_parse(buf, 128 + sizeof vals, &a, &err) && strstr(err, "big-endian"));
  free(err);
  buf[21] = '<';
  buf[22] = 'c';
  CHECK(!npy_parse(buf, 128 + sizeof vals, &a, &err) && strstr(err, "unsupported dtype"));
  free(err);
  buf[22] = 'i';
  /* Fortran order: the first index varies fastest, read into C order */
  memcpy(buf + 10 + 34, "True ", 5);
  CHECK(npy_parse(buf, 128 + sizeof vals, &a, &err));
  CHECK(((int *)a.data)[0] == 1 && ((int *)a.data)[1] == 3 && ((int *)a.data)[2] == 2 &&
        ((int *)a.data)[3] == 4);
  npy_free(&a);
  free(err);
  /* rank 3, shape (2, 3, 4): element [i][j][k] is stored at i + 2j + 6k */
  static const char hdr3[] = "{'descr': '<i4', 'fortran_order': True, 'shape': (2, 3, 4), }";
  unsigned char buf3[128 + 24 * sizeof(int)];
  memcpy(buf3, buf, 10);
  memset(buf3 + 10, ' ', hl);
  memcpy(buf3 + 10, hdr3, sizeof hdr3 - 1);
  buf3[10 + hl - 1] = '\n';
  for (int i = 0; i < 24; i++)
    memcpy(buf3 + 128 + i * sizeof(int), &i, sizeof(int));
  CHECK(npy_parse(buf3, sizeof buf3, &a, &err));
  bool same = a.rank == 3;
  for (int i = 0; i < 2 && same; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++)
        same = same && ((int *)a.data)[(i * 3 + j) * 4 + k] == i + 2 * j + 6 * k;
  CHECK(same);
  npy_free(&a);
  free(err);
  CHECK(!npy_read("/nonexistent/x.npy", &a, &err) && strstr(err, "cannot open"));
  free(err);
}

int main(void) {
  const char *base = getenv("TMPDIR");
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/loopc-npy-test-XXXXXX", base && *base ? base : "/tmp");
  if (!mkdtemp(dir)) {
    perror("mkdtemp");
    return 1;
  }
  test_roundtrip(dir);
  char path[4200];
  snprintf(path, sizeof path, "%s/t.npy", dir);
  remove(path);
  rmdir(dir);
  test_numpy_bytes();
  if (failures) {
    fprintf(stderr, "%d failure(s)\n", failures);
    return 1;
  }
  puts("npy: all tests passed");
  return 0;
}
