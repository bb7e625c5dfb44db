#include "game/cards/text_compile_honor.h"

#include <cctype>
#include <string>
#include <utility>

#include "game/cards/text_words.h"

namespace l5r::compile {

using text_words::eat;
using text_words::eat_suffix;

bool honor_differs_from_first(const std::optional<json>& relative) {
  if (!relative || !relative->is_object() || relative->size() != 1) return false;
  for (const auto& [stat, cmp] : relative->items()) {
    if (!cmp.is_object() || cmp.size() != 1) return false;
    for (const auto& [op, amount] : cmp.items()) {
      // "with lower Personal Honor" than the first target: a card never has
      // lower (higher) Personal Honor than itself.
      if (op != "lower_than" && op != "higher_than") return false;
      if (amount != json{{stat, "target"}}) return false;
    }
  }
  return true;
}

namespace {

// The effects of "<rest>" wait for the ability's first target to attack the
// action's player: each is a delayed effect (docs/abilities.md, `delay`).
// Only effects on that target or on a player named by the action (no
// choice, duel, or effect already delayed) may wait so.
// One clause as a sentence of its own ("gain 2 Honor": "Gain 2 Honor").
bool honor_clause(std::string_view c, Body& b) {
  if (c.empty()) return false;
  std::string r(c);
  r[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(r[0])));
  return sentence(r, b);
}

bool honor_after_attacks(std::string_view rest, Body& b) {
  const std::size_t before = b.effects.size();
  bool read = false;
  if (Body whole = b; honor_clause(rest, whole)) {
    b = std::move(whole);
    read = true;
  } else if (const std::size_t a = rest.find(" and "); a != std::string_view::npos) {
    // "gain 2 Honor and dishonor him": two effects, in order.
    Body two = b;
    if (honor_clause(rest.substr(0, a), two) && two.effects.size() > before &&
        honor_clause(rest.substr(a + 5), two)) {
      b = std::move(two);
      read = true;
    }
  }
  if (!read || b.effects.size() == before || b.targets.size() != 1) return false;
  for (std::size_t i = before; i < b.effects.size(); ++i) {
    json& e = b.effects[i];
    const std::string op = e["op"];
    if (op == "choose" || op == "duel" || e.contains("after_it_resolves") || e.contains("delay") ||
        e.contains("each") || e.contains("as_moves") || e.value("card", "target") != "target")
      return false;
    e["delay"] = "after_target_attacks_you";
  }
  return true;
}

// One clause of a choice's outcome, said of the ability's one target ("the
// Personality", "him") or of its controller ("he gains 4 Honor", "his
// controller loses 2 Honor"): its effects, read as a sentence with the
// same targets (none added). Empty: not read.
json honor_outcome_clause(std::string_view c, const Body& b) {
  std::string r(c);
  for (std::string_view who : {"he ", "she "})
    if (std::string_view t = c; eat(t, who) && (t.starts_with("gains ") || t.starts_with("loses ")))
      r = "His controller " + std::string(t);
  for (std::string_view the : {"the Personality", "the target"})
    if (const std::size_t at = r.find(the); at != std::string::npos && at > 0)
      r = r.substr(0, at) + "him" + r.substr(at + the.size());
  Body inner = b;
  inner.effects = json::array();
  if (!honor_clause(r, inner) || inner.targets != b.targets || inner.effects.empty()) return json();
  for (const json& e : inner.effects) {
    const std::string op = e.value("op", "");
    if (op == "choose" || op == "duel" || e.contains("delay") || e.contains("each")) return json();
  }
  return inner.effects;
}

// Clauses joined by ", and " or " and ": each one's effects, in order.
json honor_outcome(std::string_view c, const Body& b) {
  json all = json::array();
  while (!c.empty()) {
    std::size_t at = c.find(", and ");
    std::size_t skip = 6;
    if (at == std::string_view::npos) {
      at = c.find(" and ");
      skip = 5;
    }
    json one = honor_outcome_clause(c.substr(0, at), b);
    if (one.is_null()) return json();
    for (json& e : one) all.push_back(std::move(e));
    c = at == std::string_view::npos ? std::string_view() : c.substr(at + skip);
  }
  return all;
}

bool one_card_target(const Body& b) {
  return b.targets.size() == 1 && !b.targets[0].value("player", false) &&
         !b.targets[0].contains("count");
}

}  // namespace

// "After you Proclaim this Personality or he is destroyed, <effects>": the
// same effects after either event, as two triggered traits (CR20F
// "Proclaim"; each its own trigger with its own targets).
bool honor_rule(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Personality || !eat(t, "After you Proclaim this Personality or "))
    return false;
  if (!eat(t, "he is destroyed, ") && !eat(t, "she is destroyed, ")) return false;
  const std::string rest(t);
  CompiledText trial = out;
  if (!trigger("After you Proclaim this Personality, " + rest, type, trial) ||
      !trigger("After this Personality is destroyed, " + rest, type, trial))
    return false;
  out = std::move(trial);
  return true;
}

