// Restricted Gold (CR20F "Paying Gold Costs", the exception) and Experienced
// overlay (CR20F "Experienced").
#include <doctest/doctest.h>

#include "tests/board.h"

using namespace l5r;
using test::Board;

namespace {

const char* kCards = R"({"set": "Test", "cards": [
 {"id":"works","title":"Works","type":"Holding","gold_cost":3,"gold_production":2,
  "restricted_gold":{"amount":5,"keywords":["Jade"]}},
 {"id":"jade-thing","title":"Jade Thing","type":"Holding","keywords":["Jade"],"gold_cost":8},
 {"id":"jade-small","title":"Jade Small","type":"Holding","keywords":["Jade"],"gold_cost":4},
 {"id":"plain-thing","title":"Plain Thing","type":"Holding","gold_cost":6},
 {"id":"hero","title":"Hero","type":"Personality","clan":"Crab","force":2,"chi":2,"gold_cost":4,"personal_honor":1,"unique":true},
 {"id":"hero-exp","title":"Hero","type":"Personality","clan":"Crab","experienced":1,"honor_requirement":99,
  "force":4,"chi":3,"gold_cost":9,"personal_honor":2,"unique":true},
 {"id":"sword","title":"Sword","type":"Item","gold_cost":0,"force":1,"chi":0,"focus":1}
]})";

void start_dynasty(Board& b) {
  b.s.active = 0;
  b.s.phase = Phase::Dynasty;
  b.s.stack = {TurnFrame{kTurnDraw}, ActionRoundFrame{RoundKind::Dynasty, 0, 0, false}};
  b.engine().run();
}

}  // namespace

TEST_CASE("restricted Gold pays only for its kind of card, and its excess disappears") {
  Board b(kCards);
  b.in_play(0, "works");
  const CardId jade = b.in_province(0, 0, "jade-thing");
  b.in_province(0, 1, "plain-thing");
  start_dynasty(b);
  // Stronghold 3 + Works 2 = 5 Gold; with the Works' restricted 5 instead,
  // 8 for a Jade card: the Jade Thing (8) can be afforded, the Plain Thing (6) not.
  CHECK(b.offered("Recruit Jade Thing"));
  CHECK_FALSE(b.offered("Recruit Plain Thing"));
  b.choose("Recruit Jade Thing");
  b.choose("Bow Works for 5 Gold that pays only this cost");
  // The remaining 3 come from the Stronghold, the only producer left.
  CHECK(b.s.card(jade).zone == Zone::InPlay);
  CHECK(b.s.card(b.s.players[0].stronghold).bowed);
  CHECK(b.s.players[0].gold_pool == 0);
}

TEST_CASE("the excess of restricted Gold does not enter the Gold pool") {
  Board b(kCards);
  b.in_play(0, "works");
  const CardId jade = b.in_province(0, 0, "jade-small");
  start_dynasty(b);
  b.choose("Recruit Jade Small");
  b.choose("Bow Works for 5 Gold that pays only this cost");
  CHECK(b.s.card(jade).zone == Zone::InPlay);
  CHECK(b.s.players[0].gold_pool == 0);  // 5 produced for a cost of 4: the 1 left disappears
  CHECK_FALSE(b.s.card(b.s.players[0].stronghold).bowed);
}

TEST_CASE("Experienced overlay: free, keeps states and attachments, the old card leaves the game") {
  Board b(kCards);
  const CardId old_hero = b.in_play(0, "hero", true);
  const CardId sword = b.attached(old_hero, "sword");
  const CardId exp = b.in_province(0, 0, "hero-exp");
  start_dynasty(b);
  CHECK_FALSE(b.offered("Recruit Hero (Experienced)"));  // Unique, and HR 99
  b.choose("Overlay Hero (Experienced) onto Hero");
  CHECK(b.s.card(exp).zone == Zone::InPlay);
  CHECK(b.s.card(exp).bowed);                    // keeps the bowed state
  CHECK(b.s.card(sword).attached_to == exp);     // and the attachments
  CHECK(b.s.card(old_hero).zone == Zone::Removed);
  CHECK_FALSE(b.s.card(b.s.players[0].stronghold).bowed);  // no Gold was paid
  CHECK(b.engine().force(exp) == 5);
}

TEST_CASE("Experienced overlay keeps the old card's tokens (CR20F Experienced, Token)") {
  Board b(kCards);
  const CardId old_hero = b.in_play(0, "hero");
  b.s.card(old_hero).tokens = {Token{"Poison", -1, -1, 0, 0}, Token{"", 2, 0, 0, 0}};
  const CardId exp = b.in_province(0, 0, "hero-exp");
  start_dynasty(b);
  CHECK(b.engine().force(old_hero) == 3);
  b.choose("Overlay Hero (Experienced) onto Hero");
  CHECK(b.s.card(exp).tokens.size() == 2);
  CHECK(b.s.card(old_hero).tokens.empty());  // removed from the game: no tokens out of play
  CHECK(b.engine().force(exp) == 5);         // 4 - 1 + 2
  CHECK(b.engine().chi(exp) == 2);           // 3 - 1
}
