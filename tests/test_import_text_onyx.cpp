// The rules text compiler's readings of Onyx wordings (game/cards/
// text_compile.cpp): a "Response" to the Recruit of its own card, and the
// legacy "performing" Personality (keywords.md "Response", "Performing").
// The texts are written for the tests in the templates' shape; no card's
// text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

TEST_CASE("a Response after the action Recruits its own card") {
  CompiledText c = test::compile_whole(
      "Political Tireless Response, :g2:: After the action Recruits this Holding, gain 3 Honor.",
      CardType::Holding);
  REQUIRE(c.json.contains("triggers"));
  CHECK(c.json["triggers"] == json::parse(R"([{"after":"recruited","response":true,
        "keywords":["Political","Tireless"],"costs":[{"gold":2}],
        "effects":[{"op":"gain_honor","amount":3}]}])"));
  REQUIRE(c.triggers.size() == 1);
  CHECK(c.triggers[0].response);
  CHECK(trigger_text(c.triggers[0]) ==
        "Political Tireless Response, 2 Gold: After the action Recruits this card: Gain 3 Honor.");

  // The Personality's own name reads as "this Personality".
  CompiledText p = test::compile_whole("Response, :bow:: After the action Recruits Hanako, draw a card.",
                                       CardType::Personality, "Seido Hanako");
  REQUIRE(p.triggers.size() == 1);
  CHECK(p.json["triggers"][0]["costs"] == json::parse(R"([{"bow":"self"}])"));
}

TEST_CASE("Responses the format cannot say stay manual") {
  for (std::string_view text : {"Response: If the action bowed your Personality, draw a card.",
                                "Response, :gstar:: After the action Recruits this Holding, draw a card.",
                                "Response: After the action Equips this Holding, draw a card."}) {
    INFO(text);
    CHECK(compile_rules_text(text, CardType::Holding).compiled == 0);
  }
}

TEST_CASE("an Onyx 'performing' Personality is the one the action targets") {
  const json a = test::compile_whole("Battle: Target your performing unbowed Samurai to gain 3 Honor.",
                                     CardType::Strategy)
                     .json["abilities"][0];
  CHECK(a == test::compile_whole("Battle: Target your unbowed Samurai. Gain 3 Honor.", CardType::Strategy)
                 .json["abilities"][0]);
  const json b = test::compile_whole("Open: Bow your performing Courtier. Gain 2 Honor.", CardType::Strategy)
                     .json["abilities"][0];
  CHECK(b == test::compile_whole("Open: Bow your target Courtier. Gain 2 Honor.", CardType::Strategy)
                 .json["abilities"][0]);
  // "Choose your performing X" chooses, and targets nothing: a chosen card
  // (text_compile_perform.cpp).
  const json c = test::compile_whole("Battle: Choose your performing Samurai: Give him +2F.", CardType::Strategy)
                     .json["abilities"][0];
  CHECK(c["targets"][0]["chosen"] == true);
}
