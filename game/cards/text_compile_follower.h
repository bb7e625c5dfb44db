#pragma once
// Templates of Followers' unit-wide bonuses for the rules text compiler
// (text_compile.cpp): a bonus to the other Followers in this unit, a
// Follower's bonus counted from its Personality's printed Force, and a
// bonus or penalty given to the Followers of the unit a card has left.
// Each reads the words exactly or leaves them to the others.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "game/cards/text_compile.h"
#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body (a trigger's too): true or false when it
// is one of these templates (read or refused), nullopt when it is none.
std::optional<bool> follower_sentence(std::string_view s, Body& b);

// The top of the Fate deck and the discard pile (text_compile_follower2.cpp):
// looking at and placing the top cards, showing the top card, a search
// whose card goes to the discard pile, banishing discarded cards.
std::optional<bool> deck_sentence(std::string_view s, Body& b);

// "If you are a <Clan> Clan player, <one sentence>": the sentence's effects
// with that condition each (an Invest's; an ability's first "If" is its
// own condition instead). nullopt when it is not that or its sentence is
// none the compiler knows.
std::optional<bool> clan_player_clause(std::string_view s, Body& b);

// A cost said after an "If" that starts the effects ("If ..., discard a
// card to <effects>"): the cost, with the body left (the condition and the
// effects) in `storage`; nullopt when the body is not one of these.
std::optional<nlohmann::json> follower_cost(std::string_view body, CardType type,
                                            std::string& storage);

// A part without a header (a trait). False (and `out` unchanged) when it is
// none of these templates. `title`: the card's own (a search for a copy).
bool follower_rule(std::string_view part, CardType type, std::string_view title, CompiledText& out);

}  // namespace l5r::compile
