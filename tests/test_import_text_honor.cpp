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

TEST_CASE("a second target of anyone's, compared with the first") {
  CHECK(honor_compiled("<b>Open:</b> Straighten your target bowed Samurai Personality. "
                       "Bow a target Shugenja Personality with higher Personal Honor.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","bowed":true,"keywords":["Samurai"],"type":["Personality"]},
                     {"keywords":["Shugenja"],"type":["Personality"],
                      "personal_honor":{"higher_than":{"personal_honor":"target"}}}],
          "effects":[{"op":"straighten"},{"op":"bow","card":"target2"}]}])"));
  // "Equal or lower" could match the first target too; the engine keeps
  // the two apart (CR20F "Targeting").
  CHECK(honor_compiled("<b>Open:</b> Straighten your target bowed Samurai Personality. "
                       "Bow a target Shugenja Personality with equal or lower Personal Honor.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","bowed":true,"keywords":["Samurai"],"type":["Personality"]},
                     {"keywords":["Shugenja"],"type":["Personality"],
                      "personal_honor":{"at_most":{"personal_honor":"target"}}}],
          "effects":[{"op":"straighten"},{"op":"bow","card":"target2"}]}])"));
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

TEST_CASE("a target with the lowest stat at this battlefield") {
  CHECK(honor_compiled("<b>Battle:</b> Bow a target Samurai Personality with the lowest Chi at "
                       "this battlefield (you choose in case of a tie).") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"keywords":["Samurai"],"type":["Personality"],"lowest":"chi",
                      "location":"current_battlefield"}],
          "effects":[{"op":"bow"}]}])"));
  // Something else after it: manual.
  honor_stays_manual("<b>Battle:</b> Bow a target Samurai Personality with the lowest Chi "
                     "among your cards.");
}

TEST_CASE("a Proclaim's Honor gain raised to a count") {
  CompiledText c = test::compile_whole(
      "Before you Proclaim Test Warlord, increase the Honor gain to equal the number of your "
      "Kennels in play, up to 3.",
      CardType::Personality, "Test Warlord");
  CHECK(c.json.value("traits", json::array()) ==
        json::parse(R"([{"proclaim_gain":1,"per":{"controller":"you","keywords":["Kennel"]},
                         "per_max":3}])"));
}

TEST_CASE("delays after the target next attacks anyone, or attacks you or acts") {
  CHECK(honor_compiled("<b>Open:</b> Target an enemy Personality. After the next time this turn "
                       "the target attacks, give them -2F and, if you are Lion Clan, draw a card.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"force","amount":-2,"delay":"after_target_attacks"},
                     {"op":"draw","amount":1,"delay":"after_target_attacks",
                      "if":{"card":"your_stronghold","keywords":["Lion Clan"]}}]}])"));
  CHECK(honor_compiled("<b>Open:</b> Target a Shugenja Personality. After the next time this turn "
                       "she attacks you or an action on her card resolves, draw a card.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"keywords":["Shugenja"],"type":["Personality"]}],
          "effects":[{"op":"draw","amount":1,"delay":"after_target_attacks_you_or_acts"}]}])"));
}

TEST_CASE("stat traits while opposing a kind of card, or in an army with a keyword") {
  CompiledText c = test::compile_whole(
      "Test Sentry has +1F/+1C while opposing a Shadowlands Personality.", CardType::Personality,
      "Test Sentry");
  CHECK(c.json.value("traits", json::array()) == json::parse(R"([
    {"stat":"force","amount":1,"card":"self","while":{"in_play":{"at_least":1},
      "location":"opposing_army","keywords":["Shadowlands"],"type":["Personality"]}},
    {"stat":"chi","amount":1,"card":"self","while":{"in_play":{"at_least":1},
      "location":"opposing_army","keywords":["Shadowlands"],"type":["Personality"]}}])"));
  c = test::compile_whole("Test Sentry has +2F while in an army with any Naga.",
                          CardType::Personality, "Test Sentry");
  CHECK(c.json.value("traits", json::array()) == json::parse(R"([
    {"stat":"force","amount":2,"card":"self","while":{"in_play":{"at_least":1},
      "location":"this_army","not_self":true,"keywords":["Naga"]}}])"));
}

TEST_CASE("effects if the target is a Personality whose Force is now N, or has lower Personal Honor") {
  CHECK(honor_compiled("<b>Battle:</b> Give a target bowed Follower or Personality -2F. If the "
                       "target is a Personality and their Force is now 1, bow them.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"bowed":true,"type":["Follower","Personality"]}],
          "effects":[{"op":"force","amount":-2},
                     {"op":"bow","if":{"card":"target","type":["Personality"],
                                       "force":{"equal_to":1}}}]}])"));
  CHECK(honor_compiled("<b>Battle:</b> Give a target enemy Personality -1F. If she has lower "
                       "Personal Honor, give this Personality +2F.",
                       CardType::Personality) ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"force","amount":-1},
                     {"op":"force","amount":2,"card":"self",
                      "if":{"card":"target","personal_honor":{"lower_than":{"personal_honor":"self"}}}}]}])"));
}

