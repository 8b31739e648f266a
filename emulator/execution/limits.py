"""The sizes launches are held to (emulator/launch.py; the command line's defaults), in a
module of their own so that ``wfemu --help`` names them without importing the launch."""

BATCH_WAVES = 256   # waves per batch (whole workgroups): at most 256 · 128 KiB of registers
MAX_WORKGROUPS = 1 << 20   # the largest grid a launch takes unless told otherwise
