"""The sizes launches are held to (emulator/launch.py; the command line's defaults), in a
module of their own so that ``wfemu --help`` names them without importing the launch."""

# waves per batch (whole workgroups): at most 1,024 · 128 KiB of registers, and about 16 MiB
# for a kernel of 64 VGPRs. Chosen by measurement (benchmarks/bench_triton_interpreter.py's
# kernels, best of 8 each, 256 / 1,024 / 2,048 waves): fused softmax 171 / 137 / 154 ms,
# layer norm 331 / 274 / 310 ms, the 1024² softmax 62.6 / 51.2 / 56.9 ms, matmul and
# attention no slower — each step's cost spread over more waves, until the batch's
# registers leave the host's caches.
BATCH_WAVES = 1024
MAX_WORKGROUPS = 1 << 20   # the largest grid a launch takes unless told otherwise
