# Compiles a file that includes HEADER with the include folders INCLUDES (a part's), and checks
# that the header is missing there (EXPECT=missing) or that it compiles (EXPECT=found).
cmake_minimum_required(VERSION 3.21)
file(WRITE ${PROBE} "#include \"${HEADER}\"\n")
set(flags)
foreach(dir IN LISTS INCLUDES)
  list(APPEND flags "-I${dir}")
endforeach()
execute_process(COMMAND ${COMPILER} -std=c++20 -fsyntax-only ${flags} ${PROBE}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE out)
string(REGEX MATCH "${HEADER}[':]* (No such file|file not found)" not_found "${out}")
if(EXPECT STREQUAL "missing")
  if(code EQUAL 0 OR NOT not_found)
    message(FATAL_ERROR "#include \"${HEADER}\" should not be found from here, but:\n${out}")
  endif()
  message(STATUS "${HEADER}: not found from here, as it should be")
elseif(NOT code EQUAL 0)
  message(FATAL_ERROR "#include \"${HEADER}\" should compile from here:\n${out}")
endif()
