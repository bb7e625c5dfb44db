// The rules text compiler (game/cards/text_compile.h): each template it knows
// gives exactly the hand-written ability data, and anything else stays manual.
// The texts here are written for the tests in the printed templates' shape;
// no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_clean.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json abilities_of(std::string_view text, CardType type = CardType::Personality) {
  return test::compile_whole(text, type).json.value("abilities", json::array());
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
      "<b>Battle:</b> Bow a target enemy Personality. If he is a Ninja, destroy his Weapons.",
      "<b>Battle, :gstar::</b> Draw a card.",
      "<b>Battle:</b> Ranged 3 Attack against your target Follower.",
      "<b>Limited:</b> Target a Kata: Destroy it.",
      "<b>Open:</b> Bow a target Dynasty card.",  // a deck's name, no keyword
      "You have +1 maximum hand size while you control a Ring.",
      ":bow:: Produce 2 Gold.",  // not a Holding (the test asks for a Personality)
      "This Personality has Scout.",  // a keyword without rules the engine grants is not read
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
          "has_followers":false,"location":"anywhere"}],"effects":[{"op":"bow"}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Target an enemy Follower: Give it -2F/-1C.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"force","amount":-2},{"op":"chi","amount":-1}]}])"));
  CHECK(compile_rules_text("<b>Battle:</b> Target an enemy Follower: Give it -2F or -1C.", CardType::Strategy)
            .compiled == 0);
  CompiledText c = compile_rules_text("<b>Battle:</b> Target a Kata: Destroy it.", CardType::Strategy);
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

// A Terrain (CR20F "Terrain") replaces the one in play and enters play at the
// current battlefield, as the project's own Terrain cards say it.
TEST_CASE("a Terrain puts itself into play, and its traits apply there") {
  CompiledText c = compile_rules_text(
      "Your Samurai at this battlefield have +2F.<br><b>Battle/Engage:</b> Destroy a Terrain "
      "<i>(if able)</i>. Put this Terrain into play.",
      CardType::Strategy);
  CHECK(c.manual.empty());
  CHECK(c.compiled == 2);
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":["Battle","Engage"],"effects":[
    {"op":"destroy","each":{"type":["Strategy"],"keywords":["Terrain"],"location":"current_battlefield"}},
    {"op":"play_terrain"}]}])"));
  CHECK(c.json["traits"] == json::parse(R"([{"stat":"force","amount":2,"each":{"controller":"you",
    "keywords":["Samurai"],"location":"this_location"}}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].effects.at(1).op == Op::PlayTerrain);
  CHECK(ability_text(c.abilities[0]).find("Put this Terrain into play") != std::string::npos);
  REQUIRE(c.traits.size() == 1);
  CHECK(trait_text(c.traits[0]) == "Your Samurai cards at this location have +2F.");
  // Only a Strategy is a Terrain; the destroying sentence needs the playing one.
  CHECK(compile_rules_text("<b>Battle:</b> Destroy a Terrain (if able). Put this Terrain into play.",
                           CardType::Personality)
            .compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Destroy a Terrain (if able). Draw a card.", CardType::Strategy)
            .compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Destroy a Terrain (if able).", CardType::Strategy).compiled == 0);
  // Without a way into play a Strategy has no traits; "this battlefield" is a Terrain's.
  CHECK(compile_rules_text("Your Samurai have +2F.", CardType::Strategy).compiled == 0);
  CHECK(compile_rules_text("Your Samurai at this battlefield have +2F.", CardType::Personality).compiled == 0);
}

TEST_CASE("a target Terrain is a Strategy with the Terrain keyword") {
  CHECK(abilities_of("<b>Battle, :bow::</b> Destroy a target Terrain.", CardType::Follower) ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "targets":[{"type":["Strategy"],"keywords":["Terrain"]}],"effects":[{"op":"destroy"}]}])"));
  CHECK(compile_rules_text("<b>Battle:</b> Destroy a target Forest Terrain.", CardType::Follower).compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Destroy a target Terrain or Item.", CardType::Follower).compiled == 0);
}

TEST_CASE("every player's cards in a group: attacking Personalities have -1F") {
  CompiledText c = compile_rules_text("Attacking Personalities and Followers have -3F.", CardType::Holding);
  CHECK(c.manual.empty());
  CHECK(c.json["traits"] == json::parse(R"([{"stat":"force","amount":-3,"each":{"attacking":true,
    "type":["Personality","Follower"]}}])"));
  // Two sentences on one line: a trait for each, all or none.
  c = compile_rules_text("Personalities without Followers have -2F. Scouts have +1C.", CardType::Personality);
  CHECK(c.compiled == 1);
  CHECK(c.json["traits"] == json::parse(R"([
    {"stat":"force","amount":-2,"each":{"type":["Personality"],"has_followers":false}},
    {"stat":"chi","amount":1,"each":{"keywords":["Scout"]}}])"));
  CHECK(compile_rules_text("Personalities have -2F. Scouts cannot attack.", CardType::Personality).compiled == 0);
  // Words that say which cards are not keywords.
  CHECK(compile_rules_text("Other Personalities have +1F.", CardType::Personality).compiled == 0);
  CHECK(compile_rules_text("Enemy Followers have -1F.", CardType::Personality).compiled == 0);
  // A keyword's plural is the keyword.
  CHECK(compile_rules_text("Your Courtiers have +1PH.", CardType::Holding).json["traits"] ==
        json::parse(R"([{"stat":"personal_honor","amount":1,"each":{"controller":"you","keywords":["Courtier"]}}])"));
}

TEST_CASE("targets with a list of keywords, any one of which will do") {
  CHECK(abilities_of("<b>Battle:</b> Straighten a target Courtier, Duelist, or Scout Personality.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"any_keywords":["Courtier","Duelist","Scout"],
          "type":["Personality"]}],"effects":[{"op":"straighten"}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Bow your target unbowed Scout or Shugenja.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"any_keywords":["Scout","Shugenja"],
          "bowed":false,"controller":"you"}],"effects":[{"op":"bow"}]}])"));
  // Keywords side by side must all be there; mixed with a list, nothing is read.
  CHECK(abilities_of("<b>Battle:</b> Bow a target Crab Clan Samurai.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"keywords":["Crab Clan","Samurai"]}],
          "effects":[{"op":"bow"}]}])"));
  CHECK(compile_rules_text("<b>Battle:</b> Bow a target Crab Clan Samurai or Bushi.", CardType::Personality)
            .compiled == 0);
  CHECK(compile_rules_text("Will only attach to a Crab Clan Samurai.", CardType::Item).json["attach_to"] ==
        json::parse(R"({"keywords":["Crab Clan","Samurai"]})"));
}

// Two targets: the second is "target2" in the effects that act on it. They
// may be anyone's: the engine never lets one card be both (CR20F
// "Targeting": targets chosen together are different cards).
TEST_CASE("an ability with two targets") {
  CHECK(abilities_of("<b>Battle:</b> Bow your target unbowed Scout or Shugenja. Bow a target enemy "
                     "Follower or Personality without Followers.",
                     CardType::Strategy) ==
        json::parse(R"([{"designator":"Battle","targets":[
          {"controller":"you","bowed":false,"any_keywords":["Scout","Shugenja"]},
          {"controller":"enemy","type":["Follower","Personality"],"has_followers":false}],
          "effects":[{"op":"bow"},{"op":"bow","card":"target2"}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Target your unbowed Samurai. Destroy a target enemy bowed card.",
                     CardType::Strategy) ==
        json::parse(R"([{"designator":"Battle","targets":[
          {"controller":"you","bowed":false,"keywords":["Samurai"]},{"controller":"enemy","bowed":true}],
          "effects":[{"op":"destroy","card":"target2"}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Bow a target Samurai. Straighten your target Scout.", CardType::Strategy) ==
        json::parse(R"([{"designator":"Battle","targets":[
          {"keywords":["Samurai"]},{"controller":"you","keywords":["Scout"]}],
          "effects":[{"op":"bow"},{"op":"straighten","card":"target2"}]}])"));
  // "Target another player's ...": any player not on your side, not only
  // an enemy (CR20F "Enemy" is about battles).
  CHECK(abilities_of("<b>Open:</b> Target another player's Samurai. Bow him.", CardType::Strategy) ==
        json::parse(R"([{"designator":"Open","targets":[{"controller":"another_player","keywords":["Samurai"]}],
          "effects":[{"op":"bow"}]}])"));
  // A third target stays manual.
  for (const char* text : {"<b>Battle:</b> Target your Samurai. Bow a target enemy Scout. Bow a target enemy card.",
                           "<b>Battle:</b> Target your Samurai: Draw a card."}) {
    INFO(text);
    CHECK(compile_rules_text(text, CardType::Strategy).compiled == 0);
  }
}

