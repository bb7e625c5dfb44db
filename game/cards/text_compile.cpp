#include "game/cards/text_compile.h"

#include <cctype>
#include <charconv>

#include "game/abilities/parse.h"
#include "game/cards/text_clean.h"
#include "game/cards/text_header.h"
#include "game/cards/text_target.h"

namespace l5r {
namespace {

using nlohmann::json;

std::optional<int> number(std::string_view s) {
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < 0 || v > 99) return std::nullopt;
  return v;
}

bool eat(std::string_view& s, std::string_view prefix) {
  if (!s.starts_with(prefix)) return false;
  s.remove_prefix(prefix.size());
  return true;
}

bool eat_suffix(std::string_view& s, std::string_view suffix) {
  if (!s.ends_with(suffix)) return false;
  s.remove_suffix(suffix.size());
  return true;
}

// Sentences of an ability's body, split at ". " outside parentheses, each
// without its full stop. nullopt when the body does not end a sentence.
std::optional<std::vector<std::string_view>> sentences(std::string_view body) {
  std::vector<std::string_view> out;
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < body.size(); ++i) {
    if (body[i] == '(') ++depth;
    if (body[i] == ')') --depth;
    if (body[i] == '.' && depth == 0 && (i + 1 == body.size() || body[i + 1] == ' ')) {
      out.push_back(body.substr(start, i - start));
      start = i + 1;
      while (start < body.size() && body[start] == ' ') ++start;
      i = start - 1;
    }
  }
  if (start < body.size() || out.empty()) return std::nullopt;
  return out;
}

// The reminder after an attack or Fear ("Ranged 3 Attack (Destroy a target
// ...)") restates the rulebook; the rulebook's target is used either way.
std::string_view without_reminder(std::string_view s) {
  if (s.ends_with(")")) {
    const std::size_t open = s.rfind(" (");
    if (open != std::string_view::npos) return s.substr(0, open);
  }
  return s;
}

struct Body {
  json targets = json::array();
  json effects = json::array();
};

// "+2F", "-1C", "+1PH": the stat and the signed amount.
std::optional<std::pair<std::string, int>> stat_bonus(std::string_view w) {
  if (w.size() < 3 || (w[0] != '+' && w[0] != '-')) return std::nullopt;
  const int sign = w[0] == '-' ? -1 : 1;
  w.remove_prefix(1);
  std::string stat;
  if (eat_suffix(w, "PH"))
    stat = "personal_honor";
  else if (eat_suffix(w, "F"))
    stat = "force";
  else if (eat_suffix(w, "C"))
    stat = "chi";
  else
    return std::nullopt;
  auto n = number(w);
  if (!n) return std::nullopt;
  return std::make_pair(stat, sign * *n);
}

bool add_target(Body& b, std::string_view phrase) {
  if (!b.targets.empty()) return false;  // one target: effects name it "target"
  auto f = target_phrase(phrase);
  if (!f) return false;
  b.targets.push_back(*f);
  return true;
}

