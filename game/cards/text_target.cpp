#include "game/cards/text_target.h"

#include <array>
#include <cctype>
#include <charconv>
#include <string>
#include <vector>

namespace l5r {
namespace {

using nlohmann::json;

std::vector<std::string> words_of(std::string_view s) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i] == ' ') ++i;
    std::size_t e = i;
    while (e < s.size() && s[e] != ' ') ++e;
    if (e > i) out.emplace_back(s.substr(i, e - i));
    i = e;
  }
  return out;
}

// Card types a noun names; empty when the word is no type noun.
std::vector<std::string> type_noun(const std::string& w) {
  static constexpr std::array<std::string_view, 10> kTypes{
      "Personality", "Follower", "Item", "Spell",  "Holding",
      "Region",      "Event",    "Ring", "Sensei", "Stronghold"};
  for (auto t : kTypes)
    if (w == t) return {std::string(t)};
  if (w == "attachment") return {"Follower", "Item", "Spell"};
  return {};
}

bool is_clan_word(const std::string& w) {
  static constexpr std::array<std::string_view, 10> kClans{
      "Crab",    "Crane",    "Dragon", "Lion",    "Mantis",
      "Phoenix", "Scorpion", "Spider", "Unicorn", "Naga"};
  for (auto c : kClans)
    if (w == c) return true;
  return false;
}

// Card types of later sets and parts of the game the engine does not have
// yet (docs/abilities.md, "What the format cannot say yet"): a target named
// by them is not a keyword filter but something the engine cannot find. (One
// Terrain is read by noun_group; "Terrains" would be a group.) "Dynasty" and
// "Fate" name a deck a card belongs to, no keyword: "a target Fate card" is
// not read.
bool unsupported_noun(const std::string& w) {
  static constexpr auto kNouns = std::to_array<std::string_view>(
      {"Terrains", "Province", "Provinces", "Kata", "Wind", "Celestial", "Ancestor", "Territory", "Clock", "Dynasty",
       "Fate"});
  for (auto n : kNouns)
    if (w == n) return true;
  return false;
}

bool is_keyword_word(const std::string& w) {
  if (w.empty() || !std::isupper(static_cast<unsigned char>(w[0])) || unsupported_noun(w))
    return false;
  for (char c : w)
    if (!std::isalpha(static_cast<unsigned char>(c)) && c != '-') return false;
  return true;
}

std::optional<int> number(const std::string& w) {
  int v = 0;
  auto [p, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
  if (ec != std::errc() || p != w.data() + w.size() || v < 0 || v > 99) return std::nullopt;
  return v;
}

// Reads "[keywords] Noun [or Noun]" from words[i...]; fills type/keywords.
// Keywords may also stand alone ("your target Samurai"). Keywords side by
// side must all be there ("Crab Clan Samurai"); keywords in a list joined by
// "or" ("Monk or Shugenja", "Daimyo, Duelist, or Kensai") need any one of
// them, and a phrase mixing the two is not read. "Terrain" is a Strategy with
// the Terrain keyword (CR20F "Terrain"), alone. Returns false when a word is
// not understood.
bool noun_group(const std::vector<std::string>& w, std::size_t& i, json& f) {
  std::vector<std::string> keywords, types;
  bool noun = false;
  int joined = 0;    // gaps between keywords written "or" or ","
  int adjacent = 0;  // gaps with nothing between them
  while (i < w.size()) {
    const std::string& x = w[i];
    if (x == "Terrain") {
      if (!types.empty() || !keywords.empty() || (i + 1 < w.size() && w[i + 1] == "or")) return false;
      types.push_back("Strategy");
      keywords.push_back("Terrain");
      noun = true;
      ++i;
      break;
    }
    if (auto t = type_noun(x); !t.empty()) {
      types.insert(types.end(), t.begin(), t.end());
      noun = true;
      ++i;
      if (i + 1 < w.size() && w[i] == "or" && !type_noun(w[i + 1]).empty()) {
        ++i;
        continue;
      }
      break;
    }
    if (x == "card") {
      noun = true;
      ++i;
      break;
    }
    if (noun) break;
    // "Daimyo," in a list: the comma joins it to the next keyword.
    const bool comma = x.size() > 1 && x.back() == ',';
    const std::string word = comma ? x.substr(0, x.size() - 1) : x;
    if (!is_keyword_word(word)) break;
    if (!comma && is_clan_word(word) && i + 1 < w.size() && w[i + 1] == "Clan") {
      keywords.push_back(word + " Clan");
      i += 2;
    } else {
      keywords.push_back(word);
      ++i;
    }
    bool or_word = false;
    if (i + 1 < w.size() && w[i] == "or" && is_keyword_word(w[i + 1]) && type_noun(w[i + 1]).empty() &&
        w[i + 1] != "Terrain") {
      ++i;
      or_word = true;
    }
    if (comma || or_word) {
      ++joined;
    } else if (i < w.size() && is_keyword_word(w[i]) && type_noun(w[i]).empty() && w[i] != "Terrain") {
      ++adjacent;
    } else if (i < w.size() && !w[i].empty() && w[i].back() == ',') {
      ++adjacent;  // "Crab Clan Daimyo, ...": a list after a fixed keyword
    }
  }
  if (!noun && keywords.empty()) return false;
  if (joined > 0 && adjacent > 0) return false;  // "Crab Clan Samurai or Bushi": which binds?
  if (joined > 0 && keywords.size() < 2) return false;  // "Samurai," ends no list
  if (!types.empty()) f["type"] = types;
  if (!keywords.empty()) f[joined > 0 ? "any_keywords" : "keywords"] = keywords;
  return true;
}

// "at home", "at any location", "in a Cavalry unit", "with 3 or lower
// Force", "with 2 or higher Chi".
bool qualifiers(const std::vector<std::string>& w, std::size_t& i, json& f) {
  while (i < w.size()) {
    const auto next = [&](std::size_t k, const char* word) {
      return i + k < w.size() && w[i + k] == word;
    };
    if (next(0, "at") && next(1, "home")) {
      f["location"] = "home";
      i += 2;
    } else if (next(0, "at") && next(1, "any") && next(2, "location")) {
      f["location"] = "anywhere";  // no Rules of Location (docs/abilities.md)
      i += 3;
    } else if (next(0, "in") && next(1, "a") && next(2, "Cavalry") && next(3, "unit")) {
      f["cavalry_unit"] = true;  // CR20F "Unit Keywords"
      i += 4;
    } else if ((next(0, "without") && next(1, "attachments")) ||
               (next(0, "with") && next(1, "no") && next(2, "attachments"))) {
      f["has_attachments"] = false;
      i += w[i] == "with" ? 3 : 2;
    } else if ((next(0, "without") && next(1, "Followers")) ||
               (next(0, "with") && next(1, "no") && next(2, "Followers"))) {
      f["has_followers"] = false;
      i += w[i] == "with" ? 3 : 2;
    } else if ((next(0, "with") || next(0, "without")) && (next(1, "a") || next(1, "an")) &&
               (next(2, "Weapon") || next(2, "Armor")) && !next(3, "token")) {
      // "with a Weapon" attached, "without a Weapon" (docs/abilities.md).
      f[w[i] == "with" ? "attached_keywords" : "no_attached_keywords"].push_back(w[i + 2]);
      i += 3;
    } else if (next(0, "with") && (next(1, "a") || next(1, "any")) && next(2, "token")) {
      f["has_token"] = true;  // "with a token" (CR20F "Token")
      i += 3;
    } else if (next(0, "with") && next(1, "a") && i + 3 < w.size() && w[i + 3] == "token" &&
               !w[i + 2].empty() && std::isupper(static_cast<unsigned char>(w[i + 2][0]))) {
      f["has_token"] = w[i + 2];  // "with a Poison token"
      i += 4;
    } else if (w[i] == "with" && i + 4 < w.size() && w[i + 2] == "or") {
      auto n = number(w[i + 1]);
      const std::string& dir = w[i + 3];
      const std::string& stat = w[i + 4];
      std::string key = stat == "Force" ? "force" : stat == "Chi" ? "chi" : "";
      if (!n || key.empty() ||
          (dir != "lower" && dir != "less" && dir != "higher" && dir != "more"))
        return false;
      f[key] = {{(dir == "lower" || dir == "less") ? "at_most" : "at_least", *n}};
      i += 5;
    } else {
      return false;
    }
  }
  return true;
}

}  // namespace

