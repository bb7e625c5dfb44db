// Challenges and duels (CR20F "Challenge", "Duel", "Duelist").
#include <doctest/doctest.h>

#include <algorithm>

#include "game/abilities/text.h"
#include "game/view.h"
#include "tests/board.h"
#include "tests/helpers.h"

using namespace l5r;
using test::Board;

namespace {

const char* kCards = R"({"set": "Test", "cards": [
 {"id":"iaijutsu","title":"Iaijutsu Master","type":"Personality","force":2,"chi":3,"gold_cost":5,"personal_honor":2,
  "abilities":[{"designator":"Limited","targets":[{"type":["Personality"],"controller":"enemy"}],
                "effects":[{"op":"duel","loser":"destroy","winner_honor":1},{"op":"gain_honor","amount":1}]}]},
 {"id":"polite","title":"Polite Duelist","type":"Personality","force":2,"chi":3,"gold_cost":5,"personal_honor":2,
  "abilities":[{"designator":"Limited","targets":[{"type":["Personality"],"controller":"enemy"}],
                "effects":[{"op":"duel","refusable":true,"refuse_honor":2,"loser":"bow"}]}]},
 {"id":"calm","title":"Calm","type":"Personality","force":1,"chi":3,"gold_cost":4,"personal_honor":1},
 {"id":"master","title":"Master","type":"Personality","keywords":["Duelist"],"force":1,"chi":3,"gold_cost":4,"personal_honor":1},
 {"id":"proud","title":"Proud","type":"Personality","force":1,"chi":6,"gold_cost":4,"personal_honor":1,
  "triggers":[{"after":"wins_duel","effects":[{"op":"gain_honor","amount":1}]}]},
 {"id":"five","title":"Five","type":"Strategy","focus":5},
 {"id":"one","title":"One","type":"Strategy","focus":1}
]})";

}  // namespace

TEST_CASE("a duel: the challenged focuses first, totals are Chi plus Focus Values, the loser is destroyed") {
  Board b(kCards);
  const CardId me = b.in_play(0, "iaijutsu");
  const CardId him = b.in_play(1, "calm");
  b.in_hand(0, "one");
  b.in_hand(1, "five");
  b.start_action_phase(0);
  const int honor = b.s.players[0].honor;
  b.choose("Iaijutsu Master: Limited");
  b.choose("Calm");
  REQUIRE(b.s.pending);
  CHECK(b.s.pending->who == 1);  // CR20F Duel 0.0.2: the challenged player goes first
  b.choose("Focus Five");
  CHECK(b.s.pending->who == 0);
  b.choose("Focus One");
  // Player 1 has nothing left to focus and must strike (CR20F Duel 0.0.5).
  // 3 + 1 against 3 + 5: the challenger loses and is destroyed.
  CHECK(b.s.card(me).zone == Zone::DynastyDiscard);
  CHECK(b.s.card(him).zone == Zone::InPlay);
  CHECK(b.s.players[1].fate_discard.size() == 1);  // focused cards are discarded
  CHECK(b.s.players[0].fate_discard.size() == 1);
  // The effects after the duel still resolve.
  CHECK(b.s.players[0].honor == honor + 1);
}

TEST_CASE("a refusable challenge can be refused, at its price") {
  Board b(kCards);
  b.in_play(0, "polite");
  const CardId him = b.in_play(1, "calm");
  b.start_action_phase(0);
  b.choose("Polite Duelist: Limited");
  b.choose("Calm");
  REQUIRE(b.s.pending);
  CHECK(b.s.pending->who == 1);
  const int honor = b.s.players[1].honor;
  b.choose("Refuse the challenge");
  CHECK(b.s.players[1].honor == honor - 2);
  CHECK_FALSE(b.s.card(him).bowed);
}

TEST_CASE("a tied duel: both lose, unless only one is a Duelist (CR20F Duel 0.0.12, Duelist)") {
  for (const char* defender : {"calm", "master"}) {
    Board b(kCards);
    const CardId me = b.in_play(0, "iaijutsu");
    const CardId him = b.in_play(1, defender);
    b.start_action_phase(0);
    b.choose("Iaijutsu Master: Limited");
    b.choose(b.db.def(b.s.card(him).def).title);
    // No cards in hand or deck: nobody can focus, so both must strike. 3 against 3.
    CHECK(b.s.card(me).zone == Zone::DynastyDiscard);
    const bool duelist = std::string(defender) == "master";
    CHECK((b.s.card(him).zone == Zone::InPlay) == duelist);
  }
}

