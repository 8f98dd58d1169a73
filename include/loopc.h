/* loopc.h: loopc's public C API, for toolchains that call the compiler
 * in-process: hand it a buffer, get diagnostics through a callback and C (or
 * IR) back.
 *
 * In the style of MLIR's C API: opaque handles, a `loopc_` prefix, no struct
 * layouts, and every function says who owns what.
 *
 *   loopc_context   diagnostics handler and settings; owns nothing else
 *   loopc_module    one parsed program (its IR, and a copy of its text)
 *
 * A typical use:
 *
 *   loopc_context *ctx = loopc_context_create();
 *   loopc_context_set_diagnostic_handler(ctx, on_diag, NULL);
 *   loopc_module *m = loopc_parse_string(ctx, text, strlen(text), "in.mlir");
 *   if (m && loopc_module_verify(m) == LOOPC_SUCCESS &&
 *       loopc_module_run_pipeline(m, "-O2") == LOOPC_SUCCESS)
 *     loopc_module_emit_c(m, 0, stdout);
 *   loopc_module_destroy(m);
 *   loopc_context_destroy(ctx);
 *
 * Threads: contexts are independent; different threads may use different
 * contexts (and their modules) at the same time. One context and its
 * modules must be used by one thread at a time.
 *
 * Misuse: a NULL handle or a NULL required argument makes a function return
 * LOOPC_MISUSE (or NULL) and do nothing else; where a context is at hand the
 * problem is also reported through its handler. A handle used after it was
 * destroyed is undefined behaviour, as with free(). */
#ifndef LOOPC_H
#define LOOPC_H

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define LOOPC_API __attribute__((visibility("default")))
#else
#define LOOPC_API
#endif

typedef struct loopc_context loopc_context;
typedef struct loopc_module loopc_module;

typedef enum loopc_status {
  LOOPC_SUCCESS = 0,
  LOOPC_FAILURE = 1, /* the input or the request was wrong; reported through the handler */
  LOOPC_MISUSE = 2,  /* a NULL argument, or a call the module's state does not allow */
} loopc_status;

typedef enum loopc_severity {
  LOOPC_SEVERITY_ERROR = 0,
  LOOPC_SEVERITY_WARNING = 1,
  LOOPC_SEVERITY_NOTE = 2,
  LOOPC_SEVERITY_REMARK = 3,
} loopc_severity;

/* Spellings of printed IR. */
typedef enum loopc_syntax {
  LOOPC_SYNTAX_AS_INPUT = 0, /* the spelling the input used (modern for ONNX models) */
  LOOPC_SYNTAX_CLASSIC = 1,  /* 2020's loop.* and std ops */
  LOOPC_SYNTAX_MODERN = 2,   /* today's scf., arith., memref., func. */
  LOOPC_SYNTAX_GENERIC = 3,  /* every op in the generic "op"(...) form (modern names) */
} loopc_syntax;

/* Flags of loopc_module_emit_c (bitwise or). */
enum {
  LOOPC_EMIT_LINE_DIRECTIVES = 1u << 0, /* #line directives to the .mlir source */
  LOOPC_EMIT_EMBED_RUNTIME = 1u << 1,   /* copy the runtime helpers into the C */
};

/* Called once per diagnostic. file is NULL when the diagnostic has no
 * location; line and column are 1-based, 0 when unknown. severity is a
 * loopc_severity. The strings are valid during the call only. Notes follow
 * the error or warning they belong to. */
typedef void (*loopc_diagnostic_handler)(void *user_data, loopc_severity severity,
                                         const char *file, int line, int column,
                                         const char *message);

/* The library's version, "MAJOR.MINOR.PATCH" (a static string). */
LOOPC_API const char *loopc_version(void);
/* "error", "warning", "note", "remark" (static strings; "error" for others). */
LOOPC_API const char *loopc_severity_name(loopc_severity severity);

/* ------------------------------- contexts ------------------------------- */

/* A new context. Its diagnostics go to stderr as the loopc command prints
 * them (file:line:col, the source line and a caret) until a handler is set.
 * Destroy with loopc_context_destroy. NULL only when out of memory. */
LOOPC_API loopc_context *loopc_context_create(void);
/* Destroys the context. Modules still alive keep it until they are
 * destroyed too (so either order works). NULL: nothing. */
LOOPC_API void loopc_context_destroy(loopc_context *ctx);
/* Sends later diagnostics to handler(user_data, ...); handler NULL restores
 * printing to stderr. */
LOOPC_API loopc_status loopc_context_set_diagnostic_handler(loopc_context *ctx,
                                                            loopc_diagnostic_handler handler,
                                                            void *user_data);
