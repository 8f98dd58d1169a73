/* native.c: choosing the C compiler and its flags, compiling generated C,
 * loading it and calling it through libffi (see native.h), for `loopc run`
 * and `loopc onnx-test`. */
#define _GNU_SOURCE 1 /* dladdr */
#include "native.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "cache.h"

/* ============================ the C compiler ============================ */

/* What the compiler's preprocessor says about itself: its family and
 * version, whether -fopenmp finds <omp.h>, and its version string. One run
 * of `CC -E`, fed on standard input (the text has no single quote). */
static const char probe_source[] =
    "'#if defined __clang__' "
    "'loopc_cc clang __clang_major__ __clang_minor__ __clang_patchlevel__' "
    "'#elif defined __GNUC__' "
    "'loopc_cc gcc __GNUC__ __GNUC_MINOR__ __GNUC_PATCHLEVEL__' "
    "'#else' 'loopc_cc other 0 0 0' '#endif' "
    "'#if defined __has_include' '#if __has_include(<omp.h>)' 'loopc_omp 1' '#endif' '#endif' "
    "'loopc_version __VERSION__'";

/* A note is trusted for a day: a compiler replaced in place with the same
 * size and time (rare) is seen again by then. */
#define PROBE_MAX_AGE 86400

/* The first word of cc resolved on PATH, as "size mtime inode device", or
 * NULL when there is no such file (malloc'd). */
static char *cc_binary_id(const char *cc) {
  size_t n = strcspn(cc, " \t");
  char *word = xasprintf("%.*s", (int)n, cc);
  struct stat st;
  bool found = strchr(word, '/') && stat(word, &st) == 0;
  const char *dirs = getenv("PATH");
  for (const char *d = dirs; !found && d && *d && !strchr(word, '/');) {
    size_t m = strcspn(d, ":");
    char *path = xasprintf("%.*s/%s", (int)m, d, word);
    found = stat(path, &st) == 0 && S_ISREG(st.st_mode);
    free(path);
    d += m + (d[m] == ':');
  }
  free(word);
  if (!found)
    return NULL;
  return xasprintf("%lld %lld.%09ld %llu %llu", (long long)st.st_size, (long long)st.st_mtime,
                   (long)st.st_mtim.tv_nsec, (unsigned long long)st.st_ino,
                   (unsigned long long)st.st_dev);
}

/* Runs the probe; its output lines (malloc'd), "" when it failed. */
static char *cc_probe_run(const char *cc) {
  char *cmd = xasprintf("printf '%%s\\n' %s | %s -fopenmp -E -P -x c - 2>/dev/null", probe_source,
                        cc);
  fflush(NULL);
  FILE *p = popen(cmd, "r");
  free(cmd);
  TextBuf out = {xmalloc(64), 0, 64};
  out.s[0] = 0;
  char line[512];
  while (p && fgets(line, sizeof line, p))
    if (strncmp(line, "loopc_", 6) == 0)
      textbuf_add(&out, line);
  if (!p || pclose(p) != 0)
    out.s[out.len = 0] = 0;
  return out.s;
}

/* Fills cc's family, version and OpenMP support from the probe's lines. */
static void cc_probe_parse(NativeCc *cc, const char *lines) {
  char family[16] = "other";
  const char *l = strstr(lines, "loopc_cc ");
  if (l)
    sscanf(l, "loopc_cc %15s %d %d %d", family, &cc->version[0], &cc->version[1],
           &cc->version[2]);
  cc->family = strcmp(family, "gcc") == 0     ? NATIVE_CC_GCC
               : strcmp(family, "clang") == 0 ? NATIVE_CC_CLANG
                                              : NATIVE_CC_OTHER;
  cc->openmp = strstr(lines, "loopc_omp 1") != NULL;
}

static void cc_free(NativeCc *cc) {
  free(cc->cc);
  free(cc->identity);
  memset(cc, 0, sizeof *cc);
}

/* Probes the compiler command, through a note in the cache directory named
 * by the command and its binary (so an upgrade, which changes the binary,
 * probes again). */
