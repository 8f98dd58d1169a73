/* run_build.c: `loopc run`'s program (see run.h): the generated C and the
 * runtime written into a private temporary directory, built into a shared
 * object with the C compiler (native.c) or taken from the cache of compiled
 * programs (cache.c), and loaded.
 *
 * The temporary directory is removed on every exit path: right after the
 * program is loaded (the mapping outlives the file), from an atexit handler
 * and from fatal-signal handlers while the compiler runs. */
#include "run.h"

#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../include/loopc.h"
#include "../runtime/rt_embed.h"
#include "cache.h"
#include "native.h"

/* ============================ temporary files =========================== */

/* Paths are built before any signal can arrive and never freed while the
 * handlers are installed, so the handlers only call unlink/rmdir. */
enum { TMP_C, TMP_RT_H, TMP_RT_C, TMP_RT_O, TMP_SO, TMP_LOG, TMP_WEIGHTS, TMP_SIG, TMP_COUNT };
static const char *const tmp_names[TMP_COUNT] = {
    "program.c", "loopc_runtime.h", "loopc_runtime.c", "loopc_runtime.o",
    "program.so", "cc.log", RUN_WEIGHTS_NAME, "program.sig"};
static char *tmp_dir;
static char *tmp_paths[TMP_COUNT];
static volatile sig_atomic_t tmp_live;

static void tmp_remove(void) {
  if (!tmp_live)
    return;
  tmp_live = 0;
  for (int i = 0; i < TMP_COUNT; i++)
    unlink(tmp_paths[i]);
  rmdir(tmp_dir);
}

static const int fatal_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGFPE,
                                    SIGABRT, SIGILL};
#define NSIGNALS (sizeof fatal_signals / sizeof fatal_signals[0])

static void on_fatal_signal(int sig) {
  tmp_remove();
  signal(sig, SIG_DFL);
  raise(sig);
}

static bool tmp_create(DiagEngine *diag) {
  const char *base = getenv("TMPDIR");
  if (!base || !*base)
    base = "/tmp";
  size_t n = strlen(base) + 32;
  tmp_dir = xmalloc(n);
  snprintf(tmp_dir, n, "%s/loopc-run-XXXXXX", base);
  if (!mkdtemp(tmp_dir)) {
    diag_error(diag, RUN_LOC, "cannot create a temporary directory in '%s': %s", base,
               strerror(errno));
    free(tmp_dir);
    tmp_dir = NULL;
    return false;
  }
  for (int i = 0; i < TMP_COUNT; i++) {
    size_t m = strlen(tmp_dir) + strlen(tmp_names[i]) + 2;
    tmp_paths[i] = xmalloc(m);
    snprintf(tmp_paths[i], m, "%s/%s", tmp_dir, tmp_names[i]);
  }
  tmp_live = 1;
  atexit(tmp_remove);
  for (size_t i = 0; i < NSIGNALS; i++)
    signal(fatal_signals[i], on_fatal_signal);
  return true;
}

/* After the program is loaded (or on failure) nothing needs the files. */
static void tmp_finish(void) {
  tmp_remove();
  for (size_t i = 0; i < NSIGNALS; i++)
    signal(fatal_signals[i], SIG_DFL);
}

static bool write_file(const char *path, const char *text, size_t len, DiagEngine *diag) {
  FILE *f = fopen(path, "w");
  if (!f) {
    diag_error(diag, RUN_LOC, "cannot write '%s': %s", path, strerror(errno));
    return false;
  }
  bool ok = fwrite(text, 1, len, f) == len;
  if (fclose(f) != 0)
    ok = false;
  if (!ok)
    diag_error(diag, RUN_LOC, "cannot write '%s'", path);
  return ok;
}

/* The C, its copy for --keep-c, its weights, and the runtime. */
static bool write_sources(const char *c, size_t c_len, const RunBuildOptions *o,
                          DiagEngine *diag) {
  return write_file(tmp_paths[TMP_C], c, c_len, diag) &&
         (!o->keep_c || write_file(o->keep_c, c, c_len, diag)) &&
         (!o->weights_len ||
          write_file(tmp_paths[TMP_WEIGHTS], o->weights, o->weights_len, diag)) &&
         write_file(tmp_paths[TMP_RT_H], rt_header_source, rt_header_source_len, diag) &&
         write_file(tmp_paths[TMP_RT_C], rt_runtime_source, rt_runtime_source_len, diag);
}

