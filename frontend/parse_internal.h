/* parse_internal.h: state and helpers shared by the flex lexer, the bison grammar and parse.c. */
#ifndef LOOPC_PARSE_INTERNAL_H
#define LOOPC_PARSE_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../ir/arena.h"
#include "../ir/diag.h"
#include "../ir/dialect.h"
#include "../ir/ir.h"
#include "parse.h"

/* The most results a result list may bind (`%r:N`): on a count mismatch
 * the parser binds N placeholders. */
#define PARSE_MAX_RESULTS 1000000

/* A piece of the input text (not NUL-terminated). aux is per-token data: the
 * op kind of an op-name token, the group number of `%r#k` (-1 if none), the
 * dimension kind of a shape token, 1 for a hex integer or quoted symbol. */
typedef struct Str {
  const char *s;
  int len;
  int aux;
} Str;

/* Bison location (its field names, so YYLLOC_DEFAULT works). */
typedef struct ParseLoc {
  int first_line, first_column, last_line, last_column;
} ParseLoc;

/* A growable array in the parser's scratch arena; freed arrays are recycled
 * through per-size free lists so memory stays proportional to what is live. */
typedef struct Vec {
  void *v;
  int n, cap;
} Vec;

/* `%name` or `%name#k` as written at a use. */
typedef struct ValRef {
  Str name; /* without '%' and without '#k' */
  int group; /* k of `%name#k`, -1 if absent */
  IrLoc loc;
} ValRef;

/* A result list entry: `%name` or `%name:N`. */
typedef struct ResultDef {
  Str name;
  int count; /* N, or -1 for a plain `%name` */
  IrLoc loc;
} ResultDef;

/* A named argument: func arg, block arg, iter_args / while binding. */
typedef struct ArgDef {
  Str name;
  IrLoc loc;
  IrType *type;  /* NULL until known */
  ValRef init;   /* `%a = %init` bindings */
  IrAttr *attrs; /* a function argument's attribute dictionary, or NULL */
} ArgDef;

/* One element of a dense literal, in order of appearance. */
typedef struct DenseElt {
  double f;
  int64_t i;
  uint64_t bits; /* hex literal bits */
  bool is_float, is_hex, is_bool;
  IrLoc loc;
} DenseElt;

/* An attribute-dictionary entry while it is being parsed. */
typedef struct AttrEntry {
  const char *name; /* interned */
  IrAttr *value;
} AttrEntry;

/* Headers of region-holding ops, parsed before their regions. */
typedef struct OpHead {
  Str opname; /* aux = IrOpKind */
  IrLoc loc;
  Vec *refs;    /* ValRef operands in op order */
  Vec *args;    /* ArgDef: names bound in the (first) region */
  Vec *types;   /* IrType*: result types */
  IrType *iv_type;
  bool unsigned_cmp; /* scf.for unsigned */
  int nivs;     /* loop.parallel: number of induction variables */
  Vec *attrs;   /* AttrEntry (generic op properties / attributes) */
  Vec *props;
  Vec *succs;   /* SuccRef: a generic op's successors */
  Str vis, sym;  /* func/module: visibility keyword and @name */
  Vec *outs;     /* func: result types */
  int ninits;    /* loop.parallel: number of init operands */
  IrAttr *map, *map2; /* affine ops: their map or set (affine.for: lower, upper bound) */
  bool minmax;        /* affine.for bound: spelled with its `max` / `min` prefix */
  Vec *ints;          /* int64_t: delinearize / linearize_index's static basis */
  bool constant; /* memref.global constant */
  int vector_attrs; /* how many of its attributes were `dense<...> : vector<...>` */
} OpHead;

typedef struct Binding Binding;
typedef struct ScopeEntry ScopeEntry;

/* A block label of the region being parsed: defined, or so far only named
 * by a branch (a forward reference, whose block joins the region when its
 * label comes). */
