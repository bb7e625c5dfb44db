// The rules text compiler's Personality templates of game/cards/
// text_compile_c.cpp: targets compared with the card's own stats, an effect
// waiting on the target's Force, an optional second target moved home, a
// target unit, bonuses to the cards of his army and a bonus while he carries
// no Armor or Weapons. The texts are written for the tests in the templates'
// shape (other verbs, numbers and keywords); no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json c_compiled(std::string_view text, CardType type = CardType::Personality) {
  CompiledText c = test::compile_whole(text, type);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json.value("abilities", json::array());
}

void c_stays_manual(std::string_view text, CardType type = CardType::Personality) {
  INFO(text);
  CHECK(compile_rules_text(text, type).compiled == 0);
}
}  // namespace

TEST_CASE("targets compared with the card's own Force and Chi") {
  CHECK(c_compiled("<b>Open:</b> Destroy a target enemy Follower "
                   "with higher Chi and lower Force.") == json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"enemy","type":["Follower"],
                      "chi":{"higher_than":{"chi":"self"}},"force":{"lower_than":{"force":"self"}}}],
          "effects":[{"op":"destroy"}]}])"));
  // The target phrase's own qualifiers stay; "Infantry" is without Cavalry.
  CHECK(c_compiled("<b>Battle:</b> Straighten a target Infantry Follower "
                   "with no attachments and lower Chi.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"not_keywords":["Cavalry"],"type":["Follower"],"has_attachments":false,
                      "chi":{"lower_than":{"chi":"self"}}}],
          "effects":[{"op":"straighten"}]}])"));
  CHECK(c_compiled("<b>Battle:</b> Dishonor a target Personality "
                   "with higher Force and without an Armor.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"type":["Personality"],"no_attached_keywords":["Armor"],
                      "force":{"higher_than":{"force":"self"}}}],
          "effects":[{"op":"dishonor"}]}])"));
  // On an Item, its Personality's stats.
  CHECK(c_compiled("<b>Battle:</b> Bow a target enemy Follower with lower Force.",
                   CardType::Item) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Follower"],
                      "force":{"lower_than":{"force":"this_personality"}}}],
          "effects":[{"op":"bow"}]}])"));
  // A Strategy or a Follower has no stats of its own to compare with here.
  c_stays_manual("<b>Battle:</b> Bow a target enemy Follower with lower Force.",
                 CardType::Strategy);
  c_stays_manual("<b>Battle:</b> Bow a target enemy Follower with lower Force.",
                 CardType::Follower);
  c_stays_manual("<b>Battle:</b> Bow a target enemy Follower with lower Force or Chi.");
  c_stays_manual("<b>Battle:</b> Bow a target Follower with lower Force and lower Force.");
}

TEST_CASE("an effect waiting on the target's Force, an optional target moved home, a unit") {
  CHECK(c_compiled("<b>Battle:</b> Give a target enemy Follower -2F. "
                   "Bow him if his Force is now 1.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"force","amount":-2},
                     {"op":"bow","if":{"card":"target","force":{"equal_to":1}}}]}])"));
  CHECK(c_compiled("<b>Battle:</b> Bow a target enemy Follower. "
                   "You may target your Personality and move her home.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Follower"]},
                     {"controller":"you","type":["Personality"],"optional":true}],
          "effects":[{"op":"bow"},
                     {"op":"move_home","card":"target2"}]}])"));
  c_stays_manual(
      "<b>Battle:</b> Bow a target enemy Follower. You may target your Item and move him home.");
  CHECK(c_compiled("<b>Open:</b> Move a target bowed unit home.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"bowed":true,"type":["Personality"]}],
          "effects":[{"op":"move_home"}]}])"));
}

TEST_CASE("bonuses to the cards of this Personality's army") {
  CompiledText c = compile_rules_text(
      "<b>Battle:</b> Give each Monk Follower and Monk Personality in Ito Aoi's army +2F.",
      CardType::Personality, "Ito Aoi");
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"force","amount":2,
            "each":{"keywords":["Monk"],"type":["Follower","Personality"],"location":"this_army"}}]}])"));
  CompiledText d = compile_rules_text("<b>Battle:</b> Give each Spirit card in Ito Aoi's army +1C.",
                                      CardType::Personality, "Ito Aoi");
  CHECK(d.manual.empty());
  CHECK(d.json["abilities"] == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"chi","amount":1,"each":{"keywords":["Spirit"],"location":"this_army"}}]}])"));
  CHECK(compile_rules_text(
            "<b>Battle:</b> Give each Monk Follower and Ninja Personality in Ito Aoi's army +2F.",
            CardType::Personality, "Ito Aoi")
            .compiled == 0);
}

