// The rules text compiler's templates of game/cards/text_compile_strategy.cpp
// and the shared readers the strategy slice widened (number words, a
// keyword reminder ending with its own full stop). The texts are written for
// the tests in the templates' shape (other numbers, keywords and verbs); no
// card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "game/cards/text_compile_strategy.h"
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

TEST_CASE("a card of a kind put from the Fate discard pile into the hand") {
  CHECK(strategy_compiled("<b>Open, :g2::</b> Put an Open Strategy in your discard pile into "
                          "your hand.") ==
        json::parse(R"([{"designator":"Open","costs":[{"gold":2}],
          "effects":[{"op":"from_discard_to_hand","finds":{"type":["Strategy"],"designator":["Open"],"zone":"discard"}}]}])"));
  CHECK(strategy_compiled(
            "<b>Limited:</b> Put a Kiho Strategy in your discard pile in your hand.") ==
        json::parse(R"([{"designator":"Limited",
          "effects":[{"op":"from_discard_to_hand","finds":{"type":["Strategy"],"keywords":["Kiho"],"zone":"discard"}}]}])"));
  CHECK(strategy_compiled("<b>Open:</b> Put a Weapon Item in your discard pile into your hand.") ==
        json::parse(R"([{"designator":"Open",
          "effects":[{"op":"from_discard_to_hand","finds":{"type":["Item"],"keywords":["Weapon"],"zone":"discard"}}]}])"));
  // A Dynasty card's discard pile is another.
  strategy_stays_manual("<b>Open:</b> Put a Personality in your discard pile into your hand.");
}

TEST_CASE("a search of the Fate deck for a kind of Strategy, if enemy units are here") {
  CHECK(strategy_compiled(
            "<b>Battle, :g1::</b> If there are any enemy units at this battlefield, "
            "search your Fate deck for a non-Unique Open Strategy. Show it and put it "
            "into your hand.") == json::parse(R"([{"designator":"Battle","costs":[{"gold":1}],
          "if":{"card":"your_stronghold","would_be_opposed":true},
          "effects":[{"op":"search","finds":{"type":["Strategy"],"designator":["Open"],"unique":false,
                                             "zone":"fate_deck"}}]}])"));
  CHECK(strategy_compiled(
            "<b>Open:</b> Search your Fate deck for an Engage Strategy, show it, and put "
            "it in your hand.") == json::parse(R"([{"designator":"Open",
          "effects":[{"op":"search","finds":{"type":["Strategy"],"designator":["Engage"],"zone":"fate_deck"}}]}])"));
  // The search must end in the hand.
  strategy_stays_manual("<b>Open:</b> Search your Fate deck for an Engage Strategy. Show it.");
}

TEST_CASE("a Strategy that returns from the discard pile as its owner's turn ends") {
  CompiledText c = test::compile_whole(
      "Before your turn ends, if this Strategy is in your discard pile, "
      "return it to your hand.",
      CardType::Strategy);
  CHECK(c.json.value("triggers", json::array()) == json::parse(R"([{"before":"turn_ends_in_discard",
          "effects":[{"op":"to_hand_before_turn_ends","card":"self"}]}])"));
  for (const Trigger& t : c.triggers) CHECK(!trigger_text(t).empty());
  // Only a Strategy's, and only its own return.
  strategy_stays_manual(
      "Before your turn ends, if this Strategy is in your discard pile, draw a card.");
  strategy_stays_manual(
      "Before your turn ends, if this Strategy is in your discard pile, "
      "return it to your hand.",
      CardType::Item);
}

TEST_CASE("a Recruit that ignores the Honor Requirement, if enemy units are here") {
  CHECK(strategy_compiled(
            "<b>Absent Battle, :gstar::</b> If any enemy units are at the current "
            "battlefield, Recruit a target Personality in one of your Provinces, paying 3 "
            "less Gold and ignoring his Honor Requirement.") ==
        json::parse(
            R"([{"designator":"Battle","keywords":["Absent"],"costs":[{"gold_of_recruit":true}],
          "if":{"card":"your_stronghold","would_be_opposed":true},
          "targets":[{"type":["Personality"],"controller":"you","zone":"province"}],
          "effects":[{"op":"recruit","amount":3,"ignore_honor_requirement":true}]}])"));
  // The Recruit must pay less.
  strategy_stays_manual(
      "<b>Battle, :gstar::</b> Recruit a target Personality in one of your "
      "Provinces, paying some less Gold and ignoring his Honor Requirement.");
}

