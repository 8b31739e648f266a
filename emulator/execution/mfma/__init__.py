"""MFMA and SMFMAC execution: cached plans per (record, modifiers) (``execute``), the generic
numba kernels (``kernels``) and the matrix cores' arithmetic (``numerics``, spec/NUMERICS.md)."""
