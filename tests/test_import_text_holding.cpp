// The rules text compiler's templates of game/cards/text_compile_holding.cpp:
// a target card's abilities that may not be used, a Holding's Gold
// Production that changes with the turn or with its Stronghold's, and
// triggers on its controller bowing or Recruiting it. The texts are written
// for the tests in the templates' shape (other numbers, cards and effects);
// no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json holding_part(std::string_view text, const char* key, CardType type = CardType::Holding) {
  CompiledText c = test::compile_whole(text, type);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json.value(key, json::array());
}

void holding_stays_manual(std::string_view text, CardType type = CardType::Holding) {
  INFO(text);
  CHECK(compile_rules_text(text, type).compiled == 0);
}
}  // namespace

TEST_CASE("a target card's abilities may not be used") {
  CHECK(holding_part("<b>Battle:</b> Your target Follower's abilities "
                     "may not be used.",
                     "abilities", CardType::Strategy) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","type":["Follower"]}],
          "effects":[{"op":"abilities_unusable"}]}])"));
  CHECK(holding_part("<b>Limited, :bow::</b> Another player's target "
                     "Personality's abilities may not be used.",
                     "abilities") ==
        json::parse(R"([{"designator":"Limited","costs":[{"bow":"self"}],
          "targets":[{"controller":"another_player","type":["Personality"]}],
          "effects":[{"op":"abilities_unusable"}]}])"));
  // Only some of its abilities, or for longer: not this template.
  holding_stays_manual(
      "<b>Open, :bow::</b> A target Follower's printed "
      "abilities may not be used.");
}

TEST_CASE("a Holding's Gold Production while a condition holds") {
  CHECK(holding_part("This Holding has +2GP while it is your turn.", "traits") ==
        json::parse(R"([{"stat":"gold_production","amount":2,"card":"self",
          "while":{"your_turn":true}}])"));
  CHECK(holding_part("This Holding has -2GP when your Stronghold's "
                     "Gold Production is 6 or more.",
                     "traits") ==
        json::parse(R"([{"stat":"gold_production","amount":-2,"card":"self",
          "while":{"card":"your_stronghold","gold_production":{"at_least":6}}}])"));
  CHECK(holding_part("This Holding has +3GP while your Stronghold's "
                     "Gold Production is 2 or less.",
                     "traits") ==
        json::parse(R"([{"stat":"gold_production","amount":3,"card":"self",
          "while":{"card":"your_stronghold","gold_production":{"at_most":2}}}])"));
  // Not a Holding, or a condition the template does not know.
  holding_stays_manual("This Holding has +2GP while it is your turn.", CardType::Personality);
  holding_stays_manual("This Holding has +1GP while you have the Imperial Favor.");
}

TEST_CASE("a trigger on the controller bowing or Recruiting the Holding") {
  CHECK(holding_part("After you bow this Holding, draw a card.", "triggers") ==
        json::parse(R"([{"after":"bows","by_you":true,"effects":[{"op":"draw","amount":1}]}])"));
  CHECK(holding_part("After the first time each turn you bow this "
                     "Holding, gain 2 Honor.",
                     "triggers") == json::parse(R"([{"after":"bows","by_you":true,
          "first_each_turn":true,"effects":[{"op":"gain_honor","amount":2}]}])"));
  CHECK(holding_part("After you Recruit or bow this Holding, "
                     "gain 3 Honor.",
                     "triggers") == json::parse(R"([
          {"after":"recruited","effects":[{"op":"gain_honor","amount":3}]},
          {"after":"bows","by_you":true,"effects":[{"op":"gain_honor","amount":3}]}])"));
  // Another player bowing it is not this template.
  holding_stays_manual("After another player bows this Holding, draw a card.");
}

TEST_CASE("an Interrupt that negates an action of one designator, a Holding entering unbowed") {
  CHECK(
      holding_part("<b>Interrupt:</b> Negate a Battle action.", "abilities", CardType::Strategy) ==
      json::parse(R"([{"designator":"Interrupt","interrupts":["Battle"],
          "effects":[{"op":"negate_action"}]}])"));
  // Not an Interrupt: there is no action to negate.
  holding_stays_manual("<b>Open:</b> Negate a Battle action.");
  CHECK(holding_part("This Holding enters play unbowed.", "traits") ==
        json::parse(R"([{"enters_play_unbowed":true}])"));
}

