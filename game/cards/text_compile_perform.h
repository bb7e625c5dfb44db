#pragma once
// Onyx "performing" texts and Spells' words about their caster for the rules
// text compiler (text_compile.cpp): "Choose your performing X" (a card
// chosen, not targeted: CR20F "Targeting"), a second target compared with
// the performer, "printed Force", and a Spell's target compared with "this
// Shugenja".
#include <optional>
#include <string_view>

#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body, for sentence(): nullopt when it is none
// of this family's templates, false when it is one the format cannot say.
std::optional<bool> perform_sentence(std::string_view s, Body& b);

}  // namespace l5r::compile
