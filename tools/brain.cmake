# pbrain-wuzi, the Gomocup brain. Included by tools/CMakeLists.txt.

# The brain's state pieces that the unit tests and the fuzzer link too.
add_library(wuzi_brain STATIC
  brain/board_setup.cpp
  brain/brain_settings.cpp
  brain/output.cpp
  brain/search_message.cpp
)
target_include_directories(wuzi_brain PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/brain)
target_link_libraries(wuzi_brain PUBLIC wuzi_protocol wuzi_engine)

add_executable(pbrain-wuzi
  brain/brain.cpp
  brain/brain_search.cpp
  brain/main.cpp
)
target_compile_definitions(pbrain-wuzi PRIVATE WUZI_VERSION="${PROJECT_VERSION}")
target_link_libraries(pbrain-wuzi PRIVATE wuzi_brain)
set_target_properties(pbrain-wuzi PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})

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
