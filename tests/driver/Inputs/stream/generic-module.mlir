"builtin.module"() ({
  func.func @f() {
    return
  }
}) {test.attr = 1 : i32} : () -> ()
