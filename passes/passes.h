/* passes.h: loopc's passes (one file each in passes/), the registry by
 * command-line name, and the pipeline: the one function that turns the
 * options of every front end (the driver, `loopc run`, `loopc onnx-test`)
 * into the list of passes to run. */
#ifndef LOOPC_PASSES_H
#define LOOPC_PASSES_H

#include "../ir/diag.h"
#include "../ir/pass.h"

/* ---- the passes (each file's contract comment says what it keeps) ---- */

/* canonicalize's options (mlir-opt 22's; canonicalize.c says what each does). */
typedef struct CanonicalizeOptions {
  int64_t max_iterations;   /* max-iterations (10; -1: no bound) */
  int64_t max_num_rewrites; /* max-num-rewrites (-1: no bound) */
  int region_simplify;      /* region-simplify: 0 disabled, 1 normal, 2 aggressive */
  bool test_convergence;    /* test-convergence */
  bool top_down;            /* top-down (true) */
} CanonicalizeOptions;

/* lower-onnx's options. */
typedef struct OnnxLowerOptions {
  int64_t vector_bits; /* vector-bits: the target's vector width, 0 when unknown */
} OnnxLowerOptions;
extern const IrPass canonicalize_pass;      /* canonicalize.c (+ fold.c, canon_*.c) */
extern const IrPass onnx_lower_pass;        /* onnx_lower.c: lower-onnx */
extern const IrPass onnx_hoist_scan_pass;
extern const IrPass lower_affine_pass;      /* lower_affine.c: lower-affine */
extern const IrPass forall_to_parallel_pass; /* forall_to_parallel.c: scf-forall-to-parallel */
extern const IrPass scf_forall_to_for_pass;  /* scf_forall_to_for.c */
extern const IrPass scf_for_loop_peeling_pass; /* scf_for_loop_peeling.c */
extern const IrPass scf_parallel_loop_fusion_pass; /* scf_parallel_loop_fusion.c */
extern const IrPass scf_for_loop_canonicalization_pass; /* scf_for_loop_canonicalization.c */
extern const IrPass scf_parallel_to_nested_fors_pass; /* scf_parallel_to_nested_fors.c */
/* loop_nest.c: n nested loop.for ops before `before` (lbs[d], ubs[d],
 * steps[d], outermost first) that take over body: its ops but the
 * terminator move into the innermost, its arguments become the loops'
 * induction variables. Returns the outermost loop. */
IrOp *loops_nest_take_body(IrContext *ctx, IrOp *before, int n, IrValue *const *lbs,
                           IrValue *const *ubs, IrValue *const *steps, IrBlock *body);
/* loop_nest.c: the ops of one kind under root, in pre-order (outer loops
 * first; rewrite from the end to take inner ones first, as MLIR's
 * post-order walk does). */
typedef struct LoopsOfKind {
  int kind;
  Arena arena;
  PtrVec ops;
} LoopsOfKind;
void loops_of_kind(LoopsOfKind *l, IrOp *root, int kind);
void loops_of_kind_free(LoopsOfKind *l);
/* loop_nest.c: a forall's lower bounds, upper bounds and steps (3 * rank
 * values, malloc'ed), each static entry a constant built before op in that
 * order, as MLIR's getLowerBound & co. make them. */
IrValue **forall_bound_values(IrContext *ctx, IrOp *op);
extern const IrPass scf_to_cf_pass;         /* scf_to_cf.c: convert-scf-to-cf */
extern const IrPass scf_for_to_while_pass;  /* scf_for_to_while.c: scf-for-to-while */
extern const IrPass scf_loop_range_folding_pass; /* scf_loop_range_folding.c */
extern const IrPass scf_for_loop_specialization_pass;      /* scf_loop_specialization.c */
extern const IrPass scf_parallel_loop_specialization_pass; /* scf_loop_specialization.c */
extern const IrPass scf_parallel_loop_tiling_pass; /* scf_parallel_loop_tiling.c */
/* Replaces the scf.forall op by the scf.parallel scf-forall-to-parallel makes
 * of it, and returns that (for convert-scf-to-cf, which lowers it on). */
