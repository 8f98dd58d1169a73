#!/usr/bin/env python3
"""named_outputs.py OUT.onnx: a model of four outputs whose names are not C
identifiers as they stand: 'y:0', 'class' (a C++ keyword), 'int' (a C
keyword) and 'y_0' (what 'y:0' becomes). Each is x plus its position."""
import sys

import onnx
from onnx import TensorProto, helper

names = ['y:0', 'class', 'int', 'y_0']
nodes, outs = [], []
for k, n in enumerate(names):
    c = 'c%d' % k
    nodes.append(helper.make_node('Constant', [], [c], value=helper.make_tensor(
        c, TensorProto.FLOAT, [2], [float(k), float(k)])))
    nodes.append(helper.make_node('Add', ['x', c], [n]))
    outs.append(helper.make_tensor_value_info(n, TensorProto.FLOAT, [2]))
g = helper.make_graph(nodes, 'g', [helper.make_tensor_value_info('x', TensorProto.FLOAT, [2])], outs)
m = helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])
m.ir_version = 8
onnx.save(m, sys.argv[1])
