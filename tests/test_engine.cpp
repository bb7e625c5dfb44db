// The engine's contracts: start of game, the question/answer interface,
// determinism and replay, serialization, and a soak of seeded bot games.
#include <doctest/doctest.h>

#include <cereal/archives/portable_binary.hpp>
#include <cereal/types/optional.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/variant.hpp>
#include <cereal/types/vector.hpp>
#include <sstream>

#include "game/ai/random_bot.h"
#include "game/game.h"
#include "game/invariants.h"
#include "tests/helpers.h"
#include "tools/sim.h"

using namespace l5r;

namespace {

GameSetup duel(std::uint64_t seed, int a = 0, int b = 1) {
  const Library& lib = test::library();
  GameSetup s;
  s.seed = seed;
  s.seats.push_back({"A", lib.decks.at(a)});
  s.seats.push_back({"B", lib.decks.at(b)});
  return s;
}

// Plays a game with random bots, calling `each` after every accepted answer.
template <class F>
void play(Game& g, std::uint64_t bot_seed, int max_answers, F&& each) {
  RandomBot bot(bot_seed);
  for (int i = 0; i < max_answers && g.pending() && !g.over(); ++i) {
    const Question q = *g.pending();
    REQUIRE(g.answer(q.who, bot.choose(q)).accepted);
    each();
  }
}

}  // namespace

TEST_CASE("start of game: Strongholds, Honor, first player, four Provinces, five cards") {
  const Library& lib = test::library();
  Game g(lib.db, duel(7));
  REQUIRE(g.error().empty());
  const GameState& s = g.state();
  CHECK(s.turn == 1);
  CHECK(s.phase == Phase::Action);
  for (PlayerId p = 0; p < 2; ++p) {
    const Player& pl = s.players[p];
    CHECK(pl.provinces.size() == 4);
    // The first player turned his Province cards face-up at the start of his turn.
    for (const Province& pr : pl.provinces) {
      REQUIRE(pr.cards.size() == 1);
      CHECK(s.card(pr.cards[0]).face_up == (p == s.active));
    }
    CHECK(pl.hand.size() == 5);
    CHECK(pl.dynasty_deck.size() == 36);
    CHECK(pl.fate_deck.size() == 35);
    CHECK(s.card(pl.stronghold).zone == Zone::InPlay);
    CHECK(pl.went_first == (p == s.first_player));
  }
  // CR20F Start of Game B: the starting player has the highest Family Honor.
  const Player& first = s.players[s.first_player];
  const Player& other = s.players[1 - s.first_player];
  CHECK(first.honor >= other.honor);
  CHECK(s.active == s.first_player);
  CHECK(check_invariants(lib.db, s).empty());
}

TEST_CASE("a game needs 2 to 6 seats") {
  const Library& lib = test::library();
  GameSetup one;
  one.seats.push_back({"Solo", lib.decks[0]});
  NewGame g = new_game(lib.db, one);
  CHECK(g.error == "a game needs 2 to 6 players, not 1");
}

TEST_CASE("illegal answers are refused with a reason and change nothing") {
  const Library& lib = test::library();
  Game g(lib.db, duel(3));
  REQUIRE(g.pending());
  const Question q = *g.pending();
  const std::uint64_t before = state_hash(g.state());
  const PlayerId other = static_cast<PlayerId>(1 - q.who);

  auto refused = [&](PlayerId who, Answer a, const std::string& why) {
    Outcome o = g.answer(who, a);
    CHECK_FALSE(o.accepted);
    CHECK_MESSAGE(o.reason.find(why) != std::string::npos, o.reason);
    CHECK(state_hash(g.state()) == before);
  };
  refused(q.who, {q.id + 1, {0}}, "pending question is");
  refused(other, {q.id, {0}}, "may not answer");
  refused(q.who, {q.id, {}}, "pick exactly 1");
  refused(q.who, {q.id, {static_cast<int>(q.options.size())}}, "does not exist");
  refused(q.who, {q.id, {-1}}, "does not exist");
  if (q.options.size() > 1) refused(q.who, {q.id, {0, 1}}, "pick exactly 1");
  CHECK(g.history().empty());
  CHECK(g.answer(q.who, {q.id, {0}}).accepted);
  CHECK(g.history().size() == 1);
}

