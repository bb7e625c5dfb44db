// The text compiler's templates for a Holding's Gold and for cost reductions
// (game/cards/text_compile_economy.cpp): each gives exactly the hand-written
// data, and near misses stay manual. The texts are written for the tests in
// the printed templates' shape (numbers and names changed); no card's text is
// copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
// The compiled JSON of a text that must compile whole.
json compiled(std::string_view text, CardType type = CardType::Holding) {
  CompiledText c = test::compile_whole(text, type);
  CHECK(c.compiled > 0);
  return c.json;
}

bool stays_manual(std::string_view text, CardType type = CardType::Holding) {
  return compile_rules_text(text, type).compiled == 0;
}
}  // namespace

TEST_CASE("a Holding's Gold that pays only for one kind of card") {
  CompiledText c = compile_rules_text(
      ":bow:: Produce 2 Gold.\n:bow:: Produce 4 Gold, which can only pay for a single Kiho card.",
      CardType::Holding);
  CHECK(c.manual.empty());
  CHECK(c.json ==
        json::parse(R"({"gold_production":2,"restricted_gold":{"amount":4,"keywords":["Kiho"]}})"));
  REQUIRE(c.restricted_gold);
  CHECK(c.restricted_gold->amount == 4);
  CHECK(c.restricted_gold->keywords == std::vector<std::string>{"Kiho"});
  CHECK_FALSE(c.restricted_gold->reduces_cost);
  CHECK(compiled(":bow:: Produce 3 Gold, which can only pay for a single attachment.") ==
        json::parse(R"({"restricted_gold":{"amount":3,"type":["Follower","Item","Spell"]}})"));
  CHECK(stays_manual(":bow:: Produce 3 Gold, which can only pay for a single Strategy."));
  CHECK(stays_manual(":bow:: Produce 3 Gold, which can only pay for two Kiho cards."));
  CHECK(stays_manual(":bow:: Produce 3 Gold, which can only pay for a single Kiho card.",
                     CardType::Personality));
}

TEST_CASE("a Holding bowed to lower the cost of a kind of card") {
  CHECK(compiled(":bow:: When paying for an Item, it enters play for 4 less Gold.") ==
        json::parse(R"({"restricted_gold":{"amount":4,"reduces_cost":true,"type":["Item"]}})"));
  CHECK(compiled(":bow:: When paying for a Shugenja, he enters play for 1 less Gold.") ==
        json::parse(
            R"({"restricted_gold":{"amount":1,"keywords":["Shugenja"],"reduces_cost":true}})"));
  CompiledText two = compile_rules_text(
      ":bow:: Produce 1 Gold.\n:bow:: When paying for a Personality, it enters play for 2 less "
      "Gold.",
      CardType::Holding);
  CHECK(two.manual.empty());
  CHECK(two.compiled == 2);
  REQUIRE(two.restricted_gold);
  CHECK(two.restricted_gold->reduces_cost);
  CHECK(static_cast<unsigned>(two.restricted_gold->types) == (1u << static_cast<int>(CardType::Personality)));
  // A second restricted Gold on one card, "for 0 Gold", a Strategy's action: manual.
  CHECK(compile_rules_text(":bow:: When paying for an Item, it enters play for 4 less Gold.\n"
                           ":bow:: When paying for a Spell, it enters play for 1 less Gold.",
                           CardType::Holding)
            .manual.size() == 1);
  CHECK(stays_manual(":bow:: When paying for a Shugenja, he enters play for 0 Gold."));
  CHECK(stays_manual(":bow:: When paying for an action on a Strategy, it costs 2 less Gold."));
}

TEST_CASE("a Holding with more Gold Production when it pays for one kind of card") {
  CHECK(compiled("This Holding has +4GP when it pays for a single Follower only.") ==
        json::parse(R"({"restricted_gold":{"bonus":4,"type":["Follower"]}})"));
  CompiledText c = compile_rules_text(
      "This Holding has +2GP when it pays for a single Courtier only.", CardType::Holding);
  REQUIRE(c.restricted_gold);
  CHECK(c.restricted_gold->plus_production);
  CHECK(c.restricted_gold->amount == 2);
  CHECK(stays_manual("This Holding has +2GP when it pays for two Courtiers only."));
  CHECK(stays_manual("This Holding has +2GP when it pays for a single Courtier."));
  CHECK(stays_manual("This Holding has +2GP when it pays for a single Courtier only.",
                     CardType::Region));
}

TEST_CASE("a Holding's Gold depending on whose turn it is") {
  CHECK(compiled(":bow:: Produce 1 Gold, or 4 Gold if it is not your turn.") ==
        json::parse(
            R"({"gold_production":1,"traits":[{"stat":"gold_production","amount":3,"card":"self",
          "while":{"your_turn":false}}]})"));
  CompiledText c =
      compile_rules_text(":bow:: Produce 3 Gold, or 2 Gold if it is your turn.", CardType::Holding);
  CHECK(c.manual.empty());
  CHECK(c.json ==
        json::parse(R"({"gold_production":3,"traits":[{"stat":"gold_production","amount":-1,
    "card":"self","while":{"your_turn":true}}]})"));
  REQUIRE(c.traits.size() == 1);
  REQUIRE(c.traits[0].condition);
  CHECK(c.traits[0].condition->your_turn == std::optional<bool>(true));
  CHECK(stays_manual(":bow:: Produce 2 Gold, or 2 Gold if it is not your turn."));
  CHECK(stays_manual(":bow:: Produce 2 Gold, or 3 Gold if it is not your first turn."));
}

