// The rules text compiler (game/cards/text_compile.h): each template it knows
// gives exactly the hand-written ability data, and anything else stays manual.
// The texts here are written for the tests in the printed templates' shape;
// no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_clean.h"
#include "game/cards/text_compile.h"

using namespace l5r;
using nlohmann::json;

namespace {
json abilities_of(std::string_view text, CardType type = CardType::Personality) {
  CompiledText c = compile_rules_text(text, type);
  INFO(text);
  CHECK(c.manual.empty());
  return c.json.value("abilities", json::array());
}
}  // namespace

TEST_CASE("a bowing Ranged Attack compiles with the rulebook's target") {
  json a = abilities_of("<b>Battle, :bow::</b> Ranged 3 Attack.");
  CHECK(a == json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
    "effects":[{"op":"ranged_attack","amount":3}]}])"));
  CompiledText c = compile_rules_text("<b>Battle, :bow::</b> Ranged 3 Attack.", CardType::Follower);
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].targets.size() == 1);  // the parser's default attack target
  CHECK(c.abilities[0].targets[0].filter.attack_target);
}

TEST_CASE("keywords, two designators and Gold costs") {
  CHECK(abilities_of("<b>Fire Repeatable Battle/Open, :bow:, :g2::</b> Melee 4 Attack.") ==
        json::parse(R"([{"designator":["Battle","Open"],"keywords":["Fire","Repeatable"],
          "costs":[{"bow":"self"},{"gold":2}],"effects":[{"op":"melee_attack","amount":4}]}])"));
  CHECK(abilities_of("<b>Tireless Battle:</b> :fear: 2 (a reminder of what Fear does).") ==
        json::parse(R"([{"designator":"Battle","keywords":["Tireless"],
          "effects":[{"op":"fear","amount":2}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Fear 3.") ==
        json::parse(R"([{"designator":"Battle","effects":[{"op":"fear","amount":3}]}])"));
}

TEST_CASE("targets: bow, straighten, move home, a Force bonus") {
  CHECK(abilities_of("<b>Battle:</b> Bow a target unbowed enemy Personality.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"bowed":false,"controller":"enemy",
          "type":["Personality"]}],"effects":[{"op":"bow"}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Straighten your target Cavalry Follower.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"you",
          "keywords":["Cavalry"],"type":["Follower"]}],"effects":[{"op":"straighten"}]}])"));
  CHECK(abilities_of("<b>Engage:</b> Move your target Personality home.") ==
        json::parse(R"([{"designator":"Engage","targets":[{"controller":"you",
          "type":["Personality"]}],"effects":[{"op":"move_home"}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Give your target opposed Personality +2F.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"you","opposed":true,
          "type":["Personality"]}],"effects":[{"op":"force","amount":2}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Destroy a target enemy Follower with 2 or lower Force.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy",
          "force":{"at_most":2},"type":["Follower"]}],"effects":[{"op":"destroy"}]}])"));
}

TEST_CASE("Honor, drawing, and several sentences in one ability") {
  CHECK(abilities_of("<b>Limited, :g3::</b> Draw a card. Gain 1 Honor.") ==
        json::parse(R"([{"designator":"Limited","costs":[{"gold":3}],
          "effects":[{"op":"draw","amount":1},{"op":"gain_honor","amount":1}]}])"));
  CHECK(abilities_of("<b>Open:</b> Draw 2 cards. Lose 2 Honor.") ==
        json::parse(R"([{"designator":"Open","effects":[{"op":"draw","amount":2},
          {"op":"lose_honor","amount":2}]}])"));
}

TEST_CASE("an older printing with two abilities on one line, without the closing colon") {
  CompiledText c = compile_rules_text("Limited, :g4: Gain 2 Honor. Tireless Battle: Fear 1.",
                                      CardType::Stronghold);
  CHECK(c.manual.empty());
  CHECK(c.compiled == 2);
  REQUIRE(c.abilities.size() == 2);
  CHECK(c.abilities[0].designators == kLimited);
  CHECK(c.abilities[1].keywords == kTireless);
}

