func.func @call_unknown_callee() {
  func.call @missing() : () -> ()
  return
}
