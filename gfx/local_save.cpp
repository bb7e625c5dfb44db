#include "gfx/local_save.h"

#include <algorithm>
#include <ctime>
#include <filesystem>

#include "game/model/game_state.h"
#include "net/wire_deck.h"

namespace l5r::gfx {

namespace fs = std::filesystem;

net::SaveFile local_save(const Game& game, const CardDb& db, const std::vector<bool>& bots,
                         int challenge_deck) {
  net::SaveFile f;
  const GameSetup& setup = game.setup();
  const bool siege = setup.challenger >= 0;
  f.options.name = siege ? "solo Siege" : "duel";
  f.options.kind = siege                     ? net::RoomKind::Siege
                   : setup.seats.size() == 2 ? net::RoomKind::Duel
                                             : net::RoomKind::Multiplayer;
  // A Siege room counts its Rokugani seats; the Challenge seat is the last.
  f.options.seats = static_cast<std::uint8_t>(setup.seats.size() - (siege ? 1 : 0));
  f.options.turn_limit = setup.turn_limit;
  f.options.seed = setup.seed;
  f.options.challenge_deck = static_cast<std::uint8_t>(std::max(0, challenge_deck));
  f.seed = setup.seed;
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    net::SavedSeat s;
    s.name = setup.seats[i].name;
    s.bot = i < bots.size() && bots[i];
    const bool challenge_seat = siege && static_cast<int>(i) == setup.challenger;
    if (!challenge_seat && setup.seats[i].deck.stronghold != kNoDef)
      s.deck = net::to_wire(db, setup.seats[i].deck);
    f.seats.push_back(std::move(s));
  }
  for (const AnsweredBy& in : game.history())
    f.inputs.push_back({static_cast<std::uint8_t>(in.seat), in.is_manual, in.answer, in.manual});
  f.state_hash = state_hash(game.state());
  return f;
}

std::string new_save_path(const std::string& dir, const std::string& kind) {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
  const std::string base = dir + "/" + kind + "-" + stamp;
  std::string path = base + ".sav";
  std::error_code ec;
  for (int n = 2; fs::exists(path, ec) && n < 1000; ++n)
    path = base + "-" + std::to_string(n) + ".sav";
  return path;
}

std::vector<std::string> list_saves(const std::string& dir) {
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.is_regular_file() && e.path().extension() == ".sav") files.push_back(e.path().string());
  std::sort(files.begin(), files.end(), std::greater<>());
  return files;
}

}  // namespace l5r::gfx
