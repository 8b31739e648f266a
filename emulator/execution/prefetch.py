"""Software prefetch for the loops over a batch's waves (``llvm.prefetch``), and for the
device replay's searches of its cache tables (emulator/timing/engine_state.py).

A batch's register files are (waves, registers, 64) ``uint32``, about 5 KiB a wave for a
small kernel and over 1 MiB for 256 waves: every batched instruction sweeps them out of
the core's L2, so each wave's rows come from L3 or memory (the MFMA kernels ran about 1.4x
slower inside a launch than alone). The loops that run one wave after another (the MFMA
kernels' batch loop, a hot block's ``waves``) ask for the next wave's rows while they
compute on this one. A prefetch never faults and changes nothing but the cache; under
``NUMBA_DISABLE_JIT=1`` it does nothing.
"""

from __future__ import annotations

import emulator.jit.numba_cache  # noqa: F401  (numba's cache outside the package)
import numba
from llvmlite import ir
from numba import njit, types
from numba.extending import intrinsic

LINE_WORDS = 16   # uint32 words in a 64-byte cache line


@intrinsic
def _llvm_prefetch(typingctx, array, index):
    """Prefetch (read, keep in every cache level) the line of ``array``'s element
    ``index`` (flat, C order; any index: out of range is harmless, nothing is read)."""
    sig = types.void(array, index)

    def codegen(context, builder, signature, args):
        data = context.make_array(signature.args[0])(context, builder, args[0]).data
        byte = ir.IntType(8).as_pointer()
        pointer = builder.bitcast(builder.gep(data, [args[1]]), byte)
        i32 = ir.IntType(32)
        fn = builder.module.declare_intrinsic(
            "llvm.prefetch", [byte], ir.FunctionType(ir.VoidType(), [byte, i32, i32, i32]))
        builder.call(fn, [pointer, ir.Constant(i32, 0), ir.Constant(i32, 3),
                          ir.Constant(i32, 1)])
        return context.get_dummy_value()

    return sig, codegen


if numba.config.DISABLE_JIT:
    def prefetch_rows(file, wave, first, count):
        """(no JIT: nothing to do)"""

    def prefetch_element(array, index):
        """(no JIT: nothing to do)"""
else:
    @njit(cache=True, inline="always")
    def prefetch_element(array, index):
        """Prefetch the cache line of ``array``'s element ``index`` (flat, C order)."""
        _llvm_prefetch(array, index)

    @njit(cache=True, inline="always")
    def prefetch_rows(file, wave, first, count):
        """Prefetch rows ``first..first+count-1`` of wave ``wave`` of a (waves, rows, 64)
        C-contiguous file (nothing when ``wave`` is past the last)."""
        if wave < file.shape[0]:
            rows, lanes = file.shape[1], file.shape[2]
            start = (wave * rows + first) * lanes
            for t in range(0, count * lanes, LINE_WORDS):
                _llvm_prefetch(file, start + t)
