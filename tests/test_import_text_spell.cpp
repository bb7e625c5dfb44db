// The rules text compiler's templates of the Shugenja and Spells slice
// (game/cards/text_compile_spell.cpp). The texts are written for the tests
// in the templates' shape (other stats, keywords and nouns); no card's text
// is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json spell_compiled(std::string_view text, CardType type) {
  CompiledText c = test::compile_whole(text, type);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json.value("abilities", json::array());
}

void spell_stays_manual(std::string_view text, CardType type) {
  INFO(text);
  CHECK(compile_rules_text(text, type).compiled == 0);
}
}  // namespace

TEST_CASE("spell: your target and an enemy's compared with it, both bowed unless") {
  CHECK(spell_compiled("<b>Battle:</b> Target your Courtier or Samurai and an enemy "
                       "Personality with higher Force. Bow the enemy Personality, "
                       "and bow your Personality unless the enemy is Oni.",
                       CardType::Strategy) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","any_keywords":["Courtier","Samurai"],"type":["Personality"]},
                     {"controller":"enemy","type":["Personality"],"force":{"higher_than":{"force":"target"}}}],
          "effects":[{"op":"bow","card":"target2"},
                     {"op":"bow","if":{"card":"target2","not_keywords":["Oni"]}}]}])"));
  // Without "unless": both bowed.
  CHECK(spell_compiled("<b>Battle:</b> Target your Samurai and an enemy "
                       "Personality with lower Chi. Bow the enemy Personality, "
                       "and bow your Samurai.",
                       CardType::Strategy) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","keywords":["Samurai"]},
                     {"controller":"enemy","type":["Personality"],"chi":{"lower_than":{"chi":"target"}}}],
          "effects":[{"op":"bow","card":"target2"},{"op":"bow"}]}])"));
  // A stat the template does not know, and a noun naming neither target.
  spell_stays_manual(
      "<b>Battle:</b> Target your Samurai and an enemy "
      "Personality with lower Gold Cost. Bow the enemy Personality, "
      "and bow your Samurai.",
      CardType::Strategy);
  spell_stays_manual(
      "<b>Battle:</b> Target your Samurai and an enemy "
      "Personality with lower Chi. Bow the enemy Follower, "
      "and bow your Samurai.",
      CardType::Strategy);
}

TEST_CASE("spell: a target moved to a location the player picks") {
  CHECK(spell_compiled("<b>Battle:</b> Move your target Courtier to another location.",
                       CardType::Strategy) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","keywords":["Courtier"]}],
          "effects":[{"op":"move_to_location","destination":"other_location"}]}])"));
  // A targeted unit is its Personality (CR20F "Unit").
  CHECK(spell_compiled("<b>Battle:</b> Move a target enemy unit at any battlefield "
                       "to a different, unresolved battlefield.",
                       CardType::Strategy) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Personality"],"location":"any_battlefield"}],
          "effects":[{"op":"move_to_location","destination":"other_unresolved_battlefield"}]}])"));
  // Not a target, or another destination: manual.
  spell_stays_manual("<b>Battle:</b> Move this Personality to another location.",
                     CardType::Personality);
  spell_stays_manual("<b>Battle:</b> Move a target unit to an adjacent battlefield.",
                     CardType::Strategy);
}

TEST_CASE("spell: two of your Personalities at different locations switch") {
  CHECK(
      spell_compiled("<b>Open:</b> Target your Personality, and another of your Personalities at a "
                     "different location. Switch their locations. Bow their units as they move.",
                     CardType::Strategy) == json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","type":["Personality"]},
                     {"controller":"you","type":["Personality"],"location":"anywhere","other_location":true}],
          "effects":[{"op":"switch_locations","card":"target","with":"target2",
                      "as_moves":[{"op":"bow","unit":true}]}]}])"));
  // The plural must name the same cards.
  spell_stays_manual(
      "<b>Open:</b> Target your Personality, and another of your Samurai at a "
      "different location. Switch their locations.",
      CardType::Strategy);
}

TEST_CASE("spell: attacks from actions in this unit, while this Shugenja has an element") {
  CompiledText c = test::compile_whole(
      "If this Shugenja is :water:, Melee Attacks from actions in this unit have +3 strength.",
      CardType::Spell);
  CHECK(c.json.value("traits", json::array()) == json::parse(R"([{"strength":3,"attacks":["melee"],
          "from_this_unit":true,"while":{"card":"this_personality","keywords":["Water"]}}])"));
  // Not on an attachment, or another kind of source: manual.
  spell_stays_manual(
      "If this Personality is Fire, Ranged Attacks from actions in this unit have +1 strength.",
      CardType::Personality);
  spell_stays_manual(
      "If this Shugenja is Fire, Ranged Attacks from Spells in this unit have +1 strength.",
      CardType::Spell);
}
