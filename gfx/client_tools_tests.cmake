# ctests for the deck builder, replays and settings (issue 8), included from
# gfx/CMakeLists.txt. Each runs the client on SDL's dummy video driver with
# its own XDG folders under the build tree, drives it with scripted clicks and
# checks the dump, the screenshot and the files written (check_client_tools.cmake).
set(ROKUGAN_TOOLS_HOME ${CMAKE_BINARY_DIR}/client-tools-home)
foreach(mode decks replays settings)
  add_test(NAME client_${mode}_tool
    COMMAND ${CMAKE_COMMAND}
      -DCLIENT=$<TARGET_FILE:rokugan>
      -DOUT=${CMAKE_BINARY_DIR}/ui_${mode}_tool.png
      -DMODE=${mode}
      -DHOME_DIR=${ROKUGAN_TOOLS_HOME}/${mode}
      -P ${CMAKE_CURRENT_SOURCE_DIR}/check_client_tools.cmake)
  set_tests_properties(client_${mode}_tool PROPERTIES
    ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy;ROKUGAN_ASSETS=${PROJECT_SOURCE_DIR}/assets;XDG_DATA_HOME=${ROKUGAN_TOOLS_HOME}/${mode}/data;XDG_CONFIG_HOME=${ROKUGAN_TOOLS_HOME}/${mode}/config"
    TIMEOUT 180)
endforeach()
