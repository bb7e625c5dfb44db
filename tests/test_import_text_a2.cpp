// The rules text compiler's templates about Interrupts to an action and a
// unit's Fear protection (game/cards/text_compile_a2.cpp). The texts are
// written for the tests in the templates' shape (other numbers, keywords and
// kinds of action); no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json a2_compiled(std::string_view text, CardType type = CardType::Strategy,
                 std::string_view title = {}) {
  CompiledText c = test::compile_whole(text, type, title);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c.json;
}

void a2_stays_manual(std::string_view text, CardType type = CardType::Strategy) {
  INFO(text);
  CHECK(compile_rules_text(text, type).compiled == 0);
}
}  // namespace

TEST_CASE("an Interrupt that negates actions of one or two designators") {
  CHECK(a2_compiled("<b>Interrupt:</b> Negate the action if it is Battle.") ==
        json::parse(R"({"abilities":[{"designator":"Interrupt","interrupts":["Battle"],
                        "effects":[{"op":"negate_action"}]}]})"));
  CHECK(a2_compiled("<b>Interrupt:</b> Bow your target unbowed Courtier. "
                    "Negate the effects of an Engage or Battle action.") ==
        json::parse(R"({"abilities":[{"designator":"Interrupt","interrupts":["Engage","Battle"],
                        "targets":[{"controller":"you","bowed":false,"keywords":["Courtier"]}],
                        "effects":[{"op":"bow"},{"op":"negate_action"}]}]})"));
  // Actions with no Interrupt step, or not an Interrupt: manual.
  a2_stays_manual("<b>Interrupt:</b> Negate the action if it is Open.");
  a2_stays_manual("<b>Battle:</b> Negate the action if it is Engage.");
  a2_stays_manual("<b>Interrupt:</b> Negate the effects of a Battle or Battle action.");
}

TEST_CASE("an Interrupt that changes the strength of the action's attacks") {
  CHECK(a2_compiled("<b>Interrupt:</b> Give the action's Fear effects +3 strength.") ==
        json::parse(R"({"abilities":[{"designator":"Interrupt",
                        "effects":[{"op":"attack_strength","attacks":["fear"],"amount":3}]}]})"));
  CHECK(a2_compiled("<b>Interrupt, :g1::</b> Give the action's Melee Attacks -1 or +1 strength.") ==
        json::parse(R"({"abilities":[{"designator":"Interrupt","costs":[{"gold":1}],
                        "effects":[{"op":"choose","choices":[
                          [{"op":"attack_strength","attacks":["melee"],"amount":-1}],
                          [{"op":"attack_strength","attacks":["melee"],"amount":1}]]}]}]})"));
  CHECK(a2_compiled("<b>Interrupt:</b> Give one of the action's Melee Attacks +4 strength.") ==
        json::parse(R"({"abilities":[{"designator":"Interrupt",
                        "effects":[{"op":"attack_strength","attacks":["melee"],"amount":4}]}]})"));
  a2_stays_manual(
      "<b>Interrupt:</b> Give one of the action's Melee and Ranged Attacks +4 strength.");
  a2_stays_manual("<b>Battle:</b> Give the action's Fear effects +3 strength.");
  a2_stays_manual("<b>Interrupt:</b> Give the action's Fear effects +0 strength.");
  a2_stays_manual("<b>Interrupt:</b> Give the action's duels +1 strength.");
  a2_stays_manual("<b>Interrupt:</b> Give the action's Fear effects +1 or +1 strength.");
}

TEST_CASE("an Interrupt used only when one of the action's targets is a given card") {
  CHECK(a2_compiled("<b>Interrupt:</b> After the action targets your unbowed Follower, negate its "
                    "effects.") == json::parse(R"({"abilities":[{"designator":"Interrupt",
                        "interrupting":{"card":"interrupted_targets","type":["Follower"],"controller":"you",
                                        "bowed":false,"location":"anywhere"},
                        "effects":[{"op":"negate_action"}]}]})"));
  a2_stays_manual("<b>Interrupt:</b> After the action targets your unbowed Follower, draw a card.");
  a2_stays_manual(
      "<b>Battle:</b> After the action targets your unbowed Follower, negate its effects.");
}

TEST_CASE("moving home a target and the card itself") {
  CHECK(a2_compiled("<b>Battle:</b> Move home a target defending Personality and himself.",
                    CardType::Personality) == json::parse(R"({"abilities":[{"designator":"Battle",
                        "targets":[{"type":["Personality"],"defending":true}],
                        "effects":[{"op":"move_home"},{"op":"move_home","card":"self"}]}]})"));
  CHECK(a2_compiled(
            "<b>Battle:</b> Move home a target defending Personality and himself, and draw a card.",
            CardType::Spell) == json::parse(R"({"abilities":[{"designator":"Battle",
                        "targets":[{"type":["Personality"],"defending":true}],
                        "effects":[{"op":"move_home"},{"op":"move_home","card":"this_personality"},
                                   {"op":"draw","amount":1}]}]})"));
  a2_stays_manual("<b>Battle:</b> Move home a target defending Personality and himself.");
}

