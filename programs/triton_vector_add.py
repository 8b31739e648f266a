"""Triton's vector-add tutorial, unmodified, on the emulator: torch CPU tensors are the
device memory, the emulator is Triton's driver (python programs/triton_vector_add.py)."""

import torch
import triton
import triton.language as tl

import emulator.triton


@triton.jit
def add_kernel(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    block_start = pid * BLOCK_SIZE
    offsets = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    output = x + y
    tl.store(output_ptr + offsets, output, mask=mask)


def add(x: torch.Tensor, y: torch.Tensor):
    output = torch.empty_like(x)
    n_elements = output.numel()
    grid = lambda meta: (triton.cdiv(n_elements, meta['BLOCK_SIZE']), )  # noqa: E731
    add_kernel[grid](x, y, output, n_elements, BLOCK_SIZE=1024)
    return output


if __name__ == "__main__":
    with emulator.triton.active():
        torch.manual_seed(0)
        size = 98432
        x = torch.rand(size)
        y = torch.rand(size)
        output_torch = x + y
        output_triton = add(x, y)
        print(output_torch)
        print(output_triton)
        print(f"The maximum difference between torch and triton is "
              f"{torch.max(torch.abs(output_torch - output_triton))}")
        ms = triton.testing.do_bench(lambda: add(x, y))
        print(f"do_bench: {ms * 1000:.2f} µs ({3 * x.numel() * x.element_size() / ms * 1e-6:.0f} GB/s)")
