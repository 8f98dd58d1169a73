/* parse_affine.c: the hand-written parser of `affine_map<...>` and
 * `affine_set<...>` (MLIR's AffineParser, mlir/lib/AsmParser/AffineParser.cpp),
 * run on the text of the one token the lexer makes of them. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/affine/affine_dialect.h"
#include "parse_internal.h"

/* Why by hand rather than in parser.y (docs/DESIGN.md): the names of
 * dimensions and symbols are bound by the map itself, `-` and `>=` lex
 * differently there, keywords (floordiv, ceildiv, mod) are identifiers
 * wherever an operand is expected, and MLIR's messages come from a
 * recursive-descent parser whose decisions they describe. */

typedef enum Tok {
  T_EOF,
  T_ID,      /* bare identifier (keywords too, as MLIR's isIdentifier) */
  T_INT,     /* integer literal */
  T_SSA,     /* %name */
  T_LPAREN,
  T_RPAREN,
  T_LSQUARE,
  T_RSQUARE,
  T_COMMA,
  T_PLUS,
  T_MINUS,
  T_STAR,
  T_ARROW,
  T_COLON,
  T_GREATER,
  T_LESS,
  T_EQUAL,
  T_OTHER,
} Tok;

typedef struct Name {
  const char *s;
  int len;
  const IrAffineExpr *expr;
} Name;

/* An SSA value used as a dim or a symbol (`%i`, `symbol(%n)`) in affine
 * expressions over SSA values (MLIR's parseAffineMapOfSSAIds). */
typedef struct SsaName {
  const char *s;
  int len;
  bool sym;
  const IrAffineExpr *expr;
  ValRef ref;
} SsaName;

typedef struct AP {
  Parser *p;
  IrContext *ctx;
  const char *text; /* the whole token, `affine_map<` ... `>` */
  int len, pos;     /* pos: start of the current token */
  int line, col;    /* where pos is */
  Tok tok;
  int tok_len;
  bool failed;
  int nest;         /* parentheses and negations open (parse_operand's recursion) */
  bool too_deep;    /* nest went past IR_MAX_NESTING (reported once) */
  Name *names;
  int nnames, names_cap;
  /* Expressions over SSA values: the values met, dims and symbols each
   * numbered in order of first use. */
  bool ssa;
  SsaName *ssa_names;
  int nssa, ssa_cap, ndims, nsyms;
} AP;

static bool is_id_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static bool is_id_char(char c) {
  return is_id_start(c) || (c >= '0' && c <= '9') || c == '$' || c == '.';
}

/* Moves pos forward by n bytes, keeping line and column. */
static void advance(AP *a, int n) {
  for (int i = 0; i < n; i++, a->pos++) {
    if (a->text[a->pos] == '\n') {
      a->line++;
      a->col = 1;
    } else {
      a->col++;
    }
  }
}

/* Skips spaces and comments and classifies the token at pos. */
static void lex(AP *a) {
  for (;;) {
    while (a->pos < a->len && strchr(" \t\r\n\f\v", a->text[a->pos]) && a->text[a->pos])
      advance(a, 1);
    if (a->pos + 1 < a->len && a->text[a->pos] == '/' && a->text[a->pos + 1] == '/') {
      int n = 0;
      while (a->pos + n < a->len && a->text[a->pos + n] != '\n')
        n++;
      advance(a, n);
      continue;
    }
    break;
  }
  /* The closing '>' of the token is its end. */
  if (a->pos >= a->len - 1) {
    a->tok = T_EOF;
    a->tok_len = 0;
    return;
  }
  const char *s = a->text + a->pos;
  int n = 1;
  Tok t = T_OTHER;
  switch (s[0]) {
  case '(': t = T_LPAREN; break;
  case ')': t = T_RPAREN; break;
  case '[': t = T_LSQUARE; break;
  case ']': t = T_RSQUARE; break;
  case ',': t = T_COMMA; break;
  case '+': t = T_PLUS; break;
  case '*': t = T_STAR; break;
  case ':': t = T_COLON; break;
  case '>': t = T_GREATER; break;
  case '<': t = T_LESS; break;
  case '=': t = T_EQUAL; break;
  case '-':
    if (a->pos + 1 < a->len - 1 && s[1] == '>') {
      t = T_ARROW;
      n = 2;
    } else {
      t = T_MINUS;
    }
    break;
  default:
    if (is_id_start(s[0])) {
      while (a->pos + n < a->len - 1 && is_id_char(s[n]))
        n++;
      t = T_ID;
    } else if (s[0] >= '0' && s[0] <= '9') {
      if (s[0] == '0' && a->pos + 2 < a->len - 1 && s[1] == 'x' &&
          strchr("0123456789abcdefABCDEF", s[2]) && s[2]) {
        n = 2;
        while (a->pos + n < a->len - 1 && strchr("0123456789abcdefABCDEF", s[n]) && s[n])
          n++;
      } else {
        while (a->pos + n < a->len - 1 && s[n] >= '0' && s[n] <= '9')
          n++;
      }
      t = T_INT;
    } else if (s[0] == '%') {
      while (a->pos + n < a->len - 1 && (is_id_char(s[n]) || s[n] == '-'))
        n++;
      if (a->ssa && a->pos + n + 1 < a->len - 1 && s[n] == '#' && s[n + 1] >= '0' &&
          s[n + 1] <= '9') {
        n++;
        while (a->pos + n < a->len - 1 && s[n] >= '0' && s[n] <= '9')
          n++;
      }
      t = T_SSA;
    }
    break;
  }
  a->tok = t;
  a->tok_len = n;
}

/* The binding of the current token's word, or NULL. */
static const Name *lookup_name(const AP *a) {
  for (int i = 0; i < a->nnames; i++)
    if (a->names[i].len == a->tok_len &&
        memcmp(a->names[i].s, a->text + a->pos, (size_t)a->tok_len) == 0)
      return &a->names[i];
  return NULL;
}