TEST_CASE("a Holding only a player of one clan may Recruit") {
  CHECK(holding_part("May only be Recruited "
                     "by a Spider Clan player.",
                     "traits") ==
        json::parse(
            R"([{"enters_play_only_if":{"card":"your_stronghold","keywords":["Spider Clan"]}}])"));
  CHECK(holding_part("Will only enter play if you are an Unicorn Clan player.", "traits") ==
        json::parse(
            R"([{"enters_play_only_if":{"card":"your_stronghold","keywords":["Unicorn Clan"]}}])"));
  holding_stays_manual(
      "May only be Recruited "
      "by a Spider Clan player.",
      CardType::Personality);
  holding_stays_manual("May only be Recruited by a Ronin player.");
}

TEST_CASE("a sentence that happens only on the player's own turn, or another's") {
  CHECK(holding_part("<b>Open:</b> Give your target Personality +2F. "
                     "If it is not your turn, draw a card.",
                     "abilities", CardType::Strategy) == json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","type":["Personality"]}],
          "effects":[{"op":"force","amount":2},
                     {"op":"draw","amount":1,"if":{"your_turn":false}}]}])"));
  CHECK(holding_part("<b>Battle:</b> Your target Follower's abilities may not be used. "
                     "If it is your turn, bow it.",
                     "abilities", CardType::Strategy) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","type":["Follower"]}],
          "effects":[{"op":"abilities_unusable"},{"op":"bow","if":{"your_turn":true}}]}])"));
  // A target chosen only on one's turn is not this template.
  holding_stays_manual(
      "<b>Open:</b> Draw a card. If it is your turn, "
      "bow a target Personality.",
      CardType::Strategy);
}

TEST_CASE("an Event turning the other Provinces' cards face-up") {
  CHECK(holding_part("<b>Limited:</b> Turn all cards in other "
                     "Provinces face-up.",
                     "abilities", CardType::Event) == json::parse(R"([{"designator":"Limited",
          "effects":[{"op":"reveal_other_provinces"}]}])"));
  // On a card that is not in a Province as it is used.
  holding_stays_manual(
      "<b>Limited:</b> Turn all cards in other "
      "Provinces face-up.",
      CardType::Strategy);
}

TEST_CASE("an Interrupt negates all the action's attacks") {
  CHECK(holding_part("<b>Interrupt, :bow::</b> Negate all the action's "
                     "Ranged Attacks <i>(at this battlefield)</i>.",
                     "abilities") ==
        json::parse(R"([{"designator":"Interrupt","costs":[{"bow":"self"}],
          "effects":[{"op":"negate_attacks","attacks":["ranged"]}]}])"));
  CHECK(holding_part("<b>Interrupt:</b> Negate all the action's "
                     "Ranged and Melee Attacks.",
                     "abilities", CardType::Strategy) ==
        json::parse(R"([{"designator":"Interrupt",
          "effects":[{"op":"negate_attacks","attacks":["melee","ranged"]}]}])"));
  // The battlefield reminder is a Fortification's (a Holding's) only.
  holding_stays_manual("<b>Interrupt:</b> Negate all the action's "
                       "Melee Attacks <i>(at this battlefield)</i>.",
                       CardType::Strategy);
}

TEST_CASE("an If on the active player's Family Honor") {
  CHECK(holding_part("<b>Open, :bow::</b> If the active player has "
                     "seven or more Family Honor, he loses 2 Honor.",
                     "abilities") ==
        json::parse(R"([{"designator":"Open","costs":[{"bow":"self"}],
          "if":{"family_honor":{"at_least":7},"player":"active_player"},
          "effects":[{"op":"lose_honor","amount":2,"player":"active_player"}]}])"));
  holding_stays_manual("<b>Open:</b> If the active player has "
                       "7 or more Family Honor, he gains 2 Honor.");
}

