// The rules text compiler's templates about Personal Honor and duels
// (game/cards/text_compile_a1.cpp). The texts are written for the tests in
// the printed templates' shape (other numbers, keywords and names); no
// card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
CompiledText whole(std::string_view text, CardType type, std::string_view title = {}) {
  CompiledText c = test::compile_whole(text, type, title);
  for (const Ability& a : c.abilities) CHECK(!ability_text(a).empty());
  return c;
}
json abilities(std::string_view text, CardType type = CardType::Strategy,
               std::string_view title = {}) {
  return whole(text, type, title).json.value("abilities", json::array());
}
void stays_manual(std::string_view text, CardType type = CardType::Strategy,
                  std::string_view title = {}) {
  INFO(text);
  CHECK(compile_rules_text(text, type, title).compiled == 0);
}
}  // namespace

TEST_CASE("a target's Personal Honor (CR20F \"Personal Honor\")") {
  CHECK(abilities("<b>Battle:</b> Straighten your target bowed Courtier with 2 or more "
                  "Personal Honor.") ==
        json::parse(R"([{"designator":"Battle","effects":[{"op":"straighten"}],
          "targets":[{"controller":"you","bowed":true,"keywords":["Courtier"],
                      "personal_honor":{"at_least":2}}]}])"));
  CHECK(abilities("<b>Open:</b> Dishonor a target Personality with 1 Personal Honor.") ==
        json::parse(R"([{"designator":"Open","effects":[{"op":"dishonor"}],
          "targets":[{"type":["Personality"],"personal_honor":{"equal_to":1}}]}])"));
  CHECK(abilities("<b>Open:</b> Bow a target Personality with 3 or less Personal Honor.") ==
        json::parse(R"([{"designator":"Open","effects":[{"op":"bow"}],
          "targets":[{"type":["Personality"],"personal_honor":{"at_most":3}}]}])"));
  // Compared with the first target, a Personality of yours; with this
  // Personality.
  CHECK(
      abilities("<b>Battle:</b> Target your bowed attacking Personality. Straighten a target enemy "
                "Personality with equal or higher Personal Honor.") ==
      json::parse(R"([{"designator":"Battle","effects":[{"op":"straighten","card":"target2"}],
          "targets":[{"controller":"you","bowed":true,"attacking":true,"type":["Personality"]},
                     {"controller":"enemy","type":["Personality"],
                      "personal_honor":{"at_least":{"personal_honor":"target"}}}]}])"));
  CHECK(abilities("<b>Open:</b> Straighten a target Personality with lower Personal Honor.",
                  CardType::Personality) ==
        json::parse(R"([{"designator":"Open","effects":[{"op":"straighten"}],
          "targets":[{"type":["Personality"],"personal_honor":{"lower_than":{"personal_honor":"self"}}}]}])"));
  // Compared with no card's: not this template.
  stays_manual("<b>Open:</b> Straighten your target Courtier with lower Personal Honor.");
}

TEST_CASE("another of your Personalities; a Force or Chi bonus of his Personal Honor") {
  CHECK(abilities(
            "<b>Open:</b> Target another of your Crab Clan Personalities. Give Fencer a Force or "
            "Chi bonus equal to the target's Force.",
            CardType::Personality, "Test Fencer") == json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","keywords":["Crab Clan"],"not_self":true,"type":["Personality"]}],
          "effects":[{"op":"choose","choices":[[{"op":"force","amount":{"force":"target"},"card":"self"}],
                                               [{"op":"chi","amount":{"force":"target"},"card":"self"}]]}]}])"));
  // A Strategy has no "another" of the player's Personalities to leave out.
  stays_manual("<b>Open:</b> Target another of your Crab Clan Personalities. Bow him.");
}

TEST_CASE("an attack as strong as a stat, plus N if he has a keyword") {
  CHECK(abilities("<b>Battle:</b> Bow your target unbowed Samurai. Melee Attack with strength "
                  "equal to his Chi, plus 3 if he is a Kensai.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","bowed":false,"keywords":["Samurai"]},
                     {"attack_target":true,"controller":"enemy","location":"current_battlefield"}],
          "effects":[{"op":"bow"},
                     {"op":"melee_attack","amount":{"chi":"target"},"card":"target2",
                      "if":{"card":"target","not_keywords":["Kensai"]}},
                     {"op":"melee_attack","amount":{"chi":"target","plus":3},"card":"target2",
                      "if":{"card":"target","keywords":["Kensai"]}}]}])"));
  // Without a Personality of yours to be "he": not this template.
  stays_manual(
      "<b>Battle:</b> Melee Attack with strength equal to this card's Chi, plus 3 if he "
      "is a Kensai.");
}

