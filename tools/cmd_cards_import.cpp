// `rokugan-cli cards import PATH [--report]`: imports an outside card database
// (docs/card-import.md) and prints what it could read and automate; and the
// `--carddb PATH` choice of `sim` and `play`.
#include <iostream>

#include "game/abilities/text.h"
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
  cmd->add_option("--set", opt->sets,
                  "with --report: only this set (repeatable) in the templates and per-set lists");
  cmd->add_option("--problems", opt->problems, "how many problems to list (-1: all)");
  auto show = std::make_shared<std::vector<std::string>>();
  cmd->add_option("--card", *show,
                  "show imported cards by id: the compiled abilities' text and the manual parts");
  cmd->callback([=] {
    ImportedDb db = import_card_database(*path);
    if (!show->empty()) {
      for (const std::string& id : *show) {
        auto d = db.db.find(id);
        if (!d) {
          std::cout << id << ": not in the imported database\n";
          continue;
        }
        const CardDef& c = db.db.def(*d);
        const ImportedCard& x = db.extra[*d];
        std::cout << c.id << ": " << x.printed_title << " (" << to_string(c.type) << ", " << c.set
                  << ")\n  compiled: " << (x.compiled ? card_text(c) : "nothing") << "\n";
        // The printed text of what the players resolve by hand: the user's
        // own data, shown to them, never stored by the project.
        for (const std::string& m : x.manual) std::cout << "  manual: " << m << "\n";
        for (const std::string& v : x.variable_stats)
          std::cout << "  manual: " << v << " is set by the card's text\n";
      }
      return;
    }
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
