"""Mutations of valid gfx942 assembly lines, the way a hostile user (or a fuzzer) writes
them: characters deleted, inserted or changed (non-ASCII digits and spaces, form feeds
among them), operands replaced by odd ones, swapped, emptied or dropped, modifiers added,
case changed, encoding suffixes added. Deterministic for a seed."""

from __future__ import annotations

import random
import re

CHARS = list(",:[]-|0123456789vsax._()~+eVS ;") + ["\t", "\u0663", "\u00a0", "\u2028",
                                                    "\x0b", "\x0c"]
OPERANDS = [
    "v1", "s1", "a1", "vcc", "exec", "m0", "0", "-1", "64", "65", "0x40", "1.0", "0.5",
    "-4.0", "1e6", "0x1p3", "017", "~0", "- 1", "nan", "inf", "v[0:1]", "s[0:1]", "v[1:2]",
    "off", "scc", "src_scc", "flat_scratch", "exec_lo", "vcc_hi", "|v1|", "-v1",
    "-|v1|", "abs(v1)", "neg(v1)", "1_000", "V1", "S1", "v[0:0x3]", "[v0]", "0xffffffff",
    "1e40", "3.4028236e38", "-0.0", "0.15915494", "s102", "s105", "s101", "v255", "v256",
    "a255", "v[0]", "s[0]", "2+3", "(4)", "1<<2", "-(1)", "1.5e-3", "0b101", "08", "0x",
    "1.", ".5", "-|s1|", "vccz", "execz", "src_execz", "src_vccz", "shared_base", "null",
    "lds_direct", "[v2,v3]", "v[2 : 3]", "--v1", "|-v1|", "1/0", "foo+4", "!0", "2*3",
    "lit(1)", "lit(1.0)", "lit(v1)", "lit(0x12345)", "ttmp3", "src_vccz"]
MODIFIERS = [
    "clamp", "offset:4", "offset:-4", "glc", "sc0", "sc1", "nt", "op_sel:[0,1]", "abid:1",
    "cbsz:1", "blgp:1", "neg:[1,0,0]", "mul:2", "div:2", "OFFSET:4", "offset: 4",
    "offset:0x10", "row_shl:1", "dst_sel:BYTE_0", "src0_sel:BYTE_1", "offen", "idxen",
    "lds", "op_sel_hi:[0,0]", "neg_lo:[1,0]", "offset:4 offset:8", "abid:1 abid:2",
    "abid:1 cbsz:1", "sc0 offset:4"]


def mutate(line: str, rng: random.Random) -> str:
    kind = rng.randrange(10)
    if kind == 0 and line:
        i = rng.randrange(len(line))
        return line[:i] + line[i + 1:]
    if kind == 1:
        i = rng.randrange(len(line) + 1)
        return line[:i] + rng.choice(CHARS) + line[i:]
    if kind == 2:
        digits = [m.start() for m in re.finditer(r"\d", line)]
        if digits:
            i = rng.choice(digits)
            return line[:i] + rng.choice("0123456789") + line[i + 1:]
    parts = line.split(None, 1)
    if len(parts) == 2:
        mnemonic, rest = parts
        ops = [o.strip() for o in rest.split(",")]
        if kind == 3:
            ops[rng.randrange(len(ops))] = rng.choice(OPERANDS)
            return mnemonic + " " + ", ".join(ops)
        if kind == 5 and len(ops) > 1:
            i, j = rng.sample(range(len(ops)), 2)
            ops[i], ops[j] = ops[j], ops[i]
            return mnemonic + " " + ", ".join(ops)
        if kind == 6:
            i = rng.randrange(len(ops))
            if rng.random() < 0.5:
                ops.insert(i, "")
            else:
                ops.pop(i)
            return mnemonic + " " + ", ".join(ops)
        if kind == 7:
            return ((mnemonic.upper() if rng.random() < 0.5 else mnemonic) + " "
                    + (rest.upper() if rng.random() < 0.5 else rest))
        if kind == 8:
            return mnemonic + rng.choice(["_e64", "_e32", "_sdwa", "_dpp"]) + " " + rest
    return line + " " + rng.choice(MODIFIERS)


def mutations(seeds: list[str], count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        line = rng.choice(seeds)
        for _ in range(rng.choice([1, 1, 1, 2])):
            line = mutate(line, rng)
        if "\n" not in line and "\r" not in line:
            out.append(line)
    return out
