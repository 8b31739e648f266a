"""What users call: ``mfma`` (``matrix``), ``smfmac`` and the 4:2 helpers (``sparse``), and
``Wavefront`` — the state plus ``run`` and ``execute`` (``wavefront``)."""