TEST_CASE("a Stronghold's first refill in its Dynasty Phase is face-up") {
  CHECK(holding_part("Refill the first Province "
                     "during your Dynasty Phase face-up.",
                     "traits", CardType::Stronghold) ==
        json::parse(R"([{"first_dynasty_refill_face_up":true}])"));
  CHECK(holding_part("If any of your Provinces have been "
                     "destroyed this game, refill the first "
                     "Province during your Dynasty Phase face-up.",
                     "traits", CardType::Stronghold) ==
        json::parse(R"([{"first_dynasty_refill_face_up":true,
          "while":{"provinces_destroyed":{"at_least":1}}}])"));
  // Not a Stronghold, or another Province.
  holding_stays_manual("Refill the first Province during "
                       "your Dynasty Phase face-up.",
                       CardType::Holding);
  holding_stays_manual("Refill the last Province during "
                       "your Dynasty Phase face-up.",
                       CardType::Stronghold);
}

TEST_CASE("the first opportunity for an action from a card in a unit") {
  CHECK(holding_part("<b>Battle:</b> Gain 1 Honor. You have the first "
                     "opportunity in this battle to pass or "
                     "take a Battle action, which must come "
                     "from a card in a unit.",
                     "abilities", CardType::Strategy) ==
        json::parse(R"([{"designator":"Battle","effects":[
          {"op":"gain_honor","amount":1},
          {"op":"first_battle_action","from_unit":true}]}])"));
  holding_stays_manual("<b>Battle:</b> You have the first opportunity "
                       "in this battle to pass or take a Battle "
                       "action, which must come from a Follower.",
                       CardType::Strategy);
}

TEST_CASE("an Interrupt negates a movement into an attacking army") {
  CHECK(holding_part("<b>Interrupt:</b> Negate the movement into an "
                     "attacking army of your target "
                     "Personality at any location.",
                     "abilities") ==
        json::parse(R"([{"designator":"Interrupt",
          "targets":[{"controller":"you","type":["Personality"],"location":"anywhere"}],
          "effects":[{"op":"negate_move","into_attacking_army":true}]}])"));
  // Not an Interrupt, or a target that is not a Personality.
  holding_stays_manual("<b>Battle:</b> Negate the movement into an "
                       "attacking army of a target Personality.");
  holding_stays_manual("<b>Interrupt:</b> Negate the movement into an "
                       "attacking army of a target Follower.");
}

TEST_CASE("an ability that needs Compassion") {
  CHECK(holding_part("<b>Limited:</b> If you have Compassion, "
                     "gain 2 Honor.",
                     "abilities") ==
        json::parse(R"([{"designator":"Limited","if":{"fewer_provinces":true},
          "effects":[{"op":"gain_honor","amount":2}]}])"));
  holding_stays_manual("<b>Limited:</b> Gain 2 Honor. If you have "
                       "Compassion, draw a card.");
}

TEST_CASE("an ability used as many times a turn as cards you control") {
  CHECK(holding_part("<b>Open:</b> A number of times per turn "
                     "equal to the number of Farms you "
                     "control, gain 1 Honor.",
                     "abilities") ==
        json::parse(R"([{"designator":"Open","per_turn":{"count":
          {"controller":"you","keywords":["Farm"],"location":"anywhere"}},
          "effects":[{"op":"gain_honor","amount":1}]}])"));
  holding_stays_manual("<b>Open:</b> A number of times per turn "
                       "equal to the number of Farms in play, "
                       "gain 1 Honor.");
}

TEST_CASE("a keyword for a target Personality and each of his Followers") {
  CHECK(holding_part("<b>Battle, :bow::</b> Give your target Samurai Personality and each of his Followers "
                     "Elite.",
                     "abilities") == json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "targets":[{"controller":"you","keywords":["Samurai"],"type":["Personality"]}],
          "effects":[{"op":"give_keyword","keyword":"Elite"},
                     {"op":"give_keyword","keyword":"Elite","each":{"type":["Follower"],"attached_to":"target"}}]}])"));
  // Only a Personality has Followers; a keyword without rules is not given.
  holding_stays_manual("<b>Open:</b> Give a target card and each of his Followers Cavalry.");
  holding_stays_manual("<b>Open:</b> Give a target Personality and each of his Followers Scout.");
}

