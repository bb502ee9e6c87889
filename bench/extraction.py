#!/usr/bin/env python3
"""Reader mode's extraction benchmark for `make bench`: quality and speed beside trafilatura.

    python3 bench/extraction.py FEED_BENCH [--pages DIR] [--out FILE]

1. Quality. Decompresses the 61 development pages of ../shared/extraction/html (gzip'd HTML) into a
   temporary directory, reads them with newsdesk's PageReader (FEED_BENCH extract, in process) and
   scores its bodies with ../shared/extraction/score.py beside the anchors (Readability.js,
   trafilatura, rs_trafilatura...): F1, precision and recall on 4-word shingles.
2. Speed. FEED_BENCH extract's median and p99 milliseconds a page, beside Python trafilatura's
   `extract` timed on the same pages in the same run (installed with pip when missing). Each
   side reads all the pages ROUNDS times (env EXTRACTION_ROUNDS, default 9), the two taking turns
   (which goes first alternates), and a page's time is its median over its rounds: one pass of
   each, seconds apart, gave ratios from 8x to 16x for the same build as this machine's speed moved.
3. Memory. A generated page just under 16 MiB (an article in a page of navigation and related
   lists) read alone: its time and the process's peak resident memory.

Writes a markdown table (numbers only, never page text) to FILE (bench/RESULTS-reader.md) and
prints it. Nothing is written into the repository but that table; skipped, with a message, when
the pages are absent. Nothing here is asserted by `make test`.
"""
import argparse
import gzip
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROUNDS = max(1, int(os.environ.get("EXTRACTION_ROUNDS", "9")))
ANCHORS = ("rs_trafilatura", "trafilatura", "readability")


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(len(ordered) * fraction + 0.999999) - 1))]


def run_extract(feed_bench, directory, out):
    line = subprocess.run([feed_bench, "extract", directory, "--out", out], check=True, capture_output=True, text=True).stdout
    return json.loads(line.strip().splitlines()[-1])


def score(pages, predictions):
    output = subprocess.run([sys.executable, os.path.join(pages, "score.py"), predictions, pages],
                            check=True, capture_output=True, text=True).stdout
    rows = {}
    for line in output.splitlines()[1:]:
        parts = line.split()
        if len(parts) == 4:
            rows[parts[0]] = tuple(float(x) for x in parts[1:])
    return rows


