#pragma once
// Templates about Interrupts to an action (negating it, changing its
// attacks' strength, using it only when it targets some card) and about
// Fear protection of a unit, for the text compiler (text_compile.cpp).
#include <optional>
#include <string_view>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body when it is one of these templates: true
// when read into `b`, false when it is one of them but cannot be said,
// nullopt when it is none of them (`b` unchanged).
std::optional<bool> a2_sentence(std::string_view s, Body& b);

// One whole part (a trait) when it is one of these templates; false (and
// `out` unchanged) otherwise.
bool a2_rule(std::string_view part, CardType type, CompiledText& out);

}  // namespace l5r::compile
