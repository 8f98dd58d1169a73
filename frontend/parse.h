/* parse.h: the textual front end (flex lexer + bison parser). */
#ifndef LOOPC_PARSE_H
#define LOOPC_PARSE_H

#include "../ir/diag.h"
#include "../ir/ir.h"

/* Parses text[0..len) as one input (a module, or a sequence of top-level
 * funcs/ops that gets wrapped in an implicit module). first_line is the line
 * number of text[0] in file `filename` (for --split-input-file chunks), so
 * every location refers to the original file. Reports every syntax error it
 * can recover from through diag. Returns the module, or NULL on any error.
 * The caller must have registered the whole file with diag_add_source. */
IrOp *parse_module(IrContext *ctx, DiagEngine *diag, const char *filename,
                   const char *text, size_t len, int first_line);
/* Same, for text that lies in a read-only MAP_PRIVATE file mapping: the lexer
 * releases the pages it has read past (and all of them at the end), so the
 * input does not stay resident next to the IR. Nothing changes for callers: a
 * released page reads back from the file when touched again (a diagnostic
 * showing its line, a token spelling). */
IrOp *parse_module_mapped(IrContext *ctx, DiagEngine *diag, const char *filename,
                          const char *text, size_t len, int first_line);

/* Streaming: fn is called with each op of the input's top level (or of its
 * one top-level module) as soon as the op is complete, with plain = false
 * when that module has a name or attributes; the callback may unlink the op
 * and free its nodes (see IrContext.nodes), as nothing in the parser refers
 * to a finished op. Returning false ends the parse (parse_stop: no further
 * diagnostics). The module returned (NULL on any error) holds what the
 * callback left in place. text may be a mapping, as for parse_module_mapped. */
typedef bool (*ParseTopOpFn)(void *data, IrOp *op, bool plain);
IrOp *parse_module_streamed(IrContext *ctx, DiagEngine *diag, const char *filename,
                            const char *text, size_t len, bool mapped, ParseTopOpFn fn,
                            void *data);

/* Parses text, a dense<...> literal, as a value of shaped type (a memref
 * or tensor), with the parser's own dense literal rules; '?' sizes of type
 * are taken from the literal's nesting. Returns the dense attribute (in
 * ctx; its type has the sizes), or NULL with a malloc'd message in *err.
 * The literal is read alone (the grammar's dense_literal; no op or module
 * is built around it), so text after it is an error of its own. For
 * `loopc run` arguments. */
IrAttr *parse_dense_literal(IrContext *ctx, const char *text, IrType *type, char **err);

#endif