TEST_CASE("a target's stat compared with this Personality's, and a name before no") {
  CHECK(honor_compiled("<b>Battle:</b> Bow a target Follower with Chi higher than this "
                       "Personality's Personal Honor.",
                       CardType::Personality) ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"type":["Follower"],"chi":{"higher_than":{"personal_honor":"self"}}}],
          "effects":[{"op":"bow"}]}])"));
  CompiledText c = test::compile_whole("After Kagero enters play, draw a card.",
                                       CardType::Personality, "Kagero no Tengu");
  CHECK(c.json.value("triggers", json::array()) ==
        json::parse(R"([{"after":"enters_play","effects":[{"op":"draw","amount":1}]}])"));
}

TEST_CASE("the next Honor losses from your cards this turn are increased") {
  CHECK(honor_compiled("<b>Open:</b> Draw a card. The next three Honor losses from your cards "
                       "this turn are increased by 2 each.") ==
        json::parse(R"([{"designator":"Open",
          "effects":[{"op":"draw","amount":1},
                     {"op":"increase_honor_losses","amount":2,"losses":3}]}])"));
  // Without "this turn" the increase would have no end: manual.
  honor_stays_manual(
      "<b>Open:</b> Draw a card. The next three Honor losses from your cards are increased by 2 each.");
}

TEST_CASE("a keyword trait while opposing a kind of card") {
  CompiledText c = test::compile_whole("Test Sentry has Conqueror while opposing a Naga Personality. "
                                       "(Test reminder.)",
                                       CardType::Personality, "Test Sentry");
  CHECK(c.json.value("traits", json::array()) == json::parse(R"([
    {"keyword":"Conqueror","card":"self","while":{"in_play":{"at_least":1},
      "location":"opposing_army","keywords":["Naga"],"type":["Personality"]}}])"));
  // A reminder follows a keyword only; an unknown keyword is not given.
  honor_stays_manual("Test Sentry has +1F while opposing a Naga Personality. (Test reminder.)",
                     CardType::Personality);
  honor_stays_manual("Test Sentry has Cartographer while opposing a Naga Personality.",
                     CardType::Personality);
}

TEST_CASE("abilities of several target Dynasty or Fate cards in play cannot be used") {
  CHECK(honor_compiled("<b>Limited:</b> The abilities on three target Dynasty or Fate cards (in play) "
                       "cannot be used.") == json::parse(R"([{"designator":"Limited",
          "targets":[{"type":["Personality","Holding","Event","Region","Strategy","Follower","Item",
                              "Spell","Ring"],"count":3,"min":3}],
          "effects":[{"op":"abilities_unusable"}]}])"));
  honor_stays_manual("<b>Limited:</b> The abilities on three target Fate cards (in play) cannot be used.");
}

TEST_CASE("a larger bonus if any of your dead Personalities have a stat") {
  CHECK(honor_compiled("<b>Open:</b> Give your target bowed Personality +1C, or +4C if any of your "
                       "dead Samurai Personalities have 2 or more Force.") == json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","bowed":true,"type":["Personality"]}],
          "effects":[{"op":"chi","amount":{"value":1,"bonus_when":[{"amount":3,"if":{
            "you_control":{"at_least":1},"zone":"discard","dead":true,"type":["Personality"],
            "keywords":["Samurai"],"force":{"at_least":2}}}]}}]}])"));
  // Several targets chosen together, "each" before the bonus.
  CHECK(honor_compiled("<b>Open:</b> Give one or two of your target bowed Personalities each +1F, or +2F "
                       "if any of your dead Personalities have 4 or more Chi.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","bowed":true,"type":["Personality"],"count":2,"min":1}],
          "effects":[{"op":"force","amount":{"value":1,"bonus_when":[{"amount":1,"if":{
            "you_control":{"at_least":1},"zone":"discard","dead":true,"type":["Personality"],
            "chi":{"at_least":4}}}]}}]}])"));
  honor_stays_manual("<b>Open:</b> Give your target Personality +3F, or +2F if any of your dead "
                     "Personalities have 4 or more Chi.");
}

