// The rules text compiler's templates about duels' aftermath and
// Interrupts (game/cards/text_compile_duel.cpp). The texts are written for
// the tests in the printed templates' shape (other numbers, keywords and
// names); no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json abilities(std::string_view text, CardType type = CardType::Strategy,
               std::string_view title = {}) {
  CompiledText c = test::compile_whole(text, type, title);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json.value("abilities", json::array());
}
void stays_manual(std::string_view text, CardType type = CardType::Strategy,
                  std::string_view title = {}) {
  INFO(text);
  CHECK(compile_rules_text(text, type, title).compiled == 0);
}
}  // namespace

TEST_CASE("an Interrupt to the action that brings this Personality into play") {
  CHECK(abilities("<b>Interrupt:</b> After Test Envoy enters play, a target player loses 2 Honor.",
                  CardType::Personality, "Test Envoy") ==
        json::parse(
            R"([{"designator":"Interrupt","interrupts_own_entry":true,"targets":[{"player":true}],
          "effects":[{"op":"lose_honor","amount":2,"player":"target_player","after_it_resolves":true}]}])"));
  // Not on a card whose entry is no Recruit from a Province.
  stays_manual("<b>Interrupt:</b> After this Spell enters play, draw a card.", CardType::Spell);
}

TEST_CASE("an Interrupt to its player's own action with a keyword") {
  CHECK(abilities("<b>Interrupt:</b> If the action is yours and Kiho, straighten Test Envoy after "
                  "it resolves.",
                  CardType::Personality, "Test Envoy") ==
        json::parse(R"([{"designator":"Interrupt","if":"your_action","interrupts_keyword":"Kiho",
          "effects":[{"op":"straighten","card":"self","after_it_resolves":true}]}])"));
  stays_manual("<b>Interrupt:</b> If the action is yours and Fancy, draw a card.");
}

TEST_CASE("if he won a duel this turn") {
  CHECK(
      abilities("<b>Battle:</b> Bow a target enemy Follower. Straighten Test Envoy if he won a "
                "duel this turn.",
                CardType::Personality, "Test Envoy") ==
      json::parse(R"([{"designator":"Battle","targets":[{"type":["Follower"],"controller":"enemy"}],
          "effects":[{"op":"bow"},{"op":"straighten","card":"self","if":{"card":"self","won_duel_this_turn":true}}]}])"));
  CHECK(abilities(
            "<b>Engage:</b> Target your bowed Crab Personality and bow her unless she has won a "
            "duel this "
            "turn. Dishonor a target enemy Personality with higher Force than your Personality.") ==
        json::parse(R"([{"designator":"Engage",
          "targets":[{"type":["Personality"],"controller":"you","bowed":true,"keywords":["Crab"]},
                     {"type":["Personality"],"controller":"enemy","force":{"higher_than":{"force":"target"}}}],
          "effects":[{"op":"bow","card":"target","if":{"card":"target","won_duel_this_turn":false}},
                     {"op":"dishonor","card":"target2"}]}])"));
  stays_manual("<b>Open:</b> Gain 2 Honor if he won a duel this turn.", CardType::Personality,
               "Test Envoy");
}

TEST_CASE("a move that will not be negated") {
  CHECK(abilities("<b>Battle:</b> Straighten your target Scout. Bow a target enemy Personality. "
                  "Move him home. "
                  "This movement will not be negated.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","keywords":["Scout"]},{"type":["Personality"],"controller":"enemy"}],
          "effects":[{"op":"straighten"},{"op":"bow","card":"target2"},
                     {"op":"move_home","card":"target2","unpreventable":true}]}])"));
  CHECK(abilities("<b>Engage:</b> Move home your target Courtier Personality and a target enemy "
                  "Personality; these "
                  "movements will not be negated. Bow them.") ==
        json::parse(R"([{"designator":"Engage",
          "targets":[{"type":["Personality"],"controller":"you","keywords":["Courtier"]},
                     {"type":["Personality"],"controller":"enemy"}],
          "effects":[{"op":"move_home","card":"target","unpreventable":true},
                     {"op":"move_home","card":"target2","unpreventable":true},
                     {"op":"bow","card":"target"},{"op":"bow","card":"target2"}]}])"));
  stays_manual("<b>Battle:</b> Bow a target enemy Personality. This movement will not be negated.");
}

