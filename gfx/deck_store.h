#pragma once
// The person's own decks: deck files in the project's format
// (docs/card-format.md) in a folder (user_dirs.h decks_dir()), written by the
// deck builder and offered where the menus pick decks.
#include <string>
#include <vector>

#include "game/cards/deck.h"
#include "game/cards/library.h"

namespace l5r::gfx {

// A file name for a deck's name: lower case letters, digits and dashes.
std::string deck_file_name(const std::string& deck_name);

// Writes `deck` as <dir>/<deck_file_name>.json (creating the folder);
// returns the path, or empty with `error` set. A deck needs a name and a
// Stronghold to be written (the file format requires one); it may break the
// construction rules, so that an unfinished deck can be kept.
std::string save_deck(const std::string& dir, const CardDb& db, const Deck& deck,
                      std::string* error);

// The deck files in a folder, in name order (none when it does not exist).
std::vector<std::string> list_deck_files(const std::string& dir);

// Adds every deck in `dir` that loads and is legal to lib.decks (its name
// marked as the person's), so the menus can pick it; the problems of the
// others go to lib.errors. Returns how many were added.
int add_user_decks(Library& lib, const std::string& dir);

// A deck's cards as counts by definition, and back: the deck builder edits counts.
struct DeckCounts {
  std::string name;
  std::string description;
  DefId stronghold = kNoDef;
  DefId sensei = kNoDef;
  std::vector<std::pair<DefId, int>> dynasty, fate;  // in the order first added
  int count(DefId d) const;
  // Adds (n > 0) or removes (n < 0) copies, putting the card in the pile (or
  // the Stronghold / Sensei slot) its type belongs to.
  void add(const CardDb& db, DefId d, int n);
  int dynasty_size() const;
  int fate_size() const;
  Deck to_deck() const;
  static DeckCounts from_deck(const Deck& d);
};

}  // namespace l5r::gfx
