#pragma once
// Personality traits for the rules text compiler (text_compile.cpp): a
// bonus counted for each card of a kind ("+1F for each ..."), with an
// optional maximum and a state of the Personality it holds in.
#include <optional>
#include <string>
#include <string_view>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// A trait without a header ("This Personality has +1F for each ..."): false
// (and `out` unchanged) when the part is none of these templates.
bool person_rule(std::string_view part, CardType type, CompiledText& out);

// One sentence of an ability body, for sentence(): "Fear 2, or Fear 4 if
// this Personality has a ...", ":fear: 1, with +2 strength if ...", "Give a
// target X -2F, or -3F if ...". nullopt when it is none of them.
std::optional<bool> person_sentence(std::string_view s, Body& b);

// "If <this> or <that>, ..." (also "and"): two or more conditions that
// start an ability's effects (its "if": {"any": [...]} or {"all": [...]}).
// The sentence without them, capitalized, goes to `rest`; nullopt when the
// sentence is not one, false when it is but a condition is not read.
std::optional<bool> person_condition(std::string_view s, Body& b, std::string& rest);

}  // namespace l5r::compile