TEST_CASE("bow your card to negate the action's attacks") {
  CHECK(
      abilities("<b>Interrupt:</b> Bow your target unbowed Armor to negate the action's Ranged "
                "Attacks.") ==
      json::parse(
          R"([{"designator":"Interrupt","targets":[{"controller":"you","bowed":false,"keywords":["Armor"]}],
          "effects":[{"op":"bow","card":"target"},
                     {"op":"negate_attacks","attacks":["ranged"],"if":{"card":"target","bowed":true}}]}])"));
}

TEST_CASE("an Interrupt negates the action's movement of one card") {
  CHECK(abilities("<b>Interrupt:</b> Negate Test Envoy's movement from the action.",
                  CardType::Personality, "Test Envoy") ==
        json::parse(
            R"([{"designator":"Interrupt","effects":[{"op":"negate_move","card":"self"}]}])"));
  CHECK(abilities(
            "<b>Interrupt:</b> Negate your target Scout's movement from the action's effects.") ==
        json::parse(
            R"([{"designator":"Interrupt","targets":[{"controller":"you","keywords":["Scout"]}],
          "effects":[{"op":"negate_move","card":"target"}]}])"));
  stays_manual("<b>Battle:</b> Negate Test Envoy's movement from the action.",
               CardType::Personality, "Test Envoy");
}

TEST_CASE("a card of one kind from the discard pile into the hand") {
  CHECK(abilities("<b>Open:</b> Put a Tactic Follower from your discard pile into your hand.") ==
        json::parse(R"([{"designator":"Open","effects":[{"op":"from_discard_to_hand",
          "finds":{"type":["Follower"],"keywords":["Tactic"],"zone":"discard"}}]}])"));
  // A Dynasty card, or one with more conditions than its kind: manual.
  stays_manual("<b>Open:</b> Put a Personality in your discard pile into your hand.");
  stays_manual("<b>Open:</b> Put a bowed Tactic Follower from your discard pile into your hand.");
  // A designator names no keyword.
  stays_manual("<b>Open:</b> Put an Engage Strategy from your discard pile into your hand.");
}

TEST_CASE("an effect if your Personality won the duel by N or more") {
  CHECK(abilities("<b>Iaijutsu Open:</b> Your target unbowed Personality challenges a target enemy "
                  "Personality. Dishonor the loser. If your Personality is a Kensai and you won "
                  "the duel by four or more, draw a card.") ==
        json::parse(R"([{"designator":"Open","keywords":["Iaijutsu"],
          "targets":[{"type":["Personality"],"controller":"you","bowed":false},
                     {"type":["Personality"],"controller":"enemy"}],
          "effects":[{"op":"duel","card":"target","loser":"dishonor"},
                     {"op":"draw","amount":1,"if":{"card":"target","keywords":["Kensai"],"won_duel_by":{"at_least":4}}}]}])"));
  CHECK(abilities("<b>Battle:</b> Your target Samurai Personality challenges a target enemy "
                  "Personality. Bow the loser. If you won the duel by 2 or more, gain 3 Honor.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"type":["Personality"],"controller":"you","keywords":["Samurai"]},
                     {"type":["Personality"],"controller":"enemy"}],
          "effects":[{"op":"duel","card":"target","loser":"bow"},
                     {"op":"gain_honor","amount":3,"if":{"card":"target","won_duel_by":{"at_least":2}}}]}])"));
  // Not a duel of your Personality against an enemy's: manual.
  stays_manual("<b>Battle:</b> Your target Personality challenges a target Personality. Bow the "
               "loser. If you won the duel by 2 or more, gain 3 Honor.");
  stays_manual("<b>Battle:</b> If you won the duel by 2 or more, gain 3 Honor.");
}

