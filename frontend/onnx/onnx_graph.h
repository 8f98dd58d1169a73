/* onnx_graph.h: an ONNX model's graph as a listing of rows (graphs, their
 * inputs, initializers, nodes and outputs, subgraphs of Loop/Scan/If nested
 * under their node), for `loopc explain`. Node rows are numbered the way
 * onnx_import_ex's node_locs option locates the ops made for each node, so a
 * row and the IR it became point at each other. */
#ifndef LOOPC_ONNX_GRAPH_H
#define LOOPC_ONNX_GRAPH_H

#include <stdbool.h>

typedef enum OnnxRowKind {
  ONNX_ROW_GRAPH,  /* a graph: the model's, or a node's graph attribute */
  ONNX_ROW_INPUT,
  ONNX_ROW_INIT,   /* an initializer */
  ONNX_ROW_NODE,
  ONNX_ROW_OUTPUT,
} OnnxRowKind;

typedef struct OnnxRow {
  OnnxRowKind kind;
  int depth;  /* 0 for the model's graph; rows of a graph are one deeper */
  int node;   /* a node row's number (1, 2, ... depth first), else 0 */
  char *text; /* malloc'd, one line */
} OnnxRow;

typedef struct OnnxListing {
  OnnxRow *rows;
  int nrows, cap;
} OnnxListing;

/* Reads the model at path and lists its graph into l (which the caller
 * zero-initializes and releases with onnx_listing_free, also on failure).
 * Returns false with a malloc'd message in *err when the file cannot be read
 * or is not a ModelProto with a graph. */
bool onnx_graph_list(const char *path, OnnxListing *l, char **err);
void onnx_listing_free(OnnxListing *l);

#endif
