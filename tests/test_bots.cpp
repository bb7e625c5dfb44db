// The bots (issue 9): legal answers over many seeded games, a few positions
// where the heuristic bot must see the right play, and a small win-rate check.
// The 200-game figures belong to `rokugan-cli sim` (docs/AI.md).
#include <doctest/doctest.h>

#include "game/ai/bot.h"
#include "game/ai/determinize.h"
#include "game/ai/heuristic_bot.h"
#include "game/view.h"
#include "tests/board.h"
#include "tests/helpers.h"
#include "tools/sim.h"

using namespace l5r;
using test::Board;

namespace {

const char* kCards = R"({"set": "Test", "cards": [
 {"id":"giant","title":"Giant","type":"Personality","clan":"Crab","force":8,"chi":3,"gold_cost":6,"personal_honor":2},
 {"id":"hero","title":"Hero","type":"Personality","clan":"Crab","force":4,"chi":3,"gold_cost":5,"personal_honor":2},
 {"id":"guard","title":"Guard","type":"Personality","clan":"Crane","force":3,"chi":2,"gold_cost":4,"personal_honor":1},
 {"id":"veteran","title":"Veteran","type":"Personality","clan":"Crab","force":4,"chi":3,"gold_cost":4,"personal_honor":2},
 {"id":"page","title":"Page","type":"Personality","clan":"Crane","force":1,"chi":2,"gold_cost":2,"personal_honor":1},
 {"id":"brute","title":"Brute","type":"Personality","clan":"Crane","force":6,"chi":2,"gold_cost":6,"personal_honor":1},
 {"id":"archer","title":"Archer","type":"Personality","clan":"Crab","force":2,"chi":2,"gold_cost":4,"personal_honor":1,
  "abilities":[{"designator":"Battle","costs":[{"bow":"self"}],"effects":[{"op":"ranged_attack","amount":4}]}]}
]})";

// Plays on with heuristic bots in every seat until `done` or the game stops.
template <class F>
void play_until(Board& b, F&& done, int max_answers = 200) {
  HeuristicBot bots[2] = {HeuristicBot(1), HeuristicBot(2)};
  for (int i = 0; i < max_answers && b.s.pending && !b.s.result.over && !done(); ++i) {
    const PlayerId who = b.s.pending->who;
    const auto a = bots[who].choose(b.db, b.s, who);
    REQUIRE(a);
    REQUIRE(b.engine().answer(who, *a).accepted);
    b.check();
  }
}

std::string answer_text(Board& b, const Answer& a) {
  return b.engine().describe(b.s.pending->options.at(a.picked.at(0)));
}

// Player 0's Dynasty Phase with these face-up Province cards and Gold in
// the pool (his Stronghold makes 3 more), run to his first question.
void dynasty_phase(Board& b, std::initializer_list<const char*> provinces, int pool) {
  int i = 0;
  for (const char* id : provinces) b.in_province(0, i++, id);
  b.s.players[0].gold_pool = static_cast<std::int16_t>(pool);
  b.s.active = 0;
  b.s.phase = Phase::Dynasty;
  b.s.stack = {TurnFrame{3}, ActionRoundFrame{RoundKind::Dynasty, 0, 0, false}};
  b.engine().run();
  REQUIRE(b.s.pending);
}

}  // namespace

TEST_CASE("bots give legal answers over many seeded games (soak with the invariant checker)") {
  const Library& lib = test::library();
  for (auto pairing : {std::vector{BotLevel::Heuristic, BotLevel::Random},
                       std::vector{BotLevel::Heuristic, BotLevel::Heuristic}}) {
    SimOptions o;
    o.games = 60;
    o.seed = 11;
    o.bots = pairing;
    const SimSummary sum = run_sims(lib, o);
    CHECK(sum.errors == 0);
    for (auto& e : sum.first_errors) FAIL_CHECK(e);
    CHECK(sum.finished == sum.games);
  }
  // Multiplayer too: the bot must not assume one opponent.
  SimOptions multi;
  multi.games = 12;
  multi.players = 3;
  multi.bots = {BotLevel::Heuristic, BotLevel::Random, BotLevel::Heuristic};
  CHECK(run_sims(lib, multi).errors == 0);
}

TEST_CASE("the search bot gives legal answers") {
  SimOptions o;
  o.games = 2;
  o.seed = 5;
  o.bots = {BotLevel::Search, BotLevel::Heuristic};
  o.budget.playouts = 8;
  o.budget.max_ms = 5;
  const SimSummary sum = run_sims(test::library(), o);
  CHECK(sum.errors == 0);
  for (auto& e : sum.first_errors) FAIL_CHECK(e);
}

