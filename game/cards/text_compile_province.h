#pragma once
// Templates about Provinces, decks and card limits for the text compiler
// (text_compile.cpp): a card's strength for "This Province" (Fortifications,
// Terrains), a deck's minimum number of Holdings, Rings that do not count
// toward an Enlightenment Victory, Personalities that may attach two Weapons.
#include <string_view>

#include "game/cards/text_compile.h"

namespace l5r {

// Compiles one whole part (a line of rules text, markup removed) into `out`
// when it is one of these templates; false (and `out` unchanged) otherwise.
// `terrain`: the card is a Strategy that puts itself into play as a Terrain
// (its traits then apply while it is in play).
bool province_rule(std::string_view part, CardType type, bool terrain, CompiledText& out);

}  // namespace l5r
