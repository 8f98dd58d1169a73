func.func @f() {
  return
}
module {
  func.func @g() {
    return
  }
}