typedef struct BlockRef {
  const char *label; /* interned, without '^' */
  IrBlock *block;
  IrLoc use;         /* the first reference, for "reference to an undefined block" */
  bool defined;
  struct BlockRef *next;      /* the region's labels */
  struct BlockRef *hash_next; /* Parser.blocks' chain */
} BlockRef;

/* A successor as written: `^bb1` or `^bb1(%a, %b : i32, f32)`. */
typedef struct SuccRef {
  Str label;
  IrLoc loc;
  Vec *refs;  /* ValRef */
  Vec *types; /* IrType* */
  Str value;  /* a cf.switch case's value */
  ParseLoc value_loc;
} SuccRef;

/* One open region: where new ops go and which names it defined. */
typedef struct RegionCtx {
  IrRegion *region;
  IrBlock *cur;      /* block receiving ops; NULL until the first op/label */
  ScopeEntry *scope; /* bindings made in this region */
  int iso;           /* name space (a new one per isolated region) */
  bool isolated;
  bool named_args;   /* the entry block's arguments were named before the '{' */
  int depth;         /* regions around and including it, but for the module's */
  IrLoc open;        /* the '{' */
  BlockRef *blocks;  /* its labels (Parser.blocks finds one by name) */
  bool top_body;     /* the input's top level or a top-level module's body */
  bool top_plain;    /* ... of a module without a name or attributes */
} RegionCtx;

typedef struct Parser {
  IrContext *ctx;
  DiagEngine *diag;
  const char *file; /* interned */
  const char *text;
  size_t len;
  size_t feed_off; /* how much of text flex has read (YY_INPUT) */
  bool mapped;     /* text is a file mapping whose pages may be released */
  size_t drop_off; /* text before this offset has been released */

  /* Lexer position (line/col of the next character) and token bookkeeping. */
  int line, col;
  size_t off;
  int tok_line, tok_col;  /* before the current match (for undo) */
  size_t tok_off;
  size_t start_off;        /* first byte of the token being built */
  bool in_bal;             /* inside a balanced <...>/(...) token */
  int bal_depth, bal_kind;
  char *bal_stack; /* open brackets of the balanced token being scanned */
  int bal_cap;
  const char *lex_error;   /* message for an invalid token */
  int prev_end_line, prev_end_col; /* end of the token before the lookahead */
  int last_line, last_end_col;     /* end of the last token returned */
  int last_tok;
  int lex_prev; /* the token lexed before the current one (skipped or not) */
  size_t la_until; /* result-list lookahead: answer cached up to this offset */
  bool la_result;
  size_t last_tok_off;

  /* Error recovery: skip the rest of the offending line (and any braces it opens). */
  bool skipping;
  int skip_line, skip_depth;
  int nsyntax;  /* syntax errors reported */
  size_t last_err_off; /* 1 + offset of the last token a syntax error was reported at */
  bool discard_lookahead;
  /* Inside cf.switch's `[...]` of cases: its syntax errors take mlir-opt's
   * words (yyreport_syntax_error). */
  bool in_switch;
  int nerrors;  /* all errors reported */
  bool stop;      /* a limit was hit: no more tokens, no more diagnostics */

  Arena scratch;
  void *free_arrays[40]; /* recycled Vec storage, by log2 of byte size */
  Vec *free_vecs;        /* recycled Vec headers (linked through v) */

  RegionCtx *regions;
  int nregions, region_cap;
  HashMap names; /* (name, iso) -> Binding chain */
  HashMap forward; /* (binding id, result number) -> placeholder value */
  HashMap blocks;  /* (label, region) -> BlockRef chain */
  uint32_t binding_ids;
  ScopeEntry *free_entries;
  Binding *free_bindings;
  OpHead *free_heads;
  IrValue **valbuf; /* operand buffer for the op being built */
  int valcap;

  /* The function being parsed is spelled func.func (see new_op). */
  bool in_func_func;

  /* What the next region_begin binds: entry block args and isolation. */
  Vec *pending_args;
  bool pending_isolated;
  bool pending_top_module; /* the next region is a top-level module's body */
  bool pending_top_plain;  /* ... of a module without a name or attributes */

  /* Streaming (parse_module_streamed): called with each complete op of the
   * top level; returning false ends the parse. */
  ParseTopOpFn top_fn;
  void *top_data;

  Vec *dense; /* DenseElt of the dense literal being parsed */
  const uint8_t *dense_raw; /* hex string literal bytes */
  size_t dense_raw_len;
  /* The dense literal's nesting: per depth the length of its lists (-1:
   * none closed yet; dense_nshape depths seen), the element counts of the
   * lists open now, and the depth of its elements (-1: none yet). */
  int64_t *dense_shape, *dense_counts;
  int dense_nshape, dense_shape_cap, dense_depth, dense_counts_cap, dense_rank;
  bool dense_bad;   /* the nesting was reported as wrong */
  bool dense_infer; /* parse_dense_literal: '?' sizes come from the literal */
  /* parse_dense_literal: the type the literal is read as (the lexer's first
   * token is then START_DENSE_LITERAL), whether that token was given, and
   * the attribute read. */
  IrType *literal_type;
  bool literal_started;
  IrAttr *literal;
  HashMap attr_aliases, type_aliases; /* #name / !name -> value */
  /* The affine ops whose operands are affine expressions over SSA values
   * (`affine.load %A[%i + 1]`, affine.parallel's bounds): the lexer makes
   * one AFFINE_SSA token of the next `[...]` after affine.load's or
   * affine.store's name, and of the next `(...)` after `=` and after `to`
   * in affine.parallel's head. */
  bool aff_subscripts, aff_parallel, aff_ssa_next;
  bool in_print; /* after vector.print: `str` and `punctuation` are its keywords */
  int vector_attrs; /* `dense<...> : vector<...>` read since the last generic op's head */
  IrOp *result;
} Parser;

