// rokugan: the graphical client. Parses the command line and runs the app.
#include <CLI/CLI.hpp>
#include <algorithm>

#include "gfx/app.h"
#include "gfx/client_options.h"
#include "gfx/net_options.h"

int main(int argc, char** argv) {
  l5r::gfx::ClientOptions o;
  CLI::App cli{"rokugan: Legend of the Five Rings (Twenty Festivals rules)"};
  std::string screen = "menu";
  cli.add_option(
         "--screen", screen,
         "screen to start on: menu, siege (solo Siege), table (duel), decks (deck builder), "
         "replays, settings")
      ->check(CLI::IsMember({"menu", "siege", "table", "decks", "replays", "settings"}));
  cli.add_option("--replay", o.replay, "open this save file on the Replays screen");
  cli.add_option("--carddb", o.carddb,
                 "play with an imported card database (docs/card-import.md) instead of the "
                 "built-in cards");
  cli.add_flag("--autosave", o.autosave, "scripted runs: autosave the game as interactive ones do");
  cli.add_option("--screenshot", o.screenshot, "save a PNG of the window after the last frame");
  cli.add_option("--frames", o.frames, "frames to render, then quit (default with --screenshot: 3)")
      ->check(CLI::NonNegativeNumber);
  cli.add_option("--auto-answers", o.auto_answers,
                 "answer this many of your questions with a random bot before showing the table")
      ->check(CLI::NonNegativeNumber);
  cli.add_flag("--until-battle", o.until_battle,
               "keep auto-answering until a battle with both armies is being fought");
  cli.add_flag("--dump", o.dump, "print the drawn elements (labels and rectangles) at the end");
  cli.add_option("--seed", o.seed, "game seed");
  cli.add_option("--deck", o.deck, "your deck (index in the library)")
      ->check(CLI::NonNegativeNumber);
  cli.add_option("--bot-deck", o.bot_deck, "the bot's deck (index in the library)");
  cli.add_option("--opponents", o.opponents,
                 "a standard game against this many bots (1: a duel; 2 to 5: a multiplayer game)")
      ->check(CLI::Range(1, 5));
  cli.add_option("--team-decks", o.team_decks,
                 "solo Siege: the three Rokugani members' decks (indices in the library)")
      ->expected(1, 3)
      ->check(CLI::NonNegativeNumber);
  cli.add_option("--team-bots", o.team_bots, "solo Siege: members (1 to 3) that bots play")
      ->expected(1, 3)
      ->check(CLI::Range(1, 3));
  cli.add_flag("--fullscreen", o.fullscreen, "start in fullscreen");
  cli.add_option("--width", o.width, "window width")->check(CLI::Range(640, 8192));
  cli.add_option("--height", o.height, "window height")->check(CLI::Range(480, 8192));
  cli.add_option("--scale", o.scale, "UI scale")->check(CLI::Range(0.5, 3.0));
  cli.add_option("--hover", o.hover,
                 "scripted runs: hover the first element whose label has this text");
  cli.add_option(
      "--click", o.clicks,
      "scripted runs: click the element whose label has this text (repeatable; kind:text; "
      "right:TEXT clicks with the right button)");
  cli.add_option("--assets", o.assets, "assets directory");
  cli.add_flag("--software", o.software, "use SDL's software renderer");
  cli.add_option("--board", o.board, "draw the table a scenario file lays out (docs/scenarios.md)");
  cli.add_flag("--bench", o.bench, "time each frame; print the median and p99 at the end (docs/PERFORMANCE.md)");
  add_net_options(cli, o);
  CLI11_PARSE(cli, argc, argv);
  o.scale_given = cli.count("--scale") > 0;
  o.screen = screen == "table"      ? l5r::gfx::StartScreen::Table
             : screen == "siege"    ? l5r::gfx::StartScreen::Siege
             : screen == "decks"    ? l5r::gfx::StartScreen::Decks
             : screen == "replays"  ? l5r::gfx::StartScreen::Replays
             : screen == "settings" ? l5r::gfx::StartScreen::Settings
                                    : l5r::gfx::StartScreen::Menu;
  if ((!o.screenshot.empty() || !o.clicks.empty()) && o.frames == 0) o.frames = 3;
  // Each click takes up to five frames: its element steady, press, release,
  // and two for what it opens to settle; five more at the start and for the
  // last answer to show.
  o.frames = std::max(o.frames, o.frames > 0 ? 5 * static_cast<int>(o.clicks.size()) + 5 : 0);
  return l5r::gfx::run_app(o);
}
