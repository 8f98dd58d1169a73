/* onnx_value.c: sequences and optionals in .pb files (SequenceProto,
 * OptionalProto, decoded by protobuf-c from python3-onnx's onnx-data.proto) and as lists
 * (data + meta, the layout dialects/onnx/onnx_list.h states). */
#include "onnx_value.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/onnx/onnx_data.pb-c.h"
#include "onnx_internal.h"
#include "../../dialects/onnx/onnx_list.h"

enum { DT_TENSOR = 1, DT_SEQUENCE = 3 };

void onnx_value_free(OnnxValue *v) {
  for (int i = 0; i < v->n; i++)
    onnx_tensor_free(&v->ts[i]);
  free(v->ts);
  memset(v, 0, sizeof *v);
}

/* Protobuf reads any message's bytes as any other message (fields of
 * another type are skipped as unknown, others read as whatever the reader
 * defines), so a file is taken for the message it should hold only when no
 * field is unknown: how a TensorProto given for a sequence is told apart. */
static bool clean(const ProtobufCMessage *m) { return m->n_unknown_fields == 0; }

static bool add_tensor(OnnxValue *v, const Onnx__TensorProto *p, char **err) {
  if (!clean(&p->base)) {
    *err = xasprintf("element %d is not a valid TensorProto", v->n);
    return false;
  }
  v->ts = xrealloc(v->ts, sizeof(OnnxTensor) * (size_t)(v->n + 1));
  if (!onnx_tensor_decode(p, &v->ts[v->n], err))
    return false;
  if (!v->dtype)
    v->dtype = v->ts[v->n].dtype;
  v->n++;
  return true;
}

static bool from_sequence(const Onnx__SequenceProto *s, OnnxValue *v, char **err) {
  if (!clean(&s->base)) {
    *err = xasprintf("not a valid SequenceProto");
    return false;
  }
  if (s->n_sequence_values || s->n_optional_values || s->n_map_values ||
      s->n_sparse_tensor_values ||
      (s->has_elem_type && s->elem_type != DT_TENSOR && s->elem_type != 0)) {
    *err = xasprintf("only sequences of tensors are supported");
    return false;
  }
  for (size_t i = 0; i < s->n_tensor_values; i++)
    if (!add_tensor(v, s->tensor_values[i], err))
      return false;
  return true;
}

/* Every message is decoded through onnx_unpack: a file nesting sequences
 * in sequences deeply enough overflowed libprotobuf-c's recursion. One
 * nested too deeply reads as no message of that type, and *deep says why. */
static void *unpack(const ProtobufCMessageDescriptor *d, const uint8_t *buf, size_t len,
                    bool *deep) {
  OnnxUnpack why;
  ProtobufCMessage *m = onnx_unpack(d, buf, len, &why);
  *deep |= why == ONNX_UNPACK_TOO_DEEP;
  return m;
}

/* What a .pb file that is not the message it should be holds, for the
 * error: the first message that reads with no unknown field. */
static const char *pb_guess(const uint8_t *buf, size_t len, OnnxValueKind not, bool *deep) {
  const char *what = NULL;
  Onnx__TensorProto *t =
      not == ONNX_VK_TENSOR ? NULL : unpack(&onnx__tensor_proto__descriptor, buf, len, deep);
  if (t) {
    OnnxTensor x;
    char *e = NULL;
    if (clean(&t->base) && onnx_tensor_decode(t, &x, &e)) {
      what = "a tensor (TensorProto)";
      onnx_tensor_free(&x);
    }
    free(e);
    onnx__tensor_proto__free_unpacked(t, NULL);
    if (what)
      return what;
  }
  Onnx__SequenceProto *s =
      not == ONNX_VK_SEQ ? NULL : unpack(&onnx__sequence_proto__descriptor, buf, len, deep);
  if (s) {
    if (clean(&s->base) && s->has_elem_type)
      what = "a sequence (SequenceProto)";
    onnx__sequence_proto__free_unpacked(s, NULL);
    if (what)
      return what;
  }
  Onnx__OptionalProto *o = not == ONNX_VK_OPT_TENSOR || not == ONNX_VK_OPT_SEQ
                               ? NULL
                               : unpack(&onnx__optional_proto__descriptor, buf, len, deep);
  if (o) {
    if (clean(&o->base) && o->has_elem_type)
      what = "an optional (OptionalProto)";
    onnx__optional_proto__free_unpacked(o, NULL);
  }
  return what;
}

