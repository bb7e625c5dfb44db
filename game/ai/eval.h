#pragma once
// How good a position is for one seat, from what that seat may see: cards in
// play, Provinces, Honor, Gold and hand sizes (never which cards are hidden).
// The heuristic bot compares positions one action apart with it, and the
// search bot scores its playouts with it.
#include "game/rules/engine.h"

namespace l5r {

// The Force a Personality's unit adds to a battle now (bowed cards add none,
// as in Engine::army_force).
int unit_force(const Engine& e, const GameState& s, CardId personality);
// The Force the unit would add if it were unbowed: what it threatens.
int unit_potential_force(const Engine& e, const GameState& s, CardId personality);

// A Personality's worth as a card in play or to Recruit, Honor-minded
// players counting Personal Honor more.
double personality_value(const Engine& e, CardId c, bool honor_minded);

// True when Honor is the seat's likeliest road to victory: its Honor is high
// or climbing faster than its armies grow.
bool honor_minded(const Engine& e, const GameState& s, PlayerId p);

// Material and standing of `p` minus the best opponent's, with a finished
// game worth +-1000 and the battle being fought projected to its result.
double evaluate(const Engine& e, const GameState& s, PlayerId p);

}  // namespace l5r