TEST_CASE("after this Personality wins a duel") {
  CHECK(whole("After Fencer wins a duel, draw a card.", CardType::Personality, "Test Fencer")
            .json["triggers"] ==
        json::parse(R"([{"after":"wins_duel","effects":[{"op":"draw","amount":1}]}])"));
  CHECK(
      whole("After Fencer wins a duel, give him +2PH.", CardType::Personality, "Test Fencer")
          .json["triggers"] ==
      json::parse(
          R"([{"after":"wins_duel","effects":[{"op":"personal_honor","amount":2,"card":"self"}]}])"));
  // A Strategy wins no duel.
  stays_manual("After this card wins a duel, draw a card.");
}

TEST_CASE("a duel's winner and loser, its stat and its terms (CR20F \"Duel\")") {
  CHECK(abilities("<b>Limited:</b> Your target unbowed Personality challenges a target enemy "
                  "Personality to a duel of Personal Honor. Dishonor the loser. Move him home.") ==
        json::parse(R"([{"designator":"Limited",
          "targets":[{"controller":"you","bowed":false,"type":["Personality"]},
                     {"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"duel","card":"target","stat":"personal_honor","loser":"dishonor"},
                     {"op":"move_home","card":"duel_loser"}]}])"));
  CHECK(abilities("<b>Battle:</b> Your target unbowed Personality challenges a target enemy "
                  "Personality. Destroy the loser. Bow him if he is attacking.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","bowed":false,"type":["Personality"]},
                     {"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"duel","card":"target","loser":"destroy"},
                     {"op":"bow","card":"duel_loser","if":{"card":"duel_loser","attacking":true}}]}])"));
  CHECK(abilities("<b>Battle:</b> Your target unbowed Personality challenges a target enemy "
                  "Personality. If he is unbowed, he may refuse. Bow the loser.") ==
        json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","bowed":false,"type":["Personality"]},
                     {"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"duel","card":"target","refusable":"if_unbowed","loser":"bow"}]}])"));
  CHECK(abilities("<b>Battle:</b> Fencer challenges a target enemy Personality. He may refuse; "
                  "if he does, give Fencer +1F. Give the duel's loser -2F.",
                  CardType::Personality, "Test Fencer") ==
        json::parse(
            R"([{"designator":"Battle","targets":[{"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"duel","card":"self","refusable":true,"loser":"none",
                      "refused":[{"op":"force","amount":1,"card":"self"}]},
                     {"op":"force","amount":-2,"card":"duel_loser"}]}])"));
  CHECK(abilities("<b>Limited:</b> A target enemy Personality challenges Fencer. Each player "
                  "must focus at least once in the duel. Give the winner +1C.",
                  CardType::Personality, "Test Fencer") ==
        json::parse(
            R"([{"designator":"Limited","targets":[{"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"duel","card":"self","reverse":true,"must_focus":true,"loser":"none"},
                     {"op":"chi","amount":1,"card":"duel_winner"}]}])"));
  // The challenged is the one enemy target; the challenger is this card.
  CHECK(abilities("<b>Battle:</b> Fencer challenges a target enemy Personality to a duel of Force. "
                  "Dishonor the target if he loses.",
                  CardType::Personality, "Test Fencer") ==
        json::parse(
            R"([{"designator":"Battle","targets":[{"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"duel","card":"self","stat":"force","loser":"none"},
                     {"op":"dishonor","card":"duel_loser","if":{"card":"duel_loser","controller":"enemy"}}]}])"));
  CHECK(abilities("<b>Open:</b> Your other target unbowed Courtier Personality challenges another "
                  "player's target Personality. He may refuse; if he does, give him a -2F Poison "
                  "token. Destroy the loser.",
                  CardType::Personality, "Test Fencer") == json::parse(R"([{"designator":"Open",
          "targets":[{"controller":"you","bowed":false,"keywords":["Courtier"],"not_self":true,"type":["Personality"]},
                     {"controller":"another_player","type":["Personality"]}],
          "effects":[{"op":"duel","card":"target","loser":"destroy","refusable":true,
                      "refused":[{"op":"give_tokens","card":"target2","token":{"name":"Poison","force":-2}}]}]}])"));
  CHECK(abilities("<b>Battle:</b> Your target unbowed Personality challenges a target enemy "
                  "Personality. He may refuse. If he does, move him home and straighten him as "
                  "he moves. Bow the loser.") == json::parse(R"([{"designator":"Battle",
          "targets":[{"controller":"you","bowed":false,"type":["Personality"]},
                     {"controller":"enemy","type":["Personality"]}],
          "effects":[{"op":"duel","card":"target","refusable":true,"loser":"bow",
                      "refused":[{"op":"move_home","card":"target2","as_moves":[{"op":"straighten"}]}]}]}])"));
  // "Him" after the winner's bonus is not known to be the loser.
  stays_manual(
      "<b>Battle:</b> Your target unbowed Personality challenges a target enemy "
      "Personality. Give the winner +2F. Move him home.");
}

