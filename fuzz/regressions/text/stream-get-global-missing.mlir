
func.func @nonexistent_global_memref() {
  %0 = memref.get_global @gv : memref<3xf32>
  return
}
