#pragma once
// Compiles printed card rules text into the project's ability format
// (docs/abilities.md) for the templates the card pool repeats: headers with
// designators, ability keywords and cost icons; Ranged and Melee Attacks;
// Fear; bowing, straightening, destroying, dishonoring and moving a target;
// Honor gains and losses; drawing; Force and Chi bonuses; "+1PH"-style traits;
// Holdings' Gold production; Honor triggers on entering play or being
// Equipped; attachment restrictions; Terrains entering play and their
// traits; bonuses to groups of cards; two targets (yours and an enemy's) or a
// target player; turn conditions and uses per turn; costs written out
// ("Bow this Shugenja to ...", "Pay 2 Gold: ...", "Bow your Stronghold to ..."); moves to
// the current battlefield if he would be opposed; conditions on the cards
// you control or on the card itself; searches; Rings; Province strength,
// Lobby Bonus and other player traits. Whatever is not exactly one of these is
// left manual, with its text, for the players to resolve: never guessed.
// The compiler only emits what the engine runs (game/rules/abilities.cpp).
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/cards/card_def.h"

namespace l5r {

struct CompiledText {
  // The compiled parts in the JSON ability format, as a card file would hold
  // them (assets/cards/*.json), and the same read into the engine's structs.
  nlohmann::json json = nlohmann::json::object();
  std::vector<Ability> abilities;
  std::vector<Trait> traits;
  std::vector<Trigger> triggers;
  std::optional<int> gold_production;  // ":bow:: Produce N Gold." on a Holding
  std::optional<Filter> attach_to;     // "Will only attach to ..."
  std::optional<int> discipline;       // a Strategy's "Discipline :gN:" (CR20F "Discipline")
  // A Holding's Gold for one kind of card only, or its cost reduction
  // (text_compile_economy.cpp).
  std::optional<CardDef::RestrictedGold> restricted_gold;
  int produce_honor_loss = 0;  // "Produce 2 Gold and lose 1 Honor"
  int compiled = 0;                    // parts compiled
  std::vector<std::string> manual;     // parts left manual, markup removed
};

// `title`: the card's title (subtitle dropped), for the text that names its
// own Personality ("After Kaede enters play"); empty when unknown.
// How many runnable parts the compiled card holds (abilities, traits,
// triggers, Gold production, attach restriction, Discipline); a sentence may
// give several.
std::size_t part_count(const CompiledText& c);

// Adds one trait to `out`, read by the project's own parser first: a trait
// it refuses is not compiled (false). For the compiler's template files.
bool add_compiled_trait(const nlohmann::json& trait, CompiledText& out);

CompiledText compile_rules_text(std::string_view text, CardType type, std::string_view title = {});

}  // namespace l5r
