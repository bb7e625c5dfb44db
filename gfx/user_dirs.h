#pragma once
// Where the client keeps the person's files (the XDG base directories):
// settings in $XDG_CONFIG_HOME/rokugan (fallback ~/.config/rokugan), decks
// and saved games in $XDG_DATA_HOME/rokugan (fallback ~/.local/share/rokugan).
#include <string>

namespace l5r::gfx {

std::string config_dir();     // .../rokugan
std::string data_dir();       // .../rokugan
std::string settings_path();  // config_dir()/settings.json
std::string decks_dir();      // data_dir()/decks
std::string saves_dir();      // data_dir()/saves
// A path as shown to the person: the home folder written "~".
std::string shown_path(const std::string& path);

}  // namespace l5r::gfx