TEST_CASE("a player focuses at most four times; blind focus is hidden even from its owner") {
  Board b(kCards);
  const CardId me = b.in_play(0, "iaijutsu");
  const CardId him = b.in_play(1, "calm");
  for (int i = 0; i < 6; ++i) b.in_hand(1, "one");
  for (int i = 0; i < 6; ++i) b.on_deck(0, "one");
  b.start_action_phase(0);
  b.choose("Iaijutsu Master: Limited");
  b.choose("Calm");
  for (int round = 0; round < 3; ++round) {
    b.choose("Focus One");                                     // player 1, from hand
    b.choose("Focus the top card of your Fate deck, unseen");  // player 0, blind
  }
  b.choose("Focus One");  // player 1's fourth
  REQUIRE(b.s.players[0].focused.size() == 3);
  REQUIRE(b.s.players[1].focused.size() == 4);
  const CardId blind = b.s.players[0].focused.back();
  const CardId seen = b.s.players[1].focused.back();
  CHECK_FALSE(visible_to(b.s, blind, 0));  // not even its owner knows it
  CHECK_FALSE(visible_to(b.s, blind, 1));
  CHECK(visible_to(b.s, seen, 1));
  CHECK_FALSE(visible_to(b.s, seen, 0));
  REQUIRE(b.s.pending);
  CHECK(b.s.pending->who == 0);
  b.choose("Focus the top card of your Fate deck, unseen");  // player 0's fourth
  // Player 1 has focused four times and must strike: 3 + 4 against 3 + 4,
  // a tie, and both lose.
  CHECK(b.s.card(me).zone == Zone::DynastyDiscard);
  CHECK(b.s.card(him).zone == Zone::DynastyDiscard);
  CHECK(b.s.players[0].focused.empty());
  CHECK(b.s.players[1].focused.empty());
}

namespace {

const char* kFocusCards = R"({"set": "Test", "cards": [
 {"id":"iaijutsu","title":"Iaijutsu Master","type":"Personality","force":2,"chi":3,"gold_cost":5,"personal_honor":2,
  "abilities":[{"designator":"Limited","targets":[{"type":["Personality"],"controller":"enemy"}],
                "effects":[{"op":"duel","loser":"bow","winner_honor":1}]}]},
 {"id":"calm","title":"Calm","type":"Personality","force":1,"chi":3,"gold_cost":4,"personal_honor":1},
 {"id":"feint","title":"Feint","type":"Strategy","focus":1,
  "triggers":[{"after":"focus_effect","effects":[{"op":"bow","card":"other_duelist"},{"op":"gain_honor","amount":2}]}]},
 {"id":"deathblow","title":"Deathblow","type":"Strategy","focus":0,
  "triggers":[{"after":"focus_effect","effects":[{"op":"destroy","card":"other_duelist"}]}]},
 {"id":"plain","title":"Plain","type":"Strategy","focus":1},
 {"id":"heavy","title":"Heavy","type":"Strategy","focus":5},
 {"id":"blade","title":"Blade","type":"Item","keywords":["Weapon"],"gold_cost":3,"force":2,"chi":0,"focus":4,
  "triggers":[{"after":"focus_effect","after_duel":true,"if_won":true,
               "effects":[{"op":"attach_self","card":"your_duelist"}]}]}
]})";

}  // namespace

// CR20F Duel 0.0.7-0.0.8: after the strike, the focused cards turn face-up
// and their "As a Focus Effect" traits resolve, before the duel resolves.
TEST_CASE("Focus Effects resolve after the strike, for the card's player") {
  Board b(kFocusCards);
  const CardId me = b.in_play(0, "iaijutsu");
  const CardId him = b.in_play(1, "calm");
  b.in_hand(0, "feint");
  b.in_hand(1, "plain");
  b.start_action_phase(0);
  const int honor0 = b.s.players[0].honor, honor1 = b.s.players[1].honor;
  b.choose("Iaijutsu Master: Limited");
  b.choose("Calm");
  b.choose("Focus Plain");
  b.choose("Focus Feint");
  // Player 1 has nothing left to focus and strikes. Feint (player 0's) bows
  // the other Personality, Calm, and gains its player 2 Honor; Plain has no
  // Focus Effect. Then 3 + 1 against 3 + 1: a tie, both lose and bow.
  CHECK(b.s.card(him).bowed);
  CHECK(b.s.card(me).bowed);
  CHECK(b.s.players[0].honor == honor0 + 2);
  CHECK(b.s.players[1].honor == honor1);
  CHECK(b.s.players[0].focused.empty());
  CHECK(b.s.players[0].fate_discard.size() == 1);
  CHECK(std::find(b.log.lines.begin(), b.log.lines.end(), "Feint's Focus Effect resolves") != b.log.lines.end());
  CHECK(card_text(b.db.def(*b.db.find("feint"))).rfind("Focus Effect: bow the other Personality.", 0) == 0);
}

