// The rules text compiler's "targets" family (game/cards/text_compile_targets.cpp):
// a created Follower attached to a Personality picked as the effect
// resolves, and a dead performer chosen (not targeted) and brought into
// play at the current battlefield. The texts are written for the tests in
// the templates' shape; no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
void targets_stays_manual(std::string_view text, CardType type = CardType::Strategy) {
  test::stays_manual(text, type);
}
}  // namespace

TEST_CASE("a created Follower attached to a Personality picked as it resolves") {
  for (std::string_view text : {"After this card enters play: Create a 2F Archer Follower "
                                "and attach it to a Personality.",
                                "After this card enters play: Create a 2F Archer Follower "
                                "attach it to a Personality."}) {
    CompiledText c = test::compile_whole(text, CardType::Follower);
    REQUIRE(c.json.contains("triggers"));
    CHECK(c.json["triggers"] == json::parse(R"([{"after":"enters_play","effects":[
          {"op":"create","created":{"type":"Follower","force":2,"keywords":["Archer"]},
           "among":{"type":["Personality"],"controller":"you"}}]}])"));
  }
  CompiledText c = compile_rules_text(
      "After this card enters play: Create a 3F Follower "
      "and attach it to a Personality.",
      CardType::Follower);
  REQUIRE(c.triggers.size() == 1);
  CHECK(trigger_text(c.triggers[0]).find("attached to one of your Personalities") !=
        std::string::npos);
  // A created Personality attaches to nothing.
  targets_stays_manual(
      "After this card enters play: Create a 1F/1C/1PH Personality "
      "and attach it to a Personality.",
      CardType::Follower);
}

TEST_CASE("a dead performer brought into play at the current battlefield") {
  CompiledText c = test::compile_whole(
      "Engage: If you control an attacking unit at the current battlefield, "
      "choose your performing dead Courtier Personality: "
      "Bring her into play there, paying 3 less Gold.",
      CardType::Strategy);
  REQUIRE(c.json.contains("abilities"));
  const json a = c.json["abilities"][0];
  CHECK(a["if"] == json::parse(R"({"you_control":{"at_least":1},"type":["Personality"],
        "attacking":true,"location":"current_battlefield"})"));
  CHECK(a["targets"] == json::parse(R"([{"controller":"you","dead":true,"keywords":["Courtier"],
        "type":["Personality"],"zone":"discard","chosen":true}])"));
  CHECK(a["effects"] == json::parse(R"([{"op":"recruit","amount":3}])"));

  const json b =
      test::compile_whole(
          "Battle: If you control an opposed unit at the current battlefield, "
          "choose your performing dead Monk Personality: "
          "Bring him into play there, paying 1 less Gold and ignoring Honor Requirements.",
          CardType::Strategy)
          .json["abilities"][0];
  CHECK(b["if"]["opposed"] == true);
  CHECK(b["effects"] ==
        json::parse(R"([{"op":"recruit","amount":1,"ignore_honor_requirement":true}])"));

  // "there" needs the condition that places the player's units there.
  targets_stays_manual(
      "Battle: Choose your performing dead Monk Personality: Bring him into play there.");
  // Only a dead Personality is chosen from the discard pile.
  targets_stays_manual(
      "Battle: If you control an opposed unit at the current battlefield, "
      "choose your performing Monk Personality: Bring him into play there.");
}

TEST_CASE("a second target widened while the first is attached to a Commander") {
  CompiledText c = test::compile_whole(
      "Battle: Bow your target unbowed Item. "
      "Bow a target enemy card "
      "without attachments, "
      "which must be a Follower unless your Item "
      "is attached to a General.",
      CardType::Strategy);
  REQUIRE(c.json.contains("abilities"));
  const json a = c.json["abilities"][0];
  CHECK(a["targets"][1] == json::parse(R"({"controller":"enemy","has_attachments":false,
        "type":["Personality","Follower","Item","Spell"],
        "any_of":[{"type":["Follower"]},{"holds":{"card":"target","host":{"keywords":["General"]}}}]})"));
  CHECK(a["effects"] == json::parse(R"([{"op":"bow"},{"op":"bow","card":"target2"}])"));
  // "your Item" must be the first target.
  targets_stays_manual(
      "Battle: Bow your target unbowed Follower. "
      "Bow a target enemy card "
      "without attachments, "
      "which must be a Follower unless your Item "
      "is attached to a General.");
}

TEST_CASE("an additional use of the abilities of Followers on a General") {
  CompiledText c = test::compile_whole(
      "Battle: Straighten one or two "
      "of your target Followers. "
      "If they are attached to a General, "
      "you may use their abilities "
      "one additional time this turn.",
      CardType::Strategy);
  REQUIRE(c.json.contains("abilities"));
  const json a = c.json["abilities"][0];
  CHECK(a["effects"] == json::parse(R"([{"op":"straighten"},{"op":"additional_use","card":"target",
        "if":{"card":"target","host":{"keywords":["General"]}}}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(ability_text(c.abilities[0]).find("one additional time this turn") != std::string::npos);
  // "they" needs a target of several cards.
  targets_stays_manual(
      "Battle: Straighten your target Follower. "
      "If they are attached to a General, "
      "you may use the Followers' abilities "
      "one additional time this turn.");
}
