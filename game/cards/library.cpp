#include "game/cards/library.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace l5r {

Library load_library(const std::string& assets_dir) {
  namespace fs = std::filesystem;
  Library lib;
  for (const LoadError& e : lib.db.load_directory(assets_dir + "/cards")) lib.errors.push_back(e.to_string());
  std::error_code ec;
  std::vector<std::string> files;
  for (auto& e : fs::directory_iterator(assets_dir + "/decks", ec))
    if (e.path().extension() == ".json") files.push_back(e.path().string());
  if (ec) lib.errors.push_back(assets_dir + "/decks: " + ec.message());
  std::sort(files.begin(), files.end());
  for (const std::string& f : files) {
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