TEST_CASE("a Focus Effect that takes a Personality out of play ends the duel without resolution") {
  Board b(kFocusCards);
  const CardId me = b.in_play(0, "iaijutsu");
  const CardId him = b.in_play(1, "calm");
  b.in_hand(1, "deathblow");
  b.start_action_phase(0);
  const int honor0 = b.s.players[0].honor;
  b.choose("Iaijutsu Master: Limited");
  b.choose("Calm");
  b.choose("Focus Deathblow");  // player 0 cannot focus and strikes
  CHECK(b.s.card(me).zone == Zone::DynastyDiscard);
  CHECK(b.s.card(him).zone == Zone::InPlay);
  CHECK_FALSE(b.s.card(him).bowed);                // no loser's consequence
  CHECK(b.s.players[0].honor == honor0);           // no winner's Honor either
  CHECK(b.s.players[1].fate_discard.size() == 1);  // the focused card is discarded
}

// "As a Focus Effect, after this duel ends, if your Personality won it,
// attach this Item to him, ignoring costs."
TEST_CASE("a Focus Effect after the duel: the Item attaches to its player's winner, not to a loser") {
  for (bool win : {true, false}) {
    Board b(kFocusCards);
    const CardId me = b.in_play(0, "iaijutsu");
    b.in_play(1, "calm");
    const CardId blade = b.in_hand(0, "blade");
    b.in_hand(1, win ? "plain" : "heavy");
    b.start_action_phase(0);
    b.choose("Iaijutsu Master: Limited");
    b.choose("Calm");
    b.choose(win ? "Focus Plain" : "Focus Heavy");
    b.choose("Focus Blade");
    // 3 + 4 against 3 + 1 (a win) or 3 + 5 (a loss).
    if (win) {
      CHECK(b.s.card(blade).zone == Zone::InPlay);
      CHECK(b.s.card(blade).attached_to == me);
      CHECK(b.engine().force(me) == 4);
    } else {
      CHECK(b.s.card(blade).zone == Zone::FateDiscard);
      CHECK(b.s.card(me).bowed);
    }
  }
  Board b(kFocusCards);
  CHECK(card_text(b.db.def(*b.db.find("blade"))).find(
            "Focus Effect: after this duel ends, if your Personality won it, attach this") == 0);
}

TEST_CASE("a trigger after a Personality wins a duel fires for the winner only (Kakita Izumiko)") {
  Board b(kCards);
  b.in_play(0, "iaijutsu");
  const CardId him = b.in_play(1, "proud");
  b.in_hand(0, "one");
  b.in_hand(1, "five");
  b.start_action_phase(0);
  const int mine = b.s.players[0].honor;
  const int his = b.s.players[1].honor;
  b.choose("Iaijutsu Master: Limited");
  b.choose("Proud");
  b.choose("Focus Five");
  b.choose("Focus One");
  // 3 + 1 against 6 + 5: Proud wins; his player gains the duel's 1 Honor for
  // the winner and 1 from Proud's trigger; the loser's player gains only his
  // own ability's 1 Honor after the duel.
  CHECK(b.s.card(him).zone == Zone::InPlay);
  CHECK(b.s.players[1].honor == his + 2);
  CHECK(b.s.players[0].honor == mine + 1);
  // The library's Kakita Izumiko states the same trigger.
  const auto izumiko = test::library().db.find("kakita-izumiko");
  REQUIRE(izumiko);
  const CardDef& d = test::library().db.def(*izumiko);
  REQUIRE(d.triggers.size() == 1);
  CHECK(d.triggers[0].when == Trigger::When::AfterWinsDuel);
}