TEST_CASE("a trait negating Fear effects on cards of this unit") {
  const std::string kA2UnitFear =
      std::string("Negate Fear effects ") + "targeting cards in this unit.";
  CHECK(a2_compiled(kA2UnitFear, CardType::Personality) ==
        json::parse(R"({"traits":[{"negates_fear":true,"each":{"in_this_unit":true}}]})"));
  CHECK(a2_compiled(kA2UnitFear, CardType::Item) ==
        json::parse(R"({"traits":[{"negates_fear":true,"each":{"in_this_unit":true}}]})"));
  a2_stays_manual(kA2UnitFear, CardType::Holding);
  a2_stays_manual("Negate Fear effects targeting cards in this army.", CardType::Personality);
}

TEST_CASE("an Interrupt only to actions with attacks of one kind") {
  CHECK(a2_compiled("<b>Interrupt:</b> The Fear action destroys the cards it bows.") ==
        json::parse(R"({"abilities":[{"designator":"Interrupt","interrupts_attacks":["fear"],
                        "effects":[{"op":"fear_destroys"}]}]})"));
  CHECK(a2_compiled("<b>Interrupt:</b> If the action is a Melee Attack action, after it resolves, "
                    "give your target Samurai +1C.") ==
        json::parse(R"({"abilities":[{"designator":"Interrupt","interrupts_attacks":["melee"],
                        "targets":[{"controller":"you","keywords":["Samurai"]}],
                        "effects":[{"op":"chi","amount":1,"after_it_resolves":true}]}]})"));
  CHECK(a2_compiled("<b>Interrupt:</b> If the action is a Fear action, draw a card.") ==
        json::parse(R"({"abilities":[{"designator":"Interrupt","interrupts_attacks":["fear"],
                        "effects":[{"op":"draw","amount":1}]}]})"));
  a2_stays_manual("<b>Battle:</b> The Fear action destroys the cards it bows.");
  a2_stays_manual("<b>Interrupt:</b> If the action is a Duel action, draw a card.");
}

TEST_CASE("a Recruit of a dead Personality if he would be opposed, paying less") {
  CHECK(a2_compiled("<b>Battle, :gstar::</b> If they would be opposed, Recruit your target dead "
                    "Courtier Personality, paying :g3: less and ignoring Honor Requirements.") ==
        json::parse(R"({"abilities":[{"designator":"Battle","costs":[{"gold_of_recruit":true}],
                        "if":{"card":"target","would_be_opposed":true,"zone":"discard"},
                        "targets":[{"controller":"you","keywords":["Courtier"],"type":["Personality"],
                                    "zone":"discard","dead":true}],
                        "effects":[{"op":"recruit","amount":3,"ignore_honor_requirement":true}]}]})"));
  // Not a number, or not a dead Personality: manual.
  a2_stays_manual(
      "<b>Battle, :gstar::</b> If they would be opposed, Recruit your target dead "
      "Courtier Personality, paying :gX: less and ignoring Honor Requirements.");
  a2_stays_manual(
      "<b>Battle, :gstar::</b> If they would be opposed, Recruit your target "
      "Courtier Personality, paying :g3: less and ignoring Honor Requirements.");
}

TEST_CASE("a Ring's discard pile condition and its attacks' strength") {
  CHECK(a2_compiled("Play after a card enters your Fate discard pile if it now has more cards "
                    "than your hand, then draw 2 cards.",
                    CardType::Ring) == json::parse(R"({"triggers":[{"after":"discard_outgrows_hand",
                        "effects":[{"op":"play_self"},{"op":"draw","amount":2}]}]})"));
  CHECK(a2_compiled("Play after a card enters your Fate discard pile if it now has more cards "
                    "than your hand.",
                    CardType::Ring) ==
        json::parse(
            R"({"triggers":[{"after":"discard_outgrows_hand","effects":[{"op":"play_self"}]}]})"));
  CHECK(
      a2_compiled("Your Ranged Attacks and Fear effects have +2 strength.", CardType::Ring) ==
      json::parse(R"({"traits":[{"strength":2,"attacks":["ranged","fear"],"own_attacks":true}]})"));
  CHECK(
      a2_compiled("Your Melee Attacks, Fear effects, and Ranged Attacks have -1 strength.",
                  CardType::Ring) ==
      json::parse(
          R"({"traits":[{"strength":-1,"attacks":["melee","fear","ranged"],"own_attacks":true}]})"));
  a2_stays_manual("Your Ranged Attacks and Ranged Attacks have +2 strength.", CardType::Ring);
  a2_stays_manual("Your Ranged Attacks and Spells have +2 strength.", CardType::Ring);
}

TEST_CASE("a Holding's Gold Production bonus when paying for one kind of card") {
  CHECK(a2_compiled("This Holding has +3GP when paying for a single :jade: card only.",
                    CardType::Holding) ==
        json::parse(R"({"restricted_gold":{"bonus":3,"keywords":["Jade"]}})"));
  CHECK(a2_compiled("This Holding has +1GP when paying for a single Follower only.",
                    CardType::Holding) ==
        json::parse(R"({"restricted_gold":{"bonus":1,"type":["Follower"]}})"));
}

