#pragma once
// Templates about Personal Honor and duels for the rules text compiler
// (text_compile.cpp): target qualifiers on Personal Honor, and what a duel
// does to its winner and loser.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// A Personal Honor qualifier at the end of a target phrase ("... with 3 or
// higher Personal Honor", "... with 0 Personal Honor"): the filter's
// comparison, the words cut off `phrase`. nullopt (phrase unchanged) when
// it ends with no such qualifier. "... with lower Personal Honor" (also
// higher, "equal or lower", "equal or higher"): than this Personality's (the
// ability's first target), or than the first target, a Personality of yours
// (the second), on another card.
std::optional<nlohmann::json> a1_personal_honor(std::string& phrase, const Body& b);

// One sentence of an ability body for the templates of this file; nullopt
// when the sentence is none of them (the other templates then read it).
std::optional<bool> a1_sentence(std::string_view s, Body& b);

}  // namespace l5r::compile
