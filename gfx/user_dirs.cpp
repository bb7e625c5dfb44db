#include "gfx/user_dirs.h"

#include <cstdlib>

namespace l5r::gfx {

namespace {

// An XDG variable counts only when it is an absolute path (the spec says
// relative ones are to be ignored).
std::string base(const char* var, const char* fallback_under_home) {
  if (const char* v = std::getenv(var); v && v[0] == '/') return v;
  const char* home = std::getenv("HOME");
  return std::string(home && home[0] ? home : ".") + "/" + fallback_under_home;
}

}  // namespace

std::string config_dir() { return base("XDG_CONFIG_HOME", ".config") + "/rokugan"; }
std::string data_dir() { return base("XDG_DATA_HOME", ".local/share") + "/rokugan"; }
std::string settings_path() { return config_dir() + "/settings.json"; }
std::string decks_dir() { return data_dir() + "/decks"; }
std::string saves_dir() { return data_dir() + "/saves"; }

std::string shown_path(const std::string& path) {
  const char* home = std::getenv("HOME");
  if (!home || !home[0]) return path;
  const std::string h = home;
  if (path.size() > h.size() && path.compare(0, h.size(), h) == 0 && path[h.size()] == '/')
    return "~" + path.substr(h.size());
  return path;
}

}  // namespace l5r::gfx
