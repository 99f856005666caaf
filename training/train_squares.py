#!/usr/bin/python3
"""Trains the square reader: a small convolutional network that tells, from a 32 x 32 picture
of one square, which of the 13 things stands there (empty, or one of the twelve pieces), and
writes it as ONNX for the program with its figures (docs/MODEL.md is its card). The program
averages two such networks: resources/vision/squares.onnx, trained on FIRST_SETS, and
squares-more-sets.onnx, trained on TRAIN_SETS (--more-sets).

    /usr/bin/python3 training/train_squares.py [--more-sets] [--sets-dir DIR] [--boards N]
        [--epochs N] [--seed S] [--out FILE] [--smoke]

The training boards are drawn (render_boards.py) from the sets named, those found: ours
(resources/pieces), the fonts, and the sets prepare_sets.py fetched into --sets-dir (xboard's,
eboard's and Scid's from Debian, the ones inside npm packages). The sets in TEST_SETS are
kept out of training: evaluate.py reads boards drawn with them. --smoke draws a few boards
from our sets and DejaVu, trains one short epoch and checks that OpenCV reads the result:
what CI runs to prove the pipeline still works. Seeded: the same arguments give the same
weights (on the same versions of torch and numpy).
"""

import argparse
import hashlib
import json
import os
import sys
import time
from multiprocessing import Pool

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import piece_sources  # noqa: E402
import prepare_sets  # noqa: E402
import render_boards  # noqa: E402

ROOT = os.path.dirname(HERE)
OURS = os.path.join(ROOT, "resources", "pieces")
# Sets a user meets in other programs, books and fonts; TEST_SETS are never drawn for training
# (evaluate.py reads boards drawn with them): two fonts, a web board's set, two of pychess's sets
# and one of its fonts. The first network's sets, then all that training draws.
FIRST_SETS = ["staunton", "modern", "dejavu", "noto-symbols2", "wenquanyi", "skak", "alphadia", "xboard-default",
              "cburnett", "alpha", "uscf"] + [f"pychess-{name}" for name in (
                  "alfonso", "alpha", "chessicons", "freestaunton", "kilfiger", "leipzig", "magnetic", "maya",
                  "merida", "merida_new", "metaltops", "pirat", "regular")] + [f"pychess-ttf-{name}" for name in (
                      "adventurer", "cases", "harlequin", "leipzig", "line", "lucena", "magnetic", "mark",
                      "maroquin", "maya", "medieval", "merida", "millenia", "motif", "usual")]
TRAIN_SETS = FIRST_SETS + list(prepare_sets.EBOARD_FOLDERS + prepare_sets.SCID_FOLDERS)
TEST_SETS = ["symbola", "freeserif", "staunty", "pychess-kosal", "pychess-chessmonk", "pychess-ttf-kingdom"]
SMOKE_SETS = ["staunton", "modern", "dejavu"]
INPUT = 32


def set_source(name, sets_dir):
    """Where a set's pictures come from: a font, our folder, or one prepare_sets.py made."""
    if name in piece_sources.FONTS or name in piece_sources.HOLLOW_FONTS:
        return name
    if os.path.isdir(os.path.join(OURS, name)):
        return os.path.join(OURS, name)
    folder = os.path.join(sets_dir, name)
    return folder if os.path.isdir(folder) else None


_loaded_sets = {}  # a worker's sets, drawn once for all its chunks


def _render_chunk(job):
    seed, names, sources, count = job
    rng = np.random.default_rng(seed)
    for name, src in zip(names, sources):
        if name not in _loaded_sets:
            _loaded_sets[name] = piece_sources.load_set(src)
    sets = _loaded_sets
    crops, labels = [], []
    for i in range(count):
        name = names[i % len(names)]
        shot = render_boards.render(rng, sets[name], render_boards.random_position(rng),
                                    page=render_boards.on_page if rng.random() < 0.2 else None)
        image, box = render_boards.degrade(rng, shot.image, shot.box)
        c, l = render_boards.square_crops(rng, image, box, shot.shown, size=INPUT, keep_empty=0.35)
        crops += c
        labels += l
        c, l = render_boards.label_crops(rng, image, box, shot.flipped, shot.coords, size=INPUT)
        crops += c
        labels += l
    return np.stack(crops), np.array(labels, np.int64)


