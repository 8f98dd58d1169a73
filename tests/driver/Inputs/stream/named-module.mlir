module @named attributes {test.flag} {
  func.func @f() {
    return
  }
}
