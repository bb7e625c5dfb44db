# Runs the client on a mid-game table and checks its output (ctest
# client_table_screenshot). The client itself fails when its screenshot is
# blank; this script checks that the dump of drawn elements names what a
# table must show.
if(NOT CLIENT OR NOT OUT)
  message(FATAL_ERROR "usage: cmake -DCLIENT=<rokugan> -DOUT=<png> -P check_client.cmake")
endif()
file(REMOVE "${OUT}")
execute_process(
  COMMAND "${CLIENT}" --screen table --auto-answers 30 --frames 3 --screenshot "${OUT}" --dump
  RESULT_VARIABLE rc
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err
  TIMEOUT 100)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "rokugan exited with ${rc}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(NOT EXISTS "${OUT}")
  message(FATAL_ERROR "no screenshot written at ${OUT}\n${err}")
endif()
foreach(expected "screenshot colors" "Family Honor" "Gold pool" "Province 1" "Stronghold"
                 "Imperial Favor" "Dynasty deck" "Fate deck" "hand" "question")
  string(FIND "${out}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the dump does not mention '${expected}':\n${out}")
  endif()
endforeach()
# Something to answer: option buttons or checkboxes (the dump marks them
# "option"), or the bot's question with its Skip button.
string(FIND "${out}" " option\n" option_at)
string(FIND "${out}" "\"Skip the bot's moves\"" skip_at)
if(option_at EQUAL -1 AND skip_at EQUAL -1)
  message(FATAL_ERROR "the dump shows no options to answer:\n${out}")
endif()
message(STATUS "client table screenshot: ${OUT}")
