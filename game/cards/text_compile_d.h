#pragma once
// Sentence and trait templates of the rules text compiler for Strategies'
// Battle, Limited, Open and Engage actions and Terrains (text_compile.cpp
// calls them first): conditions on a target's stat after an effect, bonuses
// that grow with a keyword, optional second targets, traits on the cards a
// Terrain's action targeted.
#include <optional>
#include <string_view>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body, when it is one of this file's templates
// (true: compiled, false: it is one of them but cannot be said); nullopt:
// not one of them, the compiler's other templates read it.
std::optional<bool> d_sentence(std::string_view s, Body& b);

// A part without a header that is one of this file's traits.
bool d_rule(std::string_view part, CardType type, bool terrain, CompiledText& out);

// After the card's parts are read: a Terrain's part that happens before its
// battle resolves joins the Terrain's one ability as a delayed effect.
void d_finish(CardType type, bool terrain, CompiledText& out);

}  // namespace l5r::compile
