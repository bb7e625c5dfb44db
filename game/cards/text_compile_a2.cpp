#include "game/cards/text_compile_a2.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

// The designators an Interrupt may be limited to (`interrupts`): the actions
// that have an Interrupt step (CR20F "Interrupt Step").
bool a2_designator(std::string_view w) { return w == "Battle" || w == "Engage"; }

// "Ranged Attacks", "Fear effects", "Melee and Ranged Attacks", ":ranged:":
// the attack kinds the format names; empty when it names anything else.
json a2_attack_kinds(std::string_view w) {
  json kinds = json::array();
  if (w == "Fear effects" || w == ":fear:") {
    kinds.push_back("fear");
  } else if (w == "Ranged Attacks" || w == ":ranged:") {
    kinds.push_back("ranged");
  } else if (w == "Melee Attacks" || w == ":melee:") {
    kinds.push_back("melee");
  } else if (w == "Melee and Ranged Attacks" || w == "Melee or Ranged Attacks") {
    kinds.push_back("melee");
    kinds.push_back("ranged");
  }
  return kinds;
}

// "+2" / "-1": a signed strength change (never 0).
std::optional<int> a2_signed(std::string_view w) {
  if (w.size() < 2 || (w[0] != '+' && w[0] != '-')) return std::nullopt;
  auto n = number(w.substr(1));
  if (!n || *n == 0) return std::nullopt;
  return w[0] == '-' ? -*n : *n;
}

// An Interrupt to Battle or Engage actions only that negates them:
// "Negate the action if it is Engage", "Negate the effects of a Battle or
// Engage action" (CR20F "Negate"; the action's own `interrupts` list).
std::optional<bool> a2_negate_kind(std::string_view s, Body& b) {
  std::string_view t = s;
  std::string kinds;
  if (eat(t, "Negate the action if it is ")) {
    if (!a2_designator(t)) return std::nullopt;
    kinds = std::string(t);
  } else if (eat(t, "Negate the effects of a ") || eat(t, "Negate the effects of an ")) {
    if (!eat_suffix(t, " action")) return std::nullopt;
    const std::size_t or_at = t.find(" or ");
    const std::string_view one = t.substr(0, or_at);
    if (!a2_designator(one)) return std::nullopt;
    kinds = std::string(one);
    if (or_at != std::string_view::npos) {
      const std::string_view two = t.substr(or_at + 4);
      if (!a2_designator(two) || two == one) return false;
      kinds += "|" + std::string(two);
    }
  } else {
    return std::nullopt;
  }
  if (!b.interrupt || !b.interrupts.empty() || !b.interrupting.is_null()) return false;
  b.interrupts = kinds;
  b.effects.push_back({{"op", "negate_action"}});
  return true;
}

// "Give the action's Melee Attacks +3 strength", "... +1 or -1 strength":
// the interrupted action's attacks of those kinds (all of them). "Give one
// of the action's Fear effects +1 strength" (one kind): the same, as the
// rulebook's Courage Interrupt says it and the engine runs it
// (docs/rules-interpretations.md "Courage": no action has two of a kind).
std::optional<bool> a2_action_strength(std::string_view s, Body& b) {
  std::string_view t = s;
  const bool one_of = eat(t, "Give one of the action's ");
  if ((!one_of && !eat(t, "Give the action's ")) || !eat_suffix(t, " strength"))
    return std::nullopt;
  const std::size_t sp = std::min(t.find(" +"), t.find(" -"));
  if (sp == std::string_view::npos || !b.interrupt) return false;
  const json kinds = a2_attack_kinds(t.substr(0, sp));
  if (kinds.empty() || (one_of && kinds.size() != 1)) return false;
  std::string_view amounts = t.substr(sp + 1);
  const std::size_t or_at = amounts.find(" or ");
  auto first = a2_signed(amounts.substr(0, or_at));
  if (!first) return false;
  const json one = {{"op", "attack_strength"}, {"attacks", kinds}, {"amount", *first}};
  if (or_at == std::string_view::npos) {
    b.effects.push_back(one);
    return true;
  }
  auto second = a2_signed(amounts.substr(or_at + 4));
  if (!second || *second == *first) return false;
  const json other = {{"op", "attack_strength"}, {"attacks", kinds}, {"amount", *second}};
  b.effects.push_back({{"op", "choose"}, {"choices", {json::array({one}), json::array({other})}}});
  return true;
}

