#!/usr/bin/python3
"""make_weights_model.py: a model that is mostly weights, for loopc's
"weights as data" path (docs/DESIGN.md): LAYERS fully connected layers
(MatMul, Add, Relu) of WIDTH x WIDTH f32 weights, about MB megabytes in all,
on one row of WIDTH inputs.

Writes OUTDIR/model.onnx (initializers inside, or with --external in
OUTDIR/weights.bin as ONNX external data, each tensor at its own offset),
OUTDIR/x.npy (the input) and OUTDIR/expected.npy (numpy's result, float32
throughout). Deterministic (fixed seed). Run with /usr/bin/python3
(python3-onnx, numpy).

usage: make_weights_model.py OUTDIR [--mb MB] [--width WIDTH] [--external]"""
import argparse
import os

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('outdir')
    ap.add_argument('--mb', type=float, default=100.0, help='megabytes of weights (default 100)')
    ap.add_argument('--width', type=int, default=2048, help='layer width (default 2048)')
    ap.add_argument('--external', action='store_true',
                    help='store the initializers as external data (weights.bin)')
    a = ap.parse_args()
    w = a.width
    layer_bytes = 4 * (w * w + w)
    layers = max(1, round(a.mb * 1e6 / layer_bytes))
    rng = np.random.default_rng(25)
    x = rng.standard_normal((1, w)).astype(np.float32)
    inits, nodes, h, y = [], [], 'x', x
    scale = np.float32(1.5 / np.sqrt(w))  # keeps the activations near 1 through the layers
    for i in range(layers):
        W = (rng.standard_normal((w, w), dtype=np.float32) * scale).astype(np.float32)
        b = (rng.standard_normal(w, dtype=np.float32) * np.float32(0.1)).astype(np.float32)
        inits += [numpy_helper.from_array(W, 'W%d' % i), numpy_helper.from_array(b, 'b%d' % i)]
        last = i == layers - 1
        nodes += [helper.make_node('MatMul', [h, 'W%d' % i], ['m%d' % i]),
                  helper.make_node('Add', ['m%d' % i, 'b%d' % i], ['y' if last else 'a%d' % i])]
        y = (y @ W + b).astype(np.float32)
        if not last:
            nodes.append(helper.make_node('Relu', ['a%d' % i], ['h%d' % i]))
            h = 'h%d' % i
            y = np.maximum(y, 0)
    graph = helper.make_graph(nodes, 'weights', [helper.make_tensor_value_info('x', TensorProto.FLOAT, [1, w])],
                              [helper.make_tensor_value_info('y', TensorProto.FLOAT, [1, w])], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', 13)], producer_name='loopc-bench')
    model.ir_version = 8
    os.makedirs(a.outdir, exist_ok=True)
    path = os.path.join(a.outdir, 'model.onnx')
    if a.external:
        onnx.save_model(model, path, save_as_external_data=True, all_tensors_to_one_file=True,
                        location='weights.bin', size_threshold=1024)
    else:
        onnx.save_model(model, path)
    np.save(os.path.join(a.outdir, 'x.npy'), x)
    np.save(os.path.join(a.outdir, 'expected.npy'), y)
    print('%s: %d layers of %dx%d, %.1f MB of weights%s' % (path, layers, w, w, layers * layer_bytes / 1e6,
                                                          ' (external: weights.bin)' if a.external else ''))


if __name__ == '__main__':
    main()
