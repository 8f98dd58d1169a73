/* cg_weights.c: large dense constants out of the C source. Their bytes go
 * to the weights file (CodegenOptions.weights), each 64-byte aligned, and
 * the C defines each one's array with a top-level `__asm__` whose `.incbin`
 * links those bytes in where the array is: no literal text for the C
 * compiler to parse, no copy when the program starts (docs/DESIGN.md,
 * "Weights as data"). */
#include <string.h>

#include "cg_internal.h"

/* Bytes the constant's array takes in the weights file, or 0 when it stays
 * in the C: small ones (text costs little there), and zero splats (a static
 * array of zeros is free). */
static uint64_t weight_bytes(const IrAttr *a, const IrType *t) {
  if (!a || a->kind != ATTR_DENSE || cg_is_zero_splat(a))
    return 0;
  int64_t n = ir_type_num_elements(t);
  if (n <= 0)
    return 0;
  uint64_t bytes = (uint64_t)n * ir_dense_elem_size(t->elem);
  return bytes > CODEGEN_WEIGHTS_MIN_BYTES ? bytes : 0;
}

/* The dense attribute a constant op or a memref.global holds, and the type
 * of the array it initializes; NULL when op is neither. */
static const IrAttr *weight_attr(IrOp *op, IrType **t) {
  if (ir_op_is(op, OP_CONSTANT) && op->nresults == 1 && op->results[0].type->kind == TY_MEMREF) {
    *t = op->results[0].type;
    return ir_op_get_attr(op, "value");
  }
  if (ir_op_is(op, OP_GLOBAL)) {
    *t = ir_op_get_attr(op, "type")->type;
    return ir_op_get_attr(op, "initial_value");
  }
  return NULL;
}

typedef struct WeightsWalk {
  Cg *cg;
  TextBuf *decls;
  uint64_t offset; /* where the next array goes in the weights file */
} WeightsWalk;

static bool write_padding(FILE *f, uint64_t n) {
  static const char zeros[64];
  return fwrite(zeros, 1, (size_t)n, f) == n;
}

/* The array's bytes: the dense data, or a splat's element repeated. */
static bool write_array(FILE *f, const IrAttr *a, uint64_t bytes) {
  if (!a->u.dense.splat)
    return fwrite(a->u.dense.data, 1, (size_t)bytes, f) == bytes;
  size_t esz = ir_dense_elem_size(a->type->elem);
  for (uint64_t k = 0; k < bytes; k += esz)
    if (fwrite(a->u.dense.data, 1, esz, f) != esz)
      return false;
  return true;
}

/* The assembler string for the weights file's name, inside a C string:
 * quotes and backslashes escaped for both. */
static void put_incbin_name(TextBuf *b, const char *name) {
  for (const char *s = name; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      textbuf_printf(b, "\\\\\\%c", c);
    else if (c < 0x20 || c >= 0x7f || c == '?') /* octal in both; '?': no trigraphs */
      textbuf_printf(b, "\\\\%03o", c);
    else
      textbuf_printf(b, "%c", *s);
  }
}

static bool weights_visit(IrOp *op, void *data) {
  WeightsWalk *w = data;
  Cg *cg = w->cg;
  IrType *t;
  const IrAttr *a = weight_attr(op, &t);
  uint64_t bytes = weight_bytes(a, t);
  /* A global is an object of its own; constants of the same data and type
   * share one array (they are never written). */
  bool global = ir_op_is(op, OP_GLOBAL);
  const void *key = global ? (const void *)op : (const void *)a;
  if (!bytes || hashmap_get(&cg->weights, (uint64_t)(uintptr_t)key))
    return true;
  IrAttr *al = global ? ir_op_get_attr(op, "alignment") : NULL;
  uint64_t align = al && al->kind == ATTR_INT && al->u.i > 64 ? (uint64_t)al->u.i : 64;
  uint64_t pad = (align - w->offset % align) % align;
  FILE *f = cg->opts->weights;
  if (!write_padding(f, pad) || !write_array(f, a, bytes)) {
    cg->ok = false;
    return false;
  }
  w->offset += pad;
  /* A global keeps its C name; loopc_ is loopc's own prefix, which no
   * value or function of the program takes (cg_fresh). */
  const char *name = global ? cg_func_cname(cg, op)
                            : arena_printf(&cg->ctx->arena, "loopc_weights_%d", cg->nweights);
  cg->nweights++;
  hashmap_put(&cg->weights, (uint64_t)(uintptr_t)key, (void *)name);
  /* Written-to globals go to .data (the loader's copy-on-write mapping);
   * constants and memref.global's `constant` ones to .rodata. */
  bool writable = global && !ir_op_get_attr(op, "constant");
  textbuf_printf(w->decls, "__asm__(\".pushsection %s\\n.balign %llu\\n%s:\\n.incbin \\\"",
                 writable ? ".data" : ".rodata", (unsigned long long)align, name);
  put_incbin_name(w->decls, cg->opts->weights_name);
  textbuf_printf(w->decls, "\\\", %llu, %llu\\n.popsection\");\nextern %s %s[%lld];\n",
                 (unsigned long long)w->offset, (unsigned long long)bytes,
                 cg_ctype(cg, t->elem), name, (long long)ir_type_num_elements(t));
  w->offset += bytes;
  return true;
}

void cg_weights_collect(Cg *cg) {
  if (!cg->opts->weights)
    return;
  long at = ftell(cg->opts->weights);
  WeightsWalk w = {cg, &cg->weight_decls, at > 0 ? (uint64_t)at : 0};
  ir_walk(cg->module, weights_visit, &w);
  if (!cg->ok || ferror(cg->opts->weights)) {
    diag_error(cg->diag, cg->module->loc, "cannot write the weights file '%s'",
               cg->opts->weights_name);
    cg->ok = false;
  }
}

const char *cg_weights_name(Cg *cg, const void *key) {
  return key ? hashmap_get(&cg->weights, (uint64_t)(uintptr_t)key) : NULL;
}

void cg_weights_write_decls(Cg *cg, FILE *out) {
  if (!cg->nweights)
    return;
  fprintf(out, "/* Constants over %d bytes: linked in from the weights file by the "
        "assembler\n * (compile where it is, or add -Wa,-I<its directory>). "
        "*/\n#ifndef __ELF__\n#error \"the weights file is linked with .incbin for ELF targets: "
        "emit with --weights=none\"\n#endif\n",
        CODEGEN_WEIGHTS_MIN_BYTES);
  fwrite(cg->weight_decls.s, 1, cg->weight_decls.len, out);
  fputc('\n', out);
}
