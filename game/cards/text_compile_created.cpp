#include "game/cards/text_compile_created.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "game/cards/text_words.h"

namespace l5r::compile {

using text_words::eat;
using text_words::eat_suffix;

namespace {

bool capitalized_word(std::string_view w) {
  if (w.empty() || !std::isupper(static_cast<unsigned char>(w[0]))) return false;
  for (char c : w)
    if (!std::isalpha(static_cast<unsigned char>(c)) && c != '-') return false;
  return true;
}

// "2F/2C/2PH" (a Personality's three stats) or "1F" (a Follower's Force).
std::optional<json> stat_line(std::string_view w, bool personality) {
  json card = json::object();
  const auto stat = [&](std::string_view& s, std::string_view unit, const char* key) {
    const std::size_t end = s.find(unit);
    if (end == std::string_view::npos) return false;
    const auto n = text_words::number_in(s.substr(0, end), 0, 20);
    if (!n) return false;
    card[key] = *n;
    s.remove_prefix(end + unit.size());
    return true;
  };
  if (personality) {
    if (!stat(w, "F/", "force") || !stat(w, "C/", "chi") || !stat(w, "PH", "personal_honor") || !w.empty())
      return std::nullopt;
  } else if (!stat(w, "F", "force") || !w.empty()) {
    return std::nullopt;
  }
  return card;
}

// The Personality a created Follower attaches to ("your target
// Beastmaster": only a Personality carries it, CR20F "Created Cards").
bool attach_target(Body& b, std::string_view phrase) {
  if (!add_target(b, phrase)) return false;
  json& t = b.targets.back();
  if (!t.contains("type")) t["type"] = json::array({"Personality"});
  return t["type"] == json::array({"Personality"});
}

}  // namespace

std::optional<std::pair<json, int>> created_card_words(std::string_view w) {
  int count = 1;
  if (!eat(w, "a ") && !eat(w, "an ")) {
    const std::size_t sp = w.find(' ');
    const auto n = sp == std::string_view::npos ? std::nullopt : text_words::number_in(w.substr(0, sp), 2, 9);
    if (!n) return std::nullopt;
    count = *n;
    w.remove_prefix(sp + 1);
  }
  std::string type;
  if (count == 1 ? eat_suffix(w, " Personality") : eat_suffix(w, " Personalities"))
    type = "Personality";
  else if (count == 1 ? eat_suffix(w, " Follower") : eat_suffix(w, " Followers"))
    type = "Follower";
  else
    return std::nullopt;
  const std::size_t sp = w.find(' ');
  auto card = stat_line(w.substr(0, sp), type == "Personality");
  if (!card) return std::nullopt;
  (*card)["type"] = type;
  w = sp == std::string_view::npos ? std::string_view() : w.substr(sp + 1);
  // "... Dragon Clan": the card's Clan Alignment.
  static constexpr std::string_view kClans[] = {"Crab", "Crane", "Dragon", "Lion", "Mantis", "Phoenix",
                                                "Scorpion", "Spider", "Unicorn"};
  for (std::string_view clan : kClans) {
    std::string tail = std::string(clan) + " Clan";
    if (w == tail || w.ends_with(" " + tail)) {
      (*card)["clan"] = std::string(clan);
      w.remove_suffix(std::min(w.size(), tail.size() + 1));
      break;
    }
  }
  // Keywords, one word each, set apart by bullets ("Samurai • Yojimbo").
  json keywords = json::array();
  while (!w.empty()) {
    const std::size_t bullet = w.find(" • ");
    const std::string_view k = w.substr(0, bullet);
    if (!capitalized_word(k)) return std::nullopt;
    keywords.push_back(std::string(k));
    w = bullet == std::string_view::npos ? std::string_view() : w.substr(bullet + 5);  // " • " is 5 bytes
  }
  if (!keywords.empty()) (*card)["keywords"] = keywords;
  return std::pair{*card, count};
}

std::optional<bool> created_sentence(std::string_view s, Body& b) {
  std::string_view t = s;
  // "Target one or two of your Personalities": one target of one or two
  // cards chosen together, for a creation on each of them that follows.
  if (eat(t, "Target one or two of your ") && eat_suffix(t, "Personalities")) {
    if (!add_target(b, "your target " + std::string(t) + "Personality")) return false;
    json& target = b.targets.back();
    if (target.contains("count")) return false;
    target["count"] = 2;
    target["min"] = 1;
    return true;
  }
  t = s;
  if (!eat(t, "Create ") && !eat(t, "create ")) return std::nullopt;
  // "Create and Equip a 1F Follower to your target Personality": a created
  // Follower attaches as it is created; no Equip is taken (CR20F "Created
  // Cards"), and no card in play reacts to an Equip of a card it does not know.
  if (eat(t, "and Equip ")) {
    const std::size_t to = t.find(" to ");
    if (to == std::string_view::npos) return false;
    const auto made = created_card_words(t.substr(0, to));
    if (!made || made->first["type"] != "Follower" || made->second != 1) return false;
    if (!attach_target(b, t.substr(to + 4))) return false;
    b.effects.push_back(on_last_target(b, {{"op", "create"}, {"created", made->first}, {"card", "target"}}));
    return true;
  }
  // "Create and attach a 1F Follower to each of them": one to each of the
  // Personalities the last target named (a group of targets, or one).
  if (eat(t, "and attach ")) {
    const std::size_t to = t.find(" to ");
    if (to == std::string_view::npos || b.targets.empty()) return false;
    const std::string_view whom = t.substr(to + 4);
    if (whom != "each of them" && whom != "him" && whom != "her" && whom != "them") return false;
    const json& last = b.targets.back();
    if (last.value("type", json::array()) != json::array({"Personality"})) return false;
    const auto made = created_card_words(t.substr(0, to));
    if (!made || made->first["type"] != "Follower" || made->second != 1) return false;
    b.effects.push_back(on_last_target(b, {{"op", "create"}, {"created", made->first}, {"card", "target"}}));
    return true;
  }
  // "... and Equip it to ...": as "Create and Equip" (no Equip is taken).
  std::size_t attach = t.find(" and attach it to "), len = 18;
  if (attach == std::string_view::npos) {
    attach = t.find(" and Equip it to ");
    len = 17;
  }
  if (attach != std::string_view::npos) {
    const auto made = created_card_words(t.substr(0, attach));
    if (!made || made->first["type"] != "Follower" || made->second != 1) return false;
    if (!attach_target(b, t.substr(attach + len))) return false;
    b.effects.push_back(on_last_target(b, {{"op", "create"}, {"created", made->first}, {"card", "target"}}));
    return true;
  }
  const auto made = created_card_words(t);
  if (!made) return std::nullopt;
  if (made->first["type"] != "Personality") return false;  // a Follower needs its Personality
  json e = {{"op", "create"}, {"created", made->first}};
  if (made->second != 1) e["amount"] = made->second;
  b.effects.push_back(e);
  return true;
}

}  // namespace l5r::compile
