#pragma once
// Templates of Shugenja, Spells and the elements for the rules text compiler
// (text_compile.cpp): element icons read as keywords, amounts of half a
// Shugenja's Chi, "a card in a unit", a
// Province's strength raised or lowered, effects on a target the player does
// (not) control. Each reads the words exactly or leaves them to the others.
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body (called first by sentence_plain): true or
// false when it is one of these templates (read or refused), nullopt when it
// is none of them.
std::optional<bool> b2_sentence(std::string_view s, Body& b);

// The same, called first by sentence (before its own conditions).
std::optional<bool> b2_sentence_first(std::string_view s, Body& b);

// "Discard a Kiho or a Spell from your hand to ..." (also "a card with an
// element keyword"): the discard cost's kinds of card and the words after
// "to"; nullopt when the words are not these.
std::optional<std::pair<nlohmann::json, std::string_view>> b2_discard_to(std::string_view body,
                                                                         CardType type);

// A part without a header (a trait): "Equips to a :water: Shugenja for :g1:
// less." False (and `out` unchanged) when it is none of these templates.
bool b2_rule(std::string_view part, CardType type, CompiledText& out);

// An element named by its icon (":air:") or its word ("Air"): the keyword;
// nullopt for anything else.
std::optional<std::string> b2_element(std::string_view w);

}  // namespace l5r::compile
