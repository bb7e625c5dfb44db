// The Imperial District's Clock discard when a player Enlightens (Siege rule
// 12 turns the Enlightenment victory off). Rings cannot be played
// yet, so no scenario reaches five Rings in play: this test puts them there.
#include <doctest/doctest.h>

#include <algorithm>

#include "tests/board.h"

using namespace l5r;

namespace {

constexpr const char* kCards = R"({"cards": [
 {"id":"air","title":"Test Ring of Air","type":"Ring","keywords":["Air"],"focus":1},
 {"id":"earth","title":"Test Ring of Earth","type":"Ring","keywords":["Earth"],"focus":1},
 {"id":"fire","title":"Test Ring of Fire","type":"Ring","keywords":["Fire"],"focus":1},
 {"id":"water","title":"Test Ring of Water","type":"Ring","keywords":["Water"],"focus":1},
 {"id":"void","title":"Test Ring of the Void","type":"Ring","keywords":["Void"],"focus":1},
 {"id":"hour-a","title":"Test Hour A","type":"Clock"},
 {"id":"hour-b","title":"Test Hour B","type":"Clock"}
]})";

// Player 1 is the Challenge player; his Clock deck holds two cards (the last
// one may never be discarded).
void make_siege(test::Board& b) {
  b.s.siege.challenger = 1;
  for (const char* id : {"hour-b", "hour-a"}) {
    const CardId c = b.make(1, id);
    auto& removed = b.s.players[1].removed;
    removed.erase(std::find(removed.begin(), removed.end(), c));
    b.s.card(c).zone = Zone::ClockDeck;
    b.s.siege.clock_deck.push_back(c);
  }
}

void five_rings(test::Board& b, PlayerId p) {
  for (const char* id : {"air", "earth", "fire", "water", "void"}) b.in_play(p, id);
}

}  // namespace

TEST_CASE("a Rokugani player who Enlightens discards the Clock deck's top card, once") {
  test::Board b(kCards);
  make_siege(b);
  five_rings(b, 0);
  b.engine().check_state();
  CHECK(b.s.players[0].enlightened);
  CHECK_FALSE(b.s.result.over);  // Siege rule 12: no Enlightenment victory
  CHECK(b.s.siege.clock_deck.size() == 1);
  CHECK(b.s.siege.clock_discard.size() == 1);
  b.engine().check_state();
  CHECK(b.s.siege.clock_deck.size() == 1);  // once per player
}

TEST_CASE("four Rings, or the Challenge player's five, discard no Clock card") {
  test::Board b(kCards);
  make_siege(b);
  for (const char* id : {"air", "earth", "fire", "water"}) b.in_play(0, id);
  five_rings(b, 1);
  b.engine().check_state();
  CHECK_FALSE(b.s.players[0].enlightened);
  CHECK(b.s.siege.clock_deck.size() == 2);
  CHECK_FALSE(b.s.result.over);
}
