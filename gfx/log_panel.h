#pragma once
// The game's log (Game::log()): what happened, newest at the bottom.
#include <cstddef>

#include "game/rules/engine.h"
#include "gfx/elements.h"
#include "gfx/fonts.h"

namespace l5r::gfx {

class LogPanel {
 public:
  // Draws the lines in the current ImGui window; follows new lines while the
  // reader is at the bottom.
  void draw(const Log& log, const Fonts& fonts, Elements& out);

 private:
  std::size_t seen_ = 0;
};

}  // namespace l5r::gfx
