/* views.h: memref views (memref.subview, reinterpret_cast, collapse_shape,
 * expand_shape, extract_strided_metadata): their mixed static/dynamic operand lists, the result types
 * MLIR 22 infers for them, and their verifiers (docs/DESIGN.md, "Memref
 * layouts and views"). */
#ifndef LOOPC_VIEWS_H
#define LOOPC_VIEWS_H

#include "ir.h"

typedef struct IrVerifier IrVerifier;

/* The lists of a view op, MLIR's OffsetSizeAndStrideOpInterface: each is
 * an attribute of static values (static_offsets, ...; TY_DYN where the
 * value is an operand) and, for its TY_DYN entries in order, operands
 * after the source and the lists before it. expand_shape has one list,
 * its output shape (IR_VIEW_SIZES, static_output_shape). */
typedef enum IrViewListKind { IR_VIEW_OFFSETS, IR_VIEW_SIZES, IR_VIEW_STRIDES } IrViewListKind;

typedef struct IrViewList {
  int n;              /* entries */
  const int64_t *stat; /* n static values, TY_DYN for an operand */
  int first;          /* operand index of the list's first dynamic entry */
} IrViewList;

/* The list of op (a view op) into *l; false when its attribute is missing
 * or not an array of i64 (the verifier reports it). */
bool ir_view_list(const IrOp *op, IrViewListKind which, IrViewList *l);
/* op's attribute name when it is an array<i64: ...> (a mixed list's
 * static entries), else NULL; and how many of its entries are TY_DYN. */
const IrAttr *ir_i64_array_attr(const IrOp *op, const char *name);
int ir_count_dynamic(const IrAttr *a);
/* The attribute name of a list: "static_offsets", ... */
const char *ir_view_list_attr(const IrOp *op, IrViewListKind which);
/* Whether op is a view: its result is a memref aliasing its first operand
 * (memref.cast, subview, reinterpret_cast, collapse_shape, expand_shape). */
bool ir_op_is_view(const IrOp *op);
/* The operandSegmentSizes a view op's lists imply (source, offsets, sizes,
 * strides), into sizes[4]; the count, or 0 for an op without segments. */
int ir_view_segment_sizes(const IrOp *op, int64_t *sizes);

/* MLIR's SubViewOp::inferResultType: the sizes as given, strides
 * source_stride * stride and offset source_offset + sum(offset * stride),
 * '?' wherever a term is. NULL when the source's layout is not strided. */
IrType *ir_subview_type(IrContext *ctx, const IrType *src, const int64_t *offsets,
                        const int64_t *sizes, const int64_t *strides);
/* MLIR's computeMemRefRankReductionMask: the dims of full (a subview's
 * type before rank reduction, ir_subview_type) that its result type res
 * keeps, into keep[res->rank]. Dims of static size 1 (sizes: the static
 * sizes list) are dropped; where there are more of them than ranks lost,
 * the strides decide which (a dim is dropped while its stride occurs more
 * often in full than in res). False when no choice fits. */
bool ir_subview_kept_dims(IrContext *ctx, const IrType *full, const IrType *res,
                          const int64_t *sizes, int *keep);
/* MLIR's CollapseShapeOp/ExpandShapeOp result layouts for the given result
 * sizes and reassociation (groups[i] has glen[i] source or result dims):
 * NULL when the source layout admits none. */
IrType *ir_collapse_type(IrContext *ctx, const IrType *src, int rank, const int64_t *dims,
                         int ngroups, const int64_t *const *groups, const int *glen);
IrType *ir_expand_type(IrContext *ctx, const IrType *src, int rank, const int64_t *dims,
                       int ngroups, const int64_t *const *groups, const int *glen);
/* MLIR's isIdentity for a memref's layout: none, or strided<[1]> of rank 1
 * or strided<[]> of rank 0 (whose affine maps are the identity). */
bool ir_layout_is_identity(const IrType *t);
/* The reassociation attribute of collapse/expand_shape as groups: false
 * when it is not a list of lists of integers. Arrays in ctx's arena. */
bool ir_view_reassociation(IrContext *ctx, const IrOp *op, int *ngroups, const int64_t *const **groups,
                           const int **glen);

/* The verifiers (ir/verify.c's table calls them). */
bool ir_verify_subview(IrVerifier *v, IrOp *op);
bool ir_verify_reinterpret_cast(IrVerifier *v, IrOp *op);
bool ir_verify_collapse_shape(IrVerifier *v, IrOp *op);
bool ir_verify_expand_shape(IrVerifier *v, IrOp *op);
bool ir_verify_extract_strided_metadata(IrVerifier *v, IrOp *op);
bool ir_verify_view(IrVerifier *v, IrOp *op);
bool ir_verify_transpose(IrVerifier *v, IrOp *op);
/* The permutation of a permutation map (perm[i]: the source dim of result
 * dim i) into perm (n entries); false when map is none. */
bool ir_permutation(const IrAttr *map, int n, int *perm);
/* MLIR's inferTransposeResultType: sizes and strides permuted, the offset
 * kept, as a strided layout; NULL when src has no strides. */
IrType *ir_transpose_type(IrContext *ctx, const IrType *src, const int *perm);

#endif
