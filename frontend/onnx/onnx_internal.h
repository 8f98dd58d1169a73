/* onnx_internal.h: helpers shared by the importer's files (needs the
 * protoc-c generated header). */
#ifndef LOOPC_ONNX_INTERNAL_H
#define LOOPC_ONNX_INTERNAL_H

#include "../../dialects/onnx/onnx_dialect.h"
#include "frontend/onnx/onnx.pb-c.h"
#include "onnx.h"

/* Decodes a TensorProto into t; on failure *err gets a malloc'd message. */
bool onnx_tensor_decode(const Onnx__TensorProto *p, OnnxTensor *t, char **err);
/* Where a model's tensors stored as external data are: files relative to
 * dir (the model's directory); on_file (when set) is told each file read,
 * by its real path. */
typedef struct OnnxExternal {
  const char *dir;
  void (*on_file)(void *data, const char *path);
  void *data;
} OnnxExternal;
/* onnx_tensor_decode, reading external data from ext's directory (NULL:
 * external data is an error, as in value files). */
bool onnx_tensor_decode_ex(const Onnx__TensorProto *p, OnnxTensor *t, const OnnxExternal *ext,
                           char **err);
/* A TensorProto viewing t's dims and data (raw_data; t keeps them). */
void onnx_tensor_proto_fill(const OnnxTensor *t, Onnx__TensorProto *p);
/* Writes a message to path; false with *err on failure. */
bool onnx_write_message(const char *path, const ProtobufCMessage *m, char **err);
/* Reads a whole file (malloc'd); NULL with *err on failure. */
uint8_t *onnx_read_file(const char *path, size_t *len, char **err);
/* The deepest nesting of protobuf messages a model or value file may have:
 * protobuf's C++ default recursion limit, which ONNX Runtime decodes with. */
#define ONNX_MAX_MESSAGE_DEPTH 100
typedef enum { ONNX_UNPACK_OK, ONNX_UNPACK_TOO_DEEP, ONNX_UNPACK_MALFORMED } OnnxUnpack;
/* protobuf_c_message_unpack of a message of type desc, after checking
 * (iteratively) that it nests messages at most ONNX_MAX_MESSAGE_DEPTH deep:
 * libprotobuf-c recurses per level and has no limit of its own. NULL with
 * *why saying why (onnx_proto.c). */
ProtobufCMessage *onnx_unpack(const ProtobufCMessageDescriptor *desc, const uint8_t *data,
                              size_t len, OnnxUnpack *why);
/* onnx_unpack of a ModelProto; NULL with *err (malloc'd) on failure. */
Onnx__ModelProto *onnx_model_unpack(const uint8_t *data, size_t len, char **err);
/* Numbers g's nodes and those of its subgraphs from 1, depth first (a node,
 * then the nodes of its graph attributes in order, then its next sibling):
 * out maps each NodeProto* to its number (onnx_graph.c). */
void onnx_number_nodes(const Onnx__GraphProto *g, HashMap *out);

#endif