TEST_CASE("a game is defined by its setup and answers: replay gives the same hash at every step") {
  const Library& lib = test::library();
  Game g(lib.db, duel(11, 1, 2));
  std::vector<std::uint64_t> hashes{state_hash(g.state())};
  play(g, 99, 3000, [&] { hashes.push_back(state_hash(g.state())); });
  REQUIRE(g.history().size() > 20);

  Game replay(lib.db, g.setup());
  CHECK(state_hash(replay.state()) == hashes[0]);
  for (std::size_t i = 0; i < g.history().size(); ++i) {
    const AnsweredBy& a = g.history()[i];
    REQUIRE(replay.apply(a).accepted);
    REQUIRE(state_hash(replay.state()) == hashes[i + 1]);
  }
}

// Undo (issue 7): taking back a seat's last answer rewinds to the state in
// which that seat was asked, with the log's tail gone.
TEST_CASE("a rewound game is the game before a seat's last answer") {
  const Library& lib = test::library();
  Game g(lib.db, duel(5, 0, 3));
  std::vector<std::uint64_t> hashes{state_hash(g.state())};
  play(g, 7, 200, [&] { hashes.push_back(state_hash(g.state())); });
  REQUIRE(g.history().size() > 10);
  const std::size_t last_a = g.last_input_of([](PlayerId p) { return p == 0; });
  REQUIRE(last_a < g.history().size());
  CHECK(g.history()[last_a].seat == 0);
  for (std::size_t i = last_a + 1; i < g.history().size(); ++i) CHECK(g.history()[i].seat != 0);
  const std::unique_ptr<Game> back = g.rewound(last_a);
  CHECK(back->history().size() == last_a);
  CHECK(state_hash(back->state()) == hashes[last_a]);
  REQUIRE(back->pending());
  CHECK(back->pending()->who == 0);  // seat 0 is asked again
  // No seat matches: nothing to take back.
  CHECK(g.last_input_of([](PlayerId p) { return p == 9; }) == g.history().size());
}

TEST_CASE("different seeds give different games") {
  const Library& lib = test::library();
  Game a(lib.db, duel(1));
  Game b(lib.db, duel(2));
  CHECK(state_hash(a.state()) != state_hash(b.state()));
}

TEST_CASE("a state survives a cereal round trip with the same hash, and copies are independent") {
  const Library& lib = test::library();
  Game g(lib.db, duel(5));
  play(g, 5, 200, [] {});
  std::stringstream buf;
  {
    cereal::PortableBinaryOutputArchive out(buf);
    out(g.state());
  }
  GameState back;
  {
    cereal::PortableBinaryInputArchive in(buf);
    in(back);
  }
  CHECK(state_hash(back) == state_hash(g.state()));

  GameState copy = g.state();
  if (copy.pending) {
    Engine e(lib.db, copy);
    RandomBot bot(1);
    CHECK(e.answer(copy.pending->who, bot.choose(*copy.pending)).accepted);
    CHECK(state_hash(copy) != state_hash(g.state()));
  }
}

TEST_CASE("soak: seeded duels and multiplayer games finish with no invariant violation") {
  const Library& lib = test::library();
  SimOptions o;
  o.games = 200;
  o.seed = 2026;
  SimSummary duel_sum = run_sims(lib, o);
  for (auto& e : duel_sum.first_errors) MESSAGE(e);
  CHECK(duel_sum.errors == 0);
  CHECK(duel_sum.finished == 200);

  o.games = 30;
  o.players = 4;
  SimSummary multi = run_sims(lib, o);
  for (auto& e : multi.first_errors) MESSAGE(e);
  CHECK(multi.errors == 0);
  CHECK(multi.finished == 30);

  // Same seed, same result.
  o.players = 2;
  o.games = 20;
  CHECK(run_sims(lib, o).to_json() == run_sims(lib, o).to_json());
}

