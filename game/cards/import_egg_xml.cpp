#include "game/cards/import_egg_xml.h"

#include <algorithm>
#include <cctype>
#include <pugixml.hpp>

#include "game/cards/text_clean.h"

namespace l5r {
namespace {

// An element's text with its markup: <br/> elements become line breaks so
// that texts stored as XML elements read like those stored as escaped HTML.
void text_of(const pugi::xml_node& n, std::string& out) {
  for (const pugi::xml_node& c : n.children()) {
    if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) {
      out += c.value();
    } else if (c.type() == pugi::node_element) {
      if (std::string_view(c.name()) == "br" || std::string_view(c.name()) == "BR")
        out += "<br>";
      else
        text_of(c, out);
    }
  }
}

std::string trimmed(std::string s) {
  const auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(" \t\r\n");
  return s.substr(b, e - b + 1);
}

std::vector<std::string> split_keywords(const std::string& line) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (;;) {
    std::size_t at = line.find("\xE2\x80\xA2", start);
    std::string k =
        trimmed(line.substr(start, at == std::string::npos ? std::string::npos : at - start));
    if (!k.empty()) out.push_back(k);
    if (at == std::string::npos) break;
    start = at + 3;
  }
  return out;
}

// Egg's child element names, by CardDef field.
constexpr std::pair<const char*, const char*> kStats[] = {
    {"force", "force"},
    {"chi", "chi"},
    {"cost", "gold_cost"},
    {"focus", "focus"},
    {"personal_honor", "personal_honor"},
    {"honor_req", "honor_requirement"},
    {"starting_honor", "starting_honor"},
    {"province_strength", "province_strength"},
    {"gold_production", "gold_production"},
};

}  // namespace

void take_keyword_line(RawRecord& r) {
  if (!r.keywords.empty() || r.text.empty()) return;
  auto parts = rules_text_parts(r.text);
  if (parts.empty()) return;
  const std::string& first = parts[0];
  // A keyword line states no ability: no colon, no sentence, short items.
  if (first.find(':') != std::string::npos || first.find('.') != std::string::npos) return;
  auto keywords = split_keywords(first);
  for (const std::string& k : keywords)
    if (std::count(k.begin(), k.end(), ' ') > 3) return;
  r.keywords = std::move(keywords);
  // Drop the line from the text: up to the first line break.
  std::string lower = r.text;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const std::size_t br = lower.find("<br");
  if (br == std::string::npos) {
    const std::size_t nl = r.text.find('\n');
    r.text = nl == std::string::npos ? "" : r.text.substr(nl + 1);
  } else {
    const std::size_t close = r.text.find('>', br);
    r.text = close == std::string::npos ? "" : r.text.substr(close + 1);
  }
}

std::vector<RawRecord> read_egg_xml(std::string_view text, const std::string& file,
                                    std::vector<ImportProblem>& problems) {
  std::vector<RawRecord> out;
  pugi::xml_document doc;
  pugi::xml_parse_result res = doc.load_buffer(text.data(), text.size());
  if (!res) {
    problems.push_back({file, "", "",
                        std::string("is not valid XML: ") + res.description() + " at byte " +
                            std::to_string(res.offset),
                        false});
    return out;
  }
  pugi::xml_node cards = doc.child("cards");
  if (!cards) {
    problems.push_back({file, "", "cards", "the file must have a <cards> root element", false});
    return out;
  }
  std::size_t index = 0;
  for (const pugi::xml_node& c : cards.children("card")) {
    RawRecord r;
    r.file = file;
    r.record = "#" + std::to_string(++index);
    if (auto id = c.attribute("id")) r.record += " (id " + std::string(id.value()) + ")";
    r.title = trimmed(c.child_value("name"));
    if (!r.title.empty()) r.record = r.title;
    if (auto t = c.attribute("type")) r.types.push_back(t.value());
    for (const auto& [element, field] : kStats)
      if (pugi::xml_node n = c.child(element)) r.stats[field] = trimmed(n.child_value());
    for (const pugi::xml_node& n : c.children("clan")) r.clans.push_back(trimmed(n.child_value()));
    for (const pugi::xml_node& n : c.children("legal")) r.legal.push_back(trimmed(n.child_value()));
    if (pugi::xml_node n = c.child("edition")) r.set = trimmed(n.child_value());
    if (r.set.empty()) r.set = "Egg of P'an Ku";
    text_of(c.child("text"), r.text);
    take_keyword_line(r);
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace l5r
