#pragma once
// Local games (a duel against the bot, solo Siege) are autosaved in the same
// format as the host's saves (net/save_file.h): the setup (seats, decks,
// seed) and the answer log. The Replays screen opens them (replay.h).
#include <string>
#include <vector>

#include "game/game.h"
#include "net/save_file.h"

namespace l5r::gfx {

// `bots`: by seat, which seats a bot played. `challenge_deck`: in Siege, the
// index of the Challenge deck in Library::challenges (the last seat plays it).
net::SaveFile local_save(const Game& game, const CardDb& db, const std::vector<bool>& bots,
                         int challenge_deck);

// A new file name in `dir` for a game starting now: <kind>-YYYYMMDD-HHMMSS.sav
// (with -2, -3... when taken).
std::string new_save_path(const std::string& dir, const std::string& kind);

// The save files in a folder, newest first (by file name, which starts with
// the time), with the files that are not saves left out.
std::vector<std::string> list_saves(const std::string& dir);

}  // namespace l5r::gfx
