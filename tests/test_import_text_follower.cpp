// The rules text compiler's Follower templates
// (game/cards/text_compile_follower.cpp). The texts are written for the
// tests in the templates' shape (other numbers, stats and keywords); no
// card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
void follower_stays_manual(std::string_view text, CardType type) {
  INFO(text);
  CHECK(compile_rules_text(text, type).compiled == 0);
}
}  // namespace

TEST_CASE("follower: a bonus to the Followers in this unit") {
  CompiledText c =
      test::compile_whole("Other Followers in this unit have +2F.", CardType::Follower);
  CHECK(c.json["traits"] == json::parse(R"([{"stat":"force","amount":2,
      "each":{"type":["Follower"],"in_this_unit":true,"not_self":true}}])"));
  for (const Trait& t : c.traits) CHECK(!trait_text(t).empty());
  c = test::compile_whole("All Goblin Followers in this unit have +1F/-1C.", CardType::Item);
  CHECK(c.json["traits"] == json::parse(R"([
      {"stat":"force","amount":1,"each":{"type":["Follower"],"keywords":["Goblin"],"in_this_unit":true}},
      {"stat":"chi","amount":-1,"each":{"type":["Follower"],"keywords":["Goblin"],"in_this_unit":true}}])"));
  // "Other" on an Item names no card of its own kind: left manual.
  follower_stays_manual("All other Followers in this unit have +3F.", CardType::Item);
  follower_stays_manual("All other Followers in this unit have +1PH.", CardType::Follower);
}

TEST_CASE("follower: a Force bonus from its Personality's printed Force") {
  CompiledText c = test::compile_whole(
      "This Follower has a Force bonus "
      "equal to its Personality's "
      "printed Force.",
      CardType::Follower);
  CHECK(c.json["traits"] == json::parse(R"([{"stat":"force","card":"self",
      "amount":{"printed_force":"this_personality"}}])"));
  for (const Trait& t : c.traits) CHECK(trait_text(t).find("printed Force") != std::string::npos);
  follower_stays_manual("This Follower has a Force bonus equal to its Personality's Force.",
                        CardType::Follower);
}

TEST_CASE("follower: the Followers of its former unit") {
  CompiledText c = test::compile_whole(
      "After this Follower is destroyed, give +2C to all Followers in its former unit.",
      CardType::Follower);
  CHECK(c.json["triggers"] == json::parse(R"([{"after":"destroyed","effects":[
      {"op":"chi","amount":2,"each":{"type":["Follower"],"in_former_unit":true}}]}])"));
  for (const Trigger& t : c.triggers)
    CHECK(trigger_text(t).find("former unit") != std::string::npos);
  follower_stays_manual("<b>Battle:</b> Give -1F to all Followers in its former unit.",
                        CardType::Strategy);
}

TEST_CASE("follower: a bonus to its Personality and his Followers while he is opposed") {
  CompiledText c = test::compile_whole(
      "While attacking, this Personality has +2F and his Followers have +1F/+1C.", CardType::Item);
  const json cond = {{"card", "this_personality"}, {"attacking", true}};
  const json each = {{"type", {"Follower"}}, {"in_this_unit", true}};
  CHECK(c.json["traits"] ==
        json::array({
            {{"stat", "force"}, {"amount", 2}, {"card", "this_personality"}, {"while", cond}},
            {{"stat", "force"}, {"amount", 1}, {"each", each}, {"while", cond}},
            {{"stat", "chi"}, {"amount", 1}, {"each", each}, {"while", cond}},
        }));
  for (const Trait& t : c.traits) CHECK(!trait_text(t).empty());
  follower_stays_manual("While bowed, this Personality has +1PH and his Followers have +1F.",
                        CardType::Item);
}

TEST_CASE("follower: the unit moves to the battle if it would be opposed there") {
  CompiledText c = test::compile_whole(
      "<b>Home Battle:</b> Move this unit "
      "to the current battlefield "
      "if it would be opposed there.",
      CardType::Follower);
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle","keywords":["Home"],
      "effects":[{"op":"move_to_battlefield","card":"this_personality",
                  "if":{"card":"this_personality","would_be_opposed":true}}]}])"));
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  follower_stays_manual(
      "<b>Home Battle:</b> Move this unit to the current battlefield if it is bowed.",
      CardType::Follower);
}