static void cc_probe(NativeCc *cc, const char *command) {
  memset(cc, 0, sizeof *cc);
  cc->cc = xstrdup(command);
  char *bin = cc_binary_id(command);
  /* A cache directory that must not be used is loopc run's to report. */
  char *dir = bin ? cache_dir(true, NULL, ir_loc_unknown(), DIAG_WARNING, NULL) : NULL;
  char *note = NULL, *lines = NULL;
  if (dir) {
    CacheKey k;
    cache_key_init(&k);
    cache_key_add_str(&k, command);
    cache_key_add_str(&k, bin);
    note = xasprintf("%016llx.cc", (unsigned long long)k.a);
    lines = cache_note_read(dir, note, PROBE_MAX_AGE);
  }
  /* A compiler noted without OpenMP is asked again: installing the OpenMP
   * headers later changes nothing the key sees, and a day of gcc with its
   * vectorizer off (cc_workarounds) where clang could run is 16x on a matmul. */
  if (lines && !strstr(lines, "loopc_omp 1")) {
    free(lines);
    lines = NULL;
  }
  if (!lines) {
    lines = cc_probe_run(command);
    if (dir && *lines)
      cache_note_write(dir, note, lines);
  }
  cc_probe_parse(cc, lines);
  cc->identity = xasprintf("%s%s", lines, bin ? bin : "");
  free(lines);
  free(note);
  free(dir);
  free(bin);
}

const NativeCc *native_cc_probe(void) {
  static NativeCc cc;
  static bool done;
  if (done)
    return &cc;
  done = true;
  const char *env = getenv("CC");
  if (env && *env) {
    cc_probe(&cc, env);
    return &cc;
  }
  /* clang when it can build OpenMP programs: as fast or faster on the
   * project's benchmarks than gcc with the flags gcc needs to be correct
   * (docs/DESIGN.md, "The C compiler and its flags"). */
  cc_probe(&cc, "clang");
  if (cc.family == NATIVE_CC_CLANG && cc.openmp)
    return &cc;
  cc_free(&cc);
  cc_probe(&cc, "cc");
  return &cc;
}

const char *native_cc(void) { return native_cc_probe()->cc; }

/* Flags that keep a compiler from miscompiling loopc's C, by family and
 * the versions (major, inclusive) known to need them; the reproducers are
 * tests/run/gcc-square-reduction.mlir and tests/run/gcc-parallel-fill.mlir. */
static const struct {
  NativeCcFamily family;
  int first, last;
  const char *flags;
} cc_workarounds[] = {
    /* gcc PR 111764: in a loop whose value v goes through a cast into v * v
     * (every integer square loopc emits: it multiplies in unsigned), the
     * vectorizer takes v * v for a product reduction and gives the start
     * value or a partial product, at -O2 and -O3, with any vector width
     * (SSE2 for i16, AVX2 for i32, AVX-512 for i64). Only turning loop
     * vectorization off avoids it; fixed in gcc 14. */
    {NATIVE_CC_GCC, 0, 13, "-fno-tree-loop-vectorize"},
    /* Predictive commoning (-O3) carries loaded neighbours of a parallel
     * loop's stores into stores of its own: another thread's column of an
     * OpenMP loop is written back stale (seen with gcc 12.2; no fix
     * known). Costs nothing measurable on the benchmarks. */
    {NATIVE_CC_GCC, 0, 1000, "-fno-predictive-commoning"},
};

/* What native_cc_command ends with that only the link takes
 * (native_compile_object leaves it out). */
static const char link_flags[] = " -shared -Wl,-Bsymbolic";

char *native_cc_command(const char *opt_level, bool portable) {
  const NativeCc *cc = native_cc_probe();
  /* -Bsymbolic: the program's calls to its own functions stay inside it,
   * even where a library already loaded exports the same name (glibc's
   * `step`, `time`, ...). -march=native: the code runs where it is built,
   * as with mlir-runner's JIT. -ffp-contract=off: a * b + c stays two
   * roundings unless the IR says contract (gcc contracts by default in its
   * GNU mode, more so where -march=native brings FMA). */
  TextBuf c = {NULL, 0, 0};
  textbuf_printf(&c, "%s %s%s -ffp-contract=off -fopenmp", cc->cc, opt_level,
                 portable ? "" : " -march=native");
  for (size_t i = 0; i < sizeof cc_workarounds / sizeof cc_workarounds[0]; i++)
    if (cc_workarounds[i].family == cc->family && cc->version[0] >= cc_workarounds[i].first &&
        cc->version[0] <= cc_workarounds[i].last)
      textbuf_printf(&c, " %s", cc_workarounds[i].flags);
  textbuf_add(&c, " -fPIC");
  textbuf_add(&c, link_flags);
  return c.s;
}

int native_vector_bits(bool portable) {
  if (portable)
    return 0;
#if defined __x86_64__ && (defined __GNUC__ || defined __clang__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f"))
    return 512;
  if (__builtin_cpu_supports("avx2"))
    return 256;
  return 128;
#elif defined __aarch64__
  return 128;
#else
  return 0;
#endif
}

/* ============================== compiling =============================== */

