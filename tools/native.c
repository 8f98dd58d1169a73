/* native.c: compiling generated C with $CC, loading it and calling it
 * through libffi (see native.h), for `loopc run` and `loopc onnx-test`. */
#define _GNU_SOURCE 1 /* dladdr */
#include "native.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

/* ============================== compiling =============================== */

const char *native_cc(void) {
  const char *cc = getenv("CC");
  return cc && *cc ? cc : "cc";
}

char *native_cc_command(const char *opt_level, bool portable) {
  /* -Bsymbolic: the program's calls to its own functions stay inside it,
   * even where a library already loaded exports the same name (glibc's
   * `step`, `time`, ...). -march=native: the code runs where it is built,
   * as with mlir-runner's JIT. -ffp-contract=off: a * b + c stays two
   * roundings unless the IR says contract (gcc contracts by default in its
   * GNU mode, more so where -march=native brings FMA). */
  return xasprintf("%s %s%s -ffp-contract=off -fopenmp -fPIC -shared -Wl,-Bsymbolic",
                   native_cc(), opt_level, portable ? "" : " -march=native");
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

bool native_compile(const char *cc_command, const char *so, const char *const *sources,
                    int nsources, const char *log, char **err) {
  TextBuf c = {xmalloc(256), 0, 256};
  c.s[0] = 0;
  cmd_raw(&c, cc_command);
  cmd_raw(&c, "-o");
  cmd_quoted(&c, so);
  for (int i = 0; i < nsources; i++)
    cmd_quoted(&c, sources[i]);
  cmd_raw(&c, "-lm >");
  cmd_quoted(&c, log);
  cmd_raw(&c, "2>&1");
  fflush(NULL);
  int st = system(c.s + 1);
  free(c.s);
  if (st == -1) {
    *err = xasprintf("cannot run the C compiler '%s': %s", native_cc(), strerror(errno));
    return false;
  }
  if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
    return true;
  if (WIFEXITED(st))
    *err = xasprintf("C compiler '%s' failed with exit status %d", native_cc(), WEXITSTATUS(st));
  else
    *err = xasprintf("C compiler '%s' was killed by signal %d", native_cc(), WTERMSIG(st));
  return false;
}

/* =============================== loading ================================ */

void *native_load(const char *so, char **err) {
  void *handle = dlopen(so, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *why = dlerror();
    *err = xstrdup(why ? why : "unknown error");
  }
  return handle;
}

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
                 void **results, char **err) {
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
    *err = xstrdup("libffi cannot describe the results");
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
    *err = xstrdup("libffi cannot describe the signature");
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
