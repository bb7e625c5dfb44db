#pragma once
// What the person can set in the client (kept for the session only, for now).
#include <string>

namespace l5r::gfx {

struct Settings {
  std::string name = "Player";
  float ui_scale = 1.0f;
  float bot_delay = 0.8f;  // seconds between the bot's answers
  bool fullscreen = false;
};

}  // namespace l5r::gfx
