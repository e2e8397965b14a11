#!/usr/bin/env python3
"""Draws the GTK example's GIFs: one animated GIF per footer and header state, and a manifest of
their frames.

Each footer frame is a 40x40 disc in a colour of its own (blues for Idle, oranges for Pulling, greens
for Refreshing) with a white dot that goes round it; each header frame is a 40x40 rounded square in a
colour of its own (magentas for Idle, teals for Pulling, reds for Refreshing) with a white arrow
(down while Idle, up while Pulling) or the white dot going round. All on a transparent background,
each frame with its own delay. The screenshot test reads gifs/frames.txt to know which colour each frame is and which
delays the application must have read from the file.

    python3 make_gifs.py [OUTPUT_DIR]        (default: the gifs folder beside this script)

Needs Pillow. The GIFs and the manifest are committed, so building and testing the example does not;
`cmake --build build --target rk-gtk-gifs` runs this script in a virtual environment in the build
tree and writes the files back into the source tree.
"""

import math
import os
import sys

from PIL import Image, ImageDraw

SIZE = 40

# state name -> list of (colour, delay in milliseconds). GIF delays are whole centiseconds.
STATES = {
    "idle": [((0x1E, 0x50, 0xC8), 100), ((0x1E, 0x6E, 0xDC), 100),
             ((0x1E, 0x8C, 0xF0), 100), ((0x1E, 0xAA, 0xFF), 100)],
    "pulling": [((0xE6, 0x5A, 0x1E), 80), ((0xF0, 0x8C, 0x1E), 120), ((0xFA, 0xBE, 0x1E), 160)],
    "refreshing": [((0x14, 0x96, 0x3C), 60), ((0x14, 0xB9, 0x64), 90),
                   ((0x14, 0xDC, 0x8C), 120), ((0x8C, 0x14, 0xC8), 150)],
}

# The header's states (files header_<state>.gif). Idle's frames are picked by the pulling percent
# (RefreshKit spreads them over 0..1), the others animate.
HEADER_STATES = {
    "header_idle": [((0xB4, 0x1E, 0x78), 100), ((0xC8, 0x32, 0x8C), 100),
                    ((0xDC, 0x46, 0xA0), 100), ((0xF0, 0x5A, 0xB4), 100)],
    "header_pulling": [((0x00, 0x96, 0x96), 110), ((0x00, 0xB4, 0xB4), 170)],
    "header_refreshing": [((0xC8, 0x1E, 0x1E), 70), ((0xDC, 0x3C, 0x3C), 90),
                          ((0xF0, 0x5A, 0x5A), 110), ((0x64, 0x8C, 0x14), 130)],
}

TRANSPARENT, DISC, DOT = 0, 1, 2


def frame(colour, index, count):
    image = Image.new("P", (SIZE, SIZE), TRANSPARENT)
    image.putpalette([0, 0, 0, *colour, 255, 255, 255] + [0, 0, 0] * 253)
    draw = ImageDraw.Draw(image)
    draw.ellipse((1, 1, SIZE - 2, SIZE - 2), fill=DISC)
    angle = 2 * math.pi * index / count - math.pi / 2
    cx = SIZE / 2 + 11 * math.cos(angle)
    cy = SIZE / 2 + 11 * math.sin(angle)
    draw.ellipse((cx - 4, cy - 4, cx + 4, cy + 4), fill=DOT)
    return image


def header_frame(state, colour, index, count):
    image = Image.new("P", (SIZE, SIZE), TRANSPARENT)
    image.putpalette([0, 0, 0, *colour, 255, 255, 255] + [0, 0, 0] * 253)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((1, 1, SIZE - 2, SIZE - 2), radius=8, fill=DISC)
    if state == "header_refreshing":
        angle = 2 * math.pi * index / count - math.pi / 2
        cx = SIZE / 2 + 11 * math.cos(angle)
        cy = SIZE / 2 + 11 * math.sin(angle)
        draw.ellipse((cx - 4, cy - 4, cx + 4, cy + 4), fill=DOT)
        return image
    # An arrow: down while Idle (longer as the frames go on), up while Pulling.
    up = state == "header_pulling"
    length = 8 + 3 * index if not up else 16
    top, bottom = SIZE / 2 - length, SIZE / 2 + length
    draw.rectangle((SIZE / 2 - 2, top, SIZE / 2 + 2, bottom), fill=DOT)
    tip = top if up else bottom
    head = 8 if up else -8
    draw.polygon([(SIZE / 2 - 8, tip + head), (SIZE / 2 + 8, tip + head), (SIZE / 2, tip)], fill=DOT)
    return image


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "gifs")
    os.makedirs(out, exist_ok=True)
    lines = ["# state index colour delay_ms (written by make_gifs.py)"]
    for state, frames in {**STATES, **HEADER_STATES}.items():
        if state in HEADER_STATES:
            images = [header_frame(state, colour, i, len(frames)) for i, (colour, _) in enumerate(frames)]
        else:
            images = [frame(colour, i, len(frames)) for i, (colour, _) in enumerate(frames)]
        images[0].save(os.path.join(out, f"{state}.gif"), save_all=True, append_images=images[1:],
                       duration=[delay for _, delay in frames], loop=0, disposal=2,
                       transparency=TRANSPARENT, optimize=False)
        for i, (colour, delay) in enumerate(frames):
            lines.append(f"{state} {i} {colour[0]:02x}{colour[1]:02x}{colour[2]:02x} {delay}")
    with open(os.path.join(out, "frames.txt"), "w", encoding="ascii") as f:
        f.write("\n".join(lines) + "\n")
    print(f"make_gifs: wrote {', '.join([*STATES, *HEADER_STATES])} GIFs and frames.txt to {out}")


if __name__ == "__main__":
    main()
