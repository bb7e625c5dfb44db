#pragma once
// The room's chat (docs/network.md "Chat"), in the lobby and at the table:
// the lines the host sent, newest at the bottom, and a line to write with
// "To all" and, for a team, "To team".
#include <cstddef>
#include <string>

#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "net/client.h"

namespace l5r::gfx {

class ChatPanel {
 public:
  // Draws in the current ImGui window, `height` pixels tall (0: what is left).
  // `team`: the seat has a team to write to (Siege's Rokugani).
  void draw(net::Client& c, bool team, const Fonts& fonts, Elements& out, float height = 0);

 private:
  std::string input_;
  int seen_ = 0;
};

}  // namespace l5r::gfx
