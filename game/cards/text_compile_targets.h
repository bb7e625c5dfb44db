#pragma once
// Onyx texts about cards picked as an effect resolves or chosen without
// targeting, for the rules text compiler (text_compile.cpp): a second
// target that must be a Personality unless the first is attached to a
// Commander, a created Follower attached to one of the player's
// Personalities, a dead performer brought into play at the current
// battlefield.
#include <optional>
#include <string>
#include <string_view>

#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body, for sentence(): nullopt when it is none
// of this family's templates, false when it is one the format cannot say.
std::optional<bool> targets_sentence(std::string_view s, Body& b);

// "If you control an opposed unit at the current battlefield, ..." starting
// an ability's effects (the ability's "if"), for effects_condition(): the
// rest of the sentence, capitalized, goes to `rest`; nullopt when the
// sentence has no such condition.
std::optional<bool> targets_condition(std::string_view s, Body& b, std::string& rest);

}  // namespace l5r::compile
