/* forall.c: scf.forall's operand lists and mapping, and the verifiers of
 * scf.forall and scf.forall.in_parallel in mlir-opt 22's order and words
 * (ForallOp::verify, ViewLikeInterface's verifyListOfOperandsOrIntegers,
 * InParallelOp::verify). */
#include "forall.h"

#include <string.h>

#include "verify.h"
#include "views.h"

static const char *const list_names[] = {"staticLowerBound", "staticUpperBound", "staticStep"};

const char *ir_forall_list_attr(IrForallListKind which) { return list_names[which]; }

static const IrAttr *list_attr(const IrOp *op, IrForallListKind which) {
  return ir_i64_array_attr(op, list_names[which]);
}

static int count_dynamic(const IrAttr *a) { return ir_count_dynamic(a); }

bool ir_forall_list(const IrOp *op, IrForallListKind which, IrForallList *l) {
  const IrAttr *a = list_attr(op, which);
  if (!a)
    return false;
  l->n = a->u.darray.n;
  l->stat = a->u.darray.vals;
  l->first = 0;
  for (int k = IR_FORALL_LBS; k < (int)which; k++) {
    const IrAttr *b = list_attr(op, (IrForallListKind)k);
    if (!b)
      return false;
    l->first += count_dynamic(b);
  }
  return true;
}

int ir_forall_rank(const IrOp *op) {
  const IrAttr *a = list_attr(op, IR_FORALL_LBS);
  return a ? a->u.darray.n : 0;
}

bool ir_forall_entry(const IrOp *op, IrForallListKind which, int i, IrValue **value, int64_t *stat) {
  IrForallList l;
  if (!ir_forall_list(op, which, &l) || i >= l.n)
    return false;
  *value = NULL;
  *stat = l.stat[i];
  if (l.stat[i] != TY_DYN)
    return true;
  int k = l.first;
  for (int j = 0; j < i; j++)
    k += l.stat[j] == TY_DYN;
  if (k >= op->nopnds)
    return false;
  *value = op->opnds[k].value;
  return true;
}

/* The constant an entry holds: static, or an arith.constant operand. */
static bool entry_const(const IrOp *op, IrForallListKind which, int i, int64_t *c) {
  IrValue *v;
  if (!ir_forall_entry(op, which, i, &v, c))
    return false;
  return !v || ir_value_const_int(v, c);
}

bool ir_forall_is_normalized(const IrOp *op) {
  int n = ir_forall_rank(op);
  for (int i = 0; i < n; i++) {
    int64_t lb, step;
    if (!entry_const(op, IR_FORALL_LBS, i, &lb) || lb != 0 ||
        !entry_const(op, IR_FORALL_STEPS, i, &step) || step != 1)
      return false;
  }
  return true;
}

/* The gpu dialect's attributes that implement DeviceMappingAttrInterface,
 * kept as opaque text (loopc has no gpu dialect). */
static bool is_device_mapping(const IrAttr *a) {
  static const char *const kinds[] = {"block", "thread", "warp", "warpgroup", "lane",
                                      "memory_space"};
  if (a->kind != ATTR_OPAQUE || a->u.s.len < 6 || memcmp(a->u.s.str, "#gpu.", 5) != 0)
    return false;
  const char *name = a->u.s.str + 5;
  const char *lt = memchr(name, '<', a->u.s.len - 5);
  if (!lt)
    return false;
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (strlen(kinds[i]) == (size_t)(lt - name) && memcmp(kinds[i], name, (size_t)(lt - name)) == 0)
      return true;
  return false;
}

bool ir_forall_mapping_ok(const IrAttr *a) {
  if (a->kind != ATTR_ARRAY)
    return false;
  for (int i = 0; i < a->u.array.n; i++)
    if (!is_device_mapping(a->u.array.elts[i]))
      return false;
  return true;
}

void ir_forall_segment_sizes(const IrOp *op, int64_t *sizes) {
  for (int k = 0; k < 3; k++) {
    const IrAttr *a = list_attr(op, (IrForallListKind)k);
    sizes[k] = a ? count_dynamic(a) : 0;
  }
  sizes[3] = 0;
}

/* ODS's checks (segment sizes, the properties, the mapping constraint,
 * operand types, the region's one block), then ForallOp::verify. */
