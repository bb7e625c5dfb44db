// The rules text compiler's Personality traits of game/cards/
// text_compile_person.cpp: a bonus counted for each card of a kind, with a
// maximum and a state of his own. The texts are written for the tests in
// the templates' shape (other numbers, keywords and states); no card's text
// is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json person_traits(std::string_view text) {
  CompiledText c = test::compile_whole(text, CardType::Personality);
  for (const Trait& t : c.traits) CHECK(trait_text(t).find(" for each ") != std::string::npos);
  return c.json.value("traits", json::array());
}

void person_stays_manual(std::string_view text) {
  INFO(text);
  CHECK(compile_rules_text(text, CardType::Personality).compiled == 0);
}
}  // namespace

TEST_CASE("a Personality's bonus for each card of a kind") {
  CHECK(person_traits("This Personality has +2F for each unbowed card in the enemy army.") ==
        json::parse(R"([{"stat":"force","amount":2,
          "per":{"bowed":false,"location":"opposing_army"}}])"));
  CHECK(person_traits("This Personality has +1C/+1PH for each Spirit Follower "
                      "in your discard pile, to a maximum of 5 Followers.") == json::parse(R"([
          {"stat":"chi","amount":1,"per_max":5,
           "per":{"type":["Follower"],"keywords":["Spirit"],"zone":"discard","controller":"you"}},
          {"stat":"personal_honor","amount":1,"per_max":5,
           "per":{"type":["Follower"],"keywords":["Spirit"],"zone":"discard","controller":"you"}}])"));
  CHECK(person_traits("While attacking, this Personality has +3F "
                      "for each of your Mine Holdings, up to two Mines.") ==
        json::parse(R"([{"stat":"force","amount":3,"per_max":2,
          "while":{"card":"this_personality","attacking":true},
          "per":{"controller":"you","type":["Holding"],"keywords":["Mine"]}}])"));
}

TEST_CASE("a Recruit discount for each card of a kind") {
  CHECK(
      person_traits("Enters play for 3 less Gold for each Ninja other players control.") ==
      json::parse(R"([{"recruit_discount":3,"per":{"keywords":["Ninja"],"controller":"enemy"}}])"));
}

TEST_CASE("a bonus for each card stays manual when it cannot be said exactly") {
  // The maximum names cards the count does not.
  person_stays_manual("This Personality has +1F for each of your Mine Holdings, up to two Farms.");
  // Counting cards by a stat would count against itself.
  person_stays_manual("This Personality has +1F for each Follower with Force 2 or higher.");
  // Somebody else's discard pile.
  person_stays_manual("This Personality has +1F for each Spirit in an enemy discard pile.");
}

namespace {
json person_ability(std::string_view text) {
  CompiledText c = test::compile_whole(text, CardType::Personality);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json.value("abilities", json::array());
}
}  // namespace

TEST_CASE("an ability's effects start with two conditions joined by or, and") {
  CHECK(person_ability("<b>Open:</b> If it is not your turn or you control a Ninja, "
                       "bow a target Follower.") == json::parse(R"([{"designator":"Open",
          "if":{"any":[{"your_turn":false},{"you_control":{"at_least":1},"keywords":["Ninja"]}]},
          "targets":[{"type":["Follower"]}],"effects":[{"op":"bow"}]}])"));
  CHECK(person_ability("<b>Battle:</b> If this Personality is defending and you control "
                       "a Farm, draw 2 cards, then discard a card.") ==
        json::parse(R"([{"designator":"Battle",
          "if":{"all":[{"card":"self","defending":true},{"you_control":{"at_least":1},"keywords":["Farm"]}]},
          "effects":[{"op":"draw","amount":2},{"op":"discard_from_hand","amount":1}]}])"));
  // A condition the template does not read leaves the part to the others.
  CHECK(compile_rules_text("<b>Open:</b> If it is your turn or the Emperor smiles, draw a card.",
                           CardType::Personality)
            .compiled == 0);
}

TEST_CASE("an effect's amount with more when this Personality carries a kind of attachment") {
  CHECK(person_ability("<b>Battle:</b> Fear 1, or Fear 3 if this Personality has a "
                       "Ratling, non-Spirit Follower.") == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"fear","amount":{"value":1,"bonus_when":[{"amount":2,
            "if":{"card":"self","attached":{"type":["Follower"],"keywords":["Ratling"],
                                            "not_keywords":["Spirit"]}}}]}}]}])"));
  CHECK(person_ability("<b>Battle:</b> :fear: 3, with +1 strength if this Personality "
                       "has a Ninja Follower.") == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"fear","amount":{"value":3,"bonus_when":[{"amount":1,
            "if":{"card":"self","attached":{"type":["Follower"],"keywords":["Ninja"]}}}]}}]}])"));
  CHECK(person_ability("<b>Battle:</b> Give a target enemy Follower -1F, or -4F if this "
                       "Personality has a Magic or Ronin Armor attached.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"force","amount":{"value":-1,"bonus_when":[{"amount":-3,
            "if":{"card":"self","attached":{"keywords":["Armor"],"any_keywords":["Magic","Ronin"]}}}]}}]}])"));
  // A bonus smaller than the first number is no "or more".
  CHECK(compile_rules_text("<b>Battle:</b> Fear 3, or Fear 2 if this Personality has a Spell.",
                           CardType::Personality)
            .compiled == 0);
}

