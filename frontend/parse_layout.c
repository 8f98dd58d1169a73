/* parse_layout.c: the layout of a memref type, `memref<4x4xf32, LAYOUT>`:
 * `strided<[8, 1], offset: 18>` (read here from the lexer's balanced token,
 * so the grammar keeps one rule for it) or an affine map (docs/DESIGN.md,
 * "Memref layouts"). */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "parse_internal.h"

/* A cursor over the text of strided<...>, reporting at its column. */
typedef struct StridedText {
  Parser *p;
  IrLoc loc; /* where the token starts */
  const char *s, *at, *end;
  bool failed;
} StridedText;

static void st_skip(StridedText *t) {
  while (t->at < t->end && isspace((unsigned char)*t->at))
    t->at++;
}

static void st_error(StridedText *t, const char *msg) {
  if (t->failed)
    return;
  IrLoc l = t->loc;
  /* The token is on one line unless it holds a newline: then point at its start. */
  if (!memchr(t->s, '\n', (size_t)(t->at - t->s)))
    l.col += (int)(t->at - t->s);
  perror_at(t->p, l, "%s", msg);
  t->failed = true;
}

static bool st_accept(StridedText *t, const char *word) {
  st_skip(t);
  size_t n = strlen(word);
  if ((size_t)(t->end - t->at) >= n && memcmp(t->at, word, n) == 0) {
    t->at += n;
    return true;
  }
  return false;
}

static bool st_expect(StridedText *t, const char *word, const char *msg) {
  if (st_accept(t, word))
    return true;
  st_error(t, msg);
  return false;
}

/* A 64-bit signed integer or '?' (TY_DYN). */
static bool st_value(StridedText *t, int64_t *v) {
  st_skip(t);
  if (st_accept(t, "?")) {
    *v = TY_DYN;
    return true;
  }
  const char *q = t->at;
  if (q < t->end && *q == '-')
    q++;
  if (q == t->end || !isdigit((unsigned char)*q)) {
    st_error(t, "expected a 64-bit signed integer or '?'");
    return false;
  }
  while (q < t->end && isdigit((unsigned char)*q))
    q++;
  char buf[32];
  size_t n = (size_t)(q - t->at);
  errno = 0;
  long long x = 0;
  if (n < sizeof buf) {
    memcpy(buf, t->at, n);
    buf[n] = 0;
    x = strtoll(buf, NULL, 10);
  }
  if (n >= sizeof buf || errno == ERANGE) {
    st_error(t, "expected a 64-bit signed integer or '?'");
    return false;
  }
  t->at = q;
  *v = x;
  return true;
}

/* strided<[s, ...]> or strided<[s, ...], offset: o>, after "strided<". */
static IrType *strided_type(Parser *p, IrType *elem, int rank, const int64_t *dims,
                            const IrAttr *a, IrLoc loc, IrLoc type_loc) {
  StridedText t = {p, loc, a->u.s.str, a->u.s.str + strlen("strided<"), a->u.s.str + a->u.s.len,
                   false};
  int64_t *strides = arena_alloc(&p->ctx->arena, sizeof *strides * (size_t)(rank + 1));
  int n = 0;
  int64_t offset = 0, v;
  if (!st_expect(&t, "[", "expected '['"))
    return NULL;
  if (!st_accept(&t, "]")) {
    do {
      if (!st_value(&t, &v))
        return NULL;
      if (n < rank)
        strides[n] = v;
      n++;
    } while (st_accept(&t, ","));
    if (!st_expect(&t, "]", "expected ']'"))
      return NULL;
  }
  if (st_accept(&t, ",")) {
    if (!st_expect(&t, "offset", "expected 'offset'") || !st_expect(&t, ":", "expected ':'") ||
        !st_value(&t, &offset))
      return NULL;
  }
  if (!st_expect(&t, ">", "expected '>'"))
    return NULL;
  if (n != rank) {
    perror_at(p, type_loc, "expected the number of strides to match the rank");
    return NULL;
  }
  return ir_type_memref_strided(p->ctx, elem, rank, dims, strides, offset);
}

IrType *mk_memref_layout_type(Parser *p, Vec *dims, IrType *elem, IrAttr *layout,
                              const ParseLoc *l, const ParseLoc *layout_l) {
  int n = VEC_N(dims);
  int64_t *d = arena_alloc(&p->ctx->arena, sizeof *d * (size_t)(n + 1));
  if (n)
    memcpy(d, dims->v, sizeof *d * (size_t)n);
  /* mk_shaped_type checks the shape and the element type once for every form. */
  IrType *plain = mk_shaped_type(p, true, dims, elem, l);
  if (!layout)
    return plain;
  if (layout->kind == ATTR_INT) /* an integer memory space, no layout */
    return ir_type_with_memspace(p->ctx, plain, layout->u.i);
  if (plain->rank < 0) {
    perror_at(p, ploc(p, layout_l), "cannot have affine map for unranked memref type");
    return plain;
  }
  if (layout->kind == ATTR_AFFINE_MAP) {
    if (layout->u.affine.ndims != n) {
      perror_at(p, ploc(p, l), "memref layout mismatch between rank and affine map: %d != %d", n,
                layout->u.affine.ndims);
      return plain;
    }
    return ir_type_memref_map(p->ctx, elem, n, d, layout);
  }
  if (layout->kind == ATTR_OPAQUE && strncmp(layout->u.s.str, "strided<", 8) == 0) {
    IrType *t = strided_type(p, elem, n, d, layout, ploc(p, layout_l), ploc(p, l));
    return t ? t : plain;
  }
  perror_at(p, ploc(p, layout_l), "memory spaces other than integers are not supported by loopc");
  return plain;
}

/* memref<shape x T, layout, space>: the layout, then an integer space. */
IrType *mk_memref_space_type(Parser *p, IrType *t, IrAttr *space, const ParseLoc *space_l) {
  if (space->kind != ATTR_INT) {
    perror_at(p, ploc(p, space_l), "memory spaces other than integers are not supported by loopc");
    return t;
  }
  if (t->kind == TY_MEMREF && t->memspace) {
    perror_at(p, ploc(p, space_l), "expected '>'");
    return t;
  }
  return ir_type_with_memspace(p->ctx, t, space->u.i);
}