TEST_CASE("follower: a discard cost after the condition that starts the effects") {
  CompiledText c = test::compile_whole(
      "<b>Home Battle:</b> If this Personality would be opposed, discard a card to move her to the "
      "current battlefield.",
      CardType::Item);
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle","keywords":["Home"],
      "costs":[{"discard":1}],"if":{"card":"this_personality","would_be_opposed":true},
      "effects":[{"op":"move_to_battlefield","card":"this_personality"}]}])"));
  follower_stays_manual(
      "<b>Home Battle:</b> If this Personality would be opposed, discard a card to bow him.",
      CardType::Item);
}

TEST_CASE("follower: a bonus while actions on your Kihos and Spells resolve") {
  CompiledText c = test::compile_whole(
      "This Personality, if she is a Monk, has +2C/+1F "
      "while actions on your Kihos "
      "and Spells are resolving.",
      CardType::Item);
  const json cond = {{"card", "this_personality"}, {"keywords", {"Monk"}}, {"own_kiho_or_spell_resolving", true}};
  CHECK(c.json["traits"] == json::array({
                                {{"stat", "chi"}, {"amount", 2}, {"card", "this_personality"}, {"while", cond}},
                                {{"stat", "force"}, {"amount", 1}, {"card", "this_personality"}, {"while", cond}},
                            }));
  for (const Trait& t : c.traits) CHECK(trait_text(t).find("Kiho or Spell is resolving") != std::string::npos);
  follower_stays_manual("This Personality, if she is a Monk, has +2C while actions on your Kihos are resolving.",
                        CardType::Item);
}

TEST_CASE("follower: after it enters play from your hand, a draw when this turn ends") {
  CompiledText c = test::compile_whole(
      "After this Item enters play from your hand, "
      "you may draw two cards when this turn ends.",
      CardType::Item);
  CHECK(c.json["triggers"] == json::parse(R"([{"after":"enters_play","from_hand":true,"effects":[
      {"op":"choose","choices":[[{"op":"draw","amount":2}],[]],"delay":"at_turn_end"}]}])"));
  for (const Trigger& t : c.triggers) {
    CHECK(trigger_text(t).find("out of your hand") != std::string::npos);
    CHECK(trigger_text(t).find("end of this turn") != std::string::npos);
  }
  c = test::compile_whole(
      "After this Follower enters play from your hand, "
      "draw an additional card when this turn ends.",
      CardType::Follower);
  CHECK(c.json["triggers"] == json::parse(R"([{"after":"enters_play","from_hand":true,"effects":[
      {"op":"draw","amount":1,"delay":"at_turn_end"}]}])"));
  // A Personality never enters play from a hand; a count that is no number.
  follower_stays_manual("After this Personality enters play from your hand, draw a card when this turn ends.",
                        CardType::Personality);
  follower_stays_manual("After this Follower enters play from your hand, you may draw some cards when this turn ends.",
                        CardType::Follower);
}

TEST_CASE("follower: an Item's own bonus while it is bowed") {
  CompiledText c = test::compile_whole("This Item has -2F/+1C while it is unbowed.", CardType::Item);
  const json cond = {{"card", "self"}, {"bowed", false}};
  CHECK(c.json["traits"] ==
        json::array({
            {{"stat", "force"}, {"amount", -2}, {"card", "self"}, {"while", cond}},
            {{"stat", "chi"}, {"amount", 1}, {"card", "self"}, {"while", cond}},
        }));
  for (const Trait& t : c.traits) CHECK(!trait_text(t).empty());
  follower_stays_manual("This Item has +1PH while it is bowed.", CardType::Item);
  follower_stays_manual("This Follower has -3F while it is bowed.", CardType::Follower);
  follower_stays_manual("This Item has -3F while it is attacking.", CardType::Item);
}

