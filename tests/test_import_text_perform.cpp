// The rules text compiler's "perform" family (game/cards/text_compile_perform.cpp):
// performers chosen without targeting (CR20F "Targeting"; keywords.md
// "Performing"), printed Force, and Spells' words about their Shugenja. The
// texts are written for the tests in the templates' shape; no card's text
// is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/card_db.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json perform_ability(std::string_view text, CardType type = CardType::Strategy) {
  return test::first_ability(text, type);
}

void perform_stays_manual(std::string_view text, CardType type = CardType::Strategy) {
  test::stays_manual(text, type);
}
}  // namespace

TEST_CASE("a performer chosen, not targeted") {
  const json a = perform_ability(
      "Open: Choose your performing "
      "Kensai Personality: "
      "Give him +1F and Cavalry.");
  CHECK(a["targets"] == json::parse(R"([{"controller":"you","keywords":["Kensai"],
        "type":["Personality"],"chosen":true}])"));
  CHECK(a["effects"] == json::parse(R"([{"op":"force","amount":1},
        {"op":"give_keyword","keyword":"Cavalry"}])"));
  CompiledText c = compile_rules_text(
      "Open: Choose your performing Kensai Personality: Give him +1F.", CardType::Strategy);
  REQUIRE(c.abilities.size() == 1);
  CHECK(ability_text(c.abilities[0])
            .starts_with("Open: Choose your Kensai Personality without targeting"));
}

TEST_CASE("a performer and an enemy card compared with him") {
  const json a = perform_ability(
      "Battle: Choose your performing unbowed "
      "Tattooed Personality, and target an enemy card "
      "without attachments and with equal or lower Chi: "
      "The tattoo comes alive. "
      "Give your Personality +1F/+1C (until the turn ends). "
      "Bow the enemy card.");
  CHECK(a["targets"] == json::parse(R"([{"bowed":false,"controller":"you","keywords":["Tattooed"],
        "type":["Personality"],"chosen":true},
        {"controller":"enemy","has_attachments":false,"chi":{"at_most":{"chi":"target"}},
        "type":["Personality","Follower","Item","Spell"]}])"));
  CHECK(a["effects"] == json::parse(R"([{"op":"force","amount":1},{"op":"chi","amount":1},
        {"op":"bow","card":"target2"}])"));
  // The tale is read only after a Tattooed performer.
  perform_stays_manual(
      "Open: Choose your performing Samurai: "
      "The tattoo comes alive. Give him +1F.");
  const json power = perform_ability(
      "Open: Choose your performing "
      "Tattooed Personality: "
      "She activates the power of the Crane tattoo. "
      "Give her +3F.");
  CHECK(power["effects"] == json::parse(R"([{"op":"force","amount":3}])"));
}

TEST_CASE("an enemy card without attachments unless you control a keyword") {
  const json a = perform_ability(
      "Battle: Choose your performing Courtier "
      "and target an enemy card, which must have "
      "no attachments unless you control a Monk: Bow it.");
  CHECK(a["targets"][0]["chosen"] == true);
  CHECK(a["targets"][1] == json::parse(R"({"controller":"enemy","any_of":[{"has_attachments":false},
        {"holds":{"you_control":{"at_least":1},"keywords":["Monk"]}}],
        "type":["Personality","Follower","Item","Spell"]})"));
  CHECK(a["effects"] == json::parse(R"([{"op":"bow","card":"target2"}])"));
}

TEST_CASE("a target by printed Force, and a destruction if more than twice") {
  const json a = perform_ability(
      "Battle: Target your performing "
      "Personality with 4 or greater printed Force "
      "to bow a target enemy Personality with lower current Force, "
      "and destroy the target if your Personality "
      "has more than twice his Force.");
  CHECK(a["targets"] == json::parse(R"([{"controller":"you","type":["Personality"],
        "printed_force":{"at_least":4}},
        {"controller":"enemy","type":["Personality"],"force":{"lower_than":{"force":"target"}}}])"));
  CHECK(a["effects"] == json::parse(R"([{"op":"bow","card":"target2"},
        {"op":"destroy","card":"target2","if":{"card":"target",
         "force":{"higher_than":{"force":"target2","times":2}}}}])"));
}

TEST_CASE("a bonus of the performer's Force plus the other's Personal Honor") {
  const json a = perform_ability(
      "Kiho Battle: Bow your target performing "
      "Shugenja at any location to give a target Samurai "
      "a Force bonus equal to the Force of the performer "
      "plus the Samurai's own Personal Honor "
      "(until the turn ends).");
  CHECK(a["targets"][0]["bowed"] == false);
  CHECK(a["targets"][0]["location"] == "anywhere");
  CHECK(a["effects"] == json::parse(R"([{"op":"bow"},{"op":"force","card":"target2",
        "amount":{"force":"target","add":{"personal_honor":"target2"}},
        "if":{"card":"target","bowed":true}}])"));
}

TEST_CASE("a Spell's target compared with this Shugenja") {
  const json a = perform_ability(
      "Battle, :bow:: Bow this Shugenja "
      "to target an enemy Personality with Chi "
      "equal to this Shugenja's Chi. "
      "Straighten this Shugenja if the enemy "
      "target has no attachments. "
      "Destroy the enemy target and this Spell.",
      CardType::Spell);
  CHECK(a["targets"] == json::parse(R"([{"controller":"enemy","type":["Personality"],
        "chi":{"equal_to":{"chi":"this_personality"}}}])"));
  CHECK(a["effects"] == json::parse(R"([{"op":"straighten","card":"this_personality",
        "if":{"card":"target","has_attachments":false}},{"op":"destroy"},{"op":"destroy","card":"self"}])"));
  const json b = perform_ability(
      "Battle: Give a target enemy Personality "
      "with higher Force than this Shugenja -2F. "
      "If this Shugenja is :water:, actions on cards "
      "in the target's unit may not target this Shugenja.",
      CardType::Spell);
  CHECK(b["targets"] == json::parse(R"([{"controller":"enemy","type":["Personality"],
        "force":{"higher_than":{"force":"this_personality"}}}])"));
  CHECK(b["effects"][0] == json::parse(R"({"op":"force","amount":-2})"));
  CHECK(b["effects"][1]["op"] == "untargetable_from_unit");
  CHECK(b["effects"][1]["with"] == "this_personality");
  // Only on a Spell: a Strategy has no Shugenja of its own.
  perform_stays_manual(
      "Battle: Give a target enemy Personality with higher Force than this Shugenja -2F.");
}

TEST_CASE("a Personality who contributes Force only while bowed") {
  const json a = perform_ability(
      "Battle: A target defending Personality "
      "contributes Force only while bowed. "
      "Destroy this Spell.",
      CardType::Spell);
  CHECK(a["targets"] == json::parse(R"([{"defending":true,"type":["Personality"]}])"));
  CHECK(a["effects"] ==
        json::parse(R"([{"op":"contributes_only_bowed"},{"op":"destroy","card":"self"}])"));
}
