// The rules text compiler's templates of game/cards/text_compile_d.cpp:
// effects that wait on a target's stat, bonuses that grow with a keyword,
// optional second targets, and traits on the cards a Terrain's action
// targeted. The texts are written for the tests in the templates' shape
// (other numbers, keywords and verbs); no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json d_compiled(std::string_view text, CardType type = CardType::Strategy) {
  CompiledText c = test::compile_whole(text, type);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json.value("abilities", json::array());
}

void d_stays_manual(std::string_view text, CardType type = CardType::Strategy) {
  INFO(text);
  CHECK(compile_rules_text(text, type).compiled == 0);
}
}  // namespace

TEST_CASE("an effect that waits on the target's stat after the others") {
  CHECK(d_compiled("<b>Battle:</b> Target an enemy Follower: Give it -4F. "
                   "Destroy it if its Force is now 0.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"force","amount":-4},
                     {"op":"destroy","if":{"card":"target","force":{"equal_to":0}}}]}])"));
  CHECK(d_compiled("<b>Open:</b> Give a target Personality -1C. "
                   "Bow him if his Chi is now 1.") == json::parse(R"([{"designator":"Open",
          "targets":[{"type":["Personality"]}],
          "effects":[{"op":"chi","amount":-1},
                     {"op":"bow","if":{"card":"target","chi":{"equal_to":1}}}]}])"));
  // Two targets: "it" names no one card.
  d_stays_manual(
      "<b>Battle:</b> Give your target Samurai +1F. Give a target enemy "
      "Follower -2F. Bow it if its Force is now 0.");
}

TEST_CASE("a bonus that is larger for a keyword") {
  CHECK(d_compiled("<b>Battle:</b> Target a defending Personality: Give him +1F, or "
                   "+4F if he is Crab Clan (until the turn ends).") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"defending":true,"type":["Personality"]}],
          "effects":[{"op":"force","amount":1,"if":{"card":"target","not_keywords":["Crab Clan"]}},
                     {"op":"force","amount":4,"if":{"card":"target","keywords":["Crab Clan"]}}]}])"));
  // Two different stats are not one bonus made larger.
  d_stays_manual("<b>Battle:</b> Target a Personality: Give him +1F, or +2C if he is a Monk.");
}

TEST_CASE("an optional second target") {
  CHECK(d_compiled("<b>Battle:</b> Straighten your target Personality. You may target "
                   "an enemy Follower and give it -1F.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","type":["Personality"]},
                     {"controller":"enemy","type":["Follower"],"optional":true}],
          "effects":[{"op":"straighten"},{"op":"force","amount":-1,"card":"target2"}]}])"));
  CHECK(d_compiled("<b>Open:</b> Give a target enemy Personality -1F. You may target "
                   "and bow your unbowed Courtier to bow the Personality.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"enemy","type":["Personality"]},
                     {"controller":"you","bowed":false,"keywords":["Courtier"],"optional":true}],
          "effects":[{"op":"force","amount":-1},{"op":"bow","card":"target2"},
                     {"op":"bow","if":{"card":"target2","bowed":true,"chosen":"target2"}}]}])"));
  // "the Follower" is not the first target.
  d_stays_manual(
      "<b>Open:</b> Give a target enemy Personality -1F. You may target "
      "and bow your unbowed Courtier to bow the Follower.");
}

TEST_CASE("a Terrain's bonus to the cards its action targeted") {
  CompiledText c = test::compile_whole(
      "The cards this ability targeted have +1F/+3C.<br><b>Battle:</b> Target your "
      "Samurai. Destroy a Terrain <i>(if able)</i>. Put this Terrain into play.",
      CardType::Strategy);
  CHECK(c.json["traits"] == json::parse(R"([
    {"stat":"force","amount":1,"each":{"targeted_by_this":true}},
    {"stat":"chi","amount":3,"each":{"targeted_by_this":true}}])"));
  // Not on a card that never stays in play.
  d_stays_manual("The Personality this ability targeted has +1F.");
}

TEST_CASE("an attack's strength with a minimum") {
  CHECK(d_compiled("<b>Battle:</b> Target your Shugenja. Fear with strength equal "
                   "to his Chi minus 2 (minimum zero).") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","keywords":["Shugenja"]},
                     {"attack_target":true,"controller":"enemy","location":"current_battlefield"}],
          "effects":[{"op":"fear","card":"target2","amount":{"chi":"target","plus":-2,"minimum":0}}]}])"));
  // A fixed strength has nothing to keep above the minimum.
  d_stays_manual("<b>Battle:</b> Ranged 2 Attack (minimum 1).");
}

TEST_CASE("a target whose unit's total Force is compared") {
  CHECK(d_compiled("<b>Open:</b> Bow a target Personality whose unit's total Force "
                   "is 4 or lower.") == json::parse(R"([{"designator":"Open",
          "targets":[{"type":["Personality"],"unit_force":{"at_most":4}}],
          "effects":[{"op":"bow"}]}])"));
  d_stays_manual("<b>Open:</b> Bow a target Holding whose unit's total Force is 4 or lower.");
}

TEST_CASE("attack strength for the player's own attacks or only the others'") {
  CompiledText c = test::compile_whole(
      "Your Melee Attacks have +2 strength. Other players' Fear effects have -3 strength.",
      CardType::Holding);
  CHECK(c.json["traits"] == json::parse(R"([
    {"strength":2,"attacks":["melee"],"own_attacks":true},
    {"strength":-3,"attacks":["fear"],"enemy_attacks":true}])"));
  d_stays_manual("Your Melee Attacks have +2 strength.", CardType::Event);
}

