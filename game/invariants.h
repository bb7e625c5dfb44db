#pragma once
// The invariant checker the sims run after every step: every card in exactly
// one zone and the zone lists agreeing with the cards, stats within bounds,
// nothing lost.
#include <string>
#include <vector>

#include "game/cards/card_db.h"
#include "game/model/game_state.h"

namespace l5r {

// Returns one message per violation; empty when the state is sound.
std::vector<std::string> check_invariants(const CardDb& db, const GameState& s);

}  // namespace l5r