/* ============================== compiling =============================== */

/* $CC may carry flags ("clang -fsanitize=address"): native_compile runs it
 * through sh. runtime is the runtime's source, or its object file compiled
 * before (runtime_object). */
static bool compile_program(const RunBuildOptions *o, const char *so, const char *runtime,
                            FILE *log, DiagEngine *diag) {
  /* The C's .incbin names its weights file by name: the assembler finds it
   * on -I (arguments like the sources, quoted the same way). clang 14's
   * integrated assembler takes 13 times the file's size in memory for an
   * .incbin (1.4 GB for 100 MB of weights), GNU as takes its size: clang
   * hands the assembly to as when there are weights. */
  char *incdir = o->weights_len ? xasprintf("-Wa,-I%s", tmp_dir) : NULL;
  const char *sources[] = {tmp_paths[TMP_C], runtime, incdir, "-fno-integrated-as"};
  int nsources = !incdir ? 2 : native_cc_probe()->family == NATIVE_CC_CLANG ? 4 : 3;
  if (o->verbose) {
    const NativeCc *cc = native_cc_probe();
    static const char *const family[] = {"gcc", "clang", "unknown"};
    fprintf(o->verbose, "loopc run: C compiler: %s %d.%d.%d ('%s'%s)\nloopc run: %s -o %s %s %s -lm\n",
            family[cc->family], cc->version[0], cc->version[1], cc->version[2], cc->cc,
            cc->openmp ? "" : ", no <omp.h>", o->cc_command, so, sources[0], sources[1]);
  }
  bool ok = native_compile(o->cc_command, so, sources, nsources, tmp_paths[TMP_LOG], log, diag,
                           RUN_LOC);
  free(incdir);
  return ok;
}

/* ------------------------- the compiled-program cache ------------------------- */

/* The CPU's feature list: code built with -march=native runs only there. */
static void key_add_cpu(CacheKey *k) {
  FILE *f = fopen("/proc/cpuinfo", "r");
  char line[4096];
  while (f && fgets(line, sizeof line, f))
    if (strncmp(line, "flags", 5) == 0 || strncmp(line, "Features", 8) == 0 ||
        strncmp(line, "model name", 10) == 0) {
      cache_key_add_str(k, line);
      if (line[0] != 'm')
        break;
    }
  if (f)
    fclose(f);
}

/* What the program is built from: the C, the runtime, the compiler (its
 * probe: family, version, version string, and its binary's size, time and
 * inode), the whole compiler command and, for host builds, the CPU. The
 * runtime's object file has the same key without the C (and a tag). */
static void build_key(const RunBuildOptions *o, const char *c, size_t c_len, CacheKey *k) {
  cache_key_init(k);
  cache_key_add_str(k, o->cc_command);
  cache_key_add_str(k, native_cc_probe()->identity);
  if (!o->portable)
    key_add_cpu(k);
  cache_key_add(k, rt_header_source, rt_header_source_len);
  cache_key_add(k, rt_runtime_source, rt_runtime_source_len);
  if (c) {
    cache_key_add(k, c, c_len);
    cache_key_add_large(k, o->weights, o->weights_len);
  } else
    cache_key_add_str(k, "the runtime's object file");
}

/* The cache directory, or NULL (with a warning when one is there but must
 * not be used, or the size bound is unreadable). */
static char *run_cache_dir(const RunBuildOptions *o, uint64_t *limit, DiagEngine *diag) {
  if (o->no_cache)
    return NULL;
  *limit = cache_size_limit(diag, RUN_LOC);
  if (*limit == 0)
    return NULL;
  return cache_dir(true, diag, RUN_LOC, DIAG_WARNING, "not using the cache");
}

/* The entry for key, when there is a whole one: its path to load, opened
 * (loaded through the descriptor: the file checked is the file loaded, even
 * if another run replaces or evicts it meanwhile). */