TEST_CASE("follower: a Holding of a player with many Holdings; removed from the game") {
  CompiledText c = test::compile_whole(
      "<b>Limited:</b> Destroy a target Holding "
      "controlled by a player with "
      "three or more Holdings in play. Gain 1 Honor. "
      "Remove this Item from the game.",
      CardType::Item);
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Limited",
      "targets":[{"type":["Holding"],"controller_holdings":{"at_least":3}}],
      "effects":[{"op":"destroy"},{"op":"gain_honor","amount":1},{"op":"remove_from_game","card":"self"}]}])"));
  for (const Ability& a : c.abilities) {
    CHECK(ability_text(a).find("3 or more Holdings") != std::string::npos);
    CHECK(ability_text(a).find("from the game") != std::string::npos);
  }
  follower_stays_manual("<b>Limited:</b> Remove this Personality from the game.", CardType::Strategy);
  follower_stays_manual("<b>Limited:</b> Destroy a target Holding controlled by a player with many Holdings in play.",
                        CardType::Item);
}

TEST_CASE("follower: a search of the discard pile, then the Fate deck") {
  CompiledText c = test::compile_whole(
      "<b>Open:</b> Search your discard pile, then Fate deck, "
      "for a non-attachment, Unique Ring, "
      "show it, and put it into your hand.",
      CardType::Holding);
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Open","effects":[
      {"op":"search","finds":{"type":["Ring"],"unique":true,"zone":"fate_deck_or_discard"}}]}])"));
  c = test::compile_whole(
      "<b>Limited:</b> Search your discard pile, then deck, for a Kiho. "
      "Show it. Put it in your hand.",
      CardType::Sensei);
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Limited","effects":[
      {"op":"search","finds":{"keywords":["Kiho"],"zone":"fate_deck_or_discard"}}]}])"));
  for (const Ability& a : c.abilities) CHECK(ability_text(a).find("discard pile") != std::string::npos);
  // "Non-attachment" says something only of a Ring here; Dynasty cards are
  // in no Fate pile; the card must reach the hand.
  follower_stays_manual("<b>Open:</b> Search your discard pile, then deck, for a non-attachment, Unique Item, "
                        "show it, and put it into your hand.",
                        CardType::Sensei);
  follower_stays_manual("<b>Open:</b> Search your discard pile, then deck, for a Holding, "
                        "show it, and put it into your hand.",
                        CardType::Sensei);
  follower_stays_manual("<b>Open:</b> Search your discard pile, then deck, for a Kiho. Show it.", CardType::Sensei);
}

TEST_CASE("follower: a search for another copy of the card") {
  CompiledText c = test::compile_whole(
      "After this Item enters play, search your discard pile, "
      "then deck, for another Lucky Fan. "
      "Show it. Put it into your hand.",
      CardType::Item, "Lucky Fan");
  CHECK(c.json["triggers"] == json::parse(R"([{"after":"enters_play","effects":[
      {"op":"search","finds":"lucky-fan","zone":"fate_deck_or_discard"}]}])"));
  // Another card's title is no copy of this one.
  INFO("another title");
  CHECK(compile_rules_text("After this Item enters play, search your discard pile, then deck, for another Lucky Fan. "
                           "Show it. Put it into your hand.",
                           CardType::Item, "Unlucky Fan")
            .compiled == 0);
}

TEST_CASE("follower: bow your Follower or Weapon, an attack as strong as it") {
  CompiledText c = test::compile_whole(
      "<b>Battle:</b> Bow your target unbowed Follower or Armor. "
      "Ranged Attack with strength "
      "equal to its Force.",
      CardType::Sensei);
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Battle",
      "targets":[{"controller":"you","bowed":false,"any_of":[{"type":["Follower"]},{"type":["Item"],"keywords":["Armor"]}]},
                 {"attack_target":true,"controller":"enemy","location":"current_battlefield"}],
      "effects":[{"op":"bow"},{"op":"ranged_attack","amount":{"force":"target"},"card":"target2"}]}])"));
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  follower_stays_manual("<b>Battle:</b> Bow your target unbowed Follower or Kiho. Melee 2 Attack.", CardType::Sensei);
}

TEST_CASE("follower: an Item's modifier set by its text") {
  CompiledText c = test::compile_whole("This Item's Chi modifier equals this Personality's Force.", CardType::Item);
  CHECK(c.json["traits"] ==
        json::parse(R"([{"stat":"chi","card":"self","amount":{"force":"this_personality"}}])"));
  for (const Trait& t : c.traits) CHECK(!trait_text(t).empty());
  follower_stays_manual("This Item's Chi modifier equals this Personality's Force.", CardType::Follower);
  follower_stays_manual("This Item's Honor modifier equals this Personality's Force.", CardType::Item);
}

