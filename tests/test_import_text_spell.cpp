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

TEST_CASE("spell: a Fear's follow-up after it bows the target") {
  CHECK(spell_compiled("<b>Battle:</b> Fear 3. After this bows the target, give this "
                       "Personality +2F, or +3F if he is Crab.",
                       CardType::Personality) == json::parse(R"([{"designator":"Battle",
          "effects":[{"op":"fear","amount":3,"after_bows":[{"op":"force","card":"self",
            "amount":{"value":2,"bonus_when":[{"amount":1,"if":{"card":"self","keywords":["Crab"]}}]}}]}]}])"));
  // Not after a Fear: manual.
  spell_stays_manual("<b>Battle:</b> Bow a target Follower. After this bows the target, draw a card.",
                     CardType::Strategy);
  // A smaller bonus for the keyword: manual.
  spell_stays_manual("<b>Battle:</b> Give this Personality +3F, or +2F if he is Crab.",
                     CardType::Personality);
}

TEST_CASE("spell: a later sentence on the Shugenja's element") {
  CHECK(spell_compiled("<b>Battle:</b> Bow a target enemy Follower. If this Shugenja is :fire:, "
                       "give him a Force bonus equal to the target's Force.",
                       CardType::Spell) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"bow"},{"op":"force","card":"this_personality","amount":{"force":"target"},
                      "if":{"card":"this_personality","keywords":["Fire"]}}]}])"));
  // Not an element: manual.
  spell_stays_manual("<b>Battle:</b> Bow a target enemy Follower. If this Shugenja is Crab, "
                     "give him a Force bonus equal to the target's Force.",
                     CardType::Spell);
}

TEST_CASE("spell: battle resolution spares this unit") {
  CompiledText c = test::compile_whole(
      "Battle resolution will not destroy cards in this unit while attacking and, if this "
      "Shugenja is :air:, while defending.",
      CardType::Spell);
  CHECK(c.json.value("traits", json::array()) == json::parse(R"([{"spared_by_battle_resolution":true,
          "each":{"in_this_unit":true},"while":{"any":[{"card":"this_personality","attacking":true},
            {"card":"this_personality","defending":true,"keywords":["Air"]}]}}])"));
  CompiledText d = test::compile_whole(
      "Battle resolution will not destroy cards in this unit while defending.", CardType::Personality);
  CHECK(d.json.value("traits", json::array()) == json::parse(R"([{"spared_by_battle_resolution":true,
          "each":{"in_this_unit":true},"while":{"card":"self","defending":true}}])"));
  spell_stays_manual("Battle resolution will not destroy cards in this unit while bowed.", CardType::Spell);
}

TEST_CASE("spell: after you put a Ring into play") {
  CompiledText c = test::compile_whole("Once per turn, after you put a Ring into play, gain 1 Honor.",
                                       CardType::Personality);
  CHECK(c.json.value("triggers", json::array()) == json::parse(R"([{"after":"you_play_ring",
          "first_each_turn":true,"effects":[{"op":"gain_honor","amount":1}]}])"));
  spell_stays_manual("After you put a Ring into play from your hand, gain 1 Honor.", CardType::Personality);
}

TEST_CASE("spell: costs in a list, discarding the hand") {
  CHECK(spell_compiled("<b>Limited:</b> Bow this Shugenja, destroy this card, and discard your "
                       "hand (even if empty): Gain 2 Honor.",
                       CardType::Spell) == json::parse(R"([{"designator":"Limited",
          "costs":[{"bow":"this_personality"},{"destroy":"self"},{"discard_hand":true}],
          "effects":[{"op":"gain_honor","amount":2}]}])"));
  // Without "(even if empty)", or an unknown cost in the list: manual.
  spell_stays_manual("<b>Limited:</b> Bow this Shugenja, destroy this card, and discard your "
                     "hand: Gain 2 Honor.",
                     CardType::Spell);
  spell_stays_manual("<b>Limited:</b> Bow this Shugenja, destroy this card, and lose 2 Honor: "
                     "Draw a card.",
                     CardType::Spell);
}

TEST_CASE("spell: if this Personality has cast a Spell of an element this turn") {
  CHECK(spell_compiled("<b>Tireless Open:</b> If this Personality has cast a :fire: Spell this "
                       "turn, straighten him.",
                       CardType::Personality) == json::parse(R"([{"designator":"Open","keywords":["Tireless"],
          "if":{"card":"self","cast_this_turn":"Fire"},
          "effects":[{"op":"straighten","card":"self"}]}])"));
  spell_stays_manual("<b>Open:</b> If this Personality has cast a Kiho this turn, straighten him.",
                     CardType::Personality);
}

