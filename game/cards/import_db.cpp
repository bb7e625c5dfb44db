#include "game/cards/import_db.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>

#include "game/cards/import_egg_xml.h"
#include "game/cards/import_oracle_json.h"
#include "game/cards/import_yaml.h"

namespace l5r {
namespace {

namespace fs = std::filesystem;

std::optional<std::string> read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool has_ext(const fs::path& p, std::initializer_list<const char*> exts) {
  std::string e = p.extension().string();
  for (char& c : e) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const char* x : exts)
    if (e == x) return true;
  return false;
}

std::vector<RawRecord> read_any(const fs::path& p, std::vector<ImportProblem>& problems) {
  auto text = read_file(p);
  if (!text) {
    problems.push_back({p.string(), "", "", "cannot be opened", false});
    return {};
  }
  if (has_ext(p, {".yaml", ".yml"})) return read_yaml_set(*text, p.string(), problems);
  if (has_ext(p, {".xml"})) return read_egg_xml(*text, p.string(), problems);
  if (has_ext(p, {".json"})) return read_oracle_json(*text, p.string(), problems);
  problems.push_back({p.string(), "", "",
                      "unknown format: use .yaml (set files), .xml (Egg) or .json (Oracle)",
                      false});
  return {};
}

// Set files, newest set first (by set_info.yaml's release dates when there
// is one), so that a card's newest printing is the one imported.
void import_set_directory(const fs::path& dir, const fs::path& info, ImportBuilder& b) {
  std::vector<ImportProblem> problems;
  std::map<std::string, std::string> dates;
  if (auto text = read_file(info))
    for (auto& [set, date] : read_yaml_set_dates(*text, info.string(), problems)) dates[set] = date;
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (has_ext(e.path(), {".yaml", ".yml", ".xml", ".json"}) &&
        e.path().filename() != "set_info.yaml")
      files.push_back(e.path());
  std::sort(files.begin(), files.end());
  // Parsing dominates the import (docs/PERFORMANCE.md): the files are parsed
  // on a few threads, each into its own slot, and taken in name order after,
  // so the result does not depend on the threads.
  std::vector<std::vector<RawRecord>> sets(files.size());
  std::vector<std::vector<ImportProblem>> file_problems(files.size());
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i = next++; i < files.size(); i = next++)
      sets[i] = read_any(files[i], file_problems[i]);
  };
  const unsigned threads = std::clamp(std::thread::hardware_concurrency(), 1u, 4u);
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  for (auto& fp : file_problems)
    for (auto& p : fp) problems.push_back(std::move(p));
  auto date_of = [&dates](const std::vector<RawRecord>& s) -> std::string {
    if (s.empty()) return "";
    auto it = dates.find(s[0].set);
    return it == dates.end() ? "" : it->second;
  };
  std::stable_sort(sets.begin(), sets.end(),
                   [&](const auto& a, const auto& b2) { return date_of(a) > date_of(b2); });
  for (auto& p : problems) b.problem(std::move(p));
  for (const auto& s : sets)
    for (const RawRecord& r : s) b.add(r);
}

}  // namespace

ImportedDb import_card_database(const std::string& path) {
  ImportBuilder b;
  std::error_code ec;
  fs::path p(path);
  if (fs::is_directory(p / "sets", ec)) {
    import_set_directory(p / "sets", p / "set_info.yaml", b);
  } else if (fs::is_directory(p, ec)) {
    fs::path info = p / "set_info.yaml";
    if (!fs::exists(info, ec)) info = p.parent_path() / "set_info.yaml";
    if (p.filename().empty()) info = p.parent_path().parent_path() / "set_info.yaml";
    import_set_directory(p, info, b);
  } else if (fs::exists(p, ec)) {
    std::vector<ImportProblem> problems;
    auto records = read_any(p, problems);
    for (auto& pr : problems) b.problem(std::move(pr));
    for (const RawRecord& r : records) b.add(r);
  } else {
    b.problem({path, "", "", "does not exist", false});
  }
  return b.finish();
}

Library library_with_cards(CardDb db, const std::string& assets_dir) {
  Library lib;
  lib.db = std::move(db);
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

}  // namespace l5r
