#ifndef NEWSDESK_CMALLOC_SHIM_H
#define NEWSDESK_CMALLOC_SHIM_H

#include <stdlib.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

/// Gives every malloc arena's wholly free pages back to the system (glibc's malloc_trim(0)), which
/// Swift's Glibc module does not declare. Returns 1 when memory was released, 0 when none was or the
/// C library is not glibc.
static inline int newsdesk_release_free_heap(void) {
#ifdef __GLIBC__
    return malloc_trim(0);
#else
    return 0;
#endif
}

#endif
