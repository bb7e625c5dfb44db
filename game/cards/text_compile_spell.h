#pragma once
// Templates of the Shugenja and Spell cards' slice (session 9) for the rules
// text compiler (text_compile.cpp): a target of yours and an enemy's compared
// with it, effects on "the enemy" and "your" target with an "unless", two
// Personalities of yours trading locations. Each reads the words exactly or
// leaves them to the others.
#include <optional>
#include <string_view>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body (called by sentence_plain): true or false
// when it is one of these templates (read or refused), nullopt when it is
// none of them.
std::optional<bool> spell_sentence(std::string_view s, Body& b);

// The same, tried before the compiler's own sentences (sentence()): "After
// this bows the target, ..." after a Fear, whose clause the wider "... if he
// is ..." readings would take apart.
std::optional<bool> spell_sentence_first(std::string_view s, Body& b);

// A part without a header (a trait): "If this Shugenja is Fire, Ranged
// Attacks from actions in this unit have +1 strength." False (and `out`
// unchanged) when it is none of these templates.
bool spell_rule(std::string_view part, CardType type, CompiledText& out);

// The second file's templates (text_compile_spell2.cpp), called by the
// three above: the same answers.
std::optional<bool> spell2_sentence(std::string_view s, Body& b);
std::optional<bool> spell2_sentence_first(std::string_view s, Body& b);
bool spell2_rule(std::string_view part, CardType type, CompiledText& out);

}  // namespace l5r::compile
