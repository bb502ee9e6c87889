// libxml2's SAX2 push parsers for XML and HTML, and its table of HTML entities.
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, whose headers clash with the ICU inside Foundation. Only the
// layout of xmlCharEncodingHandler depends on it, and Swift only ever holds a pointer to one.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/HTMLparser.h>
#include <libxml/encoding.h>
#include <libxml/xmlerror.h>
