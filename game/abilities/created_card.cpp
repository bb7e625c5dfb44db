#include "game/abilities/created_card.h"

#include <charconv>

namespace l5r {

namespace {

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  for (std::size_t at = 0;;) {
    const std::size_t next = s.find(sep, at);
    out.push_back(s.substr(at, next == std::string_view::npos ? std::string_view::npos : next - at));
    if (next == std::string_view::npos) return out;
    at = next + 1;
  }
}

std::optional<int> small_number(std::string_view s) {
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || v < 0 || v > 20) return std::nullopt;
  return v;
}

}  // namespace

std::string created_card_id(const CreatedCard& t) {
  std::string id(kCreatedPrefix);
  id += std::string(to_string(t.type)) + ":" + std::to_string(t.force) + "/" + std::to_string(t.chi) + "/" +
        std::to_string(t.personal_honor) + ":";
  for (std::size_t i = 0; i < t.keywords.size(); ++i) id += (i ? "," : "") + t.keywords[i];
  id += ":" + std::string(to_string(t.clan));
  return id;
}

std::optional<CreatedCard> created_card_spec(std::string_view id) {
  if (!is_created_card_id(id)) return std::nullopt;
  const auto parts = split(id.substr(kCreatedPrefix.size()), ':');
  if (parts.size() != 4) return std::nullopt;
  CreatedCard t;
  const auto type = parse_card_type(parts[0]);
  if (!type || (*type != CardType::Personality && *type != CardType::Follower)) return std::nullopt;
  t.type = *type;
  const auto stats = split(parts[1], '/');
  if (stats.size() != 3) return std::nullopt;
  const auto f = small_number(stats[0]), c = small_number(stats[1]), ph = small_number(stats[2]);
  if (!f || !c || !ph) return std::nullopt;
  t.force = *f;
  t.chi = *c;
  t.personal_honor = *ph;
  if (!parts[2].empty()) {
    for (std::string_view k : split(parts[2], ',')) {
      if (k.empty()) return std::nullopt;
      t.keywords.emplace_back(k);
    }
  }
  const auto clan = parse_clan(parts[3]);
  if (!clan) return std::nullopt;
  t.clan = *clan;
  return t;
}

std::string created_card_text(const CreatedCard& t, bool plural) {
  std::string s = std::to_string(t.force) + "F";
  if (t.type == CardType::Personality)
    s += "/" + std::to_string(t.chi) + "C/" + std::to_string(t.personal_honor) + "PH";
  else if (t.chi != 0)
    s += "/" + std::to_string(t.chi) + "C";
  for (std::size_t i = 0; i < t.keywords.size(); ++i) s += (i ? " • " : " ") + t.keywords[i];
  if (t.clan != Clan::Unaligned) s += " " + std::string(to_string(t.clan)) + " Clan";
  s += " " + std::string(to_string(t.type));
  if (plural) s = t.type == CardType::Personality ? s.substr(0, s.size() - 1) + "ies" : s + "s";
  return s;
}

CardDef created_card_def(const CreatedCard& t) {
  CardDef d;
  d.id = created_card_id(t);
  d.title = created_card_text(t);  // for logs and views; no card compares it (it has no title)
  d.set = "created";
  d.type = t.type;
  d.clan = t.clan;
  d.keywords = t.keywords;
  for (const std::string& k : t.keywords) d.kw_bits |= keyword_bit(k);
  d.force = t.force;
  d.chi = t.chi;
  d.personal_honor = t.personal_honor;
  d.gold_cost = 0;  // CR20F "Created Cards": a stat the text leaves out is zero
  return d;         // the Honor Requirement stays the dash
}

}  // namespace l5r