static const char *kind_noun(OnnxValueKind k) {
  switch (k) {
  case ONNX_VK_TENSOR: return "a tensor (TensorProto)";
  case ONNX_VK_SEQ: return "a sequence (SequenceProto)";
  case ONNX_VK_OPT_TENSOR: return "an optional tensor (OptionalProto)";
  case ONNX_VK_OPT_SEQ: return "an optional sequence (OptionalProto or SequenceProto)";
  default: return "a value";
  }
}

bool onnx_value_read_pb(const char *path, OnnxValueKind kind, OnnxValue *v, char **err) {
  memset(v, 0, sizeof *v);
  v->kind = kind;
  v->present = true;
  size_t len;
  char *e = NULL;
  uint8_t *buf = onnx_read_file(path, &len, &e);
  if (!buf) {
    *err = e;
    return false;
  }
  bool deep = false;
  if (kind == ONNX_VK_TENSOR) {
    v->ts = xcalloc(1, sizeof(OnnxTensor));
    Onnx__TensorProto *p = unpack(&onnx__tensor_proto__descriptor, buf, len, &deep);
    bool ok = p && clean(&p->base) && onnx_tensor_decode(p, &v->ts[0], &e);
    if (p)
      onnx__tensor_proto__free_unpacked(p, NULL);
    if (ok) {
      v->n = 1;
      v->dtype = v->ts[0].dtype;
    } else {
      const char *g = pb_guess(buf, len, kind, &deep);
      *err = deep ? xasprintf("'%s' nests messages deeper than %d levels", path,
                              ONNX_MAX_MESSAGE_DEPTH)
             : g  ? xasprintf("'%s' holds %s, not %s", path, g, kind_noun(kind))
             : xasprintf("'%s' is not a valid TensorProto file%s%s", path, e ? ": " : "",
                         e ? e : "");
    }
    free(e);
    free(buf);
    return ok;
  }
  bool ok = false;
  Onnx__SequenceProto *s = NULL;
  Onnx__OptionalProto *o = NULL;
  if (kind == ONNX_VK_OPT_TENSOR || kind == ONNX_VK_OPT_SEQ) {
    o = unpack(&onnx__optional_proto__descriptor, buf, len, &deep);
    bool want_seq = kind == ONNX_VK_OPT_SEQ;
    /* A SequenceProto where an optional sequence is expected: present. */
    if (o && want_seq && o->has_elem_type && o->elem_type == DT_TENSOR) {
      onnx__optional_proto__free_unpacked(o, NULL);
      o = NULL;
    } else if (!o || !clean(&o->base) ||
               (o->has_elem_type && o->elem_type != DT_TENSOR && o->elem_type != DT_SEQUENCE &&
                o->elem_type != 0)) {
      e = xasprintf("not a valid OptionalProto file");
      goto done;
    } else {
      v->present = o->has_elem_type && o->elem_type != 0 &&
                   (o->tensor_value || o->sequence_value);
      if (!v->present) {
        ok = true;
        goto done;
      }
      if (o->elem_type != (want_seq ? DT_SEQUENCE : DT_TENSOR)) {
        e = xasprintf("holds an optional of another kind (elem_type %d)", (int)o->elem_type);
        goto done;
      }
      if (want_seq)
        ok = from_sequence(o->sequence_value, v, &e);
      else
        ok = add_tensor(v, o->tensor_value, &e);
      goto done;
    }
  }
  s = unpack(&onnx__sequence_proto__descriptor, buf, len, &deep);
  if (!s) {
    e = xasprintf("not a valid SequenceProto file");
    goto done;
  }
  ok = from_sequence(s, v, &e);
done:
  if (s)
    onnx__sequence_proto__free_unpacked(s, NULL);
  if (o)
    onnx__optional_proto__free_unpacked(o, NULL);
  if (!ok) {
    const char *g = pb_guess(buf, len, kind, &deep);
    *err = deep ? xasprintf("'%s' nests messages deeper than %d levels (sequences inside "
                            "sequences)", path, ONNX_MAX_MESSAGE_DEPTH)
           : g  ? xasprintf("'%s' holds %s, not %s", path, g, kind_noun(kind))
             : xasprintf("'%s': %s", path, e ? e : "cannot be read");
    free(e);
  }
  free(buf);
  return ok;
}