TEST_CASE("a Personality's bonus while he carries no Armor or Weapons") {
  CompiledText c = compile_rules_text("Ito Aoi has +1F/+2C while he has no Weapons or Armor.",
                                      CardType::Personality, "Ito Aoi");
  CHECK(c.manual.empty());
  const json cond = {{"card", "this_personality"}, {"no_attached_keywords", {"Weapon", "Armor"}}};
  CHECK(c.json["traits"] ==
        json::array(
            {{{"stat", "force"}, {"amount", 1}, {"card", "this_personality"}, {"while", cond}},
             {{"stat", "chi"}, {"amount", 2}, {"card", "this_personality"}, {"while", cond}}}));
  CHECK(compile_rules_text("Ito Aoi has +1F while he has no Spells.", CardType::Personality,
                           "Ito Aoi")
            .compiled == 0);
}

TEST_CASE("two Personalities switching locations, and one who cannot defend") {
  CompiledText c = compile_rules_text(
      "<b>Battle:</b> Target your Samurai Personality at home. Switch her and Ito Aoi's "
      "locations. Bow them as they move.",
      CardType::Personality, "Ito Aoi");
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","keywords":["Samurai"],"type":["Personality"],"location":"home"}],
          "effects":[{"op":"switch_locations","as_moves":[{"op":"bow"}]}]}])"));
  CompiledText d = compile_rules_text(
      "<b>Open:</b> Target your Personality at any location. Switch his and "
      "Ito Aoi's location.",
      CardType::Personality, "Ito Aoi");
  CHECK(d.manual.empty());
  CHECK(d.json["abilities"][0]["effects"] == json::parse(R"([{"op":"switch_locations"}])"));
  // Not a Personality's target, or not on a Personality: left manual.
  CHECK(compile_rules_text("<b>Open:</b> Target your Follower. Switch his and Ito Aoi's location.",
                           CardType::Personality, "Ito Aoi")
            .compiled == 0);
  c_stays_manual(
      "<b>Open:</b> Target your Personality. Switch his and this Personality's location.",
      CardType::Item);
  CompiledText e = compile_rules_text("Ito Aoi cannot defend.", CardType::Personality, "Ito Aoi");
  CHECK(e.manual.empty());
  CHECK(e.json["traits"] == json::parse(R"([{"cannot_defend":true}])"));
  c_stays_manual("This Follower cannot defend.", CardType::Follower);
}

TEST_CASE(
    "a group of targets within the Personality's Force; a choice if the target has a keyword") {
  CompiledText c = compile_rules_text(
      "<b>Open:</b> Bow one or more target enemy Personalities with total "
      "Force equal to or less than Ito Aoi's Force.",
      CardType::Personality, "Ito Aoi");
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"enemy","type":["Personality"],"count":9,"min":1,
                      "total_force":{"force":"self"}}],
          "effects":[{"op":"bow"}]}])"));
  c_stays_manual(
      "<b>Open:</b> Bow one or more target enemy Followers with total Force lower than 3.");
  CHECK(c_compiled("<b>Battle:</b> Move home your target Follower. If the target was a Spirit, you "
                   "may bow him.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","type":["Follower"]}],
          "effects":[{"op":"move_home"},
                     {"op":"choose","choices":[[{"op":"bow"}],[]],
                      "if":{"card":"target","keywords":["Spirit"]}}]}])"));
  c_stays_manual(
      "<b>Battle:</b> Move home your target Follower. If the target was a Spirit, you may dishonor "
      "him.");
}

TEST_CASE("a target that cannot straighten, if either condition holds") {
  CompiledText c = compile_rules_text(
      "<b>Battle:</b> Bow a target enemy Follower. If Ito Aoi has an Armor or "
      "you control a Monk, he cannot straighten.",
      CardType::Personality, "Ito Aoi");
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"bow"},
                     {"op":"cannot_straighten","if":{"card":"self","attached_keywords":["Armor"]}},
                     {"op":"cannot_straighten","if":{"you_control":{"at_least":1},"keywords":["Monk"]}}]}])"));
  CHECK(c_compiled("<b>Open:</b> Bow a target Personality. The card cannot straighten.") ==
        json::parse(R"([{"designator":"Open","targets":[{"type":["Personality"]}],
          "effects":[{"op":"bow"},{"op":"cannot_straighten"}]}])"));
  c_stays_manual(
      "<b>Open:</b> Bow a target Personality. If it is raining, the card cannot straighten.");
}

TEST_CASE("you may discard a card for the effects that follow") {
  CHECK(c_compiled("<b>Battle, :bow::</b> Fear 1. You may discard a card to draw 2 cards.") ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "effects":[{"op":"fear","amount":1},
                     {"op":"choose","if":{"your_hand":{"at_least":1}},
                      "choices":[[{"op":"discard_from_hand","amount":1},{"op":"draw","amount":2}],[]]}]}])"));
  // A target after the discard is not chosen as the action is announced.
  c_stays_manual("<b>Battle:</b> Fear 1. You may discard a card to bow a target enemy Follower.");
}

