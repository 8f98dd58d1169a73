func.func @f() {
  return
}
"test.top"() : () -> ()
func.func @g() {
  return
}
