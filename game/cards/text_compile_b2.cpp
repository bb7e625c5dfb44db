#include "game/cards/text_compile_b2.h"

#include <array>
#include <cctype>
#include <utility>

#include "game/cards/text_compile_economy.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

constexpr std::array<std::pair<std::string_view, std::string_view>, 5> kB2Elements{
    {{":air:", "Air"},
     {":earth:", "Earth"},
     {":fire:", "Fire"},
     {":water:", "Water"},
     {":void:", "Void"}}};

// `s` with every element icon written as its keyword (":water: Shugenja" is
// a Water Shugenja: the icon is the keyword, CR20F "Keywords"), and ":gN:"
// as the number N. False when nothing was rewritten.
bool b2_words_for_icons(std::string_view s, std::string& out) {
  out.clear();
  bool changed = false;
  while (!s.empty()) {
    bool hit = false;
    for (auto [icon, word] : kB2Elements)
      if (eat(s, icon)) {
        out += word;
        hit = changed = true;
      }
    if (hit) continue;
    // ":g2:": a Gold amount.
    if (s.size() >= 4 && s[0] == ':' && s[1] == 'g' &&
        std::isdigit(static_cast<unsigned char>(s[2])) && s[3] == ':') {
      out += s[2];
      s.remove_prefix(4);
      changed = true;
      continue;
    }
    out += s[0];
    s.remove_prefix(1);
  }
  return changed;
}

// A Force (or Chi) bonus that "this" card (on a Spell, its caster) gets,
// equal to half of its own stat ("his Chi", "this Monk's Force"), rounded
// up: the amount's half_up.
std::optional<bool> b2_half_stat(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give this ")) return std::nullopt;
  std::string op;
  std::size_t at = t.find(" a Force bonus equal to half ");
  if (at != std::string_view::npos) {
    op = "force";
  } else if ((at = t.find(" a Chi bonus equal to half ")) != std::string_view::npos) {
    op = "chi";
  } else {
    return std::nullopt;
  }
  const std::string who = self_ref("this " + std::string(t.substr(0, at)), b.type);
  std::string_view amount = t.substr(t.find(" half ", at) + 6);
  if (who.empty() || !eat_suffix(amount, ", rounded up")) return false;
  std::string stat;
  if (eat_suffix(amount, " Chi"))
    stat = "chi";
  else if (eat_suffix(amount, " Force"))
    stat = "force";
  else
    return false;
  // "his": the card given the bonus (the sentence names no other).
  const bool own = amount == "his" || amount == "her" || amount == "its" || amount == "their" ||
                   (eat_suffix(amount, "'s") && self_ref(amount, b.type) == who);
  if (!own) return false;
  b.effects.push_back({{"op", op}, {"card", who}, {"amount", {{stat, who}, {"half_up", true}}}});
  return true;
}

// "a target card in a unit": a Personality or an attachment (CR20F "Unit": a
// Personality and the cards attached to him).
std::optional<bool> b2_card_in_unit(std::string_view s, Body& b) {
  constexpr std::string_view kPhrase = " target card in a unit";
  const std::size_t at = s.find(kPhrase);
  if (at == std::string_view::npos) return std::nullopt;
  const std::string rewritten = std::string(s.substr(0, at)) + " target Personality or attachment" +
                                std::string(s.substr(at + kPhrase.size()));
  return sentence(rewritten, b);
}

// "Raise or lower the current battlefield's Province's strength by the
// Force of the target": the player chooses as it resolves (CR20F "From":
// a Battle action's Province strength is the current battlefield's).
std::optional<bool> b2_raise_or_lower(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Raise or lower ")) return std::nullopt;
  if (!eat(t, "the current battlefield's Province's strength by ") || !b.battle_only ||
      b.type == CardType::Event || b.type == CardType::Holding || b.targets.size() != 1 ||
      b.targets[0].value("player", false))
    return false;
  json amount;
  if (auto n = number(t)) {
    if (*n == 0) return false;
    amount = *n;
  } else if (t == "the Force of the target" || t == "the target's Force" || t == "its Force") {
    amount = {{"force", "target"}};
  } else {
    return false;
  }
  json lower = amount.is_number() ? json(-amount.get<int>()) : json(amount);
  if (lower.is_object()) lower["times"] = -1;
  b.effects.push_back({{"op", "choose"},
                       {"choices",
                        {json::array({{{"op", "province_strength"}, {"amount", amount}}}),
                         json::array({{{"op", "province_strength"}, {"amount", lower}}})}}});
  return true;
}

// "Bow her unit if you control her" (also "if you do not control"): the
// sentence's one effect, on the ability's one target, happens only if that
// card's controller is (not) the player.
std::optional<bool> b2_if_control(std::string_view s, Body& b) {
  std::string controller;
  std::string_view t = s;
  for (std::string_view p : {" him", " her", " it", " them"}) {
    std::string_view w = t;
    if (!eat_suffix(w, p)) continue;
    if (eat_suffix(w, " if you do not control"))
      controller = "enemy";
    else if (eat_suffix(w, " if you control"))
      controller = "you";
    else
      continue;
    t = w;
    break;
  }
  if (controller.empty()) return std::nullopt;
  if (b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
  const std::size_t before = b.effects.size(), targets = b.targets.size();
  if (!sentence(t, b) || b.effects.size() != before + 1 || b.targets.size() != targets)
    return false;
  json& e = b.effects.back();
  if (e.contains("if") || e.contains("each") || e["op"] == "choose" ||
      e.value("card", "target") != "target")
    return false;
  e["if"] = {{"card", "target"}, {"controller", controller}};
  return true;
}

}  // namespace

std::optional<std::string> b2_element(std::string_view w) {
  for (auto [icon, word] : kB2Elements)
    if (w == icon || w == word) return std::string(word);
  return std::nullopt;
}

std::optional<bool> b2_sentence(std::string_view s, Body& b) {
  for (auto f : {b2_half_stat, b2_card_in_unit, b2_raise_or_lower, b2_if_control})
    if (auto r = f(s, b)) return r;
  return std::nullopt;
}

bool b2_rule(std::string_view part, CardType type, CompiledText& out) {
  // "Equips to a :water: Shugenja for :g1: less.": the Equip discount
  // (text_compile_economy.cpp) in the icons' words.
  if (!part.starts_with("Equips to ") && !part.starts_with("Attaches to ")) return false;
  std::string words;
  if (!b2_words_for_icons(part, words)) return false;
  std::string_view w = words;
  if (eat_suffix(w, " less.") && !w.ends_with(" Gold")) words = std::string(w) + " less Gold.";
  return economy_rule(words, type, out);
}

}  // namespace l5r::compile