TEST_CASE("a Province's face-up card traded for a card from the discard pile") {
  CHECK(holding_part("<b>Open, :bow::</b> Discard a face-up card from one "
                     "of your Provinces. Refill the Province with "
                     "your target discarded Holding. Gain 1 Honor.",
                     "abilities") == json::parse(R"([{"designator":"Open","costs":[{"bow":"self"}],
          "targets":[{"controller":"you","zone":"discard","type":["Holding"]}],
          "effects":[{"op":"to_province","from_face_up":true},{"op":"gain_honor","amount":1}]}])"));
  CHECK(holding_part("<b>Limited:</b> Discard a face-up card from one "
                     "of your Provinces. Refill the Province with "
                     "your target discarded (not dead) Personality.",
                     "abilities") == json::parse(R"([{"designator":"Limited",
          "targets":[{"controller":"you","zone":"discard","type":["Personality"],"dead":false}],
          "effects":[{"op":"to_province","from_face_up":true}]}])"));
  // The first sentence alone, or the second without it, says too little.
  holding_stays_manual("<b>Limited:</b> Discard a face-up card from one "
                       "of your Provinces.");
  holding_stays_manual("<b>Limited:</b> Refill the Province with "
                       "your target discarded Holding.");
  holding_stays_manual("<b>Limited:</b> Discard a face-up card from one "
                       "of your Provinces. Refill the Province with "
                       "your target Personality.");
}

TEST_CASE("a choice to move the target home or to the current battlefield") {
  CHECK(holding_part("<b>Engage, :bow::</b> Target your Samurai Personality at any location. "
                     "You may move her home, or, if she would be opposed, "
                     "you may move her to the current battlefield.",
                     "abilities", CardType::Stronghold) == json::parse(R"([{"designator":"Engage","costs":[{"bow":"self"}],
          "targets":[{"controller":"you","keywords":["Samurai"],"type":["Personality"],"location":"anywhere"}],
          "effects":[{"op":"choose","choices":[[{"op":"move_home"}],
            [{"op":"move_to_battlefield","if":{"card":"target","would_be_opposed":true}}],[]]}]}])"));
  // Only a Personality moves; "them" and "he" must agree.
  holding_stays_manual("<b>Engage:</b> Target your Follower. You may move it home, or, if it "
                       "would be opposed, you may move it to the current battlefield.",
                       CardType::Stronghold);
  holding_stays_manual("<b>Engage:</b> Target your Personality. You may move him home, or, if "
                       "they would be opposed, you may move him to the current battlefield.",
                       CardType::Stronghold);
}

TEST_CASE("an element keyword of the player's choice") {
  CHECK(holding_part("<b>Battle, :bow::</b> Give your target Shugenja "
                     "Fire or :void:.",
                     "abilities") == json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "targets":[{"controller":"you","keywords":["Shugenja"]}],
          "effects":[{"op":"choose","choices":[[{"op":"give_keyword","keyword":"Fire"}],
                                               [{"op":"give_keyword","keyword":"Void"}]]}]}])"));
  CHECK(holding_part("<b>Open:</b> Give a target Personality Earth.", "abilities") ==
        json::parse(R"([{"designator":"Open","targets":[{"type":["Personality"]}],
          "effects":[{"op":"give_keyword","keyword":"Earth"}]}])"));
  // An element named twice, or a word that is no element, is not read.
  holding_stays_manual("<b>Open:</b> Give a target Personality Earth, Fire, or Earth.");
  holding_stays_manual("<b>Open:</b> Give a target Personality Earth or Jade.");
}

TEST_CASE("bow your target to affect a second target") {
  CHECK(holding_part("<b>Battle, :bow::</b> Bow your target Samurai to destroy "
                     "another player's target Follower with lower Force.",
                     "abilities") == json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "targets":[{"controller":"you","keywords":["Samurai"],"bowed":false},
                     {"controller":"another_player","type":["Follower"],"force":{"lower_than":{"force":"target"}}}],
          "effects":[{"op":"bow"},{"op":"destroy","card":"target2","if":{"card":"target","bowed":true}}]}])"));
  // A first target that is bowed already could never bow; one that is
  // no card of the player's is another template.
  holding_stays_manual("<b>Open:</b> Bow your target bowed Samurai to destroy a target Follower.");
  holding_stays_manual("<b>Open:</b> Bow your target Samurai to gain 2 Honor.");
}
