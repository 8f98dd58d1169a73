/* mlir_ops.c: the ops of MLIR 22 that loopc does not have, so that an input
 * using one is told "not supported by loopc" (with the dialect, and the
 * closest op loopc has) rather than "unknown", which reads as a typo. */
#include "mlir_ops.h"

#include <string.h>

#include "diag.h"
#include "ir.h"

/* Ops of the dialects loopc supports in part, from MLIR 22's registered op
 * names (libMLIR.so.22.1), less those loopc has. */
static const char *const missing_ops[] = {
    "arith.scaling_extf", "arith.scaling_truncf",
    "func.call_indirect", "func.constant",
    "ub.unreachable",
    "builtin.unrealized_conversion_cast",
    "affine.dma_start", "affine.dma_wait", "affine.prefetch", "affine.vector_load",
    "affine.vector_store",
};

/* MLIR 22's dialects of which loopc has no op, or only a few (listing the
 * rest of such a dialect's ops would add nothing). */
static const char *const other_dialects[] = {
    "acc", "amdgpu", "amx", "arm_neon", "arm_sme", "arm_sve", "async",
    "bufferization", "complex", "dlti", "emitc", "gpu", "index", "irdl", "linalg",
    "llvm", "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl", "pdl_interp", "ptr",
    "quant", "rocdl", "shape", "shard", "smt", "sparse_tensor", "spirv", "tensor",
    "tosa", "transform", "vector", "wasmssa", "x86vector", "xegpu", "xevm",
};

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

static bool same(const char *s, size_t n, const char *t) {
  return strlen(t) == n && memcmp(s, t, n) == 0;
}

bool ir_mlir_op_unsupported(const char *name, size_t n, IrMlirOp *out) {
  const char *dot = memchr(name, '.', n);
  if (!dot)
    return false;
  size_t dn = (size_t)(dot - name);
  if (ir_op_info_lookup(name, n))
    return false; /* loopc has it (a stale entry of the lists below) */
  for (int i = 0; i < COUNT(missing_ops); i++)
    if (same(name, n, missing_ops[i])) {
      out->dialect_len = (int)dn;
      out->whole_dialect = false;
      out->closest = NULL;
      /* The closest op loopc has: by name, within the same dialect. */
      const char *cands[256];
      int nc = 0;
      for (int k = 0; k < ir_num_op_kinds() && nc < COUNT(cands); k++) {
        const char *m = ir_op_info(k)->modern;
        if (k != OP_UNKNOWN && strncmp(m, name, dn + 1) == 0)
          cands[nc++] = m;
      }
      out->closest = diag_suggest(missing_ops[i], cands, nc);
      return true;
    }
  for (int i = 0; i < COUNT(other_dialects); i++)
    if (same(name, dn, other_dialects[i])) {
      out->dialect_len = (int)dn;
      /* loopc has a few ops of some of them (vector.print). */
      out->whole_dialect = true;
      for (int k = 0; k < ir_num_op_kinds() && out->whole_dialect; k++)
        if (k != OP_UNKNOWN && strncmp(ir_op_info(k)->modern, name, dn + 1) == 0)
          out->whole_dialect = false;
      out->closest = NULL;
      return true;
    }
  return false;
}