TEST_CASE("an attack after your target has the rulebook's target as its second") {
  CompiledText c = compile_rules_text(
      "<b>Battle:</b> Bow your target unbowed Scout. Ranged 3 Attack (a reminder of what it does).",
      CardType::Strategy);
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle","targets":[
    {"controller":"you","bowed":false,"keywords":["Scout"]},
    {"attack_target":true,"controller":"enemy","location":"current_battlefield"}],
    "effects":[{"op":"bow"},{"op":"ranged_attack","amount":3,"card":"target2"}]}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].targets.at(1).filter.attack_target);
  CHECK(ability_text(c.abilities[0]).find("second target") != std::string::npos);
  // "his Chi" is the first target's, counted before the attack adds its own.
  CHECK(abilities_of("<b>Battle, :bow::</b> Target your Personality. Ranged Attack with strength equal to "
                     "his Chi plus 1. Destroy this Spell.",
                     CardType::Spell) ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],"targets":[
          {"controller":"you","type":["Personality"]},
          {"attack_target":true,"controller":"enemy","location":"current_battlefield"}],
          "effects":[{"op":"ranged_attack","amount":{"chi":"target","plus":1},"card":"target2"},
          {"op":"destroy","card":"self"}]}])"));
  // An attack before the target, or after an enemy one, names no target we can give it.
  CHECK(compile_rules_text("<b>Battle:</b> Fear 2. Bow your target Scout.", CardType::Strategy).compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Bow a target enemy Scout. Fear 2.", CardType::Strategy).compiled == 0);
  // "(minimum zero)" changes the strength: not a reminder to drop (the
  // amount's "minimum", tests/test_import_text_d.cpp).
  CHECK(compile_rules_text("<b>Battle:</b> Target your Samurai. Fear with strength equal to his Force minus 1 "
                           "(minimum zero).",
                           CardType::Strategy)
            .json["abilities"][0]["effects"][0]["amount"]["minimum"] == 0);
}

// CR20F: in "X to Y" X is a cost; on a Spell "this Shugenja" is its caster.
TEST_CASE("bowing the caster to make an attack is a cost") {
  CHECK(abilities_of("<b>Fire Battle:</b> Bow this Shugenja to make a Ranged 4 Attack. Destroy this Shugenja.",
                     CardType::Spell) ==
        json::parse(R"([{"designator":"Battle","keywords":["Fire"],"costs":[{"bow":"this_personality"}],
          "effects":[{"op":"ranged_attack","amount":4},{"op":"destroy","card":"this_personality"}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Bow this Personality to bow a target enemy Follower.") ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "targets":[{"controller":"enemy","type":["Follower"]}],"effects":[{"op":"bow"}]}])"));
  CompiledText c = compile_rules_text("<b>Battle:</b> Bow this Shugenja to draw a card.", CardType::Spell);
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].costs.at(0).kind == CostKind::BowThisPersonality);
  CHECK(ability_text(c.abilities[0]).find("bow this Personality") != std::string::npos);
  // "this Shugenja" names no card of a Holding's; "to" with nothing after it says nothing.
  CHECK(compile_rules_text("<b>Battle:</b> Bow this Shugenja to draw a card.", CardType::Holding).compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Bow this Shugenja to .", CardType::Spell).compiled == 0);
}

TEST_CASE("the rulebook's reminder of an attack's target as a sentence of its own") {
  CHECK(abilities_of("<b>Battle, :bow::</b> Ranged 2 Attack. (Destroy a target enemy Follower, or a reminder.)",
                     CardType::Follower) ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "effects":[{"op":"ranged_attack","amount":2}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Fear 3. (Bow a target enemy Follower, or a reminder.)") ==
        json::parse(R"([{"designator":"Battle","effects":[{"op":"fear","amount":3}]}])"));
  // After anything but an attack, or saying something else, it stays.
  CHECK(compile_rules_text("<b>Battle:</b> Draw a card. (Destroy a target enemy Follower, or a reminder.)",
                           CardType::Strategy)
            .compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Fear 3. (It may target Items.)", CardType::Strategy).compiled == 0);
}

TEST_CASE("bonuses to the card itself, and targets without a keyword") {
  CHECK(abilities_of("<b>Fire Battle, :bow::</b> Give this Shugenja +2F/+1C.", CardType::Spell) ==
        json::parse(R"([{"designator":"Battle","keywords":["Fire"],"costs":[{"bow":"self"}],
          "effects":[{"op":"force","amount":2,"card":"this_personality"},
          {"op":"chi","amount":1,"card":"this_personality"}]}])"));
  CompiledText c = compile_rules_text("<b>Battle:</b> Give Kenzo -2F. Give your target non-Scout Personality +2F.",
                                      CardType::Personality, "Isawa Kenzo");
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle","targets":[{"controller":"you",
    "not_keywords":["Scout"],"type":["Personality"]}],"effects":[{"op":"force","amount":-2,"card":"self"},
    {"op":"force","amount":2}]}])"));
  CHECK(compile_rules_text("<b>Battle:</b> Give this Holding +2F.", CardType::Spell).compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Bow a target non-Follower card.", CardType::Spell).compiled == 0);
}

TEST_CASE("a Follower's own Force, and a Spell's caster") {
  CompiledText c = compile_rules_text("This Follower has +3F while defending.", CardType::Follower);
  CHECK(c.manual.empty());
  CHECK(c.json["traits"] == json::parse(R"([{"stat":"force","amount":3,"card":"self",
    "while":{"card":"self","defending":true}}])"));
  REQUIRE(c.traits.size() == 1);
  CHECK(c.traits[0].subject == Ref::Self);
  // The older printing's "this card", and "while opposed" (his unit faces an enemy army).
  CHECK(compile_rules_text("This card has +1F while opposed.", CardType::Follower).json["traits"] ==
        json::parse(R"([{"stat":"force","amount":1,"card":"self","while":{"card":"self","opposed":true}}])"));
  CHECK(compile_rules_text("This Personality has +2F while opposed.", CardType::Personality).json["traits"] ==
        json::parse(R"([{"stat":"force","amount":2,"while":{"card":"this_personality","opposed":true}}])"));
  CHECK(compile_rules_text("This card has +1F.", CardType::Item).compiled == 0);
  // A condition on the Personality the Follower is attached to.
  CHECK(compile_rules_text("This Follower has +2F while attached to a Scout.", CardType::Follower).json["traits"] ==
        json::parse(R"([{"stat":"force","amount":2,"card":"self",
          "while":{"card":"this_personality","keywords":["Scout"]}}])"));
  CHECK(compile_rules_text("This card has -2F while this Personality is dishonorable.", CardType::Follower)
            .json["traits"] == json::parse(R"([{"stat":"force","amount":-2,"card":"self",
          "while":{"card":"this_personality","dishonorable":true}}])"));
  CHECK(compile_rules_text("This card has +1F while this Personality is a Courtier or Scout.", CardType::Follower)
            .json["traits"] == json::parse(R"([{"stat":"force","amount":1,"card":"self",
          "while":{"card":"this_personality","any_keywords":["Courtier","Scout"]}}])"));
  CHECK(compile_rules_text("This card has +1F while this Personality is opposing a Ninja.", CardType::Follower)
            .compiled == 0);
  CHECK(compile_rules_text("This Shugenja has +2C.", CardType::Spell).json["traits"] ==
        json::parse(R"([{"stat":"chi","amount":2}])"));
  // A Follower has no Chi; "This Follower" on an Item and "This Shugenja" off a Spell name no card.
  for (auto [text, type] : {std::pair<const char*, CardType>{"This Follower has +1C.", CardType::Follower},
                            {"This Follower has +1F.", CardType::Item},
                            {"This Shugenja has +1F.", CardType::Personality},
                            {"This Follower has Conqueror.", CardType::Follower}}) {
    INFO(text);
    CHECK(compile_rules_text(text, type).compiled == 0);
  }
}

TEST_CASE("a target player gains or loses Honor, or discards at random") {
  CHECK(abilities_of("<b>Political Limited:</b> Bow your target unbowed Magistrate. A target player gains or "
                     "loses 3 Honor.",
                     CardType::Strategy) ==
        json::parse(R"([{"designator":"Limited","keywords":["Political"],"targets":[
          {"controller":"you","bowed":false,"keywords":["Magistrate"]},{"player":true}],
          "effects":[{"op":"bow"},{"op":"choose","choices":[
            [{"op":"gain_honor","player":"target_player","amount":3}],
            [{"op":"lose_honor","player":"target_player","amount":3}]]}]}])"));
  // A card target after the player's is the second target.
  CHECK(abilities_of("<b>Open:</b> A target player loses 1 Honor. Bow a target Samurai.", CardType::Strategy) ==
        json::parse(R"([{"designator":"Open","targets":[{"player":true},{"keywords":["Samurai"]}],
          "effects":[{"op":"lose_honor","player":"target_player","amount":1},{"op":"bow","card":"target2"}]}])"));
  CompiledText c = compile_rules_text("<b>Limited:</b> A target player discards 2 cards at random.",
                                      CardType::Strategy);
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Limited","targets":[{"player":true}],
    "effects":[{"op":"discard_random","player":"target_player","amount":2}]}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].targets.at(0).player);
  // Two target players, or a player's "his Force", are not read.
  CHECK(compile_rules_text("<b>Open:</b> A target player loses 1 Honor. A target player gains 1 Honor.",
                           CardType::Strategy)
            .compiled == 0);
  CHECK(compile_rules_text("<b>Open:</b> A target player gains 0 Honor.", CardType::Strategy).compiled == 0);
  CHECK(compile_rules_text("<b>Open:</b> A target player discards 0 cards at random.", CardType::Strategy)
            .compiled == 0);
}

