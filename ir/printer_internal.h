/* printer_internal.h: what the IR printer's files share: the output
 * buffer, the printer's state, and SSA naming (printer_names.c) for the op
 * printers (printer.c). */
#ifndef LOOPC_PRINTER_INTERNAL_H
#define LOOPC_PRINTER_INTERNAL_H

#include <string.h>

#include "printer.h"

/* ============================ output buffer ============================= */

/* Output goes through a private buffer: the printer is benchmarked on large
 * modules and stdio's per-call locking dominates otherwise. */
typedef struct Out {
  FILE *f;
  char *buf;
  size_t len, cap;
  size_t flushed; /* bytes already handed to f */
} Out;

static inline void out_flush(Out *o) {
  if (o->len)
    fwrite(o->buf, 1, o->len, o->f);
  o->flushed += o->len;
  o->len = 0;
}

static inline void out_putn(Out *o, const char *s, size_t n) {
  if (o->len + n > o->cap) {
    out_flush(o);
    if (n > o->cap) {
      fwrite(s, 1, n, o->f);
      o->flushed += n;
      return;
    }
  }
  memcpy(o->buf + o->len, s, n);
  o->len += n;
}

static inline void out_puts(Out *o, const char *s) { out_putn(o, s, strlen(s)); }

static inline void out_putc(Out *o, char c) {
  if (o->len == o->cap)
    out_flush(o);
  o->buf[o->len++] = c;
}

static inline void out_u64(Out *o, uint64_t v) {
  char tmp[24];
  int n = 0;
  do {
    tmp[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  while (n)
    out_putc(o, tmp[--n]);
}

static inline void out_i64(Out *o, int64_t v) {
  if (v < 0) {
    out_putc(o, '-');
    out_u64(o, (uint64_t)0 - (uint64_t)v);
  } else {
    out_u64(o, (uint64_t)v);
  }
}

typedef struct Printer {
  IrContext *ctx;
  IrOp *root;
  bool modern, generic, locs;
  bool mlir_names; /* name values as mlir-opt does (IR_NAMES_MLIR) */
  bool unique_names; /* mlir names in the generic form: all named up front */
  const IrPrintOptions *opts;
  Out out;
  Arena arena;      /* name strings; freed when printing ends */
  HashMap vnames;   /* IrValue* -> Name, for the current isolated region */
  HashMap used;     /* hash of a name -> the name: names visible now */
  uint64_t *scope;  /* keys added to `used`, popped when a region ends */
  size_t nscope, scope_cap;
  unsigned next_value, next_arg;
  unsigned next_conflict; /* mlir names: the N of the next `%c0_N` */
  int indent;
  /* Names (Name, below) of the zero constants printed as the init values of
   * the scf.parallel being printed (see print_zero_inits). */
  uintptr_t *zero_inits;
  int nzero_inits;
  /* Affine map and integer set aliases (#map, #map1, ..., #set, ...):
   * attribute -> 1 + its number among the maps or the sets; containers
   * already searched for them; the maps and sets in alias order. */
  HashMap aliases, alias_seen;
  const IrAttr **alias_maps, **alias_sets;
  size_t nalias_maps, nalias_sets, alias_maps_cap, alias_sets_cap;
  /* The llvm dialect's attributes mlir-opt names by their mnemonic
   * (#loop_unroll, #loop_annotation1, ...; see dialect_alias_mnemonic):
   * interned text -> 1 + index in dattrs, in the order the walk meets them
   * (the nested ones first); after the walk each has its name. */
  HashMap dalias;
  struct DialectAlias {
    const char *text;     /* interned, the whole `#llvm.m<...>` */
    const char *prefix;   /* interned mnemonic: the alias's name before its number */
    int depth;            /* 0, or 1 + the largest depth of the aliases inside it */
    unsigned number;      /* among the aliases of its prefix, in printing order */
  } *dattrs;
  size_t ndattrs, dattrs_cap;
  bool no_alias; /* printing what mlir-opt prints inline (unknown ops' properties) */
  HashMap blabels; /* IrBlock* -> its label, set for a region before it is printed */
} Printer;

static inline void put(Printer *P, const char *s) { out_puts(&P->out, s); }
static inline void putc_(Printer *P, char c) { out_putc(&P->out, c); }

static inline bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
static inline bool is_id_punct(char c) { return c == '$' || c == '.' || c == '_' || c == '-'; }

/* ============================ names (printer_names.c) ==================== */

/* The label of block b, the index-th of its region (`bb0`, or the source's
 * label when it is kept); labels: the region's labels so far, NULL for a
 * region of one block. */
const char *pr_block_label(Printer *P, IrBlock *b, HashMap *labels, int index);

/* A value's name, as one word: an 8-aligned string pointer (a kept user
 * name), or a fresh number N (`%N`, or `%argN` with NAME_ARG). NAME_GROUP
 * marks the results of one op named together (`%r:2`, used as `%r#1`).
 *
 * Fresh names are never recorded in `used`: fresh numbers only grow inside
 * a scope and restart per region (as in mlir-opt), so they cannot clash with
 * each other, and user names that look like fresh ones (`%7`, `%arg3`) are
 * renumbered instead of kept, as mlir-opt does. */
typedef uintptr_t Name;
#define NAME_NUM ((Name)1)
#define NAME_GROUP ((Name)2)
#define NAME_ARG ((Name)4)
#define NAME_FLAGS ((Name)7)

/* Scopes: a region's values are named when it is entered, so that names
 * visible from an enclosing region are never reused inside, while sibling
 * regions may share names (as in MLIR). Counters restart per region the way
 * mlir-opt numbers values; an isolated region (a function) starts from zero
 * with its own value table, which keeps the tables small. */
typedef struct Scope {
  size_t mark;
  unsigned next_value, next_arg, next_conflict;
  bool isolated;
  bool unique; /* nothing to undo: the names were all given up front */
  HashMap outer_vnames;
} Scope;

/* MLIR's suffix-id: digits only, or a letter/punct followed by letters,
 * digits and punct. */
bool pr_valid_suffix_id(const char *s, size_t n);
uint64_t pr_name_key(const char *s, size_t n);
/* The fresh name %N (or %argN). */
Name pr_name_num(unsigned n, bool arg);
/* prefix and n as one arena string ("bb3"). */
const char *pr_fmt_counter(Printer *P, const char *prefix, unsigned n);
/* Names the printed op's results, and with mlir names in the generic form
 * every value under it. */
void pr_name_root(Printer *P, IrOp *root);
/* Names op's results (a kept user name, `%r:N`, or fresh numbers). */
void pr_name_results(Printer *P, IrOp *op);
/* The name of a value; values defined outside what is printed get a fresh
 * name on first use. */
Name pr_use_name(Printer *P, const IrValue *v);
void pr_put_name(Printer *P, Name n);
/* `%x`, `%3`, `%r#1`. */
void pr_put_value(Printer *P, const IrValue *v);
void pr_put_operands(Printer *P, const IrOp *op, int from, int to);
void pr_put_names(Printer *P, const Name *names, int n);
/* Names a region's block arguments and results on entry; forgets them on
 * exit (with source names, isolated regions start numbering afresh; mlir-opt
 * numbers on from the enclosing region's values). */
void pr_region_enter(Printer *P, IrRegion *r, Scope *s);
void pr_region_exit(Printer *P, Scope *s);

#endif
