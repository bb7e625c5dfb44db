#pragma once
// The client's menus of manual actions (issue 4, game/rules/manual.h) as
// tables, apart from their drawing (gfx/manual_menu.*) so that they are
// tested without a window: which kinds a card's menu offers, and the
// player-level ones. Adding a kind is one line in manual_kinds.cpp.
#include <cstdint>
#include <span>
#include <vector>

#include "game/cards/card_db.h"
#include "game/model/game_state.h"
#include "game/rules/manual.h"

namespace l5r::gfx {

// What a card's entry is judged on.
struct ManualCard {
  const GameState& s;
  const CardDef& def;
  const Card& card;
  bool mine;  // owned by the seat that would take the action
};

// One entry of a card's menu: the kind, its amount, what the person reads,
// and whether it applies to this card. The engine has the last word on
// each (Engine::manual); `applies` only keeps out what cannot apply.
struct CardManualEntry {
  ManualKind kind;
  std::int16_t amount;
  const char* label;
  bool (*applies)(const ManualCard&);
};

// One entry of the player-level menu. `per_player`: it names the player
// chosen in the panel (Honor, a draw); otherwise it is the table's (Siege).
struct PlayerManualEntry {
  ManualKind kind;
  std::int16_t amount;
  const char* label;
  bool per_player;
  bool (*applies)(const GameState&);
};

std::span<const CardManualEntry> card_manual_entries();
std::span<const PlayerManualEntry> player_manual_entries();

// The entries of a card's menu that apply to it; none for a card the seat
// cannot see (no definition in its view). `mine`: see ManualCard.
std::vector<const CardManualEntry*> card_entries_for(const GameState& s, const CardDb& db, CardId c,
                                                     bool mine);

// The action an entry takes on a card, or for a player.
ManualAction manual_action(const CardManualEntry& e, CardId c);
ManualAction manual_action(const PlayerManualEntry& e, PlayerId player);

}  // namespace l5r::gfx