TEST_CASE("permanently remove all abilities from the duel's loser") {
  CHECK(abilities("<b>Open:</b> Your target bowed Personality challenges a target Personality. "
                  "Bow and permanently remove all abilities from the loser. The winner gains 2 "
                  "Honor.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"type":["Personality"],"controller":"you","bowed":true},{"type":["Personality"]}],
          "effects":[{"op":"duel","card":"target","loser":"bow"},
                     {"op":"abilities_unusable","card":"duel_loser","until":"permanent"},
                     {"op":"gain_honor","amount":2,"player":"duel_winner_controller"}]}])"));
  // The winner's Honor after the loser's consequence: in that order.
  CHECK(abilities("<b>Battle:</b> This Personality challenges a target enemy Ronin. Bow the "
                  "loser. The winner gains 3 Honor.",
                  CardType::Personality) ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"enemy","keywords":["Ronin"]}],
          "effects":[{"op":"duel","card":"self","loser":"bow"},
                     {"op":"gain_honor","amount":3,"player":"duel_winner_controller"}]}])"));
}

TEST_CASE("negate a keyword action of a player with less Force at home") {
  CHECK(abilities("<b>Kiho Interrupt:</b> Negate the action if it is Kiho and taken by a player "
                  "whose total Force of all units at home is now less than your total Force of "
                  "all units at home.") ==
        json::parse(R"([{"designator":"Interrupt","keywords":["Kiho"],"interrupts_keyword":"Kiho",
          "effects":[{"op":"negate_action","if":{"player":"interrupted_player",
                      "home_force":{"lower_than":{"home_force":"you"}}}}]}])"));
  stays_manual("<b>Interrupt:</b> Negate the action if it is Fancy and taken by a player whose "
               "total Force of all units at home is now less than your total Force of all units "
               "at home.");
}

TEST_CASE("a card cannot straighten while your other card remains unbowed") {
  CHECK(abilities("<b>Open:</b> Target your unbowed Courtier and target a Follower. While your "
                  "Courtier remains unbowed and in play, negate the Follower's straightening.") ==
        json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","bowed":false,"keywords":["Courtier"]},{"type":["Follower"]}],
          "effects":[{"op":"cannot_straighten","card":"target2","while_unbowed":"target"}]}])"));
  stays_manual("<b>Open:</b> Target your unbowed Courtier and target a Follower. While your "
               "Shugenja remains unbowed and in play, negate the Follower's straightening.");
}

TEST_CASE("the duel's winner takes an additional action") {
  CHECK(abilities("<b>Engage:</b> Test Envoy challenges a target enemy Personality. The winning "
                  "player may take an additional action.",
                  CardType::Personality, "Test Envoy") ==
        json::parse(R"([{"designator":"Engage","targets":[{"type":["Personality"],"controller":"enemy"}],
          "effects":[{"op":"duel","card":"self","loser":"none"},
                     {"op":"additional_actions","amount":1,"player":"duel_winner_controller"}]}])"));
  // After a duel whose loser has a consequence: manual.
  stays_manual("<b>Engage:</b> Test Envoy challenges a target enemy Personality. Bow the loser. "
               "The winning player may take an additional action.",
               CardType::Personality, "Test Envoy");
}

TEST_CASE("after this Personality wins a duel during battle") {
  CompiledText c = test::compile_whole(
      "After Test Envoy wins a duel during battle, give him a +2F token.", CardType::Personality,
      "Test Envoy");
  CHECK(c.json.value("triggers", json::array()) ==
        json::parse(R"([{"after":"wins_duel","during_battle":true,
          "effects":[{"op":"give_tokens","card":"self","token":{"force":2}}]}])"));
}

TEST_CASE("the action will not move your Personality; you may not use or target him") {
  CHECK(abilities("<b>Interrupt:</b> The action will not move your target Samurai (at this "
                  "battlefield). You may not use his abilities or target him with actions (this "
                  "turn).") ==
        json::parse(R"([{"designator":"Interrupt",
          "targets":[{"controller":"you","keywords":["Samurai"],"location":"current_battlefield"}],
          "effects":[{"op":"negate_move","card":"target"},{"op":"abilities_unusable","card":"target"},
                     {"op":"untargetable_by_you","card":"target"}]}])"));
  stays_manual("<b>Battle:</b> Bow a target enemy Personality. You may not use his abilities or "
               "target him with actions (this turn).");
}

