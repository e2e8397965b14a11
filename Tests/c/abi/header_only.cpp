/*
 * The public header compiled as C++ (see CMakeLists.txt for the standard and warnings): it must be
 * clean and give the declarations C linkage.
 */
#include "refreshkit.h"
#include "refreshkit.h"

#include <type_traits>

static_assert(std::is_standard_layout<rk_api>::value, "rk_api is a plain C struct");
static_assert(std::is_trivially_copyable<rk_signal_desc>::value, "rk_signal_desc is a plain C struct");
static_assert(std::is_same<decltype(&rk_context_create), rk_status (*)(rk_context **)>::value,
              "rk_context_create keeps its C signature in C++");

extern "C" int rk_header_only_cxx_unit();
extern "C" int rk_header_only_cxx_unit() {
    const rk_api *api = nullptr;
    return rk_get_api(RK_ABI_MAJOR, &api) == RK_OK ? 0 : 1;
}