TEST_CASE("an Interrupt giving a Melee or Ranged Attack strength (CR20F \"Interrupt\")") {
  CHECK(abilities("<b>Interrupt:</b> Give a Ranged or Melee Attack +3 strength.") ==
        json::parse(R"([{"designator":"Interrupt","interrupts_attacks":["melee","ranged"],
          "effects":[{"op":"attack_strength","attacks":["melee","ranged"],"amount":3}]}])"));
  CHECK(abilities("<b>Interrupt:</b> Give a Melee Attack +1 strength.") ==
        json::parse(R"([{"designator":"Interrupt","interrupts_attacks":["melee"],
          "effects":[{"op":"attack_strength","attacks":["melee"],"amount":1}]}])"));
  // Not an Interrupt: no interrupted action to give it to.
  stays_manual("<b>Battle:</b> Give a Ranged Attack +2 strength.");
  // A Fear effect is not these attacks.
  stays_manual("<b>Interrupt:</b> Give a Fear effect +2 strength.");
}

TEST_CASE("a Personality raising or lowering this Province by his Personal Honor") {
  const json raise = json::parse(R"([{"op":"province_strength","amount":{"personal_honor":"self"}}])");
  const json lower = json::parse(
      R"([{"op":"province_strength","amount":{"personal_honor":"self","times":-1}}])");
  CHECK(abilities("<b>Battle:</b> Straighten a target Follower. Raise or lower this Province's "
                  "strength by Tester's Personal Honor.",
                  CardType::Personality, "Test Tester") ==
        json::array({{{"designator", "Battle"},
                      {"targets", json::parse(R"([{"type":["Follower"]}])")},
                      {"effects",
                       {{{"op", "straighten"}},
                        {{"op", "choose"}, {"choices", {raise, lower}}}}}}}));
  // Not a Battle action: no Province is "this Province".
  stays_manual("<b>Open:</b> Raise or lower this Province's strength by Tester's Personal Honor.",
               CardType::Personality, "Test Tester");
  // Another card's Personal Honor is not his own.
  stays_manual("<b>Battle:</b> Raise or lower this Province's strength by the target's Chi.",
               CardType::Personality, "Test Tester");
}

TEST_CASE("you may target and bow your card to give this Personality a bonus and gain Honor") {
  const json done = json::parse(R"({"card":"target2","bowed":true})");
  CHECK(abilities("<b>Battle:</b> Bow a target enemy Follower. You may target and bow your "
                  "Scout to give Tester +2C and gain 3 Honor.",
                  CardType::Personality, "Test Tester") ==
        json::array({{{"designator", "Battle"},
                      {"targets", json::parse(R"([{"controller":"enemy","type":["Follower"]},
                         {"controller":"you","bowed":false,"keywords":["Scout"],"optional":true}])")},
                      {"effects",
                       {{{"op", "bow"}},
                        {{"op", "bow"}, {"card", "target2"}},
                        {{"op", "chi"}, {"amount", 2}, {"card", "self"}, {"if", done}},
                        {{"op", "gain_honor"}, {"amount", 3}, {"if", done}}}}}}));
  // Another card given the bonus: not this template.
  stays_manual("<b>Battle:</b> Bow a target enemy Follower. You may target and bow your "
               "Scout to give Someone +2C and gain 3 Honor.",
               CardType::Personality, "Test Tester");
}
