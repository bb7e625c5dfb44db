#include "game/cards/text_compile_b2.h"

#include <array>
#include <cctype>
#include <utility>

#include "game/cards/text_compile_economy.h"
#include "game/cards/text_target.h"
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
// up (the amount's half_up), or to an amount stat_amount reads ("the
// card's Focus Value": the card discarded as the cost).
std::optional<bool> b2_bonus_to_self(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give this ")) return std::nullopt;
  std::string op;
  std::size_t at = t.find(" a Force bonus equal to ");
  if (at != std::string_view::npos) {
    op = "force";
  } else if ((at = t.find(" a Chi bonus equal to ")) != std::string_view::npos) {
    op = "chi";
  } else {
    return std::nullopt;
  }
  const std::string who = self_ref("this " + std::string(t.substr(0, at)), b.type);
  std::string_view amount = t.substr(t.find(" equal to ", at) + 10);
  if (who.empty()) return false;
  if (!eat(amount, "half ")) {
    auto a = stat_amount(amount, b);
    if (!a || a->contains("force") || a->contains("chi") || a->contains("personal_honor"))
      return false;
    b.effects.push_back({{"op", op}, {"card", who}, {"amount", *a}});
    return true;
  }
  if (!eat_suffix(amount, ", rounded up")) return false;
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

// "Give this Province a strength bonus equal to the card's Focus Value":
// the Province CR20F "From" names (the engine's province_strength).
std::optional<bool> b2_province_bonus(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give this Province a strength bonus equal to ")) return std::nullopt;
  auto a = stat_amount(t, b);
  if (!a || !a->contains("focus_of_discarded")) return false;
  b.effects.push_back({{"op", "province_strength"}, {"amount", *a}});
  return true;
}

// "You may make a Melee Attack with strength equal to that Focus Value"
// (the card discarded as the cost): an optional target, the rulebook's
// (CR20F "Ranged Attack", "Melee Attack"), and the attack a choice as it
// resolves.
std::optional<bool> b2_may_attack(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "You may make a ")) return std::nullopt;
  std::string op;
  if (eat(t, "Ranged Attack with strength equal to "))
    op = "ranged_attack";
  else if (eat(t, "Melee Attack with strength equal to "))
    op = "melee_attack";
  else
    return false;
  json amount;
  if (t == "that Focus Value" && b.discarded)
    amount = {{"focus_of_discarded", true}};
  else
    return false;
  if (!b.targets.empty() || !b.battle_only) return false;
  b.targets.push_back({{"attack_target", true},
                       {"controller", "enemy"},
                       {"location", "current_battlefield"},
                       {"optional", true}});
  b.effects.push_back(
      {{"op", "choose"},
       {"choices", {json::array({{{"op", op}, {"amount", amount}}}), json::array()}}});
  return true;
}

// "Ranged Attack ", "Melee Attack ", "Fear " at the start of `t`: eaten, and
// the attack's op; empty (nothing eaten) for any other words.
std::string b2_attack_op(std::string_view& t) {
  if (eat(t, "Ranged Attack ")) return "ranged_attack";
  if (eat(t, "Melee Attack ")) return "melee_attack";
  if (eat(t, "Fear ")) return "fear";
  return "";
}

// "Melee Attack equal to the number of Items in this unit" (also "with
// strength equal to", Ranged, Fear): the cards of that kind in the unit of
// the card with the ability (CR20F "Unit"), counted as it resolves.
std::optional<bool> b2_attack_per_unit_card(std::string_view s, Body& b) {
  std::string_view t = s;
  const std::string op = b2_attack_op(t);
  if (op.empty()) return std::nullopt;
  eat(t, "with strength ");
  if (!eat(t, "equal to the number of ")) return std::nullopt;
  if (!eat_suffix(t, " in this unit") || !eat_suffix(t, "s") || !b.targets.empty()) return false;
  auto f = target_phrase("a target " + std::string(t));
  if (!f || !f->contains("type") || f->size() != 1) return false;  // one kind of card: "Spells"
  (*f)["in_this_unit"] = true;
  b.effects.push_back({{"op", op}, {"amount", {{"count", *f}}}});
  return true;
}

// "Target your unbowed Holding and a Follower" (the first yours): two targets
// of types no card has both of, so never the same card; the next sentence,
// "Straighten both targets" (also Bow, Destroy), acts on each.
std::optional<bool> b2_two_targets(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Target your ")) return std::nullopt;
  const std::size_t and_at = t.find(" and ");
  if (and_at == std::string_view::npos) return std::nullopt;
  std::string_view second = t.substr(and_at + 5);
  if (!(eat(second, "a ") || eat(second, "an "))) return std::nullopt;
  if (!b.targets.empty() || !b.effects.empty()) return false;
  auto first = target_phrase("your target " + std::string(t.substr(0, and_at)));
  auto other = target_phrase("a target " + std::string(second));
  if (!first || !other || !first->contains("type") || !other->contains("type")) return false;
  for (const json& x : (*first)["type"])
    for (const json& y : (*other)["type"])
      if (x == y) return false;
  b.targets.push_back(*first);
  b.targets.push_back(*other);
  return true;
}

