/* onnx_graph.c: the node numbering shared by the importer's node locations
 * and the graph listing `loopc explain` shows for a model (onnx_graph.h).
 *
 * Both walk the graph depth first with an explicit stack (a model's nesting
 * of subgraphs is data, not something to recurse on). Row text follows
 * ONNX's own textual syntax: `y = Add (a, b)`, attributes in `<...>`. */
#include "onnx_graph.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "onnx_internal.h"

/* ============================ the walk ================================= */

/* One graph being walked: its rows are emitted from node `next` on. */
typedef struct Frame {
  const Onnx__GraphProto *g;
  size_t next;
  bool started;
  int depth;
  const char *attr; /* the attribute that holds it, NULL for the model's graph */
} Frame;

typedef struct Walk {
  Frame *stack;
  size_t n, cap;
} Walk;

static void walk_push(Walk *w, const Onnx__GraphProto *g, int depth, const char *attr) {
  if (w->n == w->cap) {
    w->cap = w->cap ? w->cap * 2 : 16;
    w->stack = xrealloc(w->stack, sizeof *w->stack * w->cap);
  }
  w->stack[w->n++] = (Frame){g, 0, false, depth, attr};
}

/* Pushes node's graph attributes so that the first is walked first. */
static void push_subgraphs(Walk *w, const Onnx__NodeProto *node, int depth) {
  for (size_t a = node->n_attribute; a-- > 0;) {
    const Onnx__AttributeProto *at = node->attribute[a];
    if (!at)
      continue;
    for (size_t k = at->n_graphs; k-- > 0;)
      if (at->graphs[k])
        walk_push(w, at->graphs[k], depth, at->name);
    if (at->g)
      walk_push(w, at->g, depth, at->name);
  }
}

void onnx_number_nodes(const Onnx__GraphProto *g, HashMap *out) {
  Walk w = {0};
  intptr_t number = 0;
  if (g)
    walk_push(&w, g, 0, NULL);
  while (w.n) {
    Frame *f = &w.stack[w.n - 1];
    if (f->next >= f->g->n_node) {
      w.n--;
      continue;
    }
    const Onnx__NodeProto *node = f->g->node[f->next++];
    if (!node)
      continue;
    hashmap_put(out, (uint64_t)(uintptr_t)node, (void *)++number);
    push_subgraphs(&w, node, 0);
  }
  free(w.stack);
}

/* ============================ row text ================================= */

static void str_name(TextBuf *b, const char *name) {
  if (!name || !*name) {
    textbuf_add(b, "\"\"");
    return;
  }
  for (const char *p = name; *p; p++)
    textbuf_addn(b, (unsigned char)*p < 0x20 ? " " : p, 1);
}

static void str_bytes(TextBuf *b, const ProtobufCBinaryData *d) {
  enum { MAX_SHOWN = 64 };
  textbuf_add(b, "\"");
  for (size_t i = 0; i < d->len && i < MAX_SHOWN; i++) {
    unsigned char c = d->data[i];
    if (c < 0x20 || c == '"' || c == '\\')
      textbuf_printf(b, "\\x%02x", c);
    else
      textbuf_addn(b, (const char *)&c, 1);
  }
  textbuf_add(b, d->len > MAX_SHOWN ? "...\"" : "\"");
}

static const char *dtype_name(int32_t dt) {
  switch (dt) {
  case ONNX_DT_FLOAT: return "float";
  case ONNX_DT_UINT8: return "uint8";
  case ONNX_DT_INT8: return "int8";
  case ONNX_DT_UINT16: return "uint16";
  case ONNX_DT_INT16: return "int16";
  case ONNX_DT_INT32: return "int32";
  case ONNX_DT_INT64: return "int64";
  case 8: return "string";
  case ONNX_DT_BOOL: return "bool";
  case 10: return "float16";
  case ONNX_DT_DOUBLE: return "double";
  case ONNX_DT_UINT32: return "uint32";
  case ONNX_DT_UINT64: return "uint64";
  case 16: return "bfloat16";
  default: return "?";
  }
}

/* `float[2,N]`, `int64[]` (a scalar), `seq(...)`; the shape is left out
 * when unknown. */
