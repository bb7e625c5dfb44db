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
