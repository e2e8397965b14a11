/* Brings libffi's header into Swift as the CLibFFI module. */
#include <ffi.h>
