"""Two versions of a kernel side by side, as an author compares them (``wfemu compare``,
``emulator.compare``): each launch's predicted time on the same device model, the ratio,
and the source lines whose cycles moved most.

Each launch must have been timed on a device with a profile (``launch(...,
device="mi300x", profile=True)``, or hip/triton's launch with the same keywords). Lines
are matched by their place (the file's name and the line: two builds of one source, or two
instantiations of one template, share them); a line only one version has counts 0 in the
other. Rows are sorted by how much they moved (the absolute difference of their cycles,
then the place), so the first rows are where a change paid or cost. Lines are the
profile's: code inlined from a helper counts at its call (``Profile.rows``), or with
``inlined=True`` at the line that wrote it (``Profile.inlined``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MovedLine:
    """One source line's cycles in each version (summed over waves, as the profile's)."""

    place: str
    first: int
    second: int

    @property
    def delta(self) -> int:
        return self.second - self.first


@dataclass(frozen=True)
class Comparison:
    """Two launches' predicted times and their lines' cycles (module docstring)."""

    names: tuple[str, str]
    model: str
    time_us: tuple[float, float]
    lines: tuple[MovedLine, ...]

    @property
    def ratio(self) -> float:
        """The second version's time over the first's (below 1: the second is faster)."""
        return self.time_us[1] / self.time_us[0] if self.time_us[0] else float("inf")

    def moved(self, count: int = 10) -> list[MovedLine]:
        """The ``count`` lines whose cycles moved most (unmoved lines left out)."""
        return [line for line in self.lines if line.delta][:count]

    def text(self, count: int = 10) -> str:
        first, second = self.names
        width = max(len(first), len(second))
        faster = "faster" if self.ratio < 1 else "slower" if self.ratio > 1 else "the same"
        out = [f"{first:<{width}}  {self.time_us[0]:10.2f} µs",
               f"{second:<{width}}  {self.time_us[1]:10.2f} µs",
               f"{second} / {first}: {self.ratio:.3f} ({faster}; {self.model})"]
        moved = self.moved(count)
        if moved:
            place = max(len("line"), *(len(m.place) for m in moved))
            out.append("the lines that moved most (cycles, summed over waves):")
            out.append(f"  {'line':<{place}}  {'first':>10}  {'second':>10}  {'change':>10}")
            out += [f"  {m.place:<{place}}  {m.first:>10}  {m.second:>10}  {m.delta:>+10}"
                    for m in moved]
        return "\n".join(out)

    def to_json(self) -> dict:
        return {"names": list(self.names), "model": self.model,
                "time_us": list(self.time_us), "ratio": self.ratio,
                "lines": [{"place": m.place, "first": m.first, "second": m.second,
                           "change": m.delta} for m in self.lines]}


def compare(first, second, names: tuple[str, str] = ("first", "second"),
            inlined: bool = False) -> Comparison:
    """``first`` and ``second``: launch results timed on one device model with a profile
    (``device=…, profile=True``); their comparison (module docstring; ``inlined``: by the
    lines that wrote inlined code)."""
    for name, result in zip(names, (first, second)):
        if getattr(result, "device", None) is None or getattr(result, "profile", None) \
                is None or result.profile.model == "accountant":
            raise ValueError(f"compare: {name} was not timed on a device with a profile "
                             "(launch it with device='mi300x', profile=True)")
    if first.profile.model != second.profile.model:
        raise ValueError(f"compare: {names[0]} was timed on {first.profile.model}, "
                         f"{names[1]} on {second.profile.model}: time both on one device")
    cycles: dict[str, list[int]] = {}
    for index, result in enumerate((first, second)):
        for row in result.profile.inlined if inlined else result.profile.rows:
            cycles.setdefault(row.place, [0, 0])[index] += row.cycles
    lines = sorted((MovedLine(place, a, b) for place, (a, b) in cycles.items()),
                   key=lambda m: (-abs(m.delta), m.place))
    return Comparison(tuple(names), first.profile.model,
                      (first.device.time_us, second.device.time_us), tuple(lines))
