#include "gfx/settings_file.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace l5r::gfx {

namespace {

using nlohmann::json;

constexpr float kMinScale = 0.5f, kMaxScale = 3.0f;
constexpr float kMaxBotDelay = 10.0f;

}  // namespace

SettingsLoad parse_settings(const std::string& text, const std::string& path) {
  SettingsLoad r;
  r.found = true;
  json j;
  try {
    j = json::parse(text);
  } catch (const json::parse_error& e) {
    // nlohmann's message starts with its own exception id: keep what follows.
    std::string what = e.what();
    if (const auto end = what.find("] "); what.rfind("[json.", 0) == 0 && end != std::string::npos)
      what = what.substr(end + 2);
    r.problem = path + " is not valid JSON: " + what + ". Using the default settings.";
    return r;
  }
  if (!j.is_object()) {
    r.problem = path + " does not hold a JSON object; using the default settings";
    return r;
  }
  std::vector<std::string> bad;
  const Settings defaults;
  auto read_string = [&](const char* key, std::string& into) {
    if (!j.contains(key)) return;
    if (j[key].is_string())
      into = j[key].get<std::string>();
    else
      bad.push_back(std::string("\"") + key + "\" should be text");
  };
  auto read_number = [&](const char* key, float& into, float lo, float hi) {
    if (!j.contains(key)) return;
    if (!j[key].is_number()) {
      bad.push_back(std::string("\"") + key + "\" should be a number");
      return;
    }
    const float v = j[key].get<float>();
    if (v < lo || v > hi) {
      std::ostringstream m;
      m << '"' << key << "\" should be between " << lo << " and " << hi;
      bad.push_back(m.str());
      return;
    }
    into = v;
  };
  read_string("name", r.settings.name);
  read_number("ui_scale", r.settings.ui_scale, kMinScale, kMaxScale);
  read_number("bot_pace", r.settings.bot_delay, 0.0f, kMaxBotDelay);
  if (j.contains("fullscreen")) {
    if (j["fullscreen"].is_boolean())
      r.settings.fullscreen = j["fullscreen"].get<bool>();
    else
      bad.push_back("\"fullscreen\" should be true or false");
  }
  read_string("card_database", r.settings.carddb);
  if (!bad.empty()) {
    r.problem = path + ": ";
    for (std::size_t i = 0; i < bad.size(); ++i) r.problem += (i ? "; " : "") + bad[i];
    r.problem += " (the default is used for ";
    r.problem += bad.size() == 1 ? "it)" : "them)";
  }
  return r;
}

SettingsLoad load_settings(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::ostringstream ss;
  ss << in.rdbuf();
  return parse_settings(ss.str(), path);
}

std::string settings_to_json(const Settings& s) {
  json j;
  j["name"] = s.name;
  // Rounded, so the file reads 1.8 rather than the float's 1.7999999523162842.
  auto rounded = [](float v) { return std::round(static_cast<double>(v) * 100) / 100; };
  j["ui_scale"] = rounded(s.ui_scale);
  j["fullscreen"] = s.fullscreen;
  j["bot_pace"] = rounded(s.bot_delay);
  j["card_database"] = s.carddb;
  return j.dump(2) + "\n";
}

bool save_settings(const std::string& path, const Settings& s, std::string* error) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path p(path);
  if (p.has_parent_path()) fs::create_directories(p.parent_path(), ec);
  if (ec) {
    if (error) *error = "cannot create " + p.parent_path().string() + ": " + ec.message();
    return false;
  }
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << settings_to_json(s);
    if (!out) {
      if (error) *error = "cannot write " + tmp;
      return false;
    }
  }
  fs::rename(tmp, p, ec);
  if (ec) {
    if (error) *error = "cannot replace " + path + ": " + ec.message();
    return false;
  }
  return true;
}

}  // namespace l5r::gfx