// One sentence of an ability body; false when it is not a known template.
bool sentence(std::string_view s, Body& b) {
  std::string_view r = without_reminder(s);
  if (std::string_view t = r; eat(t, "Ranged ") || eat(t, "Melee ")) {
    const bool ranged = r.starts_with("Ranged");
    if (!eat_suffix(t, " Attack")) return false;
    auto n = number(t);
    if (!n) return false;
    b.effects.push_back({{"op", ranged ? "ranged_attack" : "melee_attack"}, {"amount", *n}});
    return true;
  }
  if (std::string_view t = r; eat(t, ":ranged: ") || eat(t, ":melee: ")) {
    const bool ranged = r.starts_with(":ranged:");
    auto n = number(t);
    if (!n) return false;
    b.effects.push_back({{"op", ranged ? "ranged_attack" : "melee_attack"}, {"amount", *n}});
    return true;
  }
  if (std::string_view t = r; eat(t, "Fear ") || eat(t, ":fear: ")) {
    auto n = number(t);
    if (!n) return false;
    b.effects.push_back({{"op", "fear"}, {"amount", *n}});
    return true;
  }
  if (std::string_view t = s; eat(t, "Gain ") || eat(t, "Lose ")) {
    const bool gain = s.starts_with("Gain");
    if (!eat_suffix(t, " Honor")) return false;
    auto n = number(t);
    if (!n) return false;
    b.effects.push_back({{"op", gain ? "gain_honor" : "lose_honor"}, {"amount", *n}});
    return true;
  }
  if (s == "Draw a card") {
    b.effects.push_back({{"op", "draw"}, {"amount", 1}});
    return true;
  }
  if (std::string_view t = s; eat(t, "Draw ") && eat_suffix(t, " cards")) {
    auto n = number(t);
    if (!n) return false;
    b.effects.push_back({{"op", "draw"}, {"amount", *n}});
    return true;
  }
  if (std::string_view t = s; eat(t, "Move home ") || (eat(t, "Move ") && eat_suffix(t, " home"))) {
    if (!add_target(b, t)) return false;
    b.effects.push_back({{"op", "move_home"}});
    return true;
  }
  if (std::string_view t = s; eat(t, "Give ")) {
    const std::size_t sp = t.rfind(' ');
    if (sp == std::string_view::npos) return false;
    auto bonus = stat_bonus(t.substr(sp + 1));
    if (!bonus || bonus->first == "personal_honor" || !add_target(b, t.substr(0, sp))) return false;
    b.effects.push_back({{"op", bonus->first}, {"amount", bonus->second}});
    return true;
  }
  static constexpr std::pair<std::string_view, std::string_view> kVerbs[] = {
      {"Bow ", "bow"},           {"Straighten ", "straighten"}, {"Destroy ", "destroy"},
      {"Dishonor ", "dishonor"}, {"Rehonor ", "rehonor"},
  };
  // The older wording: "Target an enemy card: Bow it."
  if (std::string_view t = s; eat(t, "Target ")) {
    const std::size_t colon = t.find(": ");
    if (colon == std::string_view::npos) return false;
    std::string_view phrase = t.substr(0, colon);
    std::string_view rest = t.substr(colon + 2);
    std::string rewritten;
    if (eat(phrase, "an ") || eat(phrase, "a "))
      rewritten = "a target " + std::string(phrase);
    else if (eat(phrase, "your "))
      rewritten = "your target " + std::string(phrase);
    else
      return false;
    std::string_view op;
    if (rest == "Move him home" || rest == "Move it home") op = "move_home";
    for (std::string_view pronoun : {" it", " him", " the target"})
      if (std::string_view v = rest; eat_suffix(v, pronoun))
        for (auto& [verb, vop] : kVerbs)
          if (v == verb.substr(0, verb.size() - 1)) op = vop;
    if (op.empty() || !add_target(b, rewritten)) return false;
    b.effects.push_back({{"op", op}});
    return true;
  }
  for (auto& [verb, op] : kVerbs) {
    if (std::string_view t = s; eat(t, verb)) {
      // "Straighten this Personality": the card the ability is on.
      if (t == "this card" || t == "this Personality" || t == "this Follower" || t == "this Item") {
        b.effects.push_back({{"op", op}, {"card", "self"}});
        return true;
      }
      if (!add_target(b, t)) return false;
      b.effects.push_back({{"op", op}});
      return true;
    }
  }
  return false;
}

// Reads `j` (one ability, trait or trigger list) with the project's own
// parser: what it refuses is not compiled.
template <class T, class F>
std::optional<std::vector<T>> checked(const json& list, F parse) {
  bool ok = true;
  const Fail fail = [&ok](const std::string&, const std::string&) { ok = false; };
  auto v = parse(list, fail);
  if (!ok || v.size() != list.size()) return std::nullopt;
  return v;
}

bool ability(std::string_view part, CompiledText& out) {
  auto h = parse_ability_header(part);
  if (!h) return false;
  json a = json::object();
  if (h->designators.size() == 1)
    a["designator"] = h->designators[0];
  else
    a["designator"] = h->designators;
  if (!h->keywords.empty()) a["keywords"] = h->keywords;
  json costs = json::array();
  for (const std::string& icon : h->icons) {
    if (icon == "bow") {
      costs.push_back({{"bow", "self"}});
    } else if (icon.size() > 1 && icon[0] == 'g' && number(std::string_view(icon).substr(1))) {
      costs.push_back({{"gold", *number(std::string_view(icon).substr(1))}});
    } else {
      return false;  // ":gstar:" and other icons: no fixed cost to state
    }
  }
  std::string_view body = part.substr(h->length);
  if (eat(body, "Bow this card: "))
    costs.push_back({{"bow", "self"}});
  else if (eat(body, "Destroy this card: "))
    costs.push_back({{"destroy", "self"}});
  if (!costs.empty()) a["costs"] = costs;
  auto ss = sentences(body);
  if (!ss) return false;
  Body b;
  for (std::string_view s : *ss)
    if (!sentence(s, b)) return false;
  if (b.effects.empty()) return false;
  // The attack and Fear primitives take the rulebook's target only when the
  // ability has no other; a card that adds one says more than we can.
  for (auto& e : b.effects) {
    const auto op = e["op"].get<std::string>();
    if ((op == "ranged_attack" || op == "melee_attack" || op == "fear") && !b.targets.empty())
      return false;
  }
  if (!b.targets.empty()) a["targets"] = b.targets;
  a["effects"] = b.effects;
  auto parsed = checked<Ability>(json::array({a}), parse_abilities);
  if (!parsed) return false;
  out.json["abilities"].push_back(a);
  out.abilities.push_back((*parsed)[0]);
  return true;
}