static char *cache_lookup(const RunBuildOptions *o, const char *dir, const CacheKey *key) {
  bool damaged;
  int fd = cache_entry_open(dir, key, ".so", &damaged);
  if (damaged && o->verbose)
    fprintf(o->verbose, "loopc run: a damaged cache entry was removed\n");
  if (fd < 0)
    return NULL;
  char *path = cache_entry_path(dir, key, ".so");
  char *so = xasprintf("/proc/self/fd/%d", fd);
  if (access(so, R_OK) != 0) {
    free(so);
    so = xstrdup(path);
    close(fd);
  }
  if (o->verbose)
    fprintf(o->verbose, "loopc run: cached: %s\n", path);
  free(path);
  return so;
}

/* The runtime for a program compiled with a cache: its object file, from
 * the cache or compiled once for this compiler, flags and CPU and kept there
 * (about 60% of a small program's compile time is the runtime's). Its
 * source when the object cannot be had: the program's own compile then
 * reports any failure. */
static const char *runtime_object(const RunBuildOptions *o, const char *dir, DiagEngine *diag) {
  CacheKey key;
  build_key(o, NULL, 0, &key);
  bool damaged;
  int fd = cache_entry_open(dir, &key, ".o", &damaged);
  if (fd >= 0) {
    bool ok = cache_entry_extract(fd, tmp_paths[TMP_RT_O]);
    close(fd);
    if (ok)
      return tmp_paths[TMP_RT_O];
    unlink(tmp_paths[TMP_RT_O]);
  }
  DiagEngine quiet;
  diag_init(&quiet, stderr);
  quiet.capture = true;
  bool ok = native_compile_object(o->cc_command, tmp_paths[TMP_RT_O], tmp_paths[TMP_RT_C],
                                  tmp_paths[TMP_LOG], NULL, &quiet, RUN_LOC);
  diag_free(&quiet);
  if (!ok)
    return tmp_paths[TMP_RT_C];
  cache_entry_store(dir, &key, ".o", tmp_paths[TMP_RT_O], diag, RUN_LOC);
  return tmp_paths[TMP_RT_O];
}

/* Leaves the program's shared object at p->so: from the cache when this
 * program was built before with the same compiler, flags and CPU
 * (p->cached; unless !lookup), else compiled in the private temporary
 * directory and then copied into the cache when there is one (a cache that
 * cannot be written, read-only or full, only costs the copy: the program
 * still runs). */
static bool build(RunProgram *p, const char *c, size_t c_len, const RunBuildOptions *o,
                  bool lookup, FILE *log, DiagEngine *diag) {
  uint64_t limit = 0;
  char *dir = run_cache_dir(o, &limit, diag);
  CacheKey key;
  p->cached = false;
  p->so = NULL;
  if (dir) {
    build_key(o, c, c_len, &key);
    p->key = key;
    p->keyed = true;
  }
  if (dir && lookup && (p->so = cache_lookup(o, dir, &key))) {
    p->cached = true;
    free(dir);
    return true;
  }
  p->so = xstrdup(tmp_paths[TMP_SO]);
  const char *runtime = dir ? runtime_object(o, dir, diag) : tmp_paths[TMP_RT_C];
  bool ok = compile_program(o, p->so, runtime, log, diag);
  if (ok && dir && cache_entry_store(dir, &key, ".so", p->so, diag, RUN_LOC))
    cache_trim(dir, limit);
  free(dir);
  return ok;
}

/* =============================== loading ================================ */

static bool load_shared_libs(const char *list, DiagEngine *diag) {
  if (!list || !*list)
    return true;
  char *copy = xstrdup(list);
  bool ok = true;
  for (char *save = NULL, *lib = strtok_r(copy, ",", &save); lib;
       lib = strtok_r(NULL, ",", &save)) {
    if (!dlopen(lib, RTLD_NOW | RTLD_GLOBAL)) {
      diag_error(diag, RUN_LOC, "cannot load shared library '%s': %s", lib, dlerror());
      ok = false;
      break;
    }
  }
  free(copy);
  return ok;
}

