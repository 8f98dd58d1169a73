/* explain.h: `loopc explain`, one self-contained HTML page that follows a
 * program from its source (or an ONNX model's graph) through the IR after
 * parsing and after every pass of the pipeline to the C, every line linked to
 * the source line it comes from. */
#ifndef LOOPC_EXPLAIN_H
#define LOOPC_EXPLAIN_H

/* argv[0] is "explain"; returns the process exit status. */
int explain_main(int argc, char **argv);

#endif
