#pragma once
// The deck builder: the card pool (the built-in cards, or an imported
// database) filtered by title, type, clan and deck; a zoom of the card under
// the mouse; the deck being built with its counts and, live, every way it
// breaks the deck construction rules (validate_deck); saving and opening
// deck files in the person's decks folder, and importing a text decklist.
#include <string>
#include <unordered_map>
#include <vector>

#include "game/cards/library.h"
#include "gfx/deck_store.h"
#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/tool_screen.h"

namespace l5r::gfx {

class DeckBuilderScreen {
 public:
  // Saving a legal deck also offers it in the menus (it is added to lib.decks).
  ToolAction draw(Library& lib, const std::string& decks_dir, const Fonts& fonts, Elements& out);

 private:
  enum class Side { All, PreGame, Dynasty, Fate };
  void refilter(const CardDb& db);
  void draw_filters(const CardDb& db, const Fonts& fonts, Elements& out);
  void draw_pool(const CardDb& db, const Fonts& fonts, Elements& out);
  void draw_zoom(const CardDb& db, const Fonts& fonts, Elements& out);
  void draw_deck(Library& lib, const std::string& decks_dir, const Fonts& fonts, Elements& out);
  void draw_files(Library& lib, const std::string& decks_dir, Elements& out);
  void draw_import(const CardDb& db, Elements& out);
  void changed() { ++revision_; }
  void add(const CardDb& db, DefId d, int n);
  void offer_for_play(Library& lib, const std::string& path);

  // Filters, and the pool they let through (sorted by deck, type, title).
  std::string title_filter_;
  int type_filter_ = -1;  // -1: every type; else a CardType
  int clan_filter_ = -1;  // -1: every clan; else a Clan
  Side side_ = Side::All;
  std::string filter_key_;  // the filters the pool was made with
  std::size_t db_size_ = 0;
  std::vector<DefId> pool_;

  DeckCounts deck_;
  int revision_ = 0, checked_revision_ = -1;
  std::vector<std::string> problems_;  // validate_deck's verdict on deck_
  DefId zoom_ = kNoDef;                // the card under the mouse, else the one clicked last
  DefId selected_ = kNoDef;
  std::string status_;  // what the last save, open or import did
  bool status_error_ = false;
  bool import_open_ = false;
  std::string import_text_, import_path_;
  std::vector<std::string> import_errors_;
  std::unordered_map<DefId, std::string> text_cache_;
};

}  // namespace l5r::gfx
