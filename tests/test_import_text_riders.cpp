// The rules text compiler's templates for what happens as a card moves, to a
// target's controller, on a refused challenge, searches of the Fate deck
// alone and Kata (game/cards/text_compile_effects.cpp). The texts are
// written for the tests in the printed templates' shape (other numbers and
// keywords); no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json compiled(std::string_view text, CardType type = CardType::Strategy,
              std::string_view title = {}) {
  CompiledText c = test::compile_whole(text, type, title);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json.value("abilities", json::array());
}

void stays_manual(std::string_view text, CardType type = CardType::Strategy) {
  INFO(text);
  CHECK(compile_rules_text(text, type).compiled == 0);
}
}  // namespace

TEST_CASE("effects as a card moves (CR20F: effects linked by \"as\")") {
  CHECK(compiled("<b>Battle:</b> Target your bowed defending Personality. Move a target enemy "
                 "Personality at any "
                 "location to the current battlefield. Bow him as he moves.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","bowed":true,"defending":true,"type":["Personality"]},
                     {"controller":"enemy","location":"anywhere","type":["Personality"]}],
          "effects":[{"op":"move_to_battlefield","card":"target2","as_moves":[{"op":"bow"}]}]}])"));
  CHECK(compiled("<b>Battle, :bow::</b> Move a target enemy non-Cavalry Personality home and "
                 "straighten his unit as "
                 "he moves.",
                 CardType::Personality) ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "targets":[{"controller":"enemy","not_keywords":["Cavalry"],"type":["Personality"]}],
          "effects":[{"op":"move_home","as_moves":[{"op":"straighten","unit":true}]}]}])"));
  CHECK(compiled("<b>Earth Battle:</b> Move this Personality home. Bow his unit as he moves.",
                 CardType::Personality) ==
        json::parse(R"([{"designator":"Battle","keywords":["Earth"],
          "effects":[{"op":"move_home","card":"self","as_moves":[{"op":"bow","unit":true}]}]}])"));
  CHECK(compiled("<b>Absent Battle:</b> If he would be opposed, move your target Personality at "
                 "home to the current "
                 "battlefield. If he is a Kensai, straighten him as he moves.") ==
        json::parse(R"([{"designator":"Battle","keywords":["Absent"],
          "if":{"card":"target","would_be_opposed":true},
          "targets":[{"controller":"you","location":"home","type":["Personality"]}],
          "effects":[{"op":"move_to_battlefield","as_moves":[
            {"op":"straighten","if":{"card":"target","keywords":["Kensai"]}}]}]}])"));
  CHECK(
      compiled("<b>Battle:</b> Move home a target attacking Personality and, as he moves, his "
               "controller loses 3 "
               "Honor.") ==
      json::parse(R"([{"designator":"Battle","targets":[{"attacking":true,"type":["Personality"]}],
          "effects":[{"op":"move_home","as_moves":[
            {"op":"lose_honor","amount":3,"player":"target_controller"}]}]}])"));
  // Without a move to join, or with words it does not know: manual.
  stays_manual("<b>Battle:</b> Bow a target Follower. Straighten him as he moves.");
  stays_manual("<b>Battle:</b> Move your target Personality home. Destroy him as he moves.");
  stays_manual(
      "<b>Battle:</b> Move your target Personality home. If he is tired, straighten him as he "
      "moves.");
}

TEST_CASE("the controller of the card targeted last") {
  CHECK(
      compiled("<b>Battle:</b> Bow a target enemy Follower. Its controller discards a card at "
               "random.") ==
      json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"bow"},{"op":"discard_random","amount":1,"player":"target_controller"}]}])"));
  CHECK(compiled("<b>Battle:</b> Bow your target unbowed Personality. Dishonor a target enemy "
                 "Personality. His "
                 "controller loses 2 Honor if your Personality is a Courtier.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","bowed":false,"type":["Personality"]},
                     {"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"bow"},{"op":"dishonor","card":"target2"},
                     {"op":"lose_honor","amount":2,"player":"target2_controller",
                      "if":{"card":"target","keywords":["Courtier"]}}]}])"));
  stays_manual("<b>Battle:</b> Draw a card. His controller loses 2 Honor.");
  stays_manual("<b>Battle:</b> A target player loses 1 Honor. His controller loses 2 Honor.");
}