/* Appends s as one shell word in single quotes. */
static void cmd_quoted(TextBuf *c, const char *s) {
  textbuf_reserve(c, 4 * strlen(s) + 4);
  char *p = c->s + c->len;
  *p++ = ' ';
  *p++ = '\'';
  for (; *s; s++) {
    if (*s == '\'') {
      memcpy(p, "'\\''", 4);
      p += 4;
    } else {
      *p++ = *s;
    }
  }
  *p++ = '\'';
  *p = 0;
  c->len = (size_t)(p - c->s);
}

static void cmd_raw(TextBuf *c, const char *s) {
  size_t n = strlen(s);
  textbuf_reserve(c, n + 1);
  c->s[c->len++] = ' ';
  memcpy(c->s + c->len, s, n + 1);
  c->len += n;
}

/* Copies the compiler's log to out. */
static void show_log(const char *log, FILE *out) {
  FILE *f = fopen(log, "r");
  if (!f)
    return;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    fwrite(buf, 1, n, out);
  fclose(f);
}

/* Runs "CC_COMMAND [-c] -o OUT SOURCES... [-lm] >LOG 2>&1" through sh. An
 * object file is compiled without the link's flags (clang warns that they
 * are unused, an error under a $CC with -Werror). */
static bool run_compiler(const char *cc_command, bool object, const char *out,
                         const char *const *sources, int nsources, const char *log, FILE *show,
                         DiagEngine *diag, IrLoc loc) {
  TextBuf c = {xmalloc(256), 0, 256};
  c.s[0] = 0;
  size_t n = strlen(cc_command), nl = sizeof link_flags - 1;
  if (object && n >= nl && strcmp(cc_command + n - nl, link_flags) == 0)
    n -= nl;
  textbuf_printf(&c, " %.*s", (int)n, cc_command);
  cmd_raw(&c, object ? "-c -o" : "-o");
  cmd_quoted(&c, out);
  for (int i = 0; i < nsources; i++)
    cmd_quoted(&c, sources[i]);
  cmd_raw(&c, object ? ">" : "-lm >");
  cmd_quoted(&c, log);
  cmd_raw(&c, "2>&1");
  fflush(NULL);
  int st = system(c.s + 1);
  free(c.s);
  if (st == -1) {
    diag_error(diag, loc, "cannot run the C compiler '%s': %s", native_cc(), strerror(errno));
    return false;
  }
  if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
    return true;
  if (show)
    show_log(log, show); /* the compiler's messages, then what failed */
  if (WIFEXITED(st))
    diag_error(diag, loc, "C compiler '%s' failed with exit status %d", native_cc(),
               WEXITSTATUS(st));
  else
    diag_error(diag, loc, "C compiler '%s' was killed by signal %d", native_cc(), WTERMSIG(st));
  return false;
}

bool native_compile(const char *cc_command, const char *so, const char *const *sources,
                    int nsources, const char *log, FILE *show, DiagEngine *diag, IrLoc loc) {
  return run_compiler(cc_command, false, so, sources, nsources, log, show, diag, loc);
}

bool native_compile_object(const char *cc_command, const char *obj, const char *source,
                           const char *log, FILE *show, DiagEngine *diag, IrLoc loc) {
  return run_compiler(cc_command, true, obj, &source, 1, log, show, diag, loc);
}

/* =============================== loading ================================ */

/* The dynamic loader's message about the last load that failed. */
static char load_error[1024];

void *native_load(const char *so) {
  void *handle = dlopen(so, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *why = dlerror();
    snprintf(load_error, sizeof load_error, "%s", why ? why : "unknown error");
  }
  return handle;
}

const char *native_load_error(void) { return load_error; }

void *native_find(void *handle, const char *symbol, const char *so) {
  void *fn = dlsym(handle, symbol);
  Dl_info info;
  if (fn && dladdr(fn, &info) && info.dli_fname && strcmp(info.dli_fname, so) == 0)
    return fn;
  return NULL;
}

/* =============================== calling ================================ */

static ffi_type *scalar_ffi(const IrType *t) {
  if (t->kind == TY_INDEX)
    return sizeof(intptr_t) == 8 ? &ffi_type_sint64 : &ffi_type_sint32;
  if (t->kind == TY_FLOAT)
    return t->width == 32 ? &ffi_type_float : &ffi_type_double;
  switch (t->width) {
  case 1: return &ffi_type_uint8; /* C bool */
  case 8: return &ffi_type_sint8;
  case 16: return &ffi_type_sint16;
  case 32: return &ffi_type_sint32;
  default: return &ffi_type_sint64;
  }
}

