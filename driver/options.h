/* options.h: the one option table of every subcommand (options.c): each
 * option once, with its spellings, its type, the subcommands it applies to
 * and its help text. Every main parses its command line with it, `--help`
 * is generated from it, an unknown option is answered with the nearest
 * known one ("did you mean"), and a pass of the registry is an option of
 * its own name (--cse, --canonicalize="max-iterations=3"), as mlir-opt
 * takes them. Long options may be written with one dash or two. */
#ifndef LOOPC_DRIVER_OPTIONS_H
#define LOOPC_DRIVER_OPTIONS_H

#include <stdbool.h>
#include <stdio.h>

#include "../ir/diag.h"
#include "../ir/pass.h"

/* The subcommands, as a set. */
typedef enum OptCommand {
  CMD_LOOPC = 1 << 0,     /* loopc [options] FILE */
  CMD_RUN = 1 << 1,       /* loopc run */
  CMD_ONNX_TEST = 1 << 2, /* loopc onnx-test */
  CMD_EXPLAIN = 1 << 3,   /* loopc explain */
  CMD_CACHE = 1 << 4,     /* loopc cache */
  CMD_INSPECT = 1 << 5,   /* loopc inspect */
} OptCommand;

typedef enum OptType {
  OPT_FLAG,   /* no value: --print-generic */
  OPT_BOOL,   /* --verify-each, --verify-each=false (true|false|1|0) */
  OPT_INT,    /* a number from min to max: --error-limit=20, --threads 4 */
  OPT_ENUM,   /* one of choices: --emit=c */
  OPT_STRING, /* any text: -o FILE, --input NAME=FILE */
  OPT_LEVEL,  /* -O0 .. -O3 (-O alone is -O1) */
} OptType;

/* What each option sets: the mains switch on it. */
typedef enum OptId {
  OPT_HELP, OPT_VERSION, OPT_OUTPUT, OPT_EMIT, OPT_SYNTAX, OPT_NAMES, OPT_ELIDE, OPT_HEX, OPT_GENERIC, OPT_LOCS, OPT_LOCAL_SCOPE, OPT_SPLIT,
  OPT_VDIAG, OPT_ALLOW_UNREGISTERED, OPT_LEVEL_ID, OPT_PASSES, OPT_PASS_PIPELINE,
  OPT_PRINT_AFTER_ALL, OPT_VERIFY_EACH, OPT_NO_VERIFY_EACH, OPT_EMIT_HEADER, OPT_LINE_DIRECTIVES,
  OPT_EMBED_RUNTIME, OPT_WEIGHTS, OPT_TIMING, OPT_NO_STREAM, OPT_ERROR_LIMIT, OPT_VECTOR_BITS, OPT_LIST_OPS,
  OPT_LIST_PASSES, OPT_ENTRY, OPT_ENTRY_RESULT, OPT_SHARED_LIBS, OPT_THREADS, OPT_RESULT_FILE,
  OPT_INPUT_NAMED, OPT_KEEP_C, OPT_PORTABLE, OPT_NO_CACHE, OPT_PRINT_CC, OPT_VERBOSE,
  OPT_TIMEOUT, OPT_RUN_TIMEOUT, OPT_RUN,
  OPT_PASS, /* a pass of the registry by its name; value: its options, or NULL */
} OptId;

typedef struct OptSpec {
  OptId id;
  const char *name;     /* the long name, without dashes ("emit"); NULL: short only */
  const char *alias;    /* a second long name (mlir-opt's "mlir-timing"), or NULL */
  char short_name;      /* 'o', 'e', 'v', 'h', 'O'; 0: none */
  OptType type;
  unsigned commands;    /* OptCommand bits */
  const char *arg;      /* the value's name in --help ("FILE"); NULL for flags */
  bool value_optional;  /* --emit-header[=FILE]: a value only after '=' */
  bool value_attached;  /* the value only after '=' (never the next word) */
  const char *choices;  /* OPT_ENUM: "mlir|c|header" */
  const char *noun;     /* OPT_ENUM: "kind" in "unknown --emit kind 'x'" (or NULL) */
  long min, max;        /* OPT_INT */
  const char *expects;  /* OPT_INT: "a number >= 0" in "--error-limit expects ..." */
  const char *help;     /* one paragraph: --help wraps it */
} OptSpec;

/* Every option of every subcommand (a NULL-id row ends it; the order is
 * --help's). */
extern const OptSpec opt_table[];

/* One option found on the command line. */
typedef struct OptValue {
  const OptSpec *spec;   /* NULL for a positional argument */
  const char *text;      /* the value as given, or NULL (a flag; -O alone) */
  long num;              /* OPT_INT, OPT_LEVEL, OPT_BOOL (0/1), OPT_ENUM (index) */
  const IrPass *pass;    /* OPT_PASS */
  const char *spelling;  /* the option as written, for messages */
} OptValue;

/* The parse of one subcommand's command line. */
typedef struct OptParser {
  OptCommand command;
  const char *prog;     /* "loopc", "loopc run", ... : messages and --help */
  DiagEngine *diag;     /* usage errors, located at prog */
  /* Positional arguments that look like negative numbers (-1.5) are
   * arguments, not options (loopc run's ARGS). */
  bool numbers_are_args;
  /* A word after which every later word is positional and handed over
   * as it is ("--run" of loopc explain), or NULL. */
  const char *rest_after;
  /* Exactly one positional argument, the input file: "no input file" and
   * "more than one input file" are usage errors. */
  bool one_input;
  /* With one_input: no input file is no error (the caller reads standard
   * input, as mlir-opt does). */
  bool input_optional;
} OptParser;

/* Parses argv[1..argc) and calls fn for each option and positional
 * argument, in order (a word after "--" is positional); fn returns false
 * to stop (after reporting). Returns false after a usage error, reported
 * through p->diag: an unknown option (with the nearest one known), a
 * missing or malformed value. *rest gets the index of the first word after
 * p->rest_after (argc when there is none). */
bool opt_parse(const OptParser *p, int argc, char **argv, int *rest,
               bool (*fn)(void *data, const OptValue *v), void *data);

/* Appends the passes of an OPT_PASS, OPT_PASSES or OPT_PASS_PIPELINE value
 * to *passes, pipeline text in the order given (pipeline_append): a pass
 * with options (--canonicalize="max-iterations=3") as
 * canonicalize{max-iterations=3}, which pipeline_parse reads. */
void opt_append_passes(char **passes, const OptValue *v);

/* --vector-bits=N|native: *bits is N (a power of two from 64 to 4096) or
 * this machine's width (native_vector_bits; 0 on a CPU loopc knows no
 * width for: portable tiles). Reports a bad value at loc. */
bool opt_vector_bits(const char *v, int *bits, DiagEngine *diag, IrLoc loc);

/* The options of command, as --help lists them, under the usage text. */
void opt_print_help(FILE *out, OptCommand command, const char *usage);

#endif
