"""The tablet's address as a QR code in the terminal, for `--serve --host 0.0.0.0`: a camera
opens the game without anyone typing a token.

The code itself is the `qrcode` package's; this file only draws its modules in terminal cells,
two rows a cell with half blocks, and colours them black on white so the code reads the same
on a dark or a light terminal (a scanner wants dark modules on a light ground)."""

from __future__ import annotations

# (upper module light, lower module light) -> the cell drawing the light parts in white.
HALVES = {(True, True): "█", (True, False): "▀", (False, True): "▄", (False, False): " "}
ON_BLACK = ("\x1b[97;40m", "\x1b[0m")  # bright white on black: the light parts are the blocks


def modules(text: str) -> list[list[bool]]:
    """The QR code of `text`, True for a dark module, its quiet zone included."""
    import qrcode
    from qrcode.constants import ERROR_CORRECT_L

    code = qrcode.QRCode(border=2, error_correction=ERROR_CORRECT_L)
    code.add_data(text)
    code.make(fit=True)
    return [list(row) for row in code.get_matrix()]


def qr_lines(text: str, *, colour: bool) -> list[str]:
    """`text` as terminal lines, two module rows a line (`colour`: black on white escapes)."""
    rows = modules(text)
    if len(rows) % 2:
        rows.append([False] * len(rows[0]))  # a light row under the quiet zone
    lines = [
        "".join(HALVES[(not top, not bottom)] for top, bottom in zip(upper, lower, strict=True))
        for upper, lower in zip(rows[0::2], rows[1::2], strict=True)
    ]
    if colour:
        start, end = ON_BLACK
        lines = [f"{start}{line}{end}" for line in lines]
    return lines
