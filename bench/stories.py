#!/usr/bin/env python3
"""Story grouping benchmark for `make bench`: B-cubed quality against UCI's own story ids, and speed.

    python3 bench/stories.py STORY_BENCH [--data DIR] [--out FILE] [--joins 0.3,0.4,...] [--quick]

1. Input. Reads ../shared/data/uci-news-aggregator.tsv.gz and writes, to a temporary directory, the
   five fields the grouper may read (ID, TITLE, URL, PUBLISHER, TIMESTAMP) in publication order. The
   STORY and CATEGORY columns are dropped here, before anything reaches STORY_BENCH; STORY is kept
   in this script only to score.
   Two orders are grouped. "As crawled": UCI's timestamps as they are. They are the aggregator's
   crawl times, and each of UCI's stories was crawled in one burst (its articles sit in one run of
   rows, a minute or less apart), which a grouper keyed on seconds could exploit. "Day-shuffled": each
   timestamp moved to a random second (seeded) of its own UTC day, so only the day is left to read,
   as for articles published over hours; this is the order the headline figures use.
2. Quality. story-bench at each join threshold (the bridge threshold set to it too; the merge
   threshold and the rest at their defaults); B-cubed precision, recall and F1 on the articles
   published from 2014-04-10 on (the grouping sees every article; stories restricted to the scored
   articles), and apart on the first month (2014-03-10 to 2014-04-10), where thresholds were tuned.
   Then, day-shuffled, the merge threshold swept at the default join threshold.
3. Speed and memory, at each run: the grouping's CPU seconds and microseconds an article (reading
   and parsing not counted), the slowest article on the clock and story-bench's peak resident memory.

Writes a markdown table (numbers only, nothing from the data's text) to FILE and prints it. Skipped,
with a message, when the data set is absent. Nothing here is asserted by `make test`.
"""
import argparse
import calendar
import collections
import gzip
import json
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CUTOFF_MS = calendar.timegm((2014, 4, 10, 0, 0, 0)) * 1000
DAY_MS = 86_400_000


def prepare(path, directory):
    """Writes the grouper's input in both orders; returns {id: (story, original ms)}."""
    truth = {}
    rows = []
    with gzip.open(path, "rt", encoding="utf-8", errors="replace", newline="\n") as source:
        for line in source:
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 8 or not fields[0].isdigit() or not fields[7].isdigit():
                continue
            key, title, url, publisher, _category, story, _host, stamp = fields
            truth[int(key)] = (story, int(stamp))
            # Tabs cannot be in a field of a TSV line; carriage returns are dropped to keep one line a row.
            rows.append((int(stamp), int(key), title.replace("\r", " "), url, publisher.replace("\r", " ")))
    generator = random.Random(20140310)
    shuffled = [((stamp // DAY_MS) * DAY_MS + generator.randrange(DAY_MS),) + row[1:] for row in rows for stamp in [row[0]]]
    paths = {}
    for name, ordered in (("crawled", rows), ("shuffled", shuffled)):
        ordered = sorted(ordered, key=lambda row: (row[0], row[1]))
        paths[name] = os.path.join(directory, name + ".tsv")
        with open(paths[name], "w", encoding="utf-8") as out:
            for stamp, key, title, url, publisher in ordered:
                out.write(f"{key}\t{title}\t{url}\t{publisher}\t{stamp}\n")
    return truth, paths


def bcubed(assignments, truth, keep):
    """B-cubed precision, recall and F1 over the articles `keep` accepts, clusters restricted to them."""
    pairs = collections.Counter()
    clusters = collections.Counter()
    labels = collections.Counter()
    total = 0
    for key, story in assignments.items():
        label, stamp = truth[key]
        if not keep(stamp):
            continue
        pairs[(story, label)] += 1
        clusters[story] += 1
        labels[label] += 1
        total += 1
    if total == 0:
        return 0.0, 0.0, 0.0
    precision = sum(n * n / clusters[c] for (c, _), n in pairs.items()) / total
    recall = sum(n * n / labels[l] for (_, l), n in pairs.items()) / total
    return precision, recall, 2 * precision * recall / (precision + recall)


def run(bench, path, directory, options):
    out = os.path.join(directory, "assignments.tsv")
    with open(path, "rb") as articles:
        line = subprocess.run([bench, *options, "--out", out], stdin=articles, check=True, capture_output=True).stdout
    summary = json.loads(line.decode().strip().splitlines()[-1])
    assignments = {}
    with open(out) as lines:
        for row in lines:
            key, story = row.split("\t")
            assignments[int(key)] = int(story)
    return summary, assignments


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bench")
    parser.add_argument("--data", default=os.path.join(HERE, "..", "..", "shared", "data"))
    parser.add_argument("--out", default=os.path.join(HERE, "RESULTS-stories.md"))
    parser.add_argument("--joins", default="0.2,0.25,0.3,0.35,0.4,0.5,0.6,0.7")
    parser.add_argument("--merges", default="0.2,0.25,0.3,0.4,0.5,0.7",
                        help="merge thresholds swept at the default join threshold, day-shuffled order only")
    parser.add_argument("--orders", default="shuffled,crawled")
    parser.add_argument("--extra", default="", help="more story-bench options, space-separated (tuning)")
    args = parser.parse_args()
    path = os.path.join(args.data, "uci-news-aggregator.tsv.gz")
    if not os.path.exists(path):
        print(f"stories: {path} is absent; the story benchmark is skipped")
        return
    extra = args.extra.split()
    lines = []
    with tempfile.TemporaryDirectory() as directory:
        truth, paths = prepare(path, directory)
        header = ("| {} | P (after 04-10) | R | F1 | P (tuning month) | R | F1 | stories | merges | grouping s | "
                  "µs/article (CPU) | slowest µs | peak MiB |")
        rule = "| ---: " * 13 + "|"
        sweeps = [(order, "join", [["--join", join, "--bridge", join] for join in args.joins.split(",")])
                  for order in args.orders.split(",")]
        if "shuffled" in args.orders.split(",") and args.merges:
            sweeps.append(("shuffled", "merge", [["--merge", merge] for merge in args.merges.split(",")]))
        for order, name, runs in sweeps:
            lines += [f"### {order}, {name} threshold swept", "", header.format(name), rule]
            for options in runs:
                summary, assignments = run(args.bench, paths[order], directory, [*options, *extra])
                after = bcubed(assignments, truth, lambda stamp: stamp >= CUTOFF_MS)
                before = bcubed(assignments, truth, lambda stamp: stamp < CUTOFF_MS)
                line = (f"| {options[1]} | {after[0]:.3f} | {after[1]:.3f} | {after[2]:.3f} | {before[0]:.3f} | {before[1]:.3f} | "
                        f"{before[2]:.3f} | {summary['stories']} | {summary['merges']} | {summary['cpuSeconds']:.2f} | "
                        f"{summary['cpuMicrosecondsPerArticle']:.2f} | {summary['slowestMicroseconds']:.0f} | "
                        f"{summary['peakResidentMiB']:.0f} |")
                lines.append(line)
                print(line, flush=True)
            lines.append("")
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out != "-":
        with open(args.out, "w") as out:
            out.write("# Story grouping on UCI (bench/stories.py)\n\n"
                      f"{os.path.relpath(args.bench, os.path.join(HERE, '..'))}; every other setting at "
                      "its default (StoryGrouper.Settings). Grouping seconds are this thread's CPU time; the slowest "
                      "article is on the clock, and the peak memory holds every article's story for scoring. See docs/PERFORMANCE.md, "
                      "\"Stories\".\n\n" + text)


if __name__ == "__main__":
    main()