bool onnx_value_to_list(const OnnxValue *v, int32_t dtype, OnnxTensor *data, OnnxTensor *meta,
                        char **err) {
  int n = v->present ? v->n : 0, maxr = 0;
  int64_t total = 0;
  for (int i = 0; i < n; i++) {
    int32_t d = v->ts[i].dtype;
    bool fl = d == ONNX_DT_FLOAT || d == ONNX_DT_DOUBLE || d == ONNX_DT_BOOL;
    if (d != dtype && (fl || onnx_dtype_size(d) != onnx_dtype_size(dtype))) {
      *err = xasprintf("element %d is %s, the graph expects %s", i,
                       onnx_dtype_name(v->ts[i].dtype), onnx_dtype_name(dtype));
      return false;
    }
    if (v->ts[i].rank > maxr)
      maxr = v->ts[i].rank;
    total += v->ts[i].count;
  }
  size_t esz = onnx_dtype_size(dtype);
  memset(data, 0, sizeof *data);
  memset(meta, 0, sizeof *meta);
  data->dtype = dtype;
  data->rank = 1;
  data->dims = xmalloc(sizeof(int64_t));
  data->dims[0] = total;
  data->count = total;
  data->data = xmalloc((size_t)total * esz + 1);
  int64_t w = onnx_list_width(maxr);
  meta->dtype = ONNX_DT_INT64;
  meta->rank = 2;
  meta->dims = xmalloc(2 * sizeof(int64_t));
  meta->dims[0] = onnx_list_rows(n);
  meta->dims[1] = w;
  meta->count = onnx_list_rows(n) * w;
  int64_t *m = xcalloc((size_t)meta->count, sizeof(int64_t));
  meta->data = m;
  int64_t *header = m + ONNX_LIST_HEADER * w;
  header[ONNX_LIST_COUNT] = v->kind == ONNX_VK_SEQ || v->present ? n : ONNX_LIST_ABSENT;
  header[ONNX_LIST_USED] = total; /* data in use: all of it */
  int64_t off = 0;
  for (int i = 0; i < n; i++) {
    int64_t *row = m + onnx_list_row(i) * w;
    row[ONNX_LIST_OFFSET] = off;
    row[ONNX_LIST_RANK] = v->ts[i].rank;
    for (int k = 0; k < v->ts[i].rank; k++)
      row[ONNX_LIST_DIMS + k] = v->ts[i].dims[k];
    memcpy((char *)data->data + (size_t)off * esz, v->ts[i].data, (size_t)v->ts[i].count * esz);
    off += v->ts[i].count;
  }
  return true;
}

