// The rules text compiler's templates for Holdings, Followers, Items and
// Events of text_compile_b1.cpp. The texts are written for the tests in the
// templates' shape (other numbers, keywords and names); no card's text is
// copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json whole(std::string_view text, CardType type, std::string_view title = {}) {
  CompiledText c = test::compile_whole(text, type, title);
  CHECK(c.compiled > 0);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json;
}

void stays_manual(std::string_view text, CardType type) {
  INFO(text);
  CHECK(compile_rules_text(text, type).compiled == 0);
}
}  // namespace

TEST_CASE("b1: a Holding's Gold for one kind of card, said 'when paying for'") {
  CHECK(whole("This Holding has +3GP when paying for a single Follower only.", CardType::Holding) ==
        json::parse(R"({"restricted_gold":{"bonus":3,"type":["Follower"]}})"));
  stays_manual("This Holding has +1GP when paying for two Followers.", CardType::Holding);
}

TEST_CASE("b1: attacks that cannot target a unit's cards") {
  CHECK(whole("Melee Attacks cannot target cards in this unit.", CardType::Follower) ==
        json::parse(R"({"traits":[{"untargetable":true,"attacks":["melee"],
          "each":{"in_this_unit":true}}]})"));
  stays_manual("Melee Attacks cannot target cards in another unit.", CardType::Follower);
}

TEST_CASE("b1: triggers on an army's destruction and on attaching") {
  CHECK(whole("After a battle resolution in which this Follower was in an army that destroyed any "
              "enemy units or a Province, draw a card.",
              CardType::Follower) ==
        json::parse(
            R"({"triggers":[{"after":"army_destroys","effects":[{"op":"draw","amount":1}]}]})"));
  CHECK(whole("After this Item attaches, bow this Personality.", CardType::Item) ==
        json::parse(R"({"triggers":[{"after":"enters_play",
          "effects":[{"op":"bow","card":"this_personality"}]}]})"));
  stays_manual("After this Item attaches, make a Ranged 2 Attack.", CardType::Item);
}

TEST_CASE("b1: searches said with 'their' and after an Honor gain") {
  CHECK(whole("<b>Open:</b> Starting with you, each player may search their discard pile and Fate "
              "deck for a Kiho, show it, and put it in their hand.",
              CardType::Event)["abilities"] ==
        json::parse(R"([{"designator":"Open","effects":[{"op":"search","player":"each_player",
          "may":true,"finds":{"keywords":["Kiho"],"zone":"fate_deck_or_discard"}}]}])"));
  CHECK(whole("<b>Open:</b> Gain 3 Honor and search your Fate deck for a Spell, show it, and put "
              "it in your hand.",
              CardType::Event)["abilities"] ==
        json::parse(R"([{"designator":"Open","effects":[{"op":"gain_honor","amount":3},
          {"op":"search","finds":{"type":["Spell"],"zone":"fate_deck"}}]}])"));
  CHECK(whole("Invest :g2:: Search your Fate deck for a Hidden Lantern, show it, and put it into "
              "your hand.",
              CardType::Item, "Hidden Lantern") ==
        json::parse(
            R"({"triggers":[{"invest":2,"effects":[{"op":"search","finds":"hidden-lantern"}]}]})"));
  // Another card's title is not this card's id.
  stays_manual(
      "Invest :g2:: Search your Fate deck for a Hidden Lantern, show it, and put it into "
      "your hand.",
      CardType::Item);
}

TEST_CASE("b1: effects on the target if it has keywords or lost its Force") {
  CHECK(whole("<b>Battle:</b> Straighten a target Personality. Bow him if he is a Ninja.",
              CardType::Item)["abilities"] ==
        json::parse(R"([{"designator":"Battle","targets":[{"type":["Personality"]}],
          "effects":[{"op":"straighten"},{"op":"bow","if":{"card":"target","keywords":["Ninja"]}}]}])"));
  CHECK(whole("<b>Battle:</b> Give a target enemy Personality a Force penalty equal to this "
              "Follower's Force. If his Force is now 0 and he is Crab Clan, destroy him.",
              CardType::Follower)["abilities"] ==
        json::parse(
            R"([{"designator":"Battle","targets":[{"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"force","amount":{"force":"self","times":-1}},
          {"op":"destroy","if":{"card":"target","force":{"at_most":0},"keywords":["Crab Clan"]}}]}])"));
  stays_manual("<b>Battle:</b> Straighten a target Personality. Bow him if he is in a big unit.",
               CardType::Item);
}

TEST_CASE("b1: an effect on an attachment's Personality if he has keywords") {
  // An "If" that starts the effects is the ability's (CR20F Good Faith).
  CHECK(whole("<b>Limited, :bow::</b> If this Personality is a Monk, bow him.",
              CardType::Item)["abilities"] ==
        json::parse(R"([{"designator":"Limited","costs":[{"bow":"self"}],
          "if":{"card":"this_personality","keywords":["Monk"]},
          "effects":[{"op":"bow","card":"this_personality"}]}])"));
}

TEST_CASE("b1: bow or straighten a target with a Personal Honor compared") {
  CHECK(whole("<b>Limited:</b> Bow or straighten a target Samurai with higher Personal Honor than "
              "this Personality.",
              CardType::Follower)["abilities"] ==
        json::parse(R"([{"designator":"Limited","targets":[{"keywords":["Samurai"],
          "personal_honor":{"higher_than":{"personal_honor":"this_personality"}}}],
          "effects":[{"op":"choose","choices":[[{"op":"bow"}],[{"op":"straighten"}]]}]}])"));
}

