#pragma once
// Onyx Spells' sentences for the rules text compiler (text_compile.cpp): a
// Battle Spell whose unit need not be at the current battlefield, bringing
// a Personality there; a Spell destroyed to pay for its own effects.
#include <optional>
#include <string_view>

#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body, for sentence(): nullopt when it is none
// of this family's templates, false when it is one the format cannot say.
std::optional<bool> spells_sentence(std::string_view s, Body& b);

}  // namespace l5r::compile
