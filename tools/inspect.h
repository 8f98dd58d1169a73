/* inspect.h: the `loopc inspect` subcommand (tools/inspect.c). */
#ifndef LOOPC_INSPECT_MAIN_H
#define LOOPC_INSPECT_MAIN_H

/* `loopc inspect FILE`: argv[0] is "inspect"; returns the exit status. */
int inspect_main(int argc, char **argv);

#endif
