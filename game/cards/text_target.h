#pragma once
// The noun phrases card text uses for targets and attachment restrictions,
// read into the ability format's target description (docs/abilities.md).
// Only phrases whose every word is understood are read; anything else gives
// nullopt so that the ability stays manual instead of being guessed.
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

namespace l5r {

// "your target unbowed Personality", "a target enemy Follower or Personality
// at home", "target Cavalry Personality with 3 or lower Force".
std::optional<nlohmann::json> target_phrase(std::string_view phrase);

// "a Samurai", "a Crab Clan Personality", "a Samurai or Bushi" ("Will only
// attach to ..."): the Personalities an attachment may join.
std::optional<nlohmann::json> attach_phrase(std::string_view phrase);

}  // namespace l5r
