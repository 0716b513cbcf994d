# pbrain-wuzi, the Gomocup brain. Included by tools/CMakeLists.txt.

# The brain's state pieces that the unit tests and the fuzzer link too.
add_library(wuzi_brain STATIC
  brain/analysis.cpp
  brain/board_setup.cpp
  brain/brain.cpp
  brain/brain_search.cpp
  brain/brain_settings.cpp
  brain/input_events.cpp
  brain/output.cpp
  brain/search_message.cpp
  brain/yixin.cpp
)
target_include_directories(wuzi_brain PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/brain)
target_link_libraries(wuzi_brain PUBLIC wuzi_protocol wuzi_engine wuzi_platform
                      PRIVATE wuzi_version)

# The opening book built into the brain (empty: none).
set(WUZI_BRAIN_BOOK "${PROJECT_SOURCE_DIR}/assets/book/freestyle15.wbk" CACHE FILEPATH
    "Opening book built into pbrain-wuzi (empty for none)")
set(_book_depends ${CMAKE_CURRENT_SOURCE_DIR}/brain/embed_book.cmake)
if(WUZI_BRAIN_BOOK AND EXISTS "${WUZI_BRAIN_BOOK}")
  list(APPEND _book_depends "${WUZI_BRAIN_BOOK}")
endif()
add_custom_command(
  OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/builtin_book.cpp
  COMMAND ${CMAKE_COMMAND} -DINPUT=${WUZI_BRAIN_BOOK}
          -DOUTPUT=${CMAKE_CURRENT_BINARY_DIR}/builtin_book.cpp
          -P ${CMAKE_CURRENT_SOURCE_DIR}/brain/embed_book.cmake
  DEPENDS ${_book_depends}
  COMMENT "Embedding the opening book into pbrain-wuzi"
  VERBATIM)

add_executable(pbrain-wuzi
  ${CMAKE_CURRENT_BINARY_DIR}/builtin_book.cpp
  brain/main.cpp
)
target_link_libraries(pbrain-wuzi PRIVATE wuzi_brain wuzi_version)
set_target_properties(pbrain-wuzi PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
install(TARGETS pbrain-wuzi RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# A libFuzzer target for the protocol parser, line splitter and position
# setup (clang only):
# cmake -DCMAKE_CXX_COMPILER=clang++ -DWUZI_FUZZ=ON ...; ./fuzz_protocol -max_total_time=60
option(WUZI_FUZZ "Build the libFuzzer target fuzz_protocol (needs clang)" OFF)
if(WUZI_FUZZ)
  # Coverage-instrument the parser libraries too, so the fuzzer sees their branches.
  target_compile_options(wuzi_protocol PRIVATE -fsanitize=fuzzer-no-link,address,undefined)
  target_compile_options(wuzi_brain PRIVATE -fsanitize=fuzzer-no-link,address,undefined)
  add_executable(fuzz_protocol brain/fuzz_protocol.cpp)
  target_compile_options(fuzz_protocol PRIVATE -fsanitize=fuzzer,address,undefined)
  target_link_options(fuzz_protocol PRIVATE -fsanitize=fuzzer,address,undefined)
  target_link_libraries(fuzz_protocol PRIVATE wuzi_brain)
endif()