/* ---- lexer support (parse.c) ---- */
/* Called after flex has read up to feed_off: releases mapped input pages
 * well behind it. */
void lex_fed(Parser *p);
void lex_unstep(Parser *p);
Str lex_token_str(Parser *p, int aux);
/* Whether the SSA name just lexed begins (or continues) an op's result list
 * (`%a = `, `%a:2 = `, `%a, %b = `), so that `return` followed by an op on
 * the next line is not read as `return %a`. */
bool lex_starts_results(Parser *p);

/* ---- scratch vectors ---- */
Vec *vec_new(Parser *p);
void vec_push(Parser *p, Vec *v, const void *elt, size_t esz);
void vec_free(Parser *p, Vec *v, size_t esz);
#define VEC_AT(vec, T, i) (((T *)(vec)->v)[i])
#define VEC_N(vec) ((vec) ? (vec)->n : 0)

/* ---- locations and errors ---- */
IrLoc ploc(Parser *p, const ParseLoc *l);
void perror_at(Parser *p, IrLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void pnote_at(Parser *p, IrLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* An error of an op's custom syntax, worded as MLIR's custom parsers word
 * theirs: "custom op 'scf.for' ...". */
void custom_op_error(Parser *p, IrLoc loc, Str opname, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Ends the parse after an error that makes going on pointless or unsafe (a
 * nesting limit, or the diagnostic engine's error limit): the lexer reports
 * end of input from then on and no further syntax errors are reported. */
void parse_stop(Parser *p);
/* Starts skipping the rest of the line of the token at `line` (after YYERROR). */
void parse_skip_from(Parser *p, int line);

/* ---- names and scopes ---- */
ValRef mk_ref(Parser *p, Str tok, const ParseLoc *l);
IrValue *use_value(Parser *p, const ValRef *r, IrType *type);

/* ---- regions ---- */
IrRegion *region_begin(Parser *p, const ParseLoc *open);
IrRegion *region_end(Parser *p, IrRegion *r);
void block_begin(Parser *p, Str label, Vec *args, const ParseLoc *l);
/* `^label` [`(` operands `:` types `)`] appended to succs (NULL: a new Vec). */
Vec *succ_vec(Parser *p, Vec *succs, Str label, const ParseLoc *l, Vec *refs, Vec *types);
/* cf.br / cf.cond_br / cf.switch: the operands before the successors' (refs
 * of types), then each successor's, and the op's attributes. */
IrOp *build_branch(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *types, Vec *succs,
                   Vec *attrs);
/* cf.switch %flag : type, [default: ..., value: ...]: succs' values give
 * the case values (the first, the default, has none). */
IrOp *build_switch(Parser *p, Str opname, const ParseLoc *l, Vec *flag, IrType *type,
                   const ParseLoc *tl, Vec *succs, Vec *attrs);
void set_pending_args(Parser *p, Vec *args, bool isolated);

/* ---- types and attributes ---- */
IrType *mk_int_type(Parser *p, Str tok, const ParseLoc *l);
IrType *mk_shaped_type(Parser *p, bool memref, Vec *dims, IrType *elem, const ParseLoc *l);
IrType *mk_func_type(Parser *p, Vec *ins, Vec *outs, IrLoc loc);
/* parse_layout.c: memref<dims x elem, layout> (a strided<...> token or an
 * affine map); what is not a layout is reported at layout_l. */
IrType *mk_memref_space_type(Parser *p, IrType *t, IrAttr *space, const ParseLoc *space_l);
IrType *mk_memref_layout_type(Parser *p, Vec *dims, IrType *elem, IrAttr *layout,
                              const ParseLoc *l, const ParseLoc *layout_l);
IrType *mk_opaque_type(Parser *p, Str tok, const ParseLoc *l);
/* A registered dialect's type: open is `!ns.name<` (the lexer checked that
 * ns is registered with types), params a Vec of IrTypeParam (consumed). */
IrType *mk_dialect_type(Parser *p, Str open, Vec *params, const ParseLoc *l);
Vec *type_param_vec(Parser *p, Vec *v, IrType *type, Str num, const ParseLoc *l);
/* Whether `!ns.name...` (s[0..len)) names a type of a dialect registered
 * with types, whose parameters the grammar reads (the lexer asks). */
bool lex_is_dialect_type(const char *s, size_t len);
IrAttr *mk_int_attr(Parser *p, Str tok, IrType *type, const ParseLoc *l);
IrAttr *mk_float_attr(Parser *p, Str tok, IrType *type, const ParseLoc *l);
IrAttr *mk_string_attr(Parser *p, Str tok);
const char *decode_string(Parser *p, Str tok, size_t *len);
IrAttr *mk_symbol_attr(Parser *p, Str tok);
IrAttr *mk_opaque_attr(Parser *p, Str tok);
/* `affine_map<...>` / `affine_set<...>` (one token) parsed by parse_affine.c;
 * errors reported where they are, and a unit attribute returned then. */
IrAttr *mk_affine_attr(Parser *p, Str tok, const ParseLoc *l);
IrAttr *mk_alias_attr(Parser *p, Str tok, const ParseLoc *l);
IrAttr *mk_array_attr(Parser *p, Vec *elts, const ParseLoc *l);
IrAttr *mk_dict_attr(Parser *p, Vec *entries, const ParseLoc *l);
IrAttr *mk_dense_array_attr(Parser *p, IrType *elem, Vec *ints, const ParseLoc *l);
void dense_begin(Parser *p);
void dense_add(Parser *p, Str tok, int kind, const ParseLoc *l); /* kind: 0 int, 1 float, 2 true, 3 false */
void dense_hex(Parser *p, Str tok, const ParseLoc *l);
void dense_open(Parser *p);                      /* '[' */
void dense_close(Parser *p, const ParseLoc *l);  /* ']' */
/* body: 0 empty, 1 splat scalar, 2 nested list, 3 hex string. */
IrAttr *dense_finish(Parser *p, int body, IrType *type, const ParseLoc *l);
Vec *dims_add(Parser *p, Vec *dims, Str tok, const ParseLoc *l);
void def_attr_alias(Parser *p, Str name, IrAttr *a);
void def_type_alias(Parser *p, Str name, IrType *t);
const char *attr_key(Parser *p, Str tok);
void entry_push(Parser *p, Vec **v, const char *name, IrAttr *value);

/* ---- op construction ---- */
OpHead *head_new(Parser *p, Str opname, const ParseLoc *l);
/* Releases a head and the vectors still attached to it (builders detach
 * what they consume by setting the field to NULL). */
void head_free(Parser *p, OpHead *h);
IrOp *build_terminator(Parser *p, Str opname, const ParseLoc *l, OpHead *h);
IrOp *build_simple(Parser *p, OpHead *h);
IrAttr *mk_punctuation_attr(Parser *p, Str word, const ParseLoc *l);
bool print_clause_twice(Parser *p, Vec *clauses, const char *attr, const char *word,
                        const ParseLoc *l);
IrOp *build_print(Parser *p, Str opname, const ParseLoc *l, Vec *refs, IrType *type, Vec *clauses,
                  Vec *attrs);
IrOp *build_custom_op(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *opnd_types,
                      int nres, IrType *const *res_types, Vec *attrs);
IrOp *build_binary(Parser *p, Str opname, const ParseLoc *l, Vec *refs, IrAttr *flags, Vec *attrs,
                   IrType *t, IrType *t2, const ParseLoc *t2l);
void cmp_pred_expected(Parser *p, Str opname, IrLoc loc);
/* arith.cmpi / arith.cmpf: predicate name, lhs and rhs of type `type`. */
IrOp *build_cmp(Parser *p, Str opname, const ParseLoc *l, Str pred, const ParseLoc *pl, Vec *refs,
                IrType *type, Vec *attrs);
IrOp *build_for(Parser *p, OpHead *h, IrRegion *body);
IrOp *build_if(Parser *p, OpHead *h, IrRegion *then_r, IrRegion *else_r);
Vec *iswitch_case(Parser *p, Vec *cases, Str kw, const ParseLoc *kwl, Str value,
                  const ParseLoc *vl, IrRegion *r);
Vec *id_vec(Parser *p, Vec *v, Str id, const ParseLoc *l);
IrOp *build_dma_start(Parser *p, Str opname, const ParseLoc *l, const ValRef *mems, Vec **idx,
                      const ValRef *num, Vec *strides, Vec *types);
IrOp *build_memref_reshape(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *attrs,
                           IrType *ft, const ParseLoc *tl);
bool ranked_memref_type(Parser *p, Str opname, IrType *t, const ParseLoc *tl);
IrOp *build_prefetch(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *idx, Str rw,
                     Str kw, const ParseLoc *kwl, Str locality, const ParseLoc *ll, Str cache,
                     IrType *t, const ParseLoc *tl);
IrOp *build_atomic_rmw(Parser *p, Str opname, const ParseLoc *l, Str kind, const ParseLoc *kl,
                       Vec *refs, Vec *idx, Vec *attrs, IrType *vt, IrType *mt, IrType *rt);
IrOp *build_generic_atomic_rmw(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *idx,
                               IrType *mt, IrRegion *body, Vec *attrs);
IrOp *build_dma_wait(Parser *p, Str opname, const ParseLoc *l, const ValRef *tag, Vec *idx,
                     const ValRef *num, Vec *attrs, IrType *t);
IrOp *build_transpose(Parser *p, Str opname, const ParseLoc *l, Vec *src, Vec *dims, Vec *results,
                      Vec *attrs, IrType *from, const ParseLoc *froml, IrType *to);
IrOp *build_memref_view(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *sizes,
                        Vec *attrs, IrType *from, const ParseLoc *froml, IrType *to);
IrOp *build_execute_region(Parser *p, Str opname, const ParseLoc *l, Vec *types, const Str *kw,
                           const ParseLoc *kwl, IrRegion *body, Vec *attrs);
IrOp *build_alloca_scope(Parser *p, Str opname, const ParseLoc *l, Vec *types, IrRegion *body,
                         Vec *attrs);
IrOp *build_index_switch(Parser *p, OpHead *h, Vec *cases, Str kw, const ParseLoc *kwl,
                         IrRegion *dflt);
IrOp *build_parallel(Parser *p, OpHead *h, IrRegion *body, Vec *colon_types);
IrOp *build_while(Parser *p, OpHead *h, IrRegion *before, IrRegion *after);
IrOp *build_reduce(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *types, Vec *regions,
                   bool terminator);
void head_set_symbol(Parser *p, OpHead *h, Str vis, Str sym);
void note_func_spelling(Parser *p, Str opname);
void generic_head_begin(Parser *p, OpHead *h);
IrOp *build_func(Parser *p, OpHead *h, IrRegion *body);
IrOp *build_module(Parser *p, OpHead *h, IrRegion *body);
IrOp *build_generic(Parser *p, OpHead *h, Vec *regions, IrType *ftype, const ParseLoc *type_loc);
IrOp *build_dim_classic(Parser *p, Str opname, const ParseLoc *l, ValRef *mem, Str idx,
                        const ParseLoc *il, IrType *type);
void op_set_loc(Parser *p, IrOp *op, Vec *results, const ParseLoc *l, Str loc_text, bool has_loc);
/* An op of h's name with h's operands (resolved with opnd_types), the
 * given results and regions, the inherent attributes props and h's
 * attribute dictionary as discardable ones; frees h. */
IrOp *build_region_op(Parser *p, OpHead *h, Vec *opnd_types, int nres, IrType *const *res,
                      int nregions, IrRegion *const *regions, int nprops,
                      const IrNamedAttr *props);

/* ---- the affine dialect's custom forms (parse_affine.c) ---- */
/* affine.for's bound maps: () -> (c) for an integer, ()[s0] -> (s0) for a value. */
IrAttr *aff_const_map(Parser *p, Str tok, const ParseLoc *l);
IrAttr *aff_symbol_map(Parser *p);
OpHead *aff_for_head(Parser *p, Str opname, const ParseLoc *l, Str iv, const ParseLoc *ivl,
                     OpHead *lb, OpHead *ub, Str step, const ParseLoc *sl, OpHead *iter);
OpHead *aff_parallel_head(Parser *p, Str opname, const ParseLoc *l, Vec *ivs, Str lbs,
                          const ParseLoc *lbl, Str ubs, const ParseLoc *ubl, Vec *steps,
                          const ParseLoc *sl, Vec *reds, const ParseLoc *rl, Vec *types);
IrOp *build_affine_for(Parser *p, OpHead *h, IrRegion *body, Vec *attrs);
IrOp *build_affine_if(Parser *p, OpHead *h, IrRegion *then_r, IrRegion *else_r, Vec *attrs);
IrOp *build_affine_parallel(Parser *p, OpHead *h, IrRegion *body, Vec *attrs);
/* affine.load (val NULL) and affine.store: subs is the `[...]` token. */
IrOp *build_affine_memory(Parser *p, Str opname, const ParseLoc *l, const Str *val,
                          const ParseLoc *vl, Str mem, const ParseLoc *ml, Str subs,
                          const ParseLoc *sl, Vec *attrs, IrType *type, const ParseLoc *tl);
/* affine.delinearize_index (idx: the linear index) and, with lin,
 * affine.linearize_index (idx: the multi-index): kw the `into` / `by`
 * keyword, basis an OpHead of its sizes (ints, the dynamic marker where a
 * value of refs gives one), disjoint the `disjoint` keyword or NULL. */
IrOp *build_affine_index(Parser *p, Str opname, const ParseLoc *l, bool lin, const Str *disjoint,
                         const ParseLoc *dl, Vec *idx, Str kw, const ParseLoc *kwl, OpHead *basis,
                         Vec *attrs, Vec *types);
OpHead *aff_basis_add(Parser *p, OpHead *h, Str item, const ParseLoc *l);
/* affine.apply, affine.min, affine.max: h holds the map and its operands. */
IrOp *build_affine_apply(Parser *p, OpHead *h, const ParseLoc *l);
void unknown_custom_op(Parser *p, Str name, const ParseLoc *l);

/* parse_views.c: memref.subview, reinterpret_cast, collapse_shape and
 * expand_shape in their custom forms. An entry of an offset/size/stride list. */
typedef struct MixedElt {
  bool is_static;
  int64_t value; /* is_static */
  ValRef ref;    /* otherwise */
} MixedElt;
Vec *mixed_vec(Parser *p, Vec *v, Str tok, bool is_int, const ParseLoc *l);
/* Reports a keyword of a custom form that is not the expected one. */
void view_keyword(Parser *p, Str opname, Str got, const char *want, const ParseLoc *l);
/* lists: offsets, sizes, strides (subview, reinterpret_cast) or the output
 * shape (sizes; expand_shape), each consumed; reassoc: collapse/expand's. */
IrOp *build_view(Parser *p, Str opname, const ParseLoc *l, ValRef *src, Vec *const *lists,
                 IrAttr *reassoc, Vec *attrs, IrType *from, IrType *to);
/* A mixed list's values appended to refs (each of type index, into types)
 * and its static array attribute (TY_DYN for a value); list consumed. */
IrAttr *mixed_take(Parser *p, Vec *list, Vec *refs, Vec *types);
/* scf.forall's head: ivs (ArgDef, bound in the region), lists[3] of
 * MixedElt (lower bounds, upper bounds, steps; NULL lower bounds and steps
 * in the `in` form: zeros and ones), outs a shared_outs assignment list
 * (refused) at outsl. */
OpHead *forall_head(Parser *p, Str opname, const ParseLoc *l, Vec *ivs, Vec *const *lists,
                    Vec *outs, const ParseLoc *outsl);
IrOp *build_forall(Parser *p, OpHead *h, IrRegion *body, Vec *attrs);
/* scf.forall.in_parallel {...} {attrs}: an empty region gets its block. */
IrOp *build_in_parallel(Parser *p, Str opname, const ParseLoc *l, IrRegion *body, Vec *attrs);

/* memref.global: the head (visibility, constant), @sym, the memref type,
 * the initial value (dense, unit for `uninitialized`, NULL for none). */
IrOp *build_global(Parser *p, OpHead *h, Str sym, const ParseLoc *sl, IrType *type,
                   const ParseLoc *tl, IrAttr *init, Vec *attrs);

/* After an op statement is complete (location and all): hands an op of
 * the top level to the streaming callback, if any. */
void parse_op_done(Parser *p, IrOp *op);

/* Runs the generated parser over p->text (parser.y). */
int parse_run(Parser *p);

/* Advances the position over the token text[0..len) (flex's YY_USER_ACTION,
 * once per token: inline, as it runs for every token and every run of spaces). */
static inline void lex_step(Parser *p, const char *text, int len, ParseLoc *loc) {
  p->tok_line = p->line;
  p->tok_col = p->col;
  p->tok_off = p->off;
  if (!p->in_bal) {
    loc->first_line = p->line;
    loc->first_column = p->col;
    p->start_off = p->off;
  }
  /* Most tokens are a few bytes long: a plain loop beats memchr calls. */
  const char *last = NULL;
  for (int i = 0; i < len; i++)
    if (text[i] == '\n') {
      p->line++;
      last = text + i;
    }
  if (!last)
    p->col += len;
  else
    p->col = (int)(text + len - last);
  p->off += (size_t)len;
  loc->last_line = p->line;
  loc->last_column = p->col - 1;
}

#endif