// "After the action targets your bowed Personality, negate its remaining
// effects": an Interrupt used only when one of the action's targets is such
// a card (it is taken after the targets are chosen, before any effect).
std::optional<bool> a2_negate_if_targets(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "After the action targets ")) return std::nullopt;
  const std::size_t comma = t.find(", ");
  if (comma == std::string_view::npos) return false;
  const std::string_view what = t.substr(0, comma), rest = t.substr(comma + 2);
  if (rest != "negate its remaining effects" && rest != "negate its effects") return false;
  if (!b.interrupt || !b.interrupting.is_null() || !b.effects.empty() || !b.targets.empty())
    return false;
  std::string_view w = what;
  std::optional<json> f;
  if (eat(w, "your "))
    f = target_phrase("your target " + std::string(w));
  else if (eat(w, "a ") || eat(w, "an "))
    f = target_phrase("a target " + std::string(w));
  if (!f || f->contains("optional") || f->contains("count") || f->contains("player")) return false;
  // Where the card is does not matter ("at any location").
  if (!f->contains("location")) (*f)["location"] = "anywhere";
  json cond = *f;
  cond["card"] = "interrupted_targets";
  b.interrupting = cond;
  b.effects.push_back({{"op", "negate_action"}});
  return true;
}

// "Move home a target attacking Personality and himself[, and <more>]" on a
// Spell ("himself": its Shugenja) or a Personality (himself).
std::optional<bool> a2_move_home_both(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Move home ")) return std::nullopt;
  const std::size_t and_at = t.find(" and himself");
  if (and_at == std::string_view::npos) return std::nullopt;
  const std::string who = b.type == CardType::Spell         ? "this_personality"
                          : b.type == CardType::Personality ? "self"
                                                            : "";
  if (who.empty()) return false;
  std::string_view rest = t.substr(and_at + 12);
  if (!rest.empty() && !eat(rest, ", and ")) return false;
  if (!add_target(b, t.substr(0, and_at))) return false;
  b.effects.push_back(on_last_target(b, {{"op", "move_home"}}));
  b.effects.push_back({{"op", "move_home"}, {"card", who}});
  if (rest.empty()) return true;
  std::string more(rest);
  more[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(more[0])));
  const std::size_t before = b.effects.size();
  return sentence(more, b) && b.effects.size() > before;
}

// An Interrupt only to actions with attacks of one kind: "The Fear action
// destroys any cards it bows"; "If the action is a Ranged Attack action,
// [after it resolves,] <effects>" (`interrupts_attacks`).
std::optional<bool> a2_attack_action(std::string_view s, Body& b) {
  std::string_view t = s;
  std::string kind;
  std::string_view rest;
  if (eat(t, "The Fear action ") &&
      (t == "destroys any cards it bows" || t == "destroys the cards it bows")) {
    kind = "fear";
  } else if (eat(t, "If the action is a ") || eat(t, "If the action is an ")) {
    if (eat(t, "Ranged Attack action, "))
      kind = "ranged";
    else if (eat(t, "Melee Attack action, "))
      kind = "melee";
    else if (eat(t, "Fear action, "))
      kind = "fear";
    else
      return std::nullopt;
    rest = t;
  } else {
    return std::nullopt;
  }
  if (!b.interrupt || !b.interrupts_attacks.is_null() || !b.effects.empty()) return false;
  b.interrupts_attacks = json::array({kind});
  if (rest.empty()) {
    b.effects.push_back({{"op", "fear_destroys"}});
    return true;
  }
  // "after it resolves, ...": delayed until the action has resolved.
  const bool after = eat(rest, "after it resolves, ");
  if (rest.empty()) return false;
  std::string more(rest);
  more[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(more[0])));
  const std::size_t before = b.effects.size();
  if (!sentence(more, b) || b.effects.size() == before) return false;
  if (after)
    for (std::size_t i = before; i < b.effects.size(); ++i) {
      const std::string op = b.effects[i]["op"];
      if (op == "choose" || op == "duel" || b.effects[i].contains("after_it_resolves") ||
          b.effects[i].contains("delay"))
        return false;
      b.effects[i]["after_it_resolves"] = true;
    }
  return true;
}

// "Recruit your target dead Crab Personality, paying :g3: less and
// ignoring Honor Requirements": the Recruit of a dead Personality (that
// sentence's own template) with its discount and the Honor Requirement
// lifted (CR20F "Recruit", "Dead").
std::optional<bool> a2_recruit_dead_paying(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Recruit ")) return std::nullopt;
  constexpr std::string_view kPaying = ", paying ";
  const std::size_t at = t.find(kPaying);
  if (at == std::string_view::npos || t.substr(0, at).find(" dead ") == std::string_view::npos)
    return std::nullopt;
  std::string_view paying = t.substr(at + kPaying.size());
  if (!eat_suffix(paying, " less and ignoring Honor Requirements") &&
      !eat_suffix(paying, " less and ignoring his Honor Requirement"))
    return false;
  std::optional<int> n;
  if (std::string_view g = paying; eat(g, ":g") && eat_suffix(g, ":"))
    n = number(g);
  else if (std::string_view w = paying; eat_suffix(w, " Gold"))
    n = number(w);
  if (!n || *n <= 0) return false;
  Body trial = b;
  if (!sentence("Recruit " + std::string(t.substr(0, at)), trial) ||
      trial.effects.size() != b.effects.size() + 1)
    return false;
  json& e = trial.effects.back();
  if (e.value("op", "") != "recruit" || e.size() != 1) return false;
  e["amount"] = *n;
  e["ignore_honor_requirement"] = true;
  b = std::move(trial);
  return true;
}

