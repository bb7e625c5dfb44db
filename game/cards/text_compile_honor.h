#pragma once
// Sentence templates of the rules text compiler about Honor, the Imperial
// Favor and political actions (the "honor" slice): a second target compared
// with the first by a stat, Personal Honor comparisons in an effect's
// condition.
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body, when it is one of this file's templates
// (true: compiled, false: it is one of them but cannot be said); nullopt:
// not one of them.
std::optional<bool> honor_sentence(std::string_view s, Body& b);

// A part without a header that is one of this file's traits ("After you
// Proclaim this Personality or he is destroyed, ...": two triggers).
bool honor_rule(std::string_view part, CardType type, CompiledText& out);

// text_compile.cpp's reader of one triggered trait.
bool trigger(std::string_view part, CardType type, CompiledText& out);

}  // namespace l5r::compile
