#!/usr/bin/python3
"""The solver against Stockfish on generated positions with short mates (docs/SOLVER.md §5).

For each random legal position (two kings, White's queen or rook and a few other pieces, White
to move), `forsyth solve --mate N --json` and Stockfish at a fixed depth must agree:
  - Stockfish reports mate in N or fewer  =>  the solver proves a key (so where the solver
    proves none, Stockfish finds none at that depth);
  - every key the solver proves           =>  after it, for every reply (Stockfish's perft 1),
    Stockfish mates in N - 1 or fewer.

Usage: solver_vs_stockfish.py FORSYTH [STOCKFISH] [--positions K] [--moves N] [--seed S]
Exit status: 0 all agree, 1 a disagreement (printed with its FEN), 2 setup errors.
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys


class Engine:
    """One UCI engine process, asked one position at a time."""

    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")

    def wait_for(self, token):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("the engine closed its output")
            lines.append(line.strip())
            if line.startswith(token):
                return lines

    def position(self, fen, moves):
        self.send("position fen %s%s" % (fen, " moves " + " ".join(moves) if moves else ""))

    def mate_in(self, fen, depth, moves=()):
        """Moves to mate for the side to move after `moves` (positive; 0 when it is mated), or
        None, at `depth`. (UCI's "go mate" is not used: with it Stockfish 15 may stop on a
        longer mate than the shortest.)"""
        self.send("ucinewgame")
        self.position(fen, moves)
        self.send("go depth %d" % depth)
        found = None
        for line in self.wait_for("bestmove"):
            words = line.split()
            if words[:1] == ["info"] and "score" in words:
                i = words.index("score")
                found = int(words[i + 2]) if words[i + 1] == "mate" else None
        return found

    def legal_moves(self, fen, moves):
        """The legal moves after `moves`, from Stockfish's perft 1."""
        self.position(fen, moves)
        self.send("go perft 1")
        return [line.split(":")[0] for line in self.wait_for("Nodes searched")
                if ":" in line and not line.startswith("Nodes")]

    def forces_mate(self, fen, key, n, depth):
        """After `key`, every reply lets the side that played it mate in n - 1 or fewer, as
        Stockfish sees each reply's position (it finds short mates there reliably)."""
        replies = self.legal_moves(fen, [key])
        if not replies:
            return self.mate_in(fen, 1, [key]) == 0  # the key mates
        if n == 1:
            return False
        for reply in replies:
            m = self.mate_in(fen, depth, [key, reply])
            if m is None or not 0 < m <= n - 1:
                m = self.mate_in(fen, 3 * depth, [key, reply])  # a longer mate seen first?
            if m is None or not 0 < m <= n - 1:
                return False
        return True

    def close(self):
        self.send("quit")
        self.proc.wait(timeout=10)


PIECES = "QRRBBNNPPqrrbbnnpp"


def random_fen(rng):
    board = [None] * 64
    squares = rng.sample(range(64), 2 + 4)
    board[squares[0]] = "K"
    board[squares[1]] = "k"
    board[squares[2]] = rng.choice("QR")
    for s in squares[3:3 + rng.randint(1, 3)]:
        piece = rng.choice(PIECES)
        if piece in "Pp" and s // 8 in (0, 7):
            continue
        board[s] = piece
    ranks = []
    for rank in range(7, -1, -1):
        text, empty = "", 0
        for file in range(8):
            piece = board[rank * 8 + file]
            if piece is None:
                empty += 1
                continue
            if empty:
                text += str(empty)
            text, empty = text + piece, 0
        ranks.append(text + (str(empty) if empty else ""))
    return "/".join(ranks) + " w - - 0 1"


class Solver:
    """`forsyth solve --mate N --json` reading one FEN a line: one process for every position
    (a process each cost more than the solving)."""

    def __init__(self, forsyth, moves):
        self.proc = subprocess.Popen([forsyth, "solve", "--mate", str(moves), "--json"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                     bufsize=1)

    def solve(self, fen):
        """The solution's JSON, or None when the position is not legal."""
        self.proc.stdin.write(fen + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("forsyth solve ended (exit %s) at %s" % (self.proc.poll(), fen))
        answer = json.loads(line)
        return None if "error" in answer else answer

    def close(self):
        self.proc.stdin.close()
        status = self.proc.wait(timeout=60)
        if status not in (0, 1):  # 1: some random positions were not legal
            raise RuntimeError("forsyth solve exited %d" % status)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("forsyth")
    parser.add_argument("stockfish", nargs="?")
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--moves", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    stockfish = args.stockfish or shutil.which("stockfish") or "/usr/games/stockfish"
    if not os.access(stockfish, os.X_OK):
        print("solver vs stockfish: no Stockfish at %s (apt-get install stockfish)" % stockfish,
              file=sys.stderr)
        return 2
    engine = Engine(stockfish)
    solver = Solver(args.forsyth, args.moves)
    rng = random.Random(args.seed)
    # Stockfish sees a short mate within a few plies, though at low depth it may report a
    # longer one than the shortest: a key's reply that seems to escape is searched again at
    # three times the depth before it counts as a disagreement.
    depth = 4 * args.moves + 2
    compared = mates = keys_checked = 0
    failures = []
    while compared < args.positions:
        fen = random_fen(rng)
        solved = solver.solve(fen)
        if solved is None:
            continue
        sf = engine.mate_in(fen, depth)
        sf_mates = sf is not None and 0 < sf <= args.moves
        # Half the positions compared have a mate: random ones mostly have none.
        if not solved["keys"] and not sf_mates and mates * 2 < compared:
            continue
        compared += 1
        if sf_mates and not solved["keys"]:
            failures.append("%s: Stockfish mates in %s, the solver proves no key" % (fen, sf))
            continue
        # Stockfish need not report the shortest mate (it may see a mate in 3 first where
        # there is one in 2), so a key is checked reply by reply.
        mates += 1 if solved["keys"] else 0
        for key in solved["keys_uci"]:
            keys_checked += 1
            if not engine.forces_mate(fen, key, args.moves, depth):
                failures.append("%s: key %s, Stockfish finds a reply that escapes mate in %d"
                                % (fen, key, args.moves))
    engine.close()
    solver.close()
    for f in failures:
        print("disagree:", f)
    print("solver vs stockfish (#%d): %d positions, %d with a mate, %d keys checked, %d disagreements"
          % (args.moves, compared, mates, keys_checked, len(failures)))
    return 1 if failures or mates * 3 < compared else 0


if __name__ == "__main__":
    sys.exit(main())
