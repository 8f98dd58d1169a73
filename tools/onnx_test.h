/* onnx_test.h: the `loopc onnx-test DIR...` subcommand (ONNX backend test
 * folders: import, lower, compile, run, compare). */
#ifndef LOOPC_ONNX_TEST_H
#define LOOPC_ONNX_TEST_H

/* argv[0] is "onnx-test"; returns the process exit status (0: all passed,
 * 1: some failed, 2: usage error). */
int onnx_test_main(int argc, char **argv);

#endif