TEST_CASE("a bonus given to each card of a group") {
  CHECK(abilities_of("<b>Open:</b> Give each Naga Personality +2F/+1C and give each Naga Follower +2F.",
                     CardType::Event) ==
        json::parse(R"([{"designator":"Open","effects":[
          {"op":"force","amount":2,"each":{"keywords":["Naga"],"type":["Personality"]}},
          {"op":"chi","amount":1,"each":{"keywords":["Naga"],"type":["Personality"]}},
          {"op":"force","amount":2,"each":{"keywords":["Naga"],"type":["Follower"]}}]}])"));
  CompiledText c = compile_rules_text(
      "<b>Battle, :bow::</b> Give each of your Scout Followers at the current battlefield +2F.", CardType::Holding);
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],"effects":[
    {"op":"force","amount":2,"each":{"controller":"you","keywords":["Scout"],"type":["Follower"],
    "location":"current_battlefield"}}]}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].effects.at(0).each.has_value());
  CHECK(c.abilities[0].targets.empty());
  CHECK(ability_text(c.abilities[0]).find("Give each of your Scout Followers at the current battlefield +2F") !=
        std::string::npos);
  // A group named by where it is, or "each of your" cards of no kind, stays manual.
  CHECK(compile_rules_text("<b>Battle:</b> Give each Naga card in this army +1F.", CardType::Event).compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Give each of your cards +1F.", CardType::Event).compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Give each Naga Personality +1PH.", CardType::Event).compiled == 0);
}

TEST_CASE("a turn condition on targeting, and an effect on the target's unit") {
  CHECK(abilities_of("<b>Open:</b> If it is not your turn, target a Samurai. Bow his unit. Destroy this Holding.",
                     CardType::Holding) ==
        json::parse(R"([{"designator":"Open","if":"not_your_turn","targets":[{"keywords":["Samurai"]}],
          "effects":[{"op":"bow","unit":true},{"op":"destroy","card":"self"}]}])"));
  CompiledText c = compile_rules_text("<b>Limited:</b> If it is your turn, target your Scout. Straighten her unit.",
                                      CardType::Holding);
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].requires_your_turn);
  CHECK(c.abilities[0].effects.at(0).unit);
  CHECK(abilities_of("<b>Open:</b> If it is not your turn, bow a target Scout's unit.", CardType::Holding) ==
        json::parse(R"([{"designator":"Open","if":"not_your_turn","targets":[{"keywords":["Scout"]}],
          "effects":[{"op":"bow","unit":true}]}])"));
  // A condition on anything but the target, or a unit with no one target, stays manual.
  for (const char* text : {"<b>Open:</b> If it is your turn, draw a card.",
                           "<b>Open:</b> Draw a card. If it is your turn, target a Samurai.",
                           "<b>Open:</b> Straighten his unit.",
                           "<b>Open:</b> Target a Samurai. Destroy his unit.",
                           "<b>Open:</b> Destroy a target Samurai's unit.",
                           "<b>Open:</b> Target a Samurai. Target your Scout. Bow his unit."}) {
    INFO(text);
    CHECK(compile_rules_text(text, CardType::Holding).compiled == 0);
  }
}

TEST_CASE("attachments that will not join some Personalities, and older wordings") {
  CompiledText c = compile_rules_text("Will not attach to a Courtier.", CardType::Item);
  CHECK(c.manual.empty());
  CHECK(c.json["attach_to"] == json::parse(R"({"not_keywords":["Courtier"]})"));
  REQUIRE(c.attach_to.has_value());
  CHECK(c.attach_to->not_keywords == std::vector<std::string>{"Courtier"});
  CHECK(compile_rules_text("Will not attach to a Scout or Ninja Personality.", CardType::Follower).json["attach_to"] ==
        json::parse(R"({"not_keywords":["Scout","Ninja"]})"));
  // Refusing a Personality with both keywords is no keyword list; one rule per card.
  CHECK(compile_rules_text("Will not attach to a Crab Clan Samurai.", CardType::Item).compiled == 0);
  c = compile_rules_text("Will only attach to a Samurai.<br>Will not attach to a Courtier.", CardType::Item);
  CHECK(c.compiled == 1);
  CHECK(c.manual.size() == 1);
  // The older printing of negating Fear on the card, and of a Holding's Honor loss.
  CHECK(compile_rules_text("Negate Fear effects upon this card.", CardType::Follower).json["traits"] ==
        json::parse(R"([{"negates_fear":true}])"));
  CHECK(compile_rules_text("After you Recruit this Holding, lose 3 Honor.", CardType::Holding).json["triggers"] ==
        json::parse(R"([{"after":"recruited","effects":[{"op":"lose_honor","amount":3}]}])"));
  CHECK(compile_rules_text("After you Recruit this Holding, lose 3 Honor.", CardType::Personality).compiled == 0);
}

TEST_CASE("uses per turn and costs written before the effects") {
  CHECK(abilities_of("<b>Battle:</b> Any number of times per turn, bow this Follower: Melee 4 Attack.",
                     CardType::Follower) ==
        json::parse(R"([{"designator":"Battle","keywords":["Repeatable"],"costs":[{"bow":"self"}],
          "effects":[{"op":"melee_attack","amount":4}]}])"));
  CompiledText c = compile_rules_text("<b>Battle:</b> Twice per turn: Fear 1.", CardType::Personality);
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle","per_turn":2,
    "effects":[{"op":"fear","amount":1}]}])"));
  REQUIRE(c.abilities.size() == 1);
  REQUIRE(c.abilities[0].per_turn.has_value());
  CHECK(c.abilities[0].per_turn->value == 2);
  CHECK(abilities_of("<b>Battle:</b> Any number of times per turn, pay 2 Gold: Give this Personality +1F.",
                     CardType::Personality) ==
        json::parse(R"([{"designator":"Battle","keywords":["Repeatable"],"costs":[{"gold":2}],
          "effects":[{"op":"force","amount":1,"card":"self"}]}])"));
  // "Kenzo" is read as this Personality only with the title.
  c = compile_rules_text("<b>Battle:</b> Three times per turn, discard a card: Give Kenzo +1C.",
                         CardType::Personality, "Isawa Kenzo");
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle","per_turn":3,"costs":[{"discard":1}],
    "effects":[{"op":"chi","amount":1,"card":"self"}]}])"));
  // Nothing after the count, or a cost the format has not, stays manual.
  CHECK(compile_rules_text("<b>Battle:</b> Twice per turn: ", CardType::Personality).compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Twice per turn, bow your Ring: Fear 1.", CardType::Personality)
            .compiled == 0);
  CHECK(compile_rules_text("<b>Battle:</b> Pay 0 Gold: Fear 1.", CardType::Personality).compiled == 0);
}

// The older Terrains: the condition (no Terrain at the current battlefield)
// belongs to the ability ("if": "no_terrain_here"). The phrases are cut in
// two string literals only to keep them short.
TEST_CASE("the older Terrain wording: into play only where there is no Terrain") {
  const std::string when = "<b>Battle:</b> If there are no Terrains ";
  CompiledText c = compile_rules_text(when + "at the current battlefield: Put this card into play there.",
                                      CardType::Strategy);
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle","if":"no_terrain_here",
    "effects":[{"op":"play_terrain"}]}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].requires_no_terrain_here);
  CHECK(ability_text(c.abilities[0]).find("no Terrain") != std::string::npos);
  // "there" and "in play" say the same; the Terrain's traits compile beside it.
  for (const std::string& text :
       {when + "there: Put this card into play there.",
        std::string("<b>Battle:</b> If there is no Terrain ") + "in play at the current battlefield: Put this card into play there."}) {
    INFO(text);
    CHECK(compile_rules_text(text, CardType::Strategy).json["abilities"][0]["if"] == "no_terrain_here");
  }
  c = compile_rules_text("Your Samurai at this battlefield have +3F.<br>" + when +
                             "at the current battlefield: Put this card into play there.",
                         CardType::Strategy);
  CHECK(c.manual.empty());
  CHECK(c.json["traits"] == json::parse(R"([{"stat":"force","amount":3,"each":{"controller":"you",
    "keywords":["Samurai"],"location":"this_location"}}])"));
  // The condition ends with a colon: it governs every effect after it.
  CHECK(compile_rules_text(when + "at the current battlefield: Put this card into play there. Draw a card.",
                           CardType::Strategy)
            .json["abilities"] == json::parse(R"([{"designator":"Battle","if":"no_terrain_here",
    "effects":[{"op":"play_terrain"},{"op":"draw","amount":1}]}])"));
  // Another condition, the condition after an effect, an effect the compiler
  // does not know, or not a Strategy: manual.
  for (const std::string& text :
       {when + "at the current battlefield: Put this card into play there. You may take another action.",
        when + "at the current battlefield and you are the Defender: Put this card into play there.",
        "<b>Battle:</b> Draw a card. If there are no Terrains " + std::string("at the current battlefield: Put this card into play there."),
        when + "at the current battlefield: Put this card into play.",
        when + "at the current battlefield: Put this card into play there. If it is your turn, target a Samurai."}) {
    INFO(text);
    CHECK(compile_rules_text(text, CardType::Strategy).compiled == 0);
  }
  CHECK(compile_rules_text(when + "at the current battlefield: Put this card into play there.", CardType::Event)
            .compiled == 0);
}