TEST_CASE("traits, triggers, Gold production and attachment restrictions") {
  CompiledText h = compile_rules_text(
      ":bow:: Produce 3 Gold.<br>After this Holding enters play, lose 7 Honor.", CardType::Holding);
  CHECK(h.manual.empty());
  CHECK(h.gold_production == 3);
  CHECK(h.json["triggers"] ==
        json::parse(R"([{"after":"enters_play","effects":[{"op":"lose_honor","amount":7}]}])"));
  CHECK(compile_rules_text("Bow this card: Produce 2 Gold.", CardType::Holding).gold_production ==
        2);

  CompiledText f = compile_rules_text(
      "Will only attach to a Samurai or Bushi.<br>After you Equip this Follower, gain 2 Honor.<br>"
      "This Personality has +1PH.",
      CardType::Follower);
  CHECK(f.manual.empty());
  CHECK(f.json["attach_to"] == json::parse(R"({"any_keywords":["Samurai","Bushi"]})"));
  CHECK(f.json["traits"] == json::parse(R"([{"stat":"personal_honor","amount":1}])"));
  CHECK(f.json["triggers"][0]["after"] == "equipped");
  CHECK(compile_rules_text("Will only attach to a Naga Clan Personality.", CardType::Item)
            .json["attach_to"] == json::parse(R"({"keywords":["Naga Clan"]})"));
}

TEST_CASE("what the compiler does not know stays manual, with its text") {
  const char* manual[] = {
      "<b>Battle:</b> Bow a target enemy Personality. If he is a Ninja, destroy him.",
      "<b>Battle, :gstar::</b> Draw a card.",
      "<b>Battle:</b> Ranged 3 Attack against your target Follower.",
      "<b>Limited:</b> Target a Terrain: Destroy it.",
      "You have +1 maximum hand size while you control a Ring.",
      "<b>Battle:</b> Bow a target enemy Personality. Straighten your target Personality.",
      ":bow:: Produce 2 Gold.",  // not a Holding (the test asks for a Personality)
      "This Personality has Tactician.",
  };
  for (const char* t : manual) {
    INFO(t);
    CompiledText c = compile_rules_text(t, CardType::Personality);
    CHECK(c.compiled == 0);
    CHECK(c.manual.size() == 1);
    CHECK(c.abilities.empty());
  }
  // A reminder in parentheses restates a keyword: nothing to run, nothing manual.
  CompiledText r = compile_rules_text("(Reminder of a keyword's rules.)", CardType::Personality);
  CHECK(r.compiled == 0);
  CHECK(r.manual.empty());
}

TEST_CASE("text parts: markup, entities, line breaks and templates") {
  auto parts =
      rules_text_parts("<b>Battle:</b> Fear 2.<br/><i>(Reminder.)</i>&nbsp;<BR>Gain &amp; lose");
  REQUIRE(parts.size() == 3);
  CHECK(parts[0] == "Battle: Fear 2.");
  CHECK(is_reminder(parts[1]));
  CHECK(parts[2] == "Gain & lose");
  CHECK(text_template("Ranged 12 Attack, then 3") == "Ranged N Attack, then N");
  CHECK_FALSE(is_reminder("(a) b (c)"));
}

TEST_CASE("compiled abilities read back as the generated text a player sees") {
  CompiledText c = compile_rules_text("<b>Battle, :bow::</b> Ranged 3 Attack.", CardType::Follower);
  REQUIRE(c.abilities.size() == 1);
  const std::string text = ability_text(c.abilities[0]);
  CHECK(text.find("Ranged 3 Attack") != std::string::npos);
}

