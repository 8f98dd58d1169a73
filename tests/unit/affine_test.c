/* affine_test.c: unit tests of ir/affine_expr.h: uniquing (equal
 * expressions and maps are one pointer), the simplifications at
 * construction, MLIR's spelling, evaluation with MLIR's rounding for
 * negative values and its poison cases, and the C spelling, compiled with
 * the runtime's helpers (gcc -Wall -Wextra -Werror -pedantic) and run on
 * random expressions at many points against ir_affine_eval.
 * Usage: affine_test SOURCE_ROOT */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../ir/affine_expr.h"
#include "../../ir/ir.h"
#include "check.h"

typedef const IrAffineExpr E;

typedef struct Buf {
  char *s;
  size_t n, cap;
} Buf;

static void buf_write(void *b_, const char *s, size_t n) {
  Buf *b = b_;
  if (b->n + n + 1 > b->cap) {
    b->cap = (b->n + n + 1) * 2;
    b->s = realloc(b->s, b->cap);
  }
  memcpy(b->s + b->n, s, n);
  b->n += n;
  b->s[b->n] = 0;
}

/* The spelling of e (a static buffer, overwritten by the next call). */
static const char *str(E *e) {
  static Buf b;
  b.n = 0;
  buf_write(&b, "", 0);
  ir_affine_expr_write(e, buf_write, &b);
  return b.s;
}

static const char *attr_str(const IrAttr *a) {
  static Buf b;
  b.n = 0;
  buf_write(&b, "", 0);
  ir_affine_attr_write(a, buf_write, &b);
  return b.s;
}

#define CHECK_STR(e, want)                                                        \
  do {                                                                            \
    const char *got_ = str(e);                                                    \
    if (strcmp(got_, want) != 0)                                                  \
      fprintf(stderr, "%s:%d: got `%s`, want `%s`\n", __FILE__, __LINE__, got_, want); \
    CHECK(strcmp(got_, want) == 0);                                               \
  } while (0)

static void test_uniquing(IrContext *c) {
  E *d0 = ir_affine_dim(c, 0), *s0 = ir_affine_sym(c, 0);
  CHECK(ir_affine_dim(c, 0) == d0 && ir_affine_dim(c, 1) != d0 && ir_affine_sym(c, 0) != d0);
  CHECK(ir_affine_add(c, d0, s0) == ir_affine_add(c, d0, s0));
  CHECK(ir_affine_add(c, s0, d0) == ir_affine_add(c, d0, s0)); /* canonical order */
  E *r1[] = {ir_affine_add(c, d0, s0), ir_affine_floordiv(c, d0, ir_affine_const(c, 4))};
  E *r2[] = {ir_affine_add(c, s0, d0), ir_affine_floordiv(c, d0, ir_affine_const(c, 4))};
  IrAttr *m1 = ir_attr_affine_map(c, 1, 1, 2, r1);
  CHECK(m1 == ir_attr_affine_map(c, 1, 1, 2, r2));
  CHECK(m1 != ir_attr_affine_map(c, 2, 1, 2, r1)); /* another dimension count */
  CHECK(m1 != ir_attr_affine_map(c, 1, 1, 1, r1));
  CHECK(strcmp(attr_str(m1), "affine_map<(d0)[s0] -> (d0 + s0, d0 floordiv 4)>") == 0);
  bool eqs[] = {false, true};
  IrAttr *s1 = ir_attr_integer_set(c, 1, 1, 2, r1, eqs);
  CHECK(s1 == ir_attr_integer_set(c, 1, 1, 2, r2, eqs) && s1 != m1);
  bool eqs2[] = {true, true};
  CHECK(s1 != ir_attr_integer_set(c, 1, 1, 2, r1, eqs2));
  CHECK(strcmp(attr_str(s1), "affine_set<(d0)[s0] : (d0 + s0 >= 0, d0 floordiv 4 == 0)>") == 0);
  E *id[] = {d0, ir_affine_dim(c, 1)};
  CHECK(ir_affine_map_is_identity(ir_attr_affine_map(c, 2, 0, 2, id)));
  CHECK(!ir_affine_map_is_identity(ir_attr_affine_map(c, 2, 1, 2, id)));
  CHECK(!ir_affine_map_is_identity(ir_attr_affine_map(c, 3, 0, 2, id)));
}