TEST_CASE(
    "the heuristic bot beats the random bot (small sample; the sim has the 200-game figure)") {
  SimOptions o;
  o.games = 20;
  o.seed = 3;
  o.bots = {BotLevel::Heuristic, BotLevel::Random};
  const SimSummary sum = run_sims(test::library(), o);
  CHECK(sum.errors == 0);
  CHECK(sum.side_wins.at("side 1 (heuristic)") >= 17);
}

TEST_CASE("a bot answers only for its own seat") {
  Board b(kCards);
  b.in_play(0, "hero");
  b.in_hand(0, "giant");
  b.start_action_phase(0);
  REQUIRE(b.s.pending);
  REQUIRE(b.s.pending->who == 0);
  for (BotLevel level : {BotLevel::Random, BotLevel::Heuristic, BotLevel::Search}) {
    auto bot = make_bot(level, 7);
    CHECK_FALSE(bot->choose(b.db, b.s, 1));
    CHECK(bot->choose(b.db, b.s, 0));
  }
}

TEST_CASE("the heuristic bot attacks the undefended Province it can destroy") {
  Board b(kCards);
  const CardId giant = b.in_play(0, "giant");  // Force 8 against Province Strength 6
  b.s.active = 0;
  b.s.phase = Phase::Attack;
  b.s.stack = {TurnFrame{kTurnDynastyPhase}, AttackFrame{}};
  b.engine().run();
  REQUIRE(b.s.pending);
  HeuristicBot bot(3);
  CHECK(answer_text(b, *bot.choose(b.db, b.s, 0)).rfind("Attack", 0) == 0);
  play_until(b, [&] { return b.s.phase != Phase::Attack; });
  int destroyed = 0;
  for (const Province& pr : b.s.players[1].provinces) destroyed += pr.destroyed;
  CHECK(destroyed == 1);
  CHECK(b.s.card(giant).zone == Zone::InPlay);
}

TEST_CASE("the heuristic bot does not attack into a defence that would destroy its army") {
  Board b(kCards);
  b.in_play(0, "hero");   // Force 4
  b.in_play(1, "brute");  // Force 6 at home, ready to defend
  b.s.active = 0;
  b.s.phase = Phase::Attack;
  b.s.stack = {TurnFrame{kTurnDynastyPhase}, AttackFrame{}};
  b.engine().run();
  REQUIRE(b.s.pending);
  HeuristicBot bot(3);
  CHECK(answer_text(b, *bot.choose(b.db, b.s, 0)) == "Do not attack");
}

TEST_CASE("the heuristic bot defends a Province it would lose when it can win the battle") {
  Board b(kCards);
  const CardId giant = b.in_play(0, "giant");  // Force 8 > Province Strength 6
  const CardId brute = b.in_play(1, "brute");  // 6 + 3 = 9 beats 8
  const CardId guard = b.in_play(1, "guard");
  const CardId page = b.in_play(1, "page");
  b.s.active = 0;
  b.s.phase = Phase::Attack;
  b.s.attack = Attack{};
  b.s.attack.active = true;
  b.s.attack.attacker = 0;
  b.s.attack.defender = 1;
  b.s.attack.battlefield_province = {0, 1, 2, 3};
  b.s.attack.fought = {false, false, false, false};
  b.s.card(giant).location = 0;
  b.s.stack = {TurnFrame{kTurnDynastyPhase}, AttackFrame{2, false}};
  b.engine().run();
  REQUIRE(b.s.pending);
  REQUIRE(b.s.pending->who == 1);
  play_until(b, [&] { return !b.s.pending || b.s.pending->who != 1; });
  CHECK(b.s.card(brute).location == 0);
  CHECK(b.s.card(guard).location == 0);
  CHECK(b.s.card(page).location == kHome);  // not needed: kept safe at home
}

TEST_CASE("the heuristic bot Recruits a good Personality it can afford rather than passing") {
  Board b(kCards);
  dynasty_phase(b, {"hero", "page"}, 3);  // Hero costs 5: 3 from the Stronghold, 3 in the pool
  const CardId hero = b.s.players[0].provinces[0].cards.at(0);
  HeuristicBot bot(4);
  const std::string first = answer_text(b, *bot.choose(b.db, b.s, 0));
  CHECK(first.find("Hero") != std::string::npos);
  CHECK(first.rfind("Recruit", 0) == 0);
  play_until(b, [&] { return b.s.card(hero).zone == Zone::InPlay; });
  CHECK(b.s.card(hero).zone == Zone::InPlay);
}

