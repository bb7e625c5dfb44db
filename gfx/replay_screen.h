#pragma once
// The Replays screen: the saved games (local autosaves in the saves folder,
// or a file given with --replay), and one of them played again: the table as
// it was after each answer, seen from a chosen seat, with steps forward and
// back, turn jumps, and the log up to that point.
#include <memory>
#include <string>

#include "game/cards/library.h"
#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/log_panel.h"
#include "gfx/replay.h"
#include "gfx/siege_table.h"
#include "gfx/table_view.h"
#include "gfx/tool_screen.h"

namespace l5r::gfx {

class ReplayScreen {
 public:
  // Opens a save; false (with error()) when it cannot be replayed.
  bool open(const Library& lib, const std::string& path);
  const std::string& error() const { return error_; }
  const Replay* replay() const { return replay_.get(); }
  ToolAction draw(const Library& lib, const std::string& saves_dir, const Fonts& fonts,
                  Elements& out);

 private:
  ToolAction draw_list(const Library& lib, const std::string& saves_dir, const Fonts& fonts,
                       Elements& out);
  void draw_controls(const Fonts& fonts, Elements& out);

  std::unique_ptr<Replay> replay_;
  std::string error_;
  std::string path_input_;
  int seat_ = 0;  // whose view is drawn
  int turn_input_ = 1;
  std::size_t shown_position_ = 0;  // the position the log and turn box were last set for
  TableView table_;
  SiegeTableView siege_;
  LogPanel log_;
};

}  // namespace l5r::gfx
