#pragma once
// Sentence templates of the rules text compiler for Strategies' actions
// (session 9's "strategy" slice): a choice of two verbs on the one target of
// the older "Target X: ..." wording, and a Fortification at the current
// battlefield as a target.
#include <optional>
#include <string_view>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body, when it is one of this file's templates
// (true: compiled, false: it is one of them but cannot be said); nullopt:
// not one of them, the compiler's other templates read it.
std::optional<bool> strategy_sentence(std::string_view s, Body& b);

// The templates of text_compile_strategy2.cpp (the same contract).
std::optional<bool> strategy2_sentence(std::string_view s, Body& b);

// A part without a header that is one of this file's triggered traits: a
// Strategy's return from its Fate discard pile to the hand as its owner's
// turn ends.
bool strategy_rule(std::string_view part, CardType type, CompiledText& out);

// The parts without a header of text_compile_strategy2.cpp: a Terrain's
// trait after a card at its battlefield is destroyed, a Strategy's after it
// is discarded from the hand.
bool strategy2_rule(std::string_view part, CardType type, CompiledText& out);

}  // namespace l5r::compile
