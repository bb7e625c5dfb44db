#pragma once
// Templates about duels' aftermath and Interrupts for the rules text
// compiler (text_compile.cpp): "if he won a duel this turn", moves that
// are not negated, Interrupts to the action that brings a card into play,
// Interrupts to actions of one keyword.
#include <optional>
#include <string_view>

#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body for the templates of this file; nullopt
// when the sentence is none of them (the other templates then read it).
std::optional<bool> duel_sentence(std::string_view s, Body& b);

// The templates of text_compile_duel2.cpp (duel_sentence reads them first).
std::optional<bool> duel2_sentence(std::string_view s, Body& b);

// "As a Focus Effect, ..." parts of this family (text_compile_duel2.cpp):
// false when the part is none of them.
bool duel_rule(std::string_view part, CardType type, CompiledText& out);

}  // namespace l5r::compile
