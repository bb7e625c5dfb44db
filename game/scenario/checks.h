#pragma once
// The fields a "check" step may compare, per subject (the game, the result,
// a player, a card, a Province), with the type of value each expects.
#include <string>
#include <vector>

#include "game/cards/card_db.h"
#include "game/rules/engine.h"
#include "game/scenario/refs.h"
#include "game/scenario/spec.h"

namespace l5r::scn {

// Parse time: throws ScenarioError when the field is unknown for the
// subject or its value has the wrong type.
void validate_check_field(Subject subject, const std::string& key, const nlohmann::json& value,
                          const std::string& where);

// Board time: the card references inside a check's expected values, so that
// they can all be resolved before the first step runs.
std::vector<std::string> refs_in_check(const Check& c);

struct CheckContext {
  const CardDb& db;
  GameState& state;
  const Log& log;
  const Refs& refs;
};

// Compares every field of the check; returns one sentence per mismatch.
std::vector<std::string> run_check(const CheckContext& ctx, const Check& c);

// "player 0", "card hida-taisho", ...: what a check looks at, for result lines.
std::string check_subject(const Check& c);

}  // namespace l5r::scn