TEST_CASE("a second target compared with the first one's Chi or Force") {
  // After the player's own first target, "Target a <card> with lower Chi"
  // is a second target whose stat is compared with the first's.
  compile::Body b;
  b.targets.push_back({{"controller", "you"}, {"keywords", {"Monk"}}});
  CHECK(compile::strategy_sentence("Target an enemy Personality with higher Force", b) == true);
  CHECK(b.targets[1] == json::parse(R"({"controller":"enemy","type":["Personality"],
          "force":{"higher_than":{"force":"target"}}})"));
  compile::Body mine;
  mine.targets.push_back({{"controller", "you"}, {"type", {"Personality"}}});
  CHECK(compile::strategy_sentence("Target an enemy Personality with higher Chi", mine) == true);
  CHECK(mine.targets[1] == json::parse(R"({"controller":"enemy","type":["Personality"],
          "chi":{"higher_than":{"chi":"target"}}})"));
  // Not after an enemy first target, nor with no first target.
  compile::Body enemy;
  enemy.targets.push_back({{"controller", "enemy"}, {"type", {"Personality"}}});
  CHECK(compile::strategy_sentence("Target a Personality with higher Force", enemy) == false);
  compile::Body none;
  CHECK(compile::strategy_sentence("Target a Personality with lower Force", none) == false);
  CHECK(!compile::strategy_sentence("Target a Personality with lower Gold", none));
}

TEST_CASE("a choice between the last target and all his attachments") {
  CHECK(strategy_compiled("<b>Battle:</b> Target your unbowed Monk. Target an enemy "
                          "Personality with lower Force. Straighten him or all his "
                          "attachments.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","bowed":false,"keywords":["Monk"]},
                     {"controller":"enemy","type":["Personality"],
                      "force":{"lower_than":{"force":"target"}}}],
          "effects":[{"op":"choose","choices":[[{"op":"straighten","card":"target2"}],
                     [{"op":"straighten","each":{"attached_to":"target2"}}]]}]}])"));
  // With no target to name, it stays manual.
  strategy_stays_manual("<b>Open:</b> Bow him or all his attachments.");
}

TEST_CASE("either of two effects, a move to another unresolved battlefield") {
  CHECK(strategy_compiled("<b>Battle:</b> Target your Cavalry Personality. Either destroy a "
                          "Terrain at this battlefield or move him to another unresolved "
                          "battlefield.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"keywords":["Cavalry"],"controller":"you","type":["Personality"]}],
          "effects":[{"op":"choose","choices":[
            [{"op":"destroy","each":{"type":["Strategy"],"keywords":["Terrain"],
                                     "location":"current_battlefield"}}],
            [{"op":"move_to_location","destination":"other_unresolved_battlefield"}]]}]}])"));
  CHECK(strategy_compiled("<b>Battle:</b> Move a target enemy Personality to another "
                          "unresolved battlefield.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"move_to_location","destination":"other_unresolved_battlefield"}]}])"));
  // A side that is no effect the compiler knows keeps it manual.
  strategy_stays_manual("<b>Battle:</b> Target your Personality. Either move him to another "
                        "unresolved battlefield or sing a song.");
}

TEST_CASE("several targets chosen for one target, with limits on the group") {
  CHECK(strategy_compiled("<b>Open:</b> Straighten one or two target Followers.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"type":["Follower"],"count":2,"min":1}],
          "effects":[{"op":"straighten"}]}])"));
  CHECK(strategy_compiled("<b>Battle:</b> Destroy two to three target enemy Followers, each "
                          "with 2 or lower Gold Cost and with a total combined Gold Cost of 5 "
                          "or less.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Follower"],"count":3,"min":2,
                      "gold_cost":{"at_most":2},"total_gold_cost":5}],
          "effects":[{"op":"destroy"}]}])"));
  CHECK(strategy_compiled("<b>Battle:</b> Give three or more target opposed Personalities, each "
                          "with a different Clan Alignment, +1C (each).") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"opposed":true,"type":["Personality"],"count":99,"min":3,
                      "different_clans":true}],
          "effects":[{"op":"chi","amount":1}]}])"));
  CHECK(strategy_compiled("<b>Open:</b> Straighten one or two target attachments.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"type":["Follower","Item","Spell"],"count":2,"min":1}],
          "effects":[{"op":"straighten"}]}])"));
  CHECK(strategy_compiled("<b>Battle:</b> Give one or two target enemy Personalities, each with "
                          "a different Clan Alignment, +1C each.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Personality"],"count":2,"min":1,
                      "different_clans":true}],
          "effects":[{"op":"chi","amount":1}]}])"));
  // A total below one card's limit could leave Good Faith's one card
  // unaffordable: manual.
  strategy_stays_manual("<b>Battle:</b> Bow one to four target enemy Personalities, each with 5 "
                        "or lower Gold Cost and with a total combined Gold Cost of 3 or less.");
}