TEST_CASE("the target's controller may dishonor him, or he takes a penalty") {
  CHECK(c_compiled("<b>Open:</b> Target a Personality. His controller may dishonor him.") ==
        json::parse(R"([{"designator":"Open","targets":[{"type":["Personality"]}],
          "effects":[{"op":"choose","player":"target_controller","choices":[[{"op":"dishonor"}],[]]}]}])"));
  CHECK(c_compiled("<b>Open:</b> Target a Personality. Her controller may dishonor her. If she did "
                   "not become "
                   "dishonorable (or was already dishonorable), give her -1F/-1C.") ==
        json::parse(R"([{"designator":"Open","targets":[{"type":["Personality"]}],
          "effects":[
            {"op":"force","amount":-1,"if":{"card":"target","dishonorable":true}},
            {"op":"chi","amount":-1,"if":{"card":"target","dishonorable":true}},
            {"op":"choose","player":"target_controller","if":{"card":"target","dishonorable":false},
             "choices":[[{"op":"dishonor"},
                         {"op":"force","amount":-1,"if":{"card":"target","dishonorable":false}},
                         {"op":"chi","amount":-1,"if":{"card":"target","dishonorable":false}}],
                        [{"op":"force","amount":-1},{"op":"chi","amount":-1}]]}]}])"));
  c_stays_manual(
      "<b>Open:</b> Target a Personality. If he did not become dishonorable (or was already "
      "dishonorable), give him -1F.");
}

TEST_CASE("a target in the Personality's own unit") {
  CompiledText c = compile_rules_text(
      "<b>Battle:</b> Target Ito Aoi's Follower. Ranged Attack equal to its Force.",
      CardType::Personality, "Ito Aoi");
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","type":["Follower"],"in_this_unit":true},
                     {"attack_target":true,"controller":"enemy","location":"current_battlefield"}],
          "effects":[{"op":"ranged_attack","card":"target2","amount":{"force":"target"}}]}])"));
  c_stays_manual("<b>Battle:</b> Target this Personality's Follower. Bow it.", CardType::Item);
}

TEST_CASE("a target compared with the discarded card's Focus Value") {
  CHECK(
      c_compiled(
          "<b>Open:</b> Discard a card to destroy a target enemy Follower with Force less than or "
          "equal to the card's Focus Value.") ==
      json::parse(R"([{"designator":"Open","costs":[{"discard":1}],
          "targets":[{"controller":"enemy","type":["Follower"],"force":{"at_most":{"focus_of_discarded":true}}}],
          "effects":[{"op":"destroy"}]}])"));
  c_stays_manual(
      "<b>Open:</b> Destroy a target enemy Follower with Force equal to or lower than the "
      "discarded "
      "card's Focus Value.");
}

TEST_CASE("round 2: icon attacks equal to a stat, Fear with a bonus, bonus and keyword") {
  CHECK(c_compiled("<b>Battle:</b> :melee: equal to this Personality's Chi.") ==
        json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"melee_attack","amount":{"chi":"self"}}]}])"));
  CHECK(c_compiled("<b>Battle:</b> Fear 1, or Fear 4 if you control a Ninja Personality.") ==
        json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"fear","amount":{"value":1,"bonus_when":[{"amount":3,
            "if":{"you_control":{"at_least":1},"type":["Personality"],"keywords":["Ninja"]}}]}}]}])"));
  c_stays_manual("<b>Battle:</b> Fear 3, or Fear 2 if you control a Ninja Personality.");
  c_stays_manual("<b>Battle:</b> Fear 1, or Fear 4 if this Personality is attacking.");
  CHECK(c_compiled("<b>Open:</b> Give this Shugenja +1C and Cavalry.", CardType::Spell) ==
        json::parse(R"([{"designator":"Open",
          "effects":[{"op":"chi","amount":1,"card":"this_personality"},
                     {"op":"give_keyword","keyword":"Cavalry","card":"this_personality"}]}])"));
  CHECK(c_compiled("<b>Open:</b> Give a target Samurai +2F and Elite.") ==
        json::parse(R"([{"designator":"Open","targets":[{"keywords":["Samurai"]}],
          "effects":[{"op":"force","amount":2},{"op":"give_keyword","keyword":"Elite"}]}])"));
  c_stays_manual("<b>Open:</b> Give this Personality +2F and Kharmic.");
}

TEST_CASE("round 2: a target Terrain at the Personality's battlefield") {
  CHECK(c_compiled(
            "<b>Battle:</b> Bow a target Terrain in play at this Personality's battlefield.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"type":["Strategy"],"keywords":["Terrain"],"location":"this_location"}],
          "effects":[{"op":"bow"}]}])"));
  c_stays_manual("<b>Battle:</b> Bow a target Follower in play at this Personality's battlefield.");
}

TEST_CASE("round 2: a Personality's attachments of a kind cost less to Equip") {
  CHECK(c_compiled("Attaches Ratling Followers paying 3 less Gold.") == json::parse(R"([])"));
  CompiledText c =
      test::compile_whole("Attaches Ratling Followers paying 3 less Gold.", CardType::Personality);
  CHECK(c.json["traits"] == json::parse(R"([{"attach_discount":3,
          "each":{"type":["Follower"],"keywords":["Ratling"]}}])"));
  c_stays_manual("Attaches Ratling Personalities paying 3 less Gold.");
  c_stays_manual("Attaches Ratling Followers paying 3 less Gold.", CardType::Follower);
}
