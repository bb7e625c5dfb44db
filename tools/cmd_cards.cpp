// `rokugan-cli cards list`: prints docs/cards.md.
#include <iostream>

#include "tools/card_list.h"
#include "tools/commands.h"

namespace l5r {

void add_cards_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("cards", "Card database tools");
  cmd->require_subcommand(1);
  auto* list = cmd->add_subcommand("list", "Print the card list (Markdown) with generated text");
  auto assets = std::make_shared<std::string>(default_assets_dir());
  list->add_option("--assets", *assets, "assets directory");
  list->callback([=] {
    Library lib = load_library_or_fail(*assets);
    std::cout << card_list_markdown(lib.db);
  });
  add_cards_import_command(*cmd);
}

}  // namespace l5r