static void str_type(TextBuf *b, const Onnx__TypeProto *t) {
  if (!t) {
    textbuf_add(b, "?");
    return;
  }
  switch (t->value_case) {
  case ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE: {
    const Onnx__TypeProto__Tensor *tt = t->tensor_type;
    textbuf_add(b, tt && tt->has_elem_type ? dtype_name(tt->elem_type) : "?");
    if (!tt || !tt->shape)
      return;
    textbuf_add(b, "[");
    for (size_t i = 0; i < tt->shape->n_dim; i++) {
      const Onnx__TensorShapeProto__Dimension *d = tt->shape->dim[i];
      if (i)
        textbuf_add(b, ",");
      if (d && d->value_case == ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE)
        textbuf_printf(b, "%" PRId64, d->dim_value);
      else if (d && d->value_case == ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_PARAM &&
               d->dim_param && *d->dim_param)
        str_name(b, d->dim_param);
      else
        textbuf_add(b, "?");
    }
    textbuf_add(b, "]");
    return;
  }
  case ONNX__TYPE_PROTO__VALUE_SEQUENCE_TYPE: textbuf_add(b, "seq(...)"); return;
  case ONNX__TYPE_PROTO__VALUE_MAP_TYPE: textbuf_add(b, "map(...)"); return;
  case ONNX__TYPE_PROTO__VALUE_OPTIONAL_TYPE: textbuf_add(b, "optional(...)"); return;
  case ONNX__TYPE_PROTO__VALUE_SPARSE_TENSOR_TYPE: textbuf_add(b, "sparse_tensor(...)"); return;
  default: textbuf_add(b, "?"); return;
  }
}

static void str_tensor_type(TextBuf *b, const Onnx__TensorProto *t) {
  textbuf_add(b, t->has_data_type ? dtype_name(t->data_type) : "?");
  textbuf_add(b, "[");
  for (size_t i = 0; i < t->n_dims; i++)
    textbuf_printf(b, "%s%" PRId64, i ? "," : "", t->dims[i]);
  textbuf_add(b, "]");
}

/* `name: float[2]` for a graph input or output. */
static void str_value_info(TextBuf *b, const Onnx__ValueInfoProto *vi) {
  str_name(b, vi ? vi->name : NULL);
  textbuf_add(b, ": ");
  str_type(b, vi ? vi->type : NULL);
}

/* An attribute's value, briefly (long lists are cut after a few elements;
 * graphs are listed as rows of their own). */
static void str_attr_value(TextBuf *b, const Onnx__AttributeProto *a) {
  enum { MAX_ELTS = 8 };
  if (a->g || a->n_graphs) {
    textbuf_add(b, "graph");
    return;
  }
  if (a->t) {
    textbuf_add(b, "tensor ");
    str_tensor_type(b, a->t);
    return;
  }
  if (a->n_ints || a->n_floats || a->n_strings) {
    size_t n = a->n_ints ? a->n_ints : a->n_floats ? a->n_floats : a->n_strings;
    textbuf_add(b, "[");
    for (size_t i = 0; i < n && i < MAX_ELTS; i++) {
      if (i)
        textbuf_add(b, ", ");
      if (a->n_ints)
        textbuf_printf(b, "%" PRId64, a->ints[i]);
      else if (a->n_floats)
        textbuf_printf(b, "%g", (double)a->floats[i]);
      else
        str_bytes(b, &a->strings[i]);
    }
    textbuf_add(b, n > MAX_ELTS ? ", ...]" : "]");
    return;
  }
  if (a->has_s)
    str_bytes(b, &a->s);
  else if (a->has_f)
    textbuf_printf(b, "%g", (double)a->f);
  else if (a->has_i)
    textbuf_printf(b, "%" PRId64, a->i);
  else if (a->n_tensors || a->n_sparse_tensors || a->sparse_tensor || a->tp || a->n_type_protos)
    textbuf_add(b, "...");
  else
    textbuf_add(b, "?");
}

