#pragma once
// More Personality templates for the rules text compiler, called from
// text_compile_person.cpp: a bonus while the player controls a card of a
// given title, a Weapon limit, Recruit discounts on a condition, an attack
// strength from the Personality's Followers, a target put into the hand.
#include <optional>
#include <string_view>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// A trait without a header: false (and `out` unchanged) when the part is
// none of these templates.
bool person2_rule(std::string_view part, CardType type, CompiledText& out);

// One sentence of an ability body; nullopt when it is none of these.
std::optional<bool> person2_sentence(std::string_view s, Body& b);

}  // namespace l5r::compile
