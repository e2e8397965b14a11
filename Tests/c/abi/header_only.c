/*
 * Compiles the public header on its own (first include, nothing defined before it), twice (the
 * include guard), as the C standard this object library is built with. Part of test_header_drift:
 * the build fails if the header is not clean under -Wall -Wextra -Werror -pedantic.
 */
#include "refreshkit.h"
#include "refreshkit.h"

/* Something of our own, so the unit is never empty whatever the header holds. */
int rk_header_only_c_unit(void);
int rk_header_only_c_unit(void) { return (int)sizeof(rk_api) + RK_OK; }
