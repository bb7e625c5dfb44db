#pragma once
// The text a player reads for a card, generated from its ability data, so that
// what the engine does and what the card says cannot drift apart.
#include <string>

#include "game/abilities/ability.h"

namespace l5r {

struct CardDef;

std::string amount_text(const Amount& a);
// "a -1F/-1C Poison token" without the article: "-1F/-1C Poison token".
std::string token_text(const TokenSpec& t);
std::string target_text(const TargetSpec& t);
// "your unbowed Cavalry Personality at home"; with an article: "an enemy ...".
std::string filter_text(const Filter& f, bool with_article);
// The same in the plural ("your Warrior Personalities") when `many`.
std::string filter_text(const Filter& f, bool with_article, bool many);
std::string ability_text(const Ability& a);
// The same, naming "this card" by the card's type ("this Personality").
std::string ability_text(const Ability& a, const CardDef& on);
std::string trait_text(const Trait& t);
std::string trigger_text(const Trigger& t);
// The same, naming "this card" by the card's type.
std::string trigger_text(const Trigger& t, const CardDef& on);
// Every trait, triggered trait and ability of the card, one per line.
std::string card_text(const CardDef& d);
// A Stronghold in play reads as the face its player plays (CR20F
// "Strongholds"): `going_second` picks the face; both lines are not shown.
// The same as card_text for a card with one face.
std::string card_face_text(const CardDef& d, bool going_second);
// The text of choice `index` of the card's (first) "choose one" effect.
std::string choice_text(const CardDef& d, int index);

}  // namespace l5r
