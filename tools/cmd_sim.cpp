// `rokugan-cli sim` and `rokugan-cli play`.
#include <iostream>

#include "tools/commands.h"
#include "tools/sim.h"

namespace l5r {

Library load_library_or_fail(const std::string& assets) {
  Library lib = load_library(assets);
  if (!lib.errors.empty()) {
    for (auto& e : lib.errors) std::cerr << "error: " << e << "\n";
    throw CLI::RuntimeError(2);
  }
  return lib;
}

namespace {

// "heuristic,random" -> the levels, or a usage error naming the bad one.
std::vector<BotLevel> parse_bots(const std::string& list) {
  std::vector<BotLevel> out;
  std::string rest = list;
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string name = rest.substr(0, comma);
    const auto level = parse_bot_level(name);
    if (!level) throw CLI::ValidationError("--bots", "unknown bot level '" + name + "'");
    out.push_back(*level);
    rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
  }
  return out;
}

}  // namespace

void add_sim_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("sim", "Play seeded games between bots");
  auto opt = std::make_shared<SimOptions>();
  auto mode = std::make_shared<std::string>("duel");
  auto bots = std::make_shared<std::string>();
  auto challenger = std::make_shared<std::string>();
  auto assets = std::make_shared<std::string>(default_assets_dir());
  cmd->add_option("--mode", *mode,
                  "duel (2 players), multiplayer (--players N), or siege (--players N Rokugani, 3 by default, "
                  "against the Challenge deck)")
      ->check(CLI::IsMember({"duel", "multiplayer", "siege"}));
  cmd->add_option("--games", opt->games, "number of games")->check(CLI::Range(1, 1000000));
  cmd->add_option("--challenger", *challenger, "Siege: who plays the Challenge deck: script (default) or a bot level");
  cmd->add_option("--seed", opt->seed, "seed of the first game");
  cmd->add_option("--players", opt->players, "seats in multiplayer mode")->check(CLI::Range(2, 6));
  cmd->add_option("--turn-limit", opt->turn_limit, "stop a game after this many turns");
  cmd->add_option("--assets", *assets, "assets directory");
  cmd->add_option("--bots", *bots,
                  "bot level of each side, e.g. heuristic,random (random, heuristic, search); "
                  "sides swap seats every other game");
  cmd->add_option("--search-playouts", opt->budget.playouts, "search bot: playouts per decision");
  cmd->add_option("--search-ms", opt->budget.max_ms, "search bot: time limit per decision (ms)");
  cmd->add_option("--search-horizon", opt->budget.horizon_turns, "search bot: turns played ahead");
  cmd->add_flag("--time", opt->time_decisions,
                "report each bot level's time per answer (median, p99)");
  auto carddb = std::make_shared<std::string>();
  cmd->add_option("--carddb", *carddb, "play with an imported card database (docs/card-import.md)");
  cmd->callback([=] {
    Library lib = load_library_or_fail(*assets, *carddb);
    SimOptions o = *opt;
    if (*mode == "duel") o.players = 2;
    if (*mode == "siege") {
      o.siege = true;
      if (!cmd->count("--players")) o.players = 3;
    }
    o.bots = parse_bots(*bots);
    if (!challenger->empty() && *challenger != "script") {
      o.challenge_script = false;
      const auto level = parse_bot_level(*challenger);
      if (!level) throw CLI::ValidationError("--challenger", "unknown bot level '" + *challenger + "'");
      o.challenger = *level;
    }
    SimSummary s = run_sims(lib, o);
    std::cout << s.to_json() << std::endl;
    if (s.errors) throw CLI::RuntimeError(1);
  });
}

void add_play_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("play", "Play one seeded game between bots and print its log");
  auto opt = std::make_shared<SimOptions>();
  auto assets = std::make_shared<std::string>(default_assets_dir());
  auto bots = std::make_shared<std::string>();
  auto index = std::make_shared<int>(0);
  auto siege = std::make_shared<bool>(false);
  cmd->add_flag("--siege", *siege,
                "a Siege game: --players Rokugani (3 by default) against the scripted Challenge player");
  cmd->add_option("--bots", *bots,
                  "bot level of each side, e.g. heuristic,search (default: random)");
  cmd->add_option("--game", *index,
                  "play game number N of the sim with the same --seed and --bots");
  cmd->add_option("--seed", opt->seed, "seed");
  cmd->add_option("--players", opt->players, "seats")->check(CLI::Range(2, 6));
  cmd->add_option("--turn-limit", opt->turn_limit, "stop the game after this many turns");
  cmd->add_option("--assets", *assets, "assets directory");
  auto carddb = std::make_shared<std::string>();
  cmd->add_option("--carddb", *carddb, "play with an imported card database (docs/card-import.md)");
  cmd->callback([=] {
    Library lib = load_library_or_fail(*assets, *carddb);
    SimOptions o = *opt;
    o.bots = parse_bots(*bots);
    if (*siege) {
      o.siege = true;
      if (!cmd->count("--players")) o.players = 3;
    }
    Log log;
    GameReport r = play_one(lib, o, *index, &log);
    for (auto& line : log.lines) std::cout << line << "\n";
    std::cout << "Result: "
              << (r.result.winner == kNoPlayer ? std::string("no winner")
                  : o.siege ? (r.result.winner == o.players ? std::string("the Challenge player")
                                                            : std::string("the Rokugani"))
                            : "player " + std::to_string(r.result.winner + 1))
              << ", " << to_string(r.result.victory) << " victory after " << r.turns << " turns\n";
    for (auto& e : r.errors) std::cerr << "error: " << e << "\n";
    if (!r.errors.empty()) throw CLI::RuntimeError(1);
  });
}

}  // namespace l5r
