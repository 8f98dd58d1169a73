/* diag.h: diagnostics (errors, warnings, notes) with source lines and carets.
 *
 * Every user-facing error goes through a DiagEngine so that it can be printed
 * as `file:line:col: error: message` + source line + caret, or captured for
 * --verify-diagnostics. Messages follow MLIR's style: lowercase, no final
 * period, types quoted, op name first ("'loop.for' op ..."). */
#ifndef LOOPC_DIAG_H
#define LOOPC_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "ir.h"

typedef enum DiagSeverity { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE, DIAG_REMARK } DiagSeverity;

typedef struct Diag {
  DiagSeverity sev;
  IrLoc loc;
  char *msg; /* malloc'd */
} Diag;

/* A source buffer registered so that diagnostics can quote its lines. */
typedef struct DiagSource {
  const char *name; /* file name as shown in diagnostics */
  const char *text; /* whole file contents (not owned) */
  size_t len;
  size_t *line_starts; /* offset of each line, built on the first quote */
  size_t nlines;
} DiagSource;

/* clang's default -ferror-limit. */
#define DIAG_DEFAULT_ERROR_LIMIT 20

typedef struct DiagEngine {
  FILE *out;          /* where printed diagnostics go (stderr) */
  bool capture;       /* collect instead of printing (verify-diagnostics) */
  bool show_source;   /* print the source line and caret (default true) */
  int nerrors, nwarnings;
  Diag *diags;        /* captured diagnostics */
  int ndiags, cap;
  DiagSource *sources;
  int nsources, src_cap;
  /* Like clang's -ferror-limit: after this many errors the next one prints
   * "too many errors emitted" instead and the engine stops (0 = no limit).
   * Capturing (--verify-diagnostics) ignores it. */
  int error_limit;
  bool stopped;        /* the limit was reached: phases should give up */
  bool dropping_notes; /* the last error was not printed, so neither are its notes */
  /* When set, each diagnostic that would be printed goes to handler instead
   * (the C API's callback); msg is valid during the call only. */
  void (*handler)(void *data, DiagSeverity sev, IrLoc loc, const char *msg);
  void *handler_data;
} DiagEngine;

void diag_init(DiagEngine *d, FILE *out);
void diag_free(DiagEngine *d);
void diag_add_source(DiagEngine *d, const char *name, const char *text, size_t len);
void diag_report(DiagEngine *d, DiagSeverity sev, IrLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void diag_vreport(DiagEngine *d, DiagSeverity sev, IrLoc loc, const char *fmt, va_list ap);
#define diag_error(d, loc, ...) diag_report((d), DIAG_ERROR, (loc), __VA_ARGS__)
#define diag_warning(d, loc, ...) diag_report((d), DIAG_WARNING, (loc), __VA_ARGS__)
#define diag_note(d, loc, ...) diag_report((d), DIAG_NOTE, (loc), __VA_ARGS__)
/* A diagnostic about an op, at its location, as MLIR's emitOpError words it:
 * "'<op name as spelled>' op <message>" ("'scf.for' op expects ..."). */
void diag_op_error(DiagEngine *d, const IrOp *op, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void diag_op_vreport(DiagEngine *d, DiagSeverity sev, const IrOp *op, const char *fmt,
                     va_list ap);
/* Drops captured diagnostics and resets the counters (between split chunks). */
void diag_clear(DiagEngine *d);
static inline bool diag_has_errors(const DiagEngine *d) { return d->nerrors > 0; }
/* Whether the error limit has been reached: long-running phases (the parser,
 * the verifier, the C backend's checks) stop early, so that a file with a
 * million errors costs no more than one with a few. */
static inline bool diag_stopped(const DiagEngine *d) { return d->stopped; }
const char *diag_severity_name(DiagSeverity s);
/* "Did you mean": the candidate nearest to s by edit distance (insertions,
 * deletions, substitutions), if it is at most a third of s's length away
 * (2 at least) and s is not itself a candidate; else NULL. For unknown
 * options, passes, pass options and functions. O(n * |s| * |candidate|). */
const char *diag_suggest(const char *s, const char *const *candidates, int n);

#endif
