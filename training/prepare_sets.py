#!/usr/bin/python3
"""Fetches the piece sets that training and testing draw boards with, besides ours and the
fonts (docs/MODEL.md), into one folder a set of wK.svg ... bP.svg:

- xboard-default: xboard's set, from Debian's xboard package (apt-get download, not installed);
- cburnett: the set inside Lichess's board library (npm chessground, as base64 in its CSS);
- staunty: the set inside cm-chessboard (npm, an SVG sprite), kept for testing only;
- alpha, uscf: PNG sets inside chessboard-element (npm);
- pychess-NAME, pychess-ttf-NAME: the SVG sets and the chess fonts of Debian's pychess
  (apt-get download, not installed);
- skak, alphadia: TeX Live's chess diagram fonts (skaknew's SkakNew-Diagram.otf and
  AlphaDia.otf, from Debian's texlive-games, apt-get download, not installed);
- eboard-NAME, scid-NAME: the piece sets of the eboard and Scid chess programs (Debian's eboard
  and scid-data, apt-get download, not installed), cut from their sprite sheets into PNG files.

    /usr/bin/python3 training/prepare_sets.py [DIR]     (default: build/training/sets)

The sets are used to draw pictures for training and are never shipped with the program.
"""

import base64
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NAMES = {"pawn": "P", "knight": "N", "bishop": "B", "rook": "R", "queen": "Q", "king": "K"}
SVG = "http://www.w3.org/2000/svg"


def download(package, tmp):
    """Unpacks a Debian package (apt-get download, never installed) and returns its root."""
    subprocess.run(["apt-get", "download", package], cwd=tmp, check=True, stdout=subprocess.DEVNULL)
    deb = glob.glob(os.path.join(tmp, f"{package}_*.deb"))[0]
    root = os.path.join(tmp, package)
    subprocess.run(["dpkg-deb", "-x", deb, root], check=True)
    return root


def write(folder, colour, letter, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, f"{colour}{letter}.svg"), "wb") as f:
        f.write(data)


def xboard(out):
    folder = os.path.join(out, "xboard-default")
    if os.path.isdir(folder):
        return
    with tempfile.TemporaryDirectory() as tmp:
        themes = os.path.join(download("xboard", tmp), "usr", "share", "games", "xboard", "themes", "default")
        for colour, word in (("w", "White"), ("b", "Black")):
            for name, letter in NAMES.items():
                with open(os.path.join(themes, f"{word}{name.capitalize()}.svg"), "rb") as f:
                    write(folder, colour, letter, f.read())


def tex_fonts(out):
    wanted = {"skak": "SkakNew-Diagram.otf", "alphadia": "AlphaDia.otf"}
    if all(os.path.isdir(os.path.join(out, name)) for name in wanted):
        return
    with tempfile.TemporaryDirectory() as tmp:
        fonts = os.path.join(download("texlive-games", tmp), "usr", "share", "texlive", "texmf-dist", "fonts",
                             "opentype", "public", "skaknew")
        for name, font in wanted.items():
            os.makedirs(os.path.join(out, name), exist_ok=True)
            shutil.copy(os.path.join(fonts, font), os.path.join(out, name))


NPM_PACKAGES = {"chessground": "9.2.1", "cm-chessboard": "8.15.1", "chessboard-element": "1.2.0"}


def npm_packages(out):
    npm = os.path.join(out, "npm")
    modules = os.path.join(npm, "node_modules")
    if not all(os.path.isdir(os.path.join(modules, name)) for name in NPM_PACKAGES):
        os.makedirs(npm, exist_ok=True)
        subprocess.run(["npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix", npm,
                        *(f"{name}@{version}" for name, version in NPM_PACKAGES.items())], check=True)
    return modules


def cburnett(out, modules):
    folder = os.path.join(out, "cburnett")
    css = open(os.path.join(modules, "chessground", "assets", "chessground.cburnett.css")).read()
    for m in re.finditer(r"piece\.([a-z]+)\.([a-z]+)\s*\{\s*background-image:\s*url\('data:image/svg\+xml;base64,([^']+)'\)", css):
        write(folder, "w" if m.group(2) == "white" else "b", NAMES[m.group(1)], base64.b64decode(m.group(3)))


