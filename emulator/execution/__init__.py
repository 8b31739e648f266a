"""Executing instructions on a wavefront's state: the one run loop (``batch``;
``runner``, a single wave's front door), the semantics of each non-MFMA instruction
(``ops``) and the MFMA plans, kernels and numerics (``mfma``). Imports only
``emulator.state`` and ``isa``."""