static void next(AP *a) {
  advance(a, a->tok_len);
  lex(a);
}

static bool tok_is_word(const AP *a, const char *w) {
  size_t n = strlen(w);
  return a->tok == T_ID && (size_t)a->tok_len == n && memcmp(a->text + a->pos, w, n) == 0;
}

/* Reports at the current token; later errors of the same map are MLIR's
 * follow-ups only where it emits them too. */
static void error_here(AP *a, const char *msg) {
  perror_at(a->p, ir_loc(a->p->file, a->line, a->col), "%s", msg);
  a->failed = true;
}

static bool consume(AP *a, Tok t) {
  if (a->tok != t)
    return false;
  next(a);
  return true;
}

/* An expression deeper than loopc's nesting limit is refused where it is
 * built, so that every recursive walk over expressions stays bounded. */
static const IrAffineExpr *checked(AP *a, const IrAffineExpr *e) {
  if (e && e->depth > IR_MAX_NESTING) {
    perror_at(a->p, ir_loc(a->p->file, a->line, a->col),
              "affine expression nesting exceeds the maximum of %d", IR_MAX_NESTING);
    a->failed = true;
    return NULL;
  }
  return e;
}

/* The parser recurses per parenthesis and negation: bounded the same way. */
static bool enter(AP *a) {
  if (++a->nest <= IR_MAX_NESTING)
    return true;
  a->too_deep = true;
  perror_at(a->p, ir_loc(a->p->file, a->line, a->col),
            "affine expression nesting exceeds the maximum of %d", IR_MAX_NESTING);
  a->failed = true;
  return false;
}

typedef enum Low { L_NONE, L_ADD, L_SUB } Low;
typedef enum High { H_NONE, H_MUL, H_FLOORDIV, H_CEILDIV, H_MOD } High;

static Low consume_low(AP *a) {
  if (consume(a, T_PLUS))
    return L_ADD;
  if (consume(a, T_MINUS))
    return L_SUB;
  return L_NONE;
}

static High consume_high(AP *a) {
  High h = H_NONE;
  if (a->tok == T_STAR)
    h = H_MUL;
  else if (tok_is_word(a, "floordiv"))
    h = H_FLOORDIV;
  else if (tok_is_word(a, "ceildiv"))
    h = H_CEILDIV;
  else if (tok_is_word(a, "mod"))
    h = H_MOD;
  if (h != H_NONE)
    next(a);
  return h;
}

static const IrAffineExpr *low_bin(AP *a, Low op, const IrAffineExpr *l, const IrAffineExpr *r) {
  return checked(a, op == L_ADD ? ir_affine_add(a->ctx, l, r) : ir_affine_sub(a->ctx, l, r));
}

/* MLIR's getAffineBinaryOpExpr for *, floordiv, ceildiv, mod: the checks
 * that keep the expression (semi-)affine, reported at the operator. */
static const IrAffineExpr *high_bin(AP *a, High op, const IrAffineExpr *l, const IrAffineExpr *r,
                                    int line, int col) {
  static const char *const names[] = {"", "", "floordiv", "ceildiv", "mod"};
  IrLoc loc = ir_loc(a->p->file, line, col);
  if (op == H_MUL && !l->symbolic && !r->symbolic) {
    perror_at(a->p, loc, "non-affine expression: at least one of the multiply operands has to be "
                         "either a constant or symbolic");
    a->failed = true;
    return NULL;
  }
  if (op != H_MUL && !r->symbolic) {
    perror_at(a->p, loc,
              "non-affine expression: right operand of %s has to be either a constant or "
              "symbolic",
              names[op]);
    a->failed = true;
    return NULL;
  }
  switch (op) {
  case H_MUL: return checked(a, ir_affine_mul(a->ctx, l, r));
  case H_FLOORDIV: return checked(a, ir_affine_floordiv(a->ctx, l, r));
  case H_CEILDIV: return checked(a, ir_affine_ceildiv(a->ctx, l, r));
  default: return checked(a, ir_affine_mod(a->ctx, l, r));
  }
}

static const IrAffineExpr *parse_expr(AP *a);

/* The dim or symbol of the SSA value at the current token, a new one at
 * its first use; later uses get what the first made of it, whether written
 * `%x` or `symbol(%x)` (as MLIR's parser binds the name once). */
static const IrAffineExpr *ssa_leaf(AP *a, bool sym) {
  const char *t = a->text + a->pos;
  for (int i = 0; i < a->nssa; i++)
    if (a->ssa_names[i].len == a->tok_len &&
        memcmp(a->ssa_names[i].s, t, (size_t)a->tok_len) == 0) {
      next(a);
      return a->ssa_names[i].expr;
    }
  if (a->nssa == a->ssa_cap) {
    a->ssa_cap = a->ssa_cap ? a->ssa_cap * 2 : 8;
    a->ssa_names = xrealloc(a->ssa_names, sizeof *a->ssa_names * (size_t)a->ssa_cap);
  }
  SsaName *n = &a->ssa_names[a->nssa++];
  n->s = t;
  n->len = a->tok_len;
  n->sym = sym;
  n->expr = sym ? ir_affine_sym(a->ctx, (unsigned)a->nsyms++) : ir_affine_dim(a->ctx, (unsigned)a->ndims++);
  const char *h = memchr(t, '#', (size_t)a->tok_len);
  n->ref.name.s = t + 1;
  n->ref.name.len = (h ? (int)(h - t) : a->tok_len) - 1;
  n->ref.name.aux = 0;
  n->ref.group = -1;
  if (h) {
    long long k = 0;
    for (const char *c = h + 1; c < t + a->tok_len; c++)
      k = k < 100000000 ? k * 10 + (*c - '0') : k;
    n->ref.group = (int)k;
  }
  n->ref.loc = ir_loc(a->p->file, a->line, a->col);
  next(a);
  return n->expr;
}