IrOp *scf_forall_to_parallel(IrContext *ctx, IrOp *op);   /* onnx_hoist_scan.c */
extern const IrPass dce_pass;               /* dce.c */
extern const IrPass cse_pass;               /* cse.c */
extern const IrPass licm_pass;              /* licm.c: loop-invariant-code-motion */
extern const IrPass fma_contract_pass;      /* fma_contract.c */
extern const IrPass infer_nsw_pass;         /* infer_nsw.c */
extern const IrPass print_dependences_pass; /* dependence.c */
extern const IrPass parallelize_pass;       /* parallelize.c */
extern const IrPass loop_interchange_pass;  /* loop_interchange.c */
extern const IrPass register_tile_pass;     /* register_tile.c */
extern const IrPass parallel_unroll_jam_pass; /* parallel_unroll_jam.c */
extern const IrPass wavefront_unroll_jam_pass; /* wavefront_unroll_jam.c */
extern const IrPass time_skew_tile_pass;       /* time_skew_tile.c */
extern const IrPass max_reduction_block_pass; /* max_reduction_block.c */
extern const IrPass affine_loop_tile_pass;  /* affine_loop_tile.c */
extern const IrPass affine_scalrep_pass;    /* affine_scalrep.c */
extern const IrPass affine_loop_normalize_pass; /* affine_loop_normalize.c */
extern const IrPass affine_loop_coalescing_pass; /* affine_loop_coalescing.c */
extern const IrPass affine_licm_pass;       /* affine_licm.c: affine-loop-invariant-code-motion */
extern const IrPass affine_loop_unswitch_pass; /* affine_loop_unswitch.c: test-affine-loop-unswitch */
extern const IrPass affine_loop_unroll_pass; /* affine_loop_unroll.c */
extern const IrPass affine_parallelize_pass; /* affine_parallelize.c */
extern const IrPass affine_loop_unroll_jam_pass; /* affine_loop_unroll_jam.c */
extern const IrPass affine_simplify_structures_pass; /* affine_simplify_structures.c */
extern const IrPass reduction_to_memory_pass; /* reduction_to_memory.c */
extern const IrPass privatize_buffers_pass; /* privatize_buffers.c */
extern const IrPass mem2reg_pass;           /* mem2reg.c */
extern const IrPass promote_loop_buffers_pass; /* promote_loop_buffers.c */
extern const IrPass reuse_loop_buffers_pass; /* reuse_loop_buffers.c */

/* Every pass, NULL-terminated, in the order `--list-passes` shows them. */
extern const IrPass *const passes_all[];
/* The pass called name[0..n), or NULL. */
const IrPass *passes_lookup(const char *name, size_t n);

/* ---- the pipeline (pipeline.c) ---- */

typedef struct PipelineOptions {
  /* -O0..-O3, or -1 when not given. For C output (to_core) the default is
   * 2; for printed IR nothing runs unless a level or passes are given. */
  int opt_level;
  /* Explicit passes in the order given, as pipeline text: "canonicalize,cse"
   * or mlir-opt's "builtin.module(func.func(canonicalize,cse))"; NULL for none. */
  const char *passes;
  /* The output needs the core dialects (C, `loopc run`): ONNX is lowered first. */
  bool to_core;
  /* The target's vector register width in bits (512 for AVX-512, 256 for
   * AVX2), 0 when unknown (portable C): the default of lower-onnx's option
   * vector-bits, however lower-onnx is asked for (its MatMul tiles are
   * shaped so that the C compiler keeps them in registers). */
  int vector_bits;
} PipelineOptions;
/* Whether n is a vector width loopc accepts: a power of two, 64..4096. */
bool pipeline_vector_bits_ok(long n);

/* Fills pm with the passes to run on module, in order:
 *   1. lower-onnx, when module holds onnx ops and the output needs the core
 *      dialects (to_core, or an explicit -O level); onnx-hoist-scan before
 *      it when the module holds an onnx.Scan and the -O level (given or
 *      implied) is at least 1;
 *   2. the explicit passes, in the order given (pipeline text: passes by
 *      name, with options in braces, canonicalize{max-iterations=3}, in
 *      mlir-opt's anchors);
 *   3. the -O pipeline (pipeline_opt_passes), when a level >= 1 is given or
 *      to_core implies the default -O2.
 * Reports a malformed pipeline or an unknown pass and returns false. */
bool pipeline_build(IrPassManager *pm, const PipelineOptions *o, IrContext *ctx, IrOp *module,
                    DiagEngine *diag);
/* Whether module holds ops of the onnx dialect (lower-onnx has work). */
bool pipeline_module_has_onnx(IrOp *module);
/* The passes of -O<level> (1..3), NULL-terminated; -O0 has none. */
const IrPass *const *pipeline_opt_passes(int level);
/* Appends text[0..n), pipeline text, to *passes: the passes given so far,
 * joined by ',' (malloc'd; NULL for none). Command lines give passes one
 * option at a time (--cse --pass-pipeline=...); they run in that order. */
void pipeline_append(char **passes, const char *text, size_t n);
/* Reads a pipeline written as the loopc command line writes it, words
 * separated by white space: -O0..-O3, --pass-pipeline=TEXT, --passes=TEXT,
 * --PASS[=OPTIONS], --verify-each[=BOOL], --no-verify-each, --vector-bits=N, or bare pipeline text
 * (quotes around a value are dropped). Sets o->opt_level (-1 when absent),
 * o->passes (the explicit passes joined by ',', malloc'd into *passes, which
 * the caller frees; NULL for none) and *verify_each. Reports an unknown word
 * and returns false. The C API's loopc_module_run_pipeline. */
bool pipeline_options_parse(const char *words, PipelineOptions *o, char **passes,
                            bool *verify_each, DiagEngine *diag);

#endif
