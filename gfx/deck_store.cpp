#include "gfx/deck_store.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>

#include "game/cards/decklist.h"

namespace l5r::gfx {

namespace fs = std::filesystem;

std::string deck_file_name(const std::string& deck_name) {
  std::string out;
  for (unsigned char c : deck_name) {
    if (std::isalnum(c))
      out += static_cast<char>(std::tolower(c));
    else if (!out.empty() && out.back() != '-')
      out += '-';
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  if (out.size() > 64) out.resize(64);
  return out.empty() ? "deck" : out;
}

std::string save_deck(const std::string& dir, const CardDb& db, const Deck& deck,
                      std::string* error) {
  auto fail = [&](std::string why) {
    if (error) *error = std::move(why);
    return std::string();
  };
  if (deck.name.empty()) return fail("the deck needs a name");
  if (deck.stronghold == kNoDef) return fail("the deck needs a Stronghold to be saved");
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) return fail("cannot create " + dir + ": " + ec.message());
  const std::string path = dir + "/" + deck_file_name(deck.name) + ".json";
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << deck_to_json(db, deck);
    if (!out) return fail("cannot write " + tmp);
  }
  fs::rename(tmp, path, ec);
  if (ec) return fail("cannot replace " + path + ": " + ec.message());
  return path;
}

std::vector<std::string> list_deck_files(const std::string& dir) {
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.is_regular_file() && e.path().extension() == ".json") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

int add_user_decks(Library& lib, const std::string& dir) {
  int added = 0;
  for (const std::string& f : list_deck_files(dir)) {
    DeckLoadResult r = load_deck_file(lib.db, f);
    for (auto& e : r.errors) lib.errors.push_back(e);
    if (!r.deck) continue;
    const std::vector<std::string> illegal = validate_deck(lib.db, *r.deck);
    if (!illegal.empty()) {
      lib.errors.push_back(f + ": not offered for play: " + illegal.front());
      continue;
    }
    r.deck->name += " (yours)";
    lib.decks.push_back(std::move(*r.deck));
    lib.deck_files.push_back(f);
    ++added;
  }
  return added;
}

namespace {

int pile_count(const std::vector<std::pair<DefId, int>>& pile, DefId d) {
  for (const auto& [id, n] : pile)
    if (id == d) return n;
  return 0;
}

int pile_size(const std::vector<std::pair<DefId, int>>& pile) {
  int n = 0;
  for (const auto& e : pile) n += e.second;
  return n;
}

void pile_add(std::vector<std::pair<DefId, int>>& pile, DefId d, int n) {
  auto it = std::find_if(pile.begin(), pile.end(), [d](const auto& e) { return e.first == d; });
  if (it == pile.end()) {
    if (n > 0) pile.emplace_back(d, n);
    return;
  }
  it->second += n;
  if (it->second <= 0) pile.erase(it);
}

void pile_out(const std::vector<std::pair<DefId, int>>& pile, std::vector<DefId>& out) {
  for (const auto& [id, n] : pile)
    for (int i = 0; i < n; ++i) out.push_back(id);
}

void pile_in(const std::vector<DefId>& ids, std::vector<std::pair<DefId, int>>& pile) {
  for (DefId id : ids) pile_add(pile, id, 1);
}

}  // namespace

int DeckCounts::count(DefId d) const {
  if (d == kNoDef) return 0;
  return (stronghold == d) + (sensei == d) + pile_count(dynasty, d) + pile_count(fate, d);
}

void DeckCounts::add(const CardDb& db, DefId d, int n) {
  if (d == kNoDef || n == 0) return;
  const CardDef& def = db.def(d);
  if (def.type == CardType::Stronghold) {
    if (n > 0)
      stronghold = d;
    else if (stronghold == d)
      stronghold = kNoDef;
  } else if (def.type == CardType::Sensei) {
    if (n > 0)
      sensei = d;
    else if (sensei == d)
      sensei = kNoDef;
  } else if (def.is_dynasty()) {
    pile_add(dynasty, d, n);
  } else if (def.is_fate()) {
    pile_add(fate, d, n);
  }
}

int DeckCounts::dynasty_size() const { return pile_size(dynasty); }
int DeckCounts::fate_size() const { return pile_size(fate); }

Deck DeckCounts::to_deck() const {
  Deck d;
  d.name = name;
  d.description = description;
  d.stronghold = stronghold;
  if (sensei != kNoDef) d.sensei = sensei;
  pile_out(dynasty, d.dynasty);
  pile_out(fate, d.fate);
  return d;
}

DeckCounts DeckCounts::from_deck(const Deck& d) {
  DeckCounts c;
  c.name = d.name;
  c.description = d.description;
  c.stronghold = d.stronghold;
  if (d.sensei) c.sensei = *d.sensei;
  pile_in(d.dynasty, c.dynasty);
  pile_in(d.fate, c.fate);
  return c;
}

}  // namespace l5r::gfx