TEST_CASE("manual actions are validated, logged, recorded and replayed") {
  const Library& lib = test::library();
  Game g(lib.db, duel(21));
  const GameState& s = g.state();
  const PlayerId me = s.active;
  const CardId sh = s.players[me].stronghold;
  const std::uint64_t before = state_hash(s);

  Outcome bad = g.manual(me, {ManualKind::Bow, 60000});
  CHECK_FALSE(bad.accepted);
  CHECK(bad.reason == "card 60000 does not exist");
  CHECK(g.manual(me, {ManualKind::Destroy, sh}).reason == "a Stronghold cannot be destroyed");
  const CardId in_deck = s.players[me].fate_deck.back();
  CHECK(g.manual(me, {ManualKind::Bow, in_deck}).reason.find("is not in play") != std::string::npos);
  CHECK(g.manual(me, {ManualKind::AdjustHonor, kNoCard, me, 0}).reason.find("non-zero") != std::string::npos);
  CHECK(state_hash(s) == before);
  CHECK(g.history().empty());

  const int honor = s.players[me].honor;
  REQUIRE(g.manual(me, {ManualKind::Bow, sh}).accepted);
  CHECK(s.card(sh).bowed);
  REQUIRE(g.manual(me, {ManualKind::AdjustHonor, kNoCard, me, 3}).accepted);
  CHECK(s.players[me].honor == honor + 3);
  CHECK(g.log().lines.back().find("Manual action by") == 0);
  REQUIRE(g.history().size() == 2);
  CHECK(g.history()[0].is_manual);

  Game replay(lib.db, g.setup());
  for (const AnsweredBy& in : g.history()) REQUIRE(replay.apply(in).accepted);
  CHECK(state_hash(replay.state()) == state_hash(s));
}

TEST_CASE("card memory: a card out of play and face-down forgets its effects and used abilities (CR20F Card Memory Rule)") {
  const Library& lib = test::library();
  Game g(lib.db, duel(21));
  GameState s = g.state();
  Engine e(lib.db, s);
  const PlayerId me = s.active;
  // A Personality from the Dynasty deck, put into play at home.
  CardId pers = kNoCard;
  for (CardId c : s.players[me].dynasty_deck)
    if (e.def(c).type == CardType::Personality) pers = c;
  REQUIRE(pers != kNoCard);
  e.put_into_play(pers, me, kHome, false);
  const int printed = e.force(pers);
  REQUIRE(e.manual(me, {ManualKind::AdjustForce, pers, kNoPlayer, 2}).accepted);
  REQUIRE(e.manual(me, {ManualKind::Dishonor, pers}).accepted);
  REQUIRE(e.manual(me, {ManualKind::AdjustTokens, pers, kNoPlayer, 2}).accepted);
  s.used_abilities.push_back(static_cast<std::uint32_t>(pers) << 4);
  CHECK(e.force(pers) == printed + 2);
  CHECK(s.card(pers).tokens.size() == 2);

  // Destroyed, he is out of play but face-up: he remembers (dead, dishonorable).
  REQUIRE(e.manual(me, {ManualKind::Destroy, pers}).accepted);
  CHECK(s.card(pers).zone == Zone::DynastyDiscard);
  CHECK(s.card(pers).dishonorable);
  CHECK(s.card(pers).tokens.empty());  // tokens exist only in play (CR20F Token)
  CHECK(std::any_of(s.modifiers.begin(), s.modifiers.end(), [&](const StatModifier& m) { return m.card == pers; }));

  // Returned to his owner's hand (a Dynasty card: the top of the deck), face-down: he forgets.
  REQUIRE(e.manual(me, {ManualKind::ToHand, pers}).accepted);
  CHECK(s.card(pers).zone == Zone::DynastyDeck);
  CHECK(s.players[me].dynasty_deck.back() == pers);
  CHECK_FALSE(s.card(pers).dishonorable);
  CHECK(std::none_of(s.modifiers.begin(), s.modifiers.end(), [&](const StatModifier& m) { return m.card == pers; }));
  CHECK(std::none_of(s.used_abilities.begin(), s.used_abilities.end(),
                     [&](std::uint32_t k) { return ((k >> 4) & 0xFFFFFu) == pers; }));

  // Refusals name the problem.
  CHECK(e.manual(me, {ManualKind::ToHand, s.players[me].stronghold}).reason.find("cannot go to a hand") !=
        std::string::npos);
  CHECK(e.manual(me, {ManualKind::AdjustTokens, pers, kNoPlayer, 1}).reason.find("tokens exist only in play") !=
        std::string::npos);
}
