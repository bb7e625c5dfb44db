#pragma once
// Created cards for the rules text compiler (text_compile.cpp): a
// Personality the text describes by its stats and keywords, or a Follower
// created attached to a target Personality (CR20F "Created Cards").
#include <optional>
#include <string_view>

#include "game/cards/text_compile_body.h"

namespace l5r::compile {

// One sentence of an ability body, for sentence(): nullopt when it is no
// creation, false when it is one the format cannot say.
std::optional<bool> created_sentence(std::string_view s, Body& b);

// "a 2F/2C/2PH Samurai • Yojimbo Dragon Clan Personality" ("two ...
// Personalities"): the effect's "created" object and how many; nullopt
// when the words describe no card exactly.
std::optional<std::pair<json, int>> created_card_words(std::string_view w);

}  // namespace l5r::compile
