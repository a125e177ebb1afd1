#!/bin/sh
# Compares two ai_bench runs on the same deals hand by hand (ai_bench --outcomes FILE writes the
# first agent's share of each hand). The paired difference cancels the luck of the deals both runs
# shared, so its confidence interval is far narrower than that of either win rate.
#   scripts/compare-outcomes.sh before.txt after.txt
set -eu
if [ $# -ne 2 ]; then
  echo "usage: $0 BEFORE AFTER   (files written by ai_bench --outcomes, same deals)" >&2
  exit 2
fi
for f in "$1" "$2"; do
  [ -r "$f" ] || { echo "cannot read $f" >&2; exit 2; }
done
paste "$1" "$2" | awk '
  NF != 2 { bad = 1; exit }
  { n++; a += $1; b += $2; d = $2 - $1; sd += d; sdd += d * d; if (d != 0) changed++ }
  END {
    if (bad || n == 0) { print "the files do not hold the same number of hands" > "/dev/stderr"; exit 2 }
    mean = sd / n; var = (sdd - n * mean * mean) / (n > 1 ? n - 1 : 1)
    printf "%d hands: before %.2f%%, after %.2f%%, difference %+.2f +- %.2f points (95%%); %d hands changed\n",
      n, 100 * a / n, 100 * b / n, 100 * mean, 196 * sqrt(var / n), changed
  }'
