#pragma once
// Templates of the Shugenja and Spell cards' slice (session 9) for the rules
// text compiler (text_compile.cpp): a target of yours and an enemy's compared
// with it, effects on "the enemy" and "your" target with an "unless", two
// Personalities of yours trading locations. Each reads the words exactly or
// leaves them to the others.
#include <optional>
#include <string_view>

#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body (called by sentence_plain): true or false
// when it is one of these templates (read or refused), nullopt when it is
// none of them.
std::optional<bool> spell_sentence(std::string_view s, Body& b);

}  // namespace l5r::compile