TEST_CASE("b1: a focused Item attaching to the duel's winner") {
  CHECK(whole("As a Focus Effect, after this duel ends, if your Personality won it, you may attach "
              "this Item to her, ignoring costs.",
              CardType::Item) ==
        json::parse(R"({"triggers":[{"after":"focus_effect","after_duel":true,"if_won":true,
          "effects":[{"op":"attach_self","card":"your_duelist"}]}]})"));
  stays_manual("As a Focus Effect, you may attach this Item to him, ignoring costs.",
               CardType::Item);
}

TEST_CASE("b1: a Stronghold's once-per-game Gold and a second Cycle on the first turn") {
  CHECK(whole("Once per game, produce 3 Gold.", CardType::Stronghold) ==
        json::parse(R"({"traits":[{"once_per_game_gold":3}]})"));
  CHECK(whole("You may use the Cycle player ability twice on your first turn.",
              CardType::Stronghold) ==
        json::parse(R"({"traits":[{"player_may":"extra_cycle_first_turn"}]})"));
  stays_manual("Once per game, produce 3 Gold.", CardType::Holding);
  stays_manual("You may use the Cycle player ability twice on any turn.", CardType::Stronghold);
}

TEST_CASE("b1: an attack after targeting a dead Personality, and Fear that spares a keyword") {
  CHECK(whole("<b>Battle:</b> Target a dead Personality. Melee Attack "
              "with strength equal to her Force.",
              CardType::Sensei)["abilities"] == json::parse(R"([{"designator":"Battle",
          "targets":[{"type":["Personality"],"zone":"discard","dead":true},
                     {"attack_target":true,"controller":"enemy","location":"current_battlefield"}],
          "effects":[{"op":"melee_attack","amount":{"force":"target"},"card":"target2"}]}])"));
  CHECK(whole("<b>Battle, :bow::</b> Fear 2 that cannot target a Ninja card.",
              CardType::Follower)["abilities"] ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "targets":[{"attack_target":true,"controller":"enemy","location":"current_battlefield",
                      "not_keywords":["Ninja"]}],
          "effects":[{"op":"fear","amount":2,"card":"target"}]}])"));
  // The restriction is part of the text players read.
  CompiledText c = compile_rules_text("<b>Battle:</b> Fear 2 that cannot target a Ninja card.",
                                      CardType::Follower);
  REQUIRE(c.abilities.size() == 1);
  CHECK(ability_text(c.abilities[0]).find("non-Ninja") != std::string::npos);
  stays_manual(
      "<b>Battle:</b> Target a dead Personality. Melee Attack "
      "with strength equal to her Chi.",
      CardType::Sensei);
  stays_manual("<b>Battle:</b> Fear 2 that cannot target two cards.", CardType::Follower);
}

TEST_CASE("b1: an optional second target compared with the first, and what choosing it does") {
  CHECK(whole("<b>Battle:</b> Bow a target enemy Personality. You may target your Samurai with "
              "lower Personal Honor to destroy this Follower and draw a card.",
              CardType::Follower)["abilities"] == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Personality"]},
                     {"controller":"you","keywords":["Samurai"],
                      "personal_honor":{"lower_than":{"personal_honor":"target"}},"optional":true}],
          "effects":[{"op":"bow"},{"op":"destroy","card":"self","if":{"chosen":"target2"}},
                     {"op":"draw","amount":1,"if":{"chosen":"target2"}}]}])"));
  // An effect on either target is not what the template says.
  stays_manual(
      "<b>Battle:</b> Bow a target enemy Personality. You may target your Samurai with "
      "lower Personal Honor to bow him.",
      CardType::Follower);
}

TEST_CASE("b1: giving a keyword the engine knows, with or without its reminder") {
  CHECK(
      whole("<b>Open:</b> Give your target Samurai Elite. Destroy this Holding.",
            CardType::Holding)["abilities"] ==
      json::parse(R"([{"designator":"Open","targets":[{"controller":"you","keywords":["Samurai"]}],
          "effects":[{"op":"give_keyword","keyword":"Elite"},{"op":"destroy","card":"self"}]}])"));
  CHECK(
      whole("<b>Open:</b> Give your target Samurai Elite. Destroy this Holding. (Elite cards "
            "have rules of their own.)",
            CardType::Holding)["abilities"] ==
      json::parse(R"([{"designator":"Open","targets":[{"controller":"you","keywords":["Samurai"]}],
          "effects":[{"op":"give_keyword","keyword":"Elite"},{"op":"destroy","card":"self"}]}])"));
  CHECK(whole("<b>Limited:</b> Give Kensai to a target Personality (A Kensai wields two Weapons).",
              CardType::Sensei)["abilities"] ==
        json::parse(R"([{"designator":"Limited","targets":[{"type":["Personality"]}],
          "effects":[{"op":"give_keyword","keyword":"Kensai"}]}])"));
  // A keyword whose rules the engine does not run, and a reminder of another.
  stays_manual("<b>Open:</b> Give your target Samurai Reserve.", CardType::Holding);
  stays_manual("<b>Open:</b> Give your target Samurai Elite. (Naval cards have rules.)",
               CardType::Holding);
}

TEST_CASE("b1: an attachment destroyed as soon as its Personality is in an army") {
  CHECK(whole("If this Personality is ever defending, destroy this Item.", CardType::Item) ==
        json::parse(R"({"traits":[{"destroyed_while":{"card":"this_personality",
          "defending":true}}]})"));
  CHECK(whole("If this Personality is ever attacking, destroy this card.", CardType::Follower) ==
        json::parse(R"({"traits":[{"destroyed_while":{"card":"this_personality",
          "attacking":true}}]})"));
  stays_manual("If this Personality is ever opposed, destroy this Item.", CardType::Item);
  stays_manual("If this Personality is ever attacking, destroy him.", CardType::Follower);
}
