#!/usr/bin/env python3
"""Writes a directory of hostile documents for `make asan`: feeds, OPML and pages that name
encodings libxml2 cannot decode, carry bytes their encoding lacks, end early, nest deep, declare
entities, mix encodings and carry control bytes. Each is written here, never fetched.

    python3 bench/hostile_feeds.py DIR
"""
import os
import sys

DOCUMENTS = {
    "enc-unknown.xml": '<?xml version="1.0" encoding="x-no-such-charset"?><rss><channel><title>t</title>'
                       '<item><title>a</title></item></channel></rss>',
    "enc-user-defined.xml": '<?xml version="1.0" encoding="x-user-defined"?><rss><channel><title>t</title></channel></rss>',
    "enc-c99.xml": b'<?xml version="1.0" encoding="C99"?><rss><channel><title>t\xe9</title></channel></rss>',
    "latin1-undeclared.xml": b'<rss><channel><title>caf\xe9 \x93q\x94</title><item><title>&#146;&#X41;</title>'
                             b'<description>&lt;p&gt;x&lt;/p&gt;</description></item></channel></rss>',
    "cut-short.xml": "<rss><channel><item><title>Truncated",
    "deep.xml": "<rss>" + "<x>" * 5000 + "</rss>",
    "laughs.xml": '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]>'
                  '<rss><channel><title>&b;</title></channel></rss>',
    "external-entity.xml": '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
                           '<rss><channel><title>&x;</title></channel></rss>',
    "opml-unknown-encoding.opml": '<?xml version="1.0" encoding="x-bogus"?><opml><body>'
                                  '<outline xmlUrl="https://a.example/"/></body></opml>',
    "opml-folders.opml": '<opml><body><outline text="Sports, Football"><outline type="rss" xmlUrl="https://a.example/"/>'
                         '<outline type="link" url="https://b.example/"/></outline></body></opml>',
    "page.html": '<html><head><meta charset="x-bogus"><link rel="alternate" type="application/rss+xml" href="/f">'
                 '</head><body>' + "<div>" * 3000 + '<table><tr><td>a<td>b</table><pre>x</pre>'
                 '<iframe src="https://v.example/"></iframe></body></html>',
    "atom.xml": '<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><entry><title type="html">Vec&lt;T&gt;</title>'
                '<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>x<br/>y</p><table><tr><th>h</th></tr>'
                '<tr><td>c</td></tr></table></div></content></entry><entry><content mode="base64">PHA+aGk8L3A+</content>'
                '</entry></feed>',
    "json-feed.json": '{"version":"https://jsonfeed.org/version/1.1","title":"j","items":[{"id":"1","title":"&amp;",'
                      '"content_html":"<video src=x></video>","attachments":[{"url":"https://a.example/a.mp3",'
                      '"mime_type":"audio/mpeg","size_in_bytes":"x"}]}]}',
    # Bytes the named encoding has no character for (Greek's 0xAE, 0xD2, 0xFF; Shift_JIS's 0x85 lead, a
    # lead byte cut by the end): one U+FFFD each, the rest of the document read.
    "greek-foreign-bytes.xml": b'<?xml version="1.0" encoding="iso-8859-7"?><rss><channel><title>\xca\xe1\xae</title>'
                               b'<item><title>\xff\xd2</title></item><item><title>after</title></item></channel></rss>',
    "sjis-broken-pairs.xml": b'<?xml version="1.0" encoding="shift_jis"?><rss><channel><title>\x93\xfa\x85 \x93</title>'
                             b'<item><title>\x96</title></item></channel></rss>\x93',
    "opml-foreign-bytes.opml": b'<?xml version="1.0" encoding="iso-8859-7"?><opml><body>'
                               b'<outline text="\xae\xca" xmlUrl="https://a.example/"/></body></opml>',
    "utf16.xml": "\ufeff<rss><channel><title>u</title></channel></rss>".encode("utf-16-le"),
    "garbage.bin": bytes(range(256)) * 50,
    "mixed-bytes.xml": b'<rss><channel><title>ok \xc3\xa9 bad \xe9 \xff\xfe</title><item><title>a\x01b\x1b[31m</title>'
                       b'<link>javascript:alert(1)</link></item></channel></rss>',
}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: hostile_feeds.py DIR")
    os.makedirs(sys.argv[1], exist_ok=True)
    for name, body in DOCUMENTS.items():
        with open(os.path.join(sys.argv[1], name), "wb") as file:
            file.write(body if isinstance(body, bytes) else body.encode())


if __name__ == "__main__":
    main()
