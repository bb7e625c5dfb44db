// The text compiler's templates about Provinces, decks, Rings, Weapons and
// attacks on one card (game/cards/text_compile_province.cpp and
// text_compile_unit.cpp): each gives exactly the hand-written data, and near
// misses stay manual. The texts are written for the tests in the printed
// templates' shape (numbers and names changed); no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json compiled(std::string_view text, CardType type, std::string_view title = {}) {
  CompiledText c = test::compile_whole(text, type, title);
  CHECK(c.compiled > 0);
  return c.json;
}

bool stays_manual(std::string_view text, CardType type) {
  return compile_rules_text(text, type).compiled == 0;
}
}  // namespace

TEST_CASE("a card's strength for This Province") {
  CHECK(compiled("This Province has +3 strength.", CardType::Holding) ==
        json::parse(R"({"traits":[{"this_province_strength":3}]})"));
  CHECK(compiled("This province has -2 strength.", CardType::Personality) ==
        json::parse(R"({"traits":[{"this_province_strength":-2}]})"));
  CHECK(compiled("This Province has +5PS.", CardType::Holding) ==
        json::parse(R"({"traits":[{"this_province_strength":5}]})"));
  // A Terrain's traits apply while it is in play.
  CHECK(compiled("This Province has +1 strength.\n<b>Battle:</b> Put this Terrain into play.",
                 CardType::Strategy) == json::parse(R"({"traits":[{"this_province_strength":1}],
                        "abilities":[{"designator":"Battle","effects":[{"op":"play_terrain"}]}]})"));
  // Not on cards whose traits the engine does not read there.
  CHECK(stays_manual("This Province has +3 strength.", CardType::Event));
  CHECK(stays_manual("This Province has +3 strength.", CardType::Region));
  CHECK(stays_manual("This Province has +3 strength.", CardType::Strategy));
  CHECK(stays_manual("This Province has +0 strength.", CardType::Holding));
  CHECK(
      stays_manual("This Province has +2 strength for each Farm you control.", CardType::Holding));
  CHECK(stays_manual("Your Province has +2 strength.", CardType::Holding));
}

TEST_CASE("a deck's minimum number of Holdings") {
  CHECK(compiled("You must have at least 12 Holdings in your deck construction.",
                 CardType::Holding) == json::parse(R"({"traits":[{"deck_min_holdings":12}]})"));
  CHECK(stays_manual("You must have at least 12 Personalities in your deck construction.",
                     CardType::Holding));
  CHECK(stays_manual("You must have at least twelve Holdings in your deck construction.",
                     CardType::Holding));
}

TEST_CASE("a Ring that does not count toward an Enlightenment Victory") {
  CHECK(compiled("This card does not count "
                 "toward an Enlightenment Victory.",
                 CardType::Ring) == json::parse(R"({"traits":[{"no_enlightenment":true}]})"));
  CHECK(compiled("Does not count towards "
                 "an Enlightenment Victory.",
                 CardType::Ring) == json::parse(R"({"traits":[{"no_enlightenment":true}]})"));
  CHECK(
      stays_manual("This card does not count "
                   "toward an Enlightenment Victory.",
                   CardType::Personality));
  CHECK(stays_manual("This card does not count toward an Honor Victory.", CardType::Ring));
}

TEST_CASE("a Personality that may attach two Weapons") {
  CHECK(compiled("May attach two Weapons.", CardType::Personality) ==
        json::parse(R"({"traits":[{"two_weapons":true}]})"));
  CHECK(compiled("Kenzo may attach two Weapons.", CardType::Personality, "Mirumoto Kenzo") ==
        json::parse(R"({"traits":[{"two_weapons":true}]})"));
  CHECK(stays_manual("May attach two Weapons.", CardType::Item));
  CHECK(stays_manual("May attach three Weapons.", CardType::Personality));
}

