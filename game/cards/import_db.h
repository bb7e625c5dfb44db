#pragma once
// Importing a whole card database from a path the user gives: a directory of
// per-set YAML files (or one holding sets/), an Egg of P'an Ku cards.xml, or
// an Oracle of the Void JSON export; the format is told by the extension.
#include <string>

#include "game/cards/import_record.h"
#include "game/cards/library.h"

namespace l5r {

ImportedDb import_card_database(const std::string& path);

// The built-in decks (<assets>/decks/*.json), loaded and checked against an
// imported database instead of the built-in cards: what `--carddb` plays with.
Library library_with_cards(CardDb db, const std::string& assets_dir);

}  // namespace l5r
