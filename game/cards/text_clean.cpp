#include "game/cards/text_clean.h"

#include <array>
#include <cctype>
#include <utility>

#include "game/cards/text_header.h"

namespace l5r {
namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 9> kEntities{{
    {"&#8226;", "\xE2\x80\xA2"},
    {"&bull;", "\xE2\x80\xA2"},
    {"&amp;", "&"},
    {"&quot;", "\""},
    {"&apos;", "'"},
    {"&#39;", "'"},
    {"&lt;", "<"},
    {"&gt;", ">"},
    {"&nbsp;", " "},
}};

bool starts_with_ci(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(s[i])) != prefix[i]) return false;
  return true;
}

// Markup out, line breaks kept as '\n', entities decoded, spaces collapsed.
std::string plain(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '<') {
      const std::size_t close = text.find('>', i);
      if (close == std::string_view::npos) {
        out += ' ';  // a stray '<': not markup
        ++i;
        continue;
      }
      std::string_view tag = text.substr(i + 1, close - i - 1);
      if (starts_with_ci(tag, "br") || starts_with_ci(tag, "p") || starts_with_ci(tag, "/p"))
        out += '\n';
      i = close + 1;
      continue;
    }
    if (c == '&') {
      bool decoded = false;
      for (auto& [name, value] : kEntities) {
        if (text.substr(i, name.size()) == name) {
          out += value;
          i += name.size();
          decoded = true;
          break;
        }
      }
      if (decoded) continue;
    }
    if (c == '\r' || c == '\t') {
      out += ' ';
    } else {
      out += c;
    }
    ++i;
  }
  return out;
}

std::string trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  std::string out;
  out.reserve(e - b);
  for (std::size_t i = b; i < e; ++i) {
    if (s[i] == ' ' && !out.empty() && out.back() == ' ') continue;
    out += s[i];
  }
  return out;
}

// Cuts one line before every sentence that starts an ability header, so
// that "Limited, :g4: Gain 2 Honor. Tireless Battle: ..." is two parts.
void cut_line(std::string_view line, std::vector<std::string>& parts) {
  std::size_t start = 0;
  for (std::size_t i = 1; i + 1 < line.size(); ++i) {
    if (line[i] != ' ' || (line[i - 1] != '.' && line[i - 1] != ')')) continue;
    if (parse_ability_header(line.substr(i + 1))) {
      if (auto p = trim(line.substr(start, i - start)); !p.empty()) parts.push_back(std::move(p));
      start = i + 1;
    }
  }
  if (auto p = trim(line.substr(start)); !p.empty()) parts.push_back(std::move(p));
}

}  // namespace

std::vector<std::string> rules_text_parts(std::string_view text) {
  std::vector<std::string> parts;
  const std::string p = plain(text);
  std::size_t start = 0;
  while (start <= p.size()) {
    std::size_t nl = p.find('\n', start);
    if (nl == std::string::npos) nl = p.size();
    cut_line(std::string_view(p).substr(start, nl - start), parts);
    start = nl + 1;
  }
  return parts;
}

bool is_reminder(std::string_view part) {
  if (part.size() < 2 || part.front() != '(' || part.back() != ')') return false;
  int depth = 0;
  for (std::size_t i = 0; i < part.size(); ++i) {
    if (part[i] == '(') ++depth;
    if (part[i] == ')') --depth;
    if (depth == 0 && i + 1 < part.size()) return false;  // "(a) b (c)" is not one reminder
  }
  return true;
}

std::string text_template(std::string_view part) {
  std::string out;
  for (std::size_t i = 0; i < part.size(); ++i) {
    if (std::isdigit(static_cast<unsigned char>(part[i]))) {
      while (i + 1 < part.size() && std::isdigit(static_cast<unsigned char>(part[i + 1]))) ++i;
      out += 'N';
    } else {
      out += part[i];
    }
  }
  return out;
}

}  // namespace l5r
