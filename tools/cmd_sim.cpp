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

void add_sim_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("sim", "Play seeded games between random-legal-move bots");
  auto opt = std::make_shared<SimOptions>();
  auto mode = std::make_shared<std::string>("duel");
  auto assets = std::make_shared<std::string>(default_assets_dir());
  cmd->add_option("--mode", *mode, "duel (2 players) or multiplayer (--players N)")
      ->check(CLI::IsMember({"duel", "multiplayer"}));
  cmd->add_option("--games", opt->games, "number of games")->check(CLI::Range(1, 1000000));
  cmd->add_option("--seed", opt->seed, "seed of the first game");
  cmd->add_option("--players", opt->players, "seats in multiplayer mode")->check(CLI::Range(2, 6));
  cmd->add_option("--turn-limit", opt->turn_limit, "stop a game after this many turns");
  cmd->add_option("--assets", *assets, "assets directory");
  auto carddb = std::make_shared<std::string>();
  cmd->add_option("--carddb", *carddb, "play with an imported card database (docs/card-import.md)");
  cmd->callback([=] {
    Library lib = load_library_or_fail(*assets, *carddb);
    SimOptions o = *opt;
    if (*mode == "duel") o.players = 2;
    SimSummary s = run_sims(lib, o);
    std::cout << s.to_json() << std::endl;
    if (s.errors) throw CLI::RuntimeError(1);
  });
}

void add_play_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("play", "Play one seeded game between bots and print its log");
  auto opt = std::make_shared<SimOptions>();
  auto assets = std::make_shared<std::string>(default_assets_dir());
  cmd->add_option("--seed", opt->seed, "seed");
  cmd->add_option("--players", opt->players, "seats")->check(CLI::Range(2, 6));
  cmd->add_option("--turn-limit", opt->turn_limit, "stop the game after this many turns");
  cmd->add_option("--assets", *assets, "assets directory");
  auto carddb = std::make_shared<std::string>();
  cmd->add_option("--carddb", *carddb, "play with an imported card database (docs/card-import.md)");
  cmd->callback([=] {
    Library lib = load_library_or_fail(*assets, *carddb);
    Log log;
    GameReport r = play_one(lib, *opt, 0, &log);
    for (auto& line : log.lines) std::cout << line << "\n";
    std::cout << "Result: "
              << (r.result.winner == kNoPlayer ? std::string("no winner")
                                               : "player " + std::to_string(r.result.winner + 1))
              << ", " << to_string(r.result.victory) << " victory after " << r.turns << " turns\n";
    for (auto& e : r.errors) std::cerr << "error: " << e << "\n";
    if (!r.errors.empty()) throw CLI::RuntimeError(1);
  });
}

}  // namespace l5r
