#include "game/cards/text_header.h"

#include <array>
#include <cctype>

namespace l5r {
namespace {

constexpr std::array<std::string_view, 6> kDesignatorWords{"Limited", "Open",    "Battle",
                                                           "Engage",  "Dynasty", "Interrupt"};

bool is_designator(std::string_view w) {
  for (auto d : kDesignatorWords)
    if (d == w) return true;
  return false;
}

// A word of letters starting with a capital: "Tireless", "Political".
bool is_capital_word(std::string_view w) {
  if (w.empty() || !std::isupper(static_cast<unsigned char>(w[0]))) return false;
  for (char c : w)
    if (!std::isalpha(static_cast<unsigned char>(c)) && c != '-') return false;
  return true;
}

std::string_view word_at(std::string_view s, std::size_t pos) {
  std::size_t end = pos;
  while (end < s.size() && (std::isalpha(static_cast<unsigned char>(s[end])) || s[end] == '-'))
    ++end;
  return s.substr(pos, end - pos);
}

void skip_spaces(std::string_view s, std::size_t& pos) {
  while (pos < s.size() && s[pos] == ' ') ++pos;
}

// Reads ":name:" at pos; the name is letters and digits.
std::optional<std::string> icon_at(std::string_view s, std::size_t& pos) {
  if (pos >= s.size() || s[pos] != ':') return std::nullopt;
  std::size_t end = pos + 1;
  while (end < s.size() && std::isalnum(static_cast<unsigned char>(s[end]))) ++end;
  if (end == pos + 1 || end >= s.size() || s[end] != ':') return std::nullopt;
  std::string name(s.substr(pos + 1, end - pos - 1));
  pos = end + 1;
  return name;
}

// Reads ", :icon:, :icon:" and then the header's own ':' (or, in the older
// printing without it, a space before the effect).
bool read_costs(std::string_view s, std::size_t& pos, AbilityHeader& h) {
  for (;;) {
    std::size_t p = pos;
    skip_spaces(s, p);
    if (p < s.size() && s[p] == ',') {
      ++p;
      skip_spaces(s, p);
      auto icon = icon_at(s, p);
      if (!icon) return false;
      // ":bow: or :g2:": one cost of two alternatives, as "bow|g2".
      std::size_t q = p;
      if (s.substr(q).starts_with(" or ")) {
        q += 4;
        if (auto other = icon_at(s, q)) {
          *icon += "|" + *other;
          p = q;
        }
      }
      h.icons.push_back(*icon);
      pos = p;
      continue;
    }
    break;
  }
  skip_spaces(s, pos);
  if (pos < s.size() && s[pos] == ':') {
    ++pos;
  } else if (h.icons.empty()) {
    return false;  // "Battle" with neither a colon nor costs is only a word
  }
  skip_spaces(s, pos);
  return true;
}

}  // namespace

std::optional<AbilityHeader> parse_ability_header(std::string_view s) {
  AbilityHeader h;
  std::size_t pos = 0;
  // Up to four keywords, then the designator: headers are short, and a
  // sentence that merely starts with capitals is not one.
  for (int words = 0; words < 5; ++words) {
    skip_spaces(s, pos);
    std::string_view w = word_at(s, pos);
    if (!is_capital_word(w)) return std::nullopt;
    pos += w.size();
    if (!is_designator(w)) {
      h.keywords.emplace_back(w);
      continue;
    }
    h.designators.emplace_back(w);
    if (pos < s.size() && s[pos] == '/') {
      std::string_view second = word_at(s, pos + 1);
      if (!is_designator(second)) return std::nullopt;
      h.designators.emplace_back(second);
      pos += 1 + second.size();
    }
    if (!read_costs(s, pos, h)) return std::nullopt;
    h.length = pos;
    return h;
  }
  return std::nullopt;
}

std::optional<AbilityHeader> parse_icon_header(std::string_view s) {
  AbilityHeader h;
  std::size_t pos = 0;
  skip_spaces(s, pos);
  auto icon = icon_at(s, pos);
  if (!icon) return std::nullopt;
  h.icons.push_back(*icon);
  for (;;) {
    std::size_t p = pos;
    skip_spaces(s, p);
    if (p < s.size() && s[p] == ',') {
      ++p;
      skip_spaces(s, p);
      auto more = icon_at(s, p);
      if (!more) return std::nullopt;
      h.icons.push_back(*more);
      pos = p;
      continue;
    }
    break;
  }
  if (pos >= s.size() || s[pos] != ':') return std::nullopt;
  ++pos;
  skip_spaces(s, pos);
  h.length = pos;
  return h;
}

}  // namespace l5r
