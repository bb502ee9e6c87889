#!/usr/bin/env python3
"""newsdesk on the full real data sets, beside the `sqlite3` shell doing the same work in the same run.

Usage: python3 bench/catalog.py [BINARY]      (default .build/release/newsdesk; `make bench`)

What is measured, in this order, everything in one fresh temporary directory:

1. Start-up: bench/startup.py is run as it is and its table is kept.
2. The sqlite3 reference, in a temporary database:
   - import UCI: one `sqlite3` process that creates the table, `.import`s the UCI TSV through
     `'|gzip -dc FILE'` (the shell's own pipe input, so decompression is timed as newsdesk's
     is) in ascii mode with tab and newline separators, where a double quote is an ordinary
     character, then builds an FTS5 index over title and publisher (external content,
     `'rebuild'`). Wall clock of the whole process; the rows are then checked against a scan
     of the file made here (count, titles holding a quote, title bytes).
   - import HuffPost: one process adding the JSON lines (`.import` into a one-column table,
     `json_extract`) and inserting the new rows into the index.
   - untimed preparation for the queries: duplicate URLs dropped (newsdesk keeps one article
     per URL: 432,440), index rebuilt, categories named as newsdesk names them, a story count
     table (newsdesk's popularity order) and indexes on date and category.
   - one search session: every query of bench/queries.txt translated to FTS5 exactly as
     newsdesk translates it (SearchExpression.swift, ported below), each doing what a
     newsdesk search page does: a count, then the first 20 rows in the order asked for
     (no --sort or published: newest, newsdesk's default as NewsAPI's; relevancy: bm25 with
     the title weighted most; popularity: articles per story). A warm-up pass, then each query REPEATS times; then rounds of the headline
     pages (`headlines`, `headlines business`, `next`) as SQL.
     The shell's `.timer` prints "Run Time: real" from a millisecond clock, so one reading is
     0 or 1 ms for a short query; its mean over the repetitions is an unbiased wall time
     (the start phase against the millisecond tick is random). user+sys CPU (microseconds)
     is kept beside it as a cross-check.
3. newsdesk, on a fresh home:
   - `newsdesk --home H import --format uci FILE`, then HuffPost into the same home, then the
     UCI file again (it should add nothing); wall clock and peak memory of each process.
   - one scripted session: sign up, `timing on`, the query set twice; the second pass is
     reported. Latency is newsdesk's own `Time: X ms` line after each command (from reading
     the command to the end of its rendered output), matched to the command by its echo.
   - one scripted session: `timing on`, then rounds of `headlines`, `headlines business`,
     `next`; the first round is a warm-up.
   - bench/browse.txt (signed in, `--keep-going`) for peak memory.
   Peak memory is the process's maximum resident set (`wait4` rusage), MB = 10^6 bytes.
4. Import rounds: IMPORT_ROUNDS times, the UCI file loaded by the sqlite3 reference (as in 2)
   and imported by newsdesk, each into an empty database of its own, the two taking turns
   (which goes first alternates). The import bar is judged on the median of the rounds'
   ratios: on a shared machine whose speed drifts by a quarter within minutes, one reference
   run minutes away from one newsdesk run can put the ratio anywhere from 1.5x to 2.5x. Nine
   rounds (about 80 s): with five, four runs of one build put the median at 1.35x to 1.57x, its
   twenty rounds together at 1.43x (one round alone ranged from 1.18x to 1.95x).
   Each round's CPU (user + system) is reported beside its wall time: the work done, apart from
   how it is spread over the cores (on two, newsdesk's wall time is at least half its CPU time).

5. Scale tier (env BENCH_SCALE, default 10; 1 skips it): UCI copied BENCH_SCALE times into the
   temporary directory (ids offset, each copy's URLs made distinct with `?copy=N`; a plain TSV),
   the sqlite3 shell's load + FTS5 build of it and newsdesk's import of it into an empty home, in
   turn SCALE_IMPORT_ROUNDS times (default 7; which goes first alternates; the bar is
   judged on the median of the rounds' ratios and the peak on the largest, as in 4: one run of
   each a minute apart put newsdesk at 1.46x and 1.76x in two runs of one build, three
   rounds of one run went from 1.20x to 1.54x, and five rounds' medians went from 1.37x to
   1.51x in four runs of one build, their eighteen rounds together at 1.45x), newsdesk's import
   into a home already holding HuffPost (as feeds fill one), the same queries
   and headline pages in a session on each side (the shell SCALE_REPEATS times, default 3), the
   browse session's peak memory, articles added later to that catalog as news arrives (UCI's
   5,000 newest rows once more: one import of one article, then one of the rest, the difference
   being the rest's articles, each joining its story as it is written; the bar is 1 ms an
   article), and the same rows as `.tsv.gz` (`gzip -1`, untimed) imported
   into an empty home: one transaction that holds what it reads, so its peak is measured apart
   (wall, peak memory). BENCH_ONLY_SCALE=1 runs this tier alone and prints it,
   leaving bench/RESULTS.md as it was.

Results go to stdout and to bench/RESULTS.md (overwritten when the whole run succeeds). Bars
are printed beside the numbers and never change the exit status. Without ../shared/data
(env BENCH_DATA overrides it) the catalog part is skipped with a message and the exit status
is 0. Env: RUNS (start-up runs), REPEATS (default 10), ROUNDS (headline rounds, default 5),
IMPORT_ROUNDS (default 9),
BENCH_KEEP=1 keeps the temporary directory (it holds data derived from the data sets: it is
never inside the repository).
"""
import datetime
import gzip
import math
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
BINARY = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ROOT / ".build/release/newsdesk")
DATA = Path(os.environ.get("BENCH_DATA", ROOT.parent / "shared" / "data")).resolve()
UCI = DATA / "uci-news-aggregator.tsv.gz"
HUFFPOST = DATA / "huffpost-news-category-v3-first10k.jsonl.gz"
RESULTS = BENCH / "RESULTS.md"
REPEATS = int(os.environ.get("REPEATS", "10"))
ROUNDS = int(os.environ.get("ROUNDS", "5"))
IMPORT_ROUNDS = max(1, int(os.environ.get("IMPORT_ROUNDS", "9")))
KEEP = os.environ.get("BENCH_KEEP") == "1"
ONLY_SCALE = os.environ.get("BENCH_ONLY_SCALE") == "1"

UCI_ROWS = 422_637
HUFFPOST_ROWS = 9_999
CATALOG_ARTICLES = 432_440  # unique URLs over both files
PAGE_SIZE = 20

IMPORT_BAR = 1.5  # newsdesk UCI import time / sqlite3 load + FTS5 build
SEARCH_BAR_MS = 5.0  # p50 per search in a scripted session, rendering included
MEMORY_BAR_MB = 60.0  # peak memory of the browse session

SIGNUP = ["signup", "bench", "bench-password", "bench-password", "us",
          "business,technology,entertainment,health"]
HEADLINE_COMMANDS = ["headlines", "headlines business", "next"]


class BenchError(Exception):
    """A failure explained in plain words; printed without a traceback."""


# ---------------------------------------------------------------------------------------------
# Processes


class Run:
    """One finished process: wall seconds, CPU seconds (user + system, with the children it waited
    for, as `gzip -dc` under the sqlite3 shell), peak resident memory, exit status and output."""

    def __init__(self, argv, seconds, cpu_seconds, max_rss_kb, returncode, stdout, stderr):
        self.argv, self.seconds, self.cpu_seconds, self.max_rss_kb = argv, seconds, cpu_seconds, max_rss_kb
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr

    @property
    def peak_mb(self):
        return self.max_rss_kb * 1024 / 1e6

    def check(self, what):
        if self.returncode != 0:
            tail = "\n".join((self.stderr or self.stdout).strip().splitlines()[-8:])
            raise BenchError(f"{what} failed (exit {self.returncode}): {' '.join(map(str, self.argv))}\n{tail}")
        return self