TEST_CASE("granted keywords: This Personality has Cavalry") {
  CompiledText c = compile_rules_text("This Personality has Cavalry.", CardType::Personality);
  CHECK(c.manual.empty());
  CHECK(c.json["traits"] == json::parse(R"([{"keyword":"Cavalry"}])"));
  REQUIRE(c.traits.size() == 1);
  CHECK(c.traits[0].kind == Trait::Kind::Keyword);
  CHECK(c.traits[0].keyword == "Cavalry");
  CHECK(trait_text(c.traits[0]) == "This Personality has Cavalry.");
  // On an attachment: its Personality; a reminder of the keyword's rules may follow.
  CHECK(compile_rules_text("This Personality has Tactician (a reminder of its rules).", CardType::Item)
            .json["traits"] == json::parse(R"([{"keyword":"Tactician"}])"));
  CHECK(compile_rules_text("This Personality has Conqueror.", CardType::Follower).json["traits"] ==
        json::parse(R"([{"keyword":"Conqueror"}])"));
  // A condition, two keywords, a keyword without rules, a Follower's own: manual.
  for (const char* text : {"This Personality has Cavalry while attacking.", "This Personality has Cavalry and Elite.",
                           "This Personality has Samurai.", "This Personality has Cavalryman.",
                           "This Personality has Cavalry (a reminder", "This Follower has Cavalry."}) {
    INFO(text);
    CHECK(compile_rules_text(text, CardType::Follower).compiled == 0);
  }
}

TEST_CASE("an Interrupt to your own action, with an effect after it resolves") {
  CompiledText c = compile_rules_text(
      "This Follower has +1F.<br><b>Interrupt:</b> If the action is yours, bow this Follower after it resolves.",
      CardType::Follower);
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Interrupt","if":"your_action",
    "effects":[{"op":"bow","card":"self","after_it_resolves":true}]}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].requires_your_action);
  REQUIRE(c.abilities[0].effects.size() == 1);
  CHECK(c.abilities[0].effects[0].after_it_resolves);
  CHECK(ability_text(c.abilities[0]).find("Once the interrupted action has resolved") != std::string::npos);
  CHECK(abilities_of("<b>Interrupt:</b> Pay 2 Gold: Straighten a target Samurai after it resolves.") ==
        json::parse(R"([{"designator":"Interrupt","costs":[{"gold":2}],"targets":[{"keywords":["Samurai"]}],
          "effects":[{"op":"straighten","after_it_resolves":true}]}])"));
  // Either half alone.
  CHECK(abilities_of("<b>Interrupt:</b> Straighten this Personality after it resolves.") ==
        json::parse(R"([{"designator":"Interrupt",
          "effects":[{"op":"straighten","card":"self","after_it_resolves":true}]}])"));
  CHECK(abilities_of("<b>Interrupt:</b> If the action is yours, draw a card.") ==
        json::parse(R"([{"designator":"Interrupt","if":"your_action","effects":[{"op":"draw","amount":1}]}])"));
  // Not an Interrupt, a condition that is not first or says more, or a
  // delayed effect the compiler cannot read: manual.
  for (const char* text : {"<b>Battle:</b> If the action is yours, bow this Follower after it resolves.",
                           "<b>Battle:</b> Straighten this Follower after it resolves.",
                           "<b>Interrupt:</b> Draw a card. If the action is yours, draw a card.",
                           "<b>Interrupt:</b> If the action is yours and Fancy, draw a card.",
                           "<b>Interrupt:</b> If the action is yours, ",
                           "<b>Interrupt:</b> Bow this Follower after it resolves after it resolves.",
                           "<b>Interrupt:</b> If it is your turn, target a Samurai. If the action is yours, draw a card."}) {
    INFO(text);
    CHECK(compile_rules_text(text, CardType::Follower).compiled == 0);
  }
}

TEST_CASE("a Holding that produces more Gold for a player of one clan") {
  CompiledText c =
      compile_rules_text("<b>:bow::</b> Produce 2 Gold, or 4 Gold if you are a Mantis Clan player.", CardType::Holding);
  CHECK(c.manual.empty());
  CHECK(c.gold_production == 2);
  CHECK(c.json["traits"] == json::parse(R"([{"stat":"gold_production","amount":2,"card":"self",
    "while":{"card":"your_stronghold","keywords":["Mantis Clan"]}}])"));
  REQUIRE(c.traits.size() == 1);
  CHECK(c.traits[0].condition.has_value());
  CHECK(c.traits[0].condition->subject == Ref::YourStronghold);
  CHECK(trait_text(c.traits[0]) == "This card has +2GP while you are a Mantis Clan player.");
  // Another condition, no known clan, the same amount, or not a Holding: manual.
  for (const char* text : {":bow:: Produce 2 Gold, or 3 Gold if it is your first turn.",
                           ":bow:: Produce 2 Gold, or 3 Gold if you are a Ronin player.",
                           ":bow:: Produce 2 Gold, or 3 Gold if you are a Crab Clan player or a Lion.",
                           ":bow:: Produce 2 Gold, or 2 Gold if you are a Crab Clan player.",
                           ":bow:: Produce 1 Gold, or 5 Gold if you are a Crab Clan player and lose 1 Honor."}) {
    INFO(text);
    CHECK(compile_rules_text(text, CardType::Holding).compiled == 0);
  }
  CHECK(compile_rules_text(":bow:: Produce 1 Gold, or 5 Gold if you are a Crab Clan player.", CardType::Region)
            .compiled == 0);
}

TEST_CASE("Focus Effects: on a duelist, or after the duel if your Personality won") {
  const std::string focus = "As a Focus Effect, ";
  CompiledText c = compile_rules_text(focus + "straighten the other Personality.", CardType::Strategy);
  CHECK(c.manual.empty());
  CHECK(c.json["triggers"] == json::parse(R"([{"after":"focus_effect",
    "effects":[{"op":"straighten","card":"other_duelist"}]}])"));
  REQUIRE(c.triggers.size() == 1);
  CHECK(c.triggers[0].when == Trigger::When::FocusEffect);
  CHECK(compile_rules_text(focus + "after this duel ends, if your Personality won it, gain 3 Honor.", CardType::Item)
            .json["triggers"] == json::parse(R"([{"after":"focus_effect","after_duel":true,"if_won":true,
    "effects":[{"op":"gain_honor","amount":3}]}])"));
  CHECK(compile_rules_text(focus + "if you win this duel, draw 2 cards.", CardType::Strategy).json["triggers"] ==
        json::parse(R"([{"after":"focus_effect","after_duel":true,"if_won":true,
    "effects":[{"op":"draw","amount":2}]}])"));
  CHECK(compile_rules_text(focus + "after this duel ends, dishonor its winner.", CardType::Strategy).json["triggers"] ==
        json::parse(R"([{"after":"focus_effect","after_duel":true,
    "effects":[{"op":"dishonor","card":"duel_winner"}]}])"));
  // The winner before the duel ends, other players, targets, two effects,
  // or a card that is never focused: manual.
  for (const std::string& text :
       {focus + "bow the winner.", focus + "bow a target Personality.", focus + "the other player gains 1 Honor.",
        focus + "gain 1 Honor and draw a card.", focus + "bow the other Personality. Draw a card.",
        focus + "if you win this duel, bow the other Personality and its winner."}) {
    INFO(text);
    CHECK(compile_rules_text(text, CardType::Strategy).compiled == 0);
  }
  CHECK(compile_rules_text(focus + "bow the other Personality.", CardType::Holding).compiled == 0);
}

TEST_CASE("an attack with another strength if its target (or this card) is something") {
  CHECK(abilities_of("<b>Battle:</b> Fear 1, or Fear 5 if the target is dishonorable.") ==
        json::parse(R"([{"designator":"Battle","effects":[
          {"op":"fear","amount":1,"if":{"card":"target","dishonorable":false}},
          {"op":"fear","amount":5,"if":{"card":"target","dishonorable":true}}]}])"));
  CHECK(abilities_of("<b>Battle, :bow::</b> Ranged 1 Attack, or Ranged 4 Attack if the target is Crab Clan.",
                     CardType::Follower) ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],"effects":[
          {"op":"ranged_attack","amount":1,"if":{"card":"target","not_keywords":["Crab Clan"]}},
          {"op":"ranged_attack","amount":4,"if":{"card":"target","keywords":["Crab Clan"]}}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Melee 2 Attack, or Melee 6 Attack if this Shugenja is a Thunder.",
                     CardType::Spell) ==
        json::parse(R"([{"designator":"Battle","effects":[
          {"op":"melee_attack","amount":2,"if":{"card":"this_personality","not_keywords":["Thunder"]}},
          {"op":"melee_attack","amount":6,"if":{"card":"this_personality","keywords":["Thunder"]}}]}])"));
  // Two kinds of attack, the same strength, a condition on anything else,
  // two keywords, or a target of the ability's own: manual.
  for (const char* text : {"<b>Battle:</b> Fear 1, or Ranged 5 Attack if the target is dishonorable.",
                           "<b>Battle:</b> Fear 2, or Fear 2 if the target is Cavalry.",
                           "<b>Battle:</b> Fear 1, or Fear 5 if you control two Terrains.",
                           "<b>Battle:</b> Fear 1, or Fear 5 if the target is Lion Clan or Unaligned.",
                           "<b>Battle:</b> Fear 1, or Fear 5 if the target is a Samurai Personality.",
                           "<b>Battle:</b> Bow your target Scout. Fear 1, or Fear 5 if the target is Cavalry.",
                           "<b>Battle:</b> Fear 1, or Fear 5 if this Holding is Cavalry."}) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, CardType::Personality).compiled == 0);
  }
}

