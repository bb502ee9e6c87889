#!/usr/bin/env python3
"""Feed benchmarks for `make bench`: parsing beside feedparser and feedparser-rs, and fetching.

    python3 bench/feeds.py FEED_BENCH [--rounds N] [--out FILE]

1. Parsing. Writes a corpus of a few hundred feeds of realistic sizes in all four formats
   (RSS 2.0 with content:encoded, RSS 1.0, Atom, JSON Feed; entities, CDATA, HTML bodies) into a
   temporary directory, then reads it with Python's feedparser, with feedparser-rs (Rust, through
   its Python binding) and with newsdesk's FeedReader (FEED_BENCH parse), each in its own process
   after a warm-up round. Throughput in MB/s and items/s; ratios against both in the same run.
2. Fetching. Serves 500 feeds from 50 loopback addresses (127.0.0.1 to 127.0.0.50, each a host of
   its own), each answer 50 ms late, and fetches them all with FEED_BENCH fetch (FeedFetchRun over
   AsyncHTTPClient); the server counts the most connections ever open to one host at once.

Nothing here is asserted by `make test`. The corpus is generated, never committed.
"""
import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time

WORDS = ("harbour ferry council lighthouse river market weather school library festival bridge "
         "museum garden railway orchestra clinic science budget election volunteers storm").split()


def sentence(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def html_body(rng):
    paragraphs = []
    for _ in range(rng.randint(2, 12)):
        text = sentence(rng, rng.randint(20, 80))
        text = text.replace(" river ", " <a href=\"/river\">river</a> ").replace(" storm ", " <b>storm</b> &amp; rain ")
        paragraphs.append("<p>" + text + " caf&eacute; &mdash; r&eacute;sum&eacute;</p>")
    if rng.random() < 0.3:
        paragraphs.append("<ul>" + "".join("<li>" + sentence(rng, 6) + "</li>" for _ in range(4)) + "</ul>")
    return "".join(paragraphs)


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def rss2(rng, index, items):
    parts = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" '
             'xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>',
             f"<title>Bench Gazette {index} &amp; Co</title><link>https://bench{index}.example/</link>",
             "<description>Generated for newsdesk's benchmark</description>"]
    for i in range(items):
        parts.append(
            f"<item><title>{escape(sentence(rng, 8))} &#8212; {i}</title>"
            f"<link>https://bench{index}.example/{i}</link><guid>bench-{index}-{i}</guid>"
            f"<pubDate>Tue, 0{1 + i % 9} Sep 2026 1{i % 10}:30:00 GMT</pubDate><dc:creator>Ann Author</dc:creator>"
            f"<description>{escape(sentence(rng, 30))}</description>"
            f"<content:encoded><![CDATA[{html_body(rng)}]]></content:encoded></item>")
    parts.append("</channel></rss>")
    return "".join(parts)


def rdf(rng, index, items):
    parts = ['<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
             'xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
             f'<channel rdf:about="https://rdf{index}.example/"><title>RDF Notes {index}</title>'
             f"<link>https://rdf{index}.example/</link><description>notes</description></channel>"]
    for i in range(items):
        parts.append(
            f'<item rdf:about="https://rdf{index}.example/{i}"><title>{escape(sentence(rng, 8))}</title>'
            f"<link>https://rdf{index}.example/{i}</link><dc:date>2026-09-0{1 + i % 9}T10:00:00Z</dc:date>"
            f"<dc:creator>R. Vale</dc:creator><description>{escape(html_body(rng))}</description></item>")
    parts.append("</rdf:RDF>")
    return "".join(parts)


