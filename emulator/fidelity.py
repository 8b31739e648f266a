"""The fidelity report: which executed instructions' results are not bit-exact by construction.

Every result the emulator computes is MI300's, bit for bit, except where an instruction's
record says otherwise (``OpSpec.inexact``: the transcendental approximations, which the
emulator returns correctly rounded or within an ulp; the fp8 packing conversions, not
verified on hardware; the f16 dot products, whose internal rounding is not characterised —
README, "Transcendentals are not bit-exact"). A run or a launch counts how many times each
such instruction retired (``inexact_flags`` marks them, once per program in a runtime; the
run loops tally only those), and ``Fidelity`` reports the counts by mnemonic and by source
line:

    exact except 1,024 v_exp_f32 (correctly rounded, hardware may differ by 1 ulp) at
    kernel.py:41

The place is the instruction's source line (``.loc``) or, without one, its line in the
assembly file (``isa.Program.place``).
"""

from __future__ import annotations

from dataclasses import dataclass


def inexact_flags(program) -> list[bool]:
    """Per instruction of ``program``, whether its record says its result may differ from the
    hardware's."""
    return [bool(inst.spec.inexact) for inst in program.instructions]


@dataclass(frozen=True)
class InexactCount:
    """One mnemonic's inexact executions: how many (over waves; a wave's each retirement),
    why the result may differ, and where (``places``: (file:line, count), most first)."""

    mnemonic: str
    count: int
    why: str
    places: tuple[tuple[str, int], ...]

    def __str__(self) -> str:
        where = ", ".join(place for place, _ in self.places[:3])
        more = f" and {len(self.places) - 3} more line(s)" if len(self.places) > 3 else ""
        return f"{self.count:,} {self.mnemonic} ({self.why})" + (
            f" at {where}{more}" if where else "")


@dataclass(frozen=True)
class Fidelity:
    """What a run executed that is not bit-exact by construction (module docstring)."""

    counts: tuple[InexactCount, ...] = ()

    @property
    def exact(self) -> bool:
        """Whether every executed instruction's result is the hardware's, bit for bit."""
        return not self.counts

    @property
    def inexact(self) -> int:
        """Executions of instructions whose results may differ from the hardware's."""
        return sum(c.count for c in self.counts)

    def __bool__(self) -> bool:   # (a report is always there; truth would read as "exact")
        return True

    def __str__(self) -> str:
        if self.exact:
            return "exact"
        return "exact except " + "; ".join(str(c) for c in self.counts)

    def __repr__(self) -> str:
        return f"<Fidelity {self}>"

    def to_json(self) -> dict:
        return {"exact": self.exact, "inexact": self.inexact,
                "instructions": [{"mnemonic": c.mnemonic, "count": c.count, "why": c.why,
                                  "places": [{"place": p, "count": n} for p, n in c.places]}
                                 for c in self.counts]}


EXACT = Fidelity()


def _place_text(program, pc: int) -> str:
    """Where the instruction stands in the source's own file (``SourceLine.home``): code
    inlined from a header (expf's, from clang's math header) at the line that called it."""
    place = program.place(pc)
    if place is None:
        return f"pc {pc}"
    place = place.home
    return f"{place.name}:{place.line}"


def report(program, tally: dict) -> Fidelity:
    """The fidelity report of ``tally`` (pc -> executions, over the inexact PCs of
    ``program``)."""
    items = tally.items()
    by_name: dict[str, dict[str, int]] = {}
    why: dict[str, str] = {}
    for pc, count in items:
        if not count:
            continue
        spec = program.instructions[pc].spec
        if not spec.inexact:
            continue
        why[spec.mnemonic] = spec.inexact
        places = by_name.setdefault(spec.mnemonic, {})
        text = _place_text(program, pc)
        places[text] = places.get(text, 0) + int(count)
    counts = [InexactCount(name, sum(places.values()), why[name],
                           tuple(sorted(places.items(), key=lambda kv: (-kv[1], kv[0]))))
              for name, places in by_name.items()]
    counts.sort(key=lambda c: (-c.count, c.mnemonic))
    return Fidelity(tuple(counts)) if counts else EXACT


def merge(*tallies) -> dict:
    """One tally of several (pc -> executions)."""
    out: dict[int, int] = {}
    for tally in tallies:
        for pc, count in tally.items():
            out[pc] = out.get(pc, 0) + count
    return out
