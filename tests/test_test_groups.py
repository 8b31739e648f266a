"""The test run's own scheduling (tests/conftest.py): under ``--dist loadgroup`` the tests of
a group share one worker, their group read from the node id's suffix where pytest keeps it
and from the test's file where it does not (pytest 9.2: pytest-dev/pytest-xdist#1386)."""

from __future__ import annotations

import pytest

pytest.importorskip("xdist")


def test_a_groups_tests_are_one_scope_whatever_their_node_ids_carry():
    from .conftest import group_scope as scope
    assert scope("tests/test_blocks.py::test_lds_accesses_in_a_block_equal_interpretation") == \
        scope("tests/test_blocks.py::test_compiled_block_equals_interpretation_examples[2]") \
        == "blocks"
    assert scope("tests/test_docs.py::test_every_example_prints_what_the_page_shows[README.md]") \
        == scope("tests/test_cli.py::test_launch_from_flushed_caches_says_what_it_wrote_back") \
        == "device_model"
    assert scope("tests/test_x.py::test_y[a]@named") == "named"   # (pytest < 9.2's suffix)
    assert scope("tests/test_batch.py::test_z[1]") == "tests/test_batch.py::test_z[1]"


def test_the_scheduler_is_ours_only_under_loadgroup():
    from .conftest import pytest_xdist_make_scheduler

    class Config:
        def getvalue(self, name):
            return "load" if name == "dist" else None
    assert pytest_xdist_make_scheduler(Config(), None) is None
