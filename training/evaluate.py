#!/usr/bin/python3
"""Reads boards the square network never saw, through the program itself, and counts what it
reads right: the figures of docs/MODEL.md and the README.

    /usr/bin/python3 training/evaluate.py FORSYTH [--sets-dir DIR] [--boards N] [--seed S]
        [--out DIR] [--json] [--sets NAME,...] [--hollow]

For each test set (piece sets training left out: Symbola's and FreeSerif's glyphs, the
"staunty" set inside cm-chessboard) and for the training sets on board colours training never
drew (hues it avoided, a quarter of them on a page, a fifth flipped), it draws N boards with
render_boards.py, writes them as PNG and JPEG files, runs `FORSYTH read-image --json` on them
and compares what was read with what was drawn. Prints, per set: the share of squares and of whole
boards read exactly as the picture shows them, boards found, the share of positions read
exactly (the board also turned the right way up), and the time per picture, a row as each set
is done; then the same shares for the test sets together, the training sets and all; how often the
board was turned the right way, with coordinates drawn and without; then, for each set, the
pieces it most often took for others ("Q read B 6x"). With --json, standard output is a JSON
array (per set the same figures, every misreading counted, and each failed board's squares) and
the table goes to standard error. The boards are random positions with one king of each colour,
half of them endings with pieces anywhere: without coordinates, which way up such a board is
cannot be seen, which is why the squares and the turning are counted apart. With --hollow, six
other test sets instead: fonts' chess characters as a web page shows them as text, White's
pieces outlines the square shows through (piece_sources.HOLLOW_FONTS), on training's colours.
"""

import argparse
import collections
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


def pictured_position(rng):
    """A position as pictures show them: render_boards.random_position's, drawn again until it has
    one king of each colour. Training also draws extra kings (robust reading of odd diagrams),
    but no board in a picture has two kings of a colour, and the reader relies on that
    (docs/MODEL.md §4: a second king read is taken for the next likeliest piece)."""
    while True:
        rows = render_boards.random_position(rng)
        text = "".join(rows)
        if text.count("K") == 1 and text.count("k") == 1:
            return rows


def squares_of(placement):
    rows = []
    for rank in placement.split("/"):
        row = ""
        for ch in rank:
            row += "." * int(ch) if ch.isdigit() else ch
        rows.append(row)
    return "".join(rows)


