"""A wavefront's state: its register files (``wavefront``), memory and LDS (``memory``),
operand values to and from register bits (``operands``) and views of registers as the
matrices they hold (``layout_views``). Imports nothing above it."""