def time_trafilatura(directory):
    try:
        import trafilatura  # noqa: F401
    except ImportError:  # missing, or its lxml cleaner is
        # lxml 5.2 and later keep the HTML cleaner trafilatura imports in a package of its own.
        print("Installing trafilatura (the extraction benchmark's reference) with pip", flush=True)
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "trafilatura", "lxml_html_clean"], check=True)
    code = r"""
import json, os, sys, time, trafilatura
directory = sys.argv[1]
names = sorted(n for n in os.listdir(directory) if n.endswith(".html"))
pages = [open(os.path.join(directory, n), "rb").read().decode("utf-8", "replace") for n in names]
trafilatura.extract(pages[0])  # warm-up: imports and first-use set-up
timings = []
for page in pages:
    started = time.perf_counter()
    trafilatura.extract(page)
    timings.append((time.perf_counter() - started) * 1000)
print(json.dumps(timings))
"""
    output = subprocess.run([sys.executable, "-c", code, directory], check=True, capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def large_page(path, size):
    """An article of generated paragraphs in a page of navigation and related lists, `size` bytes or just under."""
    words = ("harbour ferry council lighthouse river market weather school library festival bridge museum garden "
             "railway orchestra clinic science budget election volunteers storm").split()
    head = ('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Large page</title></head><body>'
            '<nav><ul>' + "".join(f'<li><a href="/s{i}">Section {i}</a></li>' for i in range(40)) + '</ul></nav>'
            '<main><article><h1>Large page</h1>')
    tail = '</article><aside class="related"><ul><li><a href="/r">Related</a></li></ul></aside></main></body></html>'
    parts = [head]
    total = len(head) + len(tail)
    i = 0
    while True:
        text = " ".join(words[(i * 7 + j * 3) % len(words)] for j in range(60))
        paragraph = f"<p>{text.capitalize()}, paragraph {i}, with <a href=\"/l{i}\">a link</a> and <em>emphasis</em>.</p>\n"
        if total + len(paragraph) > size:
            break
        parts.append(paragraph)
        total += len(paragraph)
        i += 1
    parts.append(tail)
    with open(path, "w") as f:
        f.write("".join(parts))
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("feed_bench")
    parser.add_argument("--pages", default=os.path.join(HERE, "..", "..", "shared", "extraction"))
    parser.add_argument("--out", default=os.path.join(HERE, "RESULTS-reader.md"))
    args = parser.parse_args()
    pages = os.path.abspath(args.pages)
    if not os.path.isdir(os.path.join(pages, "html")):
        print(f"extraction benchmark skipped: {pages}/html is absent")
        return
    with tempfile.TemporaryDirectory(prefix="newsdesk-extraction-") as temporary:
        directory = os.path.join(temporary, "pages")
        os.mkdir(directory)
        for name in sorted(os.listdir(os.path.join(pages, "html"))):
            if name.endswith(".html.gz"):
                with gzip.open(os.path.join(pages, "html", name)) as source, open(os.path.join(directory, name[:-3]), "wb") as target:
                    target.write(source.read())
        predictions = os.path.join(temporary, "predictions.json")
        mine = run_extract(args.feed_bench, directory, predictions)
        rows = score(pages, predictions)
        mine_rounds, theirs_rounds = [], []
        for index in range(ROUNDS):
            print(f"speed round {index + 1} of {ROUNDS}: newsdesk and trafilatura, in turn ...", flush=True)
            for side in (("theirs", "mine") if index % 2 == 0 else ("mine", "theirs")):
                if side == "mine":
                    mine_rounds.append(run_extract(args.feed_bench, directory, os.path.join(temporary, "again.json"))["timings_ms"])
                else:
                    theirs_rounds.append(time_trafilatura(directory))
        mine_pages = [statistics.median(times) for times in zip(*mine_rounds)]
        theirs = [statistics.median(times) for times in zip(*theirs_rounds)]
        # Each page's fastest round too: on a shared machine a round is only ever slowed, so the
        # fastest is the least disturbed (consecutive identical runs here differ by up to 1.7x).
        mine_best = [min(times) for times in zip(*mine_rounds)]
        theirs_best = [min(times) for times in zip(*theirs_rounds)]
        large_directory = os.path.join(temporary, "large")
        os.mkdir(large_directory)
        large_bytes = large_page(os.path.join(large_directory, "large.html"), 16 * 1048576 - 1024)
        large = run_extract(args.feed_bench, large_directory, os.path.join(temporary, "large.json"))

    t_median, t_p99 = statistics.median(theirs), percentile(theirs, 0.99)
    m_median, m_p99 = statistics.median(mine_pages), percentile(mine_pages, 0.99)
    t_best, m_best = statistics.median(theirs_best), statistics.median(mine_best)
    lines = [
        "# Reader mode's extraction (bench/extraction.py)",
        "",
        f"{mine['pages']} development pages of ../shared/extraction, read in process by `feed-bench extract` "
        "(PageReader, release build), scored by its score.py (4-word shingles); the anchors' rows are "
        "score.py's own, from anchors.json. Python trafilatura's `extract` timed on the same pages in the same run: "
        f"{ROUNDS} passes of each in turn, a page's time its median over them (and, in the second row, "
        "its fastest of them: the least disturbed by the machine's other work).",
        "",
        "| system | F1 | P | R |",
        "| --- | --- | --- | --- |",
    ]
    for name, (f1, p, r) in sorted(rows.items(), key=lambda item: -item[1][0]):
        lines.append(f"| {name} | {f1:.3f} | {p:.3f} | {r:.3f} |")
    lines += [
        "",
        "| measure | newsdesk | trafilatura (Python) | ratio |",
        "| --- | --- | --- | --- |",
        f"| median ms a page | {m_median:.2f} | {t_median:.2f} | {t_median / m_median:.1f}x |",
        f"| median ms a page, each page's fastest pass | {m_best:.2f} | {t_best:.2f} | {t_best / m_best:.1f}x |",
        f"| p99 ms a page | {m_p99:.2f} | {t_p99:.2f} | {t_p99 / m_p99:.1f}x |",
        f"| pages failed | {mine['failures']} | | |",
        f"| peak memory, the 61 pages | {mine['peak_mb']:.1f} MiB | | |",
        f"| a {large_bytes / 1048576:.1f} MiB page: time, peak memory | {large['median_ms']:.0f} ms, {large['peak_mb']:.1f} MiB | | |",
    ]
    table = "\n".join(lines) + "\n"
    with open(args.out, "w") as f:
        f.write(table)
    print(table)


if __name__ == "__main__":
    main()