/* The descriptor {T *allocated; T *aligned; intptr_t offset; intptr_t
 * sizes[N]; intptr_t strides[N];} as an ffi struct (arrays flattened: same
 * layout and classification). */
static ffi_type *memref_ffi(Arena *a, int rank) {
  ffi_type *t = arena_alloc(a, sizeof *t);
  ffi_type **el = arena_alloc(a, sizeof *el * (size_t)(3 + 2 * rank + 1));
  el[0] = &ffi_type_pointer;
  el[1] = &ffi_type_pointer;
  for (int i = 0; i < 1 + 2 * rank; i++)
    el[2 + i] = &ffi_type_sint64;
  el[3 + 2 * rank] = NULL;
  t->type = FFI_TYPE_STRUCT;
  t->elements = el;
  return t;
}

ffi_type *native_type_ffi(Arena *a, const IrType *t) {
  return t->kind == TY_MEMREF ? memref_ffi(a, t->rank) : scalar_ffi(t);
}

bool native_results_by_pointer(const IrType *fty) {
  return fty->nouts > 1 || (fty->nouts == 1 && fty->outs[0]->kind == TY_MEMREF);
}

bool native_call(void *fn, const IrType *fty, ffi_type **atypes, void **avalues, Arena *a,
                 void **results, const char *what, DiagEngine *diag, IrLoc loc) {
  int nin = fty->nins, nout = fty->nouts;
  bool result_ptr = native_results_by_pointer(fty);
  int nparams = nin + (result_ptr ? 1 : 0);
  ffi_type **ptypes = arena_alloc(a, sizeof(ffi_type *) * (size_t)(nparams + 1));
  void **pvalues = arena_alloc(a, sizeof(void *) * (size_t)(nparams + 1));
  for (int i = 0; i < nin; i++) {
    ptypes[nparams - nin + i] = atypes[i];
    pvalues[nparams - nin + i] = avalues[i];
  }
  /* The results' layout: one scalar or descriptor, or a struct of them. */
  ffi_type *layout = &ffi_type_void;
  ffi_type **rtypes = arena_alloc(a, sizeof(ffi_type *) * (size_t)(nout + 1));
  for (int i = 0; i < nout; i++)
    rtypes[i] = native_type_ffi(a, fty->outs[i]);
  if (nout == 1) {
    layout = rtypes[0];
  } else if (nout > 1) {
    layout = arena_alloc(a, sizeof *layout);
    layout->type = FFI_TYPE_STRUCT;
    layout->elements = rtypes;
  }
  size_t *offsets = arena_alloc(a, sizeof(size_t) * (size_t)(nout + 1));
  offsets[0] = 0;
  if (layout->type == FFI_TYPE_STRUCT &&
      ffi_get_struct_offsets(FFI_DEFAULT_ABI, layout, nout > 1 ? offsets : NULL) != FFI_OK) {
    diag_error(diag, loc, "%s: libffi cannot describe the results", what);
    return false;
  }
  /* Small integer results are widened to a full ffi_arg by libffi. */
  size_t rsize = layout->size < sizeof(ffi_arg) ? sizeof(ffi_arg) : layout->size;
  void *rvalue = arena_alloc(a, rsize + 16);
  void *rvalue_ptr = rvalue;
  if (result_ptr) {
    ptypes[0] = &ffi_type_pointer;
    pvalues[0] = &rvalue_ptr;
  }
  ffi_type *rtype = result_ptr ? &ffi_type_void : layout;
  ffi_cif cif;
  if (ffi_prep_cif(&cif, FFI_DEFAULT_ABI, (unsigned)nparams, rtype, ptypes) != FFI_OK) {
    diag_error(diag, loc, "%s: libffi cannot describe the signature", what);
    return false;
  }
  ffi_call(&cif, FFI_FN(fn), result_ptr ? NULL : rvalue, pvalues);
  for (int i = 0; i < nout; i++) {
    results[i] = (char *)rvalue + offsets[i];
    if (!result_ptr && rtype->size < sizeof(ffi_arg)) {
      /* ffi_arg holds the value; take its low bytes as the narrow type. */
      ffi_arg wide;
      memcpy(&wide, rvalue, sizeof wide);
      void *narrow = arena_alloc(a, 16);
      switch (rtype->size) {
      case 1: { uint8_t v = (uint8_t)wide; memcpy(narrow, &v, 1); break; }
      case 2: { uint16_t v = (uint16_t)wide; memcpy(narrow, &v, 2); break; }
      default: { uint32_t v = (uint32_t)wide; memcpy(narrow, &v, 4); break; }
      }
      results[i] = narrow;
    }
  }
  return true;
}
