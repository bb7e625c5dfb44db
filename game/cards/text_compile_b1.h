#pragma once
// Templates of the rules text compiler (text_compile.cpp) for Holdings,
// Followers, Items, Strongholds, Events and Sensei: sentences and whole
// parts that the shared templates read with other words.
#include <optional>
#include <string_view>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r {
namespace compile {

// One sentence of an ability body read by these templates; nullopt when it is
// none of them (the shared templates then read it).
std::optional<bool> b1_sentence(std::string_view s, Body& b);

}  // namespace compile

// A whole part without a header (a trait or triggered trait) read by these
// templates; false (and `out` unchanged) when it is none of them.
bool b1_rule(std::string_view part, CardType type, std::string_view title, CompiledText& out);

}  // namespace l5r
