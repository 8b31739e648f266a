"""emulator.triton without Triton: the module imports, and a launch says how to get it."""

from __future__ import annotations

import sys

import numpy as np
import pytest

from emulator import triton as et


def test_without_triton_the_error_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "triton", None)   # (as if it were not installed)

    class FakeJit:   # (a stand-in with the parts of a @triton.jit function launch reads)
        __name__ = "kernel"
        cache_key = "fake"
        params = []
        arg_names = []

        @staticmethod
        def fn():
            pass
    with pytest.raises(et.TritonError, match=r'pip install -e "\.\[triton\]"'):
        et.launch(FakeJit(), (1,))


def test_pointer_types_cover_the_dtypes_the_issue_names():
    import ml_dtypes
    for dtype, name in ((np.float32, "fp32"), (np.float16, "fp16"), (np.float64, "fp64"),
                        (ml_dtypes.bfloat16, "bf16"), (ml_dtypes.float8_e4m3fnuz, "fp8e4b8"),
                        (ml_dtypes.float8_e5m2fnuz, "fp8e5b16"), (np.int8, "i8"),
                        (np.int64, "i64"), (np.uint8, "u8"), (np.uint64, "u64")):
        assert et.POINTER_TYPES[np.dtype(dtype)] == name