namespace {
json triggers(std::string_view text, CardType type = CardType::Strategy) {
  CompiledText c = test::compile_whole(text, type);
  return c.json.value("triggers", json::array());
}
}  // namespace

TEST_CASE("a Focus Effect that ends the duel outside battles") {
  CHECK(triggers("As a Focus Effect, if this duel is not during a battle, end the duel without "
                 "resolution.") ==
        json::parse(R"([{"after":"focus_effect",
          "effects":[{"op":"end_duel","if":{"during_battle":false}}]}])"));
  CHECK(triggers("As a Focus Effect, if the duel is during a battle, end the duel without "
                 "resolution. (Other Focus Effects resolve.)") ==
        json::parse(R"([{"after":"focus_effect",
          "effects":[{"op":"end_duel","if":{"during_battle":true}}]}])"));
  stays_manual("As a Focus Effect, if the duel is not during a battle, end the duel.");
}

TEST_CASE("a Focus Effect giving the winner a bonus if you win") {
  CHECK(triggers("As a Focus Effect, if you win this duel, give the winner +3F.", CardType::Item) ==
        json::parse(R"([{"after":"focus_effect","after_duel":true,"if_won":true,
          "effects":[{"op":"force","amount":3,"card":"duel_winner"}]}])"));
  stays_manual("As a Focus Effect, if you win this duel, give the winner Honor.");
}

TEST_CASE("the loser, if defending or the challenger") {
  CHECK(abilities("<b>Battle:</b> Your target Crab Personality challenges a target enemy Personality. "
                  "Dishonor the loser. Bow the loser if she is attacking or the challenger.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"type":["Personality"],"controller":"you","keywords":["Crab"]},{"type":["Personality"],"controller":"enemy"}],
          "effects":[{"op":"duel","card":"target","loser":"dishonor"},
            {"op":"bow","card":"duel_loser","if":{"card":"duel_loser",
              "any_of":[{"attacking":true},{"duel_challenger":true}]}}]}])"));
  // Without a duel before it: nothing to say.
  stays_manual("<b>Battle:</b> Bow a target Personality. Bow the loser if he is defending or the challenger.");
}

TEST_CASE("a bonus or a penalty the player picks") {
  CHECK(abilities("<b>Open:</b> Give a target Personality +2C or -2C.") ==
        json::parse(R"([{"designator":"Open","targets":[{"type":["Personality"]}],
          "effects":[{"op":"choose","choices":[[{"op":"chi","amount":2}],[{"op":"chi","amount":-2}]]}]}])"));
  stays_manual("<b>Open:</b> Give a target Personality +2C or -2F.");
}

TEST_CASE("a Personality who never refuses, and sees the first focus face-up") {
  CompiledText c = test::compile_whole(
      "Test Envoy will not refuse challenges. If Test Envoy is honorable, the first card another "
      "player focuses in each duel against her is focused face-up.",
      CardType::Personality, "Test Envoy");
  CHECK(c.json.value("traits", json::array()) ==
        json::parse(R"([{"never_refuses_challenges":true},
          {"opponent_first_focus_face_up":true,"while":{"card":"self","dishonorable":false}}])"));
  stays_manual("Test Envoy will not refuse gifts.", CardType::Personality, "Test Envoy");
  stays_manual("If Test Envoy is honorable, the first card another player focuses is focused face-up.",
               CardType::Personality, "Test Envoy");
}

TEST_CASE("Focus Effects rewarding the duel's winner") {
  CHECK(triggers("As a Focus Effect, this duel's winner gains 3 Honor after it ends.") ==
        json::parse(R"([{"after":"focus_effect","after_duel":true,
          "effects":[{"op":"gain_honor","amount":3,"player":"duel_winner_controller"}]}])"));
  CHECK(triggers("As a Focus Effect, after you win this duel, gain 2 Honor and give the winner +2C.") ==
        json::parse(R"([{"after":"focus_effect","after_duel":true,"if_won":true,
          "effects":[{"op":"gain_honor","amount":2},{"op":"chi","amount":2,"card":"duel_winner"}]}])"));
  stays_manual("As a Focus Effect, after you win this duel, gain Honor and give the winner +2C.");
}