std::optional<bool> b2_both_targets(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat_suffix(t, " both targets")) return std::nullopt;
  std::string op;
  if (t == "Straighten")
    op = "straighten";
  else if (t == "Bow")
    op = "bow";
  else if (t == "Destroy")
    op = "destroy";
  else
    return false;
  if (b.targets.size() != 2 || !b.effects.empty() || b.targets[0].value("player", false) ||
      b.targets[1].value("player", false))
    return false;
  b.effects.push_back({{"op", op}});
  b.effects.push_back({{"op", op}, {"card", "target2"}});
  return true;
}

// "Give each of your Courtiers in this army +2C": the bonus to each matching
// card in the same army as the card with the ability (docs/abilities.md
// "this_army": at its battlefield, on its side; CR20F "Army").
std::optional<bool> b2_each_in_army(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give each ")) return std::nullopt;
  const std::size_t at = t.find(" in this army ");
  if (at == std::string_view::npos || t.find(" and ") != std::string_view::npos) return std::nullopt;
  if (b.type == CardType::Strategy || b.type == CardType::Event) return false;  // no army of its own
  const std::string rewritten = "Give each " + std::string(t.substr(0, at)) + std::string(t.substr(at + 13));
  const std::size_t before = b.effects.size();
  if (!sentence(rewritten, b) || b.effects.size() == before) return false;
  for (std::size_t i = before; i < b.effects.size(); ++i) {
    json& e = b.effects[i];
    if (!e.contains("each") || e["each"].contains("location")) return false;
    e["each"]["location"] = "this_army";
  }
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

// "Destroy the target if it is still in play and this Shugenja is Fire"
// after an attack: the attack's target, only if the card (on a Spell, its
// caster) then has the keyword.
std::optional<bool> b2_still_in_play_and(std::string_view s, Body& b) {
  constexpr std::string_view kStill = " if it is still in play and this ";
  const std::size_t at = s.find(kStill);
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view rest = s.substr(at + kStill.size());
  const std::size_t is = rest.find(" is ");
  if (is == std::string_view::npos) return false;
  const std::string who = self_ref("this " + std::string(rest.substr(0, is)), b.type);
  std::string_view state = rest.substr(is + 4);
  std::string keyword;
  if (auto e = b2_element(state)) {
    keyword = *e;
  } else {
    eat(state, "a ") || eat(state, "an ");
    auto f = target_phrase("a target " + std::string(state));  // one keyword ("Thunder")
    if (!f || f->size() != 1 || !f->contains("keywords") || (*f)["keywords"].size() != 1)
      return false;
    keyword = (*f)["keywords"][0];
  }
  const std::size_t before = b.effects.size();
  if (who.empty() || !sentence(std::string(s.substr(0, at)) + " if it is still in play", b) ||
      b.effects.size() != before + 1 || b.effects.back().contains("if"))
    return false;
  b.effects.back()["if"] = {{"card", who}, {"keywords", {keyword}}};
  return true;
}

// "Fear with strength equal to this Monk's Force, plus 2 if he is Water"
// (also "+1 if the target is Naga", several; Ranged and Melee Attacks): the
// amount with bonuses counted when their conditions hold (bonus_when); "he"
// is the card whose stat it is, "the target" the attack's.
std::optional<bool> b2_attack_with_bonuses(std::string_view s, Body& b) {
  std::string_view t = s;
  const std::string op = b2_attack_op(t);
  if (op.empty()) return std::nullopt;
  eat(t, "with strength ");
  if (!eat(t, "equal to ")) return std::nullopt;
  const std::size_t comma = t.find(", ");
  if (comma == std::string_view::npos || t.find(" if ", comma) == std::string_view::npos)
    return std::nullopt;
  if (!b.targets.empty()) return false;
  auto amount = stat_amount(t.substr(0, comma), b);
  if (!amount || amount->size() != 1) return false;
  const std::string who =
      amount->begin().value().is_string() ? amount->begin().value().get<std::string>() : "";
  if (who != "self" && who != "this_personality") return false;
  json bonuses = json::array();
  std::string_view rest = t.substr(comma + 2);
  while (!rest.empty()) {
    const std::size_t next = rest.find(", ");
    std::string_view one = rest.substr(0, next);
    rest = next == std::string_view::npos ? std::string_view() : rest.substr(next + 2);
    if (!eat(one, "plus ") && !eat(one, "+")) return false;
    const std::size_t sp = one.find(' ');
    if (sp == std::string_view::npos) return false;
    auto n = number(one.substr(0, sp));
    one.remove_prefix(sp);
    std::string card;
    // "he" is a Personality: this one, or the one this attachment is on.
    if (eat(one, " if he is ") || eat(one, " if she is ") || eat(one, " if they are ")) {
      if (who == "self" && b.type != CardType::Personality) return false;
      card = who;
    }
    else if (eat(one, " if the target is "))
      card = "target";
    else
      return false;
    std::string keyword;
    if (auto e = b2_element(one)) {
      keyword = *e;
    } else {
      eat(one, "a ") || eat(one, "an ");
      auto f = target_phrase("a target " + std::string(one));  // one keyword ("Shadowlands")
      if (!f || f->size() != 1 || !f->contains("keywords") || (*f)["keywords"].size() != 1)
        return false;
      keyword = (*f)["keywords"][0];
    }
    if (!n || *n == 0) return false;
    bonuses.push_back({{"amount", *n}, {"if", {{"card", card}, {"keywords", {keyword}}}}});
  }
  // One bonus on the card itself: the project's own cards say it as two
  // effects, one for each case (assets/cards), and so does the compiler.
  if (bonuses.size() == 1 && bonuses[0]["if"]["card"] == who) {
    json more = *amount;
    more["plus"] = more.value("plus", 0) + bonuses[0]["amount"].get<int>();
    if (more["plus"] == 0) more.erase("plus");
    json unless = bonuses[0]["if"];
    unless["not_keywords"] = unless["keywords"];
    unless.erase("keywords");
    b.effects.push_back({{"op", op}, {"amount", *amount}, {"if", unless}});
    b.effects.push_back({{"op", op}, {"amount", more}, {"if", bonuses[0]["if"]}});
    return true;
  }
  (*amount)["bonus_when"] = bonuses;
  b.effects.push_back({{"op", op}, {"amount", *amount}});
  return true;
}

}  // namespace

