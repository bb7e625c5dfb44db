// The rules text compiler's Shugenja and element templates
// (game/cards/text_compile_b2.cpp). The texts are written for the tests in
// the templates' shape (other numbers, stats and keywords); no card's text is
// copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json b2_compiled(std::string_view text, CardType type) {
  CompiledText c = test::compile_whole(text, type);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json.value("abilities", json::array());
}

void b2_stays_manual(std::string_view text, CardType type) {
  INFO(text);
  CHECK(compile_rules_text(text, type).compiled == 0);
}
}  // namespace

TEST_CASE("b2: half of the card's own stat, rounded up") {
  CHECK(b2_compiled("<b>Fire Battle:</b> Give this Shugenja a Chi bonus "
                    "equal to half her Force, rounded up.",
                    CardType::Spell) == json::parse(R"([{"designator":"Battle","keywords":["Fire"],
          "effects":[{"op":"chi","card":"this_personality",
                      "amount":{"force":"this_personality","half_up":true}}]}])"));
  CHECK(b2_compiled("<b>Open:</b> Give this Personality a Force bonus "
                    "equal to half his Chi, rounded up.",
                    CardType::Personality) == json::parse(R"([{"designator":"Open",
          "effects":[{"op":"force","card":"self","amount":{"chi":"self","half_up":true}}]}])"));
  b2_stays_manual(
      "<b>Open:</b> Give this Personality a Force bonus "
      "equal to half his Chi, rounded down.",
      CardType::Personality);
}

TEST_CASE("b2: a target card in a unit") {
  CHECK(b2_compiled("<b>Battle:</b> Bow a target card in a unit.", CardType::Strategy) ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"type":["Personality","Follower","Item","Spell"]}],
          "effects":[{"op":"bow"}]}])"));
}

TEST_CASE("b2: a Province's strength raised or lowered") {
  CHECK(b2_compiled("<b>Battle:</b> Straighten a target enemy card. Raise or lower the "
                    "current battlefield's Province's strength by the target's Force.",
                    CardType::Spell) ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy"}],
          "effects":[{"op":"straighten"},{"op":"choose","choices":[
            [{"op":"province_strength","amount":{"force":"target"}}],
            [{"op":"province_strength","amount":{"force":"target","times":-1}}]]}]}])"));
  CHECK(b2_compiled("<b>Battle:</b> Bow a target Follower. Raise or lower the "
                    "current battlefield's Province's strength by 3.",
                    CardType::Personality) ==
        json::parse(R"([{"designator":"Battle","targets":[{"type":["Follower"]}],
          "effects":[{"op":"bow"},{"op":"choose","choices":[
            [{"op":"province_strength","amount":3}],[{"op":"province_strength","amount":-3}]]}]}])"));
  // Outside a battle there is no current battlefield.
  b2_stays_manual(
      "<b>Open:</b> Bow a target Follower. Raise or lower the "
      "current battlefield's Province's strength by 3.",
      CardType::Personality);
}

TEST_CASE("b2: an effect only on a target you (do not) control") {
  CHECK(b2_compiled("<b>Battle:</b> Move a target Personality at any location to the current "
                    "battlefield. Bow his unit if you control him.",
                    CardType::Strategy) == json::parse(R"([{"designator":"Battle",
          "targets":[{"location":"anywhere","type":["Personality"]}],
          "effects":[{"op":"move_to_battlefield"},
                     {"op":"bow","unit":true,"if":{"card":"target","controller":"you"}}]}])"));
  CHECK(b2_compiled("<b>Battle:</b> Target a Follower. Destroy it if you do not control it.",
                    CardType::Strategy) ==
        json::parse(R"([{"designator":"Battle","targets":[{"type":["Follower"]}],
          "effects":[{"op":"destroy","if":{"card":"target","controller":"enemy"}}]}])"));
}

TEST_CASE("b2: element icons") {
  CHECK(compile_rules_text("Equips to a :fire: Monk for :g3: less.", CardType::Item).json ==
        json::parse(R"({"traits":[{"equip_discount":3,"each":{"keywords":["Fire","Monk"]}}]})"));
  CHECK(b2_compiled("<b>Tireless Open:</b> If this Shugenja is :earth:, bow this Spell.",
                    CardType::Spell) ==
        json::parse(R"([{"designator":"Open","keywords":["Tireless"],
          "if":{"card":"this_personality","keywords":["Earth"]},
          "effects":[{"op":"bow","card":"self"}]}])"));
  CHECK(b2_compiled("<b>Battle:</b> If this Shugenja is Void, straighten him.", CardType::Spell) ==
        json::parse(R"([{"designator":"Battle",
          "if":{"card":"this_personality","keywords":["Void"]},
          "effects":[{"op":"straighten","card":"this_personality"}]}])"));
}