TEST_CASE("destroying this card to do something is the action's cost") {
  CHECK(a2_compiled("<b>Open, :bow::</b> Destroy this Holding to bow a target Follower.",
                    CardType::Holding)["abilities"] ==
        json::parse(R"([{"designator":"Open","costs":[{"bow":"self"},{"destroy":"self"}],
                         "targets":[{"type":["Follower"]}],"effects":[{"op":"bow"}]}])"));
}

TEST_CASE("a created Follower Equipped to a target Personality") {
  CHECK(a2_compiled("<b>Battle, :bow::</b> Create a 2F Ninja Follower and Equip it to your target "
                    "Courtier Personality.",
                    CardType::Holding)["abilities"] ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
                         "targets":[{"controller":"you","keywords":["Courtier"],"type":["Personality"]}],
                         "effects":[{"op":"create","card":"target",
                                     "created":{"type":"Follower","force":2,"keywords":["Ninja"]}}]}])"));
}

TEST_CASE("a move to this Personality's battlefield in his Battle action") {
  CHECK(a2_compiled("<b>Battle:</b> Move your target Courtier at home to Tamako's battlefield.",
                    CardType::Personality,
                    "Tamako")["abilities"] == json::parse(R"([{"designator":"Battle",
                         "targets":[{"controller":"you","keywords":["Courtier"],"location":"home"}],
                         "effects":[{"op":"move_to_battlefield"}]}])"));
  // Absent, or not a Battle action: he may be elsewhere.
  a2_stays_manual(
      "<b>Absent Battle:</b> Move your target Courtier at home to this Personality's battlefield.",
      CardType::Personality);
  a2_stays_manual(
      "<b>Engage:</b> Move your target Courtier at home to this Personality's battlefield.",
      CardType::Personality);
}

TEST_CASE("a bonus while in an army with another card of a keyword") {
  CHECK(a2_compiled("Tadeo has +3F while in an army with another Ronin.", CardType::Personality,
                    "Tadeo")["traits"] == json::parse(R"([{"stat":"force","amount":3,"card":"self",
                         "while":{"in_play":{"at_least":1},"location":"this_army","not_self":true,
                                  "keywords":["Ronin"]}}])"));
}

TEST_CASE("an X Gold cost and a target compared with the Gold paid") {
  CHECK(a2_compiled(
            "<b>Open, :X::</b> Bow a target :shadowlands: Courtier with Gold Cost equal to the "
            "amount you paid and give Jiro a Force bonus equal to his Chi.",
            CardType::Personality, "Jiro")["abilities"] ==
        json::parse(R"([{"designator":"Open","costs":[{"gold_any":true}],
                         "targets":[{"keywords":["Shadowlands","Courtier"],
                                     "gold_cost":{"equal_to":{"gold_paid":true}}}],
                         "effects":[{"op":"bow"},{"op":"force","card":"self","amount":{"chi":"target"}}]}])"));
  CHECK(a2_compiled(
            "<b>Battle, :gstar::</b> Bow a target attachment with Gold Cost less than or equal "
            "to the amount paid, or the amount paid plus two if the target is a Follower.")
            ["abilities"] == json::parse(R"([{"designator":"Battle","costs":[{"gold_any":true}],
                         "targets":[{"type":["Follower","Item","Spell"],"any_of":[
                           {"type":["Follower"],"gold_cost":{"at_most":{"gold_paid":true,"plus":2}}},
                           {"gold_cost":{"at_most":{"gold_paid":true}}}]}],
                         "effects":[{"op":"bow"}]}])"));
  // An X that nothing reads, or a kind the target cannot be: manual.
  a2_stays_manual("<b>Open, :X::</b> Bow a target Follower.", CardType::Personality);
  a2_stays_manual(
      "<b>Battle, :gstar::</b> Bow a target Follower with Gold Cost less than or equal "
      "to the amount paid, or the amount paid plus two if the target is an Item.");
}

TEST_CASE("a cost of bowing the card or paying Gold") {
  CHECK(a2_compiled("<b>Open, :bow: or :g3::</b> Gain 2 Honor.", CardType::Holding)["abilities"] ==
        json::parse(R"([{"designator":"Open","costs":[{"bow_or_gold":3}],
                         "effects":[{"op":"gain_honor","amount":2}]}])"));
  // Another icon as the alternative: manual.
  a2_stays_manual("<b>Open, :bow: or :favor::</b> Gain 2 Honor.", CardType::Holding);
}

TEST_CASE("a target Personality who Lobbied this turn") {
  CHECK(a2_compiled("<b>Battle, :bow::</b> Bow a target Personality who Lobbied this turn.",
                    CardType::Holding)["abilities"] ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
                         "targets":[{"type":["Personality"],"lobbied_this_turn":true}],
                         "effects":[{"op":"bow"}]}])"));
  a2_stays_manual("<b>Battle, :bow::</b> Bow a target Follower who Lobbied this turn.",
                  CardType::Holding);
}