TEST_CASE("the older wording: a target first, then what happens to it") {
  CHECK(abilities_of("<b>Battle:</b> Target an enemy Item without attachments: Destroy it.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy",
          "has_attachments":false,"type":["Item"]}],"effects":[{"op":"destroy"}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Target an enemy Personality: Move him home.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy",
          "type":["Personality"]}],"effects":[{"op":"move_home"}]}])"));
  CHECK(abilities_of("<b>Battle, :bow::</b> Bow a target non-Unique enemy Follower or Personality "
                     "without Followers at any location.") ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],"targets":[{
          "controller":"enemy","unique":false,"type":["Follower","Personality"],
          "has_followers":false,"location":"any"}],"effects":[{"op":"bow"}]}])"));
  CompiledText c =
      compile_rules_text("<b>Battle:</b> Target a Terrain: Destroy it.", CardType::Strategy);
  CHECK(c.manual.size() == 1);
}

TEST_CASE("a Personality's text naming him by his name reads as this Personality") {
  CompiledText c = compile_rules_text("After Kenzo enters play, lose 2 Honor.", CardType::Personality,
                                      "Isawa Kenzo");
  CHECK(c.manual.empty());
  CHECK(c.json["triggers"] ==
        json::parse(R"([{"after":"enters_play","effects":[{"op":"lose_honor","amount":2}]}])"));
  c = compile_rules_text("<b>Open:</b> Straighten Isawa Kenzo.", CardType::Personality, "Isawa Kenzo");
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Open",
    "effects":[{"op":"straighten","card":"self"}]}])"));
  // Without the title, or on a card that is not a Personality, a name is only a word.
  CHECK(compile_rules_text("After Kenzo enters play, lose 2 Honor.", CardType::Personality).compiled == 0);
  CHECK(compile_rules_text("<b>Open:</b> Straighten Kenzo.", CardType::Follower, "Kenzo's Guard")
            .compiled == 0);
  // A generic last word (a keyword, a clan) is not taken for a name.
  CHECK(compile_rules_text("<b>Open:</b> Straighten Samurai.", CardType::Personality, "Old Samurai")
            .compiled == 0);
  // A keyword's reminder closing the ability restates the rules.
  c = compile_rules_text("<b>Tireless Open:</b> Straighten Kenzo. (Tireless actions may be used while bowed.)",
                         CardType::Personality, "Isawa Kenzo");
  CHECK(c.manual.empty());
  CHECK(c.abilities.size() == 1);
}

TEST_CASE("attacks and Fear with a strength equal to a stat") {
  CHECK(abilities_of("<b>Battle, :bow::</b> Ranged Attack equal to this Personality's Chi plus 2.") ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "effects":[{"op":"ranged_attack","amount":{"chi":"self","plus":2}}]}])"));
  // On a Spell, "this Shugenja" is the Personality it is attached to.
  CHECK(abilities_of("<b>Battle:</b> Fear with strength equal to this Shugenja's Chi minus 1.",
                     CardType::Spell) ==
        json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"fear","amount":{"chi":"this_personality","plus":-1}}]}])"));
  CHECK(abilities_of("<b>Engage:</b> Melee Attack equal to this Follower's Personal Honor.",
                     CardType::Follower) ==
        json::parse(R"([{"designator":"Engage","effects":[{"op":"melee_attack","amount":{"personal_honor":"self"}}]}])"));
  // "this Follower" on an Item names no card of its own.
  CHECK(compile_rules_text("<b>Battle:</b> Fear equal to this Follower's Force.", CardType::Item).compiled == 0);
}