def atom(rng, index, items):
    parts = ['<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">',
             f'<title>Atom Engineering {index}</title><link href="https://atom{index}.example/"/>'
             f"<id>tag:atom{index}.example,2026:feed</id><updated>2026-09-01T09:00:00Z</updated>"]
    for i in range(items):
        parts.append(
            f"<entry><title type=\"html\">{escape(sentence(rng, 8))} &amp;amp; more</title>"
            f'<link href="https://atom{index}.example/{i}"/><id>tag:atom{index}.example,2026:{i}</id>'
            f"<published>2026-09-0{1 + i % 9}T09:00:00Z</published><updated>2026-09-0{1 + i % 9}T09:30:00Z</updated>"
            f"<author><name>Oda Pike</name></author><summary>{escape(sentence(rng, 25))}</summary>"
            f'<content type="html">{escape(html_body(rng))}</content></entry>')
    parts.append("</feed>")
    return "".join(parts)


def json_feed(rng, index, items):
    return json.dumps({
        "version": "https://jsonfeed.org/version/1.1", "title": f"JSON Notes {index}",
        "home_page_url": f"https://json{index}.example/",
        "items": [{"id": f"json-{index}-{i}", "url": f"https://json{index}.example/{i}", "title": sentence(rng, 8),
                   "content_html": html_body(rng), "summary": sentence(rng, 25),
                   "date_published": f"2026-09-0{1 + i % 9}T08:00:00Z", "authors": [{"name": "Lu Marsh"}]}
                  for i in range(items)]})


def write_corpus(directory, count=320):
    rng = random.Random(20261125)
    makers = [("xml", rss2), ("rdf", rdf), ("atom", atom), ("json", json_feed)]
    total = 0
    for index in range(count):
        suffix, maker = makers[index % len(makers)]
        items = rng.choice([10, 15, 20, 25, 30, 50, 100])
        text = maker(rng, index, items)
        with open(os.path.join(directory, f"{index:04d}.{suffix}"), "w", encoding="utf-8") as handle:
            handle.write(text)
        total += len(text.encode())
    return total


PYTHON_PARSE = r"""
import json, os, sys, time
module = __import__(sys.argv[1])
directory, rounds = sys.argv[2], int(sys.argv[3])
files = [open(os.path.join(directory, name), "rb").read() for name in sorted(os.listdir(directory))]
for data in files:
    module.parse(data)
items = 0
start = time.perf_counter()
for _ in range(rounds):
    for data in files:
        items += len(module.parse(data).entries)
elapsed = time.perf_counter() - start
print(json.dumps({"files": len(files) * rounds, "bytes": sum(map(len, files)) * rounds, "items": items, "seconds": elapsed}))
"""


