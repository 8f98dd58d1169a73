// An unclosed region at end of file names the line of its '{'.
// RUN: not %loopc %s 2>&1 | FileCheck %s
// CHECK: unclosed.mlir:[[@LINE+5]]:{{[0-9]+}}: error: expected '}' to close '{' at line [[@LINE+4]]
// CHECK-NOT: error
func @f(%c: i1) {
  %x = constant 1 : i32
  loop.if %c {
    %y = constant 2 : i32