/* affine-expr ::= bare-id | integer | `(` affine-expr `)` | `-` affine-expr
 * (an operand). lhs: the left operand of the operator before it, if any,
 * for the messages. */
static const IrAffineExpr *parse_operand(AP *a, const IrAffineExpr *lhs) {
  switch (a->tok) {
  case T_SSA:
    if (a->ssa)
      return ssa_leaf(a, false);
    error_here(a, "unexpected ssa identifier");
    return NULL;
  case T_INT: {
    const char *s = a->text + a->pos;
    uint64_t v = 0;
    bool big = false;
    bool hex = a->tok_len > 2 && s[1] == 'x';
    for (int i = hex ? 2 : 0; i < a->tok_len; i++) {
      char c = s[i];
      unsigned d = c <= '9' ? (unsigned)(c - '0') : (unsigned)((c | 0x20) - 'a' + 10);
      unsigned base = hex ? 16 : 10;
      if (v > (UINT64_MAX - d) / base)
        big = true;
      v = v * base + d;
    }
    if (big || v > (uint64_t)INT64_MAX) {
      error_here(a, "constant too large for index");
      return NULL;
    }
    next(a);
    return ir_affine_const(a->ctx, (int64_t)v);
  }
  case T_LPAREN: {
    if (!enter(a))
      return NULL;
    next(a);
    if (a->tok == T_RPAREN) {
      error_here(a, "no expression inside parentheses");
      return NULL;
    }
    const IrAffineExpr *e = parse_expr(a);
    if (!e)
      return NULL;
    if (!consume(a, T_RPAREN)) {
      error_here(a, "expected ')'");
      return NULL;
    }
    a->nest--;
    return e;
  }
  case T_MINUS: {
    if (!enter(a))
      return NULL;
    next(a);
    const IrAffineExpr *e = parse_operand(a, lhs);
    a->nest--;
    if (!e) {
      if (a->too_deep)
        return NULL; /* the limit, already reported */
      /* MLIR's second message, for a clearer diagnostic. */
      error_here(a, "missing operand of negation");
      return NULL;
    }
    return checked(a, ir_affine_neg(a->ctx, e));
  }
  case T_PLUS:
  case T_STAR:
    error_here(a, lhs ? "missing right operand of binary operator"
                      : "missing left operand of binary operator");
    return NULL;
  case T_ID: {
    if (tok_is_word(a, "symbol")) {
      next(a);
      if (!consume(a, T_LPAREN)) {
        error_here(a, "expected '(' at start of SSA symbol");
      } else if (a->tok != T_SSA || !a->ssa) {
        error_here(a, a->tok == T_SSA ? "unexpected ssa identifier" : "expected SSA operand");
      } else {
        const IrAffineExpr *e = ssa_leaf(a, true);
        if (consume(a, T_RPAREN))
          return e;
        error_here(a, "expected ')'");
      }
      return NULL;
    }
    const Name *n = lookup_name(a);
    if (n) {
      next(a);
      return n->expr;
    }
    error_here(a, "use of undeclared identifier");
    return NULL;
  }
  default:
    error_here(a, lhs ? "missing right operand of binary operator" : "expected affine expression");
    return NULL;
  }
}

/* expr_1 op_1 expr_2 op_2 ... for *, floordiv, ceildiv, mod, left to
 * right, starting from llhs llhs_op; MLIR reports a bad operand pair at
 * the operator after it when there is one. */
static const IrAffineExpr *parse_high(AP *a, const IrAffineExpr *llhs, High llhs_op, int op_line,
                                      int op_col) {
  for (;;) {
    const IrAffineExpr *lhs = parse_operand(a, llhs);
    if (!lhs)
      return NULL;
    int line = a->line, col = a->col;
    High op = consume_high(a);
    if (op == H_NONE)
      return high_bin(a, llhs_op, llhs, lhs, op_line, op_col);
    llhs = high_bin(a, llhs_op, llhs, lhs, line, col);
    if (!llhs)
      return NULL;
    llhs_op = op;
    op_line = line;
    op_col = col;
  }
}

/* affine-expr ::= affine-expr (`+` | `-`) affine-expr | ..., left to
 * right, with *, floordiv, ceildiv and mod binding tighter. */
static const IrAffineExpr *parse_expr(AP *a) {
  const IrAffineExpr *llhs = NULL;
  Low llhs_op = L_NONE;
  for (;;) {
    const IrAffineExpr *lhs = parse_operand(a, llhs);
    if (!lhs)
      return NULL;
    Low lop = consume_low(a);
    if (lop != L_NONE) {
      llhs = llhs ? low_bin(a, llhs_op, llhs, lhs) : lhs;
      if (!llhs)
        return NULL;
      llhs_op = lop;
      continue;
    }
    int line = a->line, col = a->col;
    High hop = consume_high(a);
    if (hop != H_NONE) {
      const IrAffineExpr *high = parse_high(a, lhs, hop, line, col);
      if (!high)
        return NULL;
      const IrAffineExpr *e = llhs ? low_bin(a, llhs_op, llhs, high) : high;
      if (!e)
        return NULL;
      Low next_op = consume_low(a);
      if (next_op == L_NONE)
        return e;
      llhs = e;
      llhs_op = next_op;
      continue;
    }
    return llhs ? low_bin(a, llhs_op, llhs, lhs) : lhs;
  }
}

static void add_name(AP *a, const IrAffineExpr *e) {
  if (lookup_name(a)) {
    perror_at(a->p, ir_loc(a->p->file, a->line, a->col), "redefinition of identifier '%.*s'",
              a->tok_len, a->text + a->pos);
    a->failed = true;
    return;
  }
  if (a->nnames == a->names_cap) {
    a->names_cap = a->names_cap ? a->names_cap * 2 : 8;
    a->names = xrealloc(a->names, sizeof *a->names * (size_t)a->names_cap);
  }
  Name n = {a->text + a->pos, a->tok_len, e};
  a->names[a->nnames++] = n;
  next(a);
}

