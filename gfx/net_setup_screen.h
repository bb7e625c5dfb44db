#pragma once
// The forms before a network game: "Host a game" (port, Siege or duel, the
// Rokugani seats, bots in the other seats, the team's commit policy, the
// away policy) and "Join a game" (address, port, name, or a seat token to
// rejoin with).
#include <string>

#include "game/cards/library.h"
#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/net_link.h"
#include "gfx/settings.h"

namespace l5r::gfx {

enum class NetSetupAction { None, Go, Back };

class NetSetupScreen {
 public:
  // `error`: why the last attempt failed (empty: none).
  NetSetupAction draw(bool hosting, Settings& settings, NetConfig& cfg, const std::string& error,
                      const Fonts& fonts, Elements& out);

 private:
  int bots_ = 2;  // hosting: bots in the last seats besides the person's
  std::string token_;
  std::string token_error_;  // the seat token typed is not a number
};

// The seats bots fill when hosting `o` with `bots` of them: the last seats
// before a Siege room's Challenge seat (which the script takes by itself).
std::vector<std::uint8_t> host_bot_seats(const net::RoomOptions& o, int bots);

}  // namespace l5r::gfx