/* After this many errors in one call, the phases stop and report "too many
 * errors emitted" (default 20, as the loopc command; 0 for no limit). */
LOOPC_API loopc_status loopc_context_set_error_limit(loopc_context *ctx, int limit);
/* Errors reported through ctx so far (all modules). -1 for NULL. */
LOOPC_API int loopc_context_error_count(const loopc_context *ctx);

/* ------------------------------- parsing -------------------------------- */

/* Each returns a new module, or NULL after reporting the errors through
 * ctx's handler. The module belongs to the caller (loopc_module_destroy).
 * A returned module has parsed; it is not verified yet. */

/* text[0..len) in the classic or modern spelling (it need not be
 * NUL-terminated; it is copied). filename names it in diagnostics (NULL:
 * "<string>"). */
LOOPC_API loopc_module *loopc_parse_string(loopc_context *ctx, const char *text, size_t len,
                                           const char *filename);
/* A .mlir file. */
LOOPC_API loopc_module *loopc_parse_file(loopc_context *ctx, const char *path);
/* An ONNX model file (binary ModelProto): one func @main_graph of onnx ops,
 * which loopc_module_run_pipeline with an -O level lowers to loops. */
LOOPC_API loopc_module *loopc_import_onnx_file(loopc_context *ctx, const char *path);
/* The same from a model in memory (copied); name as filename above. */
LOOPC_API loopc_module *loopc_import_onnx_buffer(loopc_context *ctx, const void *data, size_t len,
                                                 const char *name);
/* Destroys the module. NULL: nothing. */
LOOPC_API void loopc_module_destroy(loopc_module *m);

/* ------------------------ verifying and transforming --------------------- */

/* Verifies the module (every problem is reported, not only the first). */
LOOPC_API loopc_status loopc_module_verify(loopc_module *m);
/* Runs a pass pipeline given as the loopc command line gives it, words
 * separated by spaces:
 *   -O0 .. -O3                    an optimization level (ONNX ops are lowered first)
 *   --pass-pipeline=TEXT          mlir-opt's form, "builtin.module(func.func(cse))"
 *   --passes=P1,P2                these passes in this order
 *   --PASS                        one pass (--cse, --canonicalize, ...)
 *   --verify-each=false           do not verify after each pass
 *   --vector-bits=N               the target's vector width in bits (256 for
 *                                 AVX2, 512 for AVX-512): ONNX MatMul tiles
 *                                 fit its registers (default: portable tiles)
 *   P1,P2 or builtin.module(...)  pipeline text by itself
 * The explicit passes run first, then the level's; "" runs nothing. The
 * module is verified first if it was not; after a failed pipeline it may
 * be half transformed, and only loopc_module_destroy is allowed. */
LOOPC_API loopc_status loopc_module_run_pipeline(loopc_module *m, const char *pipeline);

/* --------------------------------- output -------------------------------- */

/* Output to a FILE * writes to out (not closed). Output to a buffer sets
 * *data to a NUL-terminated malloc'd string (free with loopc_free) and *size
 * to its length without the NUL; on failure *data is NULL and *size 0.
 * Every output verifies the module first if it was not. */

/* The IR as text that loopc (and, modern, mlir-opt) reads back. */
LOOPC_API loopc_status loopc_module_print(loopc_module *m, loopc_syntax syntax, FILE *out);
LOOPC_API loopc_status loopc_module_print_to_buffer(loopc_module *m, loopc_syntax syntax,
                                                    char **data, size_t *size);
/* C11 for a module in the core dialects (run a pipeline with an -O level
 * first for an ONNX model): what `loopc --emit=c` writes. flags:
 * LOOPC_EMIT_*. Programs that call runtime functions (printMemrefF32, ...)
 * link the loopc-runtime package, unless LOOPC_EMIT_EMBED_RUNTIME copies
 * them into the C. */
LOOPC_API loopc_status loopc_module_emit_c(loopc_module *m, unsigned flags, FILE *out);
LOOPC_API loopc_status loopc_module_emit_c_to_buffer(loopc_module *m, unsigned flags,
                                                     char **data, size_t *size);
/* The header declaring the module's public functions and descriptor
 * structs: what `loopc --emit=header` writes. */
LOOPC_API loopc_status loopc_module_emit_header(loopc_module *m, FILE *out);
LOOPC_API loopc_status loopc_module_emit_header_to_buffer(loopc_module *m, char **data,
                                                          size_t *size);
/* Frees a buffer returned by a *_to_buffer function. NULL: nothing. */
LOOPC_API void loopc_free(void *data);

#ifdef __cplusplus
}
#endif

#endif
