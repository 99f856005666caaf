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
  AlphaDia.otf, from Debian's texlive-games, apt-get download, not installed).

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

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NAMES = {"pawn": "P", "knight": "N", "bishop": "B", "rook": "R", "queen": "Q", "king": "K"}
SVG = "http://www.w3.org/2000/svg"


def write(folder, colour, letter, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, f"{colour}{letter}.svg"), "wb") as f:
        f.write(data)


def xboard(out):
    folder = os.path.join(out, "xboard-default")
    if os.path.isdir(folder):
        return
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["apt-get", "download", "xboard"], cwd=tmp, check=True, stdout=subprocess.DEVNULL)
        deb = glob.glob(os.path.join(tmp, "xboard_*.deb"))[0]
        subprocess.run(["dpkg-deb", "-x", deb, os.path.join(tmp, "root")], check=True)
        themes = os.path.join(tmp, "root", "usr", "share", "games", "xboard", "themes", "default")
        for colour, word in (("w", "White"), ("b", "Black")):
            for name, letter in NAMES.items():
                with open(os.path.join(themes, f"{word}{name.capitalize()}.svg"), "rb") as f:
                    write(folder, colour, letter, f.read())


def tex_fonts(out):
    wanted = {"skak": "SkakNew-Diagram.otf", "alphadia": "AlphaDia.otf"}
    if all(os.path.isdir(os.path.join(out, name)) for name in wanted):
        return
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["apt-get", "download", "texlive-games"], cwd=tmp, check=True, stdout=subprocess.DEVNULL)
        deb = glob.glob(os.path.join(tmp, "texlive-games_*.deb"))[0]
        subprocess.run(["dpkg-deb", "-x", deb, os.path.join(tmp, "root")], check=True)
        fonts = os.path.join(tmp, "root", "usr", "share", "texlive", "texmf-dist", "fonts", "opentype", "public",
                             "skaknew")
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
        subprocess.run(["apt-get", "download", "pychess"], cwd=tmp, check=True, stdout=subprocess.DEVNULL)
        deb = glob.glob(os.path.join(tmp, "pychess_*.deb"))[0]
        subprocess.run(["dpkg-deb", "-x", deb, os.path.join(tmp, "root")], check=True)
        pieces = os.path.join(tmp, "root", "usr", "share", "pychess", "pieces")
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
    for name in ("skak", "alphadia"):
        print(f"{name}: {os.listdir(os.path.join(out, name))} in {os.path.join(out, name)}")
    for name in ("xboard-default", "cburnett", "staunty", "alpha", "uscf") + tuple(f"pychess-{n}" for n in PYCHESS_SETS):
        # Twelve pieces at least (pychess's merida adds fairy pieces, which are not read).
        count = len(glob.glob(os.path.join(out, name, "*.svg")) + glob.glob(os.path.join(out, name, "*.png")))
        print(f"{name}: {count} pieces in {os.path.join(out, name)}")
        if count < 12:
            return 1
    shutil.rmtree(os.path.join(out, "npm", ".cache"), ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
