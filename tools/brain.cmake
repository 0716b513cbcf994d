# pbrain-wuzi (the Gomocup brain) and the engine-vs-engine subcommands of
# wuzi-cli (match, selfplay, openings). Included by tools/CMakeLists.txt.

# Protocol text, time planning and position setup: shared by the brain and by
# `wuzi-cli match` (which speaks the protocol to external brains).
add_library(wuzi_protocol STATIC
  brain/board_setup.cpp
  brain/brain_settings.cpp
  brain/line_reader.cpp
  brain/output.cpp
  brain/protocol.cpp
  brain/search_message.cpp
  brain/time_manager.cpp
)
target_include_directories(wuzi_protocol PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/brain)
target_link_libraries(wuzi_protocol PUBLIC wuzi_engine)

add_executable(pbrain-wuzi
  brain/brain.cpp
  brain/brain_search.cpp
  brain/main.cpp
)
target_compile_definitions(pbrain-wuzi PRIVATE WUZI_VERSION="${PROJECT_VERSION}")
target_link_libraries(pbrain-wuzi PRIVATE wuzi_protocol wuzi_engine)
set_target_properties(pbrain-wuzi PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})

# Players, the game runner, records and statistics of the match tools, in a
# library so the unit tests link them too.
add_library(wuzi_match STATIC
  cli/brain_process.cpp
  cli/engine_player.cpp
  cli/engine_spec.cpp
  cli/game_record.cpp
  cli/game_runner.cpp
  cli/match_stats.cpp
  cli/balanced_openings.cpp
  cli/openings_file.cpp
  cli/progress.cpp
  cli/time_options.cpp
)
target_include_directories(wuzi_match PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/cli)
target_link_libraries(wuzi_match PUBLIC wuzi_protocol wuzi_engine CLI11::CLI11 nlohmann_json::nlohmann_json fmt::fmt)

target_sources(wuzi-cli PRIVATE
  cli/match.cpp
  cli/openings.cpp
  cli/selfplay.cpp
)
target_link_libraries(wuzi-cli PRIVATE wuzi_match)

# A libFuzzer target for the protocol parser and line splitter (clang only):
# cmake -DCMAKE_CXX_COMPILER=clang++ -DWUZI_FUZZ=ON ...; ./fuzz_protocol -max_total_time=60
option(WUZI_FUZZ "Build the libFuzzer target fuzz_protocol (needs clang)" OFF)
if(WUZI_FUZZ)
  # Coverage-instrument the parser library too, so the fuzzer sees its branches.
  target_compile_options(wuzi_protocol PRIVATE -fsanitize=fuzzer-no-link,address,undefined)
  add_executable(fuzz_protocol brain/fuzz_protocol.cpp)
  target_compile_options(fuzz_protocol PRIVATE -fsanitize=fuzzer,address,undefined)
  target_link_options(fuzz_protocol PRIVATE -fsanitize=fuzzer,address,undefined)
  target_link_libraries(fuzz_protocol PRIVATE wuzi_protocol)
endif()