// The timing family (text_compile_duel2.cpp): "Reaction:" texts read as
// Interrupts (keywords.md open question 2), and Interrupts that negate
// parts of the interrupted action.
TEST_CASE("a Reaction before an action resolves, with a condition") {
  CHECK(abilities("<b>Reaction:</b> Before an action's resolution, "
                  "if a Shugenja with your Clan alignment "
                  "is in your army at the current battlefield: "
                  "Negate the action's effects.") ==
        json::parse(R"([{"designator":"Interrupt","effects":[{"op":"negate_action"}],
          "if":{"you_control":{"at_least":1},"keywords":["Shugenja"],
            "your_clan":true,"location":"current_battlefield"}}])"));
  CHECK(abilities("<b>Reaction:</b> Before an action resolves, "
                  "negate the action's movement of "
                  "your Personalities from the current battlefield.") ==
        json::parse(R"([{"designator":"Interrupt","effects":[{"op":"negate_move","each":{
          "type":["Personality"],"controller":"you","location":"current_battlefield"}}]}])"));
  // Not about an action's resolution: no Interrupt.
  stays_manual("<b>Reaction:</b> After your Courtier enters a duel, "
               "give him +2F.");
  stays_manual("<b>Reaction:</b> Before an action resolves, if you feel "
               "lucky: Negate the action's effects.");
}

TEST_CASE("a Reaction after an action targets this Personality") {
  CHECK(abilities("<b>Reaction:</b> After an action targets Test Envoy: "
                  "Either negate the action's effects that "
                  "move Test Envoy or negate the action's "
                  "effects that destroy Test Envoy.",
                  CardType::Personality, "Test Envoy") ==
        json::parse(R"([{"designator":"Interrupt",
          "interrupting":{"card":"interrupted_targets","this_card":true,"location":"anywhere"},
          "effects":[{"op":"choose","choices":[[{"op":"negate_move","card":"self"}],
            [{"op":"negate_destroy","card":"self"}]]}]}])"));
  CHECK(abilities("<b>Reaction:</b> After another player's action "
                  "targets your Courtier at Test Envoy's location, "
                  "destroy Test Envoy: Negate your Courtier's "
                  "destruction from the action's effects.",
                  CardType::Personality, "Test Envoy") ==
        json::parse(R"([{"designator":"Interrupt","costs":[{"destroy":"self"}],
          "if":"another_players_action",
          "interrupting":{"card":"interrupted_targets","controller":"you","keywords":["Courtier"],
            "location":"this_location"},
          "effects":[{"op":"negate_destroy","each":{"controller":"you","keywords":["Courtier"],
            "interrupted_target":true,"location":"anywhere"}}]}])"));
  stays_manual("<b>Reaction:</b> After an action targets Test Envoy: "
               "Negate the action's effects that "
               "move your Courtier.",
               CardType::Personality, "Test Envoy");
}

TEST_CASE("an Interrupt negating the action's Force bonuses and penalties") {
  CHECK(abilities("<b>Interrupt, :bow::</b> Negate all Force "
                  "bonuses and penalties from the action.",
                  CardType::Holding) ==
        json::parse(R"([{"designator":"Interrupt","costs":[{"bow":"self"}],
          "effects":[{"op":"negate_force"}]}])"));
  stays_manual("<b>Interrupt:</b> Negate all Force bonuses and "
               "penalties from the battle.");
}

TEST_CASE("bow your performer unless you control a Ring, to bow a target") {
  CHECK(abilities("<b>Battle:</b> Target your performing unbowed "
                  "Shugenja and bow her unless you control a Ring "
                  "to bow a target enemy Follower.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","keywords":["Shugenja"],"bowed":false},
            {"type":["Follower"],"controller":"enemy"}],
          "effects":[{"op":"bow","card":"target","if":{"you_control":{"at_most":0},"type":["Ring"]}},
            {"op":"bow","card":"target2","if":{"any":[{"you_control":{"at_least":1},"type":["Ring"]},
              {"card":"target","bowed":true}]}}]}])"));
}