def evaluate_set(forsyth, name, source, boards, seed, folder, unseen_theme, keep=False):
    rng = np.random.default_rng(seed)
    pieces = piece_sources.load_set(source)
    files, shots = [], []
    for i in range(boards):
        theme = render_boards.random_theme(rng, avoid=UNSEEN_HUES if unseen_theme else ())
        shot = render_boards.render(rng, pieces, pictured_position(rng), theme=theme,
                                    page=render_boards.on_page if rng.random() < 0.25 else None)
        image, _ = render_boards.degrade(rng, shot.image, shot.box)
        path = os.path.join(folder, f"{name}-{i:03d}." + ("jpg" if i % 3 == 2 else "png"))
        image.save(path, quality=85) if path.endswith("jpg") else image.save(path)
        files.append(path)
        shots.append(shot)
    started = time.time()
    run = subprocess.run([forsyth, "read-image", "--json", *files], capture_output=True, text=True)
    elapsed = time.time() - started
    squares_right = boards_right = found = positions_right = 0
    turned = {"coordinates": [0, 0], "none": [0, 0]}  # boards, of which turned the right way
    failures = []
    misread = collections.Counter()  # "p read P": how often each piece was taken for another
    # The squares shown unsure (framed on the board, for the user to check): of those misread,
    # and of those read right; a misread board whose every wrong square is framed is one the
    # user mends by checking the framed squares alone.
    marked_wrong = wrong_squares = marked_right = boards_marked = 0
    for line, shot, path in zip(run.stdout.splitlines(), shots, files):
        result = json.loads(line)
        if keep:  # beside the pictures: what each shows and how it was read
            with open(os.path.join(folder, "readings.jsonl"), "a") as kept:
                kept.write(json.dumps({"placement": shot.placement, "flipped": shot.flipped, "read": result}) + "\n")
        if result.get("fen") is None:
            failures.append(f"{os.path.basename(path)}: {result.get('error')}")
            continue
        found += 1
        got = squares_of(result["fen"].split()[0])
        want = squares_of(shot.placement)
        # The squares as the picture shows them: a board turned the wrong way is turned back
        # here, so that reading the squares and telling which way up are counted apart.
        right_way = result["flipped"] == shot.flipped
        shown = got if right_way else got[::-1]
        right = sum(a == b for a, b in zip(shown, want))
        squares_right += right
        boards_right += right == 64
        positions_right += right == 64 and right_way
        kind = turned["none" if shot.coords == "none" else "coordinates"]
        kind[0] += 1
        kind[1] += right_way
        wrong = [i for i in range(64) if shown[i] != want[i]]
        marked = {"abcdefgh".index(name[0]) + 8 * (8 - int(name[1])) for name in result.get("unsure", [])}
        marked = marked if right_way else {63 - i for i in marked}
        marked_wrong += sum(i in marked for i in wrong)
        wrong_squares += len(wrong)
        marked_right += sum(i in marked for i in range(64) if shown[i] == want[i])
        boards_marked += bool(wrong) and all(i in marked for i in wrong)
        if right_way:
            misread.update(f"{want[i]} read {shown[i]}" for i in wrong)
        if wrong or not right_way:
            way = "" if right_way else f"turned the wrong way (coordinates: {shot.coords}); "
            failures.append(f"{os.path.basename(path)}: {way}"
                            + ", ".join(f"{'abcdefgh'[i % 8]}{8 - i // 8}: {want[i]} read {shown[i]}" for i in wrong))
    return {"set": name, "unseen_set": name not in TRAIN_SETS, "unseen_colours": unseen_theme, "boards": boards,
            "found": found, "boards_right": boards_right, "squares_right": squares_right,
            "positions_right": positions_right,
            "square_share": squares_right / (64 * boards), "board_share": boards_right / boards,
            "position_share": positions_right / boards, "turned": turned,
            "unsure": {"misread_squares": wrong_squares, "misread_marked": marked_wrong,
                       "right_marked": marked_right, "misread_boards_all_marked": boards_marked},
            "seconds_per_picture": elapsed / boards, "misreadings": dict(misread.most_common()),
            "failures": failures}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("forsyth")
    parser.add_argument("--sets-dir", default=os.path.join(ROOT, "build", "training", "sets"))
    parser.add_argument("--boards", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", default=None, help="keep the pictures here, and readings.jsonl: what each shows and "
                        "how it was read")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--sets", default=None, help="only these sets, comma-separated")
    parser.add_argument("--hollow", action="store_true", help="the hollow glyph sets instead (White's pieces drawn "
                        "as outlines the square shows through, as text on a web page), on training's colours")
    args = parser.parse_args()
    folder = args.out or tempfile.mkdtemp(prefix="forsyth-evaluate-")
    os.makedirs(folder, exist_ok=True)
    # With --json, standard output is the JSON alone and the table goes to standard error, a
    # row as each set is read (a whole run takes many minutes).
    table = sys.stderr if args.json else sys.stdout
    print(f"{'set':22} {'unseen':8} {'squares':>8} {'boards':>7} {'found':>6} {'positions':>10} {'ms/picture':>10}",
          file=table, flush=True)
    results = []
    names = list(piece_sources.HOLLOW_FONTS) if args.hollow else TEST_SETS + TRAIN_SETS
    for k, name in enumerate(names):
        if args.sets and name not in args.sets.split(","):
            continue
        source = set_source(name, args.sets_dir)
        if source is None:
            print(f"evaluate: no set {name} (run training/prepare_sets.py)", file=sys.stderr)
            return 1
        r = evaluate_set(args.forsyth, name, source, args.boards, args.seed + k, folder, unseen_theme=name in TRAIN_SETS,
                           keep=args.out is not None)
        results.append(r)
        unseen = "set" if r["unseen_set"] else "colours"
        print(f"{r['set']:22} {unseen:8} {100 * r['square_share']:7.2f}% {100 * r['board_share']:6.1f}% "
              f"{r['found']:6} {100 * r['position_share']:9.1f}% {1000 * r['seconds_per_picture']:10.0f}", file=table,
              flush=True)
    if args.json:
        print(json.dumps(results, indent=1))
    for label, part in (("unseen sets", [r for r in results if r["unseen_set"]]),
                        ("training sets", [r for r in results if not r["unseen_set"]]), ("all", results)):
        n = sum(r["boards"] for r in part)
        if n:
            print(f"{label:22} {'':8} {100 * sum(r['squares_right'] for r in part) / (64 * n):7.2f}% "
                  f"{100 * sum(r['boards_right'] for r in part) / n:6.1f}% {'':6} "
                  f"{100 * sum(r['positions_right'] for r in part) / n:9.1f}%", file=table)
    for label, part in (("unseen sets", [r for r in results if r["unseen_set"]]), ("all", results)):
        total = {key: sum(r["unsure"][key] for r in part) for key in part[0]["unsure"]} if part else None
        if total:
            wrong_boards = sum(r["found"] - r["boards_right"] for r in part)
            print(f"shown unsure, {label}: {total['misread_marked']} of {total['misread_squares']} misread squares "
                  f"({100 * total['misread_marked'] / max(1, total['misread_squares']):.1f}%), every misread square on "
                  f"{total['misread_boards_all_marked']} of {wrong_boards} misread boards; "
                  f"{total['right_marked'] / sum(r['found'] for r in part):.2f} squares read right framed too, a board",
                  file=table)
    for kind in ("coordinates", "none"):
        boards = sum(r["turned"][kind][0] for r in results)
        right = sum(r["turned"][kind][1] for r in results)
        print(f"which way up, boards with {'their' if kind == 'coordinates' else 'no'} coordinates: "
              f"{right} of {boards} right ({100 * right / max(1, boards):.1f}%)", file=table)
    # What a set's pieces are taken for most often ("." is an empty square), on boards turned
    # the right way: where the network needs more of that set's kind of drawing.
    for r in results:
        common = list(r["misreadings"].items())[:4]
        if common:
            print(f"most misread, {r['set']}: " + ", ".join(f"{k} {v}x" for k, v in common), file=table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