/* `y, z = Op <a = 1> (x, w)`, and `# name` when the node has one. */
static void str_node(TextBuf *b, const Onnx__NodeProto *n) {
  for (size_t i = 0; i < n->n_output; i++) {
    if (i)
      textbuf_add(b, ", ");
    str_name(b, n->output[i]);
  }
  if (n->n_output)
    textbuf_add(b, " = ");
  if (n->domain && *n->domain && strcmp(n->domain, "ai.onnx") != 0) {
    str_name(b, n->domain);
    textbuf_add(b, ".");
  }
  if (n->op_type && *n->op_type)
    str_name(b, n->op_type);
  else
    textbuf_add(b, "?");
  bool any = false;
  for (size_t i = 0; i < n->n_attribute; i++) {
    const Onnx__AttributeProto *a = n->attribute[i];
    if (!a || a->g || a->n_graphs)
      continue;
    textbuf_add(b, any ? ", " : " <");
    any = true;
    str_name(b, a->name);
    textbuf_add(b, " = ");
    str_attr_value(b, a);
  }
  if (any)
    textbuf_add(b, ">");
  textbuf_add(b, " (");
  for (size_t i = 0; i < n->n_input; i++) {
    if (i)
      textbuf_add(b, ", ");
    str_name(b, n->input[i]);
  }
  textbuf_add(b, ")");
  if (n->name && *n->name) {
    textbuf_add(b, "    # ");
    str_name(b, n->name);
  }
}

/* ============================ the listing ============================== */

static void add_row(OnnxListing *l, OnnxRowKind kind, int depth, int node, TextBuf *text) {
  if (l->nrows == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 64;
    l->rows = xrealloc(l->rows, sizeof *l->rows * (size_t)l->cap);
  }
  l->rows[l->nrows++] = (OnnxRow){kind, depth, node, text->s ? text->s : xstrdup("")};
  *text = (TextBuf){0};
}

/* The graph's own rows that come before its nodes. */
static void list_graph_head(OnnxListing *l, const Frame *f) {
  const Onnx__GraphProto *g = f->g;
  TextBuf b = {0};
  if (f->attr) {
    str_name(&b, f->attr);
    textbuf_add(&b, ": ");
  }
  textbuf_add(&b, "graph ");
  str_name(&b, g->name);
  add_row(l, ONNX_ROW_GRAPH, f->depth, 0, &b);
  for (size_t i = 0; i < g->n_input; i++) {
    textbuf_add(&b, "input ");
    str_value_info(&b, g->input[i]);
    add_row(l, ONNX_ROW_INPUT, f->depth + 1, 0, &b);
  }
  for (size_t i = 0; i < g->n_initializer; i++) {
    const Onnx__TensorProto *t = g->initializer[i];
    if (!t)
      continue;
    textbuf_add(&b, "initializer ");
    str_name(&b, t->name);
    textbuf_add(&b, ": ");
    str_tensor_type(&b, t);
    add_row(l, ONNX_ROW_INIT, f->depth + 1, 0, &b);
  }
}

static void list_graph_tail(OnnxListing *l, const Frame *f) {
  TextBuf b = {0};
  for (size_t i = 0; i < f->g->n_output; i++) {
    textbuf_add(&b, "output ");
    str_value_info(&b, f->g->output[i]);
    add_row(l, ONNX_ROW_OUTPUT, f->depth + 1, 0, &b);
  }
}

bool onnx_graph_list(const char *path, OnnxListing *l, char **err) {
  size_t len;
  uint8_t *buf = onnx_read_file(path, &len, err);
  if (!buf)
    return false;
  /* Decoded as the importer decodes it (a model nested too deeply would
   * overflow libprotobuf-c's recursion here first). */
  Onnx__ModelProto *m = onnx_model_unpack(buf, len, err);
  free(buf);
  if (!m)
    return false;
  if (!m->graph) {
    *err = xstrdup("the model has no graph");
    onnx__model_proto__free_unpacked(m, NULL);
    return false;
  }
  Walk w = {0};
  int number = 0;
  walk_push(&w, m->graph, 0, NULL);
  TextBuf b = {0};
  while (w.n) {
    Frame *f = &w.stack[w.n - 1];
    if (!f->started) {
      f->started = true;
      list_graph_head(l, f);
    }
    if (f->next >= f->g->n_node) {
      list_graph_tail(l, f);
      w.n--;
      continue;
    }
    const Onnx__NodeProto *node = f->g->node[f->next++];
    if (!node)
      continue;
    int depth = f->depth + 1;
    str_node(&b, node);
    add_row(l, ONNX_ROW_NODE, depth, ++number, &b);
    push_subgraphs(&w, node, depth + 1); /* may move the stack: f is stale now */
  }
  free(w.stack);
  onnx__model_proto__free_unpacked(m, NULL);
  return true;
}

void onnx_listing_free(OnnxListing *l) {
  for (int i = 0; i < l->nrows; i++)
    free(l->rows[i].text);
  free(l->rows);
  l->rows = NULL;
  l->nrows = l->cap = 0;
}
