/* parse_affine.c: the hand-written parser of `affine_map<...>` and
 * `affine_set<...>` (MLIR's AffineParser, mlir/lib/AsmParser/AffineParser.cpp),
 * run on the text of the one token the lexer makes of them. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* affine-expr ::= bare-id | integer | `(` affine-expr `)` | `-` affine-expr
 * (an operand). lhs: the left operand of the operator before it, if any,
 * for the messages. */
static const IrAffineExpr *parse_operand(AP *a, const IrAffineExpr *lhs) {
  switch (a->tok) {
  case T_SSA: error_here(a, "unexpected ssa identifier"); return NULL;
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
      if (!consume(a, T_LPAREN))
        error_here(a, "expected '(' at start of SSA symbol");
      else
        error_here(a, a->tok == T_SSA ? "unexpected ssa identifier" : "expected ssa identifier");
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

IrAttr *mk_affine_attr(Parser *p, Str tok, const ParseLoc *l) {
  AP a;
  memset(&a, 0, sizeof a);
  a.p = p;
  a.ctx = p->ctx;
  a.text = tok.s;
  a.len = tok.len;
  a.line = l->first_line;
  a.col = l->first_column;
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
