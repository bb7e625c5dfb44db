#include "game/cards/decklist.h"

#include <cctype>
#include <charconv>
#include <map>
#include <nlohmann/json.hpp>

#include "game/cards/import_record.h"

namespace l5r {

std::string DecklistLine::to_string(const std::string& file) const {
  std::string s = line > 0 ? file + ":" + std::to_string(line) : file;
  if (!title.empty()) s += ": '" + title + "'";
  return s + ": " + message;
}

namespace {

enum class Section { None, Pregame, Dynasty, Fate };

std::string trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// "# Dynasty (40)", "Fate:", "Stronghold", "# Personalities (18)": the section
// a header opens, and the rest of the line after a colon (an inline card).
std::optional<std::pair<Section, std::string>> header(const std::string& line) {
  std::string s = line;
  if (!s.empty() && s[0] == '#') s = trim(s.substr(1));
  std::string rest;
  if (auto colon = s.find(':'); colon != std::string::npos) {
    rest = trim(s.substr(colon + 1));
    s = trim(s.substr(0, colon));
  }
  if (auto paren = s.find('('); paren != std::string::npos) s = trim(s.substr(0, paren));
  const std::string w = lower(s);
  static const std::map<std::string, Section> kWords{
      {"stronghold", Section::Pregame},    {"sensei", Section::Pregame},
      {"pregame", Section::Pregame},       {"pre-game", Section::Pregame},
      {"dynasty", Section::Dynasty},       {"dynasty deck", Section::Dynasty},
      {"personalities", Section::Dynasty}, {"personality", Section::Dynasty},
      {"holdings", Section::Dynasty},      {"events", Section::Dynasty},
      {"regions", Section::Dynasty},       {"fate", Section::Fate},
      {"fate deck", Section::Fate},        {"strategies", Section::Fate},
      {"followers", Section::Fate},        {"items", Section::Fate},
      {"spells", Section::Fate},           {"rings", Section::Fate},
  };
  auto it = kWords.find(w);
  if (it == kWords.end()) return std::nullopt;
  return std::make_pair(it->second, rest);
}

// "3 Title", "3x Title", "3 x Title"; a line with no count is one copy.
std::pair<int, std::string> count_and_title(const std::string& line, bool& bad_count) {
  std::size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i == 0) return {1, line};
  long long n = 0;
  auto [p, ec] = std::from_chars(line.data(), line.data() + i, n);
  (void)p;
  std::string rest = line.substr(i);
  if (!rest.empty() && (rest[0] == 'x' || rest[0] == 'X') && (rest.size() == 1 || rest[1] == ' '))
    rest = rest.substr(1);
  else if (!rest.empty() && rest[0] != ' ')
    return {1, line};  // "10 Koku"-style titles starting with a number
  rest = trim(rest);
  if (!rest.empty() && (rest[0] == 'x' || rest[0] == 'X') && rest.size() > 1 && rest[1] == ' ')
    rest = trim(rest.substr(1));
  bad_count = ec != std::errc() || n < 1 || n > 99;
  return {bad_count ? 0 : static_cast<int>(n), rest};
}

// "Hida Kisada - Experienced 2", "Hida Kisada (Exp)", "Hida Kisada • Experienced".
std::pair<std::string, int> split_experienced(std::string title) {
  const std::string l = lower(title);
  std::size_t at = l.rfind("experienced");
  std::size_t len = 11;
  if (at == std::string::npos || (at > 0 && std::isalpha(static_cast<unsigned char>(l[at - 1])))) {
    at = l.rfind("exp");
    len = 3;
    if (at == std::string::npos || at == 0 || l[at - 1] == 'x' ||
        std::isalpha(static_cast<unsigned char>(l[at - 1])) ||
        (at + 3 < l.size() && std::isalpha(static_cast<unsigned char>(l[at + 3]))))
      return {title, 0};
  }
  std::string tail = l.substr(at + len);
  int level = 1;
  std::size_t d = tail.find_first_of("0123456789");
  if (d != std::string::npos) level = tail[d] - '0';
  for (char c : tail)
    if (!std::isdigit(static_cast<unsigned char>(c)) && c != ' ' && c != ')' && c != '.')
      return {title, 0};  // more words after it: part of the title
  std::string head = title.substr(0, at);
  while (!head.empty() &&
         (head.back() == ' ' || head.back() == '-' || head.back() == '(' || head.back() == ','))
    head.pop_back();
  // A "•" (three bytes) between the title and the level.
  if (head.size() >= 3 && head.compare(head.size() - 3, 3, "\xE2\x80\xA2") == 0) {
    head.resize(head.size() - 3);
    while (!head.empty() && head.back() == ' ') head.pop_back();
  }
  return {head, level};
}

bool fits(const CardDef& d, Section s) {
  switch (s) {
    case Section::Pregame:
      return d.type == CardType::Stronghold || d.type == CardType::Sensei;
    case Section::Dynasty:
      return d.is_dynasty();
    case Section::Fate:
      return d.is_fate();
    case Section::None:
      return true;
  }
  return true;
}

}  // namespace