TEST_CASE("spell: a later sentence on the target's keyword and the Shugenja's element") {
  CHECK(spell_compiled("<b>Battle:</b> Bow a target enemy Follower. If the target is a Goblin "
                       "and this Shugenja is :earth:, draw a card.",
                       CardType::Spell) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"enemy","type":["Follower"]}],
          "effects":[{"op":"bow"},{"op":"draw","amount":1,"if":{"all":[
            {"card":"target","keywords":["Goblin"]},
            {"card":"this_personality","keywords":["Earth"]}]}}]}])"));
  // Not an element, or no target before: manual.
  spell_stays_manual("<b>Battle:</b> Bow a target enemy Follower. If the target is a Goblin "
                     "and this Shugenja is Crab, draw a card.",
                     CardType::Spell);
  spell_stays_manual("<b>Battle:</b> Draw a card. If the target is a Goblin "
                     "and this Shugenja is Air, draw a card.",
                     CardType::Spell);
}

TEST_CASE("spell: an attack equal to the higher of two amounts") {
  CHECK(spell_compiled("<b>Battle:</b> Discard a card to make a :melee: with strength equal to "
                       "its Focus Value or this Shugenja's Force, whichever is higher.",
                       CardType::Spell) == json::parse(R"([{"designator":"Battle",
          "costs":[{"discard":1}],
          "effects":[
            {"op":"melee_attack","amount":{"force":"this_personality"},
             "if":{"card":"this_personality","force":{"at_least":{"focus_of_discarded":true}}}},
            {"op":"melee_attack","amount":{"focus_of_discarded":true},
             "if":{"card":"this_personality","force":{"lower_than":{"focus_of_discarded":true}}}}]}])"));
  // Three amounts: manual.
  spell_stays_manual("<b>Battle:</b> Discard a card to make a :melee: with strength equal to "
                     "its Focus Value or this Shugenja's Force or Chi, whichever is higher.",
                     CardType::Spell);
}

TEST_CASE("spell: any number of your cards bowed for a stronger attack") {
  CHECK(spell_compiled("<b>Battle:</b> You may target and bow one or more of your Farms. "
                       ":melee: 1 with +3 strength for each Farm you bowed.",
                       CardType::Spell) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","keywords":["Farm"],"bowed":false,"optional":true,"count":99},
                     {"attack_target":true,"controller":"enemy","location":"current_battlefield"}],
          "effects":[{"op":"bow"},
                     {"op":"melee_attack","card":"target2",
                      "amount":{"targets_chosen":"target","times":3,"plus":1}}]}])"));
  // A Strategy is the card type (a Pearl one stays in play).
  CHECK(spell_compiled("<b>Battle:</b> You may target and bow one or more of your Pearl Strategies. "
                       ":ranged: 0 with +1 strength for each Pearl Strategy you bowed.",
                       CardType::Spell) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","keywords":["Pearl"],"type":["Strategy"],"bowed":false,
                      "optional":true,"count":99},
                     {"attack_target":true,"controller":"enemy","location":"current_battlefield"}],
          "effects":[{"op":"bow"},
                     {"op":"ranged_attack","card":"target2",
                      "amount":{"targets_chosen":"target","times":1,"plus":0}}]}])"));
  // The attack names other cards than those bowed: manual.
  spell_stays_manual("<b>Battle:</b> You may target and bow one or more of your Farms. "
                     ":melee: 1 with +3 strength for each Mine you bowed.",
                     CardType::Spell);
}

TEST_CASE("spell: a target of one type or of one keyword") {
  CHECK(spell_compiled("<b>Battle:</b> Give your target Item or Courtier +1F/+1C.", CardType::Spell) ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","any_of":[{"type":["Item"]},{"keywords":["Courtier"]}]}],
          "effects":[{"op":"force","amount":1},{"op":"chi","amount":1}]}])"));
  spell_stays_manual("<b>Battle:</b> Give your target Item or bowed Courtier +1F.", CardType::Spell);
  // Two types: the compiler's own type list.
  CHECK(spell_compiled("<b>Battle:</b> Give a target Item or Follower +2F.", CardType::Spell) ==
        json::parse(R"([{"designator":"Battle","targets":[{"type":["Item","Follower"]}],
          "effects":[{"op":"force","amount":2}]}])"));
}

TEST_CASE("spell: the Shugenja's bonus while he has an element and the Spell is bowed") {
  CompiledText c =
      test::compile_whole("This Shugenja has +1C while he is :fire: and this Spell is bowed.", CardType::Spell);
  CHECK(c.json.value("traits", json::array()) == json::parse(R"([{"stat":"chi","amount":1,
          "while":{"all":[{"card":"this_personality","keywords":["Fire"]},{"card":"self","bowed":true}]}}])"));
  CompiledText d = test::compile_whole("This Shugenja has +3F while they are Void.", CardType::Spell);
  CHECK(d.json.value("traits", json::array()) == json::parse(R"([{"stat":"force","amount":3,
          "while":{"card":"this_personality","keywords":["Void"]}}])"));
  CompiledText e = test::compile_whole("This Shugenja has +1C while he or she is Air.", CardType::Spell);
  CHECK(e.json.value("traits", json::array()) == json::parse(R"([{"stat":"chi","amount":1,
          "while":{"card":"this_personality","keywords":["Air"]}}])"));
  spell_stays_manual("This Shugenja has +1F while they are Crab.", CardType::Spell);
  spell_stays_manual("This Personality has +1F while he is Air and this Spell is bowed.",
                     CardType::Personality);
}