def make_data(names, sources, boards, seed, workers):
    chunks = max(workers, boards // 100)
    jobs = [(seed * 1000 + k, names, sources, boards // chunks + (1 if k < boards % chunks else 0)) for k in range(chunks)]
    with Pool(workers) as pool:
        parts = pool.map(_render_chunk, jobs)
    return np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])


def build_model(torch, width):
    """Three blocks of `width`, 2 x `width` and 4 x `width` channels, then 128 units."""
    nn = torch.nn

    def block(cin, cout):
        return [nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU(), nn.MaxPool2d(2)]

    return nn.Sequential(*block(3, width), *block(width, 2 * width), *block(2 * width, 4 * width), nn.Flatten(),
                         nn.Linear(4 * width * 4 * 4, 128), nn.ReLU(), nn.Dropout(0.2),
                         nn.Linear(128, len(render_boards.CLASSES)))


def to_tensor(torch, crops):
    return torch.from_numpy(crops).permute(0, 3, 1, 2).float().div_(255.0)


def train(args):
    import torch

    torch.manual_seed(args.seed)
    torch.set_num_threads(max(1, os.cpu_count() or 1))
    names = SMOKE_SETS if args.smoke else TRAIN_SETS if args.more_sets else FIRST_SETS
    sources = [set_source(n, args.sets_dir) for n in names]
    missing = [n for n, s in zip(names, sources) if s is None]
    if missing:
        print("train: sets not found (run training/prepare_sets.py):", ", ".join(missing), file=sys.stderr)
        return 1
    started = time.time()
    # The squares drawn are kept (they take longer to draw than an epoch to learn), keyed by what
    # they were drawn from: another run with other epochs starts from them.
    # The sets' names and the drawing code (render_boards.py), too long for a file name.
    with open(render_boards.__file__, "rb") as f:
        key = hashlib.sha1(" ".join(names).encode() + f.read()).hexdigest()[:12]
    cache = os.path.join(args.sets_dir, "..", f"squares-{key}-{args.boards}-{args.seed}.npz")
    if os.path.isfile(cache) and not args.smoke:
        data = np.load(cache)
        x, y, vx, vy = data["x"], data["y"], data["vx"], data["vy"]
    else:
        x, y = make_data(names, sources, args.boards, args.seed, args.workers)
        vx, vy = make_data(names, sources, max(8, args.boards // 10), args.seed + 1, args.workers)
        if not args.smoke:
            np.savez(cache, x=x, y=y, vx=vx, vy=vy)
    print(f"data: {len(y)} training squares, {len(vy)} validation, {time.time() - started:.0f} s", flush=True)

    model = build_model(torch, args.width)
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=args.epochs * ((len(y) + 255) // 256))
    loss_fn = torch.nn.CrossEntropyLoss()
    g = torch.Generator().manual_seed(args.seed)
    tx, ty = to_tensor(torch, x), torch.from_numpy(y)
    for epoch in range(args.epochs):
        model.train()
        order = torch.randperm(len(ty), generator=g)
        total = 0.0
        for i in range(0, len(order), 256):
            idx = order[i:i + 256]
            opt.zero_grad()
            loss = loss_fn(model(tx[idx]), ty[idx])
            loss.backward()
            opt.step()
            sched.step()
            total += float(loss) * len(idx)
        accuracy = evaluate(torch, model, vx, vy)
        print(f"epoch {epoch + 1}: loss {total / len(ty):.4f}, validation {100 * accuracy:.2f}% of squares, "
              f"{time.time() - started:.0f} s", flush=True)

    model.eval()
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    torch.onnx.export(model, torch.zeros(1, 3, INPUT, INPUT), args.out, input_names=["squares"],
                      output_names=["scores"], dynamic_axes={"squares": {0: "n"}, "scores": {0: "n"}},
                      opset_version=11)
    accuracy = evaluate(torch, model, vx, vy)
    figures = {"sets": names, "boards": args.boards, "epochs": args.epochs, "width": args.width, "seed": args.seed,
               "training_squares": int(len(y)), "validation_squares": int(len(vy)),
               "validation_accuracy": round(accuracy, 5), "parameters": sum(p.numel() for p in model.parameters()),
               "bytes": os.path.getsize(args.out), "seconds": round(time.time() - started)}
    with open(os.path.splitext(args.out)[0] + ".json", "w") as f:
        json.dump(figures, f, indent=1)
    print(json.dumps(figures))
    return check_with_opencv(args.out, vx[:64], model, torch)


def evaluate(torch, model, x, y):
    model.eval()
    right = 0
    with torch.no_grad():
        for i in range(0, len(y), 1024):
            right += int((model(to_tensor(torch, x[i:i + 1024])).argmax(1).numpy() == y[i:i + 1024]).sum())
    return right / max(1, len(y))


def check_with_opencv(path, crops, model, torch):
    """The exported file must give OpenCV's dnn what torch gives: the program reads it so."""
    import cv2

    net = cv2.dnn.readNetFromONNX(path)
    net.setInput(cv2.dnn.blobFromImages(list(crops), 1 / 255.0, (INPUT, INPUT), swapRB=False))
    ours = net.forward()
    with torch.no_grad():
        theirs = model(to_tensor(torch, crops)).numpy()
    if ours.shape != theirs.shape or np.abs(ours - theirs).max() > 1e-3:
        print("train: OpenCV's dnn reads the model differently from torch", file=sys.stderr)
        return 1
    print(f"OpenCV {cv2.__version__} reads {path}: the same scores as torch")
    return 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets-dir", default=os.path.join(ROOT, "build", "training", "sets"))
    parser.add_argument("--boards", type=int, default=3000)
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--width", type=int, default=24, help="channels of the first block")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--more-sets", action="store_true", help="train the second network, on TRAIN_SETS")
    parser.add_argument("--out", default=None, help="default: resources/vision/squares[-more-sets].onnx")
    parser.add_argument("--smoke", action="store_true")
    args = parser.parse_args()
    if args.out is None:
        args.out = os.path.join(ROOT, "resources", "vision",
                                "squares-more-sets.onnx" if args.more_sets else "squares.onnx")
    if args.smoke:
        args.boards, args.epochs = min(args.boards, 24), 1
    return train(args)


if __name__ == "__main__":
    sys.exit(main())
