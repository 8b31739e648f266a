"""A pytest plugin: a Triton test suite runs on the emulator as it is.

    pytest -p emulator.triton.plugin tests/

For the test session the emulator is Triton's driver (``emulator.triton.activate``, with
``--emulator-device`` naming the device model, MI300X by default), and a suite's device —
its ``--device`` option (Triton's own conftest: "cuda" by default) or a ``device`` fixture
— is the host's: tensors a test makes with ``device=device`` are CPU tensors, the
emulator's memory. Tests that name ``"cuda"`` themselves, or call ``torch.cuda``, need a
GPU and fail as they would on a machine without one.
"""

from __future__ import annotations

import pytest

DEVICE = "cpu"   # (torch's name for the host, whose memory the emulator runs in)


def pytest_addoption(parser) -> None:
    group = parser.getgroup("wavefront-emu")
    group.addoption("--emulator-device", default=None,
                    help="the device model the emulator's Triton driver reports and times "
                         "(mi300x, mi300a, mi325x; mi250x, mi250, mi210 emulate gfx90a; "
                         "default: the target's first, mi300x)")


def pytest_configure(config) -> None:
    from emulator.triton.driver import activate

    activate(config.getoption("--emulator-device"))
    if hasattr(config.option, "device"):   # (Triton's conftest: --device, "cuda")
        config.option.device = DEVICE


def pytest_unconfigure(config) -> None:
    from emulator.triton.driver import deactivate

    deactivate()


@pytest.fixture
def device() -> str:
    """The device tensors are made on: the host (a suite's own ``device`` fixture, where
    it has one, reads ``--device``, which the plugin sets to the same)."""
    return DEVICE
