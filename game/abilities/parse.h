#pragma once
// Reads the JSON ability format (docs/abilities.md) into Ability, Trait and
// Trigger structs, reporting every problem with the path of the field
// ("abilities[0].effects[1].amount: ...").
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "game/abilities/ability.h"

namespace l5r {

using Fail = std::function<void(const std::string& field, const std::string& message)>;

std::vector<Ability> parse_abilities(const nlohmann::json& j, const Fail& fail);
std::vector<Trait> parse_traits(const nlohmann::json& j, const Fail& fail);
std::vector<Trigger> parse_triggers(const nlohmann::json& j, const Fail& fail);
// A target description on its own ("attach_to": which Personalities may carry it).
std::optional<Filter> parse_filter(const nlohmann::json& j, const std::string& field, const Fail& fail);

}  // namespace l5r
