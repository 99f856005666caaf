#!/usr/bin/python3
"""Fetches the piece sets that training and testing draw boards with, besides ours and the
fonts (docs/MODEL.md), into one folder a set of wK.svg ... bP.svg:

- xboard-default: xboard's set, from Debian's xboard package (apt-get download, not installed);
- cburnett: the set inside Lichess's board library (npm chessground, as base64 in its CSS);
- staunty: the set inside cm-chessboard (npm, an SVG sprite), kept for testing only.

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


def npm_packages(out):
    npm = os.path.join(out, "npm")
    if not os.path.isdir(os.path.join(npm, "node_modules", "cm-chessboard")):
        os.makedirs(npm, exist_ok=True)
        subprocess.run(["npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix", npm,
                        "chessground@9.2.1", "cm-chessboard@8.15.1"], check=True)
    return os.path.join(npm, "node_modules")


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


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "training", "sets")
    os.makedirs(out, exist_ok=True)
    xboard(out)
    modules = npm_packages(out)
    cburnett(out, modules)
    staunty(out, modules)
    for name in ("xboard-default", "cburnett", "staunty"):
        count = len(glob.glob(os.path.join(out, name, "*.svg")))
        print(f"{name}: {count} pieces in {os.path.join(out, name)}")
        if count != 12:
            return 1
    shutil.rmtree(os.path.join(out, "npm", ".cache"), ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
