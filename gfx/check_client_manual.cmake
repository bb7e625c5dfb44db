# Manual actions taken through the client's menus (ctest client_manual_actions,
# issue 4): in a duel, a right click on the Stronghold and Bow, then the
# "Manual actions" panel's Honor +1; the log shows both, the Stronghold is bowed and its
# menu now offers Straighten; the autosave replays with them. In solo Siege,
# Political -1 at no tokens is refused with the engine's reason in the status
# bar, and a right click on a Territory gives it +1 Province Strength.
# XDG_DATA_HOME and XDG_CONFIG_HOME (set by the test) point under HOME_DIR.
if(NOT CLIENT OR NOT OUT OR NOT HOME_DIR)
  message(FATAL_ERROR "usage: cmake -DCLIENT=<rokugan> -DOUT=<png> -DHOME_DIR=<dir> -P check_client_manual.cmake")
endif()
file(REMOVE_RECURSE "${HOME_DIR}")
file(MAKE_DIRECTORY "${HOME_DIR}/data" "${HOME_DIR}/config")
file(REMOVE "${OUT}")

include("${CMAKE_CURRENT_LIST_DIR}/client_check_common.cmake")

# A duel: the card's menu, then the player-level one; the menu open again at the end.
set(stronghold "The Impregnable Fortress of the Crab")
run_client(--screen table --seed 1 --autosave
  --click "right:card:${stronghold}" --click "button:manual: Bow"
  --click "button:Manual actions" --click "button:manual: Honor +1"
  --click "right:card:${stronghold}"
  --frames 30 --screenshot "${OUT}" --dump)
expect("${out}" "screen table" "manual menu: ${stronghold}" "manual: Straighten"
       "log Manual action by Player: bows ${stronghold}"
       "log Manual action by Player: adjusts Player's Honor by 1" "screenshot colors")
string(REGEX MATCH "card \"${stronghold}\"[^\n]*owner=0[^\n]* bowed" bowed "${out}")
if(NOT bowed)
  message(FATAL_ERROR "the Stronghold is not drawn bowed:\n${out}")
endif()

# The autosave keeps them: its replay ends in the saved state with them logged.
file(GLOB saves "${HOME_DIR}/data/rokugan/saves/duel-*.sav")
list(LENGTH saves n)
if(NOT n EQUAL 1)
  message(FATAL_ERROR "expected one autosave, found ${n}")
endif()
run_client(--replay "${saves}" --click "button:End" --click "button:Back" --dump)
expect("${out}" "screen replays" "replay position: Answer " "answered: a manual action")
if(out MATCHES "replay differs")
  message(FATAL_ERROR "the replay does not end in the saved state:\n${out}")
endif()

# Solo Siege: a refusal and a Territory's strength.
run_client(--screen siege --seed 3
  --click "button:Manual actions" --click "button:manual: Political -1"
  --click "right:card:Peasant District" --click "button:manual: +1 Province Strength"
  --frames 30 --dump)
expect("${out}" "screen siege"
       "Refused: adjust the Political tokens"
       "log Manual action by Crab (Player): gives Peasant District +1 Province Strength"
       "Territory 1: Peasant District, destroyable, Province Strength 1")
message(STATUS "client manual actions: ${OUT}")
