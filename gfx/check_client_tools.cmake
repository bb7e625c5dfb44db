# Drives the client's tool screens with scripted clicks (ctest client_*_tool):
#   decks:    menu -> Deck builder, filter the Crab clan, add a Stronghold and
#             Personalities, save; the deck file must be written.
#   replays:  a solo Siege game is played (autosaved), then opened from the
#             Replays list and with --replay, and stepped.
#   settings: a malformed settings.json is reported; a setting changed on the
#             Settings screen is saved as valid JSON.
# XDG_DATA_HOME and XDG_CONFIG_HOME (set by the test) point under HOME_DIR.
if(NOT CLIENT OR NOT OUT OR NOT MODE OR NOT HOME_DIR)
  message(FATAL_ERROR "usage: cmake -DCLIENT=<rokugan> -DOUT=<png> -DMODE=decks|replays|settings -DHOME_DIR=<dir> -P check_client_tools.cmake")
endif()
file(REMOVE_RECURSE "${HOME_DIR}")
file(MAKE_DIRECTORY "${HOME_DIR}/data" "${HOME_DIR}/config")
file(REMOVE "${OUT}")

include("${CMAKE_CURRENT_LIST_DIR}/client_check_common.cmake")

if(MODE STREQUAL "decks")
  run_client(--screen menu
    --click "button:Deck builder"
    --click "button:Clan: Every clan" --click "button:Clan option: Crab"
    --click "button:add: The Unassailable Fortress of the Crab"
    --click "button:add: Hida Saiyuki" --click "button:add: Hida Saiyuki"
    --click "button:add: Hida Taisho"
    --click "button:Save deck"
    --hover "pool: Hida Saiyuki"
    --screenshot "${OUT}" --dump)
  expect("${out}" "screen decks" "title: Deck builder" "Clan: Crab"
         "Stronghold: The Unassailable Fortress of the Crab" "deck: 2x Hida Saiyuki"
         "deck: 1x Hida Taisho" "Dynasty 3 / 40" "Fate 0 / 40"
         "deck problem: " "status: Saved " "zoom: Hida Saiyuki" "screenshot colors")
  set(deck "${HOME_DIR}/data/rokugan/decks/new-deck.json")
  if(NOT EXISTS "${deck}")
    message(FATAL_ERROR "the deck was not saved at ${deck}:\n${out}")
  endif()
  file(READ "${deck}" json)
  expect("${json}" "\"stronghold\": \"the-unassailable-fortress-of-the-crab\""
         "\"card\": \"hida-saiyuki\"" "\"count\": 2" "\"card\": \"hida-taisho\"")
  # Reopened from the decks folder in a new run.
  run_client(--screen decks --click "button:Open deck" --click "button:open: new-deck.json" --dump)
  expect("${out}" "status: Opened " "deck: 2x Hida Saiyuki" "deck: 1x Hida Taisho")
elseif(MODE STREQUAL "replays")
  # A solo Siege game, answered by a stand-in, autosaved as it goes.
  run_client(--screen siege --seed 3 --auto-answers 60 --autosave --frames 2)
  file(GLOB saves "${HOME_DIR}/data/rokugan/saves/siege-*.sav")
  list(LENGTH saves n)
  if(NOT n EQUAL 1)
    message(FATAL_ERROR "expected one autosave in ${HOME_DIR}/data/rokugan/saves, found ${n}:\n${err}")
  endif()
  # From the list: open it, step forward, jump a turn, step back.
  run_client(--screen menu --click "button:Replays" --click "button:Open siege-"
    --click "button:Forward" --click "button:Forward" --click "button:Next turn"
    --click "button:Back" --screenshot "${OUT}" --dump)
  expect("${out}" "screen replays" "title: Replay" "replay position: Answer "
         "Territory 1: Peasant District" "Threat Level" "asked: " "answered: " "screenshot colors")
  # Two answers, then at least one more to the next turn's start, then one back.
  string(REGEX MATCH "replay position: Answer ([0-9]+) of" m "${out}")
  if(NOT m OR CMAKE_MATCH_1 LESS 2)
    message(FATAL_ERROR "the replay did not step:\n${out}")
  endif()
  if(out MATCHES "replay differs")
    message(FATAL_ERROR "the replay does not end in the saved state:\n${out}")
  endif()
  # From the command line, at known positions.
  list(GET saves 0 save)
  run_client(--replay "${save}" --click "button:Forward" --click "button:Forward"
    --click "button:Forward" --click "button:Back" --dump)
  expect("${out}" "replay position: Answer 2 of ")
  run_client(--replay "${save}" --click "button:End" --dump)
  string(REGEX MATCH "replay position: Answer ([0-9]+) of ([0-9]+)" m "${out}")
  if(NOT m OR NOT CMAKE_MATCH_1 EQUAL CMAKE_MATCH_2 OR CMAKE_MATCH_1 LESS 60)
    message(FATAL_ERROR "End did not reach the last answer:\n${out}")
  endif()
  # A file that is not a save is refused with a reason.
  file(WRITE "${HOME_DIR}/bad.sav" "not a save")
  execute_process(COMMAND "${CLIENT}" --replay "${HOME_DIR}/bad.sav" --frames 1
    RESULT_VARIABLE rc ERROR_VARIABLE e OUTPUT_QUIET TIMEOUT 60)
  if(rc EQUAL 0 OR NOT e MATCHES "bad.sav")
    message(FATAL_ERROR "a bad save was not refused with its name (${rc}):\n${e}")
  endif()
elseif(MODE STREQUAL "settings")
  set(path "${HOME_DIR}/config/rokugan/settings.json")
  file(WRITE "${path}" "{ \"name\": \"Doji Hoturi\", \"ui_scale\": 1.0,, }")
  run_client(--screen menu --click "button:Open settings" --frames 8 --dump)
  expect("${out}" "screen settings" "settings problem: " "is not valid JSON"
         "Using the default settings" "Your name: Player")
  expect("${err}" "is not valid JSON")
  # The malformed file is left alone until a setting changes.
  file(READ "${path}" json)
  expect("${json}" ",, }")
  # Clicking the middle of the bot pace slider (0 to 3 s) sets about 1.5 s: saved.
  run_client(--screen settings --click "button:Bot pace" --screenshot "${OUT}" --dump)
  file(READ "${path}" json)
  expect("${json}" "\"name\": \"Player\"" "\"card_database\": \"\"" "\"ui_scale\": 1.0")
  if(NOT json MATCHES "\"bot_pace\": 1\\.[0-9]+")
    message(FATAL_ERROR "the bot pace set on the screen was not saved:\n${json}")
  endif()
  # Read back without a problem in a new run.
  run_client(--screen settings --frames 3 --dump)
  if(out MATCHES "settings problem")
    message(FATAL_ERROR "the saved settings are reported as a problem:\n${out}")
  endif()
  expect("${out}" "In use: the built-in cards")
else()
  message(FATAL_ERROR "unknown MODE ${MODE}")
endif()
message(STATUS "client ${MODE} tool: ${OUT}")