std::optional<json> target_phrase(std::string_view phrase) {
  const auto w = words_of(phrase);
  std::size_t i = 0;
  json f = json::object();
  if (i < w.size() && (w[i] == "a" || w[i] == "an" || w[i] == "one")) {
    ++i;
  } else if (i < w.size() && w[i] == "your") {
    f["controller"] = "you";
    ++i;
  } else if (i + 1 < w.size() && w[i] == "another" && w[i + 1] == "player's") {
    f["controller"] = "another_player";
    i += 2;
  }
  if (i >= w.size() || w[i] != "target") return std::nullopt;
  ++i;
  for (; i < w.size(); ++i) {
    const std::string& x = w[i];
    if (x == "unbowed") {
      f["bowed"] = false;
    } else if (x == "bowed") {
      f["bowed"] = true;
    } else if (x == "enemy") {
      if (f.value("controller", "") == "you") return std::nullopt;
      f["controller"] = "enemy";
    } else if (x == "opposed") {
      f["opposed"] = true;
    } else if (x == "attacking" || x == "defending") {
      f[x] = true;
    } else if (x == "dishonorable") {
      f["dishonorable"] = true;
    } else if (x == "honorable") {
      f["dishonorable"] = false;
    } else if (x == "Human") {
      f["not_keywords"].push_back("Nonhuman");  // CR20F "Human": without the Nonhuman keyword
    } else if (x == "Unique") {
      f["unique"] = true;
    } else if (x == "non-Unique") {
      f["unique"] = false;
    } else if (x.starts_with("non-") && is_keyword_word(x.substr(4)) && type_noun(x.substr(4)).empty() &&
               x.substr(4) != "Terrain") {
      f["not_keywords"].push_back(x.substr(4));  // "non-Water": without that keyword
    } else {
      break;
    }
  }
  if (!noun_group(w, i, f)) return std::nullopt;
  if (!qualifiers(w, i, f)) return std::nullopt;
  return f;
}

std::optional<json> attach_phrase(std::string_view phrase) {
  const auto w = words_of(phrase);
  std::size_t i = 0;
  if (i < w.size() && (w[i] == "a" || w[i] == "an")) ++i;
  json f = json::object();
  if (!noun_group(w, i, f) || i != w.size()) return std::nullopt;
  // Attachments join Personalities; "a Samurai" is a Samurai Personality.
  if (f.contains("type") && f["type"] != json::array({"Personality"})) return std::nullopt;
  f.erase("type");
  return f;
}

}  // namespace l5r
