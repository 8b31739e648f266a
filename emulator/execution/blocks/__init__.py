"""Hot blocks compiled: a run of instructions that executes often becomes one jitted
function (issue 14, part 3).

* ``templates.py``: how each instruction is written as numba source (the compiled twin of
  the semantics table);
* ``lanes.py``: the per-lane arithmetic that source calls;
* ``source.py``: where a block starts and ends, and its source text;
* ``cache.py``: blocks as files, compiled once into numba's disk cache;
* ``hot.py``: which blocks are compiled, and how a run uses them.
"""