// "After the next time this turn he attacks you, <effects>" (the ability's
// one target), "After the next time a target <card> attacks you (this
// turn), <effects>": delayed effects (CR20F "Delayed Effects": "after the
// next time ... assigns to attack"), once, this turn only.
std::optional<bool> honor_sentence(std::string_view s, Body& b) {
  // ":ranged: equal to your target <card>'s Personal Honor" (also Force,
  // Chi): the card is the ability's target, and the attack, on the
  // rulebook's target, has that strength (as "Target your <card>. Ranged
  // Attack with strength equal to his Personal Honor").
  if (std::string_view r = s;
      (eat(r, ":ranged: ") || eat(r, "Ranged Attack ")) && eat(r, "equal to your target ")) {
    std::string_view stat;
    for (std::string_view st : {"'s Personal Honor", "'s Force", "'s Chi"})
      if (eat_suffix(r, st)) {
        stat = st.substr(3);
        break;
      }
    if (stat.empty() || !b.targets.empty() || !b.effects.empty()) return false;
    if (!add_target(b, "your target " + std::string(r)) || b.targets.size() != 1) return false;
    const std::size_t before = b.effects.size();
    if (!sentence("Ranged Attack with strength equal to his " + std::string(stat), b) ||
        b.effects.size() != before + 1 || b.targets.size() != 2)
      return false;
    return true;
  }
  // "His controller may have him commit seppuku": the one target's
  // controller chooses (CR20F "Seppuku": rehonor, then destroy); later
  // sentences "If he chose this, ..." and "If he did not choose this, ..."
  // fill each outcome.
  for (std::string_view who : {"His controller may have him commit seppuku",
                               "Her controller may have her commit seppuku"})
    if (without_reminder(s) == who) {
      if (!one_card_target(b)) return false;
      b.effects.push_back({{"op", "choose"},
                           {"player", "target_controller"},
                           {"choices", {json::array({{{"op", "seppuku"}}}), json::array()}}});
      return true;
    }
  if (std::string_view t = s; eat(t, "If he ") || eat(t, "If she ")) {
    const bool chose = eat(t, "chose this, ");
    if (chose || eat(t, "did not choose this, ")) {
      if (b.effects.empty() || !one_card_target(b)) return false;
      json& c = b.effects.back();
      if (c.value("op", "") != "choose" || c.value("player", "") != "target_controller" ||
          c.contains("if") || c["choices"].size() != 2 || c["choices"][0].empty() ||
          c["choices"][0][0] != json{{"op", "seppuku"}})
        return false;
      json& list = c["choices"][chose ? 0 : 1];
      if (list.size() != (chose ? 1u : 0u)) return false;  // each outcome said once
      json more = honor_outcome(t, b);
      if (more.is_null() || more.empty()) return false;
      for (json& e : more) list.push_back(std::move(e));
      return true;
    }
  }
  // "If his Force is now 0, you may give him <token> and lose 1 Honor": an
  // optional choice of those effects, offered only if the one target's
  // Force is then that number (checked as it resolves, CR20F "Resolving
  // Effects").
  if (std::string_view t = s; eat(t, "If his Force is now ") || eat(t, "If her Force is now ")) {
    const std::size_t comma = t.find(", you may ");
    if (comma == std::string_view::npos) return std::nullopt;
    auto n = number(t.substr(0, comma));
    if (!n || !one_card_target(b)) return false;
    json option = honor_outcome(t.substr(comma + 10), b);
    if (option.is_null() || option.empty()) return false;
    b.effects.push_back({{"op", "choose"},
                         {"if", {{"card", "target"}, {"force", {{"equal_to", *n}}}}},
                         {"choices", {option, json::array()}}});
    return true;
  }
  // "Give him a -1F/-1C Poison token" (the one target): the token a target
  // phrase would get.
  if (std::string_view t = s; eat(t, "Give him ") || eat(t, "Give her ")) {
    if (!t.ends_with(" token") && !t.ends_with(" tokens")) return std::nullopt;
    if (!one_card_target(b)) return false;
    Body probe;
    probe.type = b.type;
    if (!sentence("Give a target Personality " + std::string(t), probe) ||
        probe.effects.size() != 1 || probe.targets.size() != 1)
      return false;
    json e = probe.effects[0];
    if (e.value("op", "") != "give_tokens" || e.value("card", "target") != "target") return false;
    e.erase("card");
    b.effects.push_back(e);
    return true;
  }
  // "... equal to his own Personal Honor": his Personal Honor.
  if (const std::size_t own = s.find(" equal to his own "); own != std::string_view::npos) {
    std::string r(s);
    r.erase(own + 14, 4);
    Body trial = b;
    if (!sentence(r, trial)) return false;
    b = std::move(trial);
    return true;
  }
  std::string_view t = s;
  if (!eat(t, "After the next time ")) return std::nullopt;
  const bool turn_first = eat(t, "this turn ");
  const std::size_t at = t.find(" attacks you");
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view who = t.substr(0, at);
  std::string_view rest = t.substr(at + 12);
  const bool turn_last = eat(rest, " (this turn)") || eat(rest, " this turn");
  if (!eat(rest, ", ") || turn_first == turn_last) return false;  // "this turn", once
  if (who == "he" || who == "she" || who == "it") {
    if (b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
  } else {
    if (!b.targets.empty() || !who.starts_with("a target ") || !add_target(b, who)) return false;
    if (b.targets[0].value("player", false)) return false;
  }
  return honor_after_attacks(rest, b);
}

}  // namespace l5r::compile