TEST_CASE("a keyword for the Followers of a kind in his unit") {
  CompiledText c = test::compile_whole(
      "This Personality's Spirit, non-Ninja Followers have Cavalry.", CardType::Personality);
  CHECK(c.json.value("traits", json::array()) == json::parse(R"([{"keyword":"Cavalry",
          "each":{"type":["Follower"],"keywords":["Spirit"],"not_keywords":["Ninja"],"in_this_unit":true}}])"));
  for (const Trait& t : c.traits) CHECK(trait_text(t).find("have Cavalry") != std::string::npos);
  // A keyword the engine has no rules for is not granted.
  CHECK(
      compile_rules_text("This Personality's Spirit Followers have Honest.", CardType::Personality)
          .compiled == 0);
}

TEST_CASE("a target that is one state or keyword, or the other (any_of)") {
  CHECK(person_ability("<b>Battle:</b> Bow a target attacking or Ninja Personality.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"type":["Personality"],"any_of":[{"attacking":true},{"keywords":["Ninja"]}]}],
          "effects":[{"op":"bow"}]}])"));
  CHECK(person_ability("<b>Open:</b> Destroy your target Follower with either no "
                       "attachments or Spirit.") == json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","type":["Follower"],
                      "any_of":[{"has_attachments":false},{"keywords":["Spirit"]}]}],
          "effects":[{"op":"destroy"}]}])"));
  const json picked = person_ability(
      "<b>Battle:</b> Bow a target enemy Personality with 3 or lower Force and with "
      "either no unbowed Followers or Ratling.");
  CHECK(picked == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Personality"],"force":{"at_most":3},
                      "any_of":[{"none_attached":{"type":["Follower"],"bowed":false}},
                                {"keywords":["Ratling"]}]}],
          "effects":[{"op":"bow"}]}])"));
  // A clan's keyword, or a third alternative, is not read here.
  CHECK(compile_rules_text("<b>Battle:</b> Bow a target bowed or Crab Clan Personality.",
                           CardType::Personality)
            .compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Bow a target Personality with either no "
                           "Followers or Spirit or Ninja.",
                           CardType::Personality)
            .compiled == 0);
}

TEST_CASE("a target with fewer attachments than the cards of a kind in this unit") {
  CHECK(person_ability("<b>Battle:</b> Bow a target enemy card with fewer attachments than "
                       "the number of Spirit Followers in this unit.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","unit_cards":{"lower_than":{"count":
            {"type":["Follower"],"keywords":["Spirit"],"in_this_unit":true},"plus":1}}}],
          "effects":[{"op":"bow"}]}])"));
}

TEST_CASE("a bonus or a penalty equal to a second target's stat, chosen as it resolves") {
  CHECK(person_ability("<b>Battle:</b> Give a target attacking Personality a Chi bonus or "
                       "penalty equal to the Chi of your target dead Personality.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"attacking":true,"type":["Personality"]},
                     {"controller":"you","type":["Personality"],"zone":"discard","dead":true}],
          "effects":[{"op":"choose","choices":[
            [{"op":"chi","amount":{"chi":"target2"}}],
            [{"op":"chi","amount":{"chi":"target2","times":-1}}]]}]}])"));
  CHECK(person_ability("<b>Open:</b> Give a target Follower a Force bonus or penalty equal "
                       "to the Force of your target Samurai.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"type":["Follower"]},{"controller":"you","keywords":["Samurai"]}],
          "effects":[{"op":"choose","choices":[
            [{"op":"force","amount":{"force":"target2"}}],
            [{"op":"force","amount":{"force":"target2","times":-1}}]]}]}])"));
}

TEST_CASE("a Personality's attachments of a type must have one of two keywords") {
  CompiledText c = test::compile_whole("This Personality's Followers must be Nonhuman or Spirit.",
                                       CardType::Personality);
  CHECK(c.json.value("traits", json::array()) == json::parse(R"([{"refuses_attach":
          {"type":["Follower"],"not_keywords":["Nonhuman","Spirit"]}}])"));
  // A state, or more than two alternatives, is not read.
  CHECK(compile_rules_text("This Personality's Items must be unbowed.", CardType::Personality)
            .compiled == 0);
  CHECK(compile_rules_text("This Personality's Items must be Jade or Crystal or Magic.",
                           CardType::Personality)
            .compiled == 0);
}