TEST_CASE("a Holding whose Gold costs Honor") {
  CHECK(compiled(":bow:: Produce 4 Gold and lose 2 Honor.") ==
        json::parse(R"({"gold_production":4,"produce_lose_honor":2})"));
  CompiledText c = compile_rules_text(":bow:: Produce 4 Gold and lose 2 Honor.", CardType::Holding);
  CHECK(c.produce_honor_loss == 2);
  CHECK(stays_manual(":bow:: Produce 4 Gold and lose 0 Honor."));
  CHECK(stays_manual(":bow:: Produce 4 Gold and gain 1 Honor."));
  CHECK(stays_manual(":bow:: Produce 4 Gold and lose 2 Honor.", CardType::Stronghold));
}

TEST_CASE("an attachment that costs less to Equip to some Personalities") {
  CHECK(
      compiled("Attaches to a Mantis Clan Personality for 3 less Gold.", CardType::Item) ==
      json::parse(
          R"({"traits":[{"equip_discount":3,"each":{"keywords":["Mantis Clan"]}}]})"));
  CompiledText c =
      compile_rules_text("Equips to a Fire Shugenja for 2 less Gold.", CardType::Spell);
  CHECK(c.manual.empty());
  CHECK(
      c.json ==
      json::parse(R"({"traits":[{"equip_discount":2,"each":{"keywords":["Fire","Shugenja"]}}]})"));
  REQUIRE(c.traits.size() == 1);
  CHECK(c.traits[0].kind == Trait::Kind::EquipDiscount);
  CHECK(trait_text(c.traits[0]) == "You pay 2 Gold less to Equip this card to a Fire Shugenja card.");
  CHECK(stays_manual("Attaches to a Mantis Clan Personality for 3 less Gold.",
                     CardType::Personality));
  CHECK(stays_manual("Attaches to a Mantis Clan Personality for 3 more Gold.", CardType::Item));
  CHECK(stays_manual("Attaches to a Mantis Clan Personality for 0 less Gold.", CardType::Item));
}

TEST_CASE("a Dynasty card that costs a clan's player less to Recruit") {
  CHECK(compiled("Enters play for 2 less Gold if you are a Mantis Clan player.") ==
        json::parse(R"({"traits":[{"recruit_discount":2,
          "while":{"card":"your_stronghold","keywords":["Mantis Clan"]}}]})"));
  CompiledText c =
      compile_rules_text("Kenzo enters play for 1 less Gold if you are an Unicorn Clan player.",
                         CardType::Personality, "Ide Kenzo");
  CHECK(c.manual.empty());
  REQUIRE(c.traits.size() == 1);
  CHECK(c.traits[0].kind == Trait::Kind::RecruitDiscount);
  CHECK(trait_text(c.traits[0]) ==
        "You pay 1 Gold less to Recruit this card if you are a Unicorn Clan player.");
  CHECK(stays_manual("Enters play for 2 less Gold if another player is a Mantis Clan player."));
  CHECK(stays_manual("Enters play for 2 less Gold if you are a Ronin player."));
  CHECK(stays_manual("Enters play for 2 less Gold if you are a Mantis Clan player.",
                     CardType::Strategy));
}

TEST_CASE("attacks on the cards of this unit have less strength") {
  CHECK(compiled("Ranged Attacks targeting cards in this unit have -5 strength.", CardType::Item) ==
        json::parse(
            R"({"traits":[{"strength":-5,"attacks":["ranged"],"each":{"in_this_unit":true}}]})"));
  CHECK(
      compiled("Melee Attacks, Fear effects, and Ranged Attacks targeting cards in this unit have "
               "-2 strength.",
               CardType::Follower) ==
      json::parse(
          R"({"traits":[{"strength":-2,"attacks":["melee","fear","ranged"],"each":{"in_this_unit":true}}]})"));
  CompiledText c =
      compile_rules_text("Melee and Ranged Attacks targeting cards in this unit have +4 strength.",
                         CardType::Personality);
  CHECK(c.manual.empty());
  REQUIRE(c.traits.size() == 1);
  CHECK(c.traits[0].kind == Trait::Kind::Strength);
  REQUIRE(c.traits[0].each);
  CHECK(c.traits[0].each->in_this_unit);
  CHECK(stays_manual("Ranged Attacks targeting cards in this unit have -5 strength.",
                     CardType::Holding));
  CHECK(stays_manual("Ranged Attacks targeting cards in that unit have -3 strength.",
                     CardType::Item));
  CHECK(stays_manual("Duels targeting cards in this unit have -3 strength.", CardType::Item));
  CHECK(
      stays_manual("Ranged Attacks targeting cards in this unit have 0 strength.", CardType::Item));
}