TEST_CASE("a target of yours challenges another player's, who may refuse") {
  CHECK(compiled("<b>Iaijutsu Open:</b> Your target unbowed Crane Clan Personality challenges another "
                 "player's target Personality who may refuse. If he refuses, bow him and gain 3 Honor. Destroy "
                 "the duel's loser.") == json::parse(R"([{"designator":"Open","keywords":["Iaijutsu"],
          "targets":[{"controller":"you","bowed":false,"keywords":["Crane Clan"],"type":["Personality"]},
                     {"controller":"another_player","type":["Personality"]}],
          "effects":[{"op":"duel","card":"target","refusable":true,
                      "refused":[{"op":"bow","card":"target2"},{"op":"gain_honor","amount":3}],
                      "loser":"destroy"}]}])"));
  CHECK(compiled("<b>Battle:</b> This Personality challenges a target enemy Samurai. He may "
                 "refuse. If he does, move "
                 "him home. Bow the loser.",
                 CardType::Personality) ==
        json::parse(
            R"([{"designator":"Battle","targets":[{"controller":"enemy","keywords":["Samurai"]}],
          "effects":[{"op":"duel","card":"self","refusable":true,
                      "refused":[{"op":"move_home","card":"target"}],"loser":"bow"}]}])"));
  CompiledText c = compile_rules_text(
      "<b>Limited:</b> Your target Personality challenges a target enemy Shugenja. "
      "Dishonor the loser.",
      CardType::Strategy);
  REQUIRE(c.abilities.size() == 1);
  CHECK(ability_text(c.abilities[0]).find("challenges the second target") != std::string::npos);
  // A refusal nobody may make, consequences it does not know, or a
  // challenger that is no Personality: manual.
  stays_manual(
      "<b>Limited:</b> Your target Personality challenges a target enemy Shugenja. If he "
      "refuses, gain "
      "1 Honor. Destroy the loser.");
  stays_manual(
      "<b>Limited:</b> Your target Personality challenges a target enemy Shugenja who may "
      "refuse. If he "
      "refuses, take his Items. Destroy the loser.");
  stays_manual(
      "<b>Limited:</b> Your target Follower challenges a target enemy Personality. Destroy the "
      "loser.");
}

TEST_CASE("searching the Fate deck alone") {
  CHECK(compiled(
            "<b>Open:</b> Search your Fate deck for a Weapon, show it, and put it into your hand.",
            CardType::Holding) == json::parse(R"([{"designator":"Open",
          "effects":[{"op":"search","finds":{"keywords":["Weapon"],"zone":"fate_deck"}}]}])"));
  CHECK(compiled("<b>Limited:</b> Bow this Shugenja and destroy this Spell to search your Fate "
                 "deck for a card and "
                 "put it in your hand.",
                 CardType::Spell) ==
        json::parse(
            R"([{"designator":"Limited","costs":[{"bow":"this_personality"},{"destroy":"self"}],
          "effects":[{"op":"search","finds":{"zone":"fate_deck"}}]}])"));
  CHECK(compiled("<b>Open, :bow::</b> Search your Fate deck for a Spell. Show it. Put it into your "
                 "hand. Draw a card.",
                 CardType::Holding) ==
        json::parse(R"([{"designator":"Open","costs":[{"bow":"self"}],
          "effects":[{"op":"search","finds":{"type":["Spell"],"zone":"fate_deck"}},{"op":"draw","amount":1}]}])"));
  // A card that never reaches the hand, a designator as a keyword: manual.
  stays_manual("<b>Open:</b> Search your Fate deck for a Spell. Draw a card.", CardType::Holding);
  stays_manual("<b>Open:</b> Search your Fate deck for an Open Strategy and put it in your hand.",
               CardType::Holding);
}

TEST_CASE("a Kata puts itself into play and discards its player's other Kata") {
  CompiledText c = compile_rules_text(
      "<b>Open:</b> Put this Kata into play. Discard your other Kata in play.<br><b>Battle, "
      ":bow::</b> Move your "
      "target Personality home. Gain 1 Honor.",
      CardType::Strategy);
  CHECK(c.manual.empty());
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Open","effects":[{"op":"play_kata"}]},
    {"designator":"Battle","costs":[{"bow":"self"}],"targets":[{"controller":"you","type":["Personality"]}],
     "effects":[{"op":"move_home"},{"op":"gain_honor","amount":1}]}])"));
  // Half of it, or on a card that is no Strategy: manual.
  stays_manual("<b>Open:</b> Put this Kata into play.");
  stays_manual("<b>Open:</b> Discard your other Kata in play.");
  stays_manual("<b>Open:</b> Put this Kata into play. Discard your other Kata in play.",
               CardType::Holding);
}

TEST_CASE("a target's stat compared with the card's own") {
  CHECK(compiled("<b>Earth Limited:</b> Bow this Shugenja and destroy this Spell to destroy a target bowed Follower "
                 "with equal or lower Chi.",
                 CardType::Spell) ==
        json::parse(R"([{"designator":"Limited","keywords":["Earth"],
          "costs":[{"bow":"this_personality"},{"destroy":"self"}],
          "targets":[{"bowed":true,"type":["Follower"],"chi":{"at_most":{"chi":"this_personality"}}}],
          "effects":[{"op":"destroy"}]}])"));
  CHECK(compiled("<b>Battle, :bow::</b> Straighten a target Samurai with Force equal to or lower than this "
                 "Personality's.",
                 CardType::Personality) ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "targets":[{"keywords":["Samurai"],"force":{"at_most":{"force":"self"}}}],
          "effects":[{"op":"straighten"}]}])"));
  CHECK(compiled("<b>Battle, :bow::</b> Bow a target enemy Follower with Force less than or equal to Hoshi's Chi.",
                 CardType::Personality, "Togashi Hoshi") ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "targets":[{"controller":"enemy","type":["Follower"],"force":{"at_most":{"chi":"self"}}}],
          "effects":[{"op":"bow"}]}])"));
  // Another card's stat, or no card to compare with: manual.
  stays_manual("<b>Battle:</b> Bow a target Follower with Force equal to or lower than your Stronghold's.");
  stays_manual("<b>Battle:</b> Bow a target Follower with equal or lower Chi.");
}