static void test_simplify(IrContext *c) {
  E *d0 = ir_affine_dim(c, 0), *d1 = ir_affine_dim(c, 1);
  E *s0 = ir_affine_sym(c, 0), *s1 = ir_affine_sym(c, 1);
#define K(v) ir_affine_const(c, v)
  CHECK_STR(ir_affine_add(c, ir_affine_mul(c, d0, K(2)), d0), "d0 * 3");
  CHECK_STR(ir_affine_floordiv(c, ir_affine_mul(c, d0, K(4)), K(2)), "d0 * 2");
  CHECK_STR(ir_affine_mod(c, ir_affine_mul(c, d0, K(4)), K(2)), "0");
  CHECK_STR(ir_affine_ceildiv(c, ir_affine_mul(c, d0, K(4)), K(-2)), "d0 * -2");
  CHECK_STR(ir_affine_add(c, K(3), K(4)), "7");
  CHECK_STR(ir_affine_add(c, K(INT64_MAX), K(1)), "9223372036854775807 + 1"); /* no fold */
  CHECK_STR(ir_affine_add(c, K(3), d0), "d0 + 3");
  CHECK_STR(ir_affine_add(c, ir_affine_add(c, d0, K(2)), d1), "d0 + d1 + 2");
  CHECK_STR(ir_affine_add(c, d1, d0), "d0 + d1");
  CHECK_STR(ir_affine_mul(c, s1, s0), "s0 * s1");
  CHECK_STR(ir_affine_mul(c, s0, d0), "d0 * s0");
  E *fd8 = ir_affine_floordiv(c, d0, K(8));
  CHECK_STR(ir_affine_sub(c, d0, ir_affine_mul(c, fd8, K(8))), "d0 mod 8");
  CHECK_STR(ir_affine_sub(c, d0, ir_affine_mul(c, ir_affine_floordiv(c, d0, s0), s0)), "d0 mod s0");
  CHECK_STR(ir_affine_mod(c, ir_affine_mod(c, d0, K(8)), K(4)), "d0 mod 4");
  CHECK_STR(ir_affine_mod(c, ir_affine_add(c, ir_affine_mul(c, d0, K(4)), d1), K(2)), "d1 mod 2");
  CHECK_STR(ir_affine_floordiv(c, K(-7), K(2)), "-4");
  CHECK_STR(ir_affine_ceildiv(c, K(-7), K(2)), "-3");
  CHECK_STR(ir_affine_mod(c, K(-7), K(2)), "1");
  CHECK_STR(ir_affine_mod(c, d0, K(0)), "d0 mod 0"); /* kept, as MLIR keeps it */
  CHECK_STR(ir_affine_neg(c, d0), "-d0");
  CHECK_STR(ir_affine_sub(c, s0, ir_affine_add(c, d0, d1)), "-(d0 + d1) + s0");
  CHECK_STR(ir_affine_add(c, d0, ir_affine_mul(c, s0, K(-3))), "d0 - s0 * 3");
  CHECK_STR(ir_affine_mul(c, ir_affine_add(c, d0, K(1)), K(2)), "(d0 + 1) * 2");
  CHECK(ir_affine_is_pure(ir_affine_mul(c, d0, K(3))));
  CHECK(!ir_affine_is_pure(ir_affine_mul(c, d0, s0)));
  CHECK(ir_affine_largest_known_divisor(ir_affine_mul(c, ir_affine_mul(c, d0, K(4)), s0)) == 4);
  CHECK(ir_affine_binary(c, AFFINE_MOD, d0, K(3)) == ir_affine_mod(c, d0, K(3)));
#undef K
}

