// `rokugan-cli cards import PATH [--report]`: imports an outside card database
// (docs/card-import.md) and prints what it could read and automate; and the
// `--carddb PATH` choice of `sim` and `play`.
#include <iostream>

#include "game/cards/import_db.h"
#include "tools/commands.h"
#include "tools/import_report.h"

namespace l5r {

void add_cards_import_command(CLI::App& cards) {
  auto* cmd = cards.add_subcommand(
      "import", "Import a card database (YAML set directory, Egg cards.xml, Oracle JSON)");
  auto path = std::make_shared<std::string>();
  auto opt = std::make_shared<ImportReportOptions>();
  cmd->add_option("path", *path, "the database: a directory of set files, a .xml or a .json")
      ->required();
  cmd->add_flag("--report", opt->full, "also list uncompiled templates and per-set coverage");
  cmd->add_option("--templates", opt->templates, "how many uncompiled templates to list");
  cmd->add_option("--problems", opt->problems, "how many problems to list (-1: all)");
  cmd->callback([=] {
    ImportedDb db = import_card_database(*path);
    std::cout << import_report(db, *opt);
    if (db.db.size() == 0) throw CLI::RuntimeError(2);
  });
}

Library load_library_or_fail(const std::string& assets, const std::string& carddb) {
  if (carddb.empty()) return load_library_or_fail(assets);
  ImportedDb imported = import_card_database(carddb);
  std::cerr << "carddb: " << imported.db.size() << " cards imported from " << carddb << " ("
            << imported.errors() << " records with errors skipped; `rokugan-cli cards import "
            << carddb << "` lists them)\n";
  Library lib = library_with_cards(std::move(imported.db), assets);
  if (!lib.errors.empty()) {
    for (auto& e : lib.errors) std::cerr << "error: " << e << "\n";
    throw CLI::RuntimeError(2);
  }
  return lib;
}

}  // namespace l5r