TEST_CASE("a Discipline a Strategy has only for a player of one clan") {
  CompiledText c = test::compile_whole(
      "If you are a Mantis Clan player, "
      "this Strategy has Discipline :g3:.", CardType::Strategy);
  CHECK(c.json.value("traits", json::array()) == json::parse(R"([{"discipline":3,
          "while":{"card":"your_stronghold","keywords":["Mantis Clan"]}}])"));
  CHECK(!c.discipline);
  CompiledText d = test::compile_whole("If you are Dragon Clan, "
                                       "this Strategy has Discipline :g1:.",
                                       CardType::Strategy);
  CHECK(d.json.value("traits", json::array()) == json::parse(R"([{"discipline":1,
          "while":{"card":"your_stronghold","keywords":["Dragon Clan"]}}])"));
  // No Great Clan named: manual.
  strategy_stays_manual("If you are a Pirate player, "
                        "this Strategy has Discipline :g1:.");
}

TEST_CASE("a card from the discard pile put face-up into a Province") {
  CHECK(strategy_compiled("<b>Limited:</b> Put a target Holding from your discard pile face-up "
                          "into one of your Provinces, discarding any cards there.") ==
        json::parse(R"([{"designator":"Limited",
          "targets":[{"type":["Holding"],"controller":"you","zone":"discard"}],
          "effects":[{"op":"to_province"}]}])"));
  // Its face not said: manual.
  strategy_stays_manual("<b>Limited:</b> Put a target Holding from your discard pile into one "
                        "of your Provinces, discarding any cards there.");
}

TEST_CASE("a Fear stronger for a player of one clan, destroying what it bows") {
  CHECK(strategy_compiled("<b>Battle:</b> :fear: 2. If you are a Crane Clan player, "
                          "this has +3 strength.") == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"fear","amount":{"value":2,"bonus_when":[{"amount":3,
            "if":{"card":"your_stronghold","keywords":["Crane Clan"]}}]}}]}])"));
  CHECK(strategy_compiled("<b>Battle:</b> Fear 4. If you are a Naga Clan player, this has +1 "
                          "strength and destroys Followers and :shadowlands: Personalities "
                          "after it bows them.") == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"fear","amount":{"value":4,"bonus_when":[{"amount":1,
            "if":{"card":"your_stronghold","keywords":["Naga Clan"]}}]},
            "after_bows":[{"op":"destroy","card":"target","if":{"all":[
              {"card":"your_stronghold","keywords":["Naga Clan"]},
              {"card":"target","any_of":[{"type":["Follower"]},
                {"type":["Personality"],"keywords":["Shadowlands"]}]}]}}]}]}])"));
  // One kind: its conditions on the target itself.
  CHECK(strategy_compiled("<b>Battle:</b> Fear 1. If you are a Lion Clan player, this has +2 "
                          "strength and destroys attachments after it bows them.") ==
        json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"fear","amount":{"value":1,"bonus_when":[{"amount":2,
            "if":{"card":"your_stronghold","keywords":["Lion Clan"]}}]},
            "after_bows":[{"op":"destroy","card":"target","if":{"all":[
              {"card":"your_stronghold","keywords":["Lion Clan"]},
              {"card":"target","type":["Follower","Item","Spell"]}]}}]}]}])"));
  // No Fear before it, or no clan the compiler knows: manual.
  strategy_stays_manual("<b>Battle:</b> Draw a card. If you are a Crab Clan player, "
                        "this has +1 strength.");
  strategy_stays_manual("<b>Battle:</b> Fear 2. If you are a Ronin player, "
                        "this has +1 strength.");
}

