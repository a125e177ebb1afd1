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

# Libraries and programs compile in unity batches of up to eight sources: on two cores that
# halves a clean build of the game (docs/architecture.md, "Build time"). Each batch still sees
# only its own sources' anonymous namespaces, so two files may not define the same internal
# name. OCHOS_UNITY_BUILD=OFF compiles file by file, for a quicker rebuild after editing one.
option(OCHOS_UNITY_BUILD "Compile the libraries in batches of sources" ON)
function(ochos_unity_build target)
  if(OCHOS_UNITY_BUILD)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 8)
  endif()
endfunction()

# Sources that include platform headers (windows.h defines macros such as min, max and ERROR)
# compile on their own, so those macros cannot reach the rest of a batch.
function(ochos_compile_alone)
  set_source_files_properties(${ARGN} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
endfunction()
