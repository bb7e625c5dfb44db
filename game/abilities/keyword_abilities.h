#pragma once
// Abilities that a keyword gives every card that has it, stated in the same
// ability format as printed ones (CR20F "Tactician": "This ability is not
// printed on the Tactician and cannot be removed or copied from him").
#include "game/abilities/ability.h"
#include "game/cards/card_def.h"

namespace l5r {

// Index of a keyword-given ability in an UseAbility option's value, above any
// printed ability's index.
inline constexpr int kTacticalAdvantage = 15;
// Index of the ability a card copied from another this turn (CR20F "Copy";
// GameState::copied): Engine::ability finds it, ability_at does not.
inline constexpr int kCopiedAbility = 14;
// Index of a card's first triggered trait, run by an ActionFrame
// (game/rules/triggers.cpp): they are never offered as actions.
inline constexpr int kTriggerBase = 32;

// Tactical Advantage: "Battle: Discard a card to give this Personality a
// Force bonus equal to the Focus Value of the discarded card."
const Ability& tactical_advantage();

// The card's ability with this index: printed ones first, then keyword-given,
// then (from kTriggerBase) its triggered traits.
// Returns nullptr when there is none.
const Ability* ability_at(const CardDef& d, int index);

}  // namespace l5r