TEST_CASE("a Terrain's optional target of either kind, reached again when it is destroyed") {
  CompiledText c = test::compile_whole(
      "<b>Battle:</b> Destroy a Terrain <i>(if able)</i>. Put this Terrain into play. "
      "You may target and straighten a Follower with 2 or less Force or a Naga or "
      ":shadowlands: card. After this Terrain is destroyed, bow the target.",
      CardType::Strategy);
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle",
          "targets":[{"optional":true,"any_of":[{"type":["Follower"],"force":{"at_most":2}},
            {"any_keywords":["Naga","Shadowlands"]}]}],
          "effects":[{"op":"destroy","each":{"type":["Strategy"],"keywords":["Terrain"],
                                             "location":"current_battlefield"}},
            {"op":"play_terrain"},{"op":"straighten"}]}])"));
  CHECK(c.json["triggers"] == json::parse(R"([{"after":"destroyed",
          "effects":[{"op":"bow","each":{"targeted_by_this":true}}]}])"));
  CHECK(c.triggers.size() == 1);
  // One kind only.
  CHECK(strategy_compiled("<b>Open:</b> You may target and bow a Samurai. Draw a card.") ==
        json::parse(R"([{"designator":"Open","targets":[{"keywords":["Samurai"],"optional":true}],
          "effects":[{"op":"bow"},{"op":"draw","amount":1}]}])"));
  // No Terrain put into play by the ability: manual.
  strategy_stays_manual("<b>Battle:</b> You may target and bow a Samurai. "
                        "After this Terrain is destroyed, bow the target.");
}

TEST_CASE("a target who commits seppuku, then a card the player picks") {
  CHECK(strategy_compiled("<b>Limited:</b> Your target honorable Human Personality commits "
                          "Seppuku. You may dishonor one of your Personalities. Lose 1 Honor.") ==
        json::parse(R"([{"designator":"Limited",
          "targets":[{"controller":"you","dishonorable":false,"not_keywords":["Nonhuman"],
                      "type":["Personality"]}],
          "effects":[{"op":"seppuku"},
            {"op":"dishonor","among":{"controller":"you","type":["Personality"]},"may":true},
            {"op":"lose_honor","amount":1}]}])"));
  // Without "You may", a card must be picked.
  CHECK(strategy_compiled("<b>Open:</b> Straighten one of your unbowed Followers.") ==
        json::parse(R"([{"designator":"Open",
          "effects":[{"op":"straighten","among":{"controller":"you","bowed":false,"type":["Follower"]}}]}])"));
  // A kind the compiler cannot say: manual.
  strategy_stays_manual("<b>Open:</b> You may rehonor one of your Holdings.");
}

TEST_CASE("each other player may draw when one of two conditions holds") {
  CHECK(strategy_compiled("<b>Battle:</b> Target your Personality. Gain 1 Honor. If your "
                          "Personality is unopposed or if you do not have Compassion, each other "
                          "player in turn order may draw two cards.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","type":["Personality"]}],
          "effects":[{"op":"gain_honor","amount":1},
            {"op":"draw","player":"each_other_player","amount":2,"may":true,
             "if":{"any":[{"card":"target","opposed":false},{"not":{"fewer_provinces":true}}]}}]}])"));
  // No target of the player's to be unopposed: manual.
  strategy_stays_manual("<b>Battle:</b> Gain 1 Honor. If your Personality is unopposed or if "
                        "you have Compassion, each other player in turn order may draw a card.");
}

TEST_CASE("a Terrain's trait after cards at its battlefield are destroyed; a discarded Strategy's") {
  CompiledText c = test::compile_whole(
      "Draw a card after each time a card at this battlefield that you do not control is "
      "destroyed.<br><b>Battle:</b> Destroy a Terrain <i>(if able)</i>. Put this Terrain into play.",
      CardType::Strategy);
  CHECK(c.json["triggers"] == json::parse(R"([{"after":"destroyed_here","not_yours":true,
          "effects":[{"op":"draw","amount":1}]}])"));
  CHECK(c.triggers.size() == 1);
  CompiledText any = test::compile_whole(
      "Lose 1 Honor after each time a card at this battlefield is destroyed.", CardType::Strategy);
  CHECK(any.json["triggers"] == json::parse(R"([{"after":"destroyed_here",
          "effects":[{"op":"lose_honor","amount":1}]}])"));
  CompiledText d = test::compile_whole(
      "After you discard (not focus) this Strategy during a battle, gain 3 Honor.", CardType::Strategy);
  CHECK(d.json["triggers"] == json::parse(R"([{"after":"discarded","during_battle":true,
          "effects":[{"op":"gain_honor","amount":3}]}])"));
  // "discard" without "(not focus)" is not read.
  CompiledText e = compile_rules_text("After you discard this Strategy, draw a card.", CardType::Strategy, {});
  CHECK(!e.manual.empty());
}
