# Tests of pbrain-wuzi (label: brain). Included by
# tests/CMakeLists.txt. Run: ctest -L brain
if(WUZI_BUILD_UNIT_TESTS)
  add_executable(brain_unit_tests
    brain/analysis_test.cpp
    brain/board_setup_test.cpp
    brain/late_answer_test.cpp
    brain/protocol_test.cpp
  )
  target_link_libraries(brain_unit_tests PRIVATE wuzi_brain GTest::gtest GTest::gtest_main)
  wuzi_add_gtest(brain_unit_tests LABELS brain)
endif()

# The real binaries driven through pipes by Python drivers.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_FOUND)
  add_test(NAME brain_session
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/brain/brain_session_test.py
                   $<TARGET_FILE:pbrain-wuzi>)
  add_test(NAME brain_yixin
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/brain/yixin_session_test.py
                   $<TARGET_FILE:pbrain-wuzi>)
  # 300 random sessions; 100 under a sanitizer, where each costs four times
  # as much (the sessions' variety, not their number, finds memory errors).
  if(WUZI_SANITIZE)
    set(_fuzz_sessions 100)
  else()
    set(_fuzz_sessions 300)
  endif()
  add_test(NAME brain_fuzz
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/brain/brain_fuzz_test.py
                   $<TARGET_FILE:pbrain-wuzi> ${_fuzz_sessions})
  add_test(NAME brain_match_cli
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/brain/match_cli_test.py
                   $<TARGET_FILE:wuzi-cli> $<TARGET_FILE:pbrain-wuzi>)
  set_tests_properties(brain_session brain_yixin brain_fuzz brain_match_cli
                       PROPERTIES LABELS brain TIMEOUT 120)
  # COST: about their seconds under ASan+UBSan (tests/gui_tests.cmake says why).
  set_tests_properties(brain_yixin PROPERTIES COST 26)
  set_tests_properties(brain_match_cli PROPERTIES COST 23)
  # 300 brain processes: under the sanitizers on a busy machine that takes minutes.
  set_tests_properties(brain_fuzz PROPERTIES WORKING_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}
                                             TIMEOUT 300)
else()
  message(WARNING "python3 not found: the pbrain-wuzi pipe tests are skipped")
endif()