TEST_CASE("several of your targets and an enemy's, then his unit") {
  CHECK(d_compiled("<b>Battle:</b> Straighten three of your target bowed Followers and "
                   "target an enemy Personality. Straighten his unit.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","bowed":true,"type":["Follower"],"count":3,"min":3},
                     {"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"straighten"},{"op":"straighten","card":"target2","unit":true}]}])"));
  d_stays_manual("<b>Battle:</b> Bow two of your target Samurai and target an enemy Personality.");
}

TEST_CASE("bowing your Stronghold to act on another target") {
  CHECK(d_compiled("<b>Open:</b> Bow your target unbowed Stronghold to dishonor a target "
                   "enemy Personality.") == json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","bowed":false,"type":["Stronghold"]},
                     {"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"bow"},
                     {"op":"dishonor","card":"target2","if":{"card":"target","bowed":true}}]}])"));
  d_stays_manual("<b>Open:</b> Bow your target unbowed Stronghold to bow a target Holding.");
}

TEST_CASE("a Terrain's effect before its battle resolves") {
  CompiledText c = test::compile_whole(
      "Before this battle resolves, straighten all Personalities at its battlefield with 3 or "
      "higher Force.<br><b>Battle:</b> Destroy a Terrain <i>(if able)</i>. Put this Terrain "
      "into play.",
      CardType::Strategy);
  REQUIRE(c.json["abilities"].size() == 1);
  CHECK(c.json["abilities"][0]["effects"].back() == json::parse(R"(
    {"op":"straighten","each":{"type":["Personality"],"force":{"at_least":3},"location":"this_location"},
     "delay":"before_battle_resolves","if":{"card":"self","location":"this_location"}})"));
  // Not on a Strategy that does not stay in play.
  CHECK(compile_rules_text("Before this battle resolves, bow all Followers at its battlefield."
                           "<br><b>Battle:</b> Draw a card.",
                           CardType::Strategy)
            .manual.size() == 1);
}

TEST_CASE("any number of targets whose Forces together fit under your card's") {
  CHECK(d_compiled("<b>Battle:</b> Target your unbowed Courtier. Bow one or more target "
                   "enemy Personalities with a total Force less than or equal to your "
                   "Courtier's.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","bowed":false,"keywords":["Courtier"]},
                     {"controller":"enemy","type":["Personality"],"count":99,"min":1,
                      "total_force":{"force":"target"}}],
          "effects":[{"op":"bow","card":"target2"}]}])"));
  // "your Shugenja's" names no target of the ability.
  d_stays_manual(
      "<b>Battle:</b> Target your unbowed Courtier. Bow one or more target "
      "enemy Personalities with a total Force less than or equal to your "
      "Shugenja's.");
}

TEST_CASE("a second target's penalty counted from the first target") {
  CHECK(d_compiled("<b>Open:</b> Target your unbowed Monk. Give a target Follower a Chi "
                   "bonus equal to your Monk's Chi.") == json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","bowed":false,"keywords":["Monk"]},{"type":["Follower"]}],
          "effects":[{"op":"chi","card":"target2","amount":{"chi":"target"}}]}])"));
  d_stays_manual(
      "<b>Open:</b> Target your unbowed Monk. Give a target Follower a Chi "
      "bonus equal to your Ninja's Chi.");
}

TEST_CASE("showing your hand") {
  CHECK(d_compiled("<b>Open:</b> Draw a card. Show your hand to all players.") ==
        json::parse(R"([{"designator":"Open",
          "effects":[{"op":"draw","amount":1},{"op":"show_hand"}]}])"));
  d_stays_manual("<b>Open:</b> Show your hand to a target player.");
}

TEST_CASE("a keyword given permanently") {
  CHECK(d_compiled("<b>Open:</b> Permanently give your target Samurai "
                   "Conqueror.") == json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","keywords":["Samurai"]}],
          "effects":[{"op":"give_keyword","keyword":"Conqueror","until":"permanent"}]}])"));
  // Up to two chosen together, and the keyword's reminder after the text.
  CHECK(d_compiled("<b>Limited:</b> Permanently give one or two of your "
                   "target bowed Personalities Resilient. (A note on "
                   "what Resilient does.)") == json::parse(R"([{"designator":"Limited",
          "targets":[{"controller":"you","bowed":true,"type":["Personality"],"count":2,"min":1}],
          "effects":[{"op":"give_keyword","keyword":"Resilient","until":"permanent"}]}])"));
  d_stays_manual("<b>Open:</b> Permanently give your target Samurai +1F.");
  d_stays_manual(
      "<b>Limited:</b> Permanently give one or two of your target "
      "Personalities Resilient. (An unrelated note.)");
}

TEST_CASE("effects that need the fewest cards in hand") {
  CHECK(d_compiled("<b>Open:</b> If you have fewer cards in your hand "
                   "than each other player, draw a card.") == json::parse(R"([{"designator":"Open",
          "effects":[{"op":"draw","amount":1,
                      "if":{"your_hand":{"lower_than":{"smallest_other_hand":true}}}}]}])"));
  CHECK(d_compiled("<b>Battle:</b> If you (after playing this Strategy) "
                   "have fewer cards in your hand than every other "
                   "player, draw three cards.") == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"draw","amount":3,
                      "if":{"your_hand":{"lower_than":{"smallest_other_hand":true}}}}]}])"));
  d_stays_manual(
      "<b>Open:</b> If you have fewer cards in your hand "
      "than a target player, draw a card.");
}