def staunty(out, modules):
    folder = os.path.join(out, "staunty")
    ET.register_namespace("", SVG)
    tree = ET.parse(os.path.join(modules, "cm-chessboard", "assets", "pieces", "staunty.svg"))
    root = tree.getroot()
    defs = root.find(f"{{{SVG}}}defs")
    for g in root.iter(f"{{{SVG}}}g"):
        key = g.get("id", "")
        if len(key) == 2 and key[0] in "wb" and key[1].upper() in "PNBRQK":
            svg = ET.Element(f"{{{SVG}}}svg", {"viewBox": root.get("viewBox", "0 0 40 40"), "width": "40", "height": "40"})
            if defs is not None:
                svg.append(defs)
            svg.append(g)
            write(folder, key[0], key[1].upper(), ET.tostring(svg))


PYCHESS_SETS = ("alfonso", "alpha", "chessicons", "chessmonk", "freestaunton", "kilfiger", "kosal", "leipzig",
                "magnetic", "maya", "merida", "merida_new", "metaltops", "pirat", "regular")
PYCHESS_FONTS = ("adventurer", "cases", "harlequin", "kingdom", "leipzig", "line", "lucena", "magnetic", "mark",
                 "maroquin", "maya", "medieval", "merida", "millenia", "motif", "usual")


def pychess(out):
    """pychess's piece sets (SVG, wk.svg ... bp.svg) and chess fonts (TrueType, Marroquin's
    layout), as pychess-NAME and pychess-ttf-NAME. Left out: its Thai and Burmese sets, sets of
    one sprite file, and cheq.ttf, whose black bishop and knight are drawn white."""
    if all(os.path.isdir(os.path.join(out, f"pychess-{name}")) for name in PYCHESS_SETS):
        return
    with tempfile.TemporaryDirectory() as tmp:
        pieces = os.path.join(download("pychess", tmp), "usr", "share", "pychess", "pieces")
        for name in PYCHESS_SETS:
            shutil.copytree(os.path.join(pieces, name), os.path.join(out, f"pychess-{name}"), dirs_exist_ok=True)
        for name in PYCHESS_FONTS:
            folder = os.path.join(out, f"pychess-ttf-{name}")
            os.makedirs(folder, exist_ok=True)
            shutil.copy(os.path.join(pieces, "ttf", f"{name}.ttf"), folder)


def chessboard_element(out, modules):
    """chessboard-element's PNG sets, alpha and uscf (wikipedia is cburnett again)."""
    for name in ("alpha", "uscf"):
        source = os.path.join(modules, "chessboard-element", "chesspieces", name)
        folder = os.path.join(out, name)
        os.makedirs(folder, exist_ok=True)
        for piece in glob.glob(os.path.join(source, "*.png")):
            shutil.copy(piece, folder)