TEST_CASE("the Attacker acts first in the battle") {
  // Cut in two literals only to keep them short.
  const std::string first = std::string("<b>Engage:</b> The Attacker has the first opportunity ") +
                            "to take a Battle action or pass ";
  CHECK(abilities_of(first + "in this battle.", CardType::Strategy) ==
        json::parse(R"([{"designator":"Engage","effects":[{"op":"first_battle_action","player":"attacker"}]}])"));
  CHECK(abilities_of(first + "during this battle.", CardType::Strategy).size() == 1);
  CompiledText c = compile_rules_text(first + "in this battle.", CardType::Strategy);
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].effects[0].subject == Ref::Attacker);
  CHECK(ability_text(c.abilities[0]) == "Engage: The Attacker acts first in this battle's Combat segment.");
  for (const std::string& text : {first + "in the next battle.", first + "in this battle. Draw a card. Target a Kata."}) {
    INFO(text);
    CHECK(compile_rules_text(text, CardType::Strategy).compiled == 0);
  }
}

TEST_CASE("traits run together on one line, each a whole rule") {
  CompiledText c = compile_rules_text("Can only attach to a Samurai. After you Equip this Item, gain 3 Honor.",
                                      CardType::Item);
  CHECK(c.manual.empty());
  CHECK(c.compiled == 1);
  CHECK(c.json["attach_to"] == json::parse(R"({"keywords":["Samurai"]})"));
  CHECK(c.json["triggers"] == json::parse(R"([{"after":"equipped","effects":[{"op":"gain_honor","amount":3}]}])"));
  CHECK(compile_rules_text("This Personality has +1PH. This Personality has Cavalry.", CardType::Personality)
            .json["traits"] == json::parse(R"([{"stat":"personal_honor","amount":1},{"keyword":"Cavalry"}])"));
  // One sentence that is no rule of its own, two restrictions, or an
  // ability's header keeps the whole line manual.
  for (const char* text : {"This Personality has +1PH. Draw a card.",
                           "Will only attach to a Samurai. Will not attach to a Courtier.",
                           "<b>Open:</b> Draw a card. This Personality has +1PH."}) {
    INFO(std::string(text));
    CompiledText m = compile_rules_text(text, CardType::Item);
    CHECK(m.compiled == 0);
    CHECK(m.traits.empty());
    CHECK_FALSE(m.attach_to.has_value());
  }
}

// CR20F "Discipline": the trait and its reminder compile to the card's
// Discipline Gold, on a Strategy only.
TEST_CASE("Discipline compiles to the Strategy's discipline Gold") {
  CompiledText c = compile_rules_text(
      "Discipline :g2:. <i>(Pay 2 Gold to play, then remove it.)</i>", CardType::Strategy);
  CHECK(c.compiled == 1);
  REQUIRE(c.discipline);
  CHECK(*c.discipline == 2);
  CHECK(c.json["discipline"] == 2);
  CHECK(c.manual.empty());
  c = compile_rules_text("Discipline :g0:", CardType::Strategy);
  REQUIRE(c.discipline);
  CHECK(*c.discipline == 0);
  // Not on other types, nor with anything after it but a reminder.
  CHECK_FALSE(compile_rules_text("Discipline :g2:.", CardType::Personality).discipline);
  CHECK_FALSE(compile_rules_text("Discipline :g3: or Discipline :g1: if you are Crab.",
                                 CardType::Strategy)
                  .discipline);
  CHECK_FALSE(compile_rules_text("Discipline :gx:.", CardType::Strategy).discipline);
}

// CR20F "Token": "give ... a <stats> <Name> token" and "N ... tokens", on a
// target or on the card itself, and "with a <Name> token" in a target.
TEST_CASE("token templates compile to give_tokens and has_token") {
  CHECK(abilities_of("<b>Engage, :bow::</b> Give a target enemy Personality a -3F/-2C Venom token.") ==
        json::parse(R"([{"designator":"Engage","costs":[{"bow":"self"}],
          "targets":[{"type":["Personality"],"controller":"enemy"}],
          "effects":[{"op":"give_tokens","token":{"force":-3,"chi":-2,"name":"Venom"}}]}])"));
  CHECK(abilities_of("<b>Limited:</b> Give this Personality three +2PH tokens.") ==
        json::parse(R"([{"designator":"Limited",
          "effects":[{"op":"give_tokens","amount":3,"token":{"personal_honor":2},"card":"self"}]}])"));
  CHECK(abilities_of("<b>Open:</b> Straighten a target Personality with a Venom token.", CardType::Strategy) ==
        json::parse(R"([{"designator":"Open","targets":[{"type":["Personality"],"has_token":"Venom"}],
          "effects":[{"op":"straighten"}]}])"));
  // A token of no known kind, or a lower-case name, stays manual.
  CHECK_FALSE(compile_rules_text("<b>Open:</b> Give a target Personality a token.", CardType::Strategy).manual.empty());
  CHECK_FALSE(compile_rules_text("<b>Open:</b> Give a target Personality a +1F odd token.", CardType::Strategy)
                  .manual.empty());
}

TEST_CASE("a Recruit trigger giving the Personality tokens") {
  CompiledText c = compile_rules_text("After you Recruit Kenshiro, give him two +2C Ember tokens.",
                                      CardType::Personality, "Tanaka Kenshiro");
  CHECK(c.manual.empty());
  CHECK(c.json["triggers"] == json::parse(R"([{"after":"recruited",
    "effects":[{"op":"give_tokens","amount":2,"token":{"chi":2,"name":"Ember"},"card":"self"}]}])"));
}

// CR20F "Invest": the trait with its Gold and its effects, with or without
// the reminder after it; an Invest whose effects target stays manual.
TEST_CASE("Invest compiles to an Invest triggered trait") {
  CompiledText c = compile_rules_text(
      "Invest :g3:: Give this Holding three +1GP Coin tokens. <i>(Pay more to get the effect.)</i>",
      CardType::Holding);
  CHECK(c.manual.empty());
  CHECK(c.json["triggers"] == json::parse(R"([{"invest":3,
    "effects":[{"op":"give_tokens","amount":3,"token":{"gold_production":1,"name":"Coin"},"card":"self"}]}])"));
  REQUIRE(c.triggers.size() == 1);
  CHECK(c.triggers[0].when == Trigger::When::Invested);
  CHECK(c.triggers[0].invest == 3);
  c = compile_rules_text("<b>Invest :g1::</b> Draw a card.", CardType::Strategy);
  CHECK(c.manual.empty());
  CHECK(c.json["triggers"] == json::parse(R"([{"invest":1,"effects":[{"op":"draw","amount":1}]}])"));
  CHECK_FALSE(compile_rules_text("Invest :g2:: Bow a target Personality.", CardType::Personality).manual.empty());
  CHECK_FALSE(compile_rules_text("Invest :gx:: Draw a card.", CardType::Personality).manual.empty());
}

// "If he would be opposed, move ... to the current battlefield" (CR20F Good
// Faith: the ability's "if" on the card it moves), targets in a Cavalry unit
// and at any location (no Rules of Location).
TEST_CASE("moving a Personality to the current battlefield if he would be opposed") {
  CHECK(abilities_of("<b>Absent Battle:</b> If he would be opposed, move your target Shugenja at home to the "
                     "current battlefield. (Absent actions are a reminder.)") ==
        json::parse(R"([{"designator":"Battle","keywords":["Absent"],
          "targets":[{"controller":"you","keywords":["Shugenja"],"location":"home"}],
          "if":{"card":"target","would_be_opposed":true},"effects":[{"op":"move_to_battlefield"}]}])"));
  CHECK(abilities_of("<b>Engage:</b> If she would be opposed, move to the current battlefield your target bowed "
                     "Personality in a Cavalry unit at any location.") ==
        json::parse(R"([{"designator":"Engage","targets":[{"controller":"you","bowed":true,"type":["Personality"],
          "cavalry_unit":true,"location":"anywhere"}],"if":{"card":"target","would_be_opposed":true},
          "effects":[{"op":"move_to_battlefield"}]}])"));
  CompiledText c = compile_rules_text("<b>Home Battle:</b> If Kenzo would be opposed, move him to the current battlefield.",
                                      CardType::Personality, "Isawa Kenzo");
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle","keywords":["Home"],
    "if":{"card":"self","would_be_opposed":true},"effects":[{"op":"move_to_battlefield","card":"self"}]}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].condition.has_value());
  CHECK(c.abilities[0].condition->filter.would_be_opposed == Filter::Tri::Yes);
  // Not a move there, the condition not first, another battlefield, or two
  // targets for "he": manual.
  for (const char* text : {"<b>Battle:</b> If he would be opposed, bow your target Samurai.",
                           "<b>Battle:</b> Draw a card. If he would be opposed, move your target Samurai to the current battlefield.",
                           "<b>Battle:</b> If he would be opposed, move your target Samurai to an unresolved battlefield.",
                           "<b>Battle:</b> If she would be opposed, move her to the current battlefield.",
                           "<b>Battle:</b> If he would be opposed, move your target Samurai in a Crab unit to the current battlefield."}) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, CardType::Strategy).compiled == 0);
  }
}

