/* onnx_proto.c: decoding protobuf messages (models and value files) with
 * a bound on how deeply they nest, before libprotobuf-c sees them. */
#include <stdlib.h>

#include "onnx_internal.h"

typedef enum { PROTO_OK, PROTO_TOO_DEEP, PROTO_MALFORMED } ProtoScan;

/* libprotobuf-c decodes nested messages recursively and overflowed the stack
 * at about 3,000 nested subgraphs (If inside If), or sequences inside
 * sequences in a value file; it has no depth limit of its own. So the bytes
 * are walked first, iteratively, with the message
 * descriptors protoc-c generated, and a model nesting messages deeper than
 * protobuf's own C++ default recursion limit (which ONNX Runtime decodes
 * with, so no model it loads is refused) is rejected; every decode of a
 * model or a value file goes through onnx_unpack (the importer, `loopc
 * explain`'s graph listing, `loopc run` and `onnx-test`'s inputs). That bounds the
 * importer's own recursion over subgraphs too: a subgraph takes three
 * levels (NodeProto, AttributeProto, GraphProto). */
static bool read_varint(const uint8_t **p, const uint8_t *end, uint64_t *v) {
  *v = 0;
  for (int shift = 0; shift < 64 && *p < end; shift += 7) {
    uint8_t b = *(*p)++;
    *v |= (uint64_t)(b & 0x7f) << shift;
    if (!(b & 0x80))
      return true;
  }
  return false;
}

static ProtoScan scan_nesting(const ProtobufCMessageDescriptor *desc, const uint8_t *data,
                              size_t len) {
  struct Frame {
    const ProtobufCMessageDescriptor *desc;
    const uint8_t *end;
  } stack[ONNX_MAX_MESSAGE_DEPTH + 1];
  int depth = 0;
  stack[0] = (struct Frame){desc, data + len};
  const uint8_t *p = data;
  for (;;) {
    while (p == stack[depth].end) {
      if (depth == 0)
        return PROTO_OK;
      depth--;
    }
    uint64_t key, n;
    if (!read_varint(&p, stack[depth].end, &key))
      return PROTO_MALFORMED;
    switch (key & 7) {
    case 0: /* varint */
      if (!read_varint(&p, stack[depth].end, &n))
        return PROTO_MALFORMED;
      break;
    case 1: /* 64-bit */
    case 5: /* 32-bit */ {
      size_t w = (key & 7) == 1 ? 8 : 4;
      if ((size_t)(stack[depth].end - p) < w)
        return PROTO_MALFORMED;
      p += w;
      break;
    }
    case 2: { /* length-delimited: bytes, packed numbers or a message */
      if (!read_varint(&p, stack[depth].end, &n) || n > (uint64_t)(stack[depth].end - p))
        return PROTO_MALFORMED;
      const ProtobufCFieldDescriptor *f =
          key >> 3 <= UINT32_MAX
              ? protobuf_c_message_descriptor_get_field(stack[depth].desc, (unsigned)(key >> 3))
              : NULL;
      if (f && f->type == PROTOBUF_C_TYPE_MESSAGE) {
        if (depth == ONNX_MAX_MESSAGE_DEPTH)
          return PROTO_TOO_DEEP;
        stack[depth + 1] = (struct Frame){f->descriptor, p + n};
        depth++;
      } else {
        p += n;
      }
      break;
    }
    default: /* groups: not in onnx.proto */
      return PROTO_MALFORMED;
    }
  }
}

ProtobufCMessage *onnx_unpack(const ProtobufCMessageDescriptor *desc, const uint8_t *data,
                              size_t len, OnnxUnpack *why) {
  if (scan_nesting(desc, data, len) == PROTO_TOO_DEEP) {
    *why = ONNX_UNPACK_TOO_DEEP;
    return NULL;
  }
  ProtobufCMessage *m = protobuf_c_message_unpack(desc, NULL, len, data);
  *why = m ? ONNX_UNPACK_OK : ONNX_UNPACK_MALFORMED;
  return m;
}

Onnx__ModelProto *onnx_model_unpack(const uint8_t *data, size_t len, char **err) {
  OnnxUnpack why;
  ProtobufCMessage *m = onnx_unpack(&onnx__model_proto__descriptor, data, len, &why);
  if (why == ONNX_UNPACK_TOO_DEEP)
    *err = xasprintf("the model nests messages deeper than %d levels (subgraphs inside "
                     "subgraphs), the limit of protobuf and ONNX Runtime",
                     ONNX_MAX_MESSAGE_DEPTH);
  else if (!m)
    *err = xstrdup("not a valid ONNX model (protobuf decoding failed: the file is truncated or "
                   "not a ModelProto)");
  return (Onnx__ModelProto *)m;
}
