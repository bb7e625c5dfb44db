#pragma once
// The table of a standard game as one seat sees it: each side's
// Stronghold, Provinces, home units, Holdings, piles and hand; the
// battlefields of an attack. At three to six players the opponents' sides
// are compact rows at the top. Only the seat's view is drawn.
#include <imgui.h>

#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "game/cards/card_db.h"
#include "game/view.h"
#include "gfx/card_draw.h"
#include "gfx/elements.h"
#include "gfx/fonts.h"

namespace l5r::gfx {

// Cards named by the options of the seat's pending question, with the
// indices of the options naming each.
using NamedCards = std::map<CardId, std::vector<int>>;

struct TableInput {
  View* view = nullptr;  // the seat's view (its state is driven by a read-only Engine)
  const CardDb* db = nullptr;
  const NamedCards* named = nullptr;
  const std::set<CardId>* hot = nullptr;     // named by the option under the mouse
  const std::set<CardId>* chosen = nullptr;  // named by options ticked so far ("choose some")
  bool mouse_on_table = false;               // no panel or popup is over the table
  std::vector<std::string> deck_names;       // by seat, shown under the players' names
};

struct TableOutput {
  CardId clicked = kNoCard;  // a card named by an option was clicked
  CardId hovered = kNoCard;
};

struct TablePainter;

class TableView {
 public:
  TableOutput draw(ImDrawList* dl, const Fonts& fonts, const Rect& area, const TableInput& in,
                   Elements& out);

 private:
  TableOutput draw_many(TablePainter& f, const Rect& area);
  std::unordered_map<DefId, std::string> text_cache_;  // generated card text, by definition
};

}  // namespace l5r::gfx
