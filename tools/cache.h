/* cache.h: the `loopc cache` subcommand (tools/cache.c). */
#ifndef LOOPC_CACHE_MAIN_H
#define LOOPC_CACHE_MAIN_H

/* `loopc cache [clean]`: argv[0] is "cache"; returns the exit status. */
int cache_main(int argc, char **argv);

#endif
