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

// The index of the ability's last duel effect, -1 when there is none.
int duel_last(const Body& b) {
  for (std::size_t i = b.effects.size(); i-- > 0;)
    if (b.effects[i].value("op", "") == "duel") return static_cast<int>(i);
  return -1;
}

// "your Personality" after "Your target ... challenges a target enemy
// Personality": the first target, yours, is the challenger; the other is
// an enemy's. So "you won the duel" is "your Personality won it".
bool duel_yours_challenges_enemy(const Body& b, int d) {
  if (d < 0 || b.targets.size() != 2) return false;
  const json& duel = b.effects[static_cast<std::size_t>(d)];
  return duel.value("card", "") == "target" && !duel.value("reverse", false) &&
         b.targets[0].value("controller", "") == "you" &&
         b.targets[1].value("controller", "") == "enemy" &&
         b.targets[0].value("type", json::array()) == json::array({"Personality"});
}

// A card keyword as a condition word ("a Duelist"): one capitalized word.
bool duel_keyword_word(std::string_view w) {
  if (w.empty() || !std::isupper(static_cast<unsigned char>(w[0]))) return false;
  for (char c : w)
    if (!std::isalpha(static_cast<unsigned char>(c)) && c != '-') return false;
  return true;
}

// "Target your unbowed Courtier and target a Follower": "your Samurai"
// names the first target, "the Personality" the second: the noun is the
// target's one type or one of its keywords.
bool duel_names_target(const json& t, std::string_view noun) {
  if (t.value("type", json::array()) == json::array({std::string(noun)})) return true;
  for (const auto& k : t.value("keywords", json::array()))
    if (k == noun) return true;
  return false;
}

