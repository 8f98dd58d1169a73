void pass_run(void) {}
