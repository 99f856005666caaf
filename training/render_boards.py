"""Boards drawn as a screenshot or a book scan shows them, for training and testing the square
reader (docs/MODEL.md): any piece set, square colours and textures, 16-128 px squares,
coordinates beside or on the squares, last-move and check highlights, arrows, a piece being
dragged, a page around the board, then scaling, blur, noise and JPEG artefacts.

Everything is drawn from a numpy Generator: the same seed gives the same boards.
"""

import colorsys
import io
import math

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

LETTERS = "PNBRQKpnbrqk"
LABELS = "12345678abcdefgh"
# What the network tells apart: 0 empty (or, on a coordinate's place, no coordinate), the twelve
# pieces, then the coordinates' sixteen characters.
CLASSES = "." + LETTERS + LABELS
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


# ---- positions ---------------------------------------------------------------------------------

START = ["rnbqkbnr", "pppppppp", "........", "........", "........", "........", "PPPPPPPP", "RNBQKBNR"]


def random_position(rng):
    """8 strings of 8 characters, rank 8 first: the start, a middle game or an ending."""
    kind = rng.random()
    board = [["."] * 8 for _ in range(8)]
    if kind < 0.12:
        return [row for row in START]
    if kind < 0.55:
        # A game under way: the start with pieces taken away and moved at random.
        board = [list(row) for row in START]
        squares = [(r, c) for r in range(8) for c in range(8) if board[r][c] != "."]
        for r, c in [squares[i] for i in rng.permutation(len(squares))[: rng.integers(4, 24)]]:
            piece = board[r][c]
            board[r][c] = "."
            if piece in "Kk" or rng.random() < 0.6:
                _place(rng, board, piece)
    else:
        # An ending or a problem: a few pieces anywhere.
        for piece in "Kk":
            _place(rng, board, piece)
        for _ in range(rng.integers(0, 14)):
            _place(rng, board, LETTERS[rng.integers(0, 12)])
    return ["".join(row) for row in board]


def _place(rng, board, piece):
    for _ in range(64):
        r, c = rng.integers(0, 8), rng.integers(0, 8)
        if board[r][c] == "." and not (piece in "Pp" and r in (0, 7)):
            board[r][c] = piece
            return


def fen_placement(rows):
    out = []
    for row in rows:
        text, empty = "", 0
        for ch in row:
            if ch == ".":
                empty += 1
                continue
            text += (str(empty) if empty else "") + ch
            empty = 0
        out.append(text + (str(empty) if empty else ""))
    return "/".join(out)


# ---- colours -----------------------------------------------------------------------------------


# Square colours as common boards have them (brown, green, blue, grey, wood), varied around.
COMMON = [((240, 217, 181), (181, 136, 99)), ((238, 238, 210), (118, 150, 86)), ((222, 227, 230), (140, 162, 173)),
          ((232, 232, 232), (150, 150, 150)), ((255, 206, 158), (209, 139, 71)), ((240, 240, 240), (100, 130, 160))]


def random_theme(rng, avoid=()):
    """(light, dark) square colours: half the time a common board's, varied; else a hue, the
    light square pale and the dark one deeper. `avoid`: hue ranges (in 0-1) to keep out, for
    test themes training never saw (common boards are then left out too)."""
    if not avoid and rng.random() < 0.5:
        light, dark = COMMON[rng.integers(0, len(COMMON))]
        vary = lambda c: tuple(int(np.clip(v + rng.integers(-14, 15), 0, 255)) for v in c)
        return vary(light), vary(dark)
    while True:
        hue = rng.random()
        if not any(a <= hue <= b for a, b in avoid):
            break
    grey = rng.random() < 0.2
    sat_light = 0 if grey else rng.uniform(0.05, 0.35)
    sat_dark = 0 if grey else rng.uniform(0.2, 0.7)
    light = colorsys.hsv_to_rgb(hue, sat_light, rng.uniform(0.78, 1.0))
    dark = colorsys.hsv_to_rgb(hue + rng.uniform(-0.05, 0.05), sat_dark, rng.uniform(0.35, 0.72))
    to255 = lambda c: tuple(int(255 * v) for v in c)
    return to255(light), to255(dark)


