// `rokugan-cli deck import FILE.l5d [--out deck.json]`: reads a plain-text
// decklist (docs/decks.md) against the built-in cards or an imported database
// and writes it in the project's deck format, naming every unknown or
// misplaced card by line, then the construction rules' verdict.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "game/cards/decklist.h"
#include "tools/commands.h"

namespace l5r {

void add_deck_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("deck", "Deck tools");
  cmd->require_subcommand(1);
  auto* imp = cmd->add_subcommand("import", "Import a plain-text decklist (.l5d) into a deck file");
  auto file = std::make_shared<std::string>();
  auto out = std::make_shared<std::string>();
  auto assets = std::make_shared<std::string>(default_assets_dir());
  auto carddb = std::make_shared<std::string>();
  imp->add_option("file", *file, "the decklist")->required();
  imp->add_option("--out", *out, "write the deck file here (default: standard output)");
  imp->add_option("--assets", *assets, "assets directory (the built-in cards)");
  imp->add_option("--carddb", *carddb, "look titles up in this imported card database instead");
  imp->callback([=] {
    std::ifstream in(*file, std::ios::binary);
    if (!in) {
      std::cerr << "error: " << *file << ": cannot be opened\n";
      throw CLI::RuntimeError(2);
    }
    std::ostringstream text;
    text << in.rdbuf();
    // The decklist is checked against the cards only: the built-in decks'
    // own problems are not this command's business.
    Library lib = carddb->empty() ? load_library(*assets) : load_library_or_fail(*assets, *carddb);
    const std::string name = std::filesystem::path(*file).stem().string();
    DecklistResult r = import_decklist(lib.db, text.str(), name);
    for (const DecklistLine& e : r.errors) std::cerr << "error: " << e.to_string(*file) << "\n";
    if (!r.deck) throw CLI::RuntimeError(1);
    const std::string json = deck_to_json(lib.db, *r.deck);
    if (out->empty()) {
      std::cout << json;
    } else {
      std::ofstream o(*out, std::ios::binary);
      if (!(o << json)) {
        std::cerr << "error: " << *out << ": cannot be written\n";
        throw CLI::RuntimeError(2);
      }
      std::cerr << *file << ": " << r.deck->dynasty.size() << " Dynasty and " << r.deck->fate.size()
                << " Fate cards written to " << *out << "\n";
    }
    for (const std::string& e : r.illegal) std::cerr << "illegal: " << *file << ": " << e << "\n";
    if (!r.illegal.empty()) throw CLI::RuntimeError(1);
  });
}

}  // namespace l5r