TEST_CASE("follower: an attack only if its card is a legal target") {
  CompiledText c = test::compile_whole(
      "May only attach to a Courtier.<br><b>Battle:</b> Give a target enemy Follower -2F. "
      "You may then make a Melee 1 Attack "
      "against that card if it is a legal target.",
      CardType::Item);
  CHECK(c.json["attach_to"] == json::parse(R"({"keywords":["Courtier"]})"));
  CHECK(c.json["abilities"][0]["effects"][1] == json::parse(R"({"op":"choose","choices":[
      [{"op":"melee_attack","amount":1,"if":{"card":"target","attack_target":true}}],[]]})"));
  REQUIRE(c.abilities.size() == 1);
  // The target is not limited to legal targets of the attack.
  CHECK(c.abilities[0].targets[0].filter.attack_kinds == 0);
  CHECK(c.abilities[0].effects[1].choices[0][0].condition->filter.attack_kinds == kMeleeAttack);
  // The attack's own condition comes first in the text, the choice after it.
  CHECK(ability_text(c.abilities[0]).ends_with(
      "If the target is a Follower or Personality without Followers, you may make a Melee 1 Attack."));
  follower_stays_manual("<b>Battle:</b> Gain 1 Honor. You may then make a Melee 1 Attack "
                        "against that card if it is a legal target.",
                        CardType::Item);
}

TEST_CASE("deck: looking at the top cards of the Fate deck and placing them") {
  CompiledText c = test::compile_whole(
      "<b>Limited:</b> Look at the top five cards "
      "of your Fate deck. "
      "Put them back in any order.",
      CardType::Holding);
  CHECK(c.json["abilities"][0]["effects"] ==
        json::parse(R"([{"op":"look_at_top","amount":5,"any_order":true}])"));
  c = test::compile_whole(
      "<b>Open:</b> Look at the top 4 cards "
      "of your Fate deck. "
      "Place zero to three of them "
      "on the bottom of your Fate deck.",
      CardType::Holding);
  CHECK(c.json["abilities"][0]["effects"] ==
        json::parse(R"([{"op":"look_at_top","amount":4,"min_cards":0,"max_cards":3}])"));
  c = test::compile_whole(
      "<b>Open:</b> Look at the top two cards "
      "of your Fate deck. "
      "Put zero or more of them "
      "at the bottom of your deck. "
      "Put the remaining cards "
      "back in any order.",
      CardType::Strategy);
  CHECK(c.json["abilities"][0]["effects"] ==
        json::parse(R"([{"op":"look_at_top","amount":2,"min_cards":0,"max_cards":99,"any_order":true}])"));
  c = test::compile_whole(
      "<b>Open:</b> Target your performing unbowed Samurai to "
      "look at the top six cards of your Fate deck. "
      "Put one of them into your hand "
      "and put the other five on the bottom "
      "of your deck in any order.",
      CardType::Strategy);
  CHECK(c.json["abilities"][0]["effects"].back() ==
        json::parse(R"({"op":"look_at_top","amount":6,"to_hand":1,"min_cards":5,"max_cards":5})"));
  c = test::compile_whole(
      "<b>Open:</b> Bow your target unbowed Shugenja. "
      "Look at a number of cards on the top "
      "of your Fate deck equal to his Force. "
      "You may put one "
      "at the bottom of your deck. "
      "Put the rest back in any order.",
      CardType::Strategy);
  CHECK(c.json["abilities"][0]["effects"].back() == json::parse(R"({"op":"look_at_top",
      "amount":{"force":"target"},"min_cards":0,"max_cards":1,"any_order":true})"));
  for (const Ability& a : c.abilities) CHECK(ability_text(a).find("Fate deck's top as") != std::string::npos);
  // "The other N" must be every card but the one; a rest without a bottom
  // step, or a look with nothing after it that places cards twice: manual.
  follower_stays_manual("<b>Open:</b> Look at the top six cards of your Fate deck. "
                        "Put one of them into your hand and put the other two on the "
                        "bottom of your deck in any order.",
                        CardType::Strategy);
  follower_stays_manual("<b>Open:</b> Look at the top six cards of your Fate deck. "
                        "Put the rest back in any order.",
                        CardType::Strategy);
  follower_stays_manual("<b>Open:</b> Look at the top six cards of your Fate deck. "
                        "Put them back in any order. Put them back in any order.",
                        CardType::Strategy);
}

