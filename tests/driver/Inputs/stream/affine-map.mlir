// A map in the second function: its alias is defined above the module, so
// the first function cannot be printed before the map is known.
func.func @first() {
  return
}
func.func @second() {
  "test.op"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  return
}
