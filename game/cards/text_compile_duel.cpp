// Templates about duels' aftermath and Interrupts (text_compile_duel.h).
#include "game/cards/text_compile_duel.h"

#include <cctype>
#include <string>

#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

std::string duel_capital(std::string_view s) {
  std::string out(s);
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

// Effects on one card that a condition on that card may guard.
bool duel_card_op(const json& e) {
  static constexpr std::string_view kOps[] = {"bow",     "straighten", "destroy", "dishonor",
                                              "rehonor", "force",      "chi",     "move_home"};
  const std::string op = e.value("op", "");
  for (auto o : kOps)
    if (op == o) return !e.contains("each") && !e.contains("if") && !e.contains("choices");
  return false;
}

bool duel_move_op(const json& e) {
  const std::string op = e.value("op", "");
  return (op == "move_home" || op == "move_to_battlefield") && !e.contains("unpreventable");
}

// The sentence's effects, read by the other templates, each then marked
// `key` (false when one may not be: a choice, a duel, a delayed effect).
bool duel_read_marked(std::string_view s, Body& b, const char* key) {
  const std::size_t before = b.effects.size();
  if (!sentence(duel_capital(s), b) || b.effects.size() == before) return false;
  for (std::size_t i = before; i < b.effects.size(); ++i) {
    const std::string op = b.effects[i].value("op", "");
    if (op == "choose" || op == "duel" || b.effects[i].contains("after_it_resolves") ||
        b.effects[i].contains("delay"))
      return false;
    b.effects[i][key] = true;
  }
  return true;
}

// Within an Interrupt to the action bringing this card into play, every
// sentence waits for that action ("After X enters play, ..."): read once
// by the others, then marked.
thread_local bool duel_entry_inner = false;

}  // namespace

