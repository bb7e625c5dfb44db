#pragma once
// Where to send units in the Maneuvers segment (CR20F "Maneuvers"). Plans are
// pure functions of the units available (those already assigned plus the
// unbowed ones at home), so asking again after each assignment gives the same
// plan and the bot needs no memory between questions.
#include <map>

#include "game/rules/engine.h"

namespace l5r {

// Battlefield index for each unit to assign; units left out stay home.
using Deployment = std::map<CardId, int>;

// The Attacker's plan against `defender`, whose battlefields are his
// undestroyed Provinces in order. A stack goes to a Province only where it
// beats everything the Defender could send plus the Province Strength, or,
// failing that, all units go where they at least win the battle.
Deployment plan_attack(const Engine& e, const GameState& s, PlayerId me, PlayerId defender);

// How many Provinces the plan expects to destroy (for choosing whom to attack).
int expected_provinces(const Engine& e, const GameState& s, PlayerId defender, const Deployment& d);

// The Defender's plan: win battles it can win cheaply, and save Provinces
// whose loss would cost more than the units sacrificed for them.
Deployment plan_defense(const Engine& e, const GameState& s, PlayerId me);

}  // namespace l5r
