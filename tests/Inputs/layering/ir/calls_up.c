/* A call upwards through a prototype of its own, with no include. */
void pass_run(void);
void ir_run(void) { pass_run(); }