bool ir_verify_forall(IrVerifier *v, IrOp *op) {
  IrContext *ctx = ir_verifier_context(v);
  bool seg_ok;
  const int64_t *seg = ir_verify_segment_sizes(v, op, 4, &seg_ok);
  if (!seg_ok)
    return false;
  IrForallList l[3];
  for (int k = 0; k < 3; k++)
    if (!ir_forall_list(op, (IrForallListKind)k, &l[k])) {
      if (!ir_op_get_attr(op, list_names[k]))
        ir_verify_error(v, op, "requires attribute '%s'", list_names[k]);
      else
        ir_verify_error(v, op, "attribute '%s' failed to satisfy constraint: i64 dense array attribute",
                        list_names[k]);
      return false;
    }
  const IrAttr *mapping = ir_op_get_attr(op, "mapping");
  if (mapping && !ir_forall_mapping_ok(mapping)) {
    ir_verify_error(v, op, "attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute");
    return false;
  }
  for (int i = 0; i < op->nopnds; i++) {
    IrType *t = op->opnds[i].value->type;
    if (!ir_type_is_index(t)) {
      ir_verify_error(v, op, "operand #%d must be variadic of index, but got '%s'", i,
                      ir_type_str(ctx, t));
      return false;
    }
  }
  IrBlock *body = op->regions[0]->first;
  if (!body || body->next) {
    ir_verify_error(v, op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
    return false;
  }
  /* ForallOp::verify. loopc has no outputs (they are tensors). */
  int rank = l[IR_FORALL_LBS].n;
  if (op->nresults) {
    ir_verify_error(v, op, "produces %d results, but has only 0 outputs", op->nresults);
    return false;
  }
  if (body->nargs != rank) {
    ir_verify_error(v, op, "region expects %d arguments", rank);
    return false;
  }
  for (int i = 0; i < rank; i++)
    if (!ir_type_is_index(body->args[i]->type)) {
      ir_verify_error(v, op, "expects %d-th block argument to be an index", i);
      return false;
    }
  if (mapping && mapping->u.array.n && mapping->u.array.n != rank) {
    ir_verify_error(v, op, "mapping attribute size must match op rank");
    return false;
  }
  static const char *const what[] = {"lower bound", "upper bound", "step"};
  int ndyn = 0;
  for (int k = 0; k < 3; k++) {
    if (l[k].n != rank) {
      ir_verify_error_plain(v, op, "expected %d %s values, got %d", rank, what[k], l[k].n);
      return false;
    }
    int want = 0;
    for (int i = 0; i < l[k].n; i++)
      want += l[k].stat[i] == TY_DYN;
    /* The generic form states the groups; the custom form's follow from
     * the lists (loopc derives them, as for memref.subview). */
    if (seg && seg[k] != want) {
      ir_verify_error_plain(v, op, "expected %d dynamic %s values", want, what[k]);
      return false;
    }
    ndyn += want;
  }
  if (ndyn != op->nopnds) {
    ir_verify_error(v, op, "operand count (%d) does not match the dynamic entries of the static lists (%d)",
                    op->nopnds, ndyn);
    return false;
  }
  return true;
}

/* SingleBlockImplicitTerminator<InParallelOp>, a region trait: checked
 * once the body is verified. */
bool ir_verify_forall_regions(IrVerifier *v, IrOp *op) {
  IrOp *t = op->regions[0]->first->last;
  if (t && ir_op_is(t, OP_IN_PARALLEL))
    return true;
  if (!t) {
    ir_verify_error(v, op, "expects a non-empty block");
    return false;
  }
  ir_verify_error(v, op, "expects regions to end with 'scf.forall.in_parallel', found '%s'",
                  t->name ? t->name : t->info->modern);
  ir_verify_note(v, op->loc,
                 "in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'");
  return false;
}

/* The region's one block (ODS), then InParallelOp::verify: only
 * ParallelCombiningOpInterface ops, which are tensor ops loopc lacks. */
bool ir_verify_in_parallel(IrVerifier *v, IrOp *op) {
  IrBlock *b = op->regions[0]->first;
  if (!b || b->next) {
    ir_verify_error(v, op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
    return false;
  }
  if (b->first) {
    ir_verify_error(v, op, "expected only ParallelCombiningOpInterface ops");
    return false;
  }
  return true;
}