def run_python(module, directory, rounds):
    out = subprocess.run([sys.executable, "-c", PYTHON_PARSE, module, directory, str(rounds)],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def run_feed_bench(binary, *args):
    out = subprocess.run([binary, *args], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


class SlowFeedServer:
    """Loopback HTTP/1.1 servers on 127.0.0.1..127.0.0.N, one port, answers DELAY late; counts
    the most connections open to one address at once."""

    def __init__(self, hosts, delay, feed):
        self.hosts, self.delay, self.feed = hosts, delay, feed
        self.open = {}
        self.most = {}
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.port = None

    async def handle(self, reader, writer):
        host = writer.get_extra_info("sockname")[0]
        self.open[host] = self.open.get(host, 0) + 1
        self.most[host] = max(self.most.get(host, 0), self.open[host])
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                if not head:
                    break
                await asyncio.sleep(self.delay)
                body = self.feed
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/rss+xml\r\nContent-Length: "
                             + str(len(body)).encode() + b"\r\n\r\n" + body)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.CancelledError):
            pass  # the client closed the connection, or stop() did (a cancel ends the handler as a close does)
        finally:
            self.open[host] -= 1
            writer.close()

    def start(self):
        def serve():
            asyncio.set_event_loop(self.loop)

            async def main():
                self.main = asyncio.current_task()
                first = await asyncio.start_server(self.handle, "127.0.0.1", 0)
                self.port = first.sockets[0].getsockname()[1]
                for index in range(2, self.hosts + 1):
                    await asyncio.start_server(self.handle, f"127.0.0.{index}", self.port)
                self.ready.set()
                await asyncio.Event().wait()
            try:
                self.loop.run_until_complete(main())
            except asyncio.CancelledError:
                pass  # stop() cancels main() once the connections are closed: that is how the server ends.
        self.thread = threading.Thread(target=serve, daemon=True)
        self.thread.start()
        self.ready.wait(10)

    def stop(self):
        """Closes the connections still open, then ends the loop: a handler left pending when the
        loop went away was destroyed at exit, and its `writer.close()` then raised on the closed
        loop (tracebacks in two `make bench` logs, the results unharmed)."""
        async def shutdown():
            handlers = [task for task in asyncio.all_tasks() if task is not asyncio.current_task() and task is not self.main]
            for task in handlers:
                task.cancel()
            await asyncio.gather(*handlers, return_exceptions=True)
            self.main.cancel()
        asyncio.run_coroutine_threadsafe(shutdown(), self.loop).result(10)
        self.thread.join(10)
        self.loop.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("feed_bench")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--out")
    options = parser.parse_args()
    lines = []
    with tempfile.TemporaryDirectory(prefix="newsdesk-feeds-") as directory:
        size = write_corpus(directory)
        count = len(os.listdir(directory))
        lines.append(f"Corpus: {count} feeds, {size / 1e6:.1f} MB (RSS 2.0, RSS 1.0, Atom, JSON Feed in turn), "
                     f"{options.rounds} rounds after a warm-up round")
        ours = run_feed_bench(options.feed_bench, "parse", directory, "1")  # warm-up
        ours = run_feed_bench(options.feed_bench, "parse", directory, str(options.rounds))
        results = {"newsdesk FeedReader (libxml2 SAX2)": ours}
        for module, label in (("feedparser", "feedparser (Python)"), ("feedparser_rs", "feedparser-rs (Rust)")):
            try:
                results[label] = run_python(module, directory, options.rounds)
            except (subprocess.CalledProcessError, FileNotFoundError) as error:
                lines.append(f"{label}: not measured ({error})")
    lines.append("")
    lines.append("| parser | MB/s | items/s | seconds | items | newsdesk is |")
    lines.append("|---|---|---|---|---|---|")
    for label, result in results.items():
        rate = result["bytes"] / result["seconds"] / 1e6
        items = result["items"] / result["seconds"]
        ratio = result["seconds"] / ours["seconds"]
        lines.append(f"| {label} | {rate:.1f} | {items:,.0f} | {result['seconds']:.2f} | {result['items']:,} | "
                     f"{'' if result is ours else f'{ratio:.1f}x faster'} |")
    if ours.get("failures"):
        lines.append(f"newsdesk failures: {ours['failures']}")

    feed = ("<rss version=\"2.0\"><channel><title>Slow</title>" + "".join(
        f"<item><title>Item {i}</title><link>https://slow.example/{i}</link></item>" for i in range(20))
        + "</channel></rss>").encode()
    server = SlowFeedServer(hosts=50, delay=0.05, feed=feed)
    server.start()
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as urls:
        for index in range(500):
            urls.write(f"http://127.0.0.{index % 50 + 1}:{server.port}/feed/{index}\n")
    try:
        fetched = run_feed_bench(options.feed_bench, "fetch", urls.name)
    finally:
        os.unlink(urls.name)
        server.stop()
    lines.append("")
    lines.append(f"Fetch: {fetched['feeds']} feeds on 50 loopback hosts, each answer 50 ms late: "
                 f"{fetched['seconds']:.2f} s, {fetched['fetched']} fetched, {fetched['failed']} failed, "
                 f"{fetched['items']:,} items; most connections open to one host at once: {max(server.most.values())} "
                 f"(goal: under 3 s, never more than 2)")
    text = "\n".join(lines)
    print(text)
    if options.out:
        with open(options.out, "w", encoding="utf-8") as handle:
            handle.write("# Feeds (`make bench`, bench/feeds.py)\n\n" + text + "\n")


if __name__ == "__main__":
    main()