bool onnx_value_from_list(const OnnxTensor *data, const OnnxTensor *meta, OnnxValueKind kind,
                          OnnxValue *v, char **err) {
  memset(v, 0, sizeof *v);
  v->kind = kind;
  v->dtype = data->dtype;
  const int64_t *m = meta->data;
  int64_t rows = meta->dims[0], w = meta->dims[1], len = data->dims[0];
  const int64_t *header = m + ONNX_LIST_HEADER * w;
  if (rows < onnx_list_rows(0) || w < onnx_list_width(0) ||
      header[ONNX_LIST_COUNT] < ONNX_LIST_ABSENT ||
      header[ONNX_LIST_COUNT] > rows - onnx_list_rows(0) || header[ONNX_LIST_USED] < 0 ||
      header[ONNX_LIST_USED] > len) {
    *err = xasprintf("the graph returned a malformed list");
    return false;
  }
  int64_t count = header[ONNX_LIST_COUNT], used = header[ONNX_LIST_USED];
  v->present = count >= 0;
  int64_t n = count < 0 ? 0 : count;
  v->ts = xcalloc((size_t)n + 1, sizeof(OnnxTensor));
  size_t esz = onnx_dtype_size(data->dtype);
  for (int64_t i = 0; i < n; i++) {
    const int64_t *row = m + onnx_list_row(i) * w;
    const int64_t *dims = row + ONNX_LIST_DIMS;
    int64_t off = row[ONNX_LIST_OFFSET], r = row[ONNX_LIST_RANK], numel = 1;
    bool ok = r >= 0 && r <= w - onnx_list_width(0) && off >= 0 && off <= used;
    for (int64_t k = 0; ok && k < r; k++)
      ok = dims[k] >= 0 && (dims[k] == 0 || numel <= len / dims[k]) && ((numel *= dims[k]), true);
    if (!ok || numel > used - off) {
      *err = xasprintf("the graph returned a malformed list (element %lld)", (long long)i);
      onnx_value_free(v);
      return false;
    }
    OnnxTensor *t = &v->ts[v->n++];
    t->dtype = data->dtype;
    t->rank = (int)r;
    t->dims = xmalloc(sizeof(int64_t) * (size_t)(r ? r : 1));
    memcpy(t->dims, dims, sizeof(int64_t) * (size_t)r);
    t->count = numel;
    t->data = xmalloc((size_t)numel * esz + 1);
    memcpy(t->data, (const char *)data->data + (size_t)off * esz, (size_t)numel * esz);
  }
  return true;
}

char *onnx_value_describe(const OnnxValue *v) {
  const char *s = v->n == 1 ? "" : "s";
  switch (v->kind) {
  case ONNX_VK_SEQ: return xasprintf("a sequence of %d tensor%s", v->n, s);
  case ONNX_VK_OPT_TENSOR: return xasprintf(v->present ? "an optional holding a tensor"
                                                       : "an empty optional");
  case ONNX_VK_OPT_SEQ:
    return v->present ? xasprintf("an optional holding a sequence of %d tensor%s", v->n, s)
                      : xasprintf("an empty optional");
  default: return xasprintf("a tensor");
  }
}

static bool ends_with(const char *s, const char *suf) {
  size_t a = strlen(s), b = strlen(suf);
  return a >= b && strcmp(s + a - b, suf) == 0;
}

bool onnx_value_write(const char *path, const OnnxValue *v, char **err) {
  if (v->kind == ONNX_VK_TENSOR)
    return onnx_tensor_write(path, &v->ts[0], err);
  if (ends_with(path, ".npy")) {
    char *d = onnx_value_describe(v);
    *err = xasprintf("cannot write '%s': it is %s, which a .npy file cannot hold (write a .pb "
                     "file)", path, d);
    free(d);
    return false;
  }
  /* As numpy_helper.from_list and from_optional write them. */
  Onnx__TensorProto *tp = xcalloc((size_t)v->n + 1, sizeof *tp);
  Onnx__TensorProto **tps = xcalloc((size_t)v->n + 1, sizeof *tps);
  for (int i = 0; i < v->n; i++) {
    onnx_tensor_proto_fill(&v->ts[i], &tp[i]);
    tps[i] = &tp[i];
  }
  Onnx__SequenceProto seq = ONNX__SEQUENCE_PROTO__INIT;
  seq.has_elem_type = 1;
  seq.elem_type = DT_TENSOR;
  seq.n_tensor_values = (size_t)v->n;
  seq.tensor_values = tps;
  Onnx__OptionalProto opt = ONNX__OPTIONAL_PROTO__INIT;
  opt.has_elem_type = 1;
  opt.elem_type = v->kind == ONNX_VK_OPT_SEQ ? DT_SEQUENCE : DT_TENSOR;
  if (v->present && v->kind == ONNX_VK_OPT_SEQ)
    opt.sequence_value = &seq;
  else if (v->present && v->n == 1)
    opt.tensor_value = &tp[0];
  bool ok = onnx_write_message(path, v->kind == ONNX_VK_SEQ ? &seq.base : &opt.base, err);
  free(tp);
  free(tps);
  return ok;
}
