"""Host memory as the emulator's device memory: torch CPU tensors and numpy arrays as the
buffers a Triton kernel's pointers reach.

A torch tensor's pointer is its ``data_ptr()``: its storage's bytes from its storage
offset. The launch uploads the whole storage, padded to the GPU allocator's granularity
(``GRANULE``: hipMalloc hands out whole pages, so a kernel may read a dword past a 2-byte
tensor, as Triton's scalar atomics do) and points the argument at ``data_ptr() - storage
base`` inside it (``emulator.launch.Pointer``); after the launch (``Storages.write_back``)
the storage holds what the kernel wrote and every other byte as it was — strides, views
and aliasing arguments included, as on a GPU.

``Buffer`` wraps a numpy array as the object with ``data_ptr()`` and ``dtype`` Triton's
launcher takes, so numpy code can call ``kernel[grid](...)`` too.
"""

from __future__ import annotations

import ctypes

import numpy as np

MAX_INT_32 = 2 ** 31 - 1
GRANULE = 4096   # (bytes: what a device allocation is rounded up to)


class Buffer:
    """A numpy array as Triton takes a tensor: ``data_ptr()``, ``dtype`` (the array's),
    ``ptr_range()`` (the bytes from the pointer to the end, for Triton's 32-bit buffer
    offsets), ``numpy()``. Views (``Buffer(a[4:])``) point into their base array."""

    def __init__(self, array) -> None:
        if not isinstance(array, np.ndarray):
            raise TypeError(f"Buffer takes a numpy array, not {type(array).__name__}")
        self.array = array
        self.dtype = array.dtype
        self.shape = array.shape

    def data_ptr(self) -> int:
        return self.array.__array_interface__["data"][0]

    def ptr_range(self) -> int:
        base = _base(self.array)
        return base.nbytes - (self.data_ptr() - base.__array_interface__["data"][0])

    def numpy(self) -> np.ndarray:
        return self.array

    def __repr__(self) -> str:
        return f"Buffer({self.array!r})"


def _base(array: np.ndarray) -> np.ndarray:
    while isinstance(array.base, np.ndarray):
        array = array.base
    return array


def is_torch_tensor(value) -> bool:
    torch = _torch()
    return torch is not None and isinstance(value, torch.Tensor)


def _torch():
    import sys
    return sys.modules.get("torch")   # (a torch tensor exists only if torch is imported)


def storage_bytes(address: int, size: int) -> np.ndarray:
    """A writable uint8 view of ``size`` host bytes at ``address`` (no copy)."""
    if size == 0:
        return np.zeros(0, np.uint8)
    return np.ctypeslib.as_array((ctypes.c_uint8 * size).from_address(address))


class Storages:
    """The buffers of one launch: each storage (by its base address) one uint8 array, so
    that arguments sharing a storage share one allocation."""

    def __init__(self) -> None:
        self.arrays: dict[int, np.ndarray] = {}
        self.storages: list[tuple[np.ndarray, np.ndarray]] = []   # (host view, device copy)

    def _device(self, start: int, view: np.ndarray) -> np.ndarray:
        """The device copy of a storage: its bytes, padded to ``GRANULE``."""
        array = self.arrays.get(start)
        if array is None:
            array = self.arrays[start] = np.zeros(-(-max(view.size, 1) // GRANULE) * GRANULE,
                                                  np.uint8)
            array[:view.size] = view
            self.storages.append((view, array))
        return array

    def write_back(self) -> None:
        """Each storage's bytes as the launch left them (the padding is the device's)."""
        for view, array in self.storages:
            view[...] = array[:view.size]

    def pointer(self, value):
        """``emulator.launch.Pointer`` of a torch tensor or a ``Buffer``; None for None."""
        from emulator.kernel_metadata import Pointer

        if value is None:
            return None
        if isinstance(value, Buffer):
            base = _base(value.array)
            if not base.flags.c_contiguous:
                raise TypeError("a Buffer's base array must be C-contiguous")
            start = base.__array_interface__["data"][0]
            array = self._device(start, base.reshape(-1).view(np.uint8))
            return Pointer(array, value.data_ptr() - start)
        if is_torch_tensor(value):
            if value.device.type != "cpu":
                raise TypeError(f"the emulator's memory is the host's: a tensor on "
                                f"{value.device} cannot be passed (use device='cpu')")
            storage = value.untyped_storage()
            start = storage.data_ptr()
            array = self._device(start, storage_bytes(start, storage.nbytes()))
            return Pointer(array, value.data_ptr() - start)
        base = getattr(value, "base", None)   # (Triton's TensorWrapper: a reinterpreted
        if base is not None and hasattr(value, "data_ptr"):   # tensor, tl.reinterpret)
            pointer = self.pointer(base)
            return Pointer(pointer.array, pointer.offset + value.data_ptr() - base.data_ptr())
        raise TypeError(f"a pointer argument takes a torch tensor or an "
                        f"emulator.triton.Buffer, not {type(value).__name__}")
