#pragma once
// The game screen: a status bar, the table (a duel's, or the Siege table),
// the question panel and the log.
#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/log_panel.h"
#include "gfx/play_session.h"
#include "gfx/question_panel.h"
#include "gfx/settings.h"
#include "gfx/siege_table.h"
#include "gfx/table_view.h"

namespace l5r::gfx {

enum class TableAction { None, BackToMenu, Rematch };

class TableScreen {
 public:
  // `dt`: seconds since the last frame, for the bot's pacing.
  TableAction draw(PlaySession& s, const Settings& settings, const Fonts& fonts, double dt,
                   Elements& out);

 private:
  TableView table_;
  SiegeTableView siege_;
  QuestionPanel question_;
  std::string undo_note_;  // what "Take back" did, shown for a few seconds
  double undo_note_left_ = 0;
  LogPanel log_;
};

}  // namespace l5r::gfx
