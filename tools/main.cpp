// rokugan-cli: the headless tool (no SDL): sim, play, scenario, bench, cards, deck, host, bot.
// A subcommand that fails throws CLI::RuntimeError with its exit code.
#include <CLI/CLI.hpp>

#include "tools/commands.h"

int main(int argc, char** argv) {
  CLI::App app{"rokugan-cli: headless Legend of the Five Rings engine tools"};
  app.require_subcommand(1);
  l5r::add_sim_command(app);
  l5r::add_play_command(app);
  l5r::add_bench_command(app);
  l5r::add_scenario_command(app);
  l5r::add_cards_command(app);
  l5r::add_deck_command(app);
  l5r::add_host_command(app);
  l5r::add_bot_command(app);
  CLI11_PARSE(app, argc, argv);
  return 0;
}
