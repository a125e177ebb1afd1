# What keeps a from-scratch build (and so CI) short on a 2-core machine.
#
# Test executables build fast: GoogleTest precompiled once per target, and the tests' own code at
# -O1 in optimized builds. The code under test lives in the libraries and keeps the build's full
# optimisation, so the tests still exercise what ships; -O3 on test bodies (thousands of
# assertion macros) only doubled the suite's compile time.
function(ochos_test_executable target)
  ochos_set_warnings(${target})
  target_precompile_headers(${target} PRIVATE <gtest/gtest.h>)
  if(NOT MSVC)
    target_compile_options(${target} PRIVATE $<$<CONFIG:Release,RelWithDebInfo,MinSizeRel>:-O1>)
  endif()
endfunction()

# nlohmann/json is the slowest header the libraries include: parse it once per target.
function(ochos_precompile_json target)
  target_precompile_headers(${target} PRIVATE <nlohmann/json.hpp>)
endfunction()
