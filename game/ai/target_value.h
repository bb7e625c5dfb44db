#pragma once
// How much choosing a card or player as an ability's target helps the
// choosing player, from the effects the ability will apply to that target.
#include "game/rules/engine.h"

namespace l5r {

// `f` is the ability being resolved (the top of the stack); the target fills
// its next target slot. Positive: good for `me`.
double card_target_value(const Engine& e, const GameState& s, PlayerId me, const ActionFrame& f,
                         CardId target);
double player_target_value(const Engine& e, const GameState& s, PlayerId me, const ActionFrame& f,
                           PlayerId target);

}  // namespace l5r
