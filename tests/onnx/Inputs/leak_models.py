#!/usr/bin/python3
"""leak_models.py: writes the models of tests/onnx/leaks.test into the
directory argv[1], as ONNX backend test folders (model.onnx,
test_data_set_N/{input,output}_K.pb) whose expected outputs come from the
numpy reference of the attribute sweep (onnx_ref.py).

Each model passes buffers through one of the lowerings that carry them
across region ops (Loop in both its forms, Scan, opset 8's batched Scan,
If, nested loops, sequences grown in loops, SequenceMap, optionals), and
uses the result inside the graph as well as returning it, so that a buffer
the generated code forgets to free is reported by leak_check.py. Needs
python3-onnx and python3-numpy."""
import os
import sys

import numpy as np
from onnx import TensorProto, helper, numpy_helper

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import onnx_ref  # noqa: E402

F, I64, B = TensorProto.FLOAT, TensorProto.INT64, TensorProto.BOOL
out = sys.argv[1]


def vi(name, elem, shape):
    return helper.make_tensor_value_info(name, elem, shape)


def const(name, arr):
    return helper.make_node('Constant', [], [name],
                            value=numpy_helper.from_array(np.asarray(arr), name))


def save(name, nodes, inputs, outputs, data_sets, opset=16):
    """data_sets: a list of input lists (one test_data_set_N each)."""
    g = helper.make_graph(nodes, name, inputs, outputs)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid('', opset)])
    m.ir_version = 8
    sets = []
    for ins in data_sets:
        feeds = {i.name: v for i, v in zip(inputs, ins)}
        sets.append((ins, onnx_ref.run_model(m, feeds)))
    onnx_ref.write_folder(os.path.join(out, name), m, sets)


def loop_body(extra_nodes, carried_out, scan_out, name='body'):
    return helper.make_graph(
        extra_nodes, name,
        [vi('i', I64, []), vi('c', B, []), vi('v_in', F, [None])],
        [vi('c_out', B, []), vi(carried_out, F, [None]), vi(scan_out, F, [None])])


x3 = np.array([1.0, -2.0, 3.0], np.float32)

# Loop with M (loop.for): the scan output is returned by one Loop and only
# reduced by another; the carried value is reduced too.
body = loop_body([helper.make_node('Add', ['v_in', 'v_in'], ['v_out']),
                  helper.make_node('Identity', ['c'], ['c_out']),
                  helper.make_node('Neg', ['v_in'], ['row'])], 'v_out', 'row')
save('loop_for_scan',
     [helper.make_node('Loop', ['M', '', 'x'], ['v1', 'rows1'], body=body),
      helper.make_node('Loop', ['M', '', 'x'], ['v2', 'rows2'], body=body),
      helper.make_node('ReduceSum', ['rows2'], ['sum2'], keepdims=0),
      helper.make_node('ReduceSum', ['v2'], ['vsum2'], keepdims=0)],
     [vi('M', I64, []), vi('x', F, [None])],
     [vi('v1', F, None), vi('rows1', F, None), vi('sum2', F, None), vi('vsum2', F, None)],
     [[np.int64(4), x3], [np.int64(0), x3], [np.int64(1), x3[:1]]])

# Loop with a condition that changes (loop.while): the scan buffer grows
# past 16 rows and is trimmed; the carried value and the rows are reduced.
wbody = loop_body([helper.make_node('Add', ['v_in', 'one'], ['v_out']),
                   helper.make_node('ReduceSum', ['v_out'], ['s'], keepdims=0),
                   helper.make_node('Less', ['s', 'limit'], ['c_out']),
                   helper.make_node('Mul', ['v_in', 'v_in'], ['row'])], 'v_out', 'row')
save('loop_while_scan',
     [const('one', np.float32(1)),
      helper.make_node('Loop', ['', 'c0', 'x'], ['v1', 'rows1'], body=wbody),
      helper.make_node('Loop', ['M', 'c0', 'x'], ['v2', 'rows2'], body=wbody),
      helper.make_node('ReduceSum', ['rows2'], ['sum2'], keepdims=0),
      helper.make_node('ReduceMax', ['v2'], ['vmax2'], keepdims=0)],
     [vi('M', I64, []), vi('c0', B, []), vi('limit', F, []), vi('x', F, [None])],
     [vi('v1', F, None), vi('rows1', F, None), vi('sum2', F, None), vi('vmax2', F, None)],
     [[np.int64(30), np.bool_(True), np.float32(40), x3],
      [np.int64(2), np.bool_(True), np.float32(1000), x3],
      [np.int64(5), np.bool_(False), np.float32(40), x3]])