// "If you control a Monk, ..." (CR20F Good Faith when it starts the effects;
// a later sentence's effects alone otherwise): a you_control count.
TEST_CASE("conditions on the cards you control") {
  CHECK(abilities_of("<b>Open, :bow::</b> If you control a Monk, gain 3 Honor.", CardType::Stronghold) ==
        json::parse(R"([{"designator":"Open","costs":[{"bow":"self"}],
          "if":{"you_control":{"at_least":1},"keywords":["Monk"]},"effects":[{"op":"gain_honor","amount":3}]}])"));
  CHECK(abilities_of("<b>Limited:</b> If you control a Scout or Ninja, bow a target Follower.", CardType::Holding) ==
        json::parse(R"([{"designator":"Limited","if":{"you_control":{"at_least":1},"any_keywords":["Scout","Ninja"]},
          "targets":[{"type":["Follower"]}],"effects":[{"op":"bow"}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Bow a target enemy Follower. If you control an Item, draw a card.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"bow"},{"op":"draw","amount":1,"if":{"you_control":{"at_least":1},"type":["Item"]}}]}])"));
  CompiledText c = compile_rules_text("<b>Open:</b> If you control a Monk, draw a card.", CardType::Holding);
  REQUIRE(c.abilities.size() == 1);
  REQUIRE(c.abilities[0].condition.has_value());
  CHECK(c.abilities[0].condition->you_control.has_value());
  // A count, a location, a new target after the condition, or another turn
  // condition too: manual.
  for (const char* text : {"<b>Open:</b> If you control two Monks, gain 3 Honor.",
                           "<b>Open:</b> If you control a Monk at home, gain 1 Honor.",
                           "<b>Battle:</b> Bow a target Follower. If you control a Scout, bow a target enemy Personality.",
                           "<b>Open:</b> If it is your turn, target a Samurai. If this Personality is opposed, bow it.",
                           "<b>Open:</b> If you control a Monk, "}) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, CardType::Holding).compiled == 0);
  }
}

// CR20F "X to Y": bowing your Stronghold as a cost; searching the Fate deck
// and discard pile for a card of a kind; discarding a card of your choice.
TEST_CASE("bowing your Stronghold as a cost, and searching for a Ring") {
  CHECK(abilities_of("<b>Limited:</b> Bow your Stronghold to draw 2 cards.", CardType::Personality) ==
        json::parse(R"([{"designator":"Limited","costs":[{"bow":"your_stronghold"}],
          "effects":[{"op":"draw","amount":2}]}])"));
  CHECK(abilities_of("<b>Open:</b> Bow your Stronghold: Gain 1 Honor.", CardType::Holding) ==
        json::parse(R"([{"designator":"Open","costs":[{"bow":"your_stronghold"}],
          "effects":[{"op":"gain_honor","amount":1}]}])"));
  CHECK(abilities_of("<b>Dynasty, :bow::</b> Bow your Stronghold to search your Fate deck and discard pile for a "
                     "Ring, show it, and put it in your hand. Discard a card.",
                     CardType::Sensei) ==
        json::parse(R"([{"designator":"Dynasty","costs":[{"bow":"self"},{"bow":"your_stronghold"}],
          "effects":[{"op":"search","finds":{"type":["Ring"],"zone":"fate_deck_or_discard"}},
                     {"op":"discard_from_hand","amount":1}]}])"));
  // Another card to bow, or no kind of card: manual (the Fate deck alone:
  // tests/test_import_text_riders.cpp).
  for (const char* text : {"<b>Limited:</b> Bow your Holding to draw a card.",
                           "<b>Open:</b> Search your discard pile and Fate deck for a Ring at "
                           "home, show it, and put it in your hand.",
                           "<b>Open:</b> Search your discard pile and Fate deck for Rings, show "
                           "it, and put it in your hand."}) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, CardType::Holding).compiled == 0);
  }
}

TEST_CASE("Province strength, Lobby Bonus, first-turn Gold, and attachments that protect their Personality") {
  CHECK(compile_rules_text("Your Provinces have +3 strength.", CardType::Holding).json["traits"] ==
        json::parse(R"([{"province_strength":3}])"));
  CHECK(compile_rules_text("You have a +2 Lobby Bonus.", CardType::Personality).json["traits"] ==
        json::parse(R"([{"lobby_bonus":2}])"));
  CHECK(compile_rules_text("You are considered to have +4 Family Honor when Lobbying checks Honor.", CardType::Holding)
            .json["traits"] == json::parse(R"([{"lobby_bonus":4}])"));
  CHECK(compile_rules_text("This Stronghold produces 7 Gold on your first turn.", CardType::Stronghold).json["traits"] ==
        json::parse(R"([{"first_turn_gold_production":7}])"));
  CompiledText c = compile_rules_text("Before another player's card destroys this Personality, destroy this Follower instead.",
                                      CardType::Follower);
  CHECK(c.manual.empty());
  CHECK(c.json["traits"] == json::parse(R"([{"destroyed_instead":true}])"));
  REQUIRE(c.traits.size() == 1);
  CHECK(c.traits[0].kind == Trait::Kind::DestroyedInstead);
  c = compile_rules_text("Before this Personality is dishonored, destroy this Spell and negate the dishonoring.",
                         CardType::Spell);
  CHECK(c.json["traits"] == json::parse(R"([{"prevents_dishonor":true}])"));
  REQUIRE(c.traits.size() == 1);
  CHECK(c.traits[0].kind == Trait::Kind::PreventsDishonor);
  // On the wrong card, another attachment, a condition, or any player's card: manual.
  const std::pair<const char*, CardType> manual[] = {
      {"Your Provinces have +3 strength.", CardType::Strategy},
      {"Your Provinces have +3 strength while you are a Crab Clan player.", CardType::Holding},
      {"This Stronghold produces 7 Gold on your first turn.", CardType::Holding},
      {"You have a +0 Lobby Bonus.", CardType::Personality},
      {"You are considered to have +4 Family Honor when Lobbying checks Honor.", CardType::Event},
      {"You are considered to have +4 Family Honor when dueling.", CardType::Holding},
      {"Before another player's card destroys this Personality, destroy this Spell instead.", CardType::Follower},
      {"Before a card destroys this Personality, destroy this Spell instead.", CardType::Spell},
      {"Before another player's card destroys this Personality, destroy this Follower instead.", CardType::Personality},
      {"Before this Personality is dishonored, destroy this Item and negate the dishonoring twice.", CardType::Item}};
  for (auto [text, type] : manual) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, type).compiled == 0);
  }
}

TEST_CASE("a Stronghold's extra Cycle once per game") {
  CHECK(compile_rules_text("You may Cycle one more time per game.", CardType::Stronghold).json["traits"] ==
        json::parse(R"([{"player_may":"extra_cycle_per_game"}])"));
  for (const char* text : {"You may Cycle one more time per turn.", "You may Cycle one more time per game at dusk."}) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, CardType::Stronghold).compiled == 0);
  }
  CHECK(compile_rules_text("You may Cycle one more time per game.", CardType::Holding).compiled == 0);
}

// CR20F "Ring": the condition for entering play from the hand, the play
// ability, an ability usable by discarding the Ring, Interrupts to actions
// of one designator that cannot move Personalities.
TEST_CASE("Rings: play conditions, play abilities and abilities used by discarding the Ring") {
  CompiledText c = compile_rules_text(
      "Play after a battle resolves at your Province, if it was not destroyed and an enemy unit was at its battlefield "
      "at some time. You may discard this Ring from your hand to use its Earth ability without cost.<br>"
      "<b>Earth Interrupt, :bow::</b> The Engage action cannot move Personalities.",
      CardType::Ring);
  CHECK(c.manual.empty());
  CHECK(c.json["triggers"] == json::parse(R"([{"after":"battle_held","effects":[{"op":"play_self"}]}])"));
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Interrupt","keywords":["Earth"],"costs":[{"bow":"self"}],
    "discard_to_use":true,"interrupts":["Engage"],"effects":[{"op":"no_move_personalities"}]}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].discard_to_use);
  CHECK(c.abilities[0].interrupts != 0);

  c = compile_rules_text("You may discard this Ring from your hand to use its Fire ability without cost.<br>"
                         "<b>Limited:</b> Play if you control three or fewer Rings. Discard your hand.<br>"
                         "<b>Fire Open, :bow::</b> Gain 1 Honor. If you now have more cards in your hand than any "
                         "other player, lose 2 Honor.",
                         CardType::Ring);
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([
    {"designator":"Limited","play_from_hand":true,"if":{"you_control":{"at_most":3},"type":"Ring"},
     "effects":[{"op":"play_self"},{"op":"discard_hand"}]},
    {"designator":"Open","keywords":["Fire"],"costs":[{"bow":"self"}],"discard_to_use":true,
     "effects":[{"op":"gain_honor","amount":1},
                {"op":"lose_honor","amount":2,"if":{"your_hand":{"higher_than":{"largest_other_hand":true}}}}]}])"));
  REQUIRE(c.abilities.size() == 2);
  CHECK(c.abilities[0].play_from_hand);
  CHECK(c.abilities[1].discard_to_use);

  // No such ability, two it could be, a play ability with costs, more Rings
  // rather than fewer, another designator, or not a Ring: manual.
  for (const char* text :
       {"You may discard this Ring from your hand to use its Water ability without cost.<br><b>Open:</b> Draw a card.",
        "You may discard this Ring from your hand to use its Air ability without cost.<br><b>Air Open:</b> Draw a card.<br>"
        "<b>Air Battle:</b> Gain 1 Honor.",
        "<b>Limited, :g2::</b> Play if you control three or fewer Rings.",
        "<b>Limited:</b> Play if you control three or more Rings.",
        "<b>Interrupt:</b> The Dynasty action cannot move Personalities.",
        "Play after a battle resolves at your Province, if it was not destroyed."}) {
    INFO(std::string(text));
    CompiledText m = compile_rules_text(text, CardType::Ring);
    CHECK_FALSE(m.manual.empty());
    for (const json& a : m.json.value("abilities", json::array())) CHECK_FALSE(a.value("discard_to_use", false));
  }
  CHECK(compile_rules_text("<b>Limited:</b> Play if you control three or fewer Rings.", CardType::Item).compiled == 0);
  CHECK(compile_rules_text("Play after a battle resolves at your Province, if it was not destroyed and an enemy unit "
                           "was at its battlefield at some time.",
                           CardType::Strategy)
            .compiled == 0);
}

