#pragma once
// Templates that protect a unit (CR20F "Unit": a Personality and his
// attachments) from attacks, for the text compiler (text_compile.cpp).
#include <string_view>

#include "game/cards/text_compile.h"

namespace l5r {

// "Ranged Attacks targeting cards in this unit have -4 strength." (also Fear
// effects and Melee Attacks, listed): a strength trait on the attacks whose
// target is in the unit of the card with the text. False (and `out`
// unchanged) when the part says anything else.
bool unit_rule(std::string_view part, CardType type, CompiledText& out);

}  // namespace l5r