std::optional<bool> duel_sentence(std::string_view s, Body& b) {
  // keywords.md "Interrupt": an Interrupt on a card out of play may be used
  // on the action that brings it into play; "after he enters play" waits
  // for that action to resolve (the engine's interrupts_own_entry).
  if (std::string_view t = s; b.interrupt && b.type == CardType::Personality &&
                              eat(t, "After this Personality enters play, ")) {
    if (!b.effects.empty() || !b.targets.empty() || b.your_action || !b.turn.empty() ||
        !b.cond.is_null())
      return false;
    b.extra["interrupts_own_entry"] = true;
    duel_entry_inner = true;
    const bool ok = duel_read_marked(t, b, "after_it_resolves");
    duel_entry_inner = false;
    return ok;
  }
  if (!duel_entry_inner && b.interrupt && b.extra.contains("interrupts_own_entry")) {
    duel_entry_inner = true;
    const bool ok = duel_read_marked(s, b, "after_it_resolves");
    duel_entry_inner = false;
    return ok;
  }
  // "If the action is yours and Political, ...": an Interrupt only to its
  // player's own action that has that keyword (CR20F "Ability Keywords").
  if (std::string_view t = s;
      b.interrupt && b.effects.empty() && eat(t, "If the action is yours and ")) {
    const std::size_t comma = t.find(", ");
    if (comma == std::string_view::npos || b.your_action || !b.turn.empty() || !b.cond.is_null())
      return false;
    const std::string_view kw = t.substr(0, comma);
    static constexpr std::string_view kKeywords[] = {"Political", "Kiho", "Ninja", "Iaijutsu",
                                                     "Tactic"};
    bool known = false;
    for (auto k : kKeywords) known = known || kw == k;
    if (!known) return false;
    b.your_action = true;
    b.extra["interrupts_keyword"] = std::string(kw);
    const std::size_t before = b.effects.size();
    return sentence(duel_capital(t.substr(comma + 2)), b) && b.effects.size() > before;
  }
  // "Bow your target unbowed Weapon to negate the action's Melee Attacks":
  // the negation happens only if the bow does (CR20F "Resolving Effects":
  // "to" makes the later effect depend on the first).
  if (std::string_view t = s; b.interrupt && eat(t, "Bow your target ")) {
    const std::size_t to = t.find(" to negate ");
    if (to == std::string_view::npos) return std::nullopt;
    if (!b.targets.empty() || !b.effects.empty()) return false;
    const std::string_view phrase = t.substr(0, to);
    if (!phrase.starts_with("unbowed ")) return false;
    if (!add_target(b, "your target " + std::string(phrase)) || b.targets.size() != 1) return false;
    b.effects.push_back({{"op", "bow"}, {"card", "target"}});
    const std::size_t before = b.effects.size();
    if (!sentence("N" + std::string(t.substr(to + 5)), b) || b.effects.size() != before + 1)
      return false;
    json& neg = b.effects.back();
    if (neg.value("op", "") != "negate_attacks" || neg.contains("if")) return false;
    neg["if"] = {{"card", "target"}, {"bowed", true}};
    return true;
  }
  // "Target your unbowed Personality and bow him unless he has won a duel
  // this turn": the first target, bowed only if he has not.
  if (std::string_view t = s; eat(t, "Target your ")) {
    if (!eat_suffix(t, " unless he has won a duel this turn") &&
        !eat_suffix(t, " unless she has won a duel this turn"))
      return std::nullopt;
    if (!eat_suffix(t, " and bow him") && !eat_suffix(t, " and bow her")) return false;
    if (!b.targets.empty() || !b.effects.empty()) return false;
    if (!add_target(b, "your target " + std::string(t)) || b.targets.size() != 1) return false;
    b.effects.push_back({{"op", "bow"},
                         {"card", "target"},
                         {"if", {{"card", "target"}, {"won_duel_this_turn", false}}}});
    return true;
  }
  // "Straighten this Personality if he won a duel this turn": the
  // sentence's one effect, on one card, only if that card has.
  for (std::string_view won :
       {" if he won a duel this turn", " if she won a duel this turn",
        " if he has won a duel this turn", " if she has won a duel this turn"})
    if (std::string_view t = s; eat_suffix(t, won)) {
      const std::size_t before = b.effects.size();
      if (!sentence(t, b) || b.effects.size() != before + 1) return false;
      json& e = b.effects.back();
      if (!duel_card_op(e)) return false;
      const std::string who = e.value("card", "target");
      if (who != "self" && who != "target" && who != "target2") return false;
      e["if"] = {{"card", who}, {"won_duel_this_turn", true}};
      return true;
    }
  // "Move him home" after an effect on the second target: him is the card
  // just named (the first sentence's "him" reader knows one target only).
  if (s == "Move him home" || s == "Move her home") {
    if (b.targets.size() != 2 || b.effects.empty() ||
        b.effects.back().value("card", "") != "target2" || !duel_card_op(b.effects.back()))
      return std::nullopt;
    b.effects.push_back({{"op", "move_home"}, {"card", "target2"}});
    return true;
  }
  // "Bow them" after effects on each of the two targets, the last two.
  if (s == "Bow them") {
    const std::size_t n = b.effects.size();
    if (b.targets.size() != 2 || n < 2 || b.effects[n - 2].value("card", "target") != "target" ||
        b.effects[n - 1].value("card", "") != "target2" || b.targets[0].value("player", false) ||
        b.targets[1].value("player", false))
      return std::nullopt;
    b.effects.push_back({{"op", "bow"}, {"card", "target"}});
    b.effects.push_back({{"op", "bow"}, {"card", "target2"}});
    return true;
  }
  // "Bow a target enemy Personality with equal or lower Chi than your
  // Personality": compared with the first target, the Personality of yours.
  for (auto [verb, op] : {std::pair<std::string_view, std::string_view>{"Bow ", "bow"},
                          {"Dishonor ", "dishonor"},
                          {"Destroy ", "destroy"},
                          {"Straighten ", "straighten"}})
    if (std::string_view t = s; eat(t, verb) && eat_suffix(t, " than your Personality")) {
      const std::size_t with = t.rfind(" with ");
      if (with == std::string_view::npos) return std::nullopt;
      std::string_view q = t.substr(with + 6);
      std::string cmp;
      if (eat(q, "equal or lower "))
        cmp = "at_most";
      else if (eat(q, "equal or higher "))
        cmp = "at_least";
      else if (eat(q, "lower "))
        cmp = "lower_than";
      else if (eat(q, "higher "))
        cmp = "higher_than";
      const std::string stat = q == "Chi" ? "chi" : q == "Force" ? "force" : "";
      if (cmp.empty() || stat.empty()) return false;
      if (b.targets.size() != 1 || b.targets[0].value("controller", "") != "you" ||
          b.targets[0].value("type", json::array()) != json::array({"Personality"}))
        return false;
      if (!add_target(b, t.substr(0, with)) || b.targets.size() != 2 ||
          b.targets[1].contains(stat) ||
          b.targets[1].value("type", json::array()) != json::array({"Personality"}))
        return false;
      b.targets[1][stat] = {{cmp, {{stat, "target"}}}};
      b.effects.push_back({{"op", std::string(op)}, {"card", "target2"}});
      return true;
    }
  // "Move home your target Ninja and a target enemy Personality" (each
  // phrase a target: one yours, one an enemy's).
  if (std::string_view t = s; eat(t, "Move home ") &&
                              t.find(" and a target ") != std::string_view::npos &&
                              eat_suffix(t, "; these movements will not be negated")) {
    const std::size_t and_ = t.find(" and a target ");
    if (!b.targets.empty() || !add_target(b, t.substr(0, and_)) ||
        !add_target(b, t.substr(and_ + 5)) || b.targets.size() != 2)
      return false;
    b.effects.push_back({{"op", "move_home"}, {"card", "target"}, {"unpreventable", true}});
    b.effects.push_back({{"op", "move_home"}, {"card", "target2"}, {"unpreventable", true}});
    return true;
  }
  // In an Interrupt, the negation of the action's movement of this card
  // (its own name, read as "this Personality") or of a target of yours,
  // "... from the action" or "... from the action's effects": the
  // interrupted action cannot move that card (CR20F "Negate").
  if (std::string_view t = s; b.interrupt && eat(t, "Negate ")) {
    if (!eat_suffix(t, "'s movement from the action") &&
        !eat_suffix(t, "'s movement from the action's effects"))
      return std::nullopt;
    if (t.starts_with("this ")) {
      const std::string who = self_ref(t, b.type);
      if (who.empty()) return false;
      b.effects.push_back({{"op", "negate_move"}, {"card", who}});
      return true;
    }
    if (!t.starts_with("your target ") || !b.targets.empty() || !add_target(b, t) ||
        b.targets.size() != 1)
      return false;
    b.effects.push_back({{"op", "negate_move"}, {"card", "target"}});
    return true;
  }
  // "Put a <keywords> <Fate card type> in (or from) your discard pile into
  // your hand": the player takes one such card (not a target) from his Fate
  // discard pile.
  if (std::string_view t = s;
      eat(t, "Put ") && (eat_suffix(t, " in your discard pile into your hand") ||
                         eat_suffix(t, " from your discard pile into your hand"))) {
    if (!eat(t, "a ") && !eat(t, "an ")) return false;
    // "<keywords> <Fate card type>": capitalized keywords, then the type.
    const std::size_t sp = t.rfind(' ');
    const std::string_view type = sp == std::string_view::npos ? t : t.substr(sp + 1);
    if (type != "Strategy" && type != "Item" && type != "Follower" && type != "Spell" &&
        type != "Ring")
      return false;
    json f = {{"type", json::array({std::string(type)})}};
    for (std::string_view w = sp == std::string_view::npos ? std::string_view() : t.substr(0, sp);
         !w.empty();) {
      const std::size_t next = w.find(' ');
      const std::string_view word = w.substr(0, next);
      if (word.empty() || !std::isupper(static_cast<unsigned char>(word[0]))) return false;
      // "a Battle Strategy" names a designator, no keyword: not this template.
      for (std::string_view d :
           {"Battle", "Open", "Limited", "Engage", "Interrupt", "Dynasty", "Reaction"})
        if (word == d) return false;
      for (char c : word)
        if (!std::isalpha(static_cast<unsigned char>(c)) && c != '-') return false;
      f["keywords"].push_back(std::string(word));
      w = next == std::string_view::npos ? std::string_view() : w.substr(next + 1);
    }
    f["zone"] = "discard";
    b.effects.push_back({{"op", "from_discard_to_hand"}, {"finds", f}});
    return true;
  }
  // "This movement will not be negated": the move just said (also "cannot").
  if (s == "This movement will not be negated" || s == "This movement cannot be negated") {
    if (b.effects.empty() || !duel_move_op(b.effects.back())) return false;
    b.effects.back()["unpreventable"] = true;
    return true;
  }
  // "Move home A and B; these movements will not be negated".
  if (std::string_view t = s; eat_suffix(t, "; these movements will not be negated")) {
    const std::size_t before = b.effects.size();
    if (!sentence(t, b) || b.effects.size() < before + 2) return false;
    for (std::size_t i = before; i < b.effects.size(); ++i) {
      if (!duel_move_op(b.effects[i])) return false;
      b.effects[i]["unpreventable"] = true;
    }
    return true;
  }
  return std::nullopt;
}

}  // namespace l5r::compile
