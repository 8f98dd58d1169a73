module {
  func.func @g(%arg0: index) -> index {
    return %arg0 : index
  }
}

