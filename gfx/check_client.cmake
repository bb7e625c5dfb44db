# Runs the client on a scripted screen and checks its output (ctest
# client_*). The client itself fails when its screenshot is blank; this
# script checks that the dump of drawn elements names what the screen must
# show. MODE: table (a mid-game duel), multiplayer (a four-player game vs
# bots), siege (solo Siege, answered by clicking), menu (the main menu).
if(NOT CLIENT OR NOT OUT)
  message(FATAL_ERROR "usage: cmake -DCLIENT=<rokugan> -DOUT=<png> [-DMODE=table|siege|menu] -P check_client.cmake")
endif()
if(NOT MODE)
  set(MODE table)
endif()
include("${CMAKE_CURRENT_LIST_DIR}/client_check_common.cmake")
file(REMOVE "${OUT}")
if(MODE STREQUAL "table")
  set(args --screen table --auto-answers 30 --frames 3)
  set(expected "screen table" "Family Honor" "Gold pool" "Province 1" "Stronghold" "Imperial Favor"
               "Dynasty deck" "Fate deck" "hand" "question")
elseif(MODE STREQUAL "siege")
  # The team's first questions are answered by clicking their buttons, as a
  # person would; the Challenge bot answers at once in scripted runs.
  set(args --screen siege --seed 3 ${CLICKS} --frames 3)
  set(expected "screen siege" "Territory 1: Peasant District" "destroyable" "locked"
               "Province Strength" "Clock deck" "Clock discard" "Threat Level" "Rank "
               "Political tokens" "Stronghold (" "Hand of " "Home of The Dark Naga"
               "question for: " "screenshot colors")
elseif(MODE STREQUAL "multiplayer")
  # A four-player standard game: each opponent's side in a compact row, with
  # a hidden hand drawn as one counted pile, and the seat's own side.
  set(args --screen table --opponents 3 --seed 2 --auto-answers 25 --frames 3)
  set(expected "screen table" "Home of Bot 1" "Home of Bot 2" "Home of Bot 3" "Hand of Bot 3: "
               "Dynasty deck " "(Bot 2)" "Province 4 Strength" "Home of Player" "Family Honor"
               "question")
elseif(MODE STREQUAL "undo")
  # Issue 7: against bots a person takes back their last answer freely.
  set(args --screen table --auto-answers 6 --click "button:Take back" --frames 8)
  set(expected "Take back your last answer" "Your last answer was taken back.")
elseif(MODE STREQUAL "menu")
  set(args --screen menu --frames 3)
  set(expected "screen menu" "Start solo Siege" "Member 1: " "Member 3: " "Start duel vs bot"
               "Host a game" "Join a game" "Deck builder" "Replays" "Settings")
else()
  message(FATAL_ERROR "unknown MODE ${MODE}")
endif()
execute_process(
  COMMAND "${CLIENT}" ${args} --screenshot "${OUT}" --dump
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
expect("${out}" ${expected})
if(MODE STREQUAL "menu")
  # Solo Siege is the default and comes first; every other mode is a button.
  string(FIND "${out}" "\"Start solo Siege\"" siege_at)
  string(FIND "${out}" "\"Start duel vs bot\"" duel_at)
  if(siege_at GREATER duel_at)
    message(FATAL_ERROR "Solo Siege is not the first game on the menu:\n${out}")
  endif()
  string(REGEX MATCH "button \"Start solo Siege\"[^\n]* default" siege_default "${out}")
  if(NOT siege_default)
    message(FATAL_ERROR "Solo Siege is not the default:\n${out}")
  endif()
  # Every mode on the menu is built: each is an enabled button.
  foreach(e "Host a game" "Join a game" "Deck builder" "Replays" "Settings")
    string(REGEX MATCH "button \"${e}\" [0-9,x ]+\n" enabled "${out}")
    if(NOT enabled)
      message(FATAL_ERROR "'${e}' is not an enabled button on the menu:\n${out}")
    endif()
  endforeach()
else()
  # Something to answer: option buttons or checkboxes (the dump marks them
  # "option"), or a bot's question with its Skip button.
  string(FIND "${out}" " option\n" option_at)
  string(FIND "${out}" "\"Skip the bot's moves\"" skip_at)
  if(option_at EQUAL -1 AND skip_at EQUAL -1)
    message(FATAL_ERROR "the dump shows no options to answer:\n${out}")
  endif()
endif()
if(MODE STREQUAL "siege")
  # The scripted clicks were answers: the log shows the team acting.
  expect("${out}" ${LOG_EXPECTED})
endif()
message(STATUS "client ${MODE} screenshot: ${OUT}")
