#pragma once
// Armies that outnumber or are outnumbered for the rules text compiler
// (text_compile.cpp): the filter keys "outnumbered" and "outnumbers"
// (docs/rules-interpretations.md "Outnumbered (session 12)").
#include <optional>
#include <string>
#include <string_view>

#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body, for sentence(): nullopt when it is none
// of this family's templates, false when it is one the format cannot say.
std::optional<bool> outnumber_sentence(std::string_view s, Body& b);

// An army condition starting an ability's effects (the ability's "if"),
// for effects_condition(): the sentence without it goes to `rest`; nullopt
// when the sentence starts with none of these.
std::optional<bool> outnumber_condition(std::string_view s, Body& b, std::string& rest);

}  // namespace l5r::compile