static void test_eval(IrContext *c) {
  CHECK(ir_floordiv(-7, 2) == -4 && ir_floordiv(7, -2) == -4 && ir_floordiv(-7, -2) == 3);
  CHECK(ir_ceildiv(-7, 2) == -3 && ir_ceildiv(7, -2) == -3 && ir_ceildiv(7, 2) == 4);
  CHECK(ir_mod(-7, 2) == 1 && ir_mod(7, 2) == 1 && ir_mod(-8, 4) == 0);
  E *d0 = ir_affine_dim(c, 0), *s0 = ir_affine_sym(c, 0);
  int64_t v;
  int64_t dims[] = {-7}, syms[] = {3};
  CHECK(ir_affine_eval(ir_affine_floordiv(c, d0, s0), dims, syms, &v) && v == -3);
  CHECK(ir_affine_eval(ir_affine_ceildiv(c, d0, s0), dims, syms, &v) && v == -2);
  CHECK(ir_affine_eval(ir_affine_mod(c, d0, s0), dims, syms, &v) && v == 2);
  CHECK(ir_affine_eval(ir_affine_add(c, ir_affine_mul(c, d0, ir_affine_const(c, 2)), s0), dims,
                       syms, &v) &&
        v == -11);
  int64_t zero[] = {0}, neg[] = {-1}, big[] = {INT64_MIN};
  v = 42;
  CHECK(!ir_affine_eval(ir_affine_floordiv(c, d0, s0), dims, zero, &v) && v == 42);
  CHECK(!ir_affine_eval(ir_affine_mod(c, d0, s0), dims, neg, &v));
  CHECK(!ir_affine_eval(ir_affine_ceildiv(c, d0, s0), big, neg, &v));
  int64_t max[] = {INT64_MAX};
  E *plus1 = ir_affine_add(c, d0, ir_affine_const(c, 1));
  CHECK(ir_affine_eval(plus1, max, syms, &v) && v == INT64_MIN); /* wraps */
  E *r[] = {ir_affine_add(c, d0, s0), ir_affine_mod(c, d0, ir_affine_const(c, 4))};
  IrAttr *m = ir_attr_affine_map(c, 1, 1, 2, r);
  int64_t out[2];
  CHECK(ir_affine_map_eval(m, dims, syms, out) && out[0] == -4 && out[1] == 1);
  bool eqs[] = {false, true};
  IrAttr *set = ir_attr_integer_set(c, 1, 1, 2, r, eqs); /* d0 + s0 >= 0, d0 mod 4 == 0 */
  bool in = true;
  int64_t p1[] = {8}, p2[] = {6};
  CHECK(ir_integer_set_eval(set, p1, syms, &in) && in);
  CHECK(ir_integer_set_eval(set, p2, syms, &in) && !in);
  CHECK(ir_integer_set_eval(set, dims, syms, &in) && !in);
}

/* ------------------------------------------------ the C spelling, compiled */

static unsigned rnd_state = 12345;
static unsigned rnd(unsigned n) {
  rnd_state = rnd_state * 1103515245u + 12345u;
  return (rnd_state >> 8) % n;
}

/* A random semi-affine expression over 2 dims and 2 symbols. */
static E *random_expr(IrContext *c, int depth) {
  if (depth == 0 || rnd(4) == 0) {
    switch (rnd(3)) {
    case 0: return ir_affine_dim(c, rnd(2));
    case 1: return ir_affine_sym(c, rnd(2));
    default: return ir_affine_const(c, (int64_t)rnd(19) - 9);
    }
  }
  E *a = random_expr(c, depth - 1);
  E *b = rnd(2) ? random_expr(c, depth - 1) : ir_affine_const(c, (int64_t)rnd(9) + 1);
  IrAffineKind k = (IrAffineKind)rnd(5);
  if (k != AFFINE_ADD && !b->symbolic)
    b = ir_affine_sym(c, rnd(2)); /* products and divisors stay semi-affine */
  return ir_affine_binary(c, k, a, b);
}

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  Buf b = {0};
  char tmp[4096];
  size_t n;
  while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
    buf_write(&b, tmp, n);
  fclose(f);
  return b.s;
}

