#!/usr/bin/env python3
"""A plain Python model of the lazy grid's two layout passes, written from docs/model.md
("One pass", "Two passes"), as the baseline `make bench` measures the trainer against.

It reads the same 100,000-line command file the benchmark gives the trainer (a 4-item grid,
then 50,000 pairs of `width N` / `set 2 min M`, then `widths`) and computes the same 50,000
layouts, one for each pair (the trainer, which validates every edit, computes one per line).
Usage:
    scripts/baseline_layout.py FILE   -> prints the last layout's track widths and the count
"""
import math
import sys

EPS = 1e-9


def same(a, b):
    return abs(a - b) <= EPS * max(1.0, abs(a), abs(b))


def one_pass(items, width):
    """Widths of the items for width W (spec: 'One layout pass')."""
    remaining = width - sum(8 if s is None else s for (_, _, _, s) in items[:-1])
    remaining -= sum(a for (kind, a, _, _) in items if kind == "fixed")
    k = sum(1 for item in items if item[0] != "fixed")
    out = []
    for kind, a, b, spacing in items:
        s = 8 if spacing is None else spacing
        if kind == "fixed":
            out.append((a, 1, a))
            continue
        proposal = remaining / k
        if kind == "flexible":
            w = min(max(proposal, a), b)
            out.append((w, 1, w))
        else:
            w = max(proposal, 0.0)
            ratio = (w + s) / (a + s)
            fitting = math.floor(ratio)
            if same(ratio, fitting + 1):
                fitting += 1
            count = max(1, fitting)
            even = (w - (count - 1) * s) / count
            if even > b and not same(even, b):
                # Capped by its maximum: the item uses only its tracks; the rest of its share
                # stays in `remaining` for the items after it (assumption A2).
                w = count * b + (count - 1) * s
                out.append((w, count, b))
            else:
                out.append((w, count, even))
        remaining -= w
        k -= 1
    return out


def layout(items, proposed):
    first = one_pass(items, proposed)
    total = sum(w for (w, _, _) in first) + sum(
        8 if s is None else s for (_, _, _, s) in items[:-1])
    grid = proposed if (total < proposed or same(total, proposed)) else total
    return one_pass(items, grid) if grid != proposed else first


def parse_item(words):
    kind = words[0]
    if kind == "fixed":
        return ["fixed", float(words[1]), 0.0, None]
    if kind == "flexible":
        item = ["flexible", 10.0, math.inf, None]
        rest = words[1:]
    else:
        item = ["adaptive", float(words[1]), math.inf, None]
        rest = words[2:]
    for key, value in zip(rest[::2], rest[1::2]):
        item[1 if key == "min" else 2] = float(value)
    return item


def main(path):
    items, width, count, last = [], 375.0, 0, None
    with open(path) as f:
        for line in f:
            words = line.split()
            if not words:
                continue
            if words[0] == "add":
                items.append(parse_item(words[1:]))
            elif words[0] == "width":
                width = float(words[1])
            elif words[0] == "set" and words[2] == "min":
                items[int(words[1]) - 1][1] = float(words[3])
                last = layout(items, width)
                count += 1
    tracks = [t for (_, n, t) in last for _ in range(n)]
    print(f"{count} layouts; last tracks: {' '.join(f'{t:.2f}' for t in tracks)}")


if __name__ == "__main__":
    main(sys.argv[1])
