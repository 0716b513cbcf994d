# The game window's tests (label `gui`), included by tests/CMakeLists.txt
# when present: GoogleTest for the window-free game logic, and shell scripts
# that drive the real `wuzi` under Xvfb with xdotool and check screenshots.

if(TARGET wuzi_game_logic)
  if(WUZI_BUILD_UNIT_TESTS)
    add_executable(gui_logic_tests
      gui/clocks_test.cpp
      gui/engine_driver_test.cpp
      gui/engine_thinking_test.cpp
      gui/eval_history_test.cpp
      gui/file_chooser_test.cpp
      gui/forbidden_marks_test.cpp
      gui/game_file_test.cpp
      gui/layout_test.cpp
      gui/level_test.cpp
      gui/move_notes_test.cpp
      gui/options_test.cpp
      gui/panel_plan_test.cpp
      gui/position_editor_test.cpp
      gui/review_test.cpp
      gui/search_driver_test.cpp
      gui/session_opening_test.cpp
      gui/session_test.cpp
      gui/settings_test.cpp
      gui/sound_synth_test.cpp
      gui/text_prompt_test.cpp
      gui/theme_test.cpp
      gui/threat_marks_test.cpp
      gui/threat_worker_test.cpp
    )
    target_link_libraries(gui_logic_tests PRIVATE wuzi_game_logic GTest::gtest GTest::gtest_main)
    # The fake external engine (tests/engines/fake_engine.py, run by python3).
    target_compile_definitions(gui_logic_tests PRIVATE
      FAKE_ENGINE="${CMAKE_CURRENT_SOURCE_DIR}/engines/fake_engine.py"
      FAKE_ENGINE_DIR="${CMAKE_CURRENT_SOURCE_DIR}/engines"
      WUZI_PYTHON3="${WUZI_PYTHON3}")
    target_precompile_headers(gui_logic_tests PRIVATE <gtest/gtest.h>)
    wuzi_add_gtest(gui_logic_tests SHARDS 4 LABELS gui)
    # Under ThreadSanitizer only the search driver's cases (the window's AI
    # thread) run of these (scripts/test.sh), in a program of their own so
    # that the sanitizer tree compiles one test file, not all of them.
    if(WUZI_SANITIZE MATCHES "thread")
      add_executable(gui_threaded_tests gui/search_driver_test.cpp)
      target_link_libraries(gui_threaded_tests PRIVATE wuzi_game_logic GTest::gtest GTest::gtest_main)
      wuzi_add_gtest(gui_threaded_tests LABELS gui)
    endif()
  endif()

  # level_brain: the window's levels as a Gomocup brain, for measuring them
  # with `wuzi-cli match` (game/README.md has the table and the commands).
  if(TARGET wuzi_protocol)
    add_executable(wuzi_level_brain gui/level_brain.cpp)
    target_link_libraries(wuzi_level_brain PRIVATE wuzi_game_logic wuzi_protocol)
  endif()
endif()

find_program(XVFB Xvfb)
find_program(XDOTOOL xdotool)
find_program(IMPORT import)
find_package(X11)
if(TARGET wuzi AND XVFB AND XDOTOOL AND IMPORT AND X11_FOUND)
  # wm_close: sends WM_DELETE_WINDOW, as a window manager's close button does.
  add_executable(wuzi_wm_close gui/wm_close.cpp)
  target_link_libraries(wuzi_wm_close PRIVATE X11::X11)

  set(_gui_scripts play tictactoe shortcuts resize load close command_line idle panel safety history analysis clock review threats sound renju ponder settings text editor threat_search swap2 chooser)
  foreach(_name IN LISTS _gui_scripts)
    # xvfb.sh: a server of its own per test, race-free under ctest -j.
    add_test(NAME gui_${_name}
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/gui/xvfb.sh
                     bash ${CMAKE_CURRENT_SOURCE_DIR}/gui/test_${_name}.sh)
    set_tests_properties(gui_${_name} PROPERTIES
      LABELS gui
      TIMEOUT 90
      ENVIRONMENT "WUZI=$<TARGET_FILE:wuzi>;WM_CLOSE=$<TARGET_FILE:wuzi_wm_close>")
  endforeach()
  set_tests_properties(gui_load PROPERTIES COST 40)
  # External engines (issue #39, feature 1): pbrain-wuzi and a fake brain.
  if(TARGET pbrain-wuzi)
    add_test(NAME gui_engines
             COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/gui/xvfb.sh
                     bash ${CMAKE_CURRENT_SOURCE_DIR}/gui/test_engines.sh)
    # COST: about its seconds under ASan+UBSan. A tree without ctest's cost
    # record (CI's clean clone) runs the costliest tests first and the rest in
    # the order declared; without it gui_engines started last and ran alone
    # for its last 39 s. gui_load is the next longest (40 s).
    set_tests_properties(gui_engines PROPERTIES
      COST 64
      LABELS "gui;engines"
      TIMEOUT 240
      ENVIRONMENT "WUZI=$<TARGET_FILE:wuzi>;WM_CLOSE=$<TARGET_FILE:wuzi_wm_close>;PBRAIN=$<TARGET_FILE:pbrain-wuzi>;FAKE_ENGINE=${CMAKE_CURRENT_SOURCE_DIR}/engines/fake_engine.py;PYTHON3=${WUZI_PYTHON3}")
  endif()
  # Adding and removing an external engine from inside the window.
  add_test(NAME gui_add_engine
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/gui/xvfb.sh
                   bash ${CMAKE_CURRENT_SOURCE_DIR}/gui/test_add_engine.sh)
  set_tests_properties(gui_add_engine PROPERTIES
    LABELS "gui;engines"
    TIMEOUT 90
    ENVIRONMENT "WUZI=$<TARGET_FILE:wuzi>;WM_CLOSE=$<TARGET_FILE:wuzi_wm_close>;FAKE_ENGINE=${CMAKE_CURRENT_SOURCE_DIR}/engines/fake_engine.py;PYTHON3=${WUZI_PYTHON3}")
  # Not square, so that a window centred on the width only is caught (#39.12).
  set_property(TEST gui_settings APPEND PROPERTY ENVIRONMENT "XVFB_SCREEN=1400x1000x24")
else()
  message(STATUS "GUI tests skipped: need the wuzi target, Xvfb, xdotool, ImageMagick and X11")
endif()
