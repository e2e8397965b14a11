/*
 * Built only by the ctest example_deprecated_calls_rejected, which passes when this file does NOT
 * compile: it calls a deprecated function under the flags every C example gets from
 * Examples/CMakeLists.txt (RK_WARN_DEPRECATED, -Werror=deprecated-declarations).
 */
#include "refreshkit.h"

rk_status rk_examples_deprecated_probe(rk_footer *footer);

rk_status rk_examples_deprecated_probe(rk_footer *footer) {
    return rk_footer_set_title(footer, RK_FOOTER_IDLE, "Pull up");
}
