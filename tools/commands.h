#pragma once
// Each rokugan-cli subcommand registers itself on the app.
#include <CLI/CLI.hpp>
#include <memory>
#include <string>

#include "game/cards/library.h"

namespace l5r {
void add_sim_command(CLI::App& app);
void add_play_command(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_scenario_command(CLI::App& app);
void add_cards_command(CLI::App& app);
void add_cards_import_command(CLI::App& cards);  // `cards import`
void add_deck_command(CLI::App& app);
void add_host_command(CLI::App& app);  // network play (net/)
void add_bot_command(CLI::App& app);
// `bench net` (tools/cmd_bench_net.cpp), under `bench`.
void add_bench_net_command(CLI::App& bench, const std::shared_ptr<std::string>& assets);

// Loads the built-in library; prints its problems and fails the command when
// there are any.
Library load_library_or_fail(const std::string& assets);
// The same with the cards of an imported database (`--carddb PATH`, issue 10)
// when `carddb` is not empty; the built-in decks are checked against it.
Library load_library_or_fail(const std::string& assets, const std::string& carddb);
}  // namespace l5r