TEST_CASE("an Interrupt if the action targets this card, destroying a card to negate it") {
  CHECK(abilities("<b>Interrupt:</b> If the action is targeting "
                  "Test Envoy, destroy your target Item "
                  "to negate the action.",
                  CardType::Personality, "Test Envoy") ==
        json::parse(R"([{"designator":"Interrupt",
          "interrupting":{"card":"interrupted_targets","this_card":true,"location":"anywhere"},
          "targets":[{"type":["Item"],"controller":"you"}],
          "effects":[{"op":"destroy","card":"target"},
            {"op":"negate_action","if":{"card":"target","zone":"discard"}}]}])"));
  CHECK(abilities("<b>Interrupt, :bow::</b> If the action is targeting "
                  "this Shugenja, or the action is targeting "
                  "your Courtier and this Shugenja is :water:, "
                  "destroy your target :water: Spell attached "
                  "to this Shugenja to negate it.",
                  CardType::Spell) ==
        json::parse(R"([{"designator":"Interrupt","costs":[{"bow":"self"}],
          "interrupting":{"card":"interrupted_targets","controller":"you","location":"anywhere",
            "any_of":[{"in_this_unit":true,"type":["Personality"]},{"keywords":["Courtier"]}]},
          "if":{"any":[{"card":"interrupted_targets","in_this_unit":true,"type":["Personality"],"location":"anywhere"},
            {"card":"this_personality","keywords":["Water"]}]},
          "targets":[{"type":["Spell"],"controller":"you","keywords":["Water"],"in_this_unit":true}],
          "effects":[{"op":"destroy","card":"target"},
            {"op":"negate_action","if":{"card":"target","zone":"discard"}}]}])"));
  stays_manual("<b>Interrupt, :bow::</b> If the action is targeting "
               "this Shugenja, or the action is targeting "
               "your Courtier and this Shugenja is clever, "
               "destroy your target Spell to negate it.",
               CardType::Spell);
}

TEST_CASE("a delayed effect with its point said last") {
  const json a = abilities("<b>Battle:</b> Give your target Courtier "
                           "<b>Tactician</b>. Bow his unit "
                           "after this battle resolves.");
  REQUIRE(a.size() == 1);
  REQUIRE(a[0]["effects"].size() == 2);
  CHECK(a[0]["effects"][1].value("delay", "") == "after_battle_resolves");
  CHECK(a[0]["effects"][1].value("op", "") == "bow");
  stays_manual("<b>Battle:</b> Bow your target Courtier's unit, "
               "if able, after this battle resolves.");
}

TEST_CASE("a Focus Effect: the winner gains Honor") {
  CHECK(triggers("As a Focus Effect, the winner gains 3 Honor.") ==
        json::parse(R"([{"after":"focus_effect","after_duel":true,
          "effects":[{"op":"gain_honor","amount":3,"player":"duel_winner_controller"}]}])"));
  stays_manual("As a Focus Effect, the winner gains Honor.");
}

TEST_CASE("an Interrupt to another player's action targeting your card") {
  CHECK(abilities("<b>Interrupt:</b> If the action is another "
                  "player's and targeting your Courtier, "
                  "give them +1F/+1C.") ==
        json::parse(R"([{"designator":"Interrupt","if":"another_players_action",
          "interrupting":{"card":"interrupted_targets","controller":"you","keywords":["Courtier"],
            "location":"anywhere"},
          "effects":[{"op":"force","amount":1,"each":{"controller":"you","keywords":["Courtier"],
              "interrupted_target":true,"location":"anywhere"}},
            {"op":"chi","amount":1,"each":{"controller":"you","keywords":["Courtier"],
              "interrupted_target":true,"location":"anywhere"}}]}])"));
  stays_manual("<b>Interrupt:</b> If the action is another "
               "player's and targeting your Courtier, "
               "bow them.");
}
