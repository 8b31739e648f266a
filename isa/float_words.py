"""The binary32 words of clang's IEEE division and of the f32 reciprocal, root and
exponential, in the language and with the primitives of isa/lane_vocabulary.py, which
makes each row (sources' types, result type, body) one of its words: ``FLOAT_WORDS``.
Their rules are the CDNA3 ISA guide's V_DIV_SCALE_F32, V_DIV_FMAS_F32, V_DIV_FIXUP_F32,
V_RCP_F32, V_SQRT_F32, V_RSQ_F32 and V_EXP_F32, read with the corrections
emulator/execution/ops/division.py states."""

FLOAT_WORDS = {
    # -- clang's binary32 division n / d (CDNA3 ISA, V_DIV_FIXUP_F32; the lowering:
    # emulator/execution/ops/division.py): a binary32's magnitude and biased exponent
    # field, and the sign of d·n
    "magnitude32": ("u32", "u32", "{0} & 0x7FFFFFFF"),
    "field32": ("u32", "u32", "({0} >> 23) & 0xFF"),
    "sign_of_quotient": ("u32 u32", "u32", "({0} ^ {1}) & 0x80000000"),
    # -- V_RCP_F32, V_SQRT_F32, V_RSQ_F32, V_EXP_F32 (CDNA3 ISA: within 1 ulp, denormals
    # flushed; here their primitive's value): the input's denormal flushed to the zero of
    # its sign, the result's too; a NaN result from a NaN input that input quieted, one made
    # from a number the default NaN. V_RSQ_F32 is the reciprocal of the rounded root
    "flushed32": ("u32", "u32", "({0} & 0x80000000) if field32({0}) == 0 else {0}"),
    "finished32": ("u32 u32", "u32",
                   "flushed32({1}) if not_nan32({1}) else "
                   "(quieted32({0}) if is_nan32({0}) else 0xFFC00000)"),
    "rcp_f32": ("f32", "u32", "finished32(flushed32({0}), frcp(flushed32({0})))"),
    "sqrt_f32": ("f32", "u32", "finished32(flushed32({0}), fsqrt(flushed32({0})))"),
    "rsq_f32": ("f32", "u32",
                "finished32(flushed32({0}), frcp(fsqrt(flushed32({0}))))"),
    "exp_f32": ("f32", "u32", "finished32(flushed32({0}), fexp2(flushed32({0})))"),
    # (a finite binary32's value is significand32 · 2^(exponent32 − 150), denormals too)
    "significand32": ("u32", "u32",
                      "({0} & 0x7FFFFF) | (0x800000 if field32({0}) != 0 else 0)"),
    "exponent32": ("u32", "u32", "max(field32({0}), 1)"),
    # (|n| < |d| · 2^-126 for finite n and d, d not 0: |n| · 2^t < |d| with t the exponents'
    # gap + 126, compared on the significands shifted by t, clamped to ±25, beyond which
    # the 24-bit significands settle it. binary64's n / d, which the manual compares, is
    # below 2^-126 exactly then: an exact quotient below it lies at least 2^-49 of it
    # under, farther than binary64's rounding moves it)
    "quotient_shift": ("u32 u32", "i64",
                       "min(max(exponent32({1}) - exponent32({0}) + 126, -25), 25)"),
    "quotient_denormal32": (
        "u32 u32", "i64",
        "(field32({0}) != 0xFF) & (field32({1}) != 0xFF) & ("
        "(significand32({1}) << max(quotient_shift({0}, {1}), 0)) "
        "< (significand32({0}) << max(-quotient_shift({0}, {1}), 0)))"),
    # (|d| > 2^126: 1 / d is denormal in binary32)
    "reciprocal_denormal32": ("u32", "i64",
                              "(magnitude32({0}) > 0x7E800000) & not_nan32({0})"),
    # (d normal below 2^126, n's field 24 to 254 and n / d above 2^-126 by the fields
    # alone: no case applies, s0 — not a NaN — is itself and VCC clear; the cases' first
    # test, which most lanes of most calls pass)
    "scale_ordinary32": (
        "u32 u32", "i64",
        "(field32({0}) >= 1) & (field32({0}) <= 252) & (field32({1}) >= 24) "
        "& (field32({1}) <= 254) & (field32({1}) - field32({0}) >= -124) "
        "& (field32({1}) - field32({0}) <= 95)"),
    # V_DIV_SCALE_F32(s0, d, n), s0 one of d and n: s0 scaled by 2^±64 so that neither
    # 1 / d nor the Newton steps' residuals leave the normal range, and (the VCC word)
    # whether the quotient they leave is scaled — after the screen, the cases in order,
    # the first that applies: a zero d or n (NaN, no VCC), a NaN s0 (itself quieted),
    # exponent fields 96 or more apart (d scaled up, VCC), a denormal d (up), 1 / d and
    # n / d both denormal (d scaled down, VCC), 1 / d denormal (down), n / d denormal (n
    # up, VCC), n's field at most 23 (up). The manual's test of 1 / d tests binary64's,
    # which no f32 d meets; it is binary32's (division.py's module docstring)
    "div_scale_f32": (
        "f32 f32 f32", "u32",
        "{0} if scale_ordinary32({1}, {2}) & not_nan32({0}) else ("
        "0x7FC00000 if (magnitude32({1}) == 0) | (magnitude32({2}) == 0) else ("
        "quieted32({0}) if is_nan32({0}) else ("
        "(fscale({0}, 64) if {0} == {1} else {0}) if field32({2}) - field32({1}) >= 96 "
        "else (fscale({0}, 64) if field32({1}) == 0 else ("
        "(fscale({0}, -64) if {0} == {1} else {0}) "
        "if reciprocal_denormal32({1}) & quotient_denormal32({1}, {2}) else ("
        "fscale({0}, -64) if reciprocal_denormal32({1}) else ("
        "(fscale({0}, 64) if {0} == {2} else {0}) if quotient_denormal32({1}, {2}) else ("
        "fscale({0}, 64) if field32({2}) <= 23 else {0}))))))))"),
    "div_scale_vcc32": (
        "u32 u32", "u32",
        "0 if scale_ordinary32({0}, {1}) | (magnitude32({0}) == 0) "
        "| (magnitude32({1}) == 0) else ("
        "1 if field32({1}) - field32({0}) >= 96 else (0 if field32({0}) == 0 else ("
        "1 if reciprocal_denormal32({0}) & quotient_denormal32({0}, {1}) else ("
        "0 if reciprocal_denormal32({0}) else ("
        "1 if quotient_denormal32({0}, {1}) else 0)))))"),
    # V_DIV_FMAS_F32(a, b, c) with the lane's VCC bit {3}: fma(a, b, c) rounded once —
    # where VCC is set, times 2^64 if c is at least 2 (its field above 127: the denominator
    # was scaled up) and 2^-64 if below, undoing div_scale's scaling —; a NaN result the
    # first NaN operand quieted, else (an invalid operation) the default NaN. The manual's
    # fixed 2^32 leaves results off by 2^32 (division.py's module docstring)
    "div_fmas_f32": ("f32 f32 f32 u32", "u32",
                     "nan_rule3({0}, {1}, {2}, ffma_scaled({0}, {1}, {2}, "
                     "(64 if field32({2}) > 127 else -64) if {3} != 0 else 0))"),
    # (d and n normal, n / d no tinier than the fields allow, q finite: no case applies,
    # |q| with the sign; the cases' first test, which most lanes of most calls pass)
    "fixup_ordinary32": (
        "u32 u32 u32", "i64",
        "(field32({1}) >= 1) & (field32({1}) <= 254) & (field32({2}) >= 1) "
        "& (field32({2}) <= 254) & (field32({2}) - field32({1}) >= -150) "
        "& (field32({0}) != 0xFF)"),
    # V_DIV_FIXUP_F32(q, d, n): after the screen, the special cases of n / d, the first
    # that applies — a NaN n or d quieted (n's first), 0/0 and ∞/∞ the default NaN, x/0
    # and ∞/x ±∞, x/∞ and 0/x ±0, a quotient below half the smallest denormal (exponent
    # fields more than 150 apart) ±0, a q that overflowed to ∞ or NaN in the Newton steps
    # ±∞ — else |q|, each with the sign of d·n. The manual's overflow case tests d, which
    # the cases before it have settled; it is q's (division.py's module docstring)
    "div_fixup_f32": (
        "f32 f32 f32", "u32",
        "magnitude32({0}) | sign_of_quotient({1}, {2}) if fixup_ordinary32({0}, {1}, {2}) "
        "else quieted32({2}) if is_nan32({2}) else (quieted32({1}) if is_nan32({1}) else ("
        "0xFFC00000 if ((magnitude32({1}) == 0) & (magnitude32({2}) == 0)) "
        "| ((magnitude32({1}) == 0x7F800000) & (magnitude32({2}) == 0x7F800000)) else ("
        "0x7F800000 | sign_of_quotient({1}, {2}) if (magnitude32({1}) == 0) "
        "| (magnitude32({2}) == 0x7F800000) else ("
        "sign_of_quotient({1}, {2}) if (magnitude32({1}) == 0x7F800000) "
        "| (magnitude32({2}) == 0) | (field32({2}) - field32({1}) < -150) else ("
        "0x7F800000 | sign_of_quotient({1}, {2}) if field32({0}) == 0xFF else "
        "magnitude32({0}) | sign_of_quotient({1}, {2}))))))"),
}