TEST_CASE("attacks that may not target the cards of this unit") {
  CHECK(
      compiled("Melee Attacks may not target cards in this unit.", CardType::Follower) ==
      json::parse(
          R"({"traits":[{"untargetable":true,"attacks":["melee"],"each":{"in_this_unit":true}}]})"));
  CHECK(
      compiled("Fear effects and Ranged Attacks may not target cards in this unit.",
               CardType::Personality) ==
      json::parse(
          R"({"traits":[{"untargetable":true,"attacks":["fear","ranged"],"each":{"in_this_unit":true}}]})"));
  CompiledText c =
      compile_rules_text("Melee Attacks may not target cards in this unit.", CardType::Item);
  REQUIRE(c.traits.size() == 1);
  CHECK(c.traits[0].kind == Trait::Kind::Untargetable);
  CHECK(trait_text(c.traits[0]) == "Melee Attacks cannot target cards in this card's unit.");
  CHECK(stays_manual("Fear effects may not target cards in this unit.", CardType::Holding));
  CHECK(stays_manual("Other players may not target cards in this unit.", CardType::Follower));
  CHECK(stays_manual("Ranged Attacks may not target cards in that unit.", CardType::Follower));
}

TEST_CASE("attacks targeting this one card have other strength") {
  CHECK(
      compiled(":fear:, :melee:, and :ranged: targeting this Follower have -3 strength.",
               CardType::Follower) ==
      json::parse(
          R"({"traits":[{"strength":-3,"attacks":["fear","melee","ranged"],"each":{"this_card":true}}]})"));
  CHECK(compiled("Melee Attacks targeting this Personality have -1 strength.", CardType::Item) ==
        json::parse(R"({"traits":[{"strength":-1,"attacks":["melee"],
                                   "each":{"in_this_unit":true,"type":["Personality"]}}]})"));
  CHECK(compiled("Fear effects targeting this Shugenja have -2 strength.", CardType::Spell) ==
        json::parse(R"({"traits":[{"strength":-2,"attacks":["fear"],
                                   "each":{"in_this_unit":true,"type":["Personality"]}}]})"));
  CompiledText c = compile_rules_text("Ranged Attacks targeting this Follower have -2 strength.",
                                      CardType::Follower);
  REQUIRE(c.traits.size() == 1);
  CHECK(trait_text(c.traits[0]) == "Ranged Attacks targeting this card have -2 strength.");
  CHECK(stays_manual("Ranged Attacks targeting this Follower have -2 strength.",
                     CardType::Personality));
  CHECK(stays_manual("Ranged Attacks targeting this Holding have -2 strength.", CardType::Holding));
}

TEST_CASE("Interrupts on the interrupted action's attacks") {
  CHECK(compiled("<b>Interrupt:</b> Negate the action's Ranged Attacks.", CardType::Strategy) ==
        json::parse(R"({"abilities":[{"designator":"Interrupt",
                        "effects":[{"op":"negate_attacks","attacks":["ranged"]}]}]})"));
  CHECK(compiled("<b>Interrupt:</b> Negate the action's Ranged and Melee Attacks.",
                 CardType::Strategy) == json::parse(R"({"abilities":[{"designator":"Interrupt",
                        "effects":[{"op":"negate_attacks","attacks":["melee","ranged"]}]}]})"));
  CHECK(compiled("<b>Interrupt:</b> If the action has any :ranged:, "
                 "negate those effects.",
                 CardType::Strategy) == json::parse(R"({"abilities":[{"designator":"Interrupt",
                        "effects":[{"op":"negate_attacks","attacks":["ranged"]}]}]})"));
  CHECK(compiled("<b>Interrupt:</b> After any Fear effect from the action "
                 "bows a card, destroy it.",
                 CardType::Strategy) ==
        json::parse(
            R"({"abilities":[{"designator":"Interrupt","effects":[{"op":"fear_destroys"}]}]})"));
  CHECK(stays_manual("<b>Interrupt:</b> Negate the action's Duels.", CardType::Strategy));
  CHECK(stays_manual("<b>Interrupt:</b> Negate the action's Melee or Fear Attacks.",
                     CardType::Strategy));
  CompiledText c = compile_rules_text("<b>Interrupt:</b> Negate the action's Melee Attacks.",
                                      CardType::Strategy);
  REQUIRE(c.abilities.size() == 1);
  CHECK(ability_text(c.abilities[0]) ==
        "Interrupt: The interrupted action's Melee Attacks do nothing.");
}

