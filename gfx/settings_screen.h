#pragma once
// The Settings screen: name, UI scale, fullscreen, the bot's pace and the
// card database; where they are kept (settings.json) and, when that file was
// malformed, what was wrong with it.
#include <string>

#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/settings.h"
#include "gfx/tool_screen.h"

namespace l5r::gfx {

struct SettingsInfo {
  std::string path;         // settings.json
  std::string problem;      // what was wrong with it when read; empty: fine
  std::string save_error;   // the last write failed
  std::string card_source;  // what the card pool is now ("the built-in cards", a path)
  int cards = 0;
  std::string carddb_error;  // the last import failed
};

class SettingsScreen {
 public:
  ToolAction draw(Settings& s, const SettingsInfo& info, const Fonts& fonts, Elements& out);
};

}  // namespace l5r::gfx

namespace l5r::gfx {
// A strip at the top of the menu when settings.json could not be read as it
// was; true when the person asks to open the Settings screen.
bool draw_settings_banner(const std::string& problem, const Fonts& fonts, Elements& out);
}  // namespace l5r::gfx
