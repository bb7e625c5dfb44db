#pragma once
// Effect phrases for the rules text compiler (text_compile.cpp) that need no
// knowledge of the ability around them: what happens "as he moves", to a
// target's controller, on a refused challenge, and searches of the Fate deck
// alone. Each gives the ability format's JSON (docs/abilities.md), or
// nullopt when the words are not exactly one of its templates.
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace l5r {

// "straighten him", "bow his unit", "straighten the target", "his controller
// loses 2 Honor" (lowercase, the words before or after "as he moves"): one
// `as_moves` effect. `controller`: the ref of the moved card's controller
// ("target_controller", or empty when the moved card is not a target).
std::optional<nlohmann::json> as_moves_clause(std::string_view clause,
                                              const std::string& controller);

// "His controller loses 2 Honor", "Its controller discards a card at
// random" (also "gains", "draws a card"): the effect on `controller`.
std::optional<nlohmann::json> controller_effect(std::string_view sentence,
                                                const std::string& controller);

// A refused challenge's consequences, "bow him and gain 3 Honor"
// (lowercase, after "If he refuses, "): `challenged` names the refusing
// Personality ("target" or "target2").
std::optional<nlohmann::json> refusal_effects(std::string_view clause,
                                              const std::string& challenged);

// The thing a search of the Fate deck alone looks for, "a card", "an Item",
// "a non-Unique Follower": the `finds` filter with `"zone": "fate_deck"`.
std::optional<nlohmann::json> fate_deck_finds(std::string_view what);

// "a target bowed Personality with equal or lower Chi" (than the card: `me`,
// "self" or "this_personality"), "... with Force equal to or lower than this
// Personality's", "... with Force less than or equal to this Personality's
// Chi": removes the qualifier from `phrase` and gives the comparison to add
// to the target ({"chi": {"at_most": {"chi": "self"}}}). `self_ref` reads
// "this Personality" as the card's ref ("" when it names none of it).
// nullopt (phrase unchanged) when the phrase has no such qualifier.
std::optional<nlohmann::json> relative_stat(std::string& phrase, const std::string& me,
                                           const std::function<std::string(std::string_view)>& self_ref);

}  // namespace l5r
