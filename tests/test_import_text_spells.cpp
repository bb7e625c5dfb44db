// The rules text compiler's "spells" family (game/cards/text_compile_spells.cpp):
// a Battle Spell whose unit need not be at the current battlefield bringing a
// Personality there, and a Spell destroyed to pay for its effects. The texts
// are written for the tests in the templates' shape; no card's text is
// copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json spells_ability(std::string_view text, CardType type = CardType::Spell) {
  return test::first_ability(text, type);
}

void spells_stay_manual(std::string_view text, CardType type = CardType::Spell) {
  test::stays_manual(text, type);
}
}  // namespace

TEST_CASE("a Personality brought to a battlefield this unit need not be at") {
  const json a = spells_ability(
      "Battle: Even if this unit is not at "
      "the current battlefield, if any enemy "
      "units are there, target your unbowed "
      "Samurai Personality: Move her there. Straighten "
      "her if she moved. If she is a Kensai "
      "and this Shugenja is Fire, draw a card.");
  CHECK(a["keywords"] == json::parse(R"(["Home"])"));
  CHECK(a["if"] == json::parse(R"({"in_play":{"at_least":1},"controller":"enemy",
        "type":["Personality"],"location":"current_battlefield"})"));
  CHECK(a["targets"] == json::parse(R"([{"controller":"you","bowed":false,"keywords":["Samurai"],
        "type":["Personality"],"location":"anywhere"}])"));
  CHECK(a["effects"] ==
        json::parse(R"([{"op":"move_to_battlefield","as_moves":[{"op":"straighten"}]},
        {"op":"draw","amount":1,"if":{"all":[{"card":"target","keywords":["Kensai"]},
        {"card":"this_personality","keywords":["Fire"]}]}}])"));
  // Without the enemies: no condition; an additional Battle action.
  const json b = spells_ability(
      "Battle: Even if this unit is not at "
      "the current battlefield, target your "
      "Personality: Move him there. If he is "
      "a Ninja and this Shugenja is Void, you "
      "may take an additional Battle action.");
  CHECK_FALSE(b.contains("if"));
  CHECK(b["effects"][1] == json::parse(R"({"op":"additional_actions","amount":1,"if":{"all":[
        {"card":"target","keywords":["Ninja"]},{"card":"this_personality","keywords":["Void"]}]}})"));
  // Only a Battle action; a target whose location is said; another place.
  spells_stay_manual(
      "Open: Even if this unit is not at the current battlefield, target your "
      "Personality: Move him there.");
  spells_stay_manual(
      "Battle: Even if this unit is not at the current battlefield, target your "
      "Personality at home: Move him there.");
  spells_stay_manual(
      "Battle: Even if this unit is not at the current battlefield, target your "
      "Personality: Move him home.");
}

TEST_CASE("a Spell destroyed to give a target a keyword") {
  const json a = spells_ability(
      "Battle: Destroy this card and target a "
      "defending Personality: Give her Cavalry "
      "(Cavalry units move quickly). She "
      "does not contribute Force while unbowed. "
      "If this Shugenja is Earth, gain 3 Honor.");
  CHECK(a["costs"] == json::parse(R"([{"destroy":"self"}])"));
  CHECK(a["targets"] == json::parse(R"([{"defending":true,"type":["Personality"]}])"));
  CHECK(a["effects"] == json::parse(R"([{"op":"give_keyword","keyword":"Cavalry"},
        {"op":"contributes_only_bowed"},
        {"op":"gain_honor","amount":3,"if":{"card":"this_personality","keywords":["Earth"]}}])"));
  // A keyword the engine does not know; a reminder of another keyword.
  spells_stay_manual(
      "Battle: Destroy this card and target a defending Personality: Give her Shadow.");
  spells_stay_manual(
      "Battle: Destroy this card and target a defending Personality: Give her Cavalry "
      "(Elite cards fight).");
}