TEST_CASE("the heuristic bot discards from a Province when nothing there can be Recruited") {
  // Its Provinces hold only Personalities it cannot pay for now (4 Gold with
  // 3 from the Stronghold, none in the pool, no Holdings), though they are
  // not poor cards: keeping them all would stall its Dynasty for good, so it
  // discards one.
  Board b(kCards);
  dynasty_phase(b, {"veteran", "veteran"}, 0);
  HeuristicBot bot(4);
  const std::string first = answer_text(b, *bot.choose(b.db, b.s, 0));
  CHECK(first.rfind("Discard", 0) == 0);

  // With a card it can Recruit in a Province (the Page: 4 Gold with the
  // off-clan 2, and 1 is in the pool), it keeps the others.
  Board c(kCards);
  dynasty_phase(c, {"giant", "page"}, 1);
  const std::string other = answer_text(c, *bot.choose(c.db, c.s, 0));
  CHECK(other.rfind("Discard Giant", 0) != 0);
}

TEST_CASE("the heuristic bot uses a Ranged Attack on the strongest enemy it can destroy") {
  Board b(kCards);
  const CardId archer = b.in_play(0, "archer");
  const CardId hero = b.in_play(0, "hero");
  const CardId guard = b.in_play(1, "guard");  // Force 3: destroyable
  const CardId page = b.in_play(1, "page");    // Force 1: destroyable, worth less
  const CardId brute = b.in_play(1, "brute");  // Force 6: beyond a Ranged 4 Attack
  b.start_combat(0, {archer, hero}, {guard, page, brute});
  // Stop once the attack is made: the defenders win this battle either way.
  auto attacked = [&] {
    for (auto& l : b.log.lines)
      if (l.rfind("Ranged", 0) == 0) return true;
    return false;
  };
  play_until(b, attacked);
  CHECK(attacked());
  CHECK(b.s.card(guard).zone != Zone::InPlay);
  CHECK(b.s.card(page).zone == Zone::InPlay);
  CHECK(b.s.card(brute).zone == Zone::InPlay);
}

TEST_CASE("determinizing never shows the real hidden cards and keeps what the seat sees") {
  const Library& lib = test::library();
  GameSetup setup;
  setup.seed = 9;
  setup.seats.push_back({"A", lib.decks.at(0)});
  setup.seats.push_back({"B", lib.decks.at(1)});
  NewGame g = new_game(lib.db, setup);
  REQUIRE(g.error.empty());
  Rng rng{77};
  const GameState d = determinize(g.state, 0, rng);
  int moved = 0;
  for (CardId c = 0; c < d.cards.size(); ++c) {
    if (visible_to(g.state, c, 0)) {
      CHECK(d.card(c).def == g.state.card(c).def);
    } else {
      moved += d.card(c).def != g.state.card(c).def;
    }
  }
  CHECK(moved > 20);
  CHECK(check_invariants(lib.db, d).empty());
}

TEST_CASE("the heuristic bot's rules never read hidden cards: re-dealing them changes no answer") {
  const Library& lib = test::library();
  GameSetup setup;
  setup.seed = 21;
  setup.seats.push_back({"A", lib.decks.at(2)});
  setup.seats.push_back({"B", lib.decks.at(3)});
  NewGame g = new_game(lib.db, setup);
  REQUIRE(g.error.empty());
  GameState& s = g.state;
  Engine e(lib.db, s);
  HeuristicBot players[2] = {HeuristicBot(1), HeuristicBot(2)};
  Rng deal{99};
  int compared = 0;
  for (int i = 0; i < 3000 && s.pending && !s.result.over; ++i) {
    const PlayerId who = s.pending->who;
    // The rules-only policy (no lookahead) with the same seed, on the real
    // state and on one whose hidden cards were dealt again.
    GameState real = s;
    GameState redealt = determinize(s, who, deal);
    HeuristicBot a(1000 + static_cast<std::uint64_t>(i), false),
        b(1000 + static_cast<std::uint64_t>(i), false);
    CHECK(a.decide(lib.db, real, who).picked == b.decide(lib.db, redealt, who).picked);
    ++compared;
    const auto answer = players[who].choose(lib.db, s, who);
    REQUIRE(answer);
    REQUIRE(e.answer(who, *answer).accepted);
  }
  CHECK(compared > 100);
}
