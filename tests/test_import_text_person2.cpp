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

TEST_CASE("either a bonus to the card itself or the next words' effect; both while he is attacking") {
  CompiledText c = test::compile_whole("<b>Battle:</b> If this Personality is opposed, either give her "
                                       "+3F or give a target enemy Follower -1F. If she is "
                                       "attacking, you may do both.",
                                       CardType::Personality);
  const json self = json::array({{{"op", "force"}, {"amount", 3}, {"card", "self"}}});
  const json other = json::array({{{"op", "force"}, {"amount", -1}}});
  json both = self;
  both.push_back(other[0]);
  REQUIRE(c.json.value("abilities", json::array()).size() == 1);
  const json a = c.json["abilities"][0];
  CHECK(a["if"] == json::parse(R"({"card":"self","opposed":true})"));
  CHECK(a["targets"] == json::parse(R"([{"type":["Follower"],"controller":"enemy"}])"));
  CHECK(a["effects"] == json::array({{{"op", "choose"},
                                      {"if", {{"card", "self"}, {"attacking", false}}},
                                      {"choices", {self, other}}},
                                     {{"op", "choose"},
                                      {"if", {{"card", "self"}, {"attacking", true}}},
                                      {"choices", {self, other, both}}}}));
  REQUIRE(c.abilities.size() == 1);
  CHECK(ability_text(c.abilities[0]).find("is not attacking") != std::string::npos);
  // "Do both" needs the choice before it.
  CHECK(compile_rules_text("<b>Battle:</b> Give a target enemy Follower -1F. If this Personality "
                           "is defending, you may do both.",
                           CardType::Personality)
            .compiled == 0);
}

TEST_CASE("an attack equal to a number plus the smaller of two groups of his army") {
  CompiledText c = test::compile_whole("<b>Battle:</b> :ranged: equal to 1 plus the number of "
                                       "other Courtiers or Monks in this Personality's army, "
                                       "whichever is lower.",
                                       CardType::Personality);
  const json courtiers = {{"keywords", {"Courtier"}}, {"location", "this_army"}, {"not_self", true}};
  const json monks = {{"keywords", {"Monk"}}, {"location", "this_army"}, {"not_self", true}};
  json if_monks = courtiers, if_courtiers = monks;
  if_monks["in_play"] = {{"at_least", {{"count", monks}}}};
  if_courtiers["in_play"] = {{"at_least", {{"count", courtiers}, {"plus", 1}}}};
  REQUIRE(c.json.value("abilities", json::array()).size() == 1);
  CHECK(c.json["abilities"][0]["effects"] ==
        json::array({{{"op", "ranged_attack"}, {"amount", {{"count", monks}, {"plus", 1}}}, {"if", if_monks}},
                     {{"op", "ranged_attack"},
                      {"amount", {{"count", courtiers}, {"plus", 1}}},
                      {"if", if_courtiers}}}));
  // Two groups of one kind, or "higher", are not this.
  CHECK(compile_rules_text("<b>Battle:</b> :ranged: equal to the number of Monks or Monks in "
                           "this Personality's army, whichever is lower.",
                           CardType::Personality)
            .compiled == 0);
}

TEST_CASE("you may bow one of your cards of a kind (picked as it resolves) to have the effects") {
  CompiledText c = test::compile_whole("<b>Open:</b> Draw a card. You may bow your Pearl Strategy "
                                       "to draw 2 cards.",
                                       CardType::Personality);
  const json pearl = {{"type", {"Strategy"}}, {"keywords", {"Pearl"}}, {"controller", "you"}, {"bowed", false}};
  json cond = pearl;
  cond.erase("controller");
  cond["you_control"] = {{"at_least", 1}};
  REQUIRE(c.json.value("abilities", json::array()).size() == 1);
  CHECK(c.json["abilities"][0]["effects"] ==
        json::array({{{"op", "draw"}, {"amount", 1}},
                     {{"op", "choose"},
                      {"if", cond},
                      {"choices",
                       {json::array({{{"op", "bow"}, {"among", pearl}}, {{"op", "draw"}, {"amount", 2}}}),
                        json::array()}}}}));
  CompiledText d = test::compile_whole("<b>Battle:</b> You may bow your Cavalry Follower to take "
                                       "an additional action.",
                                       CardType::Personality);
  REQUIRE(d.abilities.size() == 1);
  CHECK(ability_text(d.abilities[0]).find("you choose which as this resolves") != std::string::npos);
  // Effects that choose again are not offered this way.
  CHECK(compile_rules_text("<b>Open:</b> You may bow your Pearl Strategy to bow a target Follower "
                           "or straighten a target Follower.",
                           CardType::Personality)
            .compiled == 0);
}

