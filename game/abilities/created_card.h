// Created cards (CR20F "Created Cards"): "create a 2F/2C/2PH Samurai •
// Yojimbo Personality". The creating text gives the card's type, stats and
// keywords; what it leaves out is zero, and a created Personality's Honor
// Requirement is the dash. Such a card has no card file of its own: an
// ability names it by an id that spells it out ("created:..."), and the card
// database adds a definition for each such id it meets (CardDb::add), so
// the game state refers to created cards as to any other card.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/cards/card_def.h"

namespace l5r {

struct CreatedCard {
  CardType type = CardType::Personality;
  int force = 0;
  int chi = 0;
  int personal_honor = 0;
  std::vector<std::string> keywords;
  Clan clan = Clan::Unaligned;
};

inline constexpr std::string_view kCreatedPrefix = "created:";
inline bool is_created_card_id(std::string_view id) { return id.starts_with(kCreatedPrefix); }

// "created:Personality:2/2/2:Samurai,Yojimbo:Dragon". Only Personalities and
// Followers are created by the cards we read.
std::string created_card_id(const CreatedCard& t);
std::optional<CreatedCard> created_card_spec(std::string_view id);
// What players read: "2F/2C/2PH Samurai • Yojimbo Dragon Clan Personality"
// (it is no title: a created card has none).
std::string created_card_text(const CreatedCard& t, bool plural = false);
// The definition a created card plays by (its id is created_card_id(t)).
CardDef created_card_def(const CreatedCard& t);

}  // namespace l5r
