# Same seed, same game on every platform: runs the cross-built ochos-sim (through EMULATOR, i.e.
# Wine) and the native build's NATIVE with the same ARGS and fails unless both print exactly the
# same. Called by ctest as `cmake -D... -P compare_native.cmake` (tests/sim/CMakeLists.txt).
cmake_minimum_required(VERSION 3.21)

execute_process(COMMAND ${EMULATOR} "${SIM}" ${ARGS}
                RESULT_VARIABLE cross_code OUTPUT_VARIABLE cross_out ERROR_VARIABLE cross_err
                TIMEOUT 600)
execute_process(COMMAND "${NATIVE}" ${ARGS}
                RESULT_VARIABLE native_code OUTPUT_VARIABLE native_out ERROR_VARIABLE native_err
                TIMEOUT 600)
# Text mode on Windows writes CRLF; the content is what must match.
string(REPLACE "\r\n" "\n" cross_out "${cross_out}")

if(NOT cross_code STREQUAL native_code)
  message(FATAL_ERROR "exit codes differ: ${cross_code} (cross) against ${native_code} (native)\n"
                      "cross stderr:\n${cross_err}\nnative stderr:\n${native_err}")
endif()
if(NOT native_code EQUAL 0)
  message(FATAL_ERROR "the native run failed (${native_code}): nothing to compare\n${native_err}")
endif()
if(NOT cross_out STREQUAL native_out)
  file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/cross.out "${cross_out}")
  file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/native.out "${native_out}")
  message(FATAL_ERROR "the outputs differ (kept in ${CMAKE_CURRENT_BINARY_DIR}/cross.out and "
                      "native.out)\n--- cross:\n${cross_out}\n--- native:\n${native_out}")
endif()
string(LENGTH "${native_out}" length)
message(STATUS "identical output (${length} bytes), exit code ${native_code}")