/* Builds and loads the program; the temporary directory is live. */
static bool build_and_load(RunProgram *p, const char *c, size_t c_len, const RunBuildOptions *o,
                           const char *shared_libs, FILE *log, DiagEngine *diag) {
  if (!write_sources(c, c_len, o, diag) || !build(p, c, c_len, o, true, log, diag) ||
      !load_shared_libs(shared_libs, diag))
    return false;
  p->handle = native_load(p->so);
  if (!p->handle && p->cached) {
    /* A whole entry that does not load (a library it links has gone since,
     * such as the OpenMP runtime of a removed compiler): compile again. */
    free(p->so);
    if (!build(p, c, c_len, o, false, log, diag))
      return false;
    p->handle = native_load(p->so);
  }
  if (!p->handle) {
    const char *why = native_load_error();
    diag_error(diag, RUN_LOC, "cannot load the compiled program: %s%s", why,
               strstr(why, "undefined symbol") ? " (missing --shared-libs?)" : "");
    return false;
  }
  return true;
}

bool run_program_build(RunProgram *p, const char *c, size_t c_len, const RunBuildOptions *o,
                       const char *shared_libs, FILE *compiler_log, DiagEngine *diag) {
  memset(p, 0, sizeof *p);
  if (!tmp_create(diag))
    return false;
  bool ok = build_and_load(p, c, c_len, o, shared_libs, compiler_log, diag);
  tmp_finish();
  return ok;
}

void run_program_free(RunProgram *p) {
  /* The program stays loaded: it is built with -fopenmp, and unloading it
   * would unload libgomp under its idle worker threads. */
  free(p->so);
  p->so = NULL;
}

/* ------------------------- programs by their input ------------------------- */

/* loopc itself: its version and its binary's size, time and inode (a
 * rebuilt loopc may lower the same input differently). */
static void key_add_loopc(CacheKey *k) {
  cache_key_add_str(k, loopc_version());
  struct stat st;
  if (stat("/proc/self/exe", &st) == 0) {
    int64_t id[4] = {(int64_t)st.st_size, (int64_t)st.st_mtim.tv_sec, (int64_t)st.st_mtim.tv_nsec,
                     (int64_t)st.st_ino};
    cache_key_add(k, id, sizeof id);
  } else {
    cache_key_add_str(k, "no /proc/self/exe");
  }
}

/* The cache directory, or NULL; warnings about it are the build's to give. */
static char *quiet_cache_dir(const RunBuildOptions *o, uint64_t *limit) {
  DiagEngine quiet;
  diag_init(&quiet, stderr);
  quiet.capture = true;
  char *dir = run_cache_dir(o, limit, &quiet);
  diag_free(&quiet);
  return dir;
}

void run_input_key(const RunBuildOptions *o, const char *options, const void *input, size_t n,
                   CacheKey *k) {
  build_key(o, NULL, 0, k);
  cache_key_add_str(k, "a program by its input");
  key_add_loopc(k);
  cache_key_add_str(k, options);
  cache_key_add_large(k, input, n);
}

char *run_signature_find(const RunBuildOptions *o, const CacheKey *k, size_t *len) {
  uint64_t limit;
  char *dir = quiet_cache_dir(o, &limit);
  if (!dir)
    return NULL;
  bool damaged;
  int fd = cache_entry_open(dir, k, ".sig", &damaged);
  free(dir);
  if (fd < 0)
    return NULL;
  char *text = cache_entry_read(fd, len);
  close(fd);
  return text;
}

void run_signature_store(const RunBuildOptions *o, const CacheKey *k, const char *text,
                         size_t len, DiagEngine *diag) {
  uint64_t limit;
  char *dir = quiet_cache_dir(o, &limit);
  if (dir && cache_entry_store_data(dir, k, ".sig", text, len, diag, RUN_LOC))
    cache_trim(dir, limit);
  free(dir);
}

bool run_program_load_cached(RunProgram *p, const CacheKey *key, const RunBuildOptions *o,
                             const char *shared_libs, DiagEngine *diag) {
  memset(p, 0, sizeof *p);
  uint64_t limit;
  char *dir = quiet_cache_dir(o, &limit);
  if (!dir)
    return false;
  p->so = cache_lookup(o, dir, key);
  free(dir);
  if (!p->so)
    return false;
  p->cached = true;
  p->key = *key;
  p->keyed = true;
  if (!load_shared_libs(shared_libs, diag))
    return false;
  p->handle = native_load(p->so);
  return p->handle != NULL;
}
