/* printer.h: writes IR as text that the parser reads back to the same IR. */
#ifndef LOOPC_PRINTER_H
#define LOOPC_PRINTER_H

#include <stdio.h>

#include "diag.h"
#include "ir.h"

typedef enum IrSpelling { SPELL_CLASSIC, SPELL_MODERN } IrSpelling;

/* How SSA values and blocks are named (printer_names.c). AUTO: as mlir-opt
 * names them in the modern spelling, the source's names in the classic one
 * (docs/DESIGN.md, "SSA names"). */
typedef enum IrNames { IR_NAMES_AUTO, IR_NAMES_SOURCE, IR_NAMES_MLIR } IrNames;

typedef struct IrPrintOptions {
  IrSpelling spelling;
  IrNames names;
  bool generic;     /* --print-generic: every op in "name"(...) form */
  bool print_locs;  /* re-print `loc(...)` trailers that were in the input */
  bool local_scope; /* --mlir-print-local-scope: affine maps and sets inline, no #map aliases */
  /* N + 1 for mlir-opt's --mlir-elide-elementsattrs-if-larger=N: a dense
   * attribute of more than N elements, not a splat, prints as
   * `dense_resource<__elided__>`; 0: everything printed. */
  int64_t elide_elements;
  /* mlir-opt's --mlir-print-elementsattrs-with-hex-if-larger=N: N + 1 to
   * print a dense attribute of more than N elements, not a splat, as
   * `dense<"0x...">`, its elements' bytes in hex (little-endian, i1 packed
   * eight to a byte); -1: never; 0: the default, mlir-opt's 100 in today's
   * spelling and never in the classic one (2020's MLIR printed elements). */
  int64_t hex_elements;
  /* When set, called as each op starts (end = false) and finishes printing,
   * with the number of bytes written so far: lets a tool map every output
   * line to the innermost op printed there (`loopc explain`). */
  void (*op_span)(void *data, const IrOp *op, bool end, size_t offset);
  void *op_span_data;
} IrPrintOptions;

/* Prints a module (or any op) to out. Names: with IR_NAMES_SOURCE user SSA
 * names are kept where they are unique in their scope, others get fresh %N /
 * %argN names; with IR_NAMES_MLIR every value is named as mlir-opt 22 names
 * it (%0, %0:2, %arg0, %c0_i32, %cst_1, %alloc, ^bb1). */
void ir_print_op(IrContext *ctx, FILE *out, IrOp *op, const IrPrintOptions *opts);

/* Whether the text of an attribute kept as text holds one of the llvm
 * dialect's attributes the printer defines an alias for (#loop_unroll, ...). */
bool ir_text_has_dialect_alias(const char *s, size_t len);
/* Whether every op under op has a form in the chosen spelling; reports the
 * ones without through diag. The one case today: a classic loop.parallel
 * reducing without init values into a type or with a combiner for which no
 * zero constant can stand in (scf.parallel requires init values). */
bool ir_print_check(IrOp *op, const IrPrintOptions *opts, DiagEngine *diag);
/* Guesses the spelling an input used: modern if any op was spelled with a
 * dialect prefix of today's MLIR (scf., arith., memref., func.), else classic. */
IrSpelling ir_guess_spelling(const IrOp *module);
/* The same guess made piece by piece: votes for the ops under op. */
typedef struct IrSpellVotes {
  size_t classic, modern;
} IrSpellVotes;
void ir_spelling_vote(IrSpellVotes *v, const IrOp *op);
IrSpelling ir_spelling_of(const IrSpellVotes *v);

/* Streaming output (tools/stream.c): a module without a name or attributes
 * printed one top-level op at a time. begin and end write its first and
 * last lines (nothing in the classic spelling, whose files are bare lists);
 * member prints op, an op of module's body without results, exactly as
 * ir_print_op(module) prints it there. */
void ir_print_module_begin(FILE *out, const IrPrintOptions *opts);
void ir_print_module_end(FILE *out, const IrPrintOptions *opts);
/* What mlir-opt writes after a whole module: an empty line, in today's
 * spelling and the generic form (ir_print_module_end writes it too). */
void ir_print_trailer(FILE *out, const IrPrintOptions *opts);
void ir_print_module_member(IrContext *ctx, FILE *out, IrOp *module, IrOp *op,
                            const IrPrintOptions *opts);

#endif