// The templates of this round (duel margins, abilities removed for good,
// Force at home, lasting negations of straightening, a duel winner's
// additional action, "you may not target him").
std::optional<bool> duel_more(std::string_view s, Body& b) {
  // "Your target Personality challenges a target Personality" (no "enemy"):
  // the first target challenges the second, which may be any other Personality
  // (CR20F "Targeting": never the same card), the player's own too.
  if (std::string_view t = s; eat(t, "Your target ") && eat_suffix(t, " challenges a target Personality")) {
    if (!b.targets.empty() || !b.effects.empty()) return false;
    if (!add_target(b, "your target " + std::string(t)) ||
        b.targets[0].value("type", json::array()) != json::array({"Personality"}))
      return false;
    b.targets.push_back({{"type", json::array({"Personality"})}});
    b.duel_pending = static_cast<int>(b.effects.size());
    b.effects.push_back({{"op", "duel"}, {"card", "target"}});
    return true;
  }
  // "Target your unbowed Courtier and target a Follower": two targets,
  // the second any card of that kind but the first (CR20F "Targeting").
  if (std::string_view t = s; eat(t, "Target your ")) {
    const std::size_t and_ = t.find(" and target a ");
    if (and_ == std::string_view::npos) return std::nullopt;
    const std::string_view kind = t.substr(and_ + 14);
    if (!b.targets.empty() || !b.effects.empty() || !duel_keyword_word(kind) ||
        (kind != "Personality" && kind != "Follower"))
      return false;
    if (!add_target(b, "your target " + std::string(t.substr(0, and_))) || b.targets.size() != 1)
      return false;
    b.targets.push_back({{"type", json::array({std::string(kind)})}});
    return true;
  }
  // "If your Personality is a Duelist and you won the duel by 4 or more,
  // draw a card": after the duel of your target against an enemy's, the
  // effect happens only if your Personality won it by that much (the
  // difference of the totals, CR20F "Duel").
  if (std::string_view t = s; eat(t, "If ") && t.find("won the duel by ") != std::string_view::npos) {
    const int d = duel_last(b);
    if (d < 0 || b.duel_pending >= 0 || !duel_yours_challenges_enemy(b, d)) return false;
    json cond = {{"card", "target"}};
    if (eat(t, "your Personality is a ") || eat(t, "your Personality is an ")) {
      const std::size_t sp = t.find(' ');
      if (sp == std::string_view::npos || !duel_keyword_word(t.substr(0, sp))) return false;
      cond["keywords"] = json::array({std::string(t.substr(0, sp))});
      t.remove_prefix(sp);
      if (!eat(t, " and ")) return false;
    }
    if (!eat(t, "you won the duel by ")) return false;
    const std::size_t comma = t.find(" or more, ");
    if (comma == std::string_view::npos) return false;
    const auto n = number(t.substr(0, comma));
    if (!n || *n < 1) return false;
    cond["won_duel_by"] = {{"at_least", *n}};
    const std::size_t before = b.effects.size();
    if (!sentence(duel_capital(t.substr(comma + 10)), b) || b.effects.size() != before + 1)
      return false;
    json& e = b.effects.back();
    if (e.contains("if") || e.value("op", "") == "choose" || e.value("op", "") == "duel")
      return false;
    e["if"] = cond;
    return true;
  }
  // "Bow and permanently remove all abilities from the loser": the loser's
  // consequence, then his abilities are gone while he stays in play.
  for (auto [verb, loser] : {std::pair<std::string_view, std::string_view>{"Dishonor", "dishonor"},
                             {"Bow", "bow"},
                             {"Destroy", "destroy"}})
    if (std::string_view t = s; eat(t, verb) && eat(t, " and permanently remove all ") &&
                                (t == "abilities from the loser" ||
                                 t == "abilities from the duel's loser")) {
      if (b.duel_pending < 0) return false;
      json& duel = b.effects[static_cast<std::size_t>(b.duel_pending)];
      duel["loser"] = std::string(loser);
      b.duel_pending = -1;
      b.effects.push_back(
          {{"op", "abilities_unusable"}, {"card", "duel_loser"}, {"until", "permanent"}});
      return true;
    }
  // "The winner gains 2 Honor" after the loser's consequence: in that order,
  // the winning Personality's controller gains it (nobody on a tie).
  if (std::string_view t = s; eat(t, "The winner gains ") && eat_suffix(t, " Honor")) {
    const int d = duel_last(b);
    if (d < 0 || b.duel_pending >= 0) return std::nullopt;
    const json& duel = b.effects[static_cast<std::size_t>(d)];
    if (duel.contains("winner_honor") || !duel.contains("loser") || duel.contains("refusable"))
      return false;
    const auto n = number(t);
    if (!n || *n == 0) return false;
    b.effects.push_back(
        {{"op", "gain_honor"}, {"amount", *n}, {"player", "duel_winner_controller"}});
    return true;
  }
  // "Negate the action if it is Kiho and taken by a player whose total
  // Force of all units at home is now less than yours": an Interrupt only to
  // actions with that keyword (as "if the action is Kiho"), negating it only
  // if the comparison holds as it resolves.
  if (std::string_view t = s; b.interrupt && eat(t, "Negate the action if it is ")) {
    eat_suffix(t, " (bowed cards count)");
    const std::size_t sp = t.find(' ');
    if (sp == std::string_view::npos) return false;
    const std::string_view kw = t.substr(0, sp);
    t.remove_prefix(sp);
    static constexpr std::string_view kKeywords[] = {"Political", "Kiho", "Ninja", "Iaijutsu",
                                                     "Tactic"};
    bool known = false;
    for (auto k : kKeywords) known = known || kw == k;
    if (!known || !eat(t, " and taken by a player whose total ") ||
        !eat(t, "Force of all units at home is ") || !eat(t, "now less than your total Force ") ||
        t != "of all units at home")
      return false;
    if (!b.effects.empty() || b.extra.contains("interrupts_keyword") || b.your_action ||
        !b.cond.is_null())
      return false;
    b.extra["interrupts_keyword"] = std::string(kw);
    b.effects.push_back({{"op", "negate_action"},
                         {"if",
                          {{"player", "interrupted_player"},
                           {"home_force", {{"lower_than", {{"home_force", "you"}}}}}}}});
    return true;
  }
  // "While your Samurai remains unbowed and in play, negate the
  // Personality's straightening": the second target cannot straighten
  // until the first bows or leaves play (CR20F "Negate"; "remains": once
  // over, it does not come back).
  if (std::string_view t = s; eat(t, "While your ")) {
    const std::size_t rem = t.find(" remains unbowed and in play, ");
    if (rem == std::string_view::npos) return std::nullopt;
    const std::string_view first = t.substr(0, rem);
    std::string_view second = t.substr(rem + 30);
    if (!eat(second, "negate the ") || !eat_suffix(second, "'s straightening")) return false;
    if (b.targets.size() != 2 || b.targets[0].value("controller", "") != "you" ||
        b.targets[0].value("player", false) || b.targets[1].value("player", false) ||
        b.targets[0].contains("count") || b.targets[1].contains("count") ||
        !duel_names_target(b.targets[0], first) || !duel_names_target(b.targets[1], second))
      return false;
    b.effects.push_back(
        {{"op", "cannot_straighten"}, {"card", "target2"}, {"while_unbowed", "target"}});
    return true;
  }
  // "The winner (or the winning player) may take an additional action"
  // right after the challenge:
  // nothing happens to the loser, and the winning Personality's controller
  // (whoever he is) takes the action (CR20F "Additional Action").
  if (std::string_view t = s; (eat(t, "The winner ") || eat(t, "The winning player ")) &&
                              t == "may take an additional action") {
    if (b.duel_pending < 0) return std::nullopt;
    json& duel = b.effects[static_cast<std::size_t>(b.duel_pending)];
    if (duel.contains("loser") || duel.contains("refusable")) return false;
    duel["loser"] = "none";
    b.duel_pending = -1;
    b.effects.push_back(
        {{"op", "additional_actions"}, {"amount", 1}, {"player", "duel_winner_controller"}});
    return true;
  }
  // "(Nothing happens to the loser.)": a reminder of a duel whose loser has
  // no consequence.
  if (std::string_view t = s; eat(t, "(Nothing happens to the loser") &&
                              (t == ".)" || t == ")" || t == ".")) {
    const int d = duel_last(b);
    return d >= 0 && b.duel_pending < 0 &&
           b.effects[static_cast<std::size_t>(d)].value("loser", "") == "none";
  }
  // In an Interrupt, "The action will not move your target Personality
  // (at this battlefield)": the interrupted action cannot move him (CR20F
  // "Negate"), a target of yours at the current battlefield.
  if (std::string_view t = s; b.interrupt && eat(t, "The action will not move ")) {
    bool here = eat_suffix(t, " (at this battlefield)");
    here = here || eat_suffix(t, " at this battlefield");
    if (!t.starts_with("your target ") || !b.targets.empty() || !b.effects.empty() ||
        !add_target(b, t) || b.targets.size() != 1 || b.targets[0].value("player", false) ||
        b.targets[0].contains("count"))
      return false;
    if (here) {
      if (b.targets[0].contains("location")) return false;
      b.targets[0]["location"] = "current_battlefield";
    }
    b.effects.push_back({{"op", "negate_move"}, {"card", "target"}});
    return true;
  }
  // "You may not use his abilities or target him with actions (this
  // turn)": the one target, yours (only you use its abilities), until the
  // end of the turn.
  if (std::string_view t = s; eat(t, "You may not use ")) {
    if (!eat_suffix(t, " (this turn)")) eat_suffix(t, " this turn");
    if (t != "his abilities or target him with actions" &&
        t != "her abilities or target her with actions")
      return std::nullopt;
    if (b.targets.size() != 1 || b.targets[0].value("controller", "") != "you" ||
        b.targets[0].value("player", false) || b.targets[0].contains("count"))
      return false;
    b.effects.push_back({{"op", "abilities_unusable"}, {"card", "target"}});
    b.effects.push_back({{"op", "untargetable_by_you"}, {"card", "target"}});
    return true;
  }
  return std::nullopt;
}

}  // namespace

std::optional<bool> duel_sentence(std::string_view s, Body& b) {
  if (auto r = duel2_sentence(s, b)) return r;
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
  if (auto r = duel_more(s, b)) return r;
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
