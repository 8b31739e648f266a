"""Cycle estimates: the accountant that listens to a run's event stream (``accountant``,
spec/TIMING.md) and ``estimate_cycles`` (``estimate``)."""