TEST_CASE("a card that enters play bowed") {
  CHECK(compiled("This Fortification enters play bowed.", CardType::Holding) ==
        json::parse(R"({"traits":[{"enters_play_bowed":true}]})"));
  CHECK(compiled("Kenzo enters play bowed.", CardType::Personality, "Kenzo") ==
        json::parse(R"({"traits":[{"enters_play_bowed":true}]})"));
  CHECK(stays_manual("This Fortification enters play bowed.", CardType::Personality));
  CHECK(stays_manual("This Follower enters play bowed.", CardType::Follower));
}

TEST_CASE("a target without a Weapon") {
  CHECK(
      compiled("<b>Battle:</b> Bow a target enemy Samurai without a Weapon.", CardType::Strategy) ==
      json::parse(
          R"({"abilities":[{"designator":"Battle","targets":[{"controller":"enemy","keywords":["Samurai"],
                        "no_attached_keywords":["Weapon"]}],"effects":[{"op":"bow"}]}]})"));
  CHECK(stays_manual("<b>Battle:</b> Bow a target enemy Samurai without a Sword.",
                     CardType::Strategy));
}

TEST_CASE("strength for a chosen Province or this Province") {
  CHECK(compiled("<b>Open:</b> Give a Province +2 strength. Destroy this Holding.",
                 CardType::Holding) == json::parse(R"({"abilities":[{"designator":"Open","effects":[
                        {"op":"province_strength","amount":2,"any_province":true},{"op":"destroy","card":"self"}]}]})"));
  CHECK(
      compiled("<b>Battle:</b> Give this Province -1 strength.", CardType::Event) ==
      json::parse(
          R"({"abilities":[{"designator":"Battle","effects":[{"op":"province_strength","amount":-1}]}]})"));
  CHECK(compiled("<b>Open:</b> Give a Province +4PS.", CardType::Holding) ==
        json::parse(R"({"abilities":[{"designator":"Open","effects":[
                        {"op":"province_strength","amount":4,"any_province":true}]}]})"));
  CHECK(stays_manual("<b>Open:</b> Give a Province +0 strength.", CardType::Holding));
  CHECK(stays_manual("<b>Open:</b> Give your Province +2 strength.", CardType::Holding));
}

TEST_CASE("a target's minimum Chi, then a penalty to him") {
  CHECK(compiled("<b>Open:</b> A target Personality has a minimum Chi of 2. Give him -1F/-3C.",
                 CardType::Strategy) ==
        json::parse(
            R"({"abilities":[{"designator":"Open","targets":[{"type":["Personality"]}],"effects":[
                        {"op":"chi_minimum","amount":2},{"op":"force","amount":-1},{"op":"chi","amount":-3}]}]})"));
  CHECK(stays_manual("<b>Open:</b> A target Personality has a minimum Chi of 0.",
                     CardType::Strategy));
  CHECK(stays_manual("<b>Open:</b> Give him -1F.", CardType::Strategy));
}

TEST_CASE("an attachment Equipped from the discard pile") {
  CHECK(compiled("You may Equip this Follower "
                 "from your discard pile.",
                 CardType::Follower) == json::parse(R"({"traits":[{"equip_from_discard":true}]})"));
  CHECK(
      stays_manual("You may Equip this Follower "
                   "from your discard pile.",
                   CardType::Item));
  CHECK(stays_manual("You may Equip this Follower from your hand.", CardType::Follower));
}
