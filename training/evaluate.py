#!/usr/bin/python3
"""Reads boards the square network never saw, through the program itself, and counts what it
reads right: the figures of docs/MODEL.md and the README.

    /usr/bin/python3 training/evaluate.py FORSYTH [--sets-dir DIR] [--boards N] [--seed S]
        [--out DIR] [--json]

For each test set (piece sets training left out: Symbola's and FreeSerif's glyphs, the
"staunty" set inside cm-chessboard) and for the training sets on board colours training never
drew (hues it avoided, a quarter of them on a page, a fifth flipped), it draws N boards with
render_boards.py, writes them as PNG and JPEG files, runs `FORSYTH read-image --json` on them
and compares the FEN placement read with the one drawn. Prints, per set: the share of squares
and of whole boards read exactly, boards found, and the time per picture.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import piece_sources  # noqa: E402
import render_boards  # noqa: E402
from train_squares import TEST_SETS, TRAIN_SETS, set_source  # noqa: E402

ROOT = os.path.dirname(HERE)
# Hues the training themes never drew on the test boards' colours: purples and reds, which
# random_theme keeps out when asked (and the common boards are left out too).
UNSEEN_HUES = [(0.0, 0.55), (0.92, 1.0)]


def squares_of(placement):
    rows = []
    for rank in placement.split("/"):
        row = ""
        for ch in rank:
            row += "." * int(ch) if ch.isdigit() else ch
        rows.append(row)
    return "".join(rows)


def evaluate_set(forsyth, name, source, boards, seed, folder, unseen_theme):
    rng = np.random.default_rng(seed)
    pieces = piece_sources.load_set(source)
    files, truth = [], []
    for i in range(boards):
        theme = render_boards.random_theme(rng, avoid=UNSEEN_HUES if unseen_theme else ())
        shot = render_boards.render(rng, pieces, render_boards.random_position(rng), theme=theme,
                                    page=render_boards.on_page if rng.random() < 0.25 else None)
        image, _ = render_boards.degrade(rng, shot.image, shot.box)
        path = os.path.join(folder, f"{name}-{i:03d}." + ("jpg" if i % 3 == 2 else "png"))
        image.save(path, quality=85) if path.endswith("jpg") else image.save(path)
        files.append(path)
        truth.append(shot.placement)
    started = time.time()
    run = subprocess.run([forsyth, "read-image", "--json", *files], capture_output=True, text=True)
    elapsed = time.time() - started
    squares_right = boards_right = found = 0
    failures = []
    for line, expected, path in zip(run.stdout.splitlines(), truth, files):
        result = json.loads(line)
        if result.get("fen") is None:
            failures.append(f"{os.path.basename(path)}: {result.get('error')}")
            continue
        found += 1
        got = squares_of(result["fen"].split()[0])
        want = squares_of(expected)
        right = sum(a == b for a, b in zip(got, want))
        squares_right += right
        boards_right += right == 64
        if right < 64:
            wrong = [f"{'abcdefgh'[i % 8]}{8 - i // 8}: {want[i]} read {got[i]}" for i in range(64) if got[i] != want[i]]
            failures.append(f"{os.path.basename(path)}: " + ", ".join(wrong))
    return {"set": name, "unseen_set": name in TEST_SETS, "unseen_colours": unseen_theme, "boards": boards,
            "found": found, "boards_right": boards_right, "squares_right": squares_right,
            "square_share": squares_right / (64 * boards), "board_share": boards_right / boards,
            "seconds_per_picture": elapsed / boards, "failures": failures}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("forsyth")
    parser.add_argument("--sets-dir", default=os.path.join(ROOT, "build", "training", "sets"))
    parser.add_argument("--boards", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", default=None, help="keep the pictures here")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    folder = args.out or tempfile.mkdtemp(prefix="forsyth-evaluate-")
    os.makedirs(folder, exist_ok=True)
    results = []
    for k, name in enumerate(TEST_SETS + TRAIN_SETS):
        source = set_source(name, args.sets_dir)
        if source is None:
            print(f"evaluate: no set {name} (run training/prepare_sets.py)", file=sys.stderr)
            return 1
        results.append(evaluate_set(args.forsyth, name, source, args.boards, args.seed + k, folder,
                                    unseen_theme=name in TRAIN_SETS))
    total_squares = sum(r["squares_right"] for r in results)
    total_boards = sum(r["boards_right"] for r in results)
    n = sum(r["boards"] for r in results)
    if args.json:
        print(json.dumps(results, indent=1))
    print(f"{'set':16} {'unseen':16} {'squares':>9} {'boards':>8} {'found':>6} {'ms/picture':>10}")
    for r in results:
        unseen = "set" if r["unseen_set"] else "colours"
        print(f"{r['set']:16} {unseen:16} {100 * r['square_share']:8.2f}% {100 * r['board_share']:7.1f}% "
              f"{r['found']:6} {1000 * r['seconds_per_picture']:10.0f}")
    print(f"{'all':16} {'':16} {100 * total_squares / (64 * n):8.2f}% {100 * total_boards / n:7.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