// "Fear effects, Melee Attacks, and Ranged Attacks" (also "A and B", "A,
// B and C"): the attack kinds a list names, in its order; empty when it
// names anything else or one kind twice.
json a2_attack_list(std::string_view w) {
  json kinds = json::array();
  while (!w.empty()) {
    std::size_t cut = w.find(", ");
    std::size_t skip = 2;
    if (const std::size_t a = w.find(" and "); a < cut) {
      cut = a;
      skip = 5;
    }
    std::string_view one = w.substr(0, cut);
    w = cut == std::string_view::npos ? std::string_view{} : w.substr(cut + skip);
    eat(w, "and ");
    const json k = a2_attack_kinds(one);
    if (k.size() != 1 || std::find(kinds.begin(), kinds.end(), k[0]) != kinds.end())
      return json::array();
    kinds.push_back(k[0]);
  }
  return kinds;
}

// A compiled trigger (its JSON read by the project's parser first).
bool a2_add_trigger(const json& j, CompiledText& out) {
  auto parsed = checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  out.triggers.push_back((*parsed)[0]);
  out.json["triggers"].push_back(j);
  return true;
}

// "Move your target Personality at any location to this Personality's
// battlefield" in a Personality's Battle action: by the Rule of Presence
// (CR20F "Battle Actions") he is at the current battlefield, so that is the
// move; not when a keyword lifts the rule (Absent, Home, Remote).
std::optional<bool> a2_move_to_own_battlefield(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Move ") || !eat_suffix(t, " to this Personality's battlefield")) return std::nullopt;
  if (b.type != CardType::Personality || !b.battle_only) return false;
  for (const std::string& k : b.keywords)
    if (k == "Absent" || k == "Home" || k == "Remote") return false;
  const std::size_t had = b.targets.size();
  if (!add_target(b, t) || b.targets.size() != had + 1) return false;
  b.effects.push_back(on_last_target(b, {{"op", "move_to_battlefield"}}));
  return true;
}

// "Bow a target Crab Personality with Gold Cost equal to the amount you
// paid" (also "less than or equal to the amount paid", and ", or the amount
// paid plus 2 if the target is a Follower"): a target compared with the
// Gold paid for the action's ":X:" cost (Amount "gold_paid"; CR20F Good
// Faith 0.5 offers only amounts with a legal target). "... and give this
// Personality a Force bonus equal to their Chi" may follow.
std::optional<bool> a2_paid_target(std::string_view s, Body& b) {
  constexpr std::string_view kWith = " with Gold Cost ";
  const std::size_t at = s.find(kWith);
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view t = s.substr(at + kWith.size());
  std::string op;
  if (eat(t, "equal to the amount "))
    op = "equal_to";
  else if (eat(t, "less than or equal to the amount "))
    op = "at_most";
  else
    return std::nullopt;
  if (!eat(t, "you paid") && !eat(t, "paid")) return false;
  const json paid = {{"gold_paid", true}};
  json more = {{"gold_cost", {{op, paid}}}};
  // ", or the amount paid plus 3 if the target is an Item": more for a type.
  if (eat(t, ", or the amount paid plus ")) {
    const std::size_t sp = t.find(' ');
    auto n = sp == std::string_view::npos ? std::nullopt : number(t.substr(0, sp));
    t = sp == std::string_view::npos ? std::string_view{} : t.substr(sp + 1);
    if (!n || *n <= 0 || op != "at_most" ||
        !(eat(t, "if the target is an ") || eat(t, "if the target is a ")))
      return false;
    const std::size_t end = std::min(t.find(' '), t.size());
    const std::string type(t.substr(0, end));
    if (type != "Item" && type != "Follower" && type != "Spell") return false;
    t = t.substr(end);
    json raised = {{"gold_paid", true}, {"plus", *n}};
    more = {{"any_of",
             json::array({{{"type", json::array({type})}, {"gold_cost", {{"at_most", raised}}}},
                          {{"gold_cost", {{"at_most", paid}}}}})}};
  }
  std::string rest;
  if (eat(t, " and give ")) {
    rest = "Give " + std::string(t);
  } else if (!t.empty()) {
    return false;
  }
  std::string head(s.substr(0, at));
  for (std::size_t i = head.find(":shadowlands: "); i != std::string::npos;
       i = head.find(":shadowlands: "))
    head.replace(i, 14, "Shadowlands ");
  if (head.find(':') != std::string::npos || !b.targets.empty()) return false;
  Body trial = b;
  if (!sentence(head, trial) || trial.targets.size() != 1 || trial.targets[0].contains("any_of") ||
      trial.targets[0].contains("gold_cost") || trial.targets[0].contains("count"))
    return false;
  if (more.contains("any_of")) {
    // The raised limit's type must be one the target may be.
    const json types = trial.targets[0].value("type", json::array());
    if (std::find(types.begin(), types.end(), more["any_of"][0]["type"][0]) == types.end())
      return false;
  }
  trial.targets[0].update(more);
  if (!rest.empty()) {
    // "their Chi", "his Force": the target's.
    for (std::string_view w : {"their ", "his ", "her "})
      if (const std::size_t i = rest.rfind(std::string(" equal to ") + std::string(w));
          i != std::string::npos)
        rest.replace(i + 10, w.size(), "the target's ");
    const std::size_t before = trial.effects.size();
    if (!sentence(rest, trial) || trial.effects.size() != before + 1 || trial.targets.size() != 1)
      return false;
  }
  b = std::move(trial);
  return true;
}