// "Reduce the Force of <target> by <amount>" is a Force penalty; "Discard a
// card to ..." makes the discard a cost (CR20F "X to Y"), and "the card's
// Focus Value" is the discarded card's.
TEST_CASE("reducing a stat, and discarding a card as a cost for its Focus Value") {
  CHECK(abilities_of("<b>Battle, :bow::</b> Reduce the Force of a target enemy Follower by this Personality's Personal Honor.") ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],"targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"force","amount":{"personal_honor":"self","times":-1}}]}])"));
  CHECK(abilities_of("<b>Open:</b> Reduce the Chi of your target Shugenja by 2.", CardType::Strategy) ==
        json::parse(R"([{"designator":"Open","targets":[{"controller":"you","keywords":["Shugenja"]}],
          "effects":[{"op":"chi","amount":-2}]}])"));
  CHECK(abilities_of("<b>Engage:</b> Discard a card to make a Fear effect with strength equal to the discarded card's "
                     "Focus Value.") ==
        json::parse(R"([{"designator":"Engage","costs":[{"discard":1}],
          "effects":[{"op":"fear","amount":{"focus_of_discarded":true}}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Discard a card to give a target enemy Personality a Chi penalty equal to the "
                     "card's Focus Value.") ==
        json::parse(R"([{"designator":"Battle","costs":[{"discard":1}],"targets":[{"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"chi","amount":{"focus_of_discarded":true,"times":-1}}]}])"));
  // No card discarded, an amount not read, or nothing after the cost: manual.
  for (const char* text : {"<b>Battle:</b> Fear with strength equal to the card's Focus Value.",
                           "<b>Battle:</b> Discard a card to make a Fear effect with strength equal to the card's Focus Value plus 1.",
                           "<b>Battle:</b> Reduce the Force of a target Follower by half.",
                           "<b>Battle:</b> Reduce the Force of a target Follower by 0.",
                           "<b>Battle:</b> Discard a card to ."}) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, CardType::Personality).compiled == 0);
  }
}

// "If this Personality is opposed, ..." starting the effects: the ability's
// "if" on the card itself (on a Spell, its caster); "him" is that card.
TEST_CASE("a condition on the card itself starting the effects") {
  CompiledText c = compile_rules_text("<b>Battle:</b> If Kenzo is opposed, give him +2F.", CardType::Personality,
                                      "Isawa Kenzo");
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle","if":{"card":"self","opposed":true},
    "effects":[{"op":"force","amount":2,"card":"self"}]}])"));
  CHECK(abilities_of("<b>Open, :bow::</b> If this Personality is a Thunder, straighten him.") ==
        json::parse(R"([{"designator":"Open","costs":[{"bow":"self"}],
          "if":{"card":"self","keywords":["Thunder"]},
          "effects":[{"op":"straighten","card":"self"}]}])"));
  // On a Spell "this Shugenja" is its caster, not the card: the condition is on this_personality.
  CHECK(abilities_of("<b>Open:</b> If this Shugenja is a Thunder, straighten him.", CardType::Spell) ==
        json::parse(R"([{"designator":"Open","if":{"card":"this_personality","keywords":["Thunder"]},
          "effects":[{"op":"straighten","card":"this_personality"}]}])"));
  for (const char* text : {"<b>Battle:</b> If this Personality is dueling, draw a card.",
                           "<b>Battle:</b> If this Personality is a Samurai Personality, draw a card.",
                           "<b>Battle:</b> If this Personality is opposed, "}) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, CardType::Personality).compiled == 0);
  }
}

// ":gstar:" pays the Recruited card's cost (CR20F "Recruit"); a dead
// Personality is read from the Dynasty discard pile; "you may Proclaim him"
// is a choice; the Proclaim discount is a player trait.
TEST_CASE("Recruiting a dead Personality, which you may Proclaim, and the Proclaim discount") {
  CHECK(abilities_of("<b>Limited, :gstar::</b> Recruit your target dead (not discarded) Samurai Personality; you may "
                     "Proclaim her. Draw a card.",
                     CardType::Holding) ==
        json::parse(R"([{"designator":"Limited","costs":[{"gold_of_recruit":true}],
          "targets":[{"controller":"you","keywords":["Samurai"],"type":["Personality"],"zone":"discard","dead":true}],
          "effects":[{"op":"choose","choices":[[{"op":"recruit","proclaim":true}],[{"op":"recruit"}]]},
                     {"op":"draw","amount":1}]}])"));
  CHECK(abilities_of("<b>Dynasty:</b> Recruit a target dead Ratling.", CardType::Stronghold) ==
        json::parse(R"([{"designator":"Dynasty","targets":[{"keywords":["Ratling"],"type":["Personality"],
          "zone":"discard","dead":true}],"effects":[{"op":"recruit"}]}])"));
  CHECK(compile_rules_text("Personalities you Proclaim enter play for three less Gold.", CardType::Stronghold)
            .json["traits"] == json::parse(R"([{"proclaim_discount":3}])"));
  // ":gstar:" without a Recruit, a Recruit not of the dead, a Holding, or
  // no discount: manual.
  for (const char* text : {"<b>Limited, :gstar::</b> Draw a card.",
                           "<b>Limited:</b> Recruit your target Samurai Personality.",
                           "<b>Limited:</b> Recruit your target dead Holding.",
                           "<b>Limited:</b> Recruit your target dead Samurai at home.",
                           "Personalities you Proclaim enter play for zero less Gold.",
                           "Personalities you Proclaim enter play for 0 less Gold."}) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, CardType::Stronghold).compiled == 0);
  }
}

// Discarding the Imperial Favor as a cost ("X to Y", or before a colon), and
// a Personality that refuses every kind of attachment.
TEST_CASE("discarding the Imperial Favor as a cost, and refusing all attachments") {
  CHECK(abilities_of("<b>Favor Political Open:</b> Discard the Imperial Favor to straighten a target Samurai.",
                     CardType::Stronghold) ==
        json::parse(R"([{"designator":"Open","keywords":["Favor","Political"],"costs":[{"discard_favor":true}],
          "targets":[{"keywords":["Samurai"]}],"effects":[{"op":"straighten"}]}])"));
  CHECK(abilities_of("<b>Limited:</b> Discard the Imperial Favor: Draw 3 cards.", CardType::Holding) ==
        json::parse(R"([{"designator":"Limited","costs":[{"discard_favor":true}],"effects":[{"op":"draw","amount":3}]}])"));
  CompiledText c = compile_rules_text("Cannot attach cards.", CardType::Personality);
  CHECK(c.json["traits"] == json::parse(R"([{"refuses_attach":{"type":["Follower","Item","Spell"]}}])"));
  for (const char* text : {"<b>Open:</b> Discard the Imperial Favor to .", "<b>Open:</b> Discard the Favor to draw a card.",
                           "Cannot attach cards or Rings."}) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, CardType::Personality).compiled == 0);
  }
}

TEST_CASE("an additional action after this one (CR20F \"Additional Action\")") {
  CHECK(abilities_of("<b>Open:</b> Gain 2 Honor. You may take an additional action.", CardType::Holding) ==
        json::parse(R"([{"designator":"Open","effects":[{"op":"gain_honor","amount":2},
          {"op":"additional_actions","amount":1}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Bow a target Ronin. Take an additional Battle action.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"keywords":["Ronin"]}],
          "effects":[{"op":"bow"},{"op":"additional_actions","amount":1}]}])"));
  // Not in a Battle action only: the round's actions may be Open ones.
  CHECK(compile_rules_text("<b>Battle/Open:</b> Bow a target Ronin. Take an additional Battle action.",
                           CardType::Holding)
            .compiled == 0);
  for (const char* text : {"<b>Open:</b> Gain 2 Honor. You may take two additional actions.",
                           "<b>Open:</b> Gain 2 Honor. You may take an additional Dynasty action later."}) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, CardType::Holding).compiled == 0);
  }
}

