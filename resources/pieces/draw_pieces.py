#!/usr/bin/python3
"""Draws Forsyth's own piece sets as SVG: resources/pieces/<set>/wK.svg ... bP.svg.

The SVG files are committed; this script is their source. Run it after changing a shape:

    /usr/bin/python3 resources/pieces/draw_pieces.py

Each piece is a list of shapes on a 100 x 100 canvas, drawn back to front. A "body" shape is
filled with the side's colour and outlined; a "line" shape is a stroke only, the detail that
tells a shape apart (the bishop's slit, the knight's mane), drawn dark on a white piece and
light on a black one. The silhouettes carry the recognition at 20 px (docs/LOOK.md); the
lines only add to it at large sizes.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# Shared plinths: (left, right, bottom, top), rounded towards the body.
def plinth(half, top=77, bottom=90, inner=16):
    left, right = 50 - half, 50 + half
    return ("body", f"M {left} {bottom} L {right} {bottom} L {right} {bottom - 5} "
                    f"C {right} {top + 3} {right - 5} {top + 1} {50 + inner} {top} "
                    f"L {50 - inner} {top} C {left + 5} {top + 1} {left} {top + 3} {left} {bottom - 5} Z")


def ellipse(cx, cy, rx, ry):
    return ("body", f"M {cx - rx} {cy} A {rx} {ry} 0 1 0 {cx + rx} {cy} A {rx} {ry} 0 1 0 {cx - rx} {cy} Z")


def circle(cx, cy, r):
    return ellipse(cx, cy, r, r)


STAUNTON = {
    "P": [
        ("body", "M 39 78 C 41 66 44 56 45 47 L 55 47 C 56 56 59 66 61 78 Z"),
        plinth(23, top=77, inner=13),
        ellipse(50, 46, 12, 4),
        circle(50, 31, 11.5),
    ],
    "R": [
        ("body", "M 35 78 L 37 41 L 63 41 L 65 78 Z"),
        plinth(27, inner=17),
        ("body", "M 31 42 L 69 42 L 69 36 L 31 36 Z"),
        ("body", "M 30 36 L 30 17 L 38.5 17 L 38.5 23 L 45.5 23 L 45.5 17 L 54.5 17 L 54.5 23 "
                 "L 61.5 23 L 61.5 17 L 70 17 L 70 36 Z"),
        ("line", "M 36 70 L 64 70"),
        ("line", "M 30.5 30 L 69.5 30"),
    ],
    "B": [
        ("body", "M 40 78 C 42 68 45 60 46 53 L 54 53 C 55 60 58 68 60 78 Z"),
        plinth(25, inner=14),
        ellipse(50, 52, 13, 4),
        ("body", "M 50 19 C 61 27 66 38 61 47 C 58 50.5 42 50.5 39 47 C 34 38 39 27 50 19 Z"),
        circle(50, 15, 4.5),
        ("line", "M 56.5 29 L 47.5 40"),
    ],
    "N": [
        plinth(27, inner=19),
        ("body", "M 69 78 C 73 62 72 42 62 28 C 60 25 58 22 56 20 L 57 10 L 50 17 "
                 "C 47 17 45 18 43 20 L 38 14 L 38 23 C 32 28 26 38 21 48 "
                 "C 19 52 21 57 25 58 C 28 59 31 57 33 55 C 36 53 40 53 44 51 "
                 "C 43 60 35 68 31 78 Z"),
        ("line", "M 62 29 C 67 40 68 55 66 70"),
        ("dot", "M 43.5 31 A 2.6 2.6 0 1 0 43.49 31 Z"),
        ("dot", "M 26 50 A 1.8 1.8 0 1 0 25.99 50 Z"),
    ],
    "Q": [
        ("body", "M 36 78 C 38 66 41 56 42 47 L 58 47 C 59 56 62 66 64 78 Z"),
        plinth(29, inner=18),
        ellipse(50, 46, 15, 4.5),
        ("body", "M 34 44 L 25 23 L 38 34 L 41 17 L 50 32 L 59 17 L 62 34 L 75 23 L 66 44 Z"),
        circle(25, 21.5, 3.8),
        circle(41, 15.5, 3.8),
        circle(59, 15.5, 3.8),
        circle(75, 21.5, 3.8),
        circle(50, 12, 3.8),
    ],
    "K": [
        ("body", "M 36 78 C 38 66 41 56 42 47 L 58 47 C 59 56 62 66 64 78 Z"),
        plinth(29, inner=18),
        ellipse(50, 46, 15, 4.5),
        ("body", "M 35 45 C 27 37 29 26 39 25 C 44 24.5 48 27 50 31 C 52 27 56 24.5 61 25 "
                 "C 71 26 73 37 65 45 Z"),
        ("body", "M 47 30 L 47 18 L 42 18 L 42 13 L 47 13 L 47 7 L 53 7 L 53 13 L 58 13 "
                 "L 58 18 L 53 18 L 53 30 Z"),
        ("line", "M 50 31 L 50 44"),
    ],
}

# Clean, flat shapes: thick outlines, no turned profile, geometry a child draws.
MODERN = {
    "P": [
        ("body", "M 30 88 L 70 88 L 62 58 L 38 58 Z"),
        circle(50, 42, 14),
    ],
    "R": [
        ("body", "M 27 88 L 73 88 L 73 78 L 66 78 L 64 44 L 36 44 L 34 78 L 27 78 Z"),
        ("body", "M 29 44 L 71 44 L 71 16 L 62 16 L 62 25 L 54.5 25 L 54.5 16 L 45.5 16 "
                 "L 45.5 25 L 38 25 L 38 16 L 29 16 Z"),
    ],
    "B": [
        ("body", "M 30 88 L 70 88 L 64 72 L 36 72 Z"),
        ("body", "M 50 12 C 66 26 70 48 62 66 L 38 66 C 30 48 34 26 50 12 Z"),
        ("cut", "M 60 28 L 48 44 L 52 47 L 63 32 Z"),
        ("body", "M 36 72 L 64 72 L 62 66 L 38 66 Z"),
    ],
    "N": [
        ("body", "M 28 88 L 74 88 L 74 78 L 70 78 C 72 58 70 38 56 22 L 56 10 L 45 20 "
                 "L 38 20 L 18 46 L 24 56 L 42 50 L 30 78 L 28 78 Z"),
        ("cut", "M 41 30 L 47 30 L 47 35 L 41 35 Z"),
    ],
    "Q": [
        ("body", "M 28 88 L 72 88 L 68 72 L 32 72 Z"),
        ("body", "M 32 72 L 68 72 L 78 26 L 62 46 L 50 18 L 38 46 L 22 26 Z"),
        circle(22, 24, 6),
        circle(50, 16, 6),
        circle(78, 24, 6),
    ],
    "K": [
        ("body", "M 28 88 L 72 88 L 68 72 L 32 72 Z"),
        ("body", "M 32 72 L 68 72 L 74 36 L 26 36 Z"),
        ("body", "M 45 36 L 45 24 L 37 24 L 37 15 L 45 15 L 45 7 L 55 7 L 55 15 L 63 15 "
                 "L 63 24 L 55 24 L 55 36 Z"),
        ("line", "M 33 54 L 67 54"),
    ],
}

# (fill, outline, line, outline width) per side and set.
STYLES = {
    "staunton": {
        "w": ("#fbfaf6", "#161616", "#161616", 3.0),
        "b": ("#262626", "#000000", "#e9e6dc", 3.0),
    },
    "modern": {
        "w": ("#ffffff", "#1b1f24", "#1b1f24", 4.5),
        "b": ("#1b1f24", "#1b1f24", "#ffffff", 4.5),
    },
}

TITLES = {"staunton": "Staunton", "modern": "Modern"}
NAMES = {"K": "king", "Q": "queen", "R": "rook", "B": "bishop", "N": "knight", "P": "pawn"}


def svg(set_name, side, letter, shapes):
    fill, outline, line, width = STYLES[set_name][side]
    colour = "white" if side == "w" else "black"
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<!-- Forsyth {TITLES[set_name]} set: {colour} {NAMES[letter]}. Drawn for Forsyth, '
        'licensed as the program is (resources/pieces/draw_pieces.py draws it). -->',
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">',
        f'<g stroke-linejoin="round" stroke-linecap="round" stroke-width="{width}">',
    ]
    for kind, d in shapes:
        if kind == "body":
            out.append(f'<path d="{d}" fill="{fill}" stroke="{outline}"/>')
        elif kind == "line":
            out.append(f'<path d="{d}" fill="none" stroke="{line}" stroke-width="{width * 0.8:g}"/>')
        elif kind == "dot":
            out.append(f'<path d="{d}" fill="{line}" stroke="none"/>')
        elif kind == "cut":  # a hole: the side's line colour, without an outline
            out.append(f'<path d="{d}" fill="{line}" stroke="{line}" stroke-width="1"/>')
        else:
            sys.exit(f"unknown shape kind {kind}")
    out += ["</g>", "</svg>", ""]
    return "\n".join(out)


def main():
    for set_name, pieces in (("staunton", STAUNTON), ("modern", MODERN)):
        folder = os.path.join(HERE, set_name)
        os.makedirs(folder, exist_ok=True)
        for letter, shapes in pieces.items():
            for side in "wb":
                with open(os.path.join(folder, f"{side}{letter}.svg"), "w", encoding="utf-8") as f:
                    f.write(svg(set_name, side, letter, shapes))


if __name__ == "__main__":
    main()
