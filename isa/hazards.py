"""The software wait states a target requires between dependent instructions, as rows
(spec/TIMING.md, "Software wait states the hardware requires"; each target's own table:
isa/gfx942/hazards.py, isa/gfx90a/hazards.py, isa/gfx950/hazards.py).

A row says: after a producer of ``producer`` class (an MFMA class, or ``VALU`` / ``VALU_EXEC``
for a VALU instruction that writes a register / EXEC) with ``passes`` passes (None: any), a
consumer in ``role`` needs ``base + per_pass · N`` wait states (N = the producer's passes),
where ``consumer_xdl`` (None: either) says whether the consuming MFMA must be XDL (or an
SMFMAC). The first row that matches wins; no matching row means none are needed. ``role``
is also the rule's name in hazard reports.
"""

from __future__ import annotations

from dataclasses import dataclass

from .table import MatrixClass

XDL, NON_XDL, DGEMM = MatrixClass.XDL, MatrixClass.NON_XDL, MatrixClass.DGEMM
VALU, VALU_EXEC = "valu", "valu-exec"     # non-MFMA producers

# The consumer roles (and the rules' names).
SRCC_EXACT = "mfma-srcc-exact"            # MFMA reads P's result as SrcC, the same tuple
SRCC_OVERLAP = "mfma-srcc-overlap"        # ... a partial or different-size overlap
SRCAB = "mfma-srcab"                      # MFMA reads P's result as SrcA/SrcB (or index)
VALU_ACCESS = "mfma-valu-access"          # VALU reads P's result
VALU_WAW = "mfma-valu-write"              # VALU overwrites P's result (without reading it)
MEMORY_READ = "mfma-memory-read"          # VMEM/FLAT/LDS reads P's result
VALU_WAR_SRCC = "valu-war-srcc"           # VALU overwrites a register P read as SrcC
VALU_TO_MFMA = "valu-write-mfma-read"     # an MFMA reads what a VALU wrote
EXEC_TO_MFMA = "valu-exec-mfma"           # any MFMA after a VALU wrote EXEC
DGEMM_TO_FMA64 = "dgemm-fma-f64"          # v_fma_f64 / v_fmac_f64 after an f64 MFMA


@dataclass(frozen=True, slots=True)
class HazardRule:
    role: str
    producer: object                 # MatrixClass, VALU or VALU_EXEC
    base: int
    per_pass: int = 0
    passes: int | None = None
    consumer_xdl: bool | None = None

    def matches(self, producer, passes: int, role: str, consumer_xdl: bool) -> bool:
        return (self.role == role and self.producer == producer
                and self.passes in (None, passes)
                and self.consumer_xdl in (None, consumer_xdl))


def rows(role, *specs):
    """HazardRules of one role from (producer, base, per_pass, passes, consumer_xdl) tuples."""
    return tuple(HazardRule(role, *spec) for spec in specs)


class HazardTable:
    """Rows and the look-up over them (memoised per question: the accountant asks for every
    dependent pair)."""

    __slots__ = ("rules", "_memo")

    def __init__(self, rules):
        self.rules = tuple(rules)
        self._memo: dict = {}

    def required(self, producer, passes: int, role: str, consumer_xdl: bool = False) -> int:
        """The wait states ``role`` needs after the producer (0 when no row says so)."""
        key = (producer, passes, role, consumer_xdl)
        found = self._memo.get(key)
        if found is None:
            found = next((max(0, rule.base + rule.per_pass * passes) for rule in self.rules
                          if rule.matches(producer, passes, role, consumer_xdl)), 0)
            self._memo[key] = found
        return found

    def largest(self, producers) -> int:
        """The most wait states any row asks after any of ``producers`` ((class, passes)
        pairs): how far back an accountant must look."""
        roles = {rule.role for rule in self.rules}
        return max(self.required(klass, passes, role, xdl)
                   for klass, passes in producers for role in roles for xdl in (False, True))

    def __repr__(self) -> str:
        return f"HazardTable({len(self.rules)} rows)"