TEST_CASE("give him one element keyword of his Spells: a choice of the lists that can do something") {
  CompiledText c = test::compile_whole("<b>Engage:</b> Give this Personality an element keyword on one "
                                       "of her Spells.",
                                       CardType::Personality);
  REQUIRE(c.json.value("abilities", json::array()).size() == 1);
  const json e = c.json["abilities"][0]["effects"];
  REQUIRE(e.size() == 1);
  CHECK(e[0]["op"] == "choose");
  CHECK(e[0]["only_possible"] == true);
  REQUIRE(e[0]["choices"].size() == 5);
  CHECK(e[0]["choices"][3] == json::parse(R"([{"op":"give_keyword","keyword":"Water","card":"self",
          "if":{"card":"self","attached":{"type":["Spell"],"keywords":["Water"]}}}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(ability_text(c.abilities[0]).find("Choose one that does something") != std::string::npos);
  // Another kind of card's keywords is not this.
  CHECK(compile_rules_text("<b>Engage:</b> Give this Personality an element keyword on one of his "
                           "Items.",
                           CardType::Personality)
            .compiled == 0);
}

TEST_CASE("you may bow him or one of his element Spells to have his Fear destroy what it bows") {
  CompiledText c = test::compile_whole("<b>Battle:</b> Fear 2. You may bow this Personality or one "
                                       "of his :water: Spells to have this destroy the cards it bows.",
                                       CardType::Personality);
  INFO(c.json.dump());
  REQUIRE(c.json.value("abilities", json::array()).size() == 1);
  const json a = c.json["abilities"][0];
  CHECK(a["targets"] ==
        json::parse(R"([{"attack_target":true,"controller":"enemy","location":"current_battlefield"}])"));
  CHECK(a["effects"] == json::parse(R"([{"op":"choose","only_possible":true,"choices":[
          [{"op":"bow","among":{"any_of":[{"this_card":true},
             {"type":["Spell"],"keywords":["Water"],"in_this_unit":true}]}},
           {"op":"fear","amount":2,"after_bows":[{"op":"destroy"}]}],
          [{"op":"fear","amount":2}]]}])"));
  // Without the Fear before it, the words are not this.
  CHECK(compile_rules_text("<b>Battle:</b> You may bow this Personality or one of his :water: "
                           "Spells to have this destroy the cards it bows.",
                           CardType::Personality)
            .compiled == 0);
}

TEST_CASE("discard a face-up card of your Provinces, refilling it face-up; then effects if it was a kind") {
  CompiledText c = test::compile_whole("<b>Open:</b> Discard a target face-up card in one of your "
                                       "Provinces, refilling it face-up. If this discarded a Farm or "
                                       "Mine, give this Personality +2F and straighten "
                                       "her.",
                                       CardType::Personality);
  REQUIRE(c.json.value("abilities", json::array()).size() == 1);
  const json a = c.json["abilities"][0];
  const json cond = {{"card", "target"}, {"zone", "discard"}, {"any_keywords", {"Farm", "Mine"}}};
  CHECK(a["targets"] == json::parse(R"([{"controller":"you","zone":"province"}])"));
  CHECK(a["effects"] ==
        json::array({{{"op", "discard"}, {"refill_face_up", true}},
                     {{"op", "force"}, {"amount", 2}, {"card", "self"}, {"if", cond}},
                     {{"op", "straighten"}, {"card", "self"}, {"if", cond}}}));
  // Effects on another card than this one are not this.
  CHECK(compile_rules_text("<b>Open:</b> Discard a target face-up card in your Province. If this "
                           "discarded a Farm, draw a card.",
                           CardType::Personality)
            .compiled == 0);
}

TEST_CASE("switch the locations of two of your Personalities of a kind, which may not be movement") {
  CompiledText c = test::compile_whole("<b>Battle:</b> Switch the locations of two of your target "
                                       "Samurai Personalities at different locations; this is not "
                                       "considered movement.",
                                       CardType::Personality);
  REQUIRE(c.json.value("abilities", json::array()).size() == 1);
  const json a = c.json["abilities"][0];
  const json mine = {{"type", {"Personality"}}, {"controller", "you"}, {"keywords", {"Samurai"}}};
  json elsewhere = mine;
  elsewhere["location"] = "anywhere";
  elsewhere["other_location"] = true;
  CHECK(a["targets"] == json::array({mine, elsewhere}));
  CHECK(a["effects"] == json::parse(R"([{"op":"switch_locations","card":"target","with":"target2",
          "not_movement":true}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(ability_text(c.abilities[0]).find("this is not movement") != std::string::npos);
  CompiledText plain = test::compile_whole("<b>Battle:</b> Switch the locations of two of your target "
                                           "Personalities at different locations.",
                                           CardType::Personality);
  REQUIRE(plain.json.value("abilities", json::array()).size() == 1);
  CHECK(!plain.json["abilities"][0]["effects"][0].contains("not_movement"));
  // Another kind of card is not this.
  CHECK(compile_rules_text("<b>Battle:</b> Switch the locations of two of your target Followers at "
                           "different locations.",
                           CardType::Personality)
            .compiled == 0);
}