def run(argv, stdin_path=None, cwd=None):
    """Runs a process to its end; output is kept in files so no pipe can stall or skew it."""
    argv = [str(a) for a in argv]
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
        try:
            start = time.perf_counter()
            try:
                proc = subprocess.Popen(argv, stdin=stdin, stdout=out, stderr=err, cwd=cwd)
            except OSError as error:
                raise BenchError(f"cannot run {argv[0]}: {error}") from None
            _, status, usage = os.wait4(proc.pid, 0)
            seconds = time.perf_counter() - start
        finally:
            if stdin_path:
                stdin.close()
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return Run(argv, seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, proc.returncode,
                   out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace"))


# ---------------------------------------------------------------------------------------------
# Queries: the set, and newsdesk's NewsAPI-to-FTS5 translation (SearchExpression.swift)

SORT = re.compile(r"\s+--sort\s+(\S+)")


def load_queries():
    queries = []
    for line in (BENCH / "queries.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            match = SORT.search(line)
            sort = match.group(1) if match else "published"  # newsdesk's default, as NewsAPI's
            if sort not in ("relevancy", "popularity", "published"):
                raise BenchError(f"bench/queries.txt: unknown sort {sort!r} in {line!r}")
            queries.append((line, SORT.sub("", line).strip(), sort))
    return queries


def fts_tokens(text):
    """Terms, operators and parentheses, as newsdesk splits a NewsAPI query."""
    tokens, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c in "()":
            tokens.append(("open",) if c == "(" else ("close",))
            i += 1
            continue
        if c.isspace() or not c.isprintable():
            i += 1
            continue
        mark = "plain"
        if c in "+-":
            mark = "required" if c == "+" else "excluded"
            i += 1
        if i >= n:
            break
        if text[i] == "(":
            if mark == "excluded":
                tokens.append(("not",))
            continue
        if text[i] == '"':
            end = text.find('"', i + 1)
            end = n if end < 0 else end
            tokens.append(("term", text[i + 1:end], mark))
            i = end + 1
            continue
        j = i
        while j < n and not text[j].isspace() and text[j] not in '()"':
            j += 1
        word, i = text[i:j], j
        if mark == "plain" and word in ("AND", "OR", "NOT"):
            tokens.append((word.lower(),))
        elif word:
            tokens.append(("term", word, mark))
    return tokens


def fts_query(text):
    """The FTS5 query newsdesk binds to MATCH for a NewsAPI query (nesting limits left out)."""
    tokens, pos = fts_tokens(text), [0]

    def alternatives(depth):
        found = []
        while True:
            sequence = terms(depth)
            if sequence:
                found.append(sequence)
            if pos[0] < len(tokens) and tokens[pos[0]] == ("or",):
                pos[0] += 1
                continue
            break
        return found[0] if len(found) == 1 else ("(" + " OR ".join(found) + ")" if found else None)

    def terms(depth):
        included, excluded, negate = [], [], False
        while pos[0] < len(tokens):
            token = tokens[pos[0]]
            if token == ("or",) or (token == ("close",) and depth > 0):
                break
            pos[0] += 1
            if token in (("close",), ("and",)):
                continue
            if token == ("not",):
                negate = True
                continue
            if token == ("open",):
                group = alternatives(depth + 1)
                if pos[0] < len(tokens) and tokens[pos[0]] == ("close",):
                    pos[0] += 1
            else:
                group = None
                if any(ch.isalnum() for ch in token[1]):
                    group = '"' + token[1].replace('"', '""') + '"'
                negate = negate or token[2] == "excluded"
            if group:
                (excluded if negate else included).append(group)
            negate = False
        if not included:
            return None
        wanted = included[0] if len(included) == 1 else "(" + " AND ".join(included) + ")"
        if not excluded:
            return wanted
        unwanted = excluded[0] if len(excluded) == 1 else "(" + " OR ".join(excluded) + ")"
        return f"({wanted} NOT {unwanted})"

    query = alternatives(0)
    if query is None:
        raise BenchError(f"bench/queries.txt: nothing to search for in {text!r}")
    return query


# ---------------------------------------------------------------------------------------------
# Statistics and formatting


def p50(values):
    return statistics.median(values)


def p99(values):
    """Nearest rank: with fewer than 100 values this is the largest."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.99 * len(ordered)) - 1)]


def ms(value):
    return "n/a" if value is None else (f"{value:.2f} ms" if value < 100 else f"{value:.0f} ms")


def secs(value):
    return "n/a" if value is None else f"{value:.2f} s"


def mb(value):
    return "n/a" if value is None else f"{value:.1f} MB"


def ratio(a, b):
    return "n/a" if a is None or not b else f"{a / b:.2f}x"


# ---------------------------------------------------------------------------------------------
# The sqlite3 reference


SQL_LOAD_UCI = """.bail on
CREATE TABLE articles(id INTEGER PRIMARY KEY, title TEXT, url TEXT, publisher TEXT,
                      category TEXT, story TEXT, hostname TEXT, timestamp INTEGER);
.mode ascii
.separator "\\t" "\\n"
.import '|gzip -dc uci.tsv.gz' articles
CREATE VIRTUAL TABLE articles_fts USING fts5(title, publisher, content='articles', content_rowid='id');
INSERT INTO articles_fts(articles_fts) VALUES('rebuild');
"""

SQL_LOAD_HUFFPOST = """.bail on
CREATE TEMP TABLE huffpost(line TEXT);
CREATE TEMP TABLE mark AS SELECT max(id) AS last FROM articles;
.mode ascii
.separator "\\037" "\\n"
.import '|gzip -dc huffpost.jsonl.gz' huffpost
INSERT INTO articles(title, url, publisher, category, story, hostname, timestamp)
    SELECT json_extract(line, '$.headline'), json_extract(line, '$.link'), 'HuffPost',
           json_extract(line, '$.category'), NULL, 'www.huffpost.com',
           CAST(strftime('%s', json_extract(line, '$.date')) AS INTEGER) * 1000
    FROM huffpost;
INSERT INTO articles_fts(rowid, title, publisher)
    SELECT id, title, publisher FROM articles WHERE id > (SELECT last FROM mark);
"""

SQL_PREPARE = """.bail on
DELETE FROM articles WHERE id NOT IN (SELECT min(id) FROM articles GROUP BY url);
INSERT INTO articles_fts(articles_fts) VALUES('rebuild');
UPDATE articles SET category = CASE category
    WHEN 'b' THEN 'business' WHEN 'BUSINESS' THEN 'business' WHEN 'MONEY' THEN 'business'
    WHEN 't' THEN 'technology' WHEN 'TECH' THEN 'technology'
    WHEN 'e' THEN 'entertainment' WHEN 'ENTERTAINMENT' THEN 'entertainment'
    WHEN 'COMEDY' THEN 'entertainment' WHEN 'MEDIA' THEN 'entertainment'
    WHEN 'm' THEN 'health' WHEN 'WELLNESS' THEN 'health' WHEN 'HEALTHY LIVING' THEN 'health'
    WHEN 'SCIENCE' THEN 'science' WHEN 'ENVIRONMENT' THEN 'science'
    WHEN 'SPORTS' THEN 'sports' ELSE 'general' END;
CREATE TABLE stories(story TEXT PRIMARY KEY NOT NULL, articles INTEGER NOT NULL) WITHOUT ROWID;
INSERT INTO stories SELECT story, count(*) FROM articles WHERE story IS NOT NULL GROUP BY story;
CREATE INDEX articles_by_date ON articles(timestamp);
CREATE INDEX articles_by_category ON articles(category, timestamp);
CREATE INDEX articles_by_story ON articles(story);
.mode list
SELECT count(*) FROM articles;
"""

COLUMNS = "a.id, a.title, a.publisher, a.timestamp"
ORDER_NEWEST = "a.timestamp DESC, a.id DESC"


def sql_text(text):
    return "'" + text.replace("'", "''") + "'"


def sql_search(match, sort):
    """A newsdesk search page: the count, then the first page in the order asked for."""
    m = sql_text(match)
    count = f"SELECT count(*) FROM articles_fts WHERE articles_fts MATCH {m};"
    within = f"a.id IN (SELECT rowid FROM articles_fts WHERE articles_fts MATCH {m})"
    if sort == "relevancy":
        page = (f"SELECT {COLUMNS} FROM articles_fts JOIN articles a ON a.id = articles_fts.rowid "
                f"WHERE articles_fts MATCH {m} "
                f"ORDER BY bm25(articles_fts, 10.0, 2.0), {ORDER_NEWEST} LIMIT {PAGE_SIZE};")
    elif sort == "published":
        page = f"SELECT {COLUMNS} FROM articles a WHERE {within} ORDER BY {ORDER_NEWEST} LIMIT {PAGE_SIZE};"
    else:
        page = (f"SELECT {COLUMNS} FROM articles a LEFT JOIN stories s ON s.story = a.story WHERE {within} "
                f"ORDER BY coalesce(s.articles, 1) DESC, {ORDER_NEWEST} LIMIT {PAGE_SIZE};")
    return [count, page]


def sql_headlines(command):
    """The SQL of a headlines page: every article (`headlines`), a category, or its page 2."""
    where = "" if command == "headlines" else " WHERE a.category = 'business'"
    offset = PAGE_SIZE if command == "next" else 0
    return [f"SELECT count(*) FROM articles a{where};",
            f"SELECT {COLUMNS} FROM articles a{where} ORDER BY {ORDER_NEWEST} LIMIT {PAGE_SIZE} OFFSET {offset};"]


RUN_TIME = re.compile(r"^Run Time: real ([0-9.]+) user ([0-9.]+) sys ([0-9.]+)$")


def sqlite_timed_session(workdir, db, blocks):
    """Runs labelled blocks of SQL in one sqlite3 process with `.timer on`.

    blocks: (label, statements). Returns the process run; per label, the list of
    (real ms, cpu ms) sums over each occurrence of that label's block; and per label, the
    first line its block printed (a search's count).
    """
    lines = [".bail on", ".mode list", ".timer on"]
    for label, statements in blocks:
        lines.append(f".print @@{label}")
        lines.extend(statements)
    script = workdir / "session.sql"
    script.write_text("\n".join(lines) + "\n")
    result = run(["sqlite3", db], stdin_path=script, cwd=workdir).check("the sqlite3 search session")
    timings, first_lines, current, sums = {}, {}, None, None
    for line in result.stdout.splitlines():
        if line.startswith("@@"):
            current, sums = line[2:], [0.0, 0.0]
            timings.setdefault(current, []).append(sums)
        elif (found := RUN_TIME.match(line)) and current is not None:
            real, user, system = map(float, found.groups())
            sums[0] += real * 1000
            sums[1] += (user + system) * 1000
        elif current is not None:
            first_lines.setdefault(current, line)
    return result, timings, first_lines


def scan_uci():
    """What the UCI file holds, counted here to check the sqlite3 import."""
    rows = quoted = title_bytes = 0
    with gzip.open(UCI, "rb") as handle:
        for line in handle:
            fields = line.rstrip(b"\n").split(b"\t")
            if len(fields) != 8:
                raise BenchError(f"{UCI}: line {rows + 1} has {len(fields)} fields, not 8")
            rows += 1
            quoted += b'"' in fields[1]
            title_bytes += len(fields[1])
    return rows, quoted, title_bytes


def sqlite_reference(workdir, queries):
    ref = {}
    db = workdir / "reference.db"
    os.symlink(UCI, workdir / "uci.tsv.gz")
    os.symlink(HUFFPOST, workdir / "huffpost.jsonl.gz")
    (workdir / "load-uci.sql").write_text(SQL_LOAD_UCI)
    (workdir / "load-huffpost.sql").write_text(SQL_LOAD_HUFFPOST)
    (workdir / "prepare.sql").write_text(SQL_PREPARE)

    print("sqlite3: checking the UCI file ...", flush=True)
    expected = scan_uci()
    print("sqlite3: import UCI (load + FTS5 over title, publisher) ...", flush=True)
    ref["import_uci"] = run(["sqlite3", db], stdin_path=workdir / "load-uci.sql", cwd=workdir).check("sqlite3 UCI import")
    if ref["import_uci"].stderr.strip():
        raise BenchError("sqlite3 .import reported problems:\n" + ref["import_uci"].stderr.strip()[:2000])
    check = run(["sqlite3", db, "SELECT count(*), sum(instr(title, '\"') > 0), sum(length(CAST(title AS BLOB))) "
                                "FROM articles; SELECT count(*) FROM articles_fts WHERE articles_fts MATCH 'reuters';"]
                ).check("the sqlite3 row check")
    got = tuple(int(v) for v in check.stdout.split()[0].split("|"))
    if got != expected or expected[0] != UCI_ROWS:
        raise BenchError(f"sqlite3 import: rows, quoted titles, title bytes = {got}; the file holds {expected}"
                         f" (expected {UCI_ROWS} rows)")
    ref["uci_check"] = got
    print("sqlite3: import HuffPost ...", flush=True)
    ref["import_huffpost"] = run(["sqlite3", db], stdin_path=workdir / "load-huffpost.sql", cwd=workdir
                                 ).check("sqlite3 HuffPost import")
    print("sqlite3: preparing the query database (untimed) ...", flush=True)
    prepared = run(["sqlite3", db], stdin_path=workdir / "prepare.sql", cwd=workdir).check("sqlite3 preparation")
    articles = int(prepared.stdout.split()[-1])
    if articles != CATALOG_ARTICLES:
        raise BenchError(f"sqlite3 reference holds {articles} articles after removing duplicate URLs, "
                         f"not {CATALOG_ARTICLES}")
    ref["articles"] = articles

    print(f"sqlite3: search session (warm-up, then {REPEATS} repetitions of each query), headline pages ...",
          flush=True)
    blocks = [(f"warm {i}", sql_search(fts_query(q), sort)) for i, (_, q, sort) in enumerate(queries)]
    for i, (_, q, sort) in enumerate(queries):
        blocks += [(f"search {i}", sql_search(fts_query(q), sort))] * REPEATS
    for command in HEADLINE_COMMANDS:
        blocks.append((f"warm {command}", sql_headlines(command)))
    for _ in range(ROUNDS):
        blocks += [(command, sql_headlines(command)) for command in HEADLINE_COMMANDS]
    ref["session"], timings, first_lines = sqlite_timed_session(workdir, db, blocks)
    ref["matches"] = [int(first_lines[f"warm {i}"]) for i in range(len(queries))]
    ref["search_real"] = [statistics.mean(t[0] for t in timings[f"search {i}"]) for i in range(len(queries))]
    ref["search_cpu"] = [statistics.mean(t[1] for t in timings[f"search {i}"]) for i in range(len(queries))]
    ref["headlines"] = {c: statistics.mean(t[0] for t in timings[c]) for c in HEADLINE_COMMANDS}
    return ref


# ---------------------------------------------------------------------------------------------
# newsdesk


TIME_LINE = re.compile(r"^Time: ([0-9]+(?:\.[0-9]+)?) ms\b")


def command_times(transcript, commands):
    """Each command's `Time:` line, found after the command's echo (`...> COMMAND`)."""
    times, index, current = [], 0, None
    for line in transcript.splitlines():
        if index < len(commands) and line.rstrip().endswith("> " + commands[index]):
            current, index = index, index + 1
        elif (found := TIME_LINE.match(line.strip())) and current is not None:
            times.append((commands[current], float(found.group(1))))
            current = None
    return times


def check_newsdesk(workdir):
    """Fails in plain words when the binary predates `import` or `timing on`."""
    if not os.access(BINARY, os.X_OK):
        raise BenchError(f"{BINARY} is not an executable: build it with `make release`")
    helped = run([BINARY, "import", "--help"])
    if helped.returncode != 0 or not (re.search(r"USAGE:.*\bimport\b", helped.stdout) or "--format" in helped.stdout):
        raise BenchError(f"{BINARY} has no `import` command (`newsdesk import --help` shows the main help): "
                         "rebuild it from a tree that has `newsdesk import`")
    home = workdir / "probe-home"
    script = workdir / "probe.nd"
    script.write_text("\n".join(SIGNUP + ["timing on", "categories", "quit"]) + "\n")
    probe = run([BINARY, "--home", home, "--script", script])
    if probe.returncode != 0 or not any(TIME_LINE.match(line.strip()) for line in probe.stdout.splitlines()):
        tail = (probe.stderr.strip() or probe.stdout.strip()).splitlines()[-3:]
        raise BenchError(f"{BINARY} does not print `Time: X ms` lines after `timing on` "
                         f"(exit {probe.returncode}): " + " / ".join(tail))


def newsdesk_runs(workdir, queries):
    nd = {}
    home = workdir / "newsdesk-home"
    for key, what, fmt, path in [("import_uci", "import UCI", "uci", UCI),
                                 ("import_huffpost", "import HuffPost", "huffpost", HUFFPOST),
                                 ("reimport_uci", "import UCI again", "uci", UCI)]:
        print(f"newsdesk: {what} ...", flush=True)
        nd[key] = run([BINARY, "--home", home, "import", "--format", fmt, path]).check(f"newsdesk {what}")
        print("  " + "\n  ".join(nd[key].stdout.strip().splitlines()[-4:]), flush=True)

    print("newsdesk: search session (two passes, the second reported) ...", flush=True)
    searches = [f"search {line}" for line, _, _ in queries]
    script = workdir / "search.nd"
    script.write_text("\n".join(SIGNUP + ["timing on"] + searches + searches + ["quit"]) + "\n")
    nd["search_session"] = run([BINARY, "--home", home, "--script", script]).check("the newsdesk search session")
    times = command_times(nd["search_session"].stdout, searches + searches)
    if len(times) != 2 * len(searches):
        raise BenchError(f"newsdesk search session: {len(times)} `Time:` lines for {2 * len(searches)} searches")
    nd["search"] = [t for _, t in times[len(searches):]]

    print(f"newsdesk: headline pages ({ROUNDS} rounds after a warm-up) ...", flush=True)
    commands = HEADLINE_COMMANDS * (ROUNDS + 1)
    script = workdir / "headlines.nd"
    script.write_text("\n".join(["timing on"] + commands + ["quit"]) + "\n")
    nd["headlines_session"] = run([BINARY, "--home", home, "--script", script]).check("the newsdesk headlines session")
    times = command_times(nd["headlines_session"].stdout, commands)
    if len(times) != len(commands):
        raise BenchError(f"newsdesk headlines session: {len(times)} `Time:` lines for {len(commands)} commands")
    measured = times[len(HEADLINE_COMMANDS):]
    nd["headlines"] = {c: p50([t for name, t in measured if name == c]) for c in HEADLINE_COMMANDS}

    print("newsdesk: browse session (bench/browse.txt) ...", flush=True)
    nd["browse"] = run([BINARY, "--home", home, "--keep-going", "--script", BENCH / "browse.txt"])
    nd["browse_errors"] = [line for line in nd["browse"].stderr.splitlines() if ": error: " in line]
    if nd["browse"].returncode != 0 and not nd["browse_errors"]:
        nd["browse"].check("the newsdesk browse session")
    return nd


def in_turn(index, reference, newsdesk):
    """Round `index` of an import measured in rounds: (reference's run, newsdesk's run), the first
    to go alternating from round to round, so a machine that drifts favours neither."""
    if index % 2 == 0:
        ref = reference()
        return ref, newsdesk()
    nd = newsdesk()
    return reference(), nd


def rounds_text(pairs):
    """Rounds as `REF and NEWSDESK (RATIO)`, from (reference seconds, newsdesk seconds) pairs."""
    return "; ".join(f"{secs(r)} and {secs(n)} ({n / r:.2f}x)" for r, n in pairs) + "."


def import_rounds(workdir):
    """Two lists, a pair per round, each importing UCI into an empty database: (sqlite3 seconds,
    newsdesk seconds) of wall time, and the same of CPU time."""
    pairs, cpu = [], []
    for index in range(IMPORT_ROUNDS):
        print(f"import round {index + 1} of {IMPORT_ROUNDS}: sqlite3 and newsdesk, in turn ...", flush=True)
        db, home = workdir / f"round-{index}.db", workdir / f"round-{index}-home"

        def reference():
            return run(["sqlite3", db], stdin_path=workdir / "load-uci.sql", cwd=workdir).check("sqlite3 UCI import")

        def newsdesk():
            return run([BINARY, "--home", home, "import", "--format", "uci", UCI]).check("newsdesk import UCI")

        ref, nd = in_turn(index, reference, newsdesk)
        db.unlink()
        shutil.rmtree(home)
        pairs.append((ref.seconds, nd.seconds))
        cpu.append((ref.cpu_seconds, nd.cpu_seconds))
    return pairs, cpu


# ---------------------------------------------------------------------------------------------
# Scale tier: UCI copied SCALE times (BENCH_SCALE, default 10; 1 skips it)

SCALE = max(1, int(os.environ.get("BENCH_SCALE", "10")))
SCALE_REPEATS = max(1, int(os.environ.get("SCALE_REPEATS", "3")))
SCALE_IMPORT_ROUNDS = max(1, int(os.environ.get("SCALE_IMPORT_ROUNDS", "7")))
SCALE_ID_OFFSET = 1_000_000  # above UCI's largest id (422,937)
SCALE_SEARCH_BAR_MS = 5.0
SCALE_PAGE_BAR_MS = 10.0
SCALE_IMPORT_BAR = 1.5
SCALE_MEMORY_BAR_MB = 150.0
SCALE_FILLED_BAR = 2.0
# Articles added one import at a time into the scaled catalog: UCI's newest, once more.
SCALE_LATER_ROWS = 5_000
SCALE_JOIN_BAR_MS = 1.0

SQL_LOAD_SCALED = """.bail on
CREATE TABLE articles(id INTEGER PRIMARY KEY, title TEXT, url TEXT, publisher TEXT,
                      category TEXT, story TEXT, hostname TEXT, timestamp INTEGER);
.mode ascii
.separator "\\t" "\\n"
.import uci-scaled.tsv articles
CREATE VIRTUAL TABLE articles_fts USING fts5(title, publisher, content='articles', content_rowid='id');
INSERT INTO articles_fts(articles_fts) VALUES('rebuild');
"""

# As SQL_PREPARE, without HuffPost and without removing repeated URLs (the copies' URLs differ;
# UCI's own repeats, a few hundred per copy, stay: untimed, and a rounding error at this size).
SQL_PREPARE_SCALED = SQL_PREPARE.replace(
    "DELETE FROM articles WHERE id NOT IN (SELECT min(id) FROM articles GROUP BY url);\n"
    "INSERT INTO articles_fts(articles_fts) VALUES('rebuild');\n", "")


def write_scaled(path, copies, last=0):
    """UCI copied `copies` times into a plain TSV file: ids offset, each copy's URLs made distinct;
    with `last`, only UCI's `last` newest rows as copy number `copies`.

    Written by a child process: this one forks every measured process, and a child's peak
    resident set starts from its parent's (it is counted before the exec), so this process stays
    small."""
    result = run([sys.executable, __file__, "--write-scaled", path, copies, last]).check("writing the scaled file")
    return int(result.stdout.strip())


def write_scaled_here(path, copies, last=0):
    rows = 0
    with gzip.open(UCI, "rb") as source:
        lines = source.read().splitlines()
    if last:
        lines = lines[-last:]
    with open(path, "wb", buffering=1 << 22) as out:
        for copy in range(copies, copies + 1) if last else range(copies):
            offset = copy * SCALE_ID_OFFSET
            chunk = []
            for line in lines:
                fields = line.split(b"\t")
                if copy:
                    fields[0] = str(int(fields[0]) + offset).encode()
                    fields[2] += (b"&copy=" if b"?" in fields[2] else b"?copy=") + str(copy).encode()
                chunk.append(b"\t".join(fields))
            out.write(b"\n".join(chunk) + b"\n")
            rows += len(chunk)
    return rows


def scale_tier(workdir, queries):
    """UCI ×SCALE: the sqlite3 shell's load + FTS5 build and newsdesk's import of it, into an empty
    database and into a home holding news; the queries and headline pages in a session on each side."""
    sc = {"copies": SCALE}
    scaled = workdir / "uci-scaled.tsv"
    print(f"scale tier: writing UCI x{SCALE} ...", flush=True)
    sc["rows"] = write_scaled(scaled, SCALE)
    (workdir / "load-scaled.sql").write_text(SQL_LOAD_SCALED)
    (workdir / "prepare-scaled.sql").write_text(SQL_PREPARE_SCALED)
    db = workdir / "scaled.db"
    home = workdir / "scaled-home"

    def reference():
        return run(["sqlite3", db], stdin_path=workdir / "load-scaled.sql", cwd=workdir).check("sqlite3 scaled import")

    def newsdesk():
        return run([BINARY, "--home", home, "import", "--format", "uci", scaled]).check("newsdesk scaled import")

    # The last round's database and home stay for the searches below.
    sc["import_rounds"] = []
    for index in range(SCALE_IMPORT_ROUNDS):
        print(f"scale tier: import round {index + 1} of {SCALE_IMPORT_ROUNDS}: sqlite3 load + FTS5 of "
              f"{sc['rows']:,} rows and newsdesk into an empty home, in turn ...", flush=True)
        if db.exists():
            db.unlink()
        if home.exists():
            shutil.rmtree(home)
        ref, nd = in_turn(index, reference, newsdesk)
        sc["import_rounds"].append((ref, nd))
        print(f"  sqlite3 {secs(ref.seconds)}, {mb(ref.peak_mb)}; newsdesk {secs(nd.seconds)}, {mb(nd.peak_mb)} "
              f"({nd.seconds / ref.seconds:.2f}x); " + (nd.stdout.strip().splitlines() or [""])[-1], flush=True)
    sc["import"] = sc["import_rounds"][-1][1]

    print("scale tier: sqlite3 preparation (untimed), then its search session ...", flush=True)
    prepared = run(["sqlite3", db], stdin_path=workdir / "prepare-scaled.sql", cwd=workdir).check(
        "sqlite3 scaled preparation")
    sc["ref_articles"] = int(prepared.stdout.split()[-1])
    blocks = [(f"warm {i}", sql_search(fts_query(q), sort)) for i, (_, q, sort) in enumerate(queries)]
    for i, (_, q, sort) in enumerate(queries):
        blocks += [(f"search {i}", sql_search(fts_query(q), sort))] * SCALE_REPEATS
    for command in HEADLINE_COMMANDS:
        blocks.append((f"warm {command}", sql_headlines(command)))
    for _ in range(ROUNDS):
        blocks += [(command, sql_headlines(command)) for command in HEADLINE_COMMANDS]
    sc["ref_session"], timings, first_lines = sqlite_timed_session(workdir, db, blocks)
    sc["ref_matches"] = [int(first_lines[f"warm {i}"]) for i in range(len(queries))]
    sc["ref_search"] = [statistics.mean(t[0] for t in timings[f"search {i}"]) for i in range(len(queries))]
    sc["ref_headlines"] = {c: statistics.mean(t[0] for t in timings[c]) for c in HEADLINE_COMMANDS}
    db.unlink()

    print("scale tier: newsdesk search session (two passes, the second reported) ...", flush=True)
    searches = [f"search {line}" for line, _, _ in queries]
    script = workdir / "scaled-search.nd"
    script.write_text("\n".join(SIGNUP + ["timing on"] + searches + searches + ["quit"]) + "\n")
    sc["session"] = run([BINARY, "--home", home, "--script", script]).check("the newsdesk scaled search session")
    times = command_times(sc["session"].stdout, searches + searches)
    if len(times) != 2 * len(searches):
        raise BenchError(f"newsdesk scaled search session: {len(times)} `Time:` lines for {2 * len(searches)}")
    sc["search"] = [t for _, t in times[len(searches):]]
    commands = HEADLINE_COMMANDS * (ROUNDS + 1)
    script = workdir / "scaled-headlines.nd"
    script.write_text("\n".join(["timing on"] + commands + ["quit"]) + "\n")
    sc["headlines_session"] = run([BINARY, "--home", home, "--script", script]).check(
        "the newsdesk scaled headlines session")
    times = command_times(sc["headlines_session"].stdout, commands)
    if len(times) != len(commands):
        raise BenchError(f"newsdesk scaled headlines session: {len(times)} `Time:` lines for {len(commands)}")
    measured = times[len(HEADLINE_COMMANDS):]
    sc["headlines"] = {c: p50([t for name, t in measured if name == c]) for c in HEADLINE_COMMANDS}
    sc["browse"] = run([BINARY, "--home", home, "--keep-going", "--script", BENCH / "browse.txt"])
    sc["later"] = later_imports(workdir, home)
    shutil.rmtree(home)

    # A home that holds news, as feeds fill one: HuffPost first, then the same scaled file.
    print("scale tier: newsdesk import into a home holding news (HuffPost) ...", flush=True)
    filled = workdir / "scaled-filled-home"
    run([BINARY, "--home", filled, "import", "--format", "huffpost", HUFFPOST]).check("newsdesk HuffPost import")
    sc["filled_import"] = run([BINARY, "--home", filled, "import", "--format", "uci", scaled]).check(
        "newsdesk scaled import into a home with news")
    print(f"  {secs(sc['filled_import'].seconds)}, {mb(sc['filled_import'].peak_mb)}; "
          + (sc["filled_import"].stdout.strip().splitlines() or [""])[-1], flush=True)
    shutil.rmtree(filled)

    # The same rows compressed, as a user would keep them: a gzip file is one transaction,
    # committed once its trailer checks out, and its size says nothing of its rows.
    print("scale tier: the same rows as .tsv.gz (gzip -1, untimed), newsdesk import into an empty home ...", flush=True)
    packed = workdir / "uci-scaled.tsv.gz"
    run(["sh", "-c", 'gzip -1 -c "$0" > "$1"', scaled, packed]).check("compressing the scaled file")
    scaled.unlink()
    gzip_home = workdir / "scaled-gzip-home"
    sc["gzip_import"] = run([BINARY, "--home", gzip_home, "import", "--format", "uci", packed]).check(
        "newsdesk scaled gzip import")
    print(f"  {secs(sc['gzip_import'].seconds)}, {mb(sc['gzip_import'].peak_mb)}; "
          + (sc["gzip_import"].stdout.strip().splitlines() or [""])[-1], flush=True)
    shutil.rmtree(gzip_home)
    packed.unlink()
    return sc


def later_imports(workdir, home):
    """UCI's newest rows once more, under new addresses, imported into the scaled home as news
    arrives: one article, then the rest. Each joins its story as it is written; the first also
    restores the stories of the window it falls in. Returns the two runs and how many of the
    rest joined a story the catalog held before them."""
    later = workdir / "uci-later.tsv"
    print(f"scale tier: UCI's {SCALE_LATER_ROWS:,} newest rows again, into that home: one, then the rest ...", flush=True)
    write_scaled(later, SCALE, SCALE_LATER_ROWS)
    lines = later.read_bytes().splitlines(keepends=True)
    one, rest = workdir / "uci-later-one.tsv", workdir / "uci-later-rest.tsv"
    one.write_bytes(lines[0])
    rest.write_bytes(b"".join(lines[1:]))
    catalog = home / "catalog.sqlite"
    first = run([BINARY, "--home", home, "import", "--format", "uci", one]).check("newsdesk import of one article")
    before = int(run(["sqlite3", catalog, "SELECT MAX(id) FROM articles"]).check("reading the catalog").stdout)
    others = run([BINARY, "--home", home, "import", "--format", "uci", rest]).check("newsdesk import of the rest")
    counts = run(["sqlite3", "-separator", " ", catalog,
                  f"SELECT COUNT(*), SUM(story_id <= {before}) FROM articles WHERE id > {before}"]).check(
        "reading the catalog").stdout.split()
    for path in (later, one, rest):
        path.unlink()
    added, joined = int(counts[0]), int(counts[1] or 0)
    print(f"  one: {secs(first.seconds)}; {added:,} more: {secs(others.seconds)}, {joined:,} of them in stories "
          "the catalog held", flush=True)
    return {"one": first, "rest": others, "added": added, "joined": joined}


def scale_rows(sc, queries):
    rows = []
    n = f"{sc['rows']:,}"
    rounds, filled = sc["import_rounds"], sc["filled_import"]
    nd_wall, ref_wall = p50([nd.seconds for _, nd in rounds]), p50([ref.seconds for ref, _ in rounds])
    wall_ratio = p50([nd.seconds / ref.seconds for ref, nd in rounds])
    nd_peak, ref_peak = max(nd.peak_mb for _, nd in rounds), max(ref.peak_mb for ref, _ in rounds)
    rows.append((f"import UCI x{sc['copies']}, {n} rows, into an empty home (wall, median of {len(rounds)} rounds in turn)",
                 f"{secs(nd_wall)}, {sc['rows'] / nd_wall:,.0f} rows/s",
                 f"{secs(ref_wall)} (load + FTS5)", f"{wall_ratio:.2f}x (median of the rounds' ratios)",
                 f"<= {SCALE_IMPORT_BAR}x", verdict(wall_ratio <= SCALE_IMPORT_BAR)))
    rows.append(("peak memory, those imports (the largest)", mb(nd_peak), mb(ref_peak), ratio(nd_peak, ref_peak),
                 f"< {SCALE_MEMORY_BAR_MB:g} MB", verdict(nd_peak < SCALE_MEMORY_BAR_MB)))
    rows.append((f"CPU of those imports (user + system, median of {len(rounds)} rounds)",
                 secs(p50([nd.cpu_seconds for _, nd in rounds])), secs(p50([ref.cpu_seconds for ref, _ in rounds])),
                 f"{p50([nd.cpu_seconds / ref.cpu_seconds for ref, nd in rounds]):.2f}x (median of the rounds' ratios)",
                 "", ""))
    rows.append((f"import UCI x{sc['copies']} into a home holding news (HuffPost)", secs(filled.seconds),
                 f"{secs(nd_wall)} (into an empty home, median)", ratio(filled.seconds, nd_wall),
                 f"<= {SCALE_FILLED_BAR}x", verdict(filled.seconds / nd_wall <= SCALE_FILLED_BAR)))
    rows.append(("peak memory, that import", mb(filled.peak_mb), "", "", "", ""))
    packed = sc["gzip_import"]
    rows.append((f"import UCI x{sc['copies']} as `.tsv.gz` (gzip -1) into an empty home (wall)",
                 f"{secs(packed.seconds)}, {sc['rows'] / packed.seconds:,.0f} rows/s",
                 f"{secs(nd_wall)} (the plain file, median)", ratio(packed.seconds, nd_wall), "", ""))
    rows.append(("peak memory, that import", mb(packed.peak_mb), f"{mb(nd_peak)} (the plain file, the largest)",
                 ratio(packed.peak_mb, nd_peak), f"< {SCALE_MEMORY_BAR_MB:g} MB",
                 verdict(packed.peak_mb < SCALE_MEMORY_BAR_MB)))
    nd_p50, ref_p50 = p50(sc["search"]), p50(sc["ref_search"])
    nd_p99, ref_p99 = p99(sc["search"]), p99(sc["ref_search"])
    rows.append((f"search p50, {len(queries)} queries", ms(nd_p50), ms(ref_p50), ratio(nd_p50, ref_p50),
                 f"<= {SCALE_SEARCH_BAR_MS:g} ms", verdict(nd_p50 <= SCALE_SEARCH_BAR_MS)))
    rows.append((f"search p99 (= slowest of {len(queries)})", ms(nd_p99), ms(ref_p99), ratio(nd_p99, ref_p99),
                 "<= the shell's", verdict(nd_p99 <= ref_p99)))
    for command in HEADLINE_COMMANDS:
        mine, theirs = sc["headlines"][command], sc["ref_headlines"][command]
        rows.append((f"page of headlines: `{command}`", ms(mine), ms(theirs), ratio(mine, theirs),
                     f"<= {SCALE_PAGE_BAR_MS:g} ms", verdict(mine <= SCALE_PAGE_BAR_MS)))
    later = sc["later"]
    # Both processes open the catalog and restore the window's stories; the difference is the articles'.
    per_article = (later["rest"].seconds - later["one"].seconds) / max(later["added"] - 1, 1) * 1000
    rows.append((f"import of 1 article into it, then {later['added']:,} (UCI's newest again, new addresses): "
                 "wall per article past the first", f"{ms(per_article)}",
                 f"{secs(later['one'].seconds)} (the one), {secs(later['rest'].seconds)} (the rest)", "",
                 f"<= {SCALE_JOIN_BAR_MS:g} ms", verdict(per_article <= SCALE_JOIN_BAR_MS)))
    rows.append(("peak memory, importing the rest", mb(later["rest"].peak_mb), "", "", "", ""))
    rows.append(("peak memory, browse session (bench/browse.txt)", mb(sc["browse"].peak_mb),
                 f"{mb(sc['ref_session'].peak_mb)} (its search session)", "", "", ""))
    rows.append(("peak memory, search session", mb(sc["session"].peak_mb), mb(sc["ref_session"].peak_mb),
                 ratio(sc["session"].peak_mb, sc["ref_session"].peak_mb), "", ""))
    return rows


def scale_per_query(sc, queries):
    lines = ["| search | newsdesk | sqlite3 shell | ratio | sqlite3 matches |", "|---|---|---|---|---|"]
    for i, (line, _, _) in enumerate(queries):
        lines.append(f"| `{line}` | {ms(sc['search'][i])} | {ms(sc['ref_search'][i])} "
                     f"| {ratio(sc['search'][i], sc['ref_search'][i])} | {sc['ref_matches'][i]:,} |")
    return "\n".join(lines)


def scale_report(sc, queries):
    return [
        f"## Scale tier: UCI x{sc['copies']} ({sc['rows']:,} rows)", "",
        f"The UCI file copied {sc['copies']} times into the run's temporary directory (each copy's ids offset "
        f"by {SCALE_ID_OFFSET:,}, its URLs made distinct with a `?copy=N` suffix; a plain TSV file), loaded by "
        f"the sqlite3 shell (`.import` + FTS5 `rebuild`, one process) and imported by newsdesk into an empty "
        f"home, the two in turn {len(sc['import_rounds'])} times, then into a home already holding HuffPost's 9,999 articles (as feeds fill one), and the same "
        f"rows compressed (`gzip -1`, untimed) into an empty home: one transaction, committed once the gzip "
        f"trailer checks out. Searches: "
        f"the same {len(queries)} queries, newsdesk's second pass in one session; the shell {SCALE_REPEATS} "
        f"repetitions after a warm-up, over the same rows with UCI's repeated URLs kept "
        f"({sc['ref_articles']:,}). Headline pages as above.", "",
        table(scale_rows(sc, queries)), "",
        "- Import rounds (sqlite3 and newsdesk in turn, the first to go alternating), wall: "
        + rounds_text([(ref.seconds, nd.seconds) for ref, nd in sc["import_rounds"]]),
        "- Their CPU (user + system): " + rounds_text([(ref.cpu_seconds, nd.cpu_seconds) for ref, nd in sc["import_rounds"]]),
        "- newsdesk import summaries (last line): empty home `{}`; home with news `{}`; `.tsv.gz` `{}`.".format(
            *[(sc[k].stdout.strip().splitlines() or [""])[-1] for k in ("import", "filled_import", "gzip_import")]),
        f"- Articles added later: UCI's {SCALE_LATER_ROWS:,} newest rows once more (ids and addresses as one more "
        "copy would have them), imported into the scaled home after its searches as news arrives, "
        f"one article and then {sc['later']['added']:,}: each joins its story as it is written, and {sc['later']['joined']:,} "
        "of them joined a story the catalog held before them. Each import is a whole process (open, the window's "
        "stories restored, the rows, statistics); the difference of the two is the articles'.", "",
        "### Each search at scale (second pass)", "", scale_per_query(sc, queries), "",
    ]



# ---------------------------------------------------------------------------------------------
# Start-up (bench/startup.py, run as it is)

STARTUP_ROW = re.compile(r"^\|\s*(.+?)\s*\|\s*([0-9.]+)\s*\|\s*([0-9.]+)\s*\|\s*([0-9.]+)x\s*\|$")


def startup():
    result = run([sys.executable, BENCH / "startup.py", BINARY]).check("bench/startup.py")
    print(result.stdout, end="", flush=True)
    rows = {m.group(1): (float(m.group(2)), float(m.group(3)))
            for m in map(STARTUP_ROW.match, result.stdout.splitlines()) if m}
    return result.stdout.strip(), rows


# ---------------------------------------------------------------------------------------------
# Report


def machine_facts():
    def output(argv):
        try:
            return subprocess.run(argv, capture_output=True, text=True, cwd=ROOT).stdout.strip()
        except OSError:
            return "n/a"
    cpu = "n/a"
    try:
        cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo")
                    if line.startswith("model name")), "n/a")
    except OSError:
        pass
    dirty = " (uncommitted changes)" if output(["git", "status", "--porcelain", "--untracked-files=no"]) else ""
    return [
        ("date", datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")),
        ("nproc", str(len(os.sched_getaffinity(0)))),
        ("cpu", cpu),
        ("load average at start", " ".join(f"{v:.2f}" for v in os.getloadavg())),
        ("kernel", platform.release()),
        ("sqlite3", output(["sqlite3", "--version"]).split(" ")[0] or "n/a"),
        ("python", platform.python_version()),
        ("newsdesk", f"{output([BINARY, '--version'])}, commit {output(['git', 'rev-parse', '--short', 'HEAD'])}{dirty}"),
    ]


def verdict(ok):
    return "pass" if ok else "FAIL"


def catalog_rows(ref, nd, queries):
    get = (lambda key: nd.get(key)) if nd else (lambda key: None)
    rows = []
    nd_uci, nd_hp, nd_again = get("import_uci"), get("import_huffpost"), get("reimport_uci")
    r_uci, r_hp = ref["import_uci"], ref["import_huffpost"]
    pairs = get("rounds")
    if pairs:
        nd_median, ref_median = p50([n for _, n in pairs]), p50([r for r, _ in pairs])
        uci_ratio = p50([n / r for r, n in pairs])
        rows.append((f"import UCI, 422,637 rows (wall, median of {len(pairs)} rounds in turn)",
                     f"{secs(nd_median)}, {UCI_ROWS / nd_median:,.0f} rows/s",
                     f"{secs(ref_median)}, {UCI_ROWS / ref_median:,.0f} rows/s",
                     f"{uci_ratio:.2f}x (median of the rounds' ratios)", f"<= {IMPORT_BAR}x", verdict(uci_ratio <= IMPORT_BAR)))
        cpu = get("round_cpu")
        if cpu:
            # The work done, apart from how it is spread over the cores.
            rows.append((f"CPU of those imports (user + system, median of {len(cpu)} rounds)",
                         secs(p50([n for _, n in cpu])), secs(p50([r for r, _ in cpu])),
                         f"{p50([n / r for r, n in cpu]):.2f}x (median of the rounds' ratios)", "", ""))
    else:
        rows.append(("import UCI, 422,637 rows (wall)", "n/a", f"{secs(r_uci.seconds)}", "", f"<= {IMPORT_BAR}x", ""))
    rows.append(("import UCI into the home searched below (one run each)",
                 f"{secs(nd_uci.seconds)}" if nd_uci else "n/a", f"{secs(r_uci.seconds)}",
                 ratio(nd_uci and nd_uci.seconds, r_uci.seconds), "", ""))
    rows.append(("import HuffPost, 9,999 rows, same home",
                 f"{secs(nd_hp.seconds)}, {HUFFPOST_ROWS / nd_hp.seconds:,.0f} rows/s" if nd_hp else "n/a",
                 f"{secs(r_hp.seconds)}, {HUFFPOST_ROWS / r_hp.seconds:,.0f} rows/s",
                 ratio(nd_hp and nd_hp.seconds, r_hp.seconds), "", ""))
    rows.append(("import UCI again (adds nothing)", secs(nd_again and nd_again.seconds), "", "", "", ""))

    nd_search = get("search")
    n = len(queries)
    nd_p50 = p50(nd_search) if nd_search else None
    rows.append((f"search p50, {n} queries", ms(nd_p50), ms(p50(ref["search_real"])),
                 ratio(nd_p50, p50(ref["search_real"])), f"<= {SEARCH_BAR_MS:g} ms",
                 verdict(nd_p50 <= SEARCH_BAR_MS) if nd_p50 is not None else ""))
    rows.append((f"search p99 (= slowest of {n})", ms(p99(nd_search) if nd_search else None),
                 ms(p99(ref["search_real"])), ratio(p99(nd_search) if nd_search else None, p99(ref["search_real"])),
                 "", ""))
    headlines = get("headlines")
    for command in HEADLINE_COMMANDS:
        mine = headlines[command] if headlines else None
        rows.append((f"page of headlines: `{command}`", ms(mine), ms(ref["headlines"][command]),
                     ratio(mine, ref["headlines"][command]), "", ""))

    browse = get("browse")
    rows.append(("peak memory, browse session (bench/browse.txt)", mb(browse and browse.peak_mb),
                 f"{mb(ref['session'].peak_mb)} (its search session)", ratio(browse and browse.peak_mb,
                                                                            ref["session"].peak_mb),
                 f"< {MEMORY_BAR_MB:g} MB", verdict(browse.peak_mb < MEMORY_BAR_MB) if browse else ""))
    session = get("search_session")
    rows.append(("peak memory, search session", mb(session and session.peak_mb), mb(ref["session"].peak_mb),
                 ratio(session and session.peak_mb, ref["session"].peak_mb), "", ""))
    rows.append(("peak memory, import UCI", mb(nd_uci and nd_uci.peak_mb), mb(r_uci.peak_mb),
                 ratio(nd_uci and nd_uci.peak_mb, r_uci.peak_mb), "", ""))
    return rows


def table(rows):
    header = ("measure", "newsdesk", "sqlite3 shell (reference)", "ratio", "bar", "verdict")
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(["---"] * len(header)) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def per_query(ref, nd, queries):
    """One line per search: both latencies and how many articles sqlite3 found."""
    lines = ["| search | newsdesk | sqlite3 shell | ratio | sqlite3 CPU | sqlite3 matches |",
             "|---|---|---|---|---|---|"]
    for i, (line, _, _) in enumerate(queries):
        mine = nd["search"][i] if nd else None
        lines.append(f"| `{line}` | {ms(mine)} | {ms(ref['search_real'][i])} | {ratio(mine, ref['search_real'][i])} "
                     f"| {ms(ref['search_cpu'][i])} | {ref['matches'][i]:,} |")
    return "\n".join(lines)


def startup_row(rows):
    signed_in = next((v for k, v in rows.items() if "signed in" in k), None)
    python_cmd = next((v for k, v in rows.items() if k.startswith("python3")), None)
    if not signed_in or not python_cmd:
        return None
    return ("start-up, signed in, median (bench/startup.py)", ms(signed_in[0]),
            f"{ms(python_cmd[0])} (python3 cmd shell)", ratio(signed_in[0], python_cmd[0]), "", "")


def notes(ref, nd, queries):
    slow_nd = max(zip(nd["search"], queries))[1][0] if nd else None
    slow_ref = max(zip(ref["search_real"], queries))[1][0]
    lines = [
        f"- Wall clock of whole processes for imports; `gzip -dc` runs inside the timed sqlite3 process "
        f"(`.import '|gzip -dc FILE'`), as newsdesk reads `.gz` itself. The sqlite3 reference loads "
        f"{ref['uci_check'][0]:,} UCI rows with `.mode ascii` and tab/newline separators (quotes are "
        f"ordinary: {ref['uci_check'][1]:,} titles keep theirs, title bytes match the file), then builds "
        f"FTS5 over title and publisher. newsdesk's index covers title, description, content and source.",
        f"- Searches: bench/queries.txt, {len(queries)} queries, run twice in one newsdesk session after "
        f"`timing on`; the second pass is reported (newsdesk's own `Time:` line: reading the command to "
        f"the end of its rendered output). The sqlite3 shell runs the same FTS5 queries (newsdesk's "
        f"translation) over the same {ref['articles']:,} articles in one process: a count plus the first "
        f"page of {PAGE_SIZE} in the order asked for; a warm-up pass, then each query {REPEATS} times, "
        f"the mean of `.timer`'s real time (a millisecond clock, so the mean is what gives sub-millisecond "
        f"values). Its user+sys CPU: p50 {ms(p50(ref['search_cpu']))}, p99 {ms(p99(ref['search_cpu']))}.",
        f"- Slowest search: newsdesk `{slow_nd}`; sqlite3 `{slow_ref}`." if nd else
        f"- Slowest search: sqlite3 `{slow_ref}`.",
        f"- Headline pages: {ROUNDS} rounds of `headlines`, `headlines business`, `next` after a warm-up "
        f"round; newsdesk median, sqlite3 mean (count + a page of {PAGE_SIZE} newest, indexed on date and "
        f"category, no country filter).",
        "- Peak memory: maximum resident set of the process (wait4 rusage), MB = 10^6 bytes.",
    ]
    if nd and nd.get("rounds"):
        lines.append("- Import rounds (UCI into an empty database, sqlite3 and newsdesk in turn, the first "
                     "to go alternating): " + rounds_text(nd["rounds"]))
        if nd.get("round_cpu"):
            lines.append("- Their CPU (user + system), sqlite3 and newsdesk: " + rounds_text(nd["round_cpu"]))
    if nd:
        lines.append("- newsdesk import summaries (last line): UCI `{}`; HuffPost `{}`; UCI again `{}`.".format(
            *[(nd[k].stdout.strip().splitlines() or [""])[-1] for k in ("import_uci", "import_huffpost", "reimport_uci")]))
        if nd["browse_errors"]:
            lines.append(f"- The browse session had {len(nd['browse_errors'])} failing command(s) "
                         f"(`--keep-going`): " + "; ".join(nd["browse_errors"][:5]))
    return lines


def main():
    if not os.access(BINARY, os.X_OK):
        raise BenchError(f"{BINARY} is not an executable: build it with `make release`")
    facts = machine_facts()
    print("machine: " + "; ".join(f"{k} {v}" for k, v in facts), flush=True)
    startup_text, startup_rows = startup()
    if not (UCI.is_file() and HUFFPOST.is_file()):
        print(f"\nskipped: {os.path.relpath(DATA, ROOT)} not found (catalog benchmark needs {UCI.name} and "
              f"{HUFFPOST.name}); only start-up ran. {os.path.relpath(RESULTS, ROOT)} is left as it was.")
        return 0
    if shutil.which("sqlite3") is None:
        raise BenchError("the sqlite3 shell is not installed (apt-get install sqlite3); it is the reference")
    queries = load_queries()
    workdir = Path(tempfile.mkdtemp(prefix="newsdesk-bench-"))
    nd, sc, failure = None, None, None
    try:
        if ONLY_SCALE:
            check_newsdesk(workdir)
            sc = scale_tier(workdir, queries)
            report = scale_report(sc, queries)
            print("\n" + "\n".join(report))
            print(f"BENCH_ONLY_SCALE: {os.path.relpath(RESULTS, ROOT)} left as it was.")
            return 0
        ref = sqlite_reference(workdir, queries)
        try:
            check_newsdesk(workdir)
            nd = newsdesk_runs(workdir, queries)
            nd["rounds"], nd["round_cpu"] = import_rounds(workdir)
            if SCALE > 1:
                sc = scale_tier(workdir, queries)
        except BenchError as error:
            failure = error
    finally:
        if KEEP:
            print(f"kept {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)

    rows = catalog_rows(ref, nd, queries)
    extra = startup_row(startup_rows)
    if extra:
        rows.append(extra)
    report = "\n".join([
        "# newsdesk benchmark (`make bench`)", "",
        "Written by bench/catalog.py; every ratio is newsdesk / reference, measured in the same run. "
        "Bars are goals, never a failing `make bench`.", "",
        table(rows), "",
        *notes(ref, nd, queries), "",
        "## Each search (second pass)", "", per_query(ref, nd, queries), "",
        *(scale_report(sc, queries) if sc else []),
        "## Start-up", "", "```text", startup_text, "```", "",
        "## Machine", "",
        *[f"- {k}: {v}" for k, v in facts], "",
    ])
    print("\n" + per_query(ref, nd, queries) + "\n")
    print(table(rows) + "\n")
    print("\n".join(notes(ref, nd, queries)))
    if failure:
        raise BenchError(f"newsdesk part not measured, {os.path.relpath(RESULTS, ROOT)} not written: {failure}")
    RESULTS.write_text(report)
    print(f"\nwritten: {os.path.relpath(RESULTS, ROOT)}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "--write-scaled":
        print(write_scaled_here(sys.argv[2], int(sys.argv[3]), int(sys.argv[4])))
        sys.exit(0)
    try:
        sys.exit(main())
    except BenchError as error:
        print(f"bench: error: {error}", file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        sys.exit(130)