TEST_CASE("Force and Chi bonuses: several at once, or equal to a stat") {
  CHECK(abilities_of("<b>Battle:</b> Give your target Samurai +2F/+1C.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"you","keywords":["Samurai"]}],
          "effects":[{"op":"force","amount":2},{"op":"chi","amount":1}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Give your target opposed Personality a Force bonus equal to his "
                     "Personal Honor (this turn).") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"you","opposed":true,
          "type":["Personality"]}],"effects":[{"op":"force","amount":{"personal_honor":"target"}}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Give a target enemy Follower a Force penalty equal to this "
                     "Personality's Chi.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"force","amount":{"chi":"self","times":-1}}]}])"));
  CHECK(compile_rules_text("<b>Battle:</b> Give your target Samurai +2F/+1PH.", CardType::Personality)
            .compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Give a target Personality a Force bonus equal to the number "
                           "of your Samurai.",
                           CardType::Personality)
            .compiled == 0);
}

TEST_CASE("destroying the card itself, and this Personality on an attachment") {
  CHECK(abilities_of("<b>Limited:</b> Draw a card. Destroy this Holding.", CardType::Holding) ==
        json::parse(R"([{"designator":"Limited","effects":[{"op":"draw","amount":1},
          {"op":"destroy","card":"self"}]}])"));
  CHECK(abilities_of("<b>Open:</b> Straighten this Personality.", CardType::Item) ==
        json::parse(R"([{"designator":"Open","effects":[{"op":"straighten","card":"this_personality"}]}])"));
  CHECK(compile_rules_text("<b>Open:</b> Destroy this Holding.", CardType::Item).compiled == 0);
}

TEST_CASE("traits: several bonuses, and while he has an attachment") {
  CompiledText c = compile_rules_text("This Personality has +1F/+1C.", CardType::Personality);
  CHECK(c.json["traits"] == json::parse(R"([{"stat":"force","amount":1},{"stat":"chi","amount":1}])"));
  CHECK(c.traits.size() == 2);
  c = compile_rules_text("Tomoe has +2F while she has a Spell.", CardType::Personality, "Agasha Tomoe");
  CHECK(c.manual.empty());
  CHECK(c.json["traits"] == json::parse(R"([{"stat":"force","amount":2,
    "while":{"card":"this_personality","has_attached":["Spell"]}}])"));
  c = compile_rules_text("This Personality has +1F and +1PH.", CardType::Item);
  CHECK(c.json["traits"] == json::parse(R"([{"stat":"force","amount":1},{"stat":"personal_honor","amount":1}])"));
  CHECK(compile_rules_text("This Personality has +1F while he has a Weapon.", CardType::Personality)
            .compiled == 0);
}

TEST_CASE("attacking and defending: targets, traits and conditions") {
  CHECK(abilities_of("<b>Battle:</b> Move home a target defending Samurai.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"defending":true,"keywords":["Samurai"]}],
          "effects":[{"op":"move_home"}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Bow a target enemy attacking Follower.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"attacking":true,"controller":"enemy",
          "type":["Follower"]}],"effects":[{"op":"bow"}]}])"));
  CompiledText c = compile_rules_text("Kenzo has +3F and +1PH while defending.", CardType::Personality,
                                      "Isawa Kenzo");
  CHECK(c.manual.empty());
  CHECK(c.json["traits"] == json::parse(R"([
    {"stat":"force","amount":3,"while":{"card":"this_personality","defending":true}},
    {"stat":"personal_honor","amount":1,"while":{"card":"this_personality","defending":true}}])"));
  c = compile_rules_text("<b>Battle:</b> Fear 2. Straighten Kenzo if he is attacking.",
                         CardType::Personality, "Isawa Kenzo");
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle","effects":[
    {"op":"fear","amount":2},
    {"op":"straighten","card":"self","if":{"card":"self","attacking":true}}]}])"));
  CHECK(c.abilities.at(0).effects.at(1).condition->filter.attacking == Filter::Tri::Yes);
  // "if he is" after an effect on no card, or in a state the engine does not know, stays manual.
  CHECK(compile_rules_text("<b>Battle:</b> Gain 2 Honor if he is attacking.", CardType::Personality)
            .compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Straighten this Personality if he is a Scout.",
                           CardType::Personality)
            .compiled == 0);
}

