#pragma once
// Sentence and trait templates of the rules text compiler for Holdings
// (text_compile.cpp calls them): a target card's abilities that may not be
// used, Gold Production that changes with the turn or with the Stronghold's
// own, and triggers on the card's controller bowing or Recruiting it.
#include <optional>
#include <string_view>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body, when it is one of this file's templates
// (true: compiled, false: it is one of them but cannot be said); nullopt:
// not one of them.
std::optional<bool> holding_sentence(std::string_view s, Body& b);

// "A number of times per turn equal to the number of Retainers you
// control, " before an ability's effects: its `per_turn` amount (a count of
// those cards in play), with `body` moved past the clause; nullopt (and
// `body` unchanged) when it is not one.
std::optional<nlohmann::json> holding_times_per_turn(std::string_view& body);

// A part without a header that is one of this file's traits or triggers.
bool holding_rule(std::string_view part, CardType type, CompiledText& out);

}  // namespace l5r::compile