static void test_c(IrContext *c, const char *root) {
  const char *dims[] = {"d0", "d1"}, *syms[] = {"s0", "s1"};
  Buf b = {0};
  E *e = ir_affine_add(c, ir_affine_mod(c, ir_affine_dim(c, 0), ir_affine_const(c, 4)),
                       ir_affine_sym(c, 1));
  unsigned used = ir_affine_expr_write_c(e, dims, syms, buf_write, &b);
  CHECK(used == IR_AFFINE_C_MOD);
  CHECK(b.s && strcmp(b.s, "(int64_t)((uint64_t)loopc_mod(d0, INT64_C(4)) + (uint64_t)s1)") == 0);
  free(b.s);

  /* A program that evaluates random expressions at many points and
   * compares with ir_affine_eval's answers, written into it. */
  Buf p = {0};
  buf_write(&p, "#include <stdint.h>\n#include <stdio.h>\n", 38);
  static const char *const helpers[] = {"floordivsi", "ceildivsi", "mod"};
  for (int i = 0; i < 3; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/runtime/helpers/%s.c", root, helpers[i]);
    char *t = read_file(path);
    CHECK(t != NULL);
    if (t)
      buf_write(&p, t, strlen(t));
    free(t);
  }
  buf_write(&p, "int main(void) {\n  int bad = 0;\n", 32);
  static const int64_t pts[] = {-9, -4, -1, 0, 1, 3, 7, 100};
  unsigned all = 0;
  int checked = 0;
  for (int n = 0; n < 300; n++) {
    E *x = random_expr(c, 5);
    for (int k = 0; k < 12; k++) {
      int64_t dv[] = {pts[rnd(8)], pts[rnd(8)]}, sv[] = {pts[rnd(8)], pts[rnd(8)]};
      int64_t want;
      if (!ir_affine_eval(x, dv, sv, &want))
        continue; /* poison (division by zero, ...): the C is not asked */
      char head[256];
      snprintf(head, sizeof head,
               "  { int64_t d0 = %lld, d1 = %lld, s0 = %lld, s1 = %lld;\n"
               "    (void)d0; (void)d1; (void)s0; (void)s1;\n    if ((",
               (long long)dv[0], (long long)dv[1], (long long)sv[0], (long long)sv[1]);
      buf_write(&p, head, strlen(head));
      all |= ir_affine_expr_write_c(x, dims, syms, buf_write, &p);
      char tail[160];
      snprintf(tail, sizeof tail,
               ") != INT64_C(%lld)) { printf(\"expression %d point %d\\n\"); bad++; } }\n",
               (long long)want, n, k);
      buf_write(&p, tail, strlen(tail));
      checked++;
    }
  }
  buf_write(&p, "  return bad != 0;\n}\n", 21);
  CHECK(checked > 1000);
  CHECK(all == (IR_AFFINE_C_FLOORDIV | IR_AFFINE_C_CEILDIV | IR_AFFINE_C_MOD));
  char dir[] = "/tmp/loopc-affine-XXXXXX";
  if (!mkdtemp(dir)) {
    CHECK(!"mkdtemp");
    return;
  }
  char path[256], cmd[1024];
  snprintf(path, sizeof path, "%s/t.c", dir);
  FILE *f = fopen(path, "w");
  CHECK(f != NULL);
  if (f) {
    fwrite(p.s, 1, p.n, f);
    fclose(f);
  }
  snprintf(cmd, sizeof cmd,
           "cc -std=c11 -Wall -Wextra -Werror -pedantic -O1 -o %s/t %s/t.c && %s/t", dir, dir, dir);
  int rc = system(cmd);
  if (rc != 0)
    fprintf(stderr, "affine_test: the C of %d evaluations, %s, failed: %d\n", checked, path, rc);
  CHECK(rc == 0);
  if (rc == 0) {
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK(system(cmd) == 0);
  }
  free(p.s);
}

int main(int argc, char **argv) {
  IrContext *c = ir_context_create();
  test_uniquing(c);
  test_simplify(c);
  test_eval(c);
  test_c(c, argc > 1 ? argv[1] : ".");
  ir_context_destroy(c);
  if (failures)
    fprintf(stderr, "affine_test: %d failures\n", failures);
  return failures != 0;
}
