#pragma once
// The Challenge script's look at a battle action before it takes it: it
// plays the action through on a copy of the state (its own follow-up
// questions answered by the script's own rules, every other seat passing
// its Interrupts) and scores the battle before and after. Only public
// quantities are scored (Force at the battlefield, the Territory's or
// Province's Strength, units in play, the size of its own hand), so the
// hidden cards in the copy change nothing the script reads; the Rokugani
// are assumed to answer nothing, which a real table would not promise, so
// the script wants a clear gain.
#include <functional>
#include <optional>

#include "game/cards/card_db.h"
#include "game/model/game_state.h"
#include "game/model/question.h"

namespace l5r {

// How the script's position stands in the battle being fought (`s.attack.current`):
// the Force margin, a large bonus when the battle goes its way (a Territory
// falls, its Province holds), its army's survival, and the Force each side
// keeps in play. Higher is better for `me`. Without a battle: nothing (0).
double battle_score(const CardDb& db, const GameState& s, PlayerId me);

// Answers the script's own follow-up questions on the copy (its targets, its
// Gold); nothing ends the look.
using OwnAnswer = std::function<std::optional<Answer>(const GameState&)>;

// The change in battle_score from taking option `index` of the pending
// action question, played until the next action round's question; nothing
// when the action does not finish within the look (or the engine refuses it).
std::optional<double> battle_gain(const CardDb& db, const GameState& s, PlayerId me, int index,
                                  const OwnAnswer& own);

}  // namespace l5r
