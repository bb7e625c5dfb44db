#pragma once
// Personality templates for the rules text compiler (text_compile.cpp):
// targets compared with the Personality's own stats, an effect that waits
// on the target's Force, an optional second target moved home, bonuses to
// the cards of his army, and his own Force while he carries no Armor or
// Weapons.
#include <optional>
#include <string_view>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body, for sentence_plain: true or false when it
// is one of these templates (false: it is, but cannot be said exactly),
// nullopt when it is none of them.
std::optional<bool> c_sentence(std::string_view s, Body& b);

// A sentence that joins the effect before it, read before the other
// templates' riders: "Straighten their units as they move" after a switch
// of locations. nullopt when it is not one.
std::optional<bool> c_rider(std::string_view s, Body& b);

// A trait without a header ("This Personality has +2F while ..."): false (and
// `out` unchanged) when the part is none of these templates.
bool c_rule(std::string_view part, CardType type, CompiledText& out);

}  // namespace l5r::compile
