/* run.h: `loopc run`, the counterpart of mlir-runner: compile a module to C,
 * build it into a shared object with the system C compiler, load it and call
 * an entry point through libffi with arguments from the command line. */
#ifndef LOOPC_RUN_H
#define LOOPC_RUN_H

/* argv[0] is "run" (or the program name); returns the process exit status. */
int run_main(int argc, char **argv);

#endif
