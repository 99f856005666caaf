"""Piece sets as pictures, for rendering training and test boards (docs/MODEL.md).

A set is twelve RGBA images, one per piece letter (PNBRQK white, pnbrqk black), drawn at
SIDE x SIDE pixels, from one of three kinds of source:

- a folder of SVG files named wK.svg ... bP.svg or xboard's WhiteKing.svg ... (our own sets in
  resources/pieces, xboard's from Debian, those extracted from npm packages by
  prepare_sets.py);
- a font with the chess characters U+2654-U+265F (DejaVu Sans, FreeSerif, Noto Sans Symbols2,
  Symbola), drawn as Forsyth's font set draws them: a white body inside the outline, the
  glyph's lines over it (for the hollow test sets, White's without the body);
- a chess diagram font in a folder of its own (prepare_sets.py), drawn the same way: an .otf
  file is one of TeX Live's (skaknew's SkakNew-Diagram and AlphaDia, which books are set in:
  K Q R B N P for White, k q r b n p for Black, on a light square), a .ttf file one of the
  fonts in Armando Marroquin's layout that pychess ships (k q r b n p for White, l w t v m o
  for Black).
"""

import io
import os

import cairosvg
import numpy as np
from PIL import Image, ImageDraw, ImageFont

SIDE = 128
LETTERS = "PNBRQKpnbrqk"
XBOARD_NAMES = {"P": "Pawn", "N": "Knight", "B": "Bishop", "R": "Rook", "Q": "Queen", "K": "King"}

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

FONTS = {
    "dejavu": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "wenquanyi": "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "freeserif": "/usr/share/fonts/truetype/freefont/FreeSerif.ttf",
    "noto-symbols2": "/usr/share/fonts/truetype/noto/NotoSansSymbols2-Regular.ttf",
    "symbola": "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
}
# Test sets only (evaluate.py --hollow): a font's chess characters as a web page or a forum draws
# them as text, White's the outline glyph alone, the square showing through it (docs/MODEL.md §4).
HOLLOW_FONTS = {
    "hollow-dejavubold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "hollow-dejavumono": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    "hollow-freeserif": FONTS["freeserif"],
    "hollow-noto": FONTS["noto-symbols2"],
    "hollow-symbola": FONTS["symbola"],
    "hollow-wqy": FONTS["wenquanyi"],
}


def piece_file(folder, letter):
    white = letter.isupper()
    names = [("w" if white else "b") + letter.upper(), ("w" if white else "b") + letter.lower(),
             ("White" if white else "Black") + XBOARD_NAMES[letter.upper()]]
    for name in names:
        for suffix in (".svg", ".png"):
            path = os.path.join(folder, name + suffix)
            if os.path.isfile(path):
                return path
    raise FileNotFoundError(f"no piece {letter} in {folder}")


def folder_set(folder, side=SIDE):
    """SVG files drawn at side x side; PNG files (chessboard-element's sets) scaled to it."""
    pieces = {}
    for letter in LETTERS:
        path = piece_file(folder, letter)
        if path.endswith(".svg"):
            png = cairosvg.svg2png(url=path, output_width=side, output_height=side)
            pieces[letter] = Image.open(io.BytesIO(png)).convert("RGBA")
        else:
            pieces[letter] = Image.open(path).convert("RGBA").resize((side, side), Image.LANCZOS)
    return pieces


def _glyph_mask(font, char, side):
    """The glyph as an 8-bit mask, centred in a side x side square by its ink."""
    canvas = Image.new("L", (side * 2, side * 2), 0)
    ImageDraw.Draw(canvas).text((side // 2, side // 4), char, font=font, fill=255)
    return canvas


UNICODE_PIECES = ("\u2654\u2655\u2656\u2657\u2658\u2659", "\u265a\u265b\u265c\u265d\u265e\u265f")
DIAGRAM_PIECES = ("KQRBNP", "kqrbnp")
MARROQUIN_PIECES = ("kqrbnp", "lwtvmo")


def font_set(path, side=SIDE, chars=UNICODE_PIECES, hollow=False):
    """`chars`: the white and the black pieces' characters, in the order K Q R B N P. `hollow`:
    White's pieces without their white body."""
    # The king's height sets the scale for all, as Forsyth's font set does (0.86 of a square).
    probe = ImageFont.truetype(path, side)
    king = _glyph_mask(probe, chars[1][0], side).getbbox()
    size = max(1, int(side * side * 0.86 / max(1, king[3] - king[1])))
    font = ImageFont.truetype(path, size)
    pieces = {}
    for i, letter in enumerate("KQRBNP"):
        outline = np.array(_glyph_mask(font, chars[0][i], side)) > 96
        solid = np.array(_glyph_mask(font, chars[1][i], side)) > 96
        # The body: everything the outline encloses (flood the outside from the border).
        outside = np.zeros_like(outline)
        stack = [(0, 0)]
        h, w = outline.shape
        outside[0, 0] = True
        while stack:
            y, x = stack.pop()
            for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                if 0 <= ny < h and 0 <= nx < w and not outside[ny, nx] and not outline[ny, nx]:
                    outside[ny, nx] = True
                    stack.append((ny, nx))
        body = ~outside
        ys, xs = np.nonzero(body)
        cy, cx = (ys.min() + ys.max()) // 2, (xs.min() + xs.max()) // 2
        for white in (True, False):
            ink = outline if white else solid
            rgba = np.zeros((h, w, 4), np.uint8)
            if not (white and hollow):
                rgba[body] = (255, 255, 255, 255)
            rgba[ink] = (0, 0, 0, 255)
            crop = rgba[cy - side // 2: cy + side // 2, cx - side // 2: cx + side // 2]
            pieces[letter if white else letter.lower()] = Image.fromarray(crop, "RGBA")
    return pieces


def load_set(source, side=SIDE):
    """`source`: a font name of FONTS or HOLLOW_FONTS, a folder holding a diagram font, or a folder
    of SVG or PNG files."""
    if source in FONTS:
        return font_set(FONTS[source], side)
    if source in HOLLOW_FONTS:
        return font_set(HOLLOW_FONTS[source], side, hollow=True)
    for suffix, chars in ((".otf", DIAGRAM_PIECES), (".ttf", MARROQUIN_PIECES)):
        fonts = sorted(f for f in os.listdir(source) if f.endswith(suffix))
        if fonts:
            return font_set(os.path.join(source, fonts[0]), side, chars)
    return folder_set(source, side)