TEST_CASE("an attack's target bowed after the attack; a stat reduced, the target named first") {
  CHECK(compiled("<b>Battle, :bow::</b> Melee 4 Attack. Bow the target if it is still in play.", CardType::Item) ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "effects":[{"op":"melee_attack","amount":4},{"op":"bow"}]}])"));
  CompiledText c = compile_rules_text("<b>Battle:</b> Fear 2. Bow the target if it is still in play.", CardType::Strategy);
  REQUIRE(c.abilities.size() == 1);
  REQUIRE(c.abilities[0].targets.size() == 1);  // the rulebook's attack target, bowed too
  CHECK(c.abilities[0].effects.at(1).subject == Ref::Target);
  CHECK(compiled("<b>Battle, :bow::</b> Reduce a target enemy Personality's Force by Hoshi's Chi.",
                 CardType::Personality, "Togashi Hoshi") ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "targets":[{"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"force","amount":{"chi":"self","times":-1}}]}])"));
  stays_manual("<b>Battle:</b> Bow the target if it is still in play.");
  stays_manual("<b>Battle:</b> Bow your target Samurai. Fear 2. Bow the target if it is still in play.");
}

TEST_CASE("an Interrupt negating the action's Melee or Ranged Attacks") {
  CHECK(compiled("<b>Interrupt:</b> Negate the action's Ranged or Melee Attacks.") ==
        json::parse(R"([{"designator":"Interrupt","effects":[{"op":"negate_attacks","attacks":["melee","ranged"]}]}])"));
  CHECK(compiled("<b>Interrupt, :bow::</b> Negate the action's Ranged Attacks. Draw a card.", CardType::Follower) ==
        json::parse(R"([{"designator":"Interrupt","costs":[{"bow":"self"}],
          "effects":[{"op":"negate_attacks","attacks":["ranged"]},{"op":"draw","amount":1}]}])"));
  stays_manual("<b>Battle:</b> Negate the action's Ranged Attacks.");
  stays_manual("<b>Interrupt:</b> Negate the action's Ranged Attacks on Followers.");
}

TEST_CASE("a Courtesy trigger (ADV20F \"Courtesy\")") {
  CompiledText c = compile_rules_text("Courtesy: After this Holding enters play, gain 3 Honor. (Courtesy traits are a "
                                      "reminder here.)",
                                      CardType::Holding);
  CHECK(c.manual.empty());
  CHECK(c.json["triggers"] ==
        json::parse(R"([{"after":"enters_play","effects":[{"op":"gain_honor","amount":3}],"courtesy":true}])"));
  REQUIRE(c.triggers.size() == 1);
  CHECK(c.triggers[0].courtesy);
  CHECK(trigger_text(c.triggers[0]).find("went first") != std::string::npos);
  // A trait that is no trigger the engine marks: manual.
  CHECK(compile_rules_text("Courtesy: This Personality has +2F.", CardType::Personality).compiled == 0);
  CHECK(compile_rules_text("Courtesy: <b>Open:</b> Gain 1 Honor.", CardType::Holding).compiled == 0);
}

TEST_CASE("targets with or without a Weapon or Armor attached") {
  CHECK(compiled("<b>Kiho Battle:</b> Target your unbowed Shugenja without a Weapon. Straighten a target enemy "
                 "Follower without an Armor.") ==
        json::parse(R"([{"designator":"Battle","keywords":["Kiho"],
          "targets":[{"controller":"you","bowed":false,"keywords":["Shugenja"],"no_attached_keywords":["Weapon"]},
                     {"controller":"enemy","type":["Follower"],"no_attached_keywords":["Armor"]}],
          "effects":[{"op":"straighten","card":"target2"}]}])"));
  CHECK(compiled("<b>Open:</b> Give a target Samurai with a Weapon +3F.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"keywords":["Samurai"],"attached_keywords":["Weapon"]}],
          "effects":[{"op":"force","amount":3}]}])"));
  stays_manual("<b>Open:</b> Give a target Samurai with a Fan +3F.");
}

TEST_CASE("each player, from you, may search his own Fate deck and discard pile") {
  CHECK(compiled("<b>Open:</b> Starting with you, each player may search his Fate deck and discard pile for a "
                 "Kiho, show it, and put it into his hand.",
                 CardType::Event) ==
        json::parse(R"([{"designator":"Open","effects":[{"op":"search","player":"each_player","may":true,
          "finds":{"keywords":["Kiho"],"zone":"fate_deck_or_discard"}}]}])"));
  stays_manual("<b>Open:</b> Starting with you, each player may search his Fate deck and discard pile for your "
               "Kiho, show it, and put it into his hand.",
               CardType::Event);
}
