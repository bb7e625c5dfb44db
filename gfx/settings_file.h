#pragma once
// Settings kept between runs: a small JSON file (user_dirs.h settings_path()).
// A missing file gives the defaults quietly; a malformed one gives the
// defaults (or, for one bad field, that field's default) and a message that
// says what is wrong, so the person can fix or delete the file.
#include <string>

#include "gfx/settings.h"

namespace l5r::gfx {

struct SettingsLoad {
  Settings settings;
  bool found = false;   // the file exists
  std::string problem;  // non-empty: what was wrong, and that defaults are used
};

SettingsLoad load_settings(const std::string& path);
SettingsLoad parse_settings(const std::string& text, const std::string& path);
std::string settings_to_json(const Settings& s);
// Creates the directory when needed; writes a temporary file, then renames it.
bool save_settings(const std::string& path, const Settings& s, std::string* error);

}  // namespace l5r::gfx