def cut_piece(sheet, box, folder, name, key=None):
    """One piece of a sprite sheet, as a square PNG (a tall cell centred across, at the bottom);
    `key`: the colour the sheet draws its background in, made transparent where it reaches the
    cell's border (a white piece's body may be the same colour, inside its outline)."""
    cell = sheet.crop(box).convert("RGBA")
    if key is not None:
        magic = (1, 2, 3)  # a colour the sheets never use, for the flood to leave behind
        rgb = cell.convert("RGB")
        w, h = rgb.size
        for x, y in [(x, 0) for x in range(w)] + [(x, h - 1) for x in range(w)] + \
                [(0, y) for y in range(h)] + [(w - 1, y) for y in range(h)]:
            pixel = rgb.getpixel((x, y))
            if pixel != magic and max(abs(a - b) for a, b in zip(pixel, key)) <= 40:
                ImageDraw.floodfill(rgb, (x, y), magic, thresh=40)
        # A key no piece is drawn in (a saturated yellow or purple) is also cleared where
        # the flood cannot reach it, inside a crown's arches; a grey or white key is not.
        saturated = max(key) - min(key) > 100
        mask = Image.new("L", rgb.size)
        mask.putdata([0 if p == magic or (saturated and max(abs(a - b) for a, b in zip(p, key)) <= 24) else 255
                      for p in rgb.getdata()])
        cell.putalpha(mask)
    side = max(cell.size)
    square = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    square.paste(cell, ((side - cell.width) // 2, side - cell.height))
    os.makedirs(folder, exist_ok=True)
    square.save(os.path.join(folder, name + ".png"))


# eboard's sheets: a row of white pieces over a row of black, R N B Q K P and a square's
# texture, on a background colour. Left out: Kingdom (pychess-ttf-kingdom, a test set), the
# sets drawn from fonts pychess also ships (Adventurer, Alpha, Harlequin, Leipzig, Mayan,
# Usual), the 3D renderings whose pieces are told apart by little more than their tops
# (Altinov, Primepov, Rastapov, Whitney), NutBolt and ghouls.
EBOARD_SETS = ("Berlin", "Book", "Chap", "ChessBase", "Cmf", "Diagram", "Dominical72", "Dyche1", "Dyche2",
               "Ebony", "Enquil", "Jumbo", "Lcd", "OldClassicDark", "SadGreen", "Slics", "Staunton", "Traveler",
               "Utretch", "Vision", "WCN", "Yahoo", "classic", "plastic")
# Scid's sheets: P N B R Q K white, then black, on a transparent background; the largest size.
# Left out: Kingdom (a test set), the sets training has from elsewhere (Alpha, Cburnett,
# Leipzig, Merida), Bauhaus (abstract shapes) and Blindfold (no pieces).
SCID_SETS = {"Eboard": "Eboard", "Fantasy2": "fantasy2", "Good Companion": "good_companion",
             "Merida1": "Merida1"}
# The folders they are cut into, as train_squares.py names them.
EBOARD_FOLDERS = tuple(f"eboard-{name.lower()}" for name in EBOARD_SETS)
SCID_FOLDERS = tuple(f"scid-{name.lower().replace(' ', '-')}" for name in SCID_SETS)


def eboard(out):
    if all(os.path.isdir(os.path.join(out, folder)) for folder in EBOARD_FOLDERS):
        return
    with tempfile.TemporaryDirectory() as tmp:
        sheets = os.path.join(download("eboard", tmp), "usr", "share", "games", "eboard")
        for name, folder in zip(EBOARD_SETS, EBOARD_FOLDERS):
            sheet = Image.open(os.path.join(sheets, f"{name}.png")).convert("RGB")
            key = sheet.getpixel((0, 0))
            w, h = sheet.width // 7, sheet.height // 2
            for row, colour in enumerate("wb"):
                for col, letter in enumerate("RNBQKP"):
                    cut_piece(sheet, (col * w, row * h, (col + 1) * w, (row + 1) * h), os.path.join(out, folder),
                              colour + letter, key)


def scid(out):
    if all(os.path.isdir(os.path.join(out, folder)) for folder in SCID_FOLDERS):
        return
    with tempfile.TemporaryDirectory() as tmp:
        pieces = os.path.join(download("scid-data", tmp), "usr", "share", "scid", "img", "pieces")
        for (name, stem), folder in zip(SCID_SETS.items(), SCID_FOLDERS):
            sizes = [int(f[len(stem) + 1:-4]) for f in os.listdir(os.path.join(pieces, name))
                     if f.startswith(stem + "_") and f.endswith(".png")]
            sheet = Image.open(os.path.join(pieces, name, f"{stem}_{max(sizes)}.png")).convert("RGBA")
            side = sheet.height
            for k, piece in enumerate("wPwNwBwRwQwKbPbNbBbRbQbK"[i:i + 2] for i in range(0, 24, 2)):
                cut_piece(sheet, (k * side, 0, (k + 1) * side, side), os.path.join(out, folder), piece)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "training", "sets")
    os.makedirs(out, exist_ok=True)
    xboard(out)
    modules = npm_packages(out)
    cburnett(out, modules)
    staunty(out, modules)
    chessboard_element(out, modules)
    pychess(out)
    tex_fonts(out)
    eboard(out)
    scid(out)
    for name in ("skak", "alphadia"):
        print(f"{name}: {os.listdir(os.path.join(out, name))} in {os.path.join(out, name)}")
    for name in ("xboard-default", "cburnett", "staunty", "alpha", "uscf") + tuple(f"pychess-{n}" for n in PYCHESS_SETS) \
            + EBOARD_FOLDERS + SCID_FOLDERS:
        # Twelve pieces at least (pychess's merida adds fairy pieces, which are not read).
        count = len(glob.glob(os.path.join(out, name, "*.svg")) + glob.glob(os.path.join(out, name, "*.png")))
        print(f"{name}: {count} pieces in {os.path.join(out, name)}")
        if count < 12:
            return 1
    shutil.rmtree(os.path.join(out, "npm", ".cache"), ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