// "... a target Personality who Lobbied this turn": the sentence's only target
// is a Personality bowed to Lobby this turn (CR20F "Lobby"; filter
// lobbied_this_turn).
std::optional<bool> a2_lobbied_target(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat_suffix(t, " who Lobbied this turn") || !b.targets.empty()) return std::nullopt;
  Body trial = b;
  if (!sentence(t, trial) || trial.targets.size() != 1 ||
      trial.effects.size() != b.effects.size() + 1)
    return false;
  json& target = trial.targets[0];
  const json types = target.value("type", json::array());
  if (types != json::array({"Personality"}) || target.contains("any_of") ||
      target.contains("count"))
    return false;
  target["lobbied_this_turn"] = true;
  b = std::move(trial);
  return true;
}
}  // namespace

std::optional<bool> a2_sentence(std::string_view s, Body& b) {
  if (auto r = a2_negate_kind(s, b)) return r;
  if (auto r = a2_action_strength(s, b)) return r;
  if (auto r = a2_negate_if_targets(s, b)) return r;
  if (auto r = a2_move_home_both(s, b)) return r;
  if (auto r = a2_attack_action(s, b)) return r;
  if (auto r = a2_recruit_dead_paying(s, b)) return r;
  if (auto r = a2_move_to_own_battlefield(s, b)) return r;
  if (auto r = a2_paid_target(s, b)) return r;
  if (auto r = a2_lobbied_target(s, b)) return r;
  return std::nullopt;
}

bool a2_rule(std::string_view part, CardType type, CompiledText& out) {
  // Fear effects negated when they target cards in this unit (CR20F "Unit"): a
  // Fear effect whose target is in the unit does nothing to it.
  std::string_view t = part;
  if (eat(t, "Negate Fear effects ") && eat(t, "targeting cards in this unit") &&
      (t == "." || t.empty()) &&
      (type == CardType::Personality || type == CardType::Follower || type == CardType::Item ||
       type == CardType::Spell))
    return add_compiled_trait({{"negates_fear", true}, {"each", {{"in_this_unit", true}}}}, out);
  if (type != CardType::Ring) return false;
  // A Ring's condition for entering play (CR20F "Ring"): a card entered its
  // player's Fate discard pile, which then holds more cards than his hand;
  // ", then draw a card" happens only if he plays it.
  if (std::string_view r = part; eat(r, "Play after a card enters your Fate discard pile ") &&
                                 eat(r, "if it now has more cards than your hand")) {
    json j = {{"after", "discard_outgrows_hand"}, {"effects", {{{"op", "play_self"}}}}};
    if (eat(r, ", then draw ")) {
      std::optional<int> n;
      if (r == "a card.")
        n = 1;
      else if (std::string_view c = r; eat_suffix(c, " cards."))
        n = number(c);
      if (!n || *n <= 0) return false;
      j["effects"].push_back({{"op", "draw"}, {"amount", *n}});
    } else if (r != ".") {
      return false;
    }
    return a2_add_trigger(j, out);
  }
  // "Your Fear effects and Ranged Attacks have +1 strength" on a Ring in
  // play: its player's own attacks of those kinds.
  if (std::string_view r = part; eat(r, "Your ") && eat_suffix(r, " strength.")) {
    const std::size_t have = r.find(" have ");
    if (have == std::string_view::npos) return false;
    const json kinds = a2_attack_list(r.substr(0, have));
    auto n = a2_signed(r.substr(have + 6));
    if (kinds.empty() || !n) return false;
    return add_compiled_trait({{"strength", *n}, {"attacks", kinds}, {"own_attacks", true}}, out);
  }
  return false;
}

}  // namespace l5r::compile
