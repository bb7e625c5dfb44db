#pragma once
// The game screen: a status bar, the table (a duel's, or the Siege table),
// the question panel and the log.
#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/log_panel.h"
#include "gfx/manual_menu.h"
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
  ManualMenu manual_;
  float manual_h_ = 0;  // the height its panel took last frame
  // What "Take back" did, or why a manual action was refused, shown in the
  // status bar for a few seconds.
  std::string note_;
  bool note_refused_ = false;
  double note_left_ = 0;
  LogPanel log_;
};

}  // namespace l5r::gfx
