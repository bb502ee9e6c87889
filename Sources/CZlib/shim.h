#ifndef NEWSDESK_CZLIB_SHIM_H
#define NEWSDESK_CZLIB_SHIM_H

#include <zlib.h>

/// inflateInit2 is a macro Swift cannot call; this inline function passes the version and size it needs.
static inline int newsdesk_inflate_init(z_stream *stream, int window_bits) {
    return inflateInit2(stream, window_bits);
}

#endif
