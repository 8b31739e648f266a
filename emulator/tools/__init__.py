"""Tools over the emulator: the ``wfemu`` command line (``cli``), the debugger and its REPL
(``debugger``), self-checking programs (``directives``, ``session``) and rendering
(``render``)."""
