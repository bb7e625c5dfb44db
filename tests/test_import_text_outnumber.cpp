// The rules text compiler's templates about armies that outnumber or are
// outnumbered (game/cards/text_compile_outnumber.cpp). The texts are
// written for the tests in the templates' shape (other numbers, keywords and
// states); no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json outnumber_compiled(std::string_view text, CardType type = CardType::Strategy,
                        std::string_view title = {}) {
  CompiledText c = test::compile_whole(text, type, title);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json;
}

void outnumber_stays_manual(std::string_view text, CardType type = CardType::Strategy) {
  test::stays_manual(text, type);
}
}  // namespace

TEST_CASE("a bonus, or a larger one while the target is outnumbered") {
  CHECK(outnumber_compiled("<b>Battle, :bow::</b> Give your target Personality +1F, "
                           "or +3F if he is attacking or outnumbered.",
                           CardType::Holding)["abilities"] ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
                         "targets":[{"type":["Personality"],"controller":"you"}],
                         "effects":[{"op":"force","amount":{"value":1,"bonus_when":[{"amount":2,
                           "if":{"card":"target","any_of":[{"attacking":true},{"outnumbered":true}]}}]}}]}])"));
  // Neither state about numbers: not this family's.
  outnumber_stays_manual(
      "<b>Battle:</b> Give your target Personality +1F, or +3F if he is attacking or bowed.");
}

TEST_CASE("effects if the target has a keyword and a state, outnumbered among them") {
  CHECK(outnumber_compiled(
            "<b>Battle:</b> Bow your target Personality. If they are Lion Clan, and are "
            "attacking or their army is outnumbered, give them +3F.")["abilities"] ==
        json::parse(
            R"([{"designator":"Battle","targets":[{"type":["Personality"],"controller":"you"}],
                         "effects":[{"op":"bow"},{"op":"force","amount":3,
                           "if":{"card":"target","keywords":["Lion Clan"],
                                 "any_of":[{"attacking":true},{"outnumbered":true}]}}]}])"));
}

TEST_CASE("effects if the player's army is outnumbered") {
  const json army = json::parse(R"({"you_control":{"at_least":1},"type":["Personality"],
                                    "location":"current_battlefield","outnumbered":true})");
  CHECK(outnumber_compiled(
            "<b>Battle:</b> Bow your target opposed Personality. Bow her attachments "
            "if your army has fewer units than the enemy army.")["abilities"][0]["effects"] ==
        json::array({{{"op", "bow"}},
                     {{"op", "bow"}, {"each", {{"attached_to", "target"}}}, {"if", army}}}));
  CHECK(outnumber_compiled(
            "<b>Battle:</b> If your current army is outnumbered, draw a card.")["abilities"] ==
        json::array({{{"designator", "Battle"},
                      {"if", army},
                      {"effects", {{{"op", "draw"}, {"amount", 1}}}}}}));
}

TEST_CASE("effects if this Personality's army does not outnumber the enemy army") {
  CHECK(outnumber_compiled("<b>Battle:</b> If Tokei's army does not outnumber the enemy army, "
                           "straighten a target Follower.",
                           CardType::Personality, "Test Tokei, Wall of Stone")["abilities"] ==
        json::parse(R"([{"designator":"Battle","if":{"not":{"card":"self","outnumbers":true}},
                         "targets":[{"type":["Follower"]}],"effects":[{"op":"straighten"}]}])"));
  // Not on a Personality: manual.
  outnumber_stays_manual(
      "<b>Battle:</b> If this Personality's army does not outnumber the enemy army, "
      "straighten a target Follower.",
      CardType::Holding);
}