// "This Personality has +1PH." / "... has Conqueror.": on a Personality, the
// Personality himself; on an attachment, the Personality it is attached to
// (the format's default subject, "this_personality", means both).
bool trait(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Personality && type != CardType::Follower && type != CardType::Item &&
      type != CardType::Spell)
    return false;
  if (!eat(t, "This Personality has ") || !eat_suffix(t, ".")) return false;
  json j;
  if (t == "Conqueror") {
    j = {{"keyword", "Conqueror"}};
  } else if (auto bonus = stat_bonus(t)) {
    j = {{"stat", bonus->first}, {"amount", bonus->second}};
  } else {
    return false;
  }
  auto parsed = checked<Trait>(json::array({j}), parse_traits);
  if (!parsed) return false;
  out.json["traits"].push_back(j);
  out.traits.push_back((*parsed)[0]);
  return true;
}

// "After this Holding enters play, lose N Honor." and "After you Equip this
// Follower, gain 1 Honor." (also "After this card enters play: Lose 1 Honor.").
bool trigger(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  std::string when;
  if (eat(t, "After you Equip this ")) {
    if (!eat(t, "Follower") && !eat(t, "Item") && !eat(t, "Spell") && !eat(t, "card")) return false;
    when = "equipped";
  } else if (eat(t, "After this ")) {
    if (!eat(t, to_string(type)) && !eat(t, "card")) return false;
    if (!eat(t, " enters play")) return false;
    // The engine fires "enters play" when a card is Recruited or Equipped.
    if (type != CardType::Personality && type != CardType::Holding && type != CardType::Follower &&
        type != CardType::Item && type != CardType::Spell)
      return false;
    when = "enters_play";
  } else {
    return false;
  }
  if (!eat(t, ", ") && !eat(t, ": ")) return false;
  std::string sentence_text(t);
  if (!sentence_text.empty()) sentence_text[0] = static_cast<char>(std::toupper(sentence_text[0]));
  std::string_view s = sentence_text;
  if (!eat_suffix(s, ".")) return false;
  Body b;
  if ((!s.starts_with("Gain ") && !s.starts_with("Lose ")) || !sentence(s, b)) return false;
  json j = {{"after", when}, {"effects", b.effects}};
  auto parsed = checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  out.json["triggers"].push_back(j);
  out.triggers.push_back((*parsed)[0]);
  return true;
}

bool attach_restriction(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Follower && type != CardType::Item && type != CardType::Spell) return false;
  if (out.attach_to || (!eat(t, "Will only attach to ") && !eat(t, "Can only attach to ")) ||
      !eat_suffix(t, "."))
    return false;
  auto f = attach_phrase(t);
  if (!f) return false;
  bool ok = true;
  const Fail fail = [&ok](const std::string&, const std::string&) { ok = false; };
  auto parsed = parse_filter(*f, "attach_to", fail);
  if (!ok || !parsed) return false;
  out.json["attach_to"] = *f;
  out.attach_to = std::move(parsed);
  return true;
}

bool produce(std::string_view amount, CompiledText& out);

bool gold(std::string_view part, CardType type, CompiledText& out) {
  auto h = parse_icon_header(part);
  if (!h || h->icons.size() != 1 || h->icons[0] != "bow" || type != CardType::Holding ||
      out.gold_production)
    return false;
  std::string_view t = part.substr(h->length);
  if (!eat(t, "Produce ") || !eat_suffix(t, " Gold.")) return false;
  return produce(t, out);
}

// The older printing: "Bow this card: Produce 2 Gold."
bool gold_old(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Holding || out.gold_production || !eat(t, "Bow this card: Produce ") ||
      !eat_suffix(t, " Gold."))
    return false;
  return produce(t, out);
}

bool produce(std::string_view t, CompiledText& out) {
  auto n = number(t);
  if (!n) return false;
  out.gold_production = *n;
  out.json["gold_production"] = *n;
  return true;
}

}  // namespace

CompiledText compile_rules_text(std::string_view text, CardType type) {
  CompiledText out;
  for (const std::string& part : rules_text_parts(text)) {
    if (is_reminder(part)) continue;  // restates a keyword's rules; nothing to run
    if (gold(part, type, out) || gold_old(part, type, out) || trait(part, type, out) ||
        trigger(part, type, out) || attach_restriction(part, type, out) || ability(part, out))
      ++out.compiled;
    else
      out.manual.push_back(part);
  }
  return out;
}

}  // namespace l5r