TEST_CASE("spell: bow one of two cards to straighten the other, or neither") {
  CHECK(spell_compiled("<b>Battle:</b> Target your Follower. You may bow it to straighten this "
                       "Personality or you may bow this Personality to straighten it.",
                       CardType::Personality) == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","type":["Follower"]}],
          "effects":[{"op":"choose","choices":[
            [{"op":"straighten","card":"self","if":{"card":"target","bowed":false}},
             {"op":"bow","card":"target"}],
            [{"op":"straighten","card":"target","if":{"card":"self","bowed":false}},
             {"op":"bow","card":"self"}],
            []]}]}])"));
  // The same card both ways: manual.
  spell_stays_manual("<b>Battle:</b> Target your Follower. You may bow it to straighten this "
                     "Personality or you may bow it to straighten this Personality.",
                     CardType::Personality);
}

TEST_CASE("keep: a target that may be any card when the action is a Battle one") {
  CHECK(spell_compiled("<b>Engage/Battle:</b> Target your Samurai Personality in a Cavalry unit, "
                       "or any Personality if this is a Battle, at any location. You may move him "
                       "home, or, if he would be opposed, you may move him to the current battlefield. "
                       "If the target is not yours, straighten his unit as he moves.",
                       CardType::Stronghold) == json::parse(R"([{"designator":["Engage","Battle"],
          "targets":[{"type":["Personality"],"location":"anywhere",
                      "any_of":[{"controller":"you","keywords":["Samurai"],"cavalry_unit":true},
                                {"battle_action":true}]}],
          "effects":[{"op":"choose","choices":[
            [{"op":"move_home","as_moves":[{"op":"straighten","unit":true,
                "if":{"card":"target","controller":"another_player"}}]}],
            [{"op":"move_to_battlefield","if":{"card":"target","would_be_opposed":true},
              "as_moves":[{"op":"straighten","unit":true,
                "if":{"card":"target","controller":"another_player"}}]}],
            []]}]}])"));
  // Two different card types: manual.
  spell_stays_manual("<b>Battle:</b> Target your Follower in a Cavalry unit, or any Personality "
                     "if this is a Battle, at any location. Bow it.",
                     CardType::Stronghold);
}

TEST_CASE("keep: a target at any battlefield, or anywhere with a higher stat; a move where opposed") {
  CHECK(spell_compiled("<b>Battle:</b> Target your Samurai Personality with 2 or higher Force at any "
                       "battlefield or, if he has 5 or higher Force, at any location. Move him to a "
                       "battlefield where he would be opposed.",
                       CardType::Sensei) == json::parse(R"([{"designator":"Battle",
          "targets":[{"type":["Personality"],"location":"anywhere","controller":"you","keywords":["Samurai"],
                      "any_of":[{"force":{"at_least":2},"location":"any_battlefield"},
                                {"force":{"at_least":5}}]}],
          "effects":[{"op":"move_to_location","destination":"opposed_battlefield"}]}])"));
  // No stat before "at any battlefield": manual.
  spell_stays_manual("<b>Battle:</b> Target your Personality at any battlefield or, if they have "
                     "4 or higher Chi, at any location. Bow them.",
                     CardType::Sensei);
}

TEST_CASE("keep: a minimum Chi with penalties; an action said to have a keyword") {
  CHECK(spell_compiled("<b>Repeatable Battle:</b> Give your target Samurai a minimum of 2 Chi and "
                       "-1F/-3C (this turn). This is a Kolat action.",
                       CardType::Stronghold) == json::parse(R"([{"designator":"Battle",
          "keywords":["Repeatable","Kolat"],
          "targets":[{"controller":"you","keywords":["Samurai"]}],
          "effects":[{"op":"chi_minimum","amount":2},{"op":"force","amount":-1},{"op":"chi","amount":-3}]}])"));
  // A designator is no keyword of the action: manual.
  spell_stays_manual("<b>Open:</b> Give your target Samurai a minimum of 2 Chi and -1F. "
                     "This is a Battle action.",
                     CardType::Stronghold);
  // A minimum of zero says nothing: manual.
  spell_stays_manual("<b>Open:</b> Give your target Samurai a minimum of 0 Chi and -1C.", CardType::Stronghold);
}