std::optional<std::string> b2_element(std::string_view w) {
  for (auto [icon, word] : kB2Elements)
    if (w == icon || w == word) return std::string(word);
  return std::nullopt;
}

std::optional<std::pair<json, std::string_view>> b2_discard_to(std::string_view body,
                                                               CardType type) {
  // On Personalities, Spells and Holdings (the one Holding with it,
  // Contemplative Shrine, has its ability in assets/cards since).
  if (type != CardType::Personality && type != CardType::Spell && type != CardType::Holding) return std::nullopt;
  std::string_view t = body;
  if (!eat(t, "Discard ")) return std::nullopt;
  const std::size_t to = t.find(" to ");
  if (to == std::string_view::npos) return std::nullopt;
  std::string_view what = t.substr(0, to);
  const std::string_view rest = t.substr(to + 4);
  eat_suffix(what, " from your hand");
  json kinds = json::array();
  if (what == "a card with an element keyword") {
    json elements = json::array();
    for (auto [icon, word] : kB2Elements) elements.push_back(std::string(word));
    kinds.push_back({{"any_keywords", elements}});
    return std::make_pair(kinds, rest);
  }
  // "a Kiho or a Spell": each a type of Fate card or keywords.
  while (!what.empty()) {
    const std::size_t o = what.find(" or ");
    std::string_view one = what.substr(0, o);
    what = o == std::string_view::npos ? std::string_view() : what.substr(o + 4);
    if (!eat(one, "a ") && !eat(one, "an ")) return std::nullopt;
    auto f = target_phrase("a target " + std::string(one));
    if (!f || f->empty()) return std::nullopt;
    for (auto& [k, v] : f->items()) {
      if (k == "keywords") continue;
      if (k != "type") return std::nullopt;
      for (const json& kind : v)
        if (kind != "Spell" && kind != "Item" && kind != "Follower" && kind != "Ring")
          return std::nullopt;
    }
    kinds.push_back(*f);
  }
  if (kinds.size() < 2) return std::nullopt;  // one kind alone: not yet met on a card
  return std::make_pair(kinds, rest);
}

std::optional<bool> b2_sentence_first(std::string_view s, Body& b) {
  if (auto r = b2_attack_with_bonuses(s, b)) return r;
  return b2_still_in_play_and(s, b);
}

std::optional<bool> b2_sentence(std::string_view s, Body& b) {
  for (auto f :
       {b2_bonus_to_self, b2_province_bonus, b2_may_attack, b2_attack_per_unit_card, b2_two_targets,
        b2_both_targets, b2_each_in_army, b2_card_in_unit, b2_raise_or_lower, b2_if_control})
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
