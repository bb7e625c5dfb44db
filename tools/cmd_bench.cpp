// `rokugan-cli bench`: random-bot games per second on one core, and the cost
// of copying and hashing a mid-game GameState; `rokugan-cli bench bots`: how
// long each bot level takes to answer (figures go to docs/PERFORMANCE.md and
// docs/AI.md). `rokugan-cli bench net` is in cmd_bench_net.cpp.
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <memory>

#include "game/ai/random_bot.h"
#include "game/cards/import_db.h"
#include "tools/commands.h"
#include "tools/sim.h"

namespace l5r {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// Plays the first game of a sim until its turn count reaches `turn`.
GameState mid_game(const Library& lib, std::uint32_t turn) {
  GameSetup setup;
  setup.seed = 42;
  setup.seats.push_back({"A", lib.decks[0]});
  setup.seats.push_back({"B", lib.decks[1 % lib.decks.size()]});
  GameState s = new_game(lib.db, setup).state;
  Engine e(lib.db, s);
  RandomBot bot(42);
  while (s.pending && !s.result.over && s.turn < turn) e.answer(s.pending->who, bot.choose(*s.pending));
  return s;
}

void print_decision_times(const char* title, const SimSummary& sum) {
  std::printf("%s: %d games\n", title, sum.games);
  for (auto [level, v] : sum.decision_us) {
    if (v.empty()) continue;
    std::sort(v.begin(), v.end());
    auto at = [&](double q) {
      return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
    };
    std::printf("  %-9s %7zu answers: median %9.1f us, p99 %9.1f us, max %9.1f us\n", level.c_str(),
                v.size(), at(0.5), at(0.99), v.back());
  }
}

void add_bench_bots(CLI::App& bench, const std::shared_ptr<std::string>& assets) {
  auto* cmd = bench.add_subcommand("bots", "Time each bot level's answers (median, p99)");
  auto games = std::make_shared<int>(40);
  auto budget = std::make_shared<SearchBudget>();
  cmd->add_option("--games", *games, "heuristic-vs-random duels; a quarter as many search duels")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--search-playouts", budget->playouts, "search bot: playouts per decision");
  cmd->add_option("--search-ms", budget->max_ms, "search bot: time limit per decision (ms)");
  cmd->callback([=] {
    Library lib = load_library_or_fail(*assets);
    SimOptions o;
    o.seed = 1;
    o.check_invariants = false;
    o.time_decisions = true;
    o.budget = *budget;
    o.games = *games;
    o.bots = {BotLevel::Heuristic, BotLevel::Random};
    print_decision_times("heuristic vs random", run_sims(lib, o));
    o.games = std::max(2, *games / 4);
    o.bots = {BotLevel::Search, BotLevel::Heuristic};
    print_decision_times("search vs heuristic", run_sims(lib, o));
  });
}

}  // namespace

void add_bench_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("bench", "Measure engine speed: games per second, state copies");
  auto games = std::make_shared<int>(2000);
  auto copies = std::make_shared<int>(200000);
  auto assets = std::make_shared<std::string>(default_assets_dir());
  cmd->add_option("--games", *games, "random-bot duels to time")->check(CLI::Range(1, 10000000));
  cmd->add_option("--copies", *copies, "state copies to time")->check(CLI::Range(1, 100000000));
  cmd->add_option("--assets", *assets, "assets directory");
  auto import_path = std::make_shared<std::string>();
  cmd->add_option("--import", *import_path,
                  "time importing this card database instead (goal: under 2 s)");
  add_bench_bots(*cmd, assets);
  add_bench_net_command(*cmd, assets);
  cmd->callback([=] {
    if (cmd->got_subcommand("bots") || cmd->got_subcommand("net")) return;
    if (!import_path->empty()) {
      // CPU time too: on a shared machine the wall time says more about the
      // other processes than about the import.
      const auto t = Clock::now();
      const std::clock_t cpu = std::clock();
      ImportedDb db = import_card_database(*import_path);
      const double wall = seconds_since(t);
      const double cpu_s = static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC;
      // The cards of the source, not the created cards they describe.
      const auto cards = std::count_if(db.extra.begin(), db.extra.end(), [](const ImportedCard& c) { return !c.created; });
      std::printf(
          "import of %s: %d records, %td cards, %d abilities compiled in %.3f s (CPU time, all "
          "threads: %.3f s)\n",
          import_path->c_str(), db.records, cards, db.abilities_compiled, wall, cpu_s);
      return;
    }
    Library lib = load_library_or_fail(*assets);

    SimOptions o;
    o.games = *games;
    o.seed = 1;
    o.check_invariants = false;
    auto t0 = Clock::now();
    SimSummary sum = run_sims(lib, o);
    const double game_s = seconds_since(t0);
    std::printf("random-bot duels: %d games in %.3f s = %.0f games/s (mean %.1f turns, %d errors)\n",
                sum.games, game_s, sum.games / game_s, sum.mean_turns, sum.errors);

    o.check_invariants = true;
    o.games = std::max(1, *games / 10);
    t0 = Clock::now();
    SimSummary checked = run_sims(lib, o);
    const double checked_s = seconds_since(t0);
    std::printf("with invariant checks after every step: %.0f games/s\n", checked.games / checked_s);

    GameState mid = mid_game(lib, 12);
    std::uint64_t sink = 0;
    t0 = Clock::now();
    for (int i = 0; i < *copies; ++i) {
      GameState c = mid;
      sink += c.cards.size() + c.stack.size();
    }
    const double copy_s = seconds_since(t0);
    std::printf("mid-game GameState copy (turn %u, %zu cards, %zu frames): %.2f us per copy\n",
                mid.turn, mid.cards.size(), mid.stack.size(), copy_s * 1e6 / *copies);

    const int hashes = std::max(1, *copies / 20);
    t0 = Clock::now();
    for (int i = 0; i < hashes; ++i) sink += state_hash(mid);
    std::printf("state hash: %.2f us per hash\n", seconds_since(t0) * 1e6 / hashes);
    if (sink == 42) std::printf(" \n");  // keeps the loops from being optimised away
  });
}

}  // namespace l5r