# Nested Loops: the inner one's result is the outer one's carried value and
# scan row.
inner = helper.make_graph(
    [helper.make_node('Add', ['a_in', 'a_in'], ['a_out']),
     helper.make_node('Identity', ['c2'], ['c2_out'])], 'inner',
    [vi('j', I64, []), vi('c2', B, []), vi('a_in', F, [None])],
    [vi('c2_out', B, []), vi('a_out', F, [None])])
outer = loop_body([helper.make_node('Loop', ['N', '', 'v_in'], ['v_out'], body=inner),
                   helper.make_node('Identity', ['c'], ['c_out']),
                   helper.make_node('Sigmoid', ['v_out'], ['row'])], 'v_out', 'row', 'outer')
save('loop_nested',
     [helper.make_node('Loop', ['M', '', 'x'], ['v', 'rows'], body=outer),
      helper.make_node('ReduceSum', ['rows'], ['sum'], keepdims=0),
      helper.make_node('ReduceSum', ['v'], ['vsum'], keepdims=0)],
     [vi('M', I64, []), vi('N', I64, []), vi('x', F, [None])],
     [vi('sum', F, None), vi('vsum', F, None)],
     [[np.int64(3), np.int64(2), x3], [np.int64(2), np.int64(0), x3]])

# An If inside a Loop body that yields the carried value in one branch and
# a new one in the other, and an If whose branches yield a graph input and
# a new value, used inside the graph.
ibody = loop_body([helper.make_node('Cast', ['i'], ['fi'], to=F),
                   helper.make_node('Less', ['fi', 'half'], ['first']),
                   helper.make_node('If', ['first'], ['v_out'],
                                    then_branch=helper.make_graph(
                                        [helper.make_node('Identity', ['v_in'], ['keep'])],
                                        'keep', [], [vi('keep', F, [None])]),
                                    else_branch=helper.make_graph(
                                        [helper.make_node('Abs', ['v_in'], ['abs'])],
                                        'abs', [], [vi('abs', F, [None])])),
                   helper.make_node('Identity', ['c'], ['c_out']),
                   helper.make_node('Identity', ['v_out'], ['row'])], 'v_out', 'row')
save('if_mixed',
     [const('half', np.float32(1.5)),
      helper.make_node('If', ['flag'], ['y'],
                       then_branch=helper.make_graph(
                           [helper.make_node('Identity', ['x'], ['tx'])], 'then', [],
                           [vi('tx', F, [None])]),
                       else_branch=helper.make_graph(
                           [helper.make_node('Relu', ['x'], ['ex'])], 'else', [],
                           [vi('ex', F, [None])])),
      helper.make_node('ReduceSum', ['y'], ['ysum'], keepdims=0),
      helper.make_node('Loop', ['M', '', 'x'], ['v', 'rows'], body=ibody),
      helper.make_node('ReduceSum', ['rows'], ['rsum'], keepdims=0),
      helper.make_node('ReduceSum', ['v'], ['vsum'], keepdims=0)],
     [vi('flag', B, []), vi('M', I64, []), vi('x', F, [None])],
     [vi('ysum', F, None), vi('rsum', F, None), vi('vsum', F, None)],
     [[np.bool_(True), np.int64(4), x3], [np.bool_(False), np.int64(1), x3]])

# Scan (opset 11) over rows of unknown length, in reverse, its output
# stacked along axis 1 in reverse; the state and the output are reduced.
sbody = helper.make_graph(
    [helper.make_node('Add', ['s_in', 'row'], ['s_out']),
     helper.make_node('Mul', ['row', 'row'], ['sq'])], 'sbody',
    [vi('s_in', F, [None]), vi('row', F, [None])],
    [vi('s_out', F, [None]), vi('sq', F, [None])])
