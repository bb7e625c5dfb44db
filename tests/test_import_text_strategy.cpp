// The rules text compiler's templates of game/cards/text_compile_strategy.cpp
// and the shared readers the strategy slice widened (number words, a
// keyword reminder ending with its own full stop). The texts are written for
// the tests in the templates' shape (other numbers, keywords and verbs); no
// card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json strategy_compiled(std::string_view text, CardType type = CardType::Strategy) {
  CompiledText c = test::compile_whole(text, type);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json.value("abilities", json::array());
}

void strategy_stays_manual(std::string_view text, CardType type = CardType::Strategy) {
  INFO(text);
  CHECK(compile_rules_text(text, type).compiled == 0);
}
}  // namespace

TEST_CASE("a number written as a word") {
  CHECK(strategy_compiled("<b>Open:</b> Draw three cards.") == json::parse(R"([{"designator":"Open",
          "effects":[{"op":"draw","amount":3}]}])"));
  CHECK(strategy_compiled("<b>Limited:</b> Draw 2 cards.") ==
        json::parse(R"([{"designator":"Limited",
          "effects":[{"op":"draw","amount":2}]}])"));
  strategy_stays_manual("<b>Open:</b> Draw many cards.");
}

TEST_CASE("a keyword's reminder that ends with its own full stop") {
  CHECK(strategy_compiled("<b>Unstoppable Battle:</b> Draw a card. (Nobody may Interrupt "
                          "Unstoppable actions.)") == json::parse(R"([{"designator":"Battle",
          "keywords":["Unstoppable"],"effects":[{"op":"draw","amount":1}]}])"));
  // A reminder about another keyword is not dropped.
  strategy_stays_manual(
      "<b>Unstoppable Battle:</b> Draw a card. (Nobody may Interrupt "
      "Tireless actions.)");
}

TEST_CASE("the older target wording with a choice of two verbs") {
  CHECK(strategy_compiled("<b>Open:</b> If you control a Ring, target a card in a unit: "
                          "Bow or straighten the target.") == json::parse(R"([{"designator":"Open",
          "if":{"you_control":{"at_least":1},"type":["Ring"]},
          "targets":[{"type":["Personality","Follower","Item","Spell"]}],
          "effects":[{"op":"choose","choices":[[{"op":"bow"}],[{"op":"straighten"}]]}]}])"));
  CHECK(strategy_compiled("<b>Battle:</b> Target your Follower: Bow or straighten it.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","type":["Follower"]}],
          "effects":[{"op":"choose","choices":[[{"op":"bow"}],[{"op":"straighten"}]]}]}])"));
  // One verb is no choice; a verb the choice does not know stays manual.
  strategy_stays_manual("<b>Battle:</b> Target a card in a unit: Bow or juggle it.");
}

TEST_CASE("a Fortification at this battlefield") {
  CHECK(strategy_compiled("<b>Battle:</b> Straighten your target bowed Fortification at this "
                          "battlefield. Draw a card.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","bowed":true,"keywords":["Fortification"],"type":["Holding"],
                      "location":"current_battlefield"}],
          "effects":[{"op":"straighten"},{"op":"draw","amount":1}]}])"));
  // Only a Fortification: another card "at this battlefield" is not this template's.
  strategy_stays_manual(
      "<b>Battle:</b> Straighten your target bowed Fortification at this battlefield now.");
}
