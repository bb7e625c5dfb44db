// The rules text compiler's templates of game/cards/text_compile_honor.cpp
// and the honor slice's small additions to text_compile.cpp. The texts are
// written for the tests in the templates' shape (other numbers, keywords
// and verbs); no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json honor_compiled(std::string_view text, CardType type = CardType::Strategy) {
  CompiledText c = test::compile_whole(text, type);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json.value("abilities", json::array());
}

void honor_stays_manual(std::string_view text, CardType type = CardType::Strategy) {
  INFO(text);
  CHECK(compile_rules_text(text, type).compiled == 0);
}
}  // namespace

TEST_CASE("a second target of anyone's, strictly lower or higher than the first") {
  // Never the first target itself (a card's Personal Honor is not lower
  // than its own), so it may be anyone's.
  CHECK(honor_compiled("<b>Open:</b> Straighten your target bowed Samurai Personality. "
                       "Bow a target Shugenja Personality with higher Personal Honor.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","bowed":true,"keywords":["Samurai"],"type":["Personality"]},
                     {"keywords":["Shugenja"],"type":["Personality"],
                      "personal_honor":{"higher_than":{"personal_honor":"target"}}}],
          "effects":[{"op":"straighten"},{"op":"bow","card":"target2"}]}])"));
  // "Equal or lower" could be the first target again: still one yours,
  // one an enemy's, or manual.
  honor_stays_manual(
      "<b>Open:</b> Straighten your target bowed Samurai Personality. "
      "Bow a target Shugenja Personality with equal or lower Personal Honor.");
}

TEST_CASE("the Imperial Favor icon as a cost") {
  CHECK(honor_compiled("<b>Political Limited, :favor::</b> Draw a card.", CardType::Personality) ==
        json::parse(R"([{"designator":"Limited","keywords":["Political"],
          "costs":[{"discard_favor":true}],"effects":[{"op":"draw","amount":1}]}])"));
}

TEST_CASE("effects delayed until the target next attacks you this turn") {
  // The ability's one target, named before.
  CHECK(honor_compiled("<b>Open:</b> Target a Samurai Personality. After the next time this "
                       "turn he attacks you, bow him.") == json::parse(R"([{"designator":"Open",
          "targets":[{"keywords":["Samurai"],"type":["Personality"]}],
          "effects":[{"op":"bow","delay":"after_target_attacks_you"}]}])"));
  // The target named in the clause, "(this turn)" after it, two effects.
  CHECK(honor_compiled("<b>Open:</b> After the next time a target Ronin Personality attacks "
                       "you (this turn), draw a card and bow him.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"keywords":["Ronin"],"type":["Personality"]}],
          "effects":[{"op":"draw","amount":1,"delay":"after_target_attacks_you"},
                     {"op":"bow","delay":"after_target_attacks_you"}]}])"));
  // Without "this turn" the delay would outlast the turn: manual.
  honor_stays_manual(
      "<b>Open:</b> Target a Samurai Personality. After the next time "
      "he attacks you, bow him.");
  // "attacks you" needs a card as the one target.
  honor_stays_manual("<b>Open:</b> After the next time this turn he attacks you, draw a card.");
}

TEST_CASE("after the Personality is Proclaimed, or destroyed") {
  CompiledText c = test::compile_whole("After you Proclaim Test Envoy, draw a card.",
                                       CardType::Personality, "Test Envoy");
  CHECK(c.json.value("triggers", json::array()) ==
        json::parse(R"([{"after":"proclaimed","effects":[{"op":"draw","amount":1}]}])"));
  // Either event: two triggers with the same target and effects.
  c = test::compile_whole(
      "After you Proclaim Test Envoy or she is destroyed, a target player "
      "loses 3 Honor.",
      CardType::Personality, "Test Envoy");
  CHECK(c.json.value("triggers", json::array()) ==
        json::parse(R"([{"after":"proclaimed","targets":[{"player":true}],
                         "effects":[{"op":"lose_honor","amount":3,"player":"target_player"}]},
                        {"after":"destroyed","targets":[{"player":true}],
                         "effects":[{"op":"lose_honor","amount":3,"player":"target_player"}]}])"));
}

TEST_CASE("a Ranged Attack equal to your target's stat") {
  CHECK(
      honor_compiled("<b>Battle:</b> :ranged: equal to your target Crab Clan Personality's Chi.") ==
      json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","keywords":["Crab Clan"],"type":["Personality"]},
                     {"attack_target":true,"controller":"enemy","location":"current_battlefield"}],
          "effects":[{"op":"ranged_attack","card":"target2","amount":{"chi":"target"}}]}])"));
  honor_stays_manual(
      "<b>Battle:</b> :ranged: equal to your target Crab Clan Personality's Gold Cost.");
}

TEST_CASE("a controller's choice of seppuku, with an outcome for each answer") {
  CHECK(honor_compiled("<b>Open:</b> Target an enemy Samurai Personality. Her controller may have "
                       "her commit seppuku. If she chose this, she loses 3 Honor. If she did not "
                       "choose this, bow the Personality and his controller gains 1 Honor.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"enemy","keywords":["Samurai"],"type":["Personality"]}],
          "effects":[{"op":"choose","player":"target_controller","choices":[
            [{"op":"seppuku"},{"op":"lose_honor","amount":3,"player":"target_controller"}],
            [{"op":"bow"},{"op":"gain_honor","amount":1,"player":"target_controller"}]]}]}])"));
  // An outcome with no seppuku offered before it: manual.
  honor_stays_manual(
      "<b>Open:</b> Target an enemy Samurai Personality. If she chose this, she loses 3 Honor.");
}

TEST_CASE("a stat penalty of his own stat, then a choice if his Force is now a number") {
  CHECK(honor_compiled("<b>Battle:</b> Give a target enemy Personality a Force penalty equal to "
                       "his own Chi. If his Force is now 1, you may give him a -2F Venom token "
                       "and gain 2 Honor.",
                       CardType::Personality) ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"force","amount":{"chi":"target","times":-1}},
                     {"op":"choose","if":{"card":"target","force":{"equal_to":1}},
                      "choices":[[{"op":"give_tokens","token":{"name":"Venom","force":-2}},
                                  {"op":"gain_honor","amount":2}],[]]}]}])"));
}
