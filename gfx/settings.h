#pragma once
// What the person can set in the client; kept between runs in settings.json
// (settings_file.h).
#include <string>

namespace l5r::gfx {

struct Settings {
  std::string name = "Player";
  float ui_scale = 1.0f;
  float bot_delay = 0.8f;  // seconds between the bot's answers
  bool fullscreen = false;
  std::string carddb;  // an imported card database (docs/card-import.md); empty: the built-in cards
  bool operator==(const Settings&) const = default;
};

}  // namespace l5r::gfx
