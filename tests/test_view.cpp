// Views: a seat never sees what it should not (DESIGN "Views").
#include <doctest/doctest.h>

#include "game/ai/random_bot.h"
#include "game/game.h"
#include "game/view.h"
#include "tests/helpers.h"

using namespace l5r;

TEST_CASE("a seat's view hides the other hands, the decks, face-down cards and the RNG") {
  const Library& lib = test::library();
  GameSetup setup;
  setup.seed = 8;
  setup.seats.push_back({"A", lib.decks[0]});
  setup.seats.push_back({"B", lib.decks[1]});
  Game g(lib.db, setup);
  RandomBot bot(8);
  for (int i = 0; i < 60 && g.pending(); ++i) g.answer(g.pending()->who, bot.choose(*g.pending()));
  const GameState& s = g.state();
  for (PlayerId seat : {PlayerId{0}, PlayerId{1}, kSpectator}) {
    View v = view(s, seat);
    CHECK(v.state.rng.state == 0);
    CHECK(v.state.stack.empty());
    for (PlayerId p = 0; p < 2; ++p) {
      for (CardId c : s.players[p].hand) CHECK((v.state.card(c).def == kNoDef) == (p != seat));
      for (CardId c : s.players[p].fate_deck) CHECK(v.state.card(c).def == kNoDef);
      for (CardId c : s.players[p].dynasty_deck) CHECK(v.state.card(c).def == kNoDef);
      for (const Province& pr : s.players[p].provinces)
        for (CardId c : pr.cards) CHECK((v.state.card(c).def == kNoDef) == !s.card(c).face_up);
      for (CardId c : s.players[p].in_play) CHECK(v.state.card(c).def == s.card(c).def);
      // Counts stay public.
      CHECK(v.state.players[p].hand.size() == s.players[p].hand.size());
      CHECK(v.state.players[p].fate_deck.size() == s.players[p].fate_deck.size());
    }
    if (s.pending) CHECK(v.state.pending->options.empty() == (s.pending->who != seat));
  }
}

// CR20F "Token": tokens are on cards in play, which every seat sees, so every
// seat's view (and a spectator's) shows them, with their stats.
TEST_CASE("every seat's view shows the tokens on cards in play") {
  const Library& lib = test::library();
  GameSetup setup;
  setup.seed = 8;
  setup.seats.push_back({"A", lib.decks[0]});
  setup.seats.push_back({"B", lib.decks[1]});
  Game g(lib.db, setup);
  GameState s = g.state();
  const CardId sh = s.players[0].stronghold;
  s.card(sh).tokens.push_back(Token{"Wealth", 0, 0, 0, 1});
  for (PlayerId seat : {PlayerId{0}, PlayerId{1}, kSpectator}) {
    View v = view(s, seat);
    REQUIRE(v.state.card(sh).tokens.size() == 1);
    CHECK(v.state.card(sh).tokens[0] == Token{"Wealth", 0, 0, 0, 1});
  }
}
