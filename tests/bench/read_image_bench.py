#!/usr/bin/python3
"""Times `forsyth read-image` (a benchmark, not a test; README, Benchmarks).

    /usr/bin/python3 tests/bench/read_image_bench.py FORSYTH [N]

Draws N boards of each kind with training/render_boards.py (seeded): a cropped board of
32-64 px squares; a 1920 x 1080 screenshot with the board on a page; a 4000 x 3000 scan; one
50-megapixel JPEG photo. Reads them all in one `read-image --json` run and prints, per kind,
the median and the largest of the module's own `seconds` (decoding, finding the board, reading
its squares), and the whole run's time per picture including starting the program and loading
the module once.
"""

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "training"))
import piece_sources  # noqa: E402
import render_boards  # noqa: E402
from PIL import Image  # noqa: E402


def main():
    forsyth = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    rng = np.random.default_rng(3)
    pieces = piece_sources.load_set(os.path.join(ROOT, "resources", "pieces", "staunton"))
    folder = tempfile.mkdtemp(prefix="forsyth-read-bench-")
    kinds = {"cropped board": [], "1920x1080 screenshot": [], "4000x3000 scan": [], "50 MP photo": []}
    for i in range(n):
        shot = render_boards.render(rng, pieces, render_boards.random_position(rng), square=int(rng.integers(32, 65)))
        path = os.path.join(folder, f"cropped-{i}.png")
        shot.image.save(path)
        kinds["cropped board"].append(path)
        for kind, size, square in (("1920x1080 screenshot", (1920, 1080), 80), ("4000x3000 scan", (4000, 3000), 150)):
            board = render_boards.render(rng, pieces, render_boards.random_position(rng), square=square).image
            page = Image.new("RGB", size, (236, 236, 236))
            page.paste(board, (int(rng.integers(0, size[0] - board.width)), int(rng.integers(0, size[1] - board.height))))
            path = os.path.join(folder, f"{kind.split()[0]}-{i}.png")
            page.save(path)
            kinds[kind].append(path)
    board = render_boards.render(rng, pieces, render_boards.random_position(rng), square=500).image
    photo = Image.new("RGB", (8160, 6120), (180, 170, 160))
    photo.paste(board, (2000, 1000))
    path = os.path.join(folder, "photo.jpg")
    photo.save(path, quality=90)
    kinds["50 MP photo"].append(path)
    files = [p for paths in kinds.values() for p in paths]
    started = time.time()
    run = subprocess.run([forsyth, "read-image", "--json", *files], capture_output=True, text=True)
    elapsed = time.time() - started
    seconds = {json.loads(line)["file"]: json.loads(line)["seconds"] for line in run.stdout.splitlines()}
    for kind, paths in kinds.items():
        times = [1000 * seconds[p] for p in paths]
        print(f"{kind:22} {len(times):3} pictures: median {statistics.median(times):6.0f} ms, largest {max(times):6.0f} ms")
    print(f"whole run: {len(files)} pictures in {elapsed:.2f} s, {1000 * elapsed / len(files):.0f} ms a picture "
          f"(the program started and the module loaded once)")


if __name__ == "__main__":
    main()
