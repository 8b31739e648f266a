"""Pytest fixtures (the shared helpers themselves are in ``helpers.py``)."""

from __future__ import annotations

import pytest

from .helpers import read_csv_rows


@pytest.fixture(scope="session")
def csv_rows() -> dict[str, dict[str, str]]:
    return read_csv_rows()