TEST_CASE("a condition on how many attachments of a kind he has; he moves himself") {
  CHECK(person_ability("<b>Open:</b> If this Personality has two or fewer Items, move him to "
                       "an unresolved battlefield.") == json::parse(R"([{"designator":"Open",
          "if":{"you_control":{"at_most":2},"type":["Item"],"in_this_unit":true},
          "effects":[{"op":"move_to_location","card":"self",
                      "destination":"other_unresolved_battlefield"}]}])"));
  CHECK(person_ability("<b>Battle:</b> If this Personality has one or no Ratling Followers, "
                       "draw a card.") == json::parse(R"([{"designator":"Battle",
          "if":{"you_control":{"at_most":1},"type":["Follower"],"keywords":["Ratling"],
                "in_this_unit":true},
          "effects":[{"op":"draw","amount":1}]}])"));
  // "Move him" after a target names the target, not this Personality.
  CHECK(compile_rules_text("<b>Battle:</b> Bow a target Follower. Move him to an unresolved "
                           "battlefield.",
                           CardType::Personality)
            .compiled == 0);
}

// text_compile_person2.cpp: a bonus while the player controls a card of a
// title, one Weapon only, Recruit discounts on a condition, attacks from
// the Personality's Followers, a target put into the hand.
namespace {
json traits_of(std::string_view text, std::string_view title = {}) {
  CompiledText c = test::compile_whole(text, CardType::Personality, title);
  return c.json.value("traits", json::array());
}
}  // namespace

TEST_CASE("a Personality's bonus while you control a card of a title") {
  CHECK(traits_of("Tomoe has +2C/+1F while you control Shiba Kenzo.", "Isawa Tomoe") ==
        json::parse(R"([
          {"stat":"chi","amount":2,"while":{"you_control":{"at_least":1},"title":"Shiba Kenzo"}},
          {"stat":"force","amount":1,"while":{"you_control":{"at_least":1},"title":"Shiba Kenzo"}}])"));
  // Kinds of cards are no title.
  person_stays_manual("This Personality has +1F while you control Crab Clan Samurai.");
  person_stays_manual("This Personality has +1F while you control Unique Shugenja.");
}

TEST_CASE("a Personality that will only attach one Weapon") {
  CHECK(traits_of("This Personality may only attach one Weapon.") ==
        json::parse(R"([{"one_weapon":true}])"));
  person_stays_manual("This Personality may only attach one Armor.");
}

TEST_CASE("a Recruit discount while another player is of a clan, or you defend") {
  CHECK(traits_of("This Personality enters play for 3 less Gold if any other player is Lion Clan.") ==
        json::parse(R"([{"recruit_discount":3,"while":{"in_play":{"at_least":1},
          "type":["Stronghold"],"controller":"another_player","keywords":["Lion Clan"]}}])"));
  CHECK(traits_of("Enters play for 5 less Gold if you are the Defender.") ==
        json::parse(R"([{"recruit_discount":5,"while":{"you_defend":true}}])"));
  CHECK(traits_of("Enters play for :g2: less if you are a Mantis Clan player.") ==
        json::parse(R"([{"recruit_discount":2,"while":{"card":"your_stronghold","keywords":["Mantis Clan"]}}])"));
  person_stays_manual("This Personality enters play for 1 less Gold if another player is Ronin Clan.");
  person_stays_manual("This Personality enters play for 1 less Gold if you are the Attacker.");
}

TEST_CASE("attacks from this Personality's Followers of a kind") {
  CHECK(traits_of("Melee Attacks from this Personality's Goblin Followers have +2 strength.") ==
        json::parse(R"([{"strength":2,"attacks":["melee"],"from_this_unit":true,
          "from_cards":{"type":["Follower"],"keywords":["Goblin"]}}])"));
  person_stays_manual("Melee Attacks from this Personality's Followers have +2 strength.");
}

TEST_CASE("a bonus of a target's Force in your discard pile, and the target put into the hand") {
  CompiledText c = test::compile_whole(
      "Battle: Give this Personality a Force bonus equal to the Force of a target Item in your "
      "discard pile. Put the Item into your hand if it is a Weapon.",
      CardType::Personality);
  REQUIRE(c.json.contains("abilities"));
  const json& a = c.json["abilities"][0];
  CHECK(a["targets"] == json::parse(R"([{"type":["Item"],"zone":"discard","controller":"you"}])"));
  CHECK(a["effects"] == json::parse(R"([
    {"op":"force","card":"self","amount":{"force":"target"}},
    {"op":"to_hand","if":{"card":"target","zone":"discard","keywords":["Weapon"]}}])"));
  // Another player's discard pile, or a card the target is not.
  person_stays_manual("Battle: Give this Personality a Force bonus equal to the Force of a target "
                      "Follower in a discard pile.");
  person_stays_manual("Battle: Give this Personality a Force bonus equal to the Force of a target "
                      "Follower in your discard pile. Put the Item into your hand.");
}
