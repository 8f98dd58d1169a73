/* dialect.h: the registry of the dialects defined above ir/ (one folder each
 * under dialects/, listed once in dialects/dialects.def): each brings its
 * ops (kinds from OP_COUNT on, in the range dialects.def assigns), its types
 * (TY_DIALECT: a name and parameters, uniqued like the builtin types), its
 * verifier hooks (IrOpInfo.verify) and its folder. The parser finds a
 * dialect by namespace (the `onnx` of `onnx.Add` and `!onnx.seq<...>`), the
 * printer and the passes by an op's kind or a type's dialect pointer. */
#ifndef LOOPC_IR_DIALECT_H
#define LOOPC_IR_DIALECT_H

#include "ir.h"

/* The most dialects one process registers (a fixed table, scanned linearly
 * by namespace: a handful at most). */
#define IR_MAX_DIALECTS 16

/* Writes pieces of a type's spelling (a dialect's type_print hook gets one). */
typedef struct IrTypePrinter IrTypePrinter;
void ir_type_printer_puts(IrTypePrinter *pr, const char *s);
void ir_type_printer_i64(IrTypePrinter *pr, int64_t v);
void ir_type_printer_type(IrTypePrinter *pr, const IrType *t);
/* The generic spelling of a dialect type: !ns.name, or !ns.name<p0, p1, ...>
 * with each parameter a type or an integer; what the parser reads. */
void ir_dialect_type_print_generic(const IrType *t, IrTypePrinter *pr);

struct IrDialect {
  const char *name; /* namespace: "onnx" */
  /* Its op table: ops[i].kind == first_kind + i (dialects/dialects.def
   * assigns the range). */
  int first_kind, nops;
  const IrOpInfo *ops;
  /* Types: checks the parameters of `!<name>.<tname><params>` as the parser
   * read them (types and integers, n of them, 0 for `!<name>.<tname>`) and
   * returns the uniqued type (ir_type_dialect), or NULL with *err set to a
   * message (static or in ctx's arena) the parser reports at the type.
   * NULL hook: the dialect has no types (its `!` spellings stay TY_OPAQUE
   * text). */
  IrType *(*type_parse)(IrContext *ctx, const IrDialect *d, const char *tname, int n,
                        const IrTypeParam *params, const char **err);
  /* Prints a type of this dialect; NULL: ir_dialect_type_print_generic. A
   * hook that prints another spelling needs a parser rule for it too. */
  void (*type_print)(const IrType *t, IrTypePrinter *pr);
  /* MLIR's fold: the constant value of op (one result) from its operands'
   * constants and its types, or NULL. NULL hook: nothing folds. The ONNX
   * importer folds each node it builds; canonicalize folds an op of the
   * dialect when materialize_constant is set too. */
  IrAttr *(*fold)(IrContext *ctx, IrOp *op);
  /* MLIR's materializeConstant: builds at b the op that holds value as a
   * value of type, and returns its result (NULL: it cannot). What lets
   * canonicalize replace a folded op of the dialect; NULL hook: canonicalize
   * folds none (the onnx dialect: its importer makes its own constants, and
   * its ops are lowered before canonicalize runs). A dialect whose folds give
   * integers or floats of the core types may use ir_dialect_core_constant. */
  IrValue *(*materialize_constant)(IrBuilder *b, IrAttr *value, IrType *type);
};

/* An arith.constant of value: the materialize_constant of a dialect whose
 * folds give core integer, index or float constants; NULL for another attr. */
IrValue *ir_dialect_core_constant(IrBuilder *b, IrAttr *value, IrType *type);

/* Registers d: its op names become known to the parser, its kinds to
 * ir_op_info. Idempotent (d registered again: nothing happens) and
 * serialized by a lock, so two threads may register at once; but lookups
 * (the parser's, ir_op_info) read the tables without a lock, so register
 * before any thread parses or builds ops of d (dialects_register_all at
 * start-up does all of them). Aborts on a table that breaks the rules
 * above (a compiler bug, never user input). */
void ir_dialect_register(const IrDialect *d);
/* The registered dialect of namespace ns[0..len), or NULL. */
const IrDialect *ir_dialect_lookup(const char *ns, size_t len);
/* The dialect an op kind belongs to; NULL for core ops and unknown kinds. */
const IrDialect *ir_dialect_of_kind(int kind);
static inline const IrDialect *ir_op_dialect(const IrOp *op) {
  return ir_dialect_of_kind((int)ir_op_kind(op));
}
/* Op's dialect's fold hook applied to op, or NULL. */
IrAttr *ir_op_fold(IrContext *ctx, IrOp *op);

/* ir.c: adds a dialect's op names to the name lookup (under the registry's
 * lock). */
void ir_op_names_add(const IrOpInfo *infos, int n);

#endif
