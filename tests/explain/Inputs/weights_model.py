#!/usr/bin/env python3
"""weights_model.py OUT.onnx: y = x @ W with W a 256x512 initializer (512 KB of
weights), for the size of explain's page."""
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

W = numpy_helper.from_array(np.random.RandomState(0).rand(256, 512).astype(np.float32), 'W')
g = helper.make_graph([helper.make_node('MatMul', ['x', 'W'], ['y'])], 'g',
                      [helper.make_tensor_value_info('x', TensorProto.FLOAT, [4, 256])],
                      [helper.make_tensor_value_info('y', TensorProto.FLOAT, [4, 512])], [W])
m = helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])
m.ir_version = 8
onnx.save(m, sys.argv[1])
