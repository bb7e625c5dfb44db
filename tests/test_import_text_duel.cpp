// The rules text compiler's templates about duels' aftermath and
// Interrupts (game/cards/text_compile_duel.cpp). The texts are written for
// the tests in the printed templates' shape (other numbers, keywords and
// names); no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json abilities(std::string_view text, CardType type = CardType::Strategy,
               std::string_view title = {}) {
  CompiledText c = test::compile_whole(text, type, title);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json.value("abilities", json::array());
}
void stays_manual(std::string_view text, CardType type = CardType::Strategy,
                  std::string_view title = {}) {
  INFO(text);
  CHECK(compile_rules_text(text, type, title).compiled == 0);
}
}  // namespace

TEST_CASE("an Interrupt to the action that brings this Personality into play") {
  CHECK(abilities("<b>Interrupt:</b> After Test Envoy enters play, a target player loses 2 Honor.",
                  CardType::Personality, "Test Envoy") ==
        json::parse(
            R"([{"designator":"Interrupt","interrupts_own_entry":true,"targets":[{"player":true}],
          "effects":[{"op":"lose_honor","amount":2,"player":"target_player","after_it_resolves":true}]}])"));
  // Not on a card whose entry is no Recruit from a Province.
  stays_manual("<b>Interrupt:</b> After this Spell enters play, draw a card.", CardType::Spell);
}

TEST_CASE("an Interrupt to its player's own action with a keyword") {
  CHECK(abilities("<b>Interrupt:</b> If the action is yours and Kiho, straighten Test Envoy after "
                  "it resolves.",
                  CardType::Personality, "Test Envoy") ==
        json::parse(R"([{"designator":"Interrupt","if":"your_action","interrupts_keyword":"Kiho",
          "effects":[{"op":"straighten","card":"self","after_it_resolves":true}]}])"));
  stays_manual("<b>Interrupt:</b> If the action is yours and Fancy, draw a card.");
}

TEST_CASE("if he won a duel this turn") {
  CHECK(
      abilities("<b>Battle:</b> Bow a target enemy Follower. Straighten Test Envoy if he won a "
                "duel this turn.",
                CardType::Personality, "Test Envoy") ==
      json::parse(R"([{"designator":"Battle","targets":[{"type":["Follower"],"controller":"enemy"}],
          "effects":[{"op":"bow"},{"op":"straighten","card":"self","if":{"card":"self","won_duel_this_turn":true}}]}])"));
  CHECK(abilities(
            "<b>Engage:</b> Target your bowed Crab Personality and bow her unless she has won a "
            "duel this "
            "turn. Dishonor a target enemy Personality with higher Force than your Personality.") ==
        json::parse(R"([{"designator":"Engage",
          "targets":[{"type":["Personality"],"controller":"you","bowed":true,"keywords":["Crab"]},
                     {"type":["Personality"],"controller":"enemy","force":{"higher_than":{"force":"target"}}}],
          "effects":[{"op":"bow","card":"target","if":{"card":"target","won_duel_this_turn":false}},
                     {"op":"dishonor","card":"target2"}]}])"));
  stays_manual("<b>Open:</b> Gain 2 Honor if he won a duel this turn.", CardType::Personality,
               "Test Envoy");
}

TEST_CASE("a move that will not be negated") {
  CHECK(abilities("<b>Battle:</b> Straighten your target Scout. Bow a target enemy Personality. "
                  "Move him home. "
                  "This movement will not be negated.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","keywords":["Scout"]},{"type":["Personality"],"controller":"enemy"}],
          "effects":[{"op":"straighten"},{"op":"bow","card":"target2"},
                     {"op":"move_home","card":"target2","unpreventable":true}]}])"));
  CHECK(abilities("<b>Engage:</b> Move home your target Courtier Personality and a target enemy "
                  "Personality; these "
                  "movements will not be negated. Bow them.") ==
        json::parse(R"([{"designator":"Engage",
          "targets":[{"type":["Personality"],"controller":"you","keywords":["Courtier"]},
                     {"type":["Personality"],"controller":"enemy"}],
          "effects":[{"op":"move_home","card":"target","unpreventable":true},
                     {"op":"move_home","card":"target2","unpreventable":true},
                     {"op":"bow","card":"target"},{"op":"bow","card":"target2"}]}])"));
  stays_manual("<b>Battle:</b> Bow a target enemy Personality. This movement will not be negated.");
}

TEST_CASE("bow your card to negate the action's attacks") {
  CHECK(
      abilities("<b>Interrupt:</b> Bow your target unbowed Armor to negate the action's Ranged "
                "Attacks.") ==
      json::parse(
          R"([{"designator":"Interrupt","targets":[{"controller":"you","bowed":false,"keywords":["Armor"]}],
          "effects":[{"op":"bow","card":"target"},
                     {"op":"negate_attacks","attacks":["ranged"],"if":{"card":"target","bowed":true}}]}])"));
}

TEST_CASE("an Interrupt negates the action's movement of one card") {
  CHECK(abilities("<b>Interrupt:</b> Negate Test Envoy's movement from the action.",
                  CardType::Personality, "Test Envoy") ==
        json::parse(
            R"([{"designator":"Interrupt","effects":[{"op":"negate_move","card":"self"}]}])"));
  CHECK(abilities(
            "<b>Interrupt:</b> Negate your target Scout's movement from the action's effects.") ==
        json::parse(
            R"([{"designator":"Interrupt","targets":[{"controller":"you","keywords":["Scout"]}],
          "effects":[{"op":"negate_move","card":"target"}]}])"));
  stays_manual("<b>Battle:</b> Negate Test Envoy's movement from the action.",
               CardType::Personality, "Test Envoy");
}

TEST_CASE("a card of one kind from the discard pile into the hand") {
  CHECK(abilities("<b>Open:</b> Put a Tactic Follower from your discard pile into your hand.") ==
        json::parse(R"([{"designator":"Open","effects":[{"op":"from_discard_to_hand",
          "finds":{"type":["Follower"],"keywords":["Tactic"],"zone":"discard"}}]}])"));
  // A Dynasty card, or one with more conditions than its kind: manual.
  stays_manual("<b>Open:</b> Put a Personality in your discard pile into your hand.");
  stays_manual("<b>Open:</b> Put a bowed Tactic Follower from your discard pile into your hand.");
  // A designator names no keyword.
  stays_manual("<b>Open:</b> Put an Engage Strategy from your discard pile into your hand.");
}
