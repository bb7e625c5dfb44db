#pragma once
// The main menu: solo Siege first (the team's three decks, which members
// bots play), a duel against the bot (decks, seed), Host and Join a network
// game, the deck builder, replays, and Settings.
#include "game/cards/library.h"
#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/session.h"
#include "gfx/settings.h"
#include "gfx/siege_session.h"

namespace l5r::gfx {

enum class MenuAction {
  None,
  StartSiege,
  StartDuel,
  Resume,
  Quit,
  DeckBuilder,  // issue 8
  Replays,
  Settings,
  HostGame,
  JoinGame,
};

class MenuScreen {
 public:
  // `can_resume`: a game is in progress and can be returned to.
  MenuAction draw(const Library& lib, Settings& settings, DuelConfig& duel, SiegeConfig& siege,
                  bool can_resume, const Fonts& fonts, Elements& out);

 private:
  bool duel_open_ = false;  // the duel's options; Siege's show first
};

}  // namespace l5r::gfx