def texture(rng, size, colour, strength):
    """A square of wood-like grain around colour (a stretched noise), or flat."""
    w, h = size
    if strength <= 0:
        return Image.new("RGB", size, colour)
    noise = rng.normal(0, 1, (max(2, h // 6), max(2, w // 1)))
    grain = Image.fromarray(np.uint8(np.clip(128 + 40 * noise, 0, 255))).resize((w, h), Image.BILINEAR)
    g = (np.asarray(grain, np.float32) - 128) / 128 * strength
    base = np.array(colour, np.float32)[None, None, :] * (1 + g[..., None])
    return Image.fromarray(np.uint8(np.clip(base, 0, 255)), "RGB")


# ---- a board -----------------------------------------------------------------------------------


class Rendered:
    """A picture and what is in it: the board's box (x, y, side) in the picture, the pieces as
    shown (row 0 at the top), whether Black is at the bottom, and where the coordinates were
    drawn ("none", "inside", "outside")."""

    def __init__(self, image, box, shown, flipped, placement, coords):
        self.image = image
        self.box = box
        self.shown = shown
        self.flipped = flipped
        self.placement = placement  # the FEN placement (rank 8 first), whatever the view
        self.coords = coords


def vary_pieces(rng, pieces):
    """The set as other programs might draw it: white pieces ivory or grey, black ones grey or
    brown, lines bolder or thinner, a little wider or taller. Half the time as it is."""
    if rng.random() < 0.5:
        return pieces
    white = tuple(int(v) for v in rng.integers(205, 256, 3))
    black = tuple(int(v) for v in rng.integers(0, 90, 3))
    stroke = rng.choice([None, ImageFilter.MaxFilter(3), ImageFilter.MinFilter(3)], p=[0.6, 0.2, 0.2])
    stretch = rng.uniform(0.88, 1.12)
    out = {}
    for letter, img in pieces.items():
        a = np.asarray(img, np.float32)
        rgb, alpha = a[..., :3], a[..., 3:]
        light = rgb.mean(axis=2, keepdims=True) / 255
        tint = np.array(white if letter.isupper() else black, np.float32)
        # Light parts take the tint of their side's colour; the lines stay dark.
        if letter.isupper():
            rgb = light * tint + (1 - light) * rgb
        else:
            rgb = (1 - light) * tint + light * rgb
        im = Image.fromarray(np.uint8(np.clip(np.concatenate([rgb, alpha], 2), 0, 255)), "RGBA")
        if stroke is not None:
            im.putalpha(im.getchannel("A").filter(stroke))
        w, h = im.size
        sized = im.resize((int(w * stretch), h) if stretch > 1 else (w, int(h / stretch)), Image.LANCZOS)
        canvas = Image.new("RGBA", (w, h))
        canvas.paste(sized.crop((max(0, (sized.width - w) // 2), max(0, (sized.height - h) // 2),
                                 max(0, (sized.width - w) // 2) + w, max(0, (sized.height - h) // 2) + h)),
                     ((w - min(w, sized.width)) // 2, (h - min(h, sized.height)) // 2))
        out[letter] = canvas
    return out


def render(rng, pieces, rows, square=None, theme=None, flipped=None, page=None):
    """One board picture. `pieces`: a set from piece_sources; `rows`: random_position()."""
    square = square or int(rng.integers(16, 129))
    pieces = vary_pieces(rng, pieces)
    light, dark = theme or random_theme(rng)
    flipped = bool(rng.random() < 0.2) if flipped is None else flipped
    shown = [row[::-1] for row in rows[::-1]] if flipped else list(rows)
    side = 8 * square
    grain = rng.uniform(0.05, 0.25) if rng.random() < 0.2 else 0
    # A book's diagram: white squares and hatched dark ones, in a frame.
    hatched = theme is None and rng.random() < 0.1
    if hatched:
        light, dark = (255, 255, 255), (255, 255, 255)
    coords = rng.choice(["none", "outside", "inside"], p=[0.35, 0.3, 0.35])
    margin = int(square * rng.uniform(0.35, 0.6)) if coords == "outside" else int(rng.integers(0, 3) * square // 4)
    border = int(rng.integers(0, 4)) if rng.random() < 0.5 else 0
    background = tuple(int(v) for v in rng.integers(0, 256, 3)) if rng.random() < 0.5 else (255, 255, 255)
    board = Image.new("RGB", (side + 2 * margin, side + 2 * margin), background)
    ox = oy = margin
    for r in range(8):
        for c in range(8):
            colour = light if (r + c) % 2 == 0 else dark
            board.paste(texture(rng, (square, square), colour, grain), (ox + c * square, oy + r * square))
    draw = ImageDraw.Draw(board, "RGBA")
    if hatched:
        step = max(2, int(square / rng.uniform(5, 10)))
        width = max(1, step // 3)
        for r in range(8):
            for c in range(8):
                if (r + c) % 2:
                    x, y = ox + c * square, oy + r * square
                    for k in range(-square, square, step):
                        draw.line([(x + max(0, k), y + max(0, -k)), (x + min(square, square + k), y + min(square, square - k))],
                                  fill=(0, 0, 0), width=width)
        border = max(border, 2)
    # Last move and check, under the pieces.
    if rng.random() < 0.5:
        tint = tuple(int(v) for v in rng.integers(120, 256, 3)) + (int(rng.integers(70, 150)),)
        for _ in range(2):
            r, c = rng.integers(0, 8, 2)
            draw.rectangle([ox + c * square, oy + r * square, ox + (c + 1) * square - 1, oy + (r + 1) * square - 1], fill=tint)
    if rng.random() < 0.15:
        kings = [(r, c) for r in range(8) for c in range(8) if shown[r][c] in "Kk"]
        if kings:
            r, c = kings[rng.integers(0, len(kings))]
            for k in range(6, 0, -1):
                inset = square * (6 - k) / 14
                draw.ellipse([ox + c * square + inset, oy + r * square + inset, ox + (c + 1) * square - inset,
                              oy + (r + 1) * square - inset], fill=(255, 0, 0, 28))
    if border:
        draw.rectangle([ox - border, oy - border, ox + side + border - 1, oy + side + border - 1],
                       outline=(40, 40, 40), width=border)
    # The pieces, a little smaller or larger than the square as sets draw them.
    scale = rng.uniform(0.82, 1.0)
    ps = max(4, int(square * scale))
    cache = {}
    drag = None
    if rng.random() < 0.08:
        occupied = [(r, c) for r in range(8) for c in range(8) if shown[r][c] != "."]
        if occupied:
            drag = occupied[rng.integers(0, len(occupied))]
    for r in range(8):
        for c in range(8):
            letter = shown[r][c]
            if letter == ".":
                continue
            if letter not in cache:
                cache[letter] = pieces[letter].resize((ps, ps), Image.LANCZOS)
            img = cache[letter]
            x = ox + c * square + (square - ps) // 2
            y = oy + r * square + (square - ps) // 2
            if (r, c) == drag:
                ghost = img.copy()
                ghost.putalpha(ghost.getchannel("A").point(lambda a: a * 0.4))
                board.paste(ghost, (x, y), ghost)
                dx, dy = rng.integers(-square, square, 2)
                board.paste(img, (x + int(dx), y + int(dy)), img)
            else:
                board.paste(img, (x, y), img)
    # Coordinates.
    if coords != "none":
        files = "abcdefgh"[::-1] if flipped else "abcdefgh"
        ranks = "12345678" if flipped else "87654321"
        if rng.random() < 0.2:
            files = files.upper()
        fsize = max(7, int(square * (0.22 if coords == "inside" else 0.3)))
        font = ImageFont.truetype(BOLD if rng.random() < 0.5 else FONT, fsize)
        for i in range(8):
            if coords == "inside":
                fx, fy = ox + (i + 1) * square - fsize * 0.75, oy + 8 * square - fsize * 1.15
                rx, ry = ox + 2, oy + i * square + 1
                draw.text((fx, fy), files[i], font=font, fill=light if (7 + i) % 2 else dark)
                draw.text((rx, ry), ranks[i], font=font, fill=light if i % 2 else dark)
            else:
                draw.text((ox + i * square + square / 2 - fsize / 3, oy + side + 2), files[i], font=font, fill=(60, 60, 60))
                draw.text((ox - margin + 2, oy + i * square + square / 2 - fsize / 2), ranks[i], font=font, fill=(60, 60, 60))
    # Arrows over everything, as analysis boards draw them.
    for _ in range(int(rng.integers(0, 3)) if rng.random() < 0.25 else 0):
        (r1, c1), (r2, c2) = rng.integers(0, 8, (2, 2))
        colour = tuple(int(v) for v in rng.integers(0, 256, 3)) + (int(rng.integers(110, 200)),)
        p1 = (ox + (c1 + 0.5) * square, oy + (r1 + 0.5) * square)
        p2 = (ox + (c2 + 0.5) * square, oy + (r2 + 0.5) * square)
        draw.line([p1, p2], fill=colour, width=max(2, square // 6))
    box = (ox, oy, side)
    image = board
    if page is not None:
        image, box = page(rng, board, box)
    return Rendered(image, box, shown, flipped, fen_placement(rows), str(coords))


def on_page(rng, board, box):
    """The board somewhere on a larger picture: a web page's grey, a book's page with lines of
    'text' around it, a window's frame."""
    bw, bh = board.size
    w = bw + int(rng.integers(bw // 4, bw * 2))
    h = bh + int(rng.integers(bh // 4, bh * 2))
    colour = tuple(int(v) for v in rng.integers(180, 256, 3)) if rng.random() < 0.7 else tuple(int(v) for v in rng.integers(20, 80, 3))
    page = Image.new("RGB", (w, h), colour)
    draw = ImageDraw.Draw(page)
    ink = (20, 20, 20) if sum(colour) > 380 else (220, 220, 220)
    line = max(6, bh // 40)
    for y in range(line, h - line, line * 2):
        x = int(rng.integers(0, w // 6))
        while x < w - line * 2:
            length = int(rng.integers(line, line * 6))
            draw.rectangle([x, y, min(w - 1, x + length), y + line // 2], fill=ink)
            x += length + line
    x, y = int(rng.integers(0, w - bw + 1)), int(rng.integers(0, h - bh + 1))
    page.paste(board, (x, y))
    return page, (box[0] + x, box[1] + y, box[2])


def degrade(rng, image, box):
    """As pictures reach us: scaled (a screenshot of a zoomed page, a phone's), blurred, noisy,
    JPEG'd. Returns the picture and the board's box in it."""
    if rng.random() < 0.5:
        f = rng.uniform(0.6, 1.6)
        size = (max(16, int(image.width * f)), max(16, int(image.height * f)))
        image = image.resize(size, Image.BILINEAR if rng.random() < 0.5 else Image.LANCZOS)
        box = (box[0] * f, box[1] * f, box[2] * f)
    if rng.random() < 0.3:
        image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.2)))
    if rng.random() < 0.2:
        a = np.asarray(image, np.float32) + rng.normal(0, rng.uniform(2, 8), (image.height, image.width, 3))
        image = Image.fromarray(np.uint8(np.clip(a, 0, 255)))
    if rng.random() < 0.5:
        buf = io.BytesIO()
        image.save(buf, "JPEG", quality=int(rng.integers(25, 96)))
        image = Image.open(io.BytesIO(buf.getvalue())).convert("RGB")
    return image, box


# Where a coordinate may be, for a board at (x0, y0) with squares of sq: (kind, index, rect).
# Inside: a file's letter in the bottom right corner of the bottom row's square, a rank's number
# in the top left corner of the left column's; outside: beside the board, left and below. The
# program (square_reader.cpp) cuts the same rectangles.
def label_places(x0, y0, sq):
    corner = 0.4 * sq
    for i in range(8):
        yield "inside-file", i, (x0 + (i + 1) * sq - corner, y0 + 8 * sq - corner, corner, corner)
        yield "inside-rank", i, (x0, y0 + i * sq, corner, corner)
        yield "outside-file", i, (x0 + i * sq, y0 + 8 * sq, sq, 0.5 * sq)
        yield "outside-rank", i, (x0 - 0.5 * sq, y0 + i * sq, 0.5 * sq, sq)


def label_crops(rng, image, box, flipped, coords, size=32, jitter=0.06, keep_none=0.15):
    """The coordinates' places cut out, each with the character drawn there (or none)."""
    x0, y0, side = box
    sq = side / 8
    files = "hgfedcba" if flipped else "abcdefgh"
    ranks = "12345678" if flipped else "87654321"
    crops, labels = [], []
    for kind, i, (x, y, w, h) in label_places(x0, y0, sq):
        drawn = coords != "none" and kind.startswith(coords)
        text = (files if kind.endswith("file") else ranks)[i] if drawn else "."
        if text == "." and rng.random() > keep_none:
            continue
        dx, dy = rng.uniform(-jitter, jitter, 2) * sq
        rect = (int(round(x + dx)), int(round(y + dy)), int(round(x + dx + w)), int(round(y + dy + h)))
        if rect[0] < 0 or rect[1] < 0 or rect[2] > image.width or rect[3] > image.height:
            continue
        crops.append(np.asarray(image.crop(rect).resize((size, size), Image.BOX), np.uint8))
        # Not CLASSES.index: "b" is also the black bishop's letter.
        labels.append(0 if text == "." else 1 + len(LETTERS) + LABELS.index(text.lower()))
    return crops, labels


def square_crops(rng, image, box, shown, size=32, jitter=0.06, keep_empty=1.0):
    """Each square of the board cut out as the reader cuts it, a little off (jitter, in
    squares: the board is never found to the pixel), at size x size; with its class."""
    x0, y0, side = box
    sq = side / 8
    crops, labels = [], []
    for r in range(8):
        for c in range(8):
            label = CLASSES.index(shown[r][c])
            if label == 0 and rng.random() > keep_empty:
                continue
            dx, dy, ds = rng.uniform(-jitter, jitter, 3) * sq
            left = x0 + c * sq + dx
            top = y0 + r * sq + dy
            crop = image.crop((int(round(left)), int(round(top)), int(round(left + sq + ds)), int(round(top + sq + ds))))
            crops.append(np.asarray(crop.resize((size, size), Image.BOX), np.uint8))
            labels.append(label)
    return crops, labels