TEST_CASE("b2: a discard cost of some kinds of card") {
  CHECK(b2_compiled("<b>Battle:</b> Discard an Item or a Kiho from your hand "
                    "to straighten a target Follower.",
                    CardType::Personality) == json::parse(R"([{"designator":"Battle",
          "costs":[{"discard":[{"type":["Item"]},{"keywords":["Kiho"]}]}],
          "targets":[{"type":["Follower"]}],"effects":[{"op":"straighten"}]}])"));
  CHECK(b2_compiled("<b>Battle:</b> Discard a Spell or a Kiho to give this "
                    "Province a strength bonus equal to the card's Focus Value.",
                    CardType::Personality) == json::parse(R"([{"designator":"Battle",
          "costs":[{"discard":[{"type":["Spell"]},{"keywords":["Kiho"]}]}],
          "effects":[{"op":"province_strength","amount":{"focus_of_discarded":true}}]}])"));
  // A Holding is no card of the hand.
  b2_stays_manual("<b>Battle:</b> Discard a Holding or a Kiho to draw a card.",
                  CardType::Personality);
}

TEST_CASE(
    "b2: a bonus equal to the discarded card's Focus Value, then an attack that may be made") {
  CHECK(b2_compiled("<b>Battle:</b> Discard a card with an element keyword to give this "
                    "Personality a Chi bonus equal to the card's Focus Value. You may make a "
                    "Melee Attack with strength equal to that Focus Value.",
                    CardType::Personality) == json::parse(R"([{"designator":"Battle",
          "costs":[{"discard":[{"any_keywords":["Air","Earth","Fire","Water","Void"]}]}],
          "targets":[{"attack_target":true,"controller":"enemy","location":"current_battlefield","optional":true}],
          "effects":[{"op":"chi","card":"self","amount":{"focus_of_discarded":true}},
                     {"op":"choose","choices":[[{"op":"melee_attack","amount":{"focus_of_discarded":true}}],[]]}]}])"));
}

TEST_CASE("b2: an effect on the attack's target if the caster has a keyword") {
  CHECK(b2_compiled("<b>Battle:</b> Melee 2 Attack. Destroy the target if it is "
                    "still in play and this Shugenja is :fire:.",
                    CardType::Spell) == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"melee_attack","amount":2},
                     {"op":"destroy","if":{"card":"this_personality","keywords":["Fire"]}}]}])"));
}

TEST_CASE("b2: an attack equal to the number of cards of a kind in this unit") {
  CHECK(b2_compiled(
            "<b>Battle:</b> Melee Attack with strength equal to the number of Items in this unit.",
            CardType::Personality) == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"melee_attack","amount":{"count":{"type":["Item"],"in_this_unit":true}}}]}])"));
  b2_stays_manual("<b>Battle:</b> Fear equal to the number of Items in your hand.",
                  CardType::Personality);
}

TEST_CASE("b2: two targets of different types, one verb on both") {
  CHECK(b2_compiled("<b>Open:</b> Target your unbowed Holding and a Follower. Bow both targets.",
                    CardType::Strategy) == json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","bowed":false,"type":["Holding"]},{"type":["Follower"]}],
          "effects":[{"op":"bow"},{"op":"bow","card":"target2"}]}])"));
  // Two Personalities might be the same card.
  b2_stays_manual("<b>Open:</b> Target your Personality and a Personality. Bow both targets.",
                  CardType::Strategy);
}

TEST_CASE("b2: an attack's strength with bonuses when conditions hold") {
  CHECK(b2_compiled("<b>Battle:</b> Ranged Attack equal to this Shugenja's Force, "
                    "plus 2 if she is Water.",
                    CardType::Spell) == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"ranged_attack","amount":{"force":"this_personality"},
                      "if":{"card":"this_personality","not_keywords":["Water"]}},
                     {"op":"ranged_attack","amount":{"force":"this_personality","plus":2},
                      "if":{"card":"this_personality","keywords":["Water"]}}]}])"));
  CHECK(b2_compiled("<b>Battle:</b> Fear equal to this Personality's Chi, +2 if he "
                    "is :air:, +1 if the target is Naga.",
                    CardType::Personality) == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"fear","amount":{"chi":"self","bonus_when":[
            {"amount":2,"if":{"card":"self","keywords":["Air"]}},
            {"amount":1,"if":{"card":"target","keywords":["Naga"]}}]}}]}])"));
  b2_stays_manual("<b>Battle:</b> Fear equal to this Personality's Chi, +1 if he is tired.",
                  CardType::Personality);
}
