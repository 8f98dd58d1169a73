// A memref.get_global of a global that does not exist: the summary of calls
// does not check it, so the whole-module path reports it.
func.func @nonexistent_global_memref() {
  %0 = memref.get_global @gv : memref<3xf32>
  return
}
