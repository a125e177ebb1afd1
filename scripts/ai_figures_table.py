"""Turns the ochos-sim reports that scripts/ai-figures.sh wrote into the README's Markdown table.

Reads "name|title|arguments" lines on stdin; the report of each is OUTDIR/name.json.
"""
import json
import sys


def row(out, name, title, args):
    report = json.load(open(f"{out}/{name}.json", encoding="utf-8"))
    first = report["seats"][0]
    if report["mode"] == "matches":
        lo, hi = first["match_ci95"]
        played = f"{report['matches']:,} matches, {report['hands']:,} hands"
        share = f"**{first['match_win_rate']:.1%}** of matches (± {(hi - lo) / 2:.1%}); "
        share += f"hands {first['hand_win_rate']:.1%}"
    else:
        lo, hi = first["ci95"]
        played = f"{report['hands']:,} hands"
        share = f"**{first['hand_win_rate']:.1%}** (± {(hi - lo) / 2:.1%})"
    kind = "penalty points" if report["points_are_penalties"] else "points"
    others = ", ".join(f"{seat['mean_points']:.2f}" for seat in report["seats"][1:])
    share += f"; {first['mean_points']:.2f} {kind} a hand against {others}"
    return f"| {title} | {played} | {share} | `ochos-sim play {args}` |"


def main():
    out = sys.argv[1]
    print("| pairing | played | the first seat's share | command |")
    print("|---|---|---|---|")
    for line in sys.stdin:
        if line.strip():
            print(row(out, *line.rstrip("\n").split("|")))


if __name__ == "__main__":
    main()