// A later sentence "If he is bowed (a Ninja, opposed...), <effects>": those
// effects only if the ability's one target then is so; "him" is that target.
TEST_CASE("a condition on the target for one sentence's effects") {
  CHECK(abilities_of("<b>Battle:</b> Bow a target enemy Personality. If he is a Ninja, destroy him.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"bow"},{"op":"destroy","if":{"card":"target","keywords":["Ninja"]}}]}])"));
  CHECK(abilities_of("<b>Open:</b> Straighten a target Samurai. If she is dishonorable, lose 3 Honor.", CardType::Holding) ==
        json::parse(R"([{"designator":"Open","targets":[{"keywords":["Samurai"]}],
          "effects":[{"op":"straighten"},{"op":"lose_honor","amount":3,"if":{"card":"target","dishonorable":true}}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Target a bowed Courtier. Move him home. Dishonor him.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"bowed":true,"keywords":["Courtier"]}],
          "effects":[{"op":"move_home"},{"op":"dishonor"}]}])"));
  CHECK(compile_rules_text("<b>Battle:</b> Move him home.", CardType::Personality).compiled == 0);
  CHECK(abilities_of("<b>Battle:</b> Target your Courtier. If he is unbowed, bow him.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"you","keywords":["Courtier"]}],
          "effects":[{"op":"bow","if":{"card":"target","bowed":false}}]}])"));
  // No target, two targets, an unknown state, or a new target: manual.
  for (const char* text : {"<b>Battle:</b> Gain 1 Honor. If he is bowed, draw a card.",
                           "<b>Battle:</b> Bow your target Scout. Bow a target enemy Follower. If it is bowed, destroy it.",
                           "<b>Battle:</b> Bow a target Personality. If he is dueling, destroy him.",
                           "<b>Battle:</b> Bow a target Personality. If he is a Ninja, bow a target Follower."}) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, CardType::Personality).compiled == 0);
  }
}

// "This Personality challenges a target ... Destroy the loser." (CR20F
// "Duel"): the duel with its loser's consequence; the winner's Honor only
// before it (the engine gives it first); sentences after it resolve once the
// duel has.
TEST_CASE("duels the card itself challenges") {
  CompiledText c = compile_rules_text("<b>Iaijutsu Battle:</b> Pelimo challenges a target dishonorable Personality. Dishonor "
                                      "the duel's loser.",
                                      CardType::Personality, "Agasha Pelimo");
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle","keywords":["Iaijutsu"],
    "targets":[{"dishonorable":true,"type":["Personality"]}],
    "effects":[{"op":"duel","card":"self","loser":"dishonor"}]}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(c.abilities[0].effects.at(0).op == Op::Duel);
  CHECK(abilities_of("<b>Battle:</b> This Personality challenges a target enemy Samurai to a duel of Force. The winner "
                     "gains 2 Honor. Bow the loser. Draw a card.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy","keywords":["Samurai"]}],
          "effects":[{"op":"duel","card":"self","stat":"force","winner_honor":2,"loser":"bow"},
                     {"op":"draw","amount":1}]}])"));
  CHECK(abilities_of("<b>Battle:</b> This Shugenja challenges a target enemy Courtier. Destroy the loser.",
                     CardType::Spell) ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy","keywords":["Courtier"]}],
          "effects":[{"op":"duel","card":"this_personality","loser":"destroy"}]}])"));
  // Nothing said of the loser, a target that challenges, or an effect
  // before the duel: manual (the winner's Honor after the loser's
  // consequence: tests/test_import_text_duel.cpp).
  for (const char* text : {"<b>Battle:</b> This Personality challenges a target enemy Ronin.",
                           "<b>Battle:</b> Your target Samurai challenges a target enemy Ronin. Bow the loser.",
                           "<b>Battle:</b> Draw a card. This Personality challenges a target enemy Ronin. Bow the loser."}) {
    INFO(std::string(text));
    CHECK(compile_rules_text(text, CardType::Personality).compiled == 0);
  }
}

TEST_CASE("taking the Imperial Favor") {
  CompiledText c = compile_rules_text("<b>Political Open:</b> Gain 3 Honor. Take the Imperial Favor.", CardType::Holding);
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Open","keywords":["Political"],
    "effects":[{"op":"gain_honor","amount":3},{"op":"take_favor"}]}])"));
  REQUIRE(c.abilities.size() == 1);
  CHECK(ability_text(c.abilities[0]).find("Favor") != std::string::npos);
  CHECK(compile_rules_text("<b>Open:</b> Take the Imperial Favor twice.", CardType::Holding).compiled == 0);
}

TEST_CASE(
    "the after-triggers: destroyed, straightens, bows, targeted, turn, Province, Lobby, with "
    "targets") {
  auto triggers_of = [](std::string_view text, CardType type) {
    CompiledText c = compile_rules_text(text, type);
    INFO(text);
    CHECK(c.manual.empty());
    return c.json.value("triggers", json::array());
  };
  CHECK(triggers_of("After this Follower is destroyed during a battle, gain 3 Honor.",
                    CardType::Follower) ==
        json::parse(R"([{"after":"destroyed","during_battle":true,
          "effects":[{"op":"gain_honor","amount":3}]}])"));
  CHECK(triggers_of("After this Personality is destroyed, draw a card.", CardType::Personality) ==
        json::parse(R"([{"after":"destroyed","effects":[{"op":"draw","amount":1}]}])"));
  // On a Personality, "this Shugenja" is the card itself; "him" too.
  CHECK(triggers_of("After this Shugenja straightens: Give him a -1C Rot token.",
                    CardType::Personality) ==
        json::parse(R"([{"after":"straightens","effects":[{"op":"give_tokens","card":"self",
          "token":{"name":"Rot","chi":-1}}]}])"));
  CHECK(
      triggers_of(
          "After the first time each turn another player's Battle action targets this Personality, "
          "that player loses 1 Honor.",
          CardType::Personality) ==
      json::parse(R"([{"after":"targeted","first_each_turn":true,"by":["Battle"],
          "effects":[{"op":"lose_honor","player":"cause_player","amount":1}]}])"));
  CHECK(triggers_of("After your turn begins, gain 1 Honor.", CardType::Holding) ==
        json::parse(R"([{"after":"turn_begins","effects":[{"op":"gain_honor","amount":1}]}])"));
  CHECK(triggers_of("After one of your Provinces is destroyed, draw a card.", CardType::Holding) ==
        json::parse(R"([{"after":"province_destroyed","effects":[{"op":"draw","amount":1}]}])"));
  CHECK(triggers_of("After this Personality Lobbies, gain 2 Honor.", CardType::Personality) ==
        json::parse(R"([{"after":"lobbies","effects":[{"op":"gain_honor","amount":2}]}])"));
  // A trigger that targets: it starts on its own and chooses like an ability.
  CHECK(
      triggers_of("After this Follower enters play, bow a target enemy Follower.",
                  CardType::Follower) ==
      json::parse(R"([{"after":"enters_play","targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"bow"}]}])"));
  // Attacks belong to actions; a Strategy has no lasting trigger.
  CHECK(!compile_rules_text("After this Personality is destroyed, Ranged 2 Attack.",
                            CardType::Personality)
             .manual.empty());
  CHECK(!compile_rules_text("After your turn begins, gain 1 Honor.", CardType::Strategy)
             .manual.empty());
}

TEST_CASE("delayed effects: before the battle resolves, after it ends, after the Attack Phase, before the turn ends") {
  CHECK(abilities_of("<b>Battle:</b> Target an enemy Follower. Before this battle resolves, bow him.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"bow","delay":"before_battle_resolves"}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Give your target Personality +3F. After the battle ends, move him home.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"you","type":["Personality"]}],
          "effects":[{"op":"force","amount":3},{"op":"move_home","delay":"after_battle_ends"}]}])"));
  CHECK(abilities_of("<b>Battle:</b> Straighten your target Personality. After this Attack Phase ends, "
                     "bow him.") ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"you","type":["Personality"]}],
          "effects":[{"op":"straighten"},{"op":"bow","delay":"after_attack_phase"}]}])"));
  CHECK(abilities_of("<b>Open:</b> Draw a card. Before the turn ends, lose 2 Honor.", CardType::Strategy) ==
        json::parse(R"([{"designator":"Open","effects":[{"op":"draw","amount":1},
          {"op":"lose_honor","amount":2,"delay":"before_turn_ends"}]}])"));
}

TEST_CASE("copying an ability of a target card") {
  CHECK(abilities_of("<b>Open, :bow::</b> This Personality copies an ability on a target Courtier that does not "
                     "itself copy abilities.") ==
        json::parse(R"([{"designator":"Open","costs":[{"bow":"self"}],"targets":[{"keywords":["Courtier"]}],
          "effects":[{"op":"copy_ability","card":"self"}]}])"));
  // On a Spell: the Shugenja it is attached to copies.
  CHECK(abilities_of("<b>Battle:</b> This Shugenja copies an ability from a target enemy Personality that does "
                     "not itself copy abilities (this turn).",
                     CardType::Spell) ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"copy_ability","card":"this_personality"}]}])"));
  CHECK(!compile_rules_text("<b>Open:</b> This Personality copies an ability on a target Courtier.",
                            CardType::Personality)
             .manual.empty());
}

TEST_CASE("an Interrupt that makes the action target its own target instead") {
  CHECK(abilities_of("<b>Interrupt:</b> Target your Samurai. The action targets him instead of another card, if "
                     "legal.") ==
        json::parse(R"([{"designator":"Interrupt","targets":[{"controller":"you","keywords":["Samurai"]}],
          "effects":[{"op":"redirect_target"}]}])"));
  CHECK(!compile_rules_text("<b>Battle:</b> Target your Samurai. The action targets him instead of another card, if "
                            "legal.",
                            CardType::Personality)
             .manual.empty());
}
