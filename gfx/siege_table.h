#pragma once
// The Siege table as a Rokugani seat sees it (Siege rules 3, 4, 7, 10): the
// Challenge player's side at the top, then the Territory row with the team's
// counters and the Clock, the battlefields of an attack, and each Rokugani
// member's compact area (Stronghold, Provinces, home, hand). Only the seat's
// view is drawn; the team shares its hands (Siege rule 7).
#include <string>
#include <unordered_map>

#include "gfx/table_view.h"

namespace l5r::gfx {

class SiegeTableView {
 public:
  TableOutput draw(ImDrawList* dl, const Fonts& fonts, const Rect& area, const TableInput& in,
                   Elements& out);

 private:
  std::unordered_map<DefId, std::string> text_cache_;  // generated card text, by definition
};

}  // namespace l5r::gfx