xs = np.arange(12, dtype=np.float32).reshape(4, 3) - 5
save('scan_dyn',
     [helper.make_node('Scan', ['s0', 'xs'], ['s', 'ys'], body=sbody, num_scan_inputs=1,
                       scan_input_directions=[1], scan_output_axes=[-1],
                       scan_output_directions=[1]),
      helper.make_node('ReduceSum', ['ys'], ['ysum'], keepdims=0),
      helper.make_node('ReduceSum', ['s'], ['ssum'], keepdims=0)],
     [vi('s0', F, [None]), vi('xs', F, [None, None])],
     [vi('ysum', F, None), vi('ssum', F, None)],
     [[np.zeros(3, np.float32), xs], [np.zeros(2, np.float32), xs[:, :2]]], opset=11)

# Scan of opset 8: a batch axis, per-batch states and outputs.
save('scan8_reduce',
     [helper.make_node('Scan', ['', 's0', 'xs'], ['s', 'ys'], body=sbody, num_scan_inputs=1),
      helper.make_node('ReduceSum', ['ys'], ['ysum'], keepdims=0),
      helper.make_node('ReduceSum', ['s'], ['ssum'], keepdims=0)],
     [vi('s0', F, [None, None]), vi('xs', F, [None, None, None])],
     [vi('ysum', F, None), vi('ssum', F, None)],
     [[np.zeros((2, 3), np.float32), np.stack([xs, -xs])]], opset=8)

# A sequence grown by a Loop (in place), by a while Loop, read back by
# ConcatFromSequence, SequenceAt and SequenceLength inside the graph.
qbody = helper.make_graph(
    [helper.make_node('Cast', ['i'], ['fi'], to=F),
     helper.make_node('Add', ['x', 'fi'], ['t']),
     helper.make_node('SequenceInsert', ['q_in', 't'], ['q_out']),
     helper.make_node('ReduceSum', ['t'], ['ts'], keepdims=0),
     helper.make_node('Less', ['ts', 'limit'], ['c_out'])], 'qbody',
    [vi('i', I64, []), vi('c', B, []),
     helper.make_tensor_sequence_value_info('q_in', F, [None])],
    [vi('c_out', B, []), helper.make_tensor_sequence_value_info('q_out', F, [None])])
save('seq_loops',
     [const('last', np.int64(-1)),
      helper.make_node('SequenceEmpty', [], ['q0'], dtype=F),
      helper.make_node('Loop', ['M', '', 'q0'], ['q1'], body=qbody),
      helper.make_node('ConcatFromSequence', ['q1'], ['cat1'], axis=0),
      helper.make_node('SequenceEmpty', [], ['p0'], dtype=F),
      helper.make_node('Loop', ['', 'go', 'p0'], ['q2'], body=qbody),
      helper.make_node('SequenceLength', ['q2'], ['n2']),
      helper.make_node('SequenceAt', ['q2', 'last'], ['at2']),
      helper.make_node('SplitToSequence', ['x'], ['parts'], axis=0, keepdims=0),
      helper.make_node('SequenceErase', ['parts', 'last'], ['fewer']),
      helper.make_node('ConcatFromSequence', ['fewer'], ['cat3'], axis=0, new_axis=1)],
     [vi('M', I64, []), vi('go', B, []), vi('limit', F, []), vi('x', F, [None])],
     [vi('cat1', F, None), vi('n2', I64, None), vi('at2', F, None), vi('cat3', F, None)],
     [[np.int64(20), np.bool_(True), np.float32(60), x3]])

# SequenceMap over a SplitToSequence, its output concatenated; an
# optional of a tensor and of a sequence, read back.
mbody = helper.make_graph([helper.make_node('Mul', ['e', 'e'], ['e2'])], 'mbody',
                          [vi('e', F, [None])], [vi('e2', F, [None])])
save('seq_map_opt',
     [helper.make_node('SplitToSequence', ['x'], ['parts'], axis=0),
      helper.make_node('SequenceMap', ['parts'], ['sq'], body=mbody),
      helper.make_node('ConcatFromSequence', ['sq'], ['cat'], axis=0),
      helper.make_node('Optional', ['x'], ['ox']),
      helper.make_node('OptionalGetElement', ['ox'], ['gx']),
      helper.make_node('Relu', ['gx'], ['rx']),
      helper.make_node('Optional', ['parts'], ['oq']),
      helper.make_node('OptionalGetElement', ['oq'], ['gq']),
      helper.make_node('SequenceLength', ['gq'], ['nq'])],
     [vi('x', F, [None])],
     [vi('cat', F, None), vi('rx', F, None), vi('nq', I64, None)],
     [[x3], [x3[:1]]], opset=18)
