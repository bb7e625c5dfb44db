#pragma once
// Amounts for the rules text compiler (text_compile.cpp): a stat bonus equal
// to a count of the player's cards, with an optional maximum.
#include <string_view>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// A trait without a header ("This Shugenja has a Force bonus equal to the
// number of ... you control, to a maximum of N."): false (and `out`
// unchanged) when the part is none of these templates.
bool amounts_rule(std::string_view part, CardType type, CompiledText& out);

}  // namespace l5r::compile
