# Warnings for the project's own targets; OCHOS_WARNINGS_AS_ERRORS turns them into errors (CI).
function(ochos_set_warnings target)
  if(MSVC)
    target_compile_options(${target} PRIVATE /W4 /permissive-)
    if(OCHOS_WARNINGS_AS_ERRORS)
      target_compile_options(${target} PRIVATE /WX)
    endif()
  else()
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                           -Wno-sign-conversion)
    if(OCHOS_WARNINGS_AS_ERRORS)
      target_compile_options(${target} PRIVATE -Werror)
    endif()
    # GCC 12 reports impossible overlaps, sizes and bounds inside std::string's own code at -O2
    # and above (GCC bugs 105329, 105651), wherever inlining happens to expose it, e.g. in
    # `"#" + std::to_string(n)`. GCC 13 fixed them, and there the warnings stay on.
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
      target_compile_options(${target} PRIVATE -Wno-restrict -Wno-stringop-overflow
                             -Wno-array-bounds)
    endif()
    # Under sanitizer instrumentation GCC's flow analysis flags std::regex and std::function
    # internals as maybe-uninitialized; the sanitizers themselves check the real thing.
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_FLAGS MATCHES "-fsanitize")
      target_compile_options(${target} PRIVATE -Wno-maybe-uninitialized)
    endif()
  endif()
endfunction()
