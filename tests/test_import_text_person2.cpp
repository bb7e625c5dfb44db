// The rules text compiler's "If this Personality opposes a ..." condition
// (game/cards/text_compile_person.cpp): a count of any player's cards in
// the army opposing him. The texts are written for the tests in the
// template's shape (other numbers and kinds); no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

TEST_CASE("an ability's effects start with: if this Personality opposes a kind of card") {
  CompiledText c = test::compile_whole("<b>Engage:</b> If this Personality opposes "
                                       "an unbowed Samurai, draw 3 cards.",
                                       CardType::Personality);
  CHECK(c.json.value("abilities", json::array()) == json::parse(R"([{"designator":"Engage",
          "if":{"in_play":{"at_least":1},"location":"opposing_army","bowed":false,"keywords":["Samurai"]},
          "effects":[{"op":"draw","amount":3}]}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(ability_text(c.abilities[0]).find("at least one ") != std::string::npos);
  // A card of a kind the words do not say (an enemy, a location) is no such condition.
  CHECK(compile_rules_text("<b>Engage:</b> If this Personality opposes an enemy Samurai, "
                           "draw 3 cards.",
                           CardType::Personality)
            .compiled == 0);
}