TEST_CASE("traits on many cards: your Samurai have +1F while opposed") {
  CompiledText c = compile_rules_text("Your Crane Clan Personalities have +1F while attacking.",
                                      CardType::Stronghold);
  INFO(c.manual.size());
  CHECK(c.manual.empty());
  CHECK(c.json["traits"] == json::parse(R"([{"stat":"force","amount":1,"each":{"controller":"you",
    "keywords":["Crane Clan"],"type":["Personality"],"attacking":true}}])"));
  c = compile_rules_text("Your Shugenja have +1C and +1PH.", CardType::Holding);
  CHECK(c.json["traits"] == json::parse(R"([
    {"stat":"chi","amount":1,"each":{"controller":"you","keywords":["Shugenja"]}},
    {"stat":"personal_honor","amount":1,"each":{"controller":"you","keywords":["Shugenja"]}}])"));
  CHECK(compile_rules_text("Your cards have +1F.", CardType::Holding).compiled == 0);
  CHECK(compile_rules_text("Your Samurai have +1F while dueling.", CardType::Holding).compiled == 0);
  CHECK(compile_rules_text("Your Samurai have +1F.", CardType::Strategy).compiled == 0);
}

TEST_CASE("Interrupts that negate, self moves and reminders of keywords and designators") {
  CHECK(abilities_of("<b>Interrupt:</b> Negate the action's Fear effects.", CardType::Strategy) ==
        json::parse(R"([{"designator":"Interrupt","effects":[{"op":"negate_fear"}]}])"));
  CHECK(abilities_of("<b>Interrupt:</b> Negate an Event's effects.", CardType::Strategy) ==
        json::parse(R"([{"designator":"Interrupt","interrupting":{"card":"interrupted_card",
          "type":["Event"],"zone":"province"},"effects":[{"op":"negate_action"}]}])"));
  CHECK(compile_rules_text("<b>Battle:</b> Negate an Event's effects.", CardType::Strategy).compiled == 0);
  CHECK(abilities_of("<b>Home Battle:</b> Move this Personality home (Home actions are a reminder).") ==
        json::parse(R"([{"designator":"Battle","keywords":["Home"],
          "effects":[{"op":"move_home","card":"self"}]}])"));
  CHECK(abilities_of("<b>Dynasty:</b> Gain 1 Honor. (Dynasty actions are a reminder.)", CardType::Holding) ==
        json::parse(R"([{"designator":"Dynasty","effects":[{"op":"gain_honor","amount":1}]}])"));
  // A parenthesis that is no reminder of the header's words stays.
  CHECK(compile_rules_text("<b>Battle:</b> Gain 1 Honor (if you can).", CardType::Strategy).compiled == 0);
  CompiledText c = compile_rules_text("This Personality has Conqueror (a reminder).", CardType::Personality);
  CHECK(c.json["traits"] == json::parse(R"([{"keyword":"Conqueror"}])"));
}

TEST_CASE("maximum hand size, Holdings entering play unbowed or refilling their Province") {
  CompiledText c = compile_rules_text("You have +2 maximum hand size.<br>:bow:: Produce 1 Gold.",
                                      CardType::Holding);
  CHECK(c.manual.empty());
  CHECK(c.json["traits"] == json::parse(R"([{"hand_size":2}])"));
  REQUIRE(c.traits.size() == 1);
  CHECK(c.traits[0].kind == Trait::Kind::HandSize);
  CHECK(compile_rules_text("You have -1 maximum hand size.", CardType::Personality).json["traits"] ==
        json::parse(R"([{"hand_size":-1}])"));
  CHECK(compile_rules_text("You have +1 maximum hand size.", CardType::Strategy).compiled == 0);
  c = compile_rules_text("Enters play unbowed.", CardType::Holding);
  CHECK(c.json["traits"] == json::parse(R"([{"enters_play_unbowed":true}])"));
  CHECK(compile_rules_text("Enters play unbowed.", CardType::Personality).compiled == 0);
  c = compile_rules_text("After you Recruit this card from a Province, refill its Province face-up.",
                         CardType::Holding);
  CHECK(c.json["triggers"] == json::parse(R"([{"after":"recruited","effects":[{"op":"refill_face_up","card":"self"}]}])"));
}

