"""The documentation cannot drift: every command and Python example in README.md and
docs/*.md runs and prints what the page shows (tests/docs_examples.py), every table between
``<!-- name -->`` markers is what benchmarks/report.py makes from the results files, README
stays a short front page that opens with the two set-up commands CI runs, and its links
lead somewhere."""

from __future__ import annotations

import re
import sys

import pytest

from . import docs_examples as docs

ROOT = docs.ROOT
sys.path.insert(0, str(ROOT / "benchmarks"))


@pytest.mark.parametrize("page", docs.PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_example_prints_what_the_page_shows(page):
    outcome = docs.run_page(page)
    shown = "\n\n".join(f"{where}: the page shows\n{want}\n--- it printed\n{got}"
                        for where, want, got in outcome.failures)
    assert not outcome.failures, shown


def test_every_fenced_block_is_one_the_runner_runs():
    for page in docs.PAGES:
        for block in docs.blocks(page):
            what = docs.kind(block)
            assert what != "unknown", f"{block.where}: {block.lang or 'a block'} is not run"
            assert what != "sh" or page.name == "README.md", block.where


def test_readme_is_a_front_page_opening_with_the_commands_ci_runs():
    text = (ROOT / "README.md").read_text()
    assert len(text.splitlines()) <= 300
    first = docs.blocks(ROOT / "README.md")[0]
    assert first.lang == "sh" and first.line <= 5 and len(first.lines) == 2
    run, test = first.lines
    assert run.startswith("pip install -e . && wfemu ")
    ci = (ROOT / ".ci" / "run").read_text()
    assert test in ci, f".ci/run must run README's test command verbatim: {test}"


def test_every_table_comes_from_the_results_files():
    import report
    tables = report.tables()
    found = set()
    for page in docs.PAGES:
        text = page.read_text()
        for name in re.findall(r"<!-- (\w+) -->", text):
            assert name in tables, f"{page.name}: no table called {name}"
            body = report.marked(name).search(text).group(0)
            assert body == f"<!-- {name} -->\n{tables[name]}\n<!-- /{name} -->", \
                f"{page.name}: the {name} table differs from its results file " \
                "(python benchmarks/report.py --docs)"
            found.add(name)
    assert found == set(tables), f"tables in no page: {set(tables) - found}"


def test_links_between_pages_lead_somewhere():
    for page in docs.PAGES:
        for target in re.findall(r"\]\(([^)#:]+\.md)\)", page.read_text()):
            assert (page.parent / target).exists(), f"{page.name} links to {target}"
