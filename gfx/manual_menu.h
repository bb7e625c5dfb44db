#pragma once
// Manual actions in the client (issue 4, game/rules/manual.h): for what the
// engine cannot yet automate, the person changes the table by hand. A right
// click on a card opens its menu with the kinds that apply to it; the
// "Manual actions" panel at the foot of the question panel holds the
// player-level ones (Honor, a draw, and in Siege the Political tokens, a
// Territory's strength and the Clock). The engine validates each, logs it for everyone ("Manual action
// by ...") and keeps it in the game's history, so replays repeat it; a
// refusal's reason is shown to the person.
//
// The menus are tables (gfx/manual_kinds.*): adding a kind is one line.
#include <optional>
#include <string>

#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/manual_kinds.h"
#include "gfx/play_session.h"

namespace l5r::gfx {

class ManualMenu {
 public:
  // A right click on a card: its menu opens (when there is anything in it).
  void open_for(const PlaySession& s, CardId c);
  // The card's menu; call inside the table's ImGui window every frame.
  void draw_card_popup(PlaySession& s, const Fonts& fonts, Elements& out);
  // The player-level panel (a collapsing section), in the current ImGui window.
  void draw_panel(PlaySession& s, const Fonts& fonts, Elements& out);
  // A refusal to show the person (the engine's reason, or the host's), once.
  std::optional<std::string> take_refusal(PlaySession& s);

 private:
  void take(PlaySession& s, PlayerId from, const ManualAction& m);

  CardId card_ = kNoCard;
  bool open_ = false;
  PlayerId for_player_ = kNoPlayer;  // the panel's chosen player
  CardId territory_ = kNoCard;       // the panel's chosen Territory (Siege)
  std::optional<std::string> refusal_;
};

}  // namespace l5r::gfx