/* `(` id, ... `)` or `[` id, ... `]`: binds dimensions or symbols. */
static int parse_id_list(AP *a, bool syms, const char *what) {
  Tok open = syms ? T_LSQUARE : T_LPAREN, close = syms ? T_RSQUARE : T_RPAREN;
  char msg[96];
  if (!consume(a, open)) {
    snprintf(msg, sizeof msg, "expected '%c'%s", syms ? '[' : '(', what);
    error_here(a, msg);
    return -1;
  }
  int n = 0;
  if (consume(a, close))
    return 0;
  for (;;) {
    if (a->tok != T_ID) {
      error_here(a, "expected bare identifier");
      return -1;
    }
    add_name(a, syms ? ir_affine_sym(a->ctx, (unsigned)n) : ir_affine_dim(a->ctx, (unsigned)n));
    if (a->failed)
      return -1;
    n++;
    if (consume(a, close))
      return n;
    if (!consume(a, T_COMMA)) {
      snprintf(msg, sizeof msg, "expected ',' or '%c'%s", syms ? ']' : ')', what);
      error_here(a, msg);
      return -1;
    }
  }
}

/* affine-constraint ::= affine-expr (`>=` | `<=` | `==`) affine-expr,
 * normalized to e >= 0 or e == 0. */
static const IrAffineExpr *parse_constraint(AP *a, bool *eq) {
  const IrAffineExpr *l = parse_expr(a);
  if (!l)
    return NULL;
  Tok first = a->tok;
  if ((first == T_GREATER || first == T_LESS || first == T_EQUAL)) {
    next(a);
    if (consume(a, T_EQUAL)) {
      const IrAffineExpr *r = parse_expr(a);
      if (!r)
        return NULL;
      *eq = first == T_EQUAL;
      /* l <= r is r - l >= 0 */
      return checked(a, first == T_LESS ? ir_affine_sub(a->ctx, r, l)
                                        : ir_affine_sub(a->ctx, l, r));
    }
  }
  error_here(a, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
  return NULL;
}

/* A parser over the text of token tok, at l. */
static void ap_init(AP *a, Parser *p, Str tok, const ParseLoc *l) {
  memset(a, 0, sizeof *a);
  a->p = p;
  a->ctx = p->ctx;
  a->text = tok.s;
  a->len = tok.len;
  a->line = l->first_line;
  a->col = l->first_column;
}

IrAttr *mk_affine_attr(Parser *p, Str tok, const ParseLoc *l) {
  AP a;
  ap_init(&a, p, tok, l);
  bool set_kw = tok.len > 10 && memcmp(tok.s, "affine_set", 10) == 0;
  advance(&a, 11); /* `affine_map<` */
  lex(&a);
  IrAttr *result = NULL;
  IrLoc start = ir_loc(p->file, a.line, a.col);
  int ndims = parse_id_list(&a, false, " in dimensional identifier list");
  int nsyms = ndims >= 0 && a.tok == T_LSQUARE ? parse_id_list(&a, true, " in symbol list") : 0;
  bool is_map = false;
  Vec *exprs = vec_new(p), *eqs = vec_new(p);
  if (ndims >= 0 && nsyms >= 0) {
    if (consume(&a, T_ARROW))
      is_map = true;
    else if (!consume(&a, T_COLON))
      error_here(&a, "expected '->' or ':'");
    const char *what = is_map ? " in affine map range" : " in integer set constraint list";
    char msg[96];
    if (a.failed) {
    } else if (!consume(&a, T_LPAREN)) {
      snprintf(msg, sizeof msg, "expected '('%s", what);
      error_here(&a, msg);
    } else if (!consume(&a, T_RPAREN)) {
      for (;;) {
        bool eq = false;
        const IrAffineExpr *e = is_map ? parse_expr(&a) : parse_constraint(&a, &eq);
        if (!e)
          break;
        vec_push(p, exprs, &e, sizeof e);
        vec_push(p, eqs, &eq, sizeof eq);
        if (consume(&a, T_RPAREN))
          break;
        if (!consume(&a, T_COMMA)) {
          snprintf(msg, sizeof msg, "expected ')'%s", what);
          error_here(&a, msg);
          break;
        }
      }
    }
  }
  if (!a.failed && a.tok != T_EOF)
    error_here(&a, "expected '>'");
  if (!a.failed && is_map != !set_kw) {
    perror_at(p, start, is_map ? "expected IntegerSet, but got AffineMap"
                               : "expected AffineMap, but got IntegerSet");
    a.failed = true;
  }
  if (!a.failed) {
    int n = VEC_N(exprs);
    const IrAffineExpr *const *es = exprs->v;
    if (is_map) {
      result = ir_attr_affine_map(p->ctx, ndims, nsyms, n, es);
    } else if (n == 0) {
      /* No constraints: MLIR's degenerate `0 == 0`. */
      const IrAffineExpr *zero = ir_affine_const(p->ctx, 0);
      bool t = true;
      result = ir_attr_integer_set(p->ctx, ndims, nsyms, 1, &zero, &t);
    } else {
      result = ir_attr_integer_set(p->ctx, ndims, nsyms, n, es, eqs->v);
    }
  }
  vec_free(p, exprs, sizeof(const IrAffineExpr *));
  vec_free(p, eqs, sizeof(bool));
  free(a.names);
  return result ? result : ir_attr_unit(p->ctx);
}

/* ======================================= the affine ops' custom forms */

/* The expressions of an AFFINE_SSA token: `[e, ...]` (affine.load's and
 * affine.store's subscripts), or with fn ("max" / "min") affine.parallel's
 * bounds `(e, fn(e, e), ...)`, whose group sizes go to *groups. The map's
 * dims and symbols are the SSA values met, their references in *refs (dims
 * first). Errors are reported; NULL then. */
static IrAttr *ssa_map(Parser *p, Str tok, const ParseLoc *l, const char *fn, Vec **refs,
                       Vec **groups) {
  AP a;
  ap_init(&a, p, tok, l);
  a.ssa = true;
  char close = tok.s[0] == '[' ? ']' : ')';
  advance(&a, 1);
  lex(&a);
  Vec *exprs = vec_new(p);
  if (groups)
    *groups = vec_new(p);
  while (a.tok != T_EOF && !a.failed) {
    int n = 0;
    if (fn && tok_is_word(&a, fn)) {
      next(&a);
      if (!consume(&a, T_LPAREN)) {
        error_here(&a, "expected '('");
        break;
      }
      for (;;) {
        const IrAffineExpr *e = parse_expr(&a);
        if (!e)
          break;
        vec_push(p, exprs, &e, sizeof e);
        n++;
        if (consume(&a, T_RPAREN))
          break;
        if (!consume(&a, T_COMMA)) {
          error_here(&a, "expected ')'");
          break;
        }
      }
    } else {
      const IrAffineExpr *e = parse_expr(&a);
      if (!e)
        break;
      vec_push(p, exprs, &e, sizeof e);
      n = 1;
    }
    if (a.failed)
      break;
    if (groups) {
      int32_t g = n;
      vec_push(p, *groups, &g, sizeof g);
    }
    if (a.tok == T_EOF)
      break;
    if (!consume(&a, T_COMMA)) {
      char msg[32];
      snprintf(msg, sizeof msg, "expected '%c'", close);
      error_here(&a, msg);
    }
  }
  IrAttr *map = NULL;
  if (!a.failed) {
    map = ir_attr_affine_map(p->ctx, a.ndims, a.nsyms, VEC_N(exprs), exprs->v);
    *refs = vec_new(p);
    for (int pass = 0; pass < 2; pass++)
      for (int i = 0; i < a.nssa; i++)
        if (a.ssa_names[i].sym == (pass == 1))
          vec_push(p, *refs, &a.ssa_names[i].ref, sizeof(ValRef));
  }
  vec_free(p, exprs, sizeof(const IrAffineExpr *));
  free(a.ssa_names);
  free(a.names);
  return map;
}

IrAttr *aff_const_map(Parser *p, Str tok, const ParseLoc *l) {
  IrAttr *c = mk_int_attr(p, tok, p->ctx->index_ty, l);
  const IrAffineExpr *e = ir_affine_const(p->ctx, c && c->kind == ATTR_INT ? c->u.i : 0);
  return ir_attr_affine_map(p->ctx, 0, 0, 1, &e);
}

IrAttr *aff_symbol_map(Parser *p) {
  const IrAffineExpr *e = ir_affine_sym(p->ctx, 0);
  return ir_attr_affine_map(p->ctx, 0, 1, 1, &e);
}

static Vec *index_types(Parser *p, Vec *types, int n) {
  if (!types)
    types = vec_new(p);
  IrType *t = p->ctx->index_ty;
  for (int i = 0; i < n; i++)
    vec_push(p, types, &t, sizeof t);
  return types;
}

static void append_refs(Parser *p, Vec *to, Vec *from) {
  for (int i = 0; i < VEC_N(from); i++)
    vec_push(p, to, &VEC_AT(from, ValRef, i), sizeof(ValRef));
}

/* The checks of MLIR's parseBound / AffineIfOp::parse on a map (or set)
 * and the operands written after it; false when reported. */
static bool check_map_operands(Parser *p, Str opname, OpHead *b, IrAttrKind kind, const char *what) {
  if (!b->map || (b->map->kind == ATTR_UNIT && p->nerrors > 0))
    return false; /* the map's own error */
  if (b->map->kind != kind) {
    perror_at(p, b->loc, kind == ATTR_INTEGER_SET ? "expected IntegerSet, but got AffineMap"
                                                  : "expected AffineMap, but got IntegerSet");
    return false;
  }
  if (b->map->u.affine.ndims != b->nivs) {
    custom_op_error(p, b->loc, opname, "dim operand count and %s dim count must match", what);
    return false;
  }
  if (b->map->u.affine.ndims + b->map->u.affine.nsyms != VEC_N(b->refs)) {
    custom_op_error(p, b->loc, opname, "symbol operand count and %s symbol count must match", what);
    return false;
  }
  return true;
}

static bool check_bound(Parser *p, Str opname, OpHead *b, bool lower) {
  const char *kw = lower ? "max" : "min";
  if (b->minmax && (b->opname.len != 3 || memcmp(b->opname.s, kw, 3) != 0)) {
    custom_op_error(p, b->loc, opname, "expected valid affine map representation for loop bounds");
    return false;
  }
  if (!check_map_operands(p, opname, b, ATTR_AFFINE_MAP, "affine map"))
    return false;
  if (b->map->u.affine.n > 1 && !b->minmax) {
    custom_op_error(p, b->loc, opname, "%s loop bound affine map with multiple results requires "
                                       "'%s' prefix",
                    lower ? "lower" : "upper", kw);
    return false;
  }
  return true;
}

OpHead *aff_for_head(Parser *p, Str opname, const ParseLoc *l, Str iv, const ParseLoc *ivl,
                     OpHead *lb, OpHead *ub, Str step, const ParseLoc *sl, OpHead *iter) {
  OpHead *h = head_new(p, opname, l);
  bool ok = check_bound(p, opname, lb, true) && check_bound(p, opname, ub, false);
  IrAttr *st = ir_attr_int(p->ctx, p->ctx->index_ty, 1);
  if (step.s) /* (its sign was checked by the grammar) */
    st = mk_int_attr(p, step, p->ctx->index_ty, sl);
  /* The induction variable named in a bound: mlir-opt's parser has taken
   * the bound's use as a forward reference by then. */
  for (int k = 0; ok && k < 2; k++) {
    Vec *refs = (k ? ub : lb)->refs;
    for (int i = 0; refs && i < VEC_N(refs); i++) {
      ValRef *r = &VEC_AT(refs, ValRef, i);
      if (r->name.len + 1 == iv.len && memcmp(r->name.s, iv.s + 1, (size_t)r->name.len) == 0) {
        perror_at(p, ploc(p, ivl), "region entry argument '%.*s' is already in use", iv.len, iv.s);
        pnote_at(p, r->loc, "previously referenced here");
        ok = false;
        break;
      }
    }
  }
  h->map = ok ? lb->map : NULL;
  h->map2 = ok ? ub->map : NULL;
  h->refs = vec_new(p);
  append_refs(p, h->refs, lb->refs);
  append_refs(p, h->refs, ub->refs);
  h->nivs = VEC_N(lb->refs);
  h->ninits = VEC_N(iter ? iter->args : NULL);
  h->outs = index_types(p, NULL, VEC_N(h->refs));
  IrType *index = p->ctx->index_ty;
  ArgDef d;
  memset(&d, 0, sizeof d);
  d.name = iv;
  d.loc = ploc(p, ivl);
  d.type = index;
  h->args = vec_new(p);
  vec_push(p, h->args, &d, sizeof d);
  h->types = vec_new(p);
  if (iter) {
    for (int i = 0; i < VEC_N(iter->args); i++) {
      ArgDef *a = &VEC_AT(iter->args, ArgDef, i);
      a->type = i < VEC_N(iter->types) ? VEC_AT(iter->types, IrType *, i) : NULL;
      vec_push(p, h->args, a, sizeof *a);
      vec_push(p, h->refs, &a->init, sizeof a->init);
      vec_push(p, h->outs, &a->type, sizeof a->type);
    }
    for (int i = 0; i < VEC_N(iter->types); i++)
      vec_push(p, h->types, &VEC_AT(iter->types, IrType *, i), sizeof(IrType *));
    if (VEC_N(iter->args) != VEC_N(iter->types))
      custom_op_error(p, h->loc, opname,
                      "mismatch between the number of loop-carried values and results");
  }
  entry_push(p, &h->props, "step", st);
  head_free(p, lb);
  head_free(p, ub);
  head_free(p, iter);
  set_pending_args(p, h->args, false);
  return h;
}

/* MLIR's ensureTerminator: an operand-less affine.yield ends a block that
 * has no terminator. */
static void ensure_affine_yield(Parser *p, IrOp *op, IrRegion *r) {
  if (!r->first)
    ir_region_append_block(r, ir_block_create(p->ctx));
  IrBlock *b = r->last;
  if (b->last && ir_op_has_trait(b->last, T_TERMINATOR))
    return;
  ir_block_append_op(b, ir_op_create(p->ctx, OP_AFFINE_YIELD, NULL, op->loc, 0, NULL, 0, NULL, 0));
}

static IrNamedAttr prop(Parser *p, const char *name, IrAttr *value) {
  IrNamedAttr na = {ir_intern_cstr(p->ctx, name), value, true};
  return na;
}

static IrAttr *step_prop(OpHead *h) {
  for (int i = 0; i < VEC_N(h->props); i++)
    if (strcmp(VEC_AT(h->props, AttrEntry, i).name, "step") == 0)
      return VEC_AT(h->props, AttrEntry, i).value;
  return NULL;
}

IrOp *build_affine_for(Parser *p, OpHead *h, IrRegion *body, Vec *attrs) {
  h->attrs = attrs;
  if (!h->map) {
    head_free(p, h);
    return NULL;
  }
  int64_t seg[3] = {h->nivs, VEC_N(h->refs) - h->nivs - h->ninits, h->ninits};
  IrNamedAttr props[4] = {
      prop(p, "lowerBoundMap", h->map),
      prop(p, "operandSegmentSizes", ir_attr_dense_array(p->ctx, p->ctx->i32_ty, 3, seg)),
      prop(p, "step", step_prop(h)),
      prop(p, "upperBoundMap", h->map2),
  };
  Vec *types = h->outs;
  h->outs = NULL;
  int nres = VEC_N(h->types);
  IrType **res = arena_alloc(&p->scratch, sizeof *res * (size_t)(nres + 1));
  for (int i = 0; i < nres; i++)
    res[i] = VEC_AT(h->types, IrType *, i);
  IrOp *op = build_region_op(p, h, types, nres, res, 1, &body, 4, props);
  vec_free(p, types, sizeof(IrType *));
  ensure_affine_yield(p, op, body);
  return op;
}

IrOp *build_affine_if(Parser *p, OpHead *h, IrRegion *then_r, IrRegion *else_r, Vec *attrs) {
  h->attrs = attrs;
  if (!check_map_operands(p, h->opname, h, ATTR_INTEGER_SET, "integer set")) {
    head_free(p, h);
    return NULL;
  }
  IrNamedAttr props[1] = {prop(p, "condition", h->map)};
  Vec *types = index_types(p, NULL, VEC_N(h->refs));
  int nres = VEC_N(h->types);
  IrType **res = arena_alloc(&p->scratch, sizeof *res * (size_t)(nres + 1));
  for (int i = 0; i < nres; i++)
    res[i] = VEC_AT(h->types, IrType *, i);
  IrRegion *regs[2] = {then_r, else_r};
  IrOp *op = build_region_op(p, h, types, nres, res, 2, regs, 1, props);
  vec_free(p, types, sizeof(IrType *));
  ensure_affine_yield(p, op, then_r);
  if (else_r)
    ensure_affine_yield(p, op, else_r);
  return op;
}

/* lowerBoundsGroups / upperBoundsGroups: dense<[...]> : tensor<Nxi32>, a
 * splat when the sizes are all one value (as MLIR's DenseElementsAttr). */
static IrAttr *groups_attr(Parser *p, Vec *g) {
  int n = VEC_N(g);
  int64_t dim = n;
  IrType *t = ir_type_tensor(p->ctx, p->ctx->i32_ty, 1, &dim);
  bool splat = n > 0;
  for (int i = 1; i < n; i++)
    splat = splat && VEC_AT(g, int32_t, i) == VEC_AT(g, int32_t, 0);
  return ir_attr_dense(p->ctx, t, n ? g->v : NULL, n, splat);
}

OpHead *aff_parallel_head(Parser *p, Str opname, const ParseLoc *l, Vec *ivs, Str lbs,
                          const ParseLoc *lbl, Str ubs, const ParseLoc *ubl, Vec *steps,
                          const ParseLoc *sl, Vec *reds, const ParseLoc *rl, Vec *types) {
  OpHead *h = head_new(p, opname, l);
  h->args = ivs ? ivs : vec_new(p);
  h->nivs = VEC_N(ivs);
  h->types = types;
  Vec *lrefs = NULL, *urefs = NULL, *lg = NULL, *ug = NULL;
  IrAttr *lmap = ssa_map(p, lbs, lbl, "max", &lrefs, &lg);
  IrAttr *umap = lmap ? ssa_map(p, ubs, ubl, "min", &urefs, &ug) : NULL;
  h->refs = vec_new(p);
  if (lmap && umap) {
    append_refs(p, h->refs, lrefs);
    append_refs(p, h->refs, urefs);
    h->map = lmap;
    h->map2 = umap;
    int n = h->nivs;
    IrAttr **st = arena_alloc(&p->scratch, sizeof *st * (size_t)(n + VEC_N(steps) + 1));
    int ns = steps ? VEC_N(steps) : n;
    for (int i = 0; i < ns; i++) {
      IrAttr *s = steps ? mk_int_attr(p, VEC_AT(steps, Str, i), p->ctx->i64_ty, sl) : NULL;
      st[i] = s && s->kind == ATTR_INT ? s : ir_attr_int(p->ctx, p->ctx->i64_ty, 1);
    }
    int nr = VEC_N(reds);
    IrAttr **rk = arena_alloc(&p->scratch, sizeof *rk * (size_t)(nr + 1));
    for (int i = 0; i < nr; i++) {
      Str q = VEC_AT(reds, Str, i);
      int k = ir_atomic_rmw_kind_lookup(q.s + 1, (size_t)q.len - 2);
      if (k < 0)
        custom_op_error(p, ploc(p, rl), opname, "invalid reduction value: %.*s", q.len, q.s);
      rk[i] = ir_attr_int(p->ctx, p->ctx->i64_ty, k < 0 ? 0 : k);
    }
    entry_push(p, &h->props, "lowerBoundsGroups", groups_attr(p, lg));
    entry_push(p, &h->props, "lowerBoundsMap", lmap);
    entry_push(p, &h->props, "reductions", ir_attr_array(p->ctx, nr, rk));
    entry_push(p, &h->props, "steps", ir_attr_array(p->ctx, ns, st));
    entry_push(p, &h->props, "upperBoundsGroups", groups_attr(p, ug));
    entry_push(p, &h->props, "upperBoundsMap", umap);
  }
  vec_free(p, lrefs, sizeof(ValRef));
  vec_free(p, urefs, sizeof(ValRef));
  vec_free(p, lg, sizeof(int32_t));
  vec_free(p, ug, sizeof(int32_t));
  vec_free(p, steps, sizeof(Str));
  vec_free(p, reds, sizeof(Str));
  set_pending_args(p, h->args, false);
  return h;
}

IrOp *build_affine_parallel(Parser *p, OpHead *h, IrRegion *body, Vec *attrs) {
  h->attrs = attrs;
  if (!h->map) {
    head_free(p, h);
    return NULL;
  }
  int np = VEC_N(h->props);
  IrNamedAttr *props = arena_alloc(&p->scratch, sizeof *props * (size_t)np);
  for (int i = 0; i < np; i++)
    props[i] = prop(p, VEC_AT(h->props, AttrEntry, i).name, VEC_AT(h->props, AttrEntry, i).value);
  Vec *types = index_types(p, NULL, VEC_N(h->refs));
  int nres = VEC_N(h->types);
  IrType **res = arena_alloc(&p->scratch, sizeof *res * (size_t)(nres + 1));
  for (int i = 0; i < nres; i++)
    res[i] = VEC_AT(h->types, IrType *, i);
  IrOp *op = build_region_op(p, h, types, nres, res, 1, &body, np, props);
  vec_free(p, types, sizeof(IrType *));
  ensure_affine_yield(p, op, body);
  return op;
}

IrOp *build_affine_memory(Parser *p, Str opname, const ParseLoc *l, const Str *val,
                          const ParseLoc *vl, Str mem, const ParseLoc *ml, Str subs,
                          const ParseLoc *sl, Vec *attrs, IrType *type, const ParseLoc *tl) {
  Vec *refs = NULL;
  IrAttr *map = ssa_map(p, subs, sl, NULL, &refs, NULL);
  IrType *elem = type->kind == TY_MEMREF ? type->elem : NULL;
  if (!elem)
    perror_at(p, ploc(p, tl), "expected memref type, got '%s'", ir_type_str(p->ctx, type));
  if (!map || !elem) {
    vec_free(p, refs, sizeof(ValRef));
    vec_free(p, attrs, sizeof(AttrEntry));
    return NULL;
  }
  OpHead *h = head_new(p, opname, l);
  h->attrs = attrs;
  h->refs = vec_new(p);
  Vec *types = vec_new(p);
  if (val) {
    ValRef r = mk_ref(p, *val, vl);
    vec_push(p, h->refs, &r, sizeof r);
    vec_push(p, types, &elem, sizeof elem);
  }
  ValRef m = mk_ref(p, mem, ml);
  vec_push(p, h->refs, &m, sizeof m);
  vec_push(p, types, &type, sizeof type);
  append_refs(p, h->refs, refs);
  index_types(p, types, VEC_N(refs));
  vec_free(p, refs, sizeof(ValRef));
  IrNamedAttr props[1] = {prop(p, "map", map)};
  IrOp *op = build_region_op(p, h, types, val ? 0 : 1, &elem, 0, NULL, 1, props);
  vec_free(p, types, sizeof(IrType *));
  return op;
}

IrOp *build_affine_apply(Parser *p, OpHead *h, const ParseLoc *l) {
  h->loc = ploc(p, l);
  IrAttr *map = h->map;
  if (!map || (map->kind == ATTR_UNIT && p->nerrors > 0)) {
    head_free(p, h);
    return NULL;
  }
  /* affine.apply's parser checks dims and symbols apart; min and max are
   * parsed as they come and verified on the operand count alone. */
  bool apply = h->opname.len == 12 && memcmp(h->opname.s, "affine.apply", 12) == 0;
  bool count_ok = map->kind == ATTR_AFFINE_MAP &&
                  map->u.affine.ndims + map->u.affine.nsyms == VEC_N(h->refs);
  if (map->kind != ATTR_AFFINE_MAP || !count_ok || (apply && map->u.affine.ndims != h->nivs)) {
    if (map->kind != ATTR_AFFINE_MAP)
      perror_at(p, h->loc, "expected AffineMap, but got IntegerSet");
    else if (apply)
      perror_at(p, h->loc, "dimension or symbol index mismatch");
    else
      perror_at(p, h->loc, "'%.*s' op operand count and affine map dimension and symbol count must match",
                h->opname.len, h->opname.s);
    head_free(p, h);
    return NULL;
  }
  IrNamedAttr props[1] = {prop(p, "map", map)};
  Vec *types = index_types(p, NULL, VEC_N(h->refs));
  IrType *index = p->ctx->index_ty;
  IrOp *op = build_region_op(p, h, types, 1, &index, 0, NULL, 1, props);
  vec_free(p, types, sizeof(IrType *));
  return op;
}

OpHead *aff_basis_add(Parser *p, OpHead *h, Str item, const ParseLoc *l) {
  if (!h) {
    Str none = {NULL, 0, 0};
    h = head_new(p, none, l);
    h->refs = vec_new(p);
    h->ints = vec_new(p);
  }
  int64_t v = INT64_MIN; /* MLIR's ShapedType::kDynamic */
  if (item.s[0] == '%') {
    ValRef r = mk_ref(p, item, l);
    vec_push(p, h->refs, &r, sizeof r);
  } else {
    IrAttr *c = mk_int_attr(p, item, p->ctx->i64_ty, l);
    v = c && c->kind == ATTR_INT ? c->u.i : 1;
  }
  vec_push(p, h->ints, &v, sizeof v);
  return h;
}

static bool keyword(Parser *p, Str tok, const ParseLoc *l, const char *kw) {
  if (tok.len == (int)strlen(kw) && memcmp(tok.s, kw, (size_t)tok.len) == 0)
    return true;
  perror_at(p, ploc(p, l), "expected '%s'", kw);
  return false;
}

IrOp *build_affine_index(Parser *p, Str opname, const ParseLoc *l, bool lin, const Str *disjoint,
                         const ParseLoc *dl, Vec *idx, Str kw, const ParseLoc *kwl, OpHead *basis,
                         Vec *attrs, Vec *types) {
  bool ok = keyword(p, kw, kwl, lin ? "by" : "into") &&
            (!disjoint || keyword(p, *disjoint, dl, "disjoint"));
  if (ok && lin && VEC_N(types) != 1) {
    perror_at(p, ploc(p, l), "expected 1 result type");
    ok = false;
  }
  for (int i = 0; ok && i < VEC_N(types); i++)
    if (!ir_type_is_index(VEC_AT(types, IrType *, i))) {
      custom_op_error(p, ploc(p, l), opname, "result #%d must be index, but got '%s'", i,
                      ir_type_str(p->ctx, VEC_AT(types, IrType *, i)));
      ok = false;
    }
  if (!ok) {
    vec_free(p, idx, sizeof(ValRef));
    vec_free(p, attrs, sizeof(AttrEntry));
    vec_free(p, types, sizeof(IrType *));
    head_free(p, basis);
    return NULL;
  }
  OpHead *h = head_new(p, opname, l);
  h->attrs = attrs;
  h->refs = idx ? idx : vec_new(p);
  int nidx = VEC_N(h->refs);
  append_refs(p, h->refs, basis->refs);
  Vec *otypes = index_types(p, NULL, VEC_N(h->refs));
  int nb = VEC_N(basis->ints);
  IrNamedAttr props[3];
  int np = 0;
  if (lin) {
    props[np++] = prop(p, "disjoint", disjoint ? ir_attr_unit(p->ctx) : ir_attr_bool(p->ctx, false));
    int64_t seg[2] = {nidx, VEC_N(basis->refs)};
    props[np++] = prop(p, "operandSegmentSizes", ir_attr_dense_array(p->ctx, p->ctx->i32_ty, 2, seg));
  }
  props[np++] = prop(p, "static_basis", ir_attr_dense_array(p->ctx, p->ctx->i64_ty, nb,
                                                            nb ? basis->ints->v : NULL));
  int nres = VEC_N(types);
  IrType **res = arena_alloc(&p->scratch, sizeof *res * (size_t)(nres + 1));
  for (int i = 0; i < nres; i++)
    res[i] = VEC_AT(types, IrType *, i);
  IrOp *op = build_region_op(p, h, otypes, nres, res, 0, NULL, np, props);
  vec_free(p, otypes, sizeof(IrType *));
  vec_free(p, types, sizeof(IrType *));
  head_free(p, basis);
  return op;
}
