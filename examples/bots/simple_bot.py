#!/usr/bin/env python3
"""A tiny Ochos Locos bot speaking the line-based JSON bot protocol (docs/bot-protocol.md).

Run a seat with it:   ochos-sim play --profile ochos-locos --agents "external:python3 examples/bots/simple_bot.py",medium

It reads one JSON object per line on stdin and answers "act" and "react" requests with one JSON
object per line on stdout. Its play: a card that is not wild if it has one (the most valuable
first), else a wild naming the suit it holds most, else draw, else pass. It always announces its
last card and always catches a player who forgot.
"""
import json
import sys
from collections import Counter


def choose(obs):
    legal = obs["legal"]
    wild_ranks = set(obs["rules"]["wild_ranks"])
    values = obs["rules"]["card_values"]
    plays = [a for a in legal if "play" in a]

    def rank(card):
        return card.split("#")[0][:-1]

    plain = [a for a in plays if rank(a["play"]) not in wild_ranks]
    if plain:
        return max(plain, key=lambda a: values.get(rank(a["play"]), 0))
    if plays:
        suits = Counter()
        for card in obs["hand"]:
            if rank(card) not in wild_ranks:
                suits[{"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[card.split("#")[0][-1]]] += 1
        best = suits.most_common(1)[0][0] if suits else None
        for a in plays:
            if a.get("suit") == best:
                return a
        return plays[0]
    for kind in ("catch", "announce", "declare", "draw", "pass"):
        for a in legal:
            if kind in a:
                return a
    return legal[0]


def react(obs):
    for a in obs["legal"]:
        if "announce" in a or "catch" in a:
            return a
    return {"none": True}


def main():
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "act":
            answer = choose(message["observation"])
        elif kind == "react":
            answer = react(message["observation"])
        elif kind == "quit":
            break
        else:  # "hello", "new_match": nothing to answer
            continue
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