DecklistResult import_decklist(const CardDb& db, std::string_view text, const std::string& name) {
  // Titles are matched through the same slug the importers give ids, so
  // case, accents and punctuation do not matter.
  std::map<std::string, std::vector<DefId>> by_title;
  for (std::size_t i = 0; i < db.size(); ++i) {
    const CardDef& d = db.def(static_cast<DefId>(i));
    by_title[card_slug(d.title, d.experienced)].push_back(static_cast<DefId>(i));
  }
  DecklistResult r;
  Deck deck;
  deck.name = name;
  Section section = Section::None;
  int line_no = 0;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    std::string line = trim(text.substr(pos, nl - pos));
    pos = nl + 1;
    ++line_no;
    if (line.empty() || line.starts_with("//")) continue;
    if (auto h = header(line)) {
      section = h->first;
      if (h->second.empty()) continue;
      line = h->second;  // "Stronghold: The Esteemed Palace of the Crane"
    } else if (line[0] == '#') {
      continue;  // a comment, or a heading the deck does not need ("# Total: 80")
    }
    bool bad_count = false;
    auto [count, title_text] = count_and_title(line, bad_count);
    if (bad_count) {
      r.errors.push_back({line_no, title_text, "the count must be a whole number from 1 to 99"});
      continue;
    }
    if (title_text.empty()) {
      r.errors.push_back({line_no, line, "a count without a card title"});
      continue;
    }
    auto [title, level] = split_experienced(title_text);
    auto it = by_title.find(card_slug(title, level));
    if (const std::size_t comma = title.find(", ");
        it == by_title.end() && comma != std::string::npos)  // a Personality's subtitle
      it = by_title.find(card_slug(title.substr(0, comma), level));
    if (it == by_title.end()) {
      r.errors.push_back({line_no, title_text, "unknown card: no card with this title"});
      continue;
    }
    std::optional<DefId> pick;
    for (DefId id : it->second)
      if (fits(db.def(id), section)) pick = pick.value_or(id);
    if (!pick) {
      const CardDef& d = db.def(it->second[0]);
      r.errors.push_back({line_no, title_text,
                          "is a " + std::string(to_string(d.type)) +
                              ", which does not belong in the " +
                              (section == Section::Fate      ? "Fate deck"
                               : section == Section::Dynasty ? "Dynasty deck"
                                                             : "pre-game cards")});
      continue;
    }
    const CardDef& d = db.def(*pick);
    if (d.type == CardType::Stronghold || d.type == CardType::Sensei) {
      const bool sh = d.type == CardType::Stronghold;
      if (count != 1 || (sh ? deck.stronghold != kNoDef : deck.sensei.has_value())) {
        r.errors.push_back(
            {line_no, title_text,
             sh ? "a deck has exactly one Stronghold" : "a deck has at most one Sensei"});
        continue;
      }
      if (sh)
        deck.stronghold = *pick;
      else
        deck.sensei = *pick;
      continue;
    }
    auto& pile = d.is_dynasty() ? deck.dynasty : deck.fate;
    pile.insert(pile.end(), static_cast<std::size_t>(count), *pick);
  }
  if (deck.stronghold == kNoDef) r.errors.push_back({0, "", "the decklist names no Stronghold"});
  if (!r.errors.empty()) return r;
  r.illegal = validate_deck(db, deck);
  r.deck = std::move(deck);
  return r;
}

std::string deck_to_json(const CardDb& db, const Deck& deck) {
  using nlohmann::json;
  auto pile = [&db](const std::vector<DefId>& ids) {
    json out = json::array();
    for (DefId id : ids) {
      const std::string& card = db.def(id).id;
      if (!out.empty() && out.back()["card"] == card)
        out.back()["count"] = out.back()["count"].get<int>() + 1;
      else
        out.push_back({{"card", card}, {"count", 1}});
    }
    return out;
  };
  json j = {{"name", deck.name},
            {"stronghold", deck.stronghold == kNoDef ? json() : json(db.def(deck.stronghold).id)},
            {"sensei", deck.sensei ? json(db.def(*deck.sensei).id) : json()},
            {"dynasty", pile(deck.dynasty)},
            {"fate", pile(deck.fate)}};
  if (!deck.description.empty()) j["description"] = deck.description;
  return j.dump(1) + "\n";
}

}  // namespace l5r
