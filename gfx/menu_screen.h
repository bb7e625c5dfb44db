#pragma once
// The main menu: start a duel against the bot (decks, seed), the modes that
// are coming (Siege, Host/Join, Deck builder), and Settings.
#include "game/cards/library.h"
#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/session.h"
#include "gfx/settings.h"

namespace l5r::gfx {

enum class MenuAction { None, StartDuel, Resume, Quit };

class MenuScreen {
 public:
  // `can_resume`: a game is in progress and can be returned to.
  MenuAction draw(const Library& lib, Settings& settings, DuelConfig& duel, bool can_resume,
                  const Fonts& fonts, Elements& out);

 private:
  bool settings_open_ = false;
};

}  // namespace l5r::gfx