TEST_CASE("the players with the most Family Honor gain or lose Honor") {
  CHECK(honor_compiled("<b>Open:</b> The player (or players, if there is a tie) with the most Family Honor "
                       "gains 4 Honor.") == json::parse(R"([{"designator":"Open",
          "effects":[{"op":"gain_honor","amount":4,"player":"most_family_honor"}]}])"));
  honor_stays_manual("<b>Open:</b> The player (or players, if there is a tie) with the most Family Honor "
                     "draws a card.");
}

TEST_CASE("one target of either of two descriptions, and a stat difference as Honor") {
  CHECK(honor_compiled("<b>Battle:</b> Target your bowed attacking Personality with 4 or higher Chi, or your "
                       "bowed Personality with 6 or higher Chi. Bow a target enemy Personality. If your "
                       "Personality is defending and has higher Chi than the enemy target, gain Honor "
                       "equal to the difference.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","bowed":true,"type":["Personality"],
                      "any_of":[{"attacking":true,"chi":{"at_least":4}},{"chi":{"at_least":6}}]},
                     {"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"bow","card":"target2"},
                     {"op":"gain_honor","amount":{"chi":"target","minus":{"chi":"target2"}},
                      "if":{"card":"target","defending":true,"chi":{"higher_than":{"chi":"target2"}}}}]}])"));
  // The two descriptions must differ, and be the player's.
  honor_stays_manual("<b>Battle:</b> Target your bowed Personality, or your bowed Personality. "
                     "Bow a target enemy Personality.");
}

TEST_CASE("another target of yours, a move into the battle, and a bonus if now opposed") {
  CompiledText c = test::compile_whole(
      "<b>Battle:</b> Bow your other target Samurai. Move Test Herald to the current battlefield. "
      "If he is now opposed, give him a Chi bonus equal to the target's Force.",
      CardType::Personality, "Test Herald");
  CHECK(c.json.value("abilities", json::array()) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","keywords":["Samurai"],"not_self":true}],
          "effects":[{"op":"bow"},{"op":"move_to_battlefield","card":"self"},
                     {"op":"chi","card":"self","amount":{"force":"target"},
                      "if":{"card":"self","opposed":true}}]}])"));
  // Not after this Personality moved: who "he" is is not known.
  honor_stays_manual("<b>Battle:</b> Bow your other target Samurai. If he is now opposed, give him a "
                     "Chi bonus equal to the target's Force.",
                     CardType::Personality);
}

TEST_CASE("after this Personality's army destroys an opposing army or Province") {
  CompiledText c = test::compile_whole(
      "After Test Herald's army destroys an opposing army or Province in resolution, draw a card.",
      CardType::Personality, "Test Herald");
  CHECK(c.json.value("triggers", json::array()) == json::parse(R"([
    {"after":"army_destroys","effects":[{"op":"draw","amount":1}]}])"));
}

TEST_CASE("effects after a Ranged or Melee Attack destroys a card") {
  CHECK(honor_compiled("<b>Battle, :bow::</b> Melee 4 Attack. After this destroys a card, draw a card.",
                       CardType::Personality) == json::parse(R"([{"designator":"Battle",
          "costs":[{"bow":"self"}],
          "effects":[{"op":"melee_attack","amount":4,"after_destroys":[{"op":"draw","amount":1}]}]}])"));
  // Not after a Fear, nor on the destroyed card.
  honor_stays_manual("<b>Battle:</b> Fear 2. After this destroys a card, draw a card.", CardType::Personality);
  honor_stays_manual("<b>Battle:</b> Melee 2 Attack. After this destroys a card, bow him.",
                     CardType::Personality);
}

TEST_CASE("the Family Honor of an Honor Victory and a Dishonor loss moved") {
  CompiledText c = test::compile_whole("The amount of Family Honor required to win an Honor Victory is 3 "
                                       "higher and the amount required to lose by Dishonor is 3 lower.",
                                       CardType::Personality, "Test Herald");
  CHECK(c.json.value("traits", json::array()) == json::parse(R"([{"honor_victory_shift":3}])"));
  honor_stays_manual("The amount of Family Honor required to win an Honor Victory is 3 higher and the "
                     "amount required to lose by Dishonor is 1 lower.",
                     CardType::Personality);
}

TEST_CASE("effects after a Fear bowed a card with low Force") {
  CHECK(honor_compiled("<b>Battle:</b> Fear 4. If this bowed a card with 3 or lower Force, destroy it and "
                       "draw a card.",
                       CardType::Personality) == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"fear","amount":4,"after_bows":[
            {"op":"draw","amount":1,"if":{"card":"target","force":{"at_most":3}}},
            {"op":"destroy","if":{"card":"target","force":{"at_most":3}}}]}]}])"));
  honor_stays_manual("<b>Battle:</b> Ranged 4 Attack. If this bowed a card with 3 or lower Force, draw a card.",
                     CardType::Personality);
}