TEST_CASE("deck: showing the top card, drawn if its Focus Value is low") {
  CompiledText c = test::compile_whole(
      "<b>Open:</b> Target your unbowed Samurai. Show the top card of your Fate deck. "
      "If its Focus Value is lower than your target's Force, draw it. "
      "Otherwise, put it on the bottom of your Fate deck.",
      CardType::Holding);
  CHECK(c.json["abilities"][0]["effects"] ==
        json::parse(R"([{"op":"show_top","amount":{"force":"target"}}])"));
  for (const Ability& a : c.abilities) CHECK(ability_text(a).find("Focus Value is lower than") != std::string::npos);
  // Where the card goes otherwise left unsaid: manual.
  follower_stays_manual("<b>Open:</b> Target your unbowed Samurai. Show the top card of your Fate deck. "
                        "If its Focus Value is lower than your target's Force, draw it.",
                        CardType::Holding);
}

TEST_CASE("deck: a search whose card goes to the discard pile") {
  CompiledText c = test::compile_whole(
      "<b>Open:</b> Search your Fate deck for a Goblin Follower "
      "and put it into your discard pile.",
      CardType::Holding);
  CHECK(c.json["abilities"][0]["effects"] == json::parse(R"([{"op":"search",
      "finds":{"type":["Follower"],"keywords":["Goblin"],"zone":"fate_deck"},"to_discard":true}])"));
  for (const Ability& a : c.abilities) CHECK(ability_text(a).find("discard pile") != std::string::npos);
  follower_stays_manual("<b>Open:</b> Search your Fate deck for a Goblin Holding "
                        "and put it into your discard pile.",
                        CardType::Holding);
}

TEST_CASE("deck: banishing cards of the discard pile, and counting them") {
  CompiledText c = test::compile_whole(
      "<b>Battle:</b> Banish two to four Fate cards in your discard pile. "
      "Give this Follower a Force bonus "
      "equal to the number banished.",
      CardType::Follower);
  CHECK(c.json["abilities"][0]["effects"] == json::parse(R"([
      {"op":"banish_from_discard","min_cards":2,"max_cards":4},
      {"op":"force","card":"self","amount":{"banished":true}}])"));
  for (const Ability& a : c.abilities) CHECK(ability_text(a).find("banished") != std::string::npos);
  follower_stays_manual("<b>Battle:</b> Give this Follower a Force bonus "
                        "equal to the number banished.",
                        CardType::Follower);
}

TEST_CASE("deck: an Invest's effects for a player of one clan") {
  CompiledText c = test::compile_whole(
      "Invest :g2:: If you are a Crane Clan player, gain 2 Honor "
      "(as the last effect).<br><b>Open:</b> Draw a card.",
      CardType::Strategy);
  CHECK(c.json["triggers"] == json::parse(R"([{"invest":2,"effects":[{"op":"gain_honor","amount":2,
      "if":{"card":"your_stronghold","keywords":["Crane Clan"]}}]}])"));
  follower_stays_manual("Invest :g2:: If you are a Pirate Clan player, gain 2 Honor.", CardType::Strategy);
}

TEST_CASE("deck: a Holding's Interrupt after you Recruit it") {
  CompiledText c = test::compile_whole(
      "<b>Interrupt:</b> After you Recruit this Holding, look at the top four cards "
      "of your Fate deck. Put them back in any order.",
      CardType::Holding);
  CHECK(c.json["abilities"] == json::parse(R"([{"designator":"Interrupt","interrupts_own_entry":true,
      "effects":[{"op":"look_at_top","amount":4,"after_it_resolves":true,"any_order":true}]}])"));
  c = test::compile_whole("<b>Interrupt:</b> After you Recruit this Holding, gain 2 Honor. Draw a card.",
                          CardType::Holding);
  CHECK(c.json["abilities"][0]["effects"] == json::parse(R"([{"op":"gain_honor","amount":2,"after_it_resolves":true},
      {"op":"draw","amount":1,"after_it_resolves":true}])"));
  // Not a Holding: manual here.
  follower_stays_manual("<b>Interrupt:</b> After you Recruit this Holding, gain 2 Honor.", CardType::Item);
}