TEST_CASE("a Personality that cannot attach some cards") {
  CompiledText c = compile_rules_text("Cannot attach Spells, Weapons or Followers.", CardType::Personality);
  CHECK(c.manual.empty());
  CHECK(c.json["traits"] == json::parse(R"([{"refuses_attach":{"type":["Spell"]}},
    {"refuses_attach":{"keywords":["Weapon"]}},{"refuses_attach":{"type":["Follower"]}}])"));
  REQUIRE(c.traits.size() == 3);
  CHECK(c.traits[1].kind == Trait::Kind::RefusesAttach);
  CHECK(compile_rules_text("Will not attach Items.", CardType::Personality).json["traits"] ==
        json::parse(R"([{"refuses_attach":{"type":["Item"]}}])"));
  CHECK(compile_rules_text("Will not attach non-Ronin Followers.", CardType::Personality).json["traits"] ==
        json::parse(R"([{"refuses_attach":{"type":["Follower"],"not_keywords":["Ronin"]}}])"));
  CHECK(compile_rules_text("Cannot attach Unique Followers.", CardType::Personality).compiled == 0);
  CHECK(compile_rules_text("Cannot attach Followers.", CardType::Item).compiled == 0);
}

TEST_CASE("a card that negates Fear effects targeting it") {
  CompiledText c = compile_rules_text("<b>Battle:</b> Fear 1.<br>Negate Fear effects targeting this card.",
                                      CardType::Follower);
  CHECK(c.manual.empty());
  CHECK(c.json["traits"] == json::parse(R"([{"negates_fear":true}])"));
  REQUIRE(c.traits.size() == 1);
  CHECK(c.traits[0].kind == Trait::Kind::NegatesFear);
  CHECK(compile_rules_text("Negate Fear effects targeting this Personality.", CardType::Follower).compiled == 0);
  CHECK(compile_rules_text("Negate Fear effects targeting your Samurai.", CardType::Personality).compiled == 0);
}

TEST_CASE("a minimum Chi") {
  CompiledText c = compile_rules_text("This Personality has a minimum Chi of 2.", CardType::Personality);
  CHECK(c.manual.empty());
  CHECK(c.json["traits"] == json::parse(R"([{"stat":"chi","minimum":2}])"));
  REQUIRE(c.traits.size() == 1);
  CHECK(c.traits[0].kind == Trait::Kind::StatMinimum);
  CHECK(c.traits[0].amount == 2);
  CHECK(compile_rules_text("This Personality has a minimum Chi of 2 while attacking.", CardType::Personality)
            .compiled == 0);
}

// Found by fuzz_text_compile: a trait sentence with no bonus in it compiled
// to nothing yet counted as compiled. It stays manual.
TEST_CASE("a trait sentence that gives nothing stays manual") {
  // "Cannot attach ." refuses no kind of card (also found by the fuzzer).
  for (const char* text : {"This Personality has .", "Your Crab Clan Personalities have .",
                           "Cannot attach .", "Will not attach ."}) {
    const CompiledText c = compile_rules_text(text, CardType::Personality);
    CHECK(c.compiled == 0);
    CHECK(c.traits.empty());
    CHECK(c.manual.size() == 1);
  }
}

// A sentence that refuses two kinds of card gives two traits and counts as
// one compiled sentence.
TEST_CASE("one sentence may compile to several traits") {
  const CompiledText c = compile_rules_text("Cannot attach Followers or Items.", CardType::Personality);
  CHECK(c.compiled == 1);
  REQUIRE(c.traits.size() == 2);
  CHECK(part_count(c) == 2);
  CHECK(c.manual.empty());
}
