#pragma once
// What cards are worth to their player outside battle: to Recruit, to Equip,
// to keep in hand. The heuristic bot's economy is built on these.
#include "game/rules/engine.h"

namespace l5r {

// Worth of Recruiting a face-up Personality or Holding now, before its cost.
double recruit_value(const Engine& e, const GameState& s, PlayerId p, CardId c);

// Worth of attaching `attachment` to `personality`.
double equip_value(const Engine& e, const GameState& s, CardId attachment, CardId personality);

// Worth of keeping a card in hand (the lowest is discarded first).
double keep_value(const Engine& e, const GameState& s, PlayerId p, CardId c);

// Gold the player's Stronghold and Holdings make in a turn, bowed or not.
int gold_per_turn(const Engine& e, const GameState& s, PlayerId p);

}  // namespace l5r
