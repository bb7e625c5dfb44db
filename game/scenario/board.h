#pragma once
// Building a scenario's board: the card instances in their zones, the players'
// Honor, Gold and turn counts, lasting modifiers; then the step frames for
// the point of the turn where the scenario starts.
#include "game/cards/card_db.h"
#include "game/model/game_state.h"
#include "game/scenario/refs.h"
#include "game/scenario/spec.h"

namespace l5r::scn {

struct Board {
  GameState state;
  Refs refs;
};

// Lays the board out with lay_out() (unshuffled) and moves every card into
// the zone the scenario lists it in. Throws ScenarioError naming the field of
// an unknown card id, a card in a zone it cannot be in, or a bad reference.
// The state has no frames yet: the board can be checked as it stands.
Board build_board(const CardDb& db, const Scenario& sc);

// Pushes the frames that begin the scenario's starting point (see
// docs/scenarios.md, "Where a scenario starts"); Engine::run() goes on from there.
void push_start(GameState& s, Start start);

}  // namespace l5r::scn
