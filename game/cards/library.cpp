#include "game/cards/library.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace l5r {

namespace {
std::vector<std::string> json_files(const std::string& dir, std::vector<std::string>& errors) {
  namespace fs = std::filesystem;
  std::error_code ec;
  std::vector<std::string> files;
  for (auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".json") files.push_back(e.path().string());
  if (ec) errors.push_back(dir + ": " + ec.message());
  std::sort(files.begin(), files.end());
  return files;
}
}  // namespace

Library load_library(const std::string& assets_dir) {
  Library lib;
  for (const LoadError& e : lib.db.load_directory(assets_dir + "/cards")) lib.errors.push_back(e.to_string());
  for (const std::string& f : json_files(assets_dir + "/challenges", lib.errors)) {
    DeckLoadResult r = load_deck_file(lib.db, f);
    for (auto& e : r.errors) lib.errors.push_back(e);
    if (!r.deck) continue;
    if (!r.deck->is_challenge()) lib.errors.push_back(f + ": a Challenge deck needs territories and clock");
    else lib.challenges.push_back(std::move(*r.deck));
  }
  for (const std::string& f : json_files(assets_dir + "/decks", lib.errors)) {
    DeckLoadResult r = load_deck_file(lib.db, f);
    for (auto& e : r.errors) lib.errors.push_back(e);
    if (!r.deck) continue;
    for (auto& e : validate_deck(lib.db, *r.deck)) lib.errors.push_back(f + ": " + e);
    lib.decks.push_back(std::move(*r.deck));
    lib.deck_files.push_back(f);
  }
  return lib;
}

std::string default_assets_dir() {
  namespace fs = std::filesystem;
  if (const char* env = std::getenv("ROKUGAN_ASSETS")) return env;
  if (fs::is_directory("assets/cards")) return "assets";
#ifdef ROKUGAN_SOURCE_DIR
  return std::string(ROKUGAN_SOURCE_DIR) + "/assets";
#else
  return "assets";
#endif
}

}  // namespace l5r
