#include "game/cards/text_compile.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <tuple>

#include "game/abilities/parse.h"
#include "game/cards/text_clean.h"
#include "game/cards/text_compile_body.h"
#include "game/cards/text_compile_a2.h"
#include "game/cards/text_compile_a1.h"
#include "game/cards/text_compile_duel.h"
#include "game/cards/text_compile_c.h"
#include "game/cards/text_compile_created.h"
#include "game/cards/text_compile_outnumber.h"
#include "game/cards/text_compile_perform.h"
#include "game/cards/text_compile_targets.h"
#include "game/cards/text_compile_person.h"
#include "game/cards/text_compile_amounts.h"
#include "game/cards/text_compile_b1.h"
#include "game/cards/text_compile_d.h"
#include "game/cards/text_compile_strategy.h"
#include "game/cards/text_compile_economy.h"
#include "game/cards/text_compile_unit.h"
#include "game/cards/text_compile_effects.h"
#include "game/cards/text_compile_province.h"
#include "game/cards/text_compile_b2.h"
#include "game/cards/text_compile_honor.h"
#include "game/cards/text_compile_follower.h"
#include "game/cards/text_compile_spell.h"
#include "game/cards/text_compile_spells.h"
#include "game/cards/text_compile_holding.h"
#include "game/cards/text_header.h"
#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r {
namespace compile {

using nlohmann::json;
using text_words::eat;
using text_words::eat_suffix;

std::optional<int> number(std::string_view s) { return text_words::number_in(s, 0, 99); }

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
  // A reminder in parentheses after the last sentence ("(Nothing happens
  // to the loser.)"): a sentence of its own, which only a template that
  // knows that reminder accepts (text_compile_duel.cpp).
  if (start < body.size() && !out.empty() && body[start] == '(' && body.back() == ')') {
    int d = 0;
    std::size_t close = body.size();
    for (std::size_t i = start; i < body.size() && close == body.size(); ++i) {
      if (body[i] == '(') ++d;
      if (body[i] == ')' && --d == 0) close = i;
    }
    if (close + 1 == body.size()) {
      out.push_back(body.substr(start));
      start = body.size();
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
    // "(minimum zero)" changes the strength: no reminder.
    if (open != std::string_view::npos && s.substr(open + 2).starts_with("minimum")) return s;
    if (open != std::string_view::npos) return s.substr(0, open);
  }
  return s;
}


bool is_attachment(CardType t) {
  return t == CardType::Follower || t == CardType::Item || t == CardType::Spell;
}

// "this Personality", "this Follower"...: the card the text is on ("self"),
// or on an attachment the Personality it is attached to ("this_personality").
// Empty when the words name no card of this one's.
std::string self_ref(std::string_view w, CardType type) {
  if (w == "this card") return "self";
  if (w == "this Personality" || (w == "this Shugenja" && type == CardType::Spell)) {
    if (type == CardType::Personality) return "self";
    if (is_attachment(type)) return "this_personality";
    return "";
  }
  for (CardType t : {CardType::Follower, CardType::Item, CardType::Spell, CardType::Holding,
                     CardType::Region, CardType::Stronghold})
    if (t == type && w.starts_with("this ") && w.substr(5) == to_string(t)) return "self";
  return "";
}

// "this Personality's Force", "his Chi" (the ability's target), with an
// optional " minus N" / " plus N": an amount the engine counts when the
// effect resolves.
std::optional<json> stat_amount(std::string_view t, const Body& b) {
  int plus = 0;
  for (std::string_view op : {" minus ", " plus "}) {
    const std::size_t at = t.rfind(op);
    if (at == std::string_view::npos) continue;
    int v = 0;
    std::string_view n = t.substr(at + op.size());
    auto [p, ec] = std::from_chars(n.data(), n.data() + n.size(), v);
    if (ec != std::errc() || p != n.data() + n.size() || v > 99) return std::nullopt;
    plus = op == " minus " ? -v : v;
    t = t.substr(0, at);
    break;
  }
  // "the card's Focus Value": the card discarded as the ability's cost.
  if (t == "the card's Focus Value" || t == "the discarded card's Focus Value") {
    if (!b.discarded || plus) return std::nullopt;
    return json{{"focus_of_discarded", true}};
  }
  std::string stat;
  if (eat_suffix(t, " Personal Honor"))
    stat = "personal_honor";
  else if (eat_suffix(t, " Force"))
    stat = "force";
  else if (eat_suffix(t, " Chi"))
    stat = "chi";
  else
    return std::nullopt;
  std::string who;
  if (t == "his" || t == "her" || t == "its" || t == "their") {
    if (b.targets.size() != 1 || b.targets[0].value("player", false)) return std::nullopt;
    who = "target";
  } else if (eat_suffix(t, "'s")) {
    who = self_ref(t, b.type);
  }
  if (who.empty()) return std::nullopt;
  json a = {{stat, who}};
  if (plus) a["plus"] = plus;
  return a;
}

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

// "+2F", "+1F/+1C" given by an effect: one effect for each bonus, Force and
// Chi only (a Personal Honor bonus in an ability stays manual).
std::optional<std::vector<std::pair<std::string, int>>> bonus_list(std::string_view list) {
  std::vector<std::pair<std::string, int>> bonuses;
  while (!list.empty()) {
    const std::size_t slash = list.find('/');
    auto bonus = stat_bonus(list.substr(0, slash));
    if (!bonus || bonus->first == "personal_honor") return std::nullopt;
    bonuses.push_back(*bonus);
    list = slash == std::string_view::npos ? std::string_view() : list.substr(slash + 1);
  }
  if (bonuses.empty()) return std::nullopt;
  return bonuses;
}

// The ability's target for a phrase: the first is "target", a second
// "target2" ("Bow your target Scout. Bow a target Follower."). The engine
// never lets one card be both (CR20F "Targeting"). Effects on it name it
// (`on_last_target`).
bool add_target(Body& b, std::string_view phrase) {
  if (b.targets.size() >= 2) return false;
  // "with equal or lower Chi", "with Force equal to or lower than this
  // Personality's": a comparison with the card's own stat, counted as the
  // target is chosen.
  std::string rest(phrase);
  const std::string me = b.type == CardType::Personality ? "self" : is_attachment(b.type) ? "this_personality" : "";
  auto relative = relative_stat(rest, me, [&b](std::string_view w) { return self_ref(w, b.type); });
  if (auto ph = a1_personal_honor(rest, b); ph && !relative) relative = ph;
  else if (ph) return false;
  auto f = target_phrase(rest);
  if (!f) return false;
  if (relative) {
    for (auto& [k, v] : relative->items())
      if (f->contains(k)) return false;  // one comparison per stat
    f->update(*relative);
  }
  b.targets.push_back(*f);
  return true;
}

// An effect on the target added last: "target2" when there are two.
json on_last_target(const Body& b, json e) {
  if (b.targets.size() == 2) e["card"] = "target2";
  return e;
}

// An attack or Fear after the ability targeted one of your cards ("Bow your
// target Scout. Ranged 3 Attack."): the rulebook's target (an enemy Follower,
// or Personality without Followers, at the current battlefield) is its
// second target. Without a target the parser gives it that target itself.
void attack_effect(Body& b, json e) {
  if (b.targets.size() == 1 && b.targets[0].value("controller", "") == "you") {
    b.targets.push_back({{"attack_target", true}, {"controller", "enemy"}, {"location", "current_battlefield"}});
    e["card"] = "target2";
  }
  b.effects.push_back(std::move(e));
}

bool sentence_plain(std::string_view s, Body& b);
std::optional<std::string> singular_group(std::string_view group);
std::optional<json> everyones_group(std::string_view group);

// "Give each Nonhuman Personality +1F/+1C and give each Nonhuman Follower
// +1F", "Give each of your Scout Followers at the current battlefield +2F"
// (`t` after "Give "): the bonus to every card in play that matches when it
// resolves (an effect's "each").
bool give_each(std::string_view t, Body& b) {
  std::vector<std::string_view> clauses;
  for (std::size_t at; (at = t.find(" and give ")) != std::string_view::npos; t = t.substr(at + 10))
    clauses.push_back(t.substr(0, at));
  clauses.push_back(t);
  json effects = json::array();
  for (std::string_view c : clauses) {
    if (!eat(c, "each ")) return false;
    const bool yours = eat(c, "of your ");
    const std::size_t sp = c.rfind(' ');
    if (sp == std::string_view::npos) return false;
    auto bonuses = bonus_list(c.substr(sp + 1));
    std::string_view group = c.substr(0, sp);
    const bool here = eat_suffix(group, " at the current battlefield");
    auto words = singular_group(group);
    if (!bonuses || !words) return false;
    auto each = yours ? target_phrase("your target " + *words) : everyones_group(*words);
    if (!each || each->empty() || (yours && each->size() < 2)) return false;
    if (here) (*each)["location"] = "current_battlefield";
    for (auto& [stat, n] : *bonuses) effects.push_back({{"op", stat}, {"amount", n}, {"each", *each}});
  }
  for (json& e : effects) b.effects.push_back(std::move(e));
  return true;
}

// The controller of the card the ability targeted last ("his controller"):
// empty when its last target is a player, or it has none.
std::string last_target_controller(const Body& b) {
  if (b.targets.empty() || b.targets.back().value("player", false)) return "";
  return b.targets.size() == 1 ? "target_controller" : "target2_controller";
}

// The move effect a rider "as he moves" joins: the last effect, a move.
json* last_move(Body& b) {
  if (b.effects.empty()) return nullptr;
  json& e = b.effects.back();
  const std::string op = e["op"];
  if ((op != "move_home" && op != "move_to_battlefield") || e.contains("if")) return nullptr;
  return &e;
}

// CR20F "Resolving Effects" 0.2 ("Bow him as he moves": the bowing depends
// on the move): "<verb> him as he moves." after a move, the same after "If
// he is a <keyword>, " (checked as he moves), "Move ... home and <verb> his
// unit as he moves", "Move home ... and, as he moves, his controller
// <gains or loses N Honor>". The effects join the move's `as_moves`.
// nullopt: not this template.
std::optional<bool> moves_rider(std::string_view s, Body& b) {
  std::string_view t = s;
  bool ends = false;
  for (std::string_view as : {" as he moves", " as she moves", " as they move", " as it moves"})
    ends = ends || eat_suffix(t, as);
  std::string_view infix, move_part, clause;
  if (!ends) {
    for (std::string_view as :
         {" and, as he moves, ", " and, as she moves, ", " and, as they move, "})
      if (const std::size_t at = s.find(as); at != std::string_view::npos) {
        move_part = s.substr(0, at);
        clause = s.substr(at + as.size());
        infix = as;
      }
    if (infix.empty()) return std::nullopt;
  } else if (const std::size_t and_at = t.rfind(" and ");
             and_at != std::string_view::npos &&
             (t.starts_with("Move ") || t.starts_with("move "))) {
    move_part = t.substr(0, and_at);  // "Move a target Personality home and bow his unit"
    clause = t.substr(and_at + 5);
  } else {
    clause = t;
  }
  if (!move_part.empty()) {
    const std::size_t before = b.effects.size();
    if (!sentence_plain(move_part, b) || b.effects.size() != before + 1) return false;
  }
  json* move = last_move(b);
  if (!move) return false;
  const std::string moved = move->value("card", "target");
  json cond;
  // A condition on the moved card, checked as he moves ("If he is a Kensai, ...").
  for (std::string_view pronoun : {"If he is ", "If she is ", "If they are "}) {
    std::string_view c = clause;
    if (!move_part.empty() || !eat(c, pronoun)) continue;
    const std::size_t comma = c.find(", ");
    if (comma == std::string_view::npos) return false;
    std::string_view state = c.substr(0, comma);
    clause = c.substr(comma + 2);
    cond = {{"card", moved}};
    if (state == "attacking" || state == "defending" || state == "opposed" ||
        state == "dishonorable") {
      cond[std::string(state)] = true;
    } else {
      eat(state, "a ") || eat(state, "an ");
      auto f = target_phrase("a target " + std::string(state));  // keywords only ("Duelist")
      if (!f || f->size() != 1 || !f->contains("keywords")) return false;
      cond["keywords"] = (*f)["keywords"];
    }
  }
  std::string lower(clause);
  if (lower.empty()) return false;
  lower[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(lower[0])));
  const std::string controller = moved == "target"    ? "target_controller"
                                 : moved == "target2" ? "target2_controller"
                                                      : "";
  auto rider = as_moves_clause(lower, controller);
  if (!rider) return false;
  if (!cond.is_null()) {
    if ((*rider)["op"] != "bow" && (*rider)["op"] != "straighten") return false;
    (*rider)["if"] = cond;
  }
  (*move)["as_moves"].push_back(*rider);
  return true;
}

// "Search your Fate deck for an Item, show it, and put it into your hand"
// (also "... for a card and put it in your hand", or the search, "Show it"
// and "Put it into your hand" as sentences of their own): the Fate deck
// alone, unlike the search of the deck and discard pile. nullopt: not this
// template.
std::optional<bool> fate_deck_search(std::string_view s, Body& b) {
  auto put = [](std::string_view t) {
    return t == "put it in your hand" || t == "put it into your hand" ||
           t == "Put it in your hand" || t == "Put it into your hand";
  };
  if (b.search_pending >= 0) {
    if (s == "Show it" && !b.search_shown) {
      b.search_shown = true;
      return true;
    }
    std::string_view t = s;
    if (eat(t, "Show it and ") && !b.search_shown) b.search_shown = true;
    if (!put(t)) return false;  // the card found must reach the hand first
    b.search_pending = -1;
    return true;
  }
  std::string_view t = s;
  if (!eat(t, "Search your Fate deck for ")) return std::nullopt;
  bool done = false;
  for (std::string_view tail :
       {", show it, and put it in your hand", ", show it, and put it into your hand",
        " and put it in your hand", " and put it into your hand"})
    done = done || eat_suffix(t, tail);
  auto finds = fate_deck_finds(t);
  if (!finds) return false;
  if (!done) b.search_pending = static_cast<int>(b.effects.size());
  b.effects.push_back({{"op", "search"}, {"finds", *finds}});
  return true;
}

// A Kata (docs/rules-interpretations.md "Kata"): its putting itself into
// play and its discarding the player's other Kata, the two sentences
// together.
std::optional<bool> kata_sentence(std::string_view s, Body& b) {
  if (s == "Put this Kata into play") {
    if (b.type != CardType::Strategy || b.kata_pending || !b.targets.empty()) return false;
    b.kata_pending = true;
    b.effects.push_back({{"op", "play_kata"}});
    return true;
  }
  if (s == "Discard your other Kata in play") {
    if (!b.kata_pending) return false;
    b.kata_pending = false;
    return true;
  }
  return std::nullopt;
}

// A template file's family of sentences (text_compile_a1.cpp ...): nullopt
// when the sentence is none of its templates, false when it is one but
// cannot be compiled.
using Family = std::optional<bool> (*)(std::string_view, Body&);

// A family's reading is kept only when it compiles the sentence, on a copy
// of the body: a family that refuses a sentence leaves it to the others
// (whose templates are exact too) instead of keeping the ability manual.
bool by_family(Family f, std::string_view s, Body& b) {
  Body trial = b;
  const std::optional<bool> r = f(s, trial);
  if (!r || !*r) return false;
  b = std::move(trial);
  return true;
}

// One sentence of an ability body; false when it is not a known template.
// "Straighten this Personality if he is attacking": the sentence's one
// effect happens only if the card it acts on is then attacking (defending,
// opposed).
bool sentence(std::string_view s, Body& b) {
  // The template files' families first (text_compile_a1.cpp ... _d.cpp).
  for (Family f : {duel_sentence, a2_sentence, a1_sentence, b1_sentence, d_sentence, b2_sentence_first, honor_sentence, follower_sentence, strategy_sentence, person_sentence, holding_sentence, spell_sentence_first, targets_sentence, created_sentence, perform_sentence, spells_sentence, outnumber_sentence})
    if (by_family(f, s, b)) return true;
  // "Before this battle resolves, give him +2F", "After the battle ends,
  // move him home": delayed effects (CR20F "Duration of Effects").
  static constexpr std::pair<std::string_view, std::string_view> kDelays[] = {
      {"Before this battle resolves, ", "before_battle_resolves"},
      {"Before this battle's resolution, ", "before_battle_resolves"},
      {"Before the battle resolves, ", "before_battle_resolves"},
      {"After this battle resolves, ", "after_battle_resolves"},
      {"After this battle's resolution, ", "after_battle_resolves"},
      {"After the battle ends, ", "after_battle_ends"},
      {"After this battle ends, ", "after_battle_ends"},
      {"After this Attack Phase ends, ", "after_attack_phase"},
      {"Before this turn ends, ", "before_turn_ends"},
      {"Before the turn ends, ", "before_turn_ends"}};
  // An Interrupt's "the action targets him instead of another card, if
  // legal" (CR20F "Substitution"): its one target becomes the action's.
  if (std::string_view t = s; b.interrupt && b.targets.size() == 1 && eat(t, "The action targets ") &&
                              (eat(t, "him ") || eat(t, "her ") || eat(t, "it ")) &&
                              (t == "instead of another card, if legal" || t == "instead, if legal")) {
    b.effects.push_back({{"op", "redirect_target"}});
    return true;
  }
  // "This Personality copies an ability on a target Naga that does not
  // itself copy abilities" (CR20F "Copy"): the ability's only target.
  if (std::string_view t = s; t.starts_with("This ") && b.targets.empty()) {
    const std::size_t verb = t.find(" copies an ability ");
    if (verb != std::string_view::npos) {
      const std::string who = self_ref("t" + std::string(t.substr(1, verb - 1)), b.type);
      std::string_view rest = t.substr(verb + 19);
      if (who.empty() || !(eat(rest, "on ") || eat(rest, "from "))) return false;
      eat_suffix(rest, " (this turn)") || eat_suffix(rest, " this turn") || eat_suffix(rest, " until the end of the turn");
      if (!eat_suffix(rest, " that does not itself copy abilities") &&
          !eat_suffix(rest, " which does not itself copy abilities") &&
          !eat_suffix(rest, " that does not copy abilities"))
        return false;  // copying copiers is never offered; a card that allows it says more
      if (!add_target(b, rest)) return false;
      b.effects.push_back({{"op", "copy_ability"}, {"card", who}});
      return true;
    }
  }
  for (auto [prefix, delay] : kDelays) {
    std::string_view t = s;
    if (!eat(t, prefix) || t.empty()) continue;
    std::string rest(t);
    rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
    const std::size_t before = b.effects.size();
    if (!sentence(rest, b) || b.effects.size() == before) return false;
    for (std::size_t i = before; i < b.effects.size(); ++i) {
      const std::string op = b.effects[i]["op"];
      if (op == "choose" || op == "duel" || b.effects[i].contains("after_it_resolves") ||
          b.effects[i].contains("delay"))
        return false;
      b.effects[i]["delay"] = delay;
    }
    return true;
  }
  // "Straighten this Follower after it resolves" (an Interrupt's): the
  // sentence's effects wait for the interrupted action to resolve.
  if (std::string_view t = s; b.interrupt && eat_suffix(t, " after it resolves")) {
    const std::size_t before = b.effects.size();
    if (!sentence(t, b) || b.effects.size() == before) return false;
    for (std::size_t i = before; i < b.effects.size(); ++i) {
      const std::string op = b.effects[i]["op"];
      if (op == "choose" || op == "duel" || b.effects[i].contains("after_it_resolves")) return false;
      b.effects[i]["after_it_resolves"] = true;
    }
    return true;
  }
  if (auto r = c_rider(s, b)) return *r;
  if (auto r = moves_rider(s, b)) return *r;
  if (auto r = fate_deck_search(s, b)) return *r;
  if (b.search_pending >= 0) return false;
  if (auto r = kata_sentence(s, b)) return *r;
  if (b.kata_pending) return false;
  if (s.ends_with(" the target if it is still in play")) return sentence_plain(s, b);  // not a state of the card
  // "Its controller discards a card at random if your Personality is a
  // Magistrate": the sentence's effects, if the ability's first target (a
  // Personality of yours) then has the keyword.
  if (std::string_view t = s; t.find(" if your Personality is ") != std::string_view::npos) {
    const std::size_t at = t.find(" if your Personality is ");
    std::string_view kw = t.substr(at + 24);
    eat(kw, "a ") || eat(kw, "an ");
    if (b.targets.empty() || b.targets[0].value("controller", "") != "you" ||
        b.targets[0].value("type", json::array()) != json::array({"Personality"}))
      return false;
    auto f = target_phrase("a target " + std::string(kw));
    if (!f || f->size() != 1 || !f->contains("keywords")) return false;
    const std::size_t before = b.effects.size(), targets = b.targets.size();
    if (!sentence_plain(t.substr(0, at), b) || b.effects.size() == before ||
        b.targets.size() != targets)
      return false;
    for (std::size_t i = before; i < b.effects.size(); ++i) {
      if (b.effects[i].contains("if") || b.effects[i]["op"] == "choose") return false;
      b.effects[i]["if"] = {{"card", "target"}, {"keywords", (*f)["keywords"]}};
    }
    return true;
  }
  for (std::string_view pronoun : {" if he is ", " if she is ", " if it is ", " if they are "}) {
    const std::size_t at = s.rfind(pronoun);
    if (at == std::string_view::npos) continue;
    const std::string_view state = s.substr(at + pronoun.size());
    if (state != "attacking" && state != "defending" && state != "opposed") return false;
    const std::size_t before = b.effects.size();
    if (!sentence_plain(s.substr(0, at), b) || b.effects.size() != before + 1) return false;
    json& e = b.effects.back();
    static const std::array<std::string_view, 8> kOnCard{"bow",   "straighten", "destroy", "dishonor",
                                                         "rehonor", "move_home", "force",  "chi"};
    const std::string op = e["op"];
    if (std::find(kOnCard.begin(), kOnCard.end(), op) == kOnCard.end() ||
        (!e.contains("card") && b.targets.empty()))
      return false;
    e["if"] = {{"card", e.value("card", "target")}, {std::string(state), true}};
    return true;
  }
  // "If he is bowed, destroy him.", "If she is a Ninja, gain 2 Honor.": the
  // sentence's effects happen only if the ability's one target then is so.
  for (std::string_view pronoun : {"If he is ", "If she is ", "If it is ", "If they are "}) {
    std::string_view t = s;
    if (!eat(t, pronoun)) continue;
    const std::size_t comma = t.find(", ");
    if (comma == std::string_view::npos || b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
    std::string_view state = t.substr(0, comma);
    json cond = {{"card", "target"}};
    static constexpr std::string_view kStates[] = {"attacking", "defending", "opposed", "dishonorable"};
    bool known = false;
    for (std::string_view k : kStates)
      if (state == k) {
        cond[std::string(k)] = true;
        known = true;
      }
    if (state == "bowed" || state == "unbowed") {
      cond["bowed"] = state == "bowed";
      known = true;
    }
    if (!known) {
      eat(state, "a ") || eat(state, "an ");
      auto f = target_phrase("a target " + std::string(state));  // keywords only ("Crab Clan", "Ninja")
      if (!f || f->size() != 1 || !f->contains("keywords")) return false;
      cond["keywords"] = (*f)["keywords"];
    }
    std::string rest(t.substr(comma + 2));
    if (rest.empty()) return false;
    rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
    const std::size_t before = b.effects.size();
    if (!sentence_plain(rest, b) || b.effects.size() == before || b.targets.size() != 1) return false;
    for (std::size_t i = before; i < b.effects.size(); ++i) {
      if (b.effects[i].contains("if") || b.effects[i]["op"] == "choose") return false;
      b.effects[i]["if"] = cond;
    }
    return true;
  }
  // "If you now have more cards in your hand than any other player, discard
  // a card": the sentence's effects, if the hand is then the largest.
  if (std::string_view t = s; (eat(t, "If you now have ") || eat(t, "If you have ")) &&
                              eat(t, "more cards in your hand than any other player, ")) {
    std::string rest(t);
    if (rest.empty()) return false;
    rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
    const std::size_t before = b.effects.size(), targets = b.targets.size();
    if (!sentence_plain(rest, b) || b.effects.size() == before || b.targets.size() != targets) return false;
    for (std::size_t i = before; i < b.effects.size(); ++i) {
      if (b.effects[i].contains("if") || b.effects[i]["op"] == "choose") return false;
      b.effects[i]["if"] = {{"your_hand", {{"higher_than", {{"largest_other_hand", true}}}}}};
    }
    return true;
  }
  // "If you control a Tactician, draw a card." after the first sentence:
  // the sentence's effects happen only if the player then controls one.
  if (std::string_view t = s; eat(t, "If you control a ") || eat(t, "If you control an ")) {
    const std::size_t comma = t.find(", ");
    if (comma == std::string_view::npos) return false;
    auto f = target_phrase("your target " + std::string(t.substr(0, comma)));
    if (!f || f->size() < 2 || f->contains("location")) return false;
    f->erase("controller");
    json cond = {{"you_control", {{"at_least", 1}}}};
    cond.update(*f);
    std::string rest(t.substr(comma + 2));
    if (rest.empty()) return false;
    rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
    const std::size_t before = b.effects.size(), targets = b.targets.size();
    if (!sentence_plain(rest, b) || b.effects.size() == before || b.targets.size() != targets) return false;
    for (std::size_t i = before; i < b.effects.size(); ++i) {
      if (b.effects[i].contains("if")) return false;
      b.effects[i]["if"] = cond;
    }
    return true;
  }
  return sentence_plain(s, b);
}

// "Destroy a Terrain (if able). Put this Terrain into play.": the Terrain
// replaces the one in play (one Terrain at a time, CR20F "Terrain"), as the
// project's own Terrain cards say it (assets/cards: destroy each Terrain).
// The destroying sentence only counts followed by the playing one.
bool terrain_sentence(std::string_view s, Body& b, bool& matched) {
  matched = true;
  if (b.type != CardType::Strategy) return matched = false;
  if (s == "Destroy a Terrain (if able)") {
    if (b.terrain_pending) return false;
    b.terrain_pending = true;
    // CR20F "Terrain": Terrains are in play at their battlefield; the one
    // replaced is at the current battlefield, where this one comes into play.
    const json each = {{"type", {"Strategy"}}, {"keywords", {"Terrain"}}, {"location", "current_battlefield"}};
    b.effects.push_back({{"op", "destroy"}, {"each", each}});
    return true;
  }
  if (s == "Put this Terrain into play") {
    b.terrain_pending = false;
    b.effects.push_back({{"op", "play_terrain"}});
    return true;
  }
  // The older wording: into play only if no Terrain is at the current
  // battlefield (also "there", "in play"). The condition starts the
  // action's effects (CR20F Good Faith: it must be met to use it), so it is
  // the ability's; the engine checks it again when the action resolves.
  std::string_view t = s;
  if (eat(t, "If there are no Terrains ") || eat(t, "If there is no Terrain ")) {
    eat(t, "in play ");
    if (!(eat(t, "at the current battlefield: ") || eat(t, "there: ")) || t != "Put this card into play there")
      return false;
    if (!b.effects.empty() || !b.targets.empty() || b.no_terrain_here || b.terrain_pending) return false;
    b.no_terrain_here = true;
    b.effects.push_back({{"op", "play_terrain"}});
    return true;
  }
  return matched = false;
}

// "A target player gains or loses 2 Honor", "... loses 1 Honor", "...
// discards N cards at random": a player target (any player, you too), which
// the effects name "target_player". One per ability.
bool player_sentence(std::string_view s, Body& b) {
  if (!eat(s, "A target player ")) return false;
  if (b.targets.size() >= 2) return false;
  for (const json& t : b.targets)
    if (t.value("player", false)) return false;
  json effect;
  if (std::string_view d = s; eat(d, "discards ") && eat_suffix(d, " at random")) {
    std::optional<int> n = d == "a card" ? std::optional<int>(1) : std::nullopt;
    if (eat_suffix(d, " cards")) n = number(d);
    if (!n || *n == 0) return false;
    effect = {{"op", "discard_random"}, {"player", "target_player"}, {"amount", *n}};
  } else {
    const bool both = eat(s, "gains or loses ");
    const bool gains = !both && eat(s, "gains ");
    if (!both && !gains && !eat(s, "loses ")) return false;
    if (!eat_suffix(s, " Honor")) return false;
    auto n = number(s);
    if (!n || *n == 0) return false;
    const json gain = {{"op", "gain_honor"}, {"player", "target_player"}, {"amount", *n}};
    const json lose = {{"op", "lose_honor"}, {"player", "target_player"}, {"amount", *n}};
    if (both)
      effect = {{"op", "choose"}, {"choices", {json::array({gain}), json::array({lose})}}};
    else
      effect = gains ? gain : lose;
  }
  b.targets.push_back({{"player", true}});
  b.effects.push_back(effect);
  return true;
}

// The condition of an attack's other strength, "the target is Cavalry"
// (also "dishonorable", "Crab Clan"; "this Shugenja is Thunder"), and its
// opposite, as effect conditions; nullopt when it says anything else.
std::optional<std::pair<json, json>> attack_condition(std::string_view c, const Body& b) {
  std::string who;
  if (eat(c, "the target is ")) {
    who = "target";
  } else {
    const std::size_t is = c.find(" is ");
    if (is == std::string_view::npos || !c.starts_with("this ")) return std::nullopt;
    who = self_ref(c.substr(0, is), b.type);
    c = c.substr(is + 4);
  }
  if (who.empty()) return std::nullopt;
  json yes = {{"card", who}}, no = {{"card", who}};
  if (c == "dishonorable") {
    yes["dishonorable"] = true;
    no["dishonorable"] = false;
    return std::make_pair(yes, no);
  }
  eat(c, "a ") || eat(c, "an ");
  auto f = target_phrase("a target " + std::string(c));  // one keyword ("Cavalry", "Phoenix Clan"), no type
  if (!f || f->size() != 1 || !f->contains("keywords") || (*f)["keywords"].size() != 1) return std::nullopt;
  yes["keywords"] = (*f)["keywords"];
  no["not_keywords"] = (*f)["keywords"];
  return std::make_pair(yes, no);
}

// "Fear 1, or Fear 5 if the target is dishonorable", "Ranged 2 Attack, or
// Ranged 4 Attack if this Shugenja is Thunder": the same attack on the
// rulebook's target with one strength or the other, as two effects whose
// conditions exclude each other (checked as the action resolves). Only in
// an ability with no target of its own. nullopt: not this template.
std::optional<bool> alternative_attack(std::string_view r, Body& b) {
  const std::size_t or_at = r.find(", or ");
  if (or_at == std::string_view::npos) return std::nullopt;
  const std::string_view first = r.substr(0, or_at), rest = r.substr(or_at + 5);
  const std::size_t if_at = rest.find(" if ");
  if (if_at == std::string_view::npos || !b.targets.empty()) return std::nullopt;
  auto is_attack = [](std::string_view t) {
    return t.starts_with("Fear ") || t.starts_with(":fear: ") || t.starts_with("Ranged ") || t.starts_with("Melee ") ||
           t.starts_with(":ranged: ") || t.starts_with(":melee: ");
  };
  if (!is_attack(first)) return std::nullopt;
  Body two = b;
  const std::size_t before = b.effects.size();
  if (!sentence_plain(first, two) || !sentence_plain(rest.substr(0, if_at), two) ||
      two.effects.size() != before + 2 || !two.targets.empty())
    return false;
  json e1 = two.effects[before], e2 = two.effects[before + 1];
  auto cond = attack_condition(rest.substr(if_at + 4), b);
  if (e1["op"] != e2["op"] || e1.contains("card") || e2.contains("card") || !cond || e1["amount"] == e2["amount"] ||
      !e1["amount"].is_number() || !e2["amount"].is_number())
    return false;
  e1["if"] = cond->second;
  e2["if"] = cond->first;
  b.effects.push_back(e1);
  b.effects.push_back(e2);
  return true;
}

bool is_letter(char c);

// "a target enemy Personality a -1F/-1C Poison token", "this Holding two
// +1GP Wealth tokens" (`t` after "Give "): give_tokens. The token's stats
// ("+1F", "-1F/-1C", "+1GP"...) and one capitalized name are optional.
bool give_tokens(std::string_view t, Body& b) {
  static constexpr std::pair<std::string_view, int> kCounts[] = {
      {" a ", 1}, {" an ", 1}, {" two ", 2}, {" three ", 3}, {" four ", 4}, {" five ", 5}};
  std::size_t at = std::string_view::npos;
  int count = 0;
  std::size_t skip = 0;
  for (auto [word, n] : kCounts)
    if (const std::size_t w = t.rfind(word); w != std::string_view::npos && (at == std::string_view::npos || w > at)) {
      at = w;
      count = n;
      skip = word.size();
    }
  if (at == std::string_view::npos || at == 0) return false;
  std::string_view who = t.substr(0, at);
  std::string_view desc = t.substr(at + skip);
  if (!eat_suffix(desc, count == 1 ? " token" : " tokens")) return false;
  json token = json::object();
  std::string_view name = desc;
  if (!desc.empty() && (desc[0] == '+' || desc[0] == '-')) {
    const std::size_t sp = desc.find(' ');
    std::string_view stats = desc.substr(0, sp);
    name = sp == std::string_view::npos ? std::string_view() : desc.substr(sp + 1);
    while (!stats.empty()) {
      const std::size_t slash = stats.find('/');
      std::string_view one = stats.substr(0, slash);
      if (one.size() > 3 && one.ends_with("GP")) {
        auto n = number(one.substr(1, one.size() - 3));
        if (!n) return false;
        token["gold_production"] = (one[0] == '-' ? -1 : 1) * *n;
      } else {
        auto bonus = stat_bonus(one);
        if (!bonus) return false;
        token[bonus->first] = bonus->second;
      }
      stats = slash == std::string_view::npos ? std::string_view() : stats.substr(slash + 1);
    }
  }
  if (!name.empty()) {
    if (!std::isupper(static_cast<unsigned char>(name[0]))) return false;
    for (char c : name)
      if (!is_letter(c)) return false;
    token["name"] = std::string(name);
  }
  if (token.empty()) return false;  // "a token": of no kind the engine knows
  json e = {{"op", "give_tokens"}, {"token", token}};
  if (count != 1) e["amount"] = count;
  if (who.starts_with("this ")) {
    const std::string self = self_ref(who, b.type);
    if (self.empty()) return false;
    e["card"] = self;
    b.effects.push_back(e);
    return true;
  }
  if (!add_target(b, who)) return false;
  b.effects.push_back(on_last_target(b, e));
  return true;
}

bool sentence_plain(std::string_view s, Body& b) {
  for (Family f : {c_sentence, b1_sentence, b2_sentence, spell_sentence})
    if (by_family(f, s, b)) return true;
  if (player_sentence(s, b)) return true;
  // "His controller loses 2 Honor": the player controlling the card the
  // ability targeted last.
  if (const std::string who = last_target_controller(b); !who.empty())
    if (auto e = controller_effect(s, who)) {
      b.effects.push_back(*e);
      return true;
    }
  bool terrain = false;
  const bool ok = terrain_sentence(s, b, terrain);
  if (terrain) return ok;
  if (b.terrain_pending) return false;  // the destroyed Terrain is not replaced
  std::string_view r = without_reminder(s);
  if (auto alt = alternative_attack(r, b)) return *alt;
  // "Ranged Attack equal to this Personality's Chi", "Fear with strength
  // equal to this Shugenja's Chi minus 1".
  for (auto [head, op] : {std::pair<std::string_view, std::string_view>{"Ranged Attack ", "ranged_attack"},
                          {"Melee Attack ", "melee_attack"},
                          {"Fear effect ", "fear"},
                          {"Fear ", "fear"}}) {
    if (std::string_view t = r; eat(t, head) && (eat(t, "with strength equal to ") || eat(t, "equal to "))) {
      auto a = stat_amount(t, b);
      if (!a) return false;
      attack_effect(b, {{"op", op}, {"amount", *a}});
      return true;
    }
  }
  if (std::string_view t = r; eat(t, "Ranged ") || eat(t, "Melee ")) {
    const bool ranged = r.starts_with("Ranged");
    if (!eat_suffix(t, " Attack")) return false;
    auto n = number(t);
    if (!n) return false;
    attack_effect(b, {{"op", ranged ? "ranged_attack" : "melee_attack"}, {"amount", *n}});
    return true;
  }
  if (std::string_view t = r; eat(t, ":ranged: ") || eat(t, ":melee: ")) {
    const bool ranged = r.starts_with(":ranged:");
    auto n = number(t);
    if (!n) return false;
    attack_effect(b, {{"op", ranged ? "ranged_attack" : "melee_attack"}, {"amount", *n}});
    return true;
  }
  if (std::string_view t = r; eat(t, "Fear ") || eat(t, ":fear: ")) {
    auto n = number(t);
    if (!n) return false;
    attack_effect(b, {{"op", "fear"}, {"amount", *n}});
    return true;
  }
  // The Attacker acts first in the battle's Combat segment.
  if (std::string_view t = s; eat(t, "The Attacker has the first opportunity ") &&
                              eat(t, "to take a Battle action or pass ") &&
                              (t == "in this battle" || t == "during this battle")) {
    b.effects.push_back({{"op", "first_battle_action"}, {"player", "attacker"}});
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
  // "Give a Province +3 strength" (chosen as it resolves: no target) and
  // "Give this Province +2 strength" (CR20F "From" says which: the engine's
  // province_strength); until the end of the turn, as any "give".
  if (std::string_view t = s; eat(t, "Give ") && (eat(t, "a Province ") || eat(t, "this Province ")) &&
                              (eat_suffix(t, " strength") || eat_suffix(t, "PS")) && t.size() >= 2 && (t[0] == '+' || t[0] == '-')) {
    const bool any = s.starts_with("Give a ");
    auto n = number(t.substr(1));
    if (!n || *n == 0) return false;
    json e = {{"op", "province_strength"}, {"amount", t[0] == '-' ? -*n : *n}};
    if (any) e["any_province"] = true;
    b.effects.push_back(e);
    return true;
  }
  // A target's minimum Chi ("... has a minimum Chi of 1"): an ongoing effect
  // (CR20F "Duration of Effects": until the end of the turn).
  if (std::string_view t = s; t.starts_with("A target ") || t.starts_with("Your target ")) {
    const std::size_t at = t.find(" has a minimum Chi of ");
    if (at != std::string_view::npos) {
      auto n = number(t.substr(at + 22));
      std::string phrase(t.substr(0, at));
      phrase[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(phrase[0])));
      if (!n || *n < 1 || !b.targets.empty() || !add_target(b, phrase)) return false;
      b.effects.push_back({{"op", "chi_minimum"}, {"amount", *n}});
      return true;
    }
  }
  // In an Interrupt (the parser refuses them elsewhere).
  if (s == "Negate the action's Fear effects") {
    b.effects.push_back({{"op", "negate_fear"}});
    return true;
  }
  // The action's Melee and Ranged Attacks negated ("or" or "and"; one kind).
  if (std::string_view t = s; b.interrupt && eat(t, "Negate the action's ") && eat_suffix(t, " Attacks")) {
    json kinds = json::array();
    for (std::string_view w : {"Melee or Ranged", "Melee and Ranged", "Ranged or Melee", "Ranged and Melee"})
      if (t == w) kinds = {"melee", "ranged"};
    if (t == "Melee") kinds = {"melee"};
    if (t == "Ranged") kinds = {"ranged"};
    if (kinds.empty()) return false;
    b.effects.push_back({{"op", "negate_attacks"}, {"attacks", kinds}});
    return true;
  }
  // The newer wording, with the icons: "If the action has any :melee: or
  // :ranged:, negate those effects" (none: nothing to negate).
  if (std::string_view t = s; b.interrupt && eat(t, "If the action has any ") && eat_suffix(t, ", negate those effects")) {
    json kinds = json::array();
    if (t == ":melee: or :ranged:" || t == ":ranged: or :melee:") kinds = {"melee", "ranged"};
    if (t == ":melee:") kinds = {"melee"};
    if (t == ":ranged:") kinds = {"ranged"};
    if (kinds.empty()) return false;
    b.effects.push_back({{"op", "negate_attacks"}, {"attacks", kinds}});
    return true;
  }
  if (std::string_view t = s; b.interrupt && eat(t, "If the action has any :fear:, ") && eat(t, "those effects destroy ") &&
                              t == "cards after they bow them") {
    b.effects.push_back({{"op", "fear_destroys"}});
    return true;
  }
  // The interrupted action's Fear destroys the cards it bows.
  if (std::string_view t = s; b.interrupt && eat(t, "After any Fear effect ") && t == "from the action bows a card, destroy it") {
    b.effects.push_back({{"op", "fear_destroys"}});
    return true;
  }
  if (s == "Negate an Event's effects") {
    if (!b.interrupting.is_null()) return false;
    b.interrupting = {{"card", "interrupted_card"}, {"type", {"Event"}}, {"zone", "province"}};
    b.effects.push_back({{"op", "negate_action"}});
    return true;
  }
  // "Starting with you, each player may search his discard pile and Fate
  // deck for a <kind>, show it, and put it in his hand": each in turn order,
  // from you, chooses one such card of his own or nothing.
  if (std::string_view t = s; eat(t, "Starting with you, each player may search his ") &&
                              (eat(t, "discard pile and Fate deck for ") || eat(t, "Fate deck and discard pile for ")) &&
                              (eat_suffix(t, ", show it, and put it in his hand") ||
                               eat_suffix(t, ", show it, and put it into his hand"))) {
    if (!(eat(t, "a ") || eat(t, "an "))) return false;
    auto f = target_phrase("a target " + std::string(t));
    if (!f || f->empty() || f->contains("location") || f->contains("controller")) return false;
    (*f)["zone"] = "fate_deck_or_discard";
    b.effects.push_back({{"op", "search"}, {"player", "each_player"}, {"may", true}, {"finds", *f}});
    return true;
  }
  // "Search your discard pile and Fate deck for a Ring, show it, and put it
  // in your hand": the player chooses one such card in either.
  if (std::string_view t = s; (eat(t, "Search your discard pile and Fate deck for ") ||
                               eat(t, "Search your Fate deck and discard pile for ")) &&
                              (eat_suffix(t, ", show it, and put it in your hand") ||
                               eat_suffix(t, ", show it, and put it into your hand"))) {
    if (!(eat(t, "a ") || eat(t, "an "))) return false;
    auto f = target_phrase("a target " + std::string(t));
    if (!f || f->empty() || f->contains("location")) return false;
    (*f)["zone"] = "fate_deck_or_discard";
    b.effects.push_back({{"op", "search"}, {"finds", *f}});
    return true;
  }
  // "Recruit your target dead (not discarded) Crab Clan Personality; you may
  // Proclaim him": from the Dynasty discard pile (CR20F "Dead"), the
  // Proclaim a choice.
  if (std::string_view t = s; eat(t, "Recruit ")) {
    bool may_proclaim = false;
    for (std::string_view p : {"; you may Proclaim him", "; you may Proclaim her", "; you may Proclaim them"})
      if (eat_suffix(t, p)) may_proclaim = true;
    std::string phrase(t);
    const std::size_t dead = phrase.find(" dead ");
    if (dead == std::string::npos || b.recruits) return false;
    std::string rest = phrase.substr(dead + 6);
    if (rest.starts_with("(not discarded) ")) rest = rest.substr(16);
    phrase = phrase.substr(0, dead + 1) + rest;
    auto f = target_phrase(phrase);
    if (!f || f->contains("location") || (f->contains("type") && (*f)["type"] != json::array({"Personality"})))
      return false;
    (*f)["type"] = json::array({"Personality"});
    (*f)["zone"] = "discard";
    (*f)["dead"] = true;
    if (b.targets.size() >= 1) return false;
    b.targets.push_back(*f);
    b.recruits = true;
    if (may_proclaim)
      b.effects.push_back({{"op", "choose"},
                           {"choices", {json::array({{{"op", "recruit"}, {"proclaim", true}}}),
                                        json::array({{{"op", "recruit"}}})}}});
    else
      b.effects.push_back({{"op", "recruit"}});
    return true;
  }
  // CR20F "Additional Action": after this action resolves (the player may
  // pass at that opportunity, so "you may" says nothing more).
  // In a Battle action, the round's actions are Battle actions: "an
  // additional Battle action" is one of them.
  if (std::string_view t = s; (eat(t, "You may take ") || eat(t, "Take ")) && eat(t, "an additional ") &&
                              (t == "action" || (b.battle_only && t == "Battle action"))) {
    b.effects.push_back({{"op", "additional_actions"}, {"amount", 1}});
    return true;
  }
  // "This Personality challenges a target enemy Personality [to a duel of
  // Force]. Destroy the loser." (also Bow, Dishonor; "the duel's loser"; the
  // winner's Honor first): the duel, its loser's consequence in it.
  // "Your target unbowed Personality challenges another player's target
  // Personality[, who may refuse]": the first target challenges the second.
  if (std::string_view t = s; (t.starts_with("This ") || t.starts_with("Your target ")) &&
                              t.find(" challenges ") != std::string_view::npos) {
    const std::size_t at = t.find(" challenges ");
    const bool by_target = t.starts_with("Your target ");
    std::string who =
        by_target ? "target" : self_ref("this" + std::string(t.substr(4, at - 4)), b.type);
    if (who.empty() || !b.targets.empty() || !b.effects.empty()) return false;
    if (by_target && (!add_target(b, "your" + std::string(t.substr(4, at - 4))) ||
                      b.targets[0].value("type", json::array()) != json::array({"Personality"})))
      return false;
    std::string_view target = t.substr(at + 12);
    const bool refusable =
        eat_suffix(target, ", who may refuse") || eat_suffix(target, " who may refuse");
    const bool force = eat_suffix(target, " to a duel of Force");
    const std::size_t had = b.targets.size();
    if (!add_target(b, target) || b.targets.size() != had + 1) return false;
    json e = {{"op", "duel"}, {"card", who}};
    if (force) e["stat"] = "force";
    if (refusable) e["refusable"] = true;
    b.duel_pending = static_cast<int>(b.effects.size());
    b.effects.push_back(e);
    return true;
  }
  if (b.duel_pending >= 0) {
    json& duel = b.effects[static_cast<std::size_t>(b.duel_pending)];
    // "He may refuse.", then "If he refuses, <his consequences>" (also
    // "If he does, ..."): what a refusal brings.
    if (s == "He may refuse" || s == "She may refuse" || s == "They may refuse") {
      if (duel.contains("refusable")) return false;
      duel["refusable"] = true;
      return true;
    }
    for (std::string_view head : {"If he refuses, ", "If she refuses, ", "If they refuse, ",
                                  "If he does, ", "If she does, ", "If they do, "})
      if (std::string_view t = s; eat(t, head)) {
        if (!duel.value("refusable", false) || duel.contains("refused")) return false;
        const std::string challenged = duel["card"] == "target" ? "target2" : "target";
        auto refusal = refusal_effects(t, challenged);
        if (!refusal) return false;
        duel["refused"] = *refusal;
        return true;
      }
    if (std::string_view t = s; eat(t, "The winner gains ") && eat_suffix(t, " Honor") && !duel.contains("winner_honor")) {
      auto n = number(t);
      if (!n || *n == 0) return false;
      duel["winner_honor"] = *n;
      return true;
    }
    for (auto [verb, loser] : {std::pair<std::string_view, std::string_view>{"Destroy the ", "destroy"},
                               {"Bow the ", "bow"},
                               {"Dishonor the ", "dishonor"}})
      if (std::string_view t = s; eat(t, verb) && (t == "loser" || t == "duel's loser")) {
        duel["loser"] = std::string(loser);
        b.duel_pending = -1;
        return true;
      }
    return false;  // the duel's loser first
  }
  if (s == "Take the Imperial Favor") {
    b.effects.push_back({{"op", "take_favor"}});
    return true;
  }
  if (s == "Discard your hand") {
    b.effects.push_back({{"op", "discard_hand"}});
    return true;
  }
  // An Interrupt's "the <designator> action cannot move Personalities":
  // only to actions of that designator (the rulebook's count with theirs).
  if (std::string_view t = s; b.interrupt && eat(t, "The ") && eat_suffix(t, "action cannot move Personalities")) {
    if (!t.empty()) {
      static constexpr std::string_view kKinds[] = {"Battle", "Engage", "Open", "Limited"};
      std::string kind;
      for (std::string_view k : kKinds)
        if (std::string_view w = t; eat(w, k) && w == " ") kind = std::string(k);
      if (kind.empty() || !b.interrupts.empty()) return false;
      b.interrupts = kind;
    }
    b.effects.push_back({{"op", "no_move_personalities"}});
    return true;
  }
  if (s == "Discard a card") {  // from the hand, of the player's choice
    b.effects.push_back({{"op", "discard_from_hand"}, {"amount", 1}});
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
  // "Move your target Personality at home to the current battlefield" (also
  // "Move to the current battlefield <target>", "Move him ...", "Move this
  // Personality ...").
  if (std::string_view t = s; eat(t, "Move to the current battlefield ") ||
                              (eat(t, "Move ") && eat_suffix(t, " to the current battlefield"))) {
    json e = {{"op", "move_to_battlefield"}};
    if (t.starts_with("this ")) {
      const std::string who = self_ref(t, b.type);
      if (who.empty()) return false;
      e["card"] = who;
    } else if (t == "him" || t == "her" || t == "them") {
      if (b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
    } else {
      if (!add_target(b, t)) return false;
      e = on_last_target(b, e);
    }
    b.effects.push_back(e);
    return true;
  }
  if (std::string_view t = s; eat(t, "Move home ") || (eat(t, "Move ") && eat_suffix(t, " home"))) {
    if (t.starts_with("this ")) {
      const std::string who = self_ref(t, b.type);
      if (who.empty()) return false;
      b.effects.push_back({{"op", "move_home"}, {"card", who}});
      return true;
    }
    if (t == "him" || t == "her" || t == "them") {  // "Move him home": the ability's one target
      if (b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
      b.effects.push_back({{"op", "move_home"}});
      return true;
    }
    if (!add_target(b, t)) return false;
    b.effects.push_back(on_last_target(b, {{"op", "move_home"}}));
    return true;
  }
  // "Bow the target if it is still in play" after an attack on the
  // rulebook's target: the attack's target (an effect on a card that has
  // left play does nothing, as targeting is carried out when it resolves).
  if (s == "Bow the target if it is still in play" || s == "Destroy the target if it is still in play") {
    bool attacked = false;
    for (const json& e : b.effects)
      attacked = attacked || e["op"] == "ranged_attack" || e["op"] == "melee_attack" || e["op"] == "fear";
    if (!attacked || !b.targets.empty()) return false;
    b.effects.push_back({{"op", s.starts_with("Bow") ? "bow" : "destroy"}});
    return true;
  }
  // "Reduce a target enemy Follower's Force by this Personality's Force":
  // the same as "Reduce the Force of ...".
  if (std::string_view t = s; eat(t, "Reduce ") && (t.find("'s Force by ") != std::string_view::npos ||
                                                   t.find("'s Chi by ") != std::string_view::npos)) {
    const bool chi = t.find("'s Chi by ") != std::string_view::npos;
    const std::size_t at = t.find(chi ? "'s Chi by " : "'s Force by ");
    const std::string rewritten = std::string(chi ? "Reduce the Chi of " : "Reduce the Force of ") +
                                  std::string(t.substr(0, at)) + " by " +
                                  std::string(t.substr(at + (chi ? 10 : 12)));
    if (t.substr(0, at).starts_with("this ")) return false;
    const std::size_t before = b.effects.size();
    return sentence_plain(rewritten, b) && b.effects.size() == before + 1;
  }
  // "Reduce the Force of a target enemy Follower by this Personality's
  // Chi": a Force penalty of that amount (also Chi).
  if (std::string_view t = s; eat(t, "Reduce the Force of ") || eat(t, "Reduce the Chi of ")) {
    const std::string op = s.starts_with("Reduce the Force") ? "force" : "chi";
    const std::size_t by = t.rfind(" by ");
    if (by == std::string_view::npos || !add_target(b, t.substr(0, by))) return false;
    if (auto n = number(t.substr(by + 4))) {  // "by 2"
      if (*n == 0) return false;
      b.effects.push_back(on_last_target(b, {{"op", op}, {"amount", -*n}}));
      return true;
    }
    auto a = stat_amount(t.substr(by + 4), b);
    if (!a) return false;
    (*a)["times"] = -1;
    b.effects.push_back(on_last_target(b, {{"op", op}, {"amount", *a}}));
    return true;
  }
  // "Give him -2F/-2C" in a later sentence: the ability's one target.
  if (std::string_view t = s; eat(t, "Give ") && (eat(t, "him ") || eat(t, "her ") || eat(t, "it "))) {
    auto bonuses = bonus_list(t);
    if (!bonuses || b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
    for (auto& [stat, n] : *bonuses) b.effects.push_back({{"op", stat}, {"amount", n}});
    return true;
  }
  if (std::string_view t = s; eat(t, "Give ") && (t.ends_with(" token") || t.ends_with(" tokens")))
    return give_tokens(t, b);
  if (std::string_view t = s; eat(t, "Give ")) {
    eat_suffix(t, " (this turn)");  // the default duration, said again
    // "a Force bonus equal to his Personal Honor", "a Chi penalty equal to ...".
    for (auto [what, op, sign] : {std::tuple<std::string_view, std::string_view, int>{" a Force bonus equal to ", "force", 1},
                                  {" a Force penalty equal to ", "force", -1},
                                  {" a Chi bonus equal to ", "chi", 1},
                                  {" a Chi penalty equal to ", "chi", -1}}) {
      const std::size_t at = t.find(what);
      if (at == std::string_view::npos) continue;
      if (!add_target(b, t.substr(0, at))) return false;
      auto a = stat_amount(t.substr(at + what.size()), b);
      if (!a) return false;
      if (sign < 0) (*a)["times"] = -1;
      b.effects.push_back(on_last_target(b, {{"op", op}, {"amount", *a}}));
      return true;
    }
    if (t.starts_with("each ")) return give_each(t, b);
    const std::size_t sp = t.rfind(' ');
    if (sp == std::string_view::npos) return false;
    // "Give this Shugenja +3F": the card itself (on a Spell, its caster).
    std::string self;
    if (t.starts_with("this ")) {
      self = self_ref(t.substr(0, sp), b.type);
      if (self.empty()) return false;
    }
    auto list = bonus_list(t.substr(sp + 1));
    if (!list) return false;
    const auto& bonuses = *list;
    if (!self.empty()) {
      for (auto& [stat, n] : bonuses) b.effects.push_back({{"op", stat}, {"amount", n}, {"card", self}});
      return true;
    }
    if (!add_target(b, t.substr(0, sp))) return false;
    for (auto& [stat, n] : bonuses) b.effects.push_back(on_last_target(b, {{"op", stat}, {"amount", n}}));
    return true;
  }
  static constexpr std::pair<std::string_view, std::string_view> kVerbs[] = {
      {"Bow ", "bow"},           {"Straighten ", "straighten"}, {"Destroy ", "destroy"},
      {"Dishonor ", "dishonor"}, {"Rehonor ", "rehonor"},
  };
  // "Target your unbowed Samurai.", "Target a Personality.", "Target another
  // player's Personality.": a target chosen first (CR20F Good Faith: it must
  // exist), which later sentences act on.
  if (std::string_view t = s; eat(t, "Target ") && t.find(':') == std::string_view::npos) {
    if (eat(t, "your ")) return add_target(b, "your target " + std::string(t));
    if (eat(t, "an ") || eat(t, "a ")) return add_target(b, "a target " + std::string(t));
    if (eat(t, "another player's ")) return add_target(b, "another player's target " + std::string(t));
    return false;
  }
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
    // "Give it -2F": the bonuses to the target.
    for (std::string_view give : {"Give it ", "Give him ", "Give her ", "Give the target "})
      if (std::string_view g = rest; eat(g, give)) {
        auto bonuses = bonus_list(g);
        if (!bonuses || !add_target(b, rewritten)) return false;
        for (auto& [stat, n] : *bonuses) b.effects.push_back(on_last_target(b, {{"op", stat}, {"amount", n}}));
        return true;
      }
    std::string_view op;
    if (rest == "Move him home" || rest == "Move it home") op = "move_home";
    for (std::string_view pronoun : {" it", " him", " the target"})
      if (std::string_view v = rest; eat_suffix(v, pronoun))
        for (auto& [verb, vop] : kVerbs)
          if (v == verb.substr(0, verb.size() - 1)) op = vop;
    if (op.empty() || !add_target(b, rewritten)) return false;
    b.effects.push_back(on_last_target(b, {{"op", op}}));
    return true;
  }
  for (auto& [verb, op] : kVerbs) {
    if (std::string_view t = s; eat(t, verb)) {
      // "Straighten this Personality", "Destroy this Holding": the card the
      // ability is on (on an attachment, "this Personality" is its bearer).
      if (t.starts_with("this ")) {
        const std::string who = self_ref(t, b.type);
        if (who.empty()) return false;
        b.effects.push_back({{"op", op}, {"card", who}});
        return true;
      }
      // "Destroy him": the ability's one target.
      if (t == "him" || t == "her" || t == "it" || t == "them") {
        if (b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
        b.effects.push_back({{"op", op}});
        return true;
      }
      // "Straighten his unit": the one target and everything attached to it.
      if (t == "his unit" || t == "her unit" || t == "their unit") {
        if (b.targets.size() != 1 || b.targets[0].value("player", false) || (op != "bow" && op != "straighten"))
          return false;
        b.effects.push_back({{"op", op}, {"unit", true}});
        return true;
      }
      // "Straighten a target Personality's unit".
      const bool unit = (op == "bow" || op == "straighten") && eat_suffix(t, "'s unit");
      if (!add_target(b, t)) return false;
      json e = on_last_target(b, {{"op", op}});
      if (unit) e["unit"] = true;
      b.effects.push_back(e);
      return true;
    }
  }
  return false;
}

// "Any number of times per turn, ..." (the Repeatable keyword's meaning) and
// "Twice per turn: ..." (`per_turn`) before an ability's effects. The text
// after them, capitalized, goes to `rest`; false when nothing follows.
bool uses_per_turn(std::string_view body, json& a, std::string& rest) {
  int times = 0;
  if (eat(body, "Any number of times per turn"))
    times = -1;
  else if (eat(body, "Twice per turn"))
    times = 2;
  else if (eat(body, "Three times per turn"))
    times = 3;
  else if (auto per = holding_times_per_turn(body)) {
    if (body.empty()) return false;
    a["per_turn"] = *per;
    rest = std::string(body);
    rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
    return true;
  } else
    return true;
  if ((!eat(body, ", ") && !eat(body, ": ")) || body.empty()) return false;
  if (times < 0) {
    json keywords = a.value("keywords", json::array());
    if (std::find(keywords.begin(), keywords.end(), "Repeatable") == keywords.end()) keywords.push_back("Repeatable");
    a["keywords"] = keywords;
  } else {
    a["per_turn"] = times;
  }
  rest = std::string(body);
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  return true;
}

// A cost written before the effects, "<cost>: <effects>": "Bow this card",
// "Destroy this card", "Pay 2 Gold", "Discard a card". Removes it from
// `body`; nullopt (and `body` unchanged) when there is none.
std::optional<json> cost_phrase(std::string_view& body, CardType type) {
  const std::size_t colon = body.find(": ");
  if (colon == std::string_view::npos) return std::nullopt;
  std::string_view c = body.substr(0, colon);
  auto one = [&](std::string_view c1) -> json {
    if (std::string_view w = c1; eat(w, "Bow this ")) {
      const std::string who = self_ref("this " + std::string(w), type);
      if (who.empty()) return nullptr;
      return {{"bow", who}};
    }
    if (c1 == "Destroy this card") return {{"destroy", "self"}};
    if (c1 == "Bow your Stronghold") return {{"bow", "your_stronghold"}};
    if (c1 == "Discard the Imperial Favor") return {{"discard_favor", true}};
    if (c1 == "Discard a card") return {{"discard", 1}};
    // "Discard your hand (even if empty)": an empty hand pays it too.
    if (std::string_view h = c1; eat(h, "Discard your hand ") && h == "(even if empty)")
      return {{"discard_hand", true}};
    if (std::string_view g = c1; eat(g, "Pay ") && eat_suffix(g, " Gold")) {
      auto n = number(g);
      if (!n || *n == 0) return nullptr;
      return {{"gold", *n}};
    }
    return nullptr;
  };
  json cost;
  if (c.find(", ") != std::string_view::npos) {
    // "Bow this Shugenja, destroy this card, and discard your hand": each
    // is a cost, paid in that order.
    cost = json::array();
    std::string_view rest = c;
    while (!rest.empty()) {
      const std::size_t comma = rest.find(", ");
      std::string item(rest.substr(0, comma));
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 2);
      if (item.starts_with("and ")) {
        if (!rest.empty()) return std::nullopt;  // "and" starts the last one only
        item.erase(0, 4);
      }
      if (item.empty()) return std::nullopt;
      item[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(item[0])));
      json x = one(item);
      if (x.is_null()) return std::nullopt;
      cost.push_back(x);
    }
    if (cost.size() < 3) return std::nullopt;  // "A, B, and C"
  } else {
    cost = one(c);
    if (cost.is_null()) return std::nullopt;
  }
  body.remove_prefix(colon + 2);
  return cost;
}

// "If it is not your turn, target a Samurai.": a condition on choosing
// the ability's first target is one on using the ability (the format's
// "if"). The sentence without it goes to `rest`; false when the condition
// is on anything but targeting.
bool turn_condition(std::string_view s, Body& b, std::string& rest) {
  std::string_view t = s;
  if (eat(t, "If it is not your turn, "))
    b.turn = "not_your_turn";
  else if (eat(t, "If it is your turn, "))
    b.turn = "your_turn";
  else
    return true;
  // "target a Personality", "straighten a target Personality's unit".
  if (!t.starts_with("target ") && t.find(" target ") == std::string_view::npos) return false;
  rest = std::string(t);
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  return true;
}

// "If you control a Courtier or Magistrate, ..." and "If he would be
// opposed, move ..." starting an ability's effects (CR20F Good Faith: the
// ability's "if"). The sentence without it, capitalized, goes to `rest`;
// nullopt when the sentence has no such condition, false when it has one
// that is not read.
std::optional<bool> effects_condition(std::string_view s, Body& b, std::string& rest) {
  if (auto r = person_condition(s, b, rest)) return r;  // "If A or B, ..."
  if (auto r = outnumber_condition(s, b, rest)) return r;  // "If your army is outnumbered, ..."
  if (auto r = targets_condition(s, b, rest)) return r;  // "If you control an opposed unit at ..."
  std::string_view t = s;
  // A Ring's play ability (CR20F "Ring"): "Play if you have two or fewer
  // Rings in play" (also "control"): puts itself into play from the hand.
  if (b.type == CardType::Ring && eat(t, "Play if you ")) {
    if (!eat(t, "have ") && !eat(t, "control ")) return false;
    static constexpr std::pair<std::string_view, int> kCounts[] = {
        {"no ", 0}, {"one ", 1}, {"two ", 2}, {"three ", 3}, {"four ", 4}};
    int n = -1;
    for (auto [w, v] : kCounts)
      if (eat(t, w)) n = v;
    if (n < 0 || !eat(t, "or fewer Rings") || !(t.empty() || t == " in play")) return false;
    b.play_self = true;
    b.cond = {{"you_control", {{"at_most", n}}}, {"type", "Ring"}};
    b.effects.push_back({{"op", "play_self"}});
    rest.clear();
    return true;
  }
  // "If this Personality is opposed, ..." (also attacking, defending, "a
  // Shugenja"): a condition on the card itself; "him" after it is that
  // card.
  if (std::string_view w = t; eat(w, "If this ") && w.find(" is ") < w.find(", ") &&
                              w.find(", ") != std::string_view::npos &&
                              !self_ref("this " + std::string(w.substr(0, w.find(" is "))), b.type).empty()) {
    const std::size_t is = w.find(" is ");
    const std::size_t comma = w.find(", ");
    const std::string phrase = "this " + std::string(w.substr(0, is));
    const std::string who = self_ref(phrase, b.type);
    if (who != "self" && who != "this_personality") return false;  // the card itself, or a Spell's caster
    std::string_view state = w.substr(is + 4, comma - is - 4);
    json cond = {{"card", who}};
    if (state == "attacking" || state == "defending" || state == "opposed") {
      cond[std::string(state)] = true;
    } else if (auto element = b2_element(state)) {  // "is :air:", "is Air"
      cond["keywords"] = {*element};
    } else {
      if (!(eat(state, "a ") || eat(state, "an "))) return false;
      auto f = target_phrase("a target " + std::string(state));  // one or more keywords, no type
      if (!f || f->size() != 1 || !f->contains("keywords")) return false;
      cond["keywords"] = (*f)["keywords"];
    }
    b.cond = cond;
    std::string r(w.substr(comma + 2));
    for (std::string_view verb : {"give ", "straighten ", "bow ", "move "})
      for (std::string_view pronoun : {"him", "her", "them"})
        if (std::string_view v = r; eat(v, verb) && eat(v, pronoun) && (v.empty() || v[0] == ' '))
          r = std::string(verb) + phrase + std::string(v);
    if (r.empty()) return false;
    rest = r;
    rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
    return true;
  }
  if (eat(t, "If you control a ") || eat(t, "If you control an ")) {
    const std::size_t comma = t.find(", ");
    if (comma == std::string_view::npos) return false;
    auto f = target_phrase("your target " + std::string(t.substr(0, comma)));
    if (!f || f->size() < 2 || f->contains("location")) return false;  // a kind of card, anywhere in play
    f->erase("controller");
    json cond = {{"you_control", {{"at_least", 1}}}};
    cond.update(*f);
    b.cond = cond;
    t.remove_prefix(comma + 2);
  } else if (eat(t, "If he would be opposed, ") || eat(t, "If she would be opposed, ") ||
             eat(t, "If they would be opposed, ") || eat(t, "If he or she would be opposed, ") ||
             eat(t, "If this Personality would be opposed, ")) {
    // The card is the one the move acts on (checked by the caller); "this
    // Personality" must be that card itself.
    b.opposed_pending = true;
    if (s.starts_with("If this Personality ")) {
      // "If Kenzo would be opposed, move him to ...": himself.
      if (!(eat(t, "move him ") || eat(t, "move her ")) && !eat(t, "move this Personality ")) return false;
      rest = "Move this Personality " + std::string(t);
      return true;
    }
  } else {
    return std::nullopt;
  }
  if (t.empty()) return false;
  rest = std::string(t);
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  return true;
}

// "Bow this Shugenja to make a Ranged 3 Attack.": bowing the card (on a
// Spell, its caster) is made the cost of what follows "to". CR20F "To"
// makes Y depend on X happening, which a cost gives too; the two small
// differences are in docs/rules-interpretations.md. The rest, as a
// sentence, goes to `storage`.
std::optional<json> bow_to_cost(std::string_view body, CardType type, std::string& storage) {
  std::string who;
  std::string_view rest;
  json cost;
  if (eat(body, "Bow your Stronghold to ")) {  // "Bow your Stronghold to draw a card."
    who = "your_stronghold";
    rest = body;
  } else if (eat(body, "Discard a card to ")) {  // of the player's choice, from his hand
    cost = {{"discard", 1}};
    rest = body;
  } else if (auto kinds = b2_discard_to(body, type)) {  // "Discard a Kiho or a Spell from your hand to ..."
    cost = {{"discard", kinds->first}};
    rest = kinds->second;
  } else if (eat(body, "Discard the Imperial Favor to ")) {
    cost = {{"discard_favor", true}};
    rest = body;
  } else if (std::string_view ds = body; eat(ds, "Destroy this ") && ds.find(" to ") != std::string_view::npos &&
                                         self_ref("this " + std::string(ds.substr(0, ds.find(" to "))), type) ==
                                             "self") {
    // "Destroy this Holding to bow a target Follower": the card itself.
    cost = {{"destroy", "self"}};
    rest = ds.substr(ds.find(" to ") + 4);
  } else {
    if (!eat(body, "Bow this ")) return std::nullopt;
    const std::size_t to = body.find(" to ");
    if (to == std::string_view::npos) return std::nullopt;
    std::string_view bowed = body.substr(0, to);
    // "Bow this Shugenja and destroy this Spell to ...": both are costs.
    bool destroys = false;
    if (const std::size_t d = bowed.find(" and destroy "); d != std::string_view::npos) {
      if (self_ref(bowed.substr(d + 13), type) != "self") return std::nullopt;
      destroys = true;
      bowed = bowed.substr(0, d);
    }
    who = self_ref("this " + std::string(bowed), type);
    rest = body.substr(to + 4);
    if (destroys && !who.empty() && who != "self")
      cost = json::array({{{"bow", who}}, {{"destroy", "self"}}});
    else if (destroys)
      return std::nullopt;
  }
  if (who.empty() && cost.is_null()) return std::nullopt;
  eat(rest, "make a ") || eat(rest, "make an ");  // "make a Ranged 2 Attack"
  if (rest.empty()) return std::nullopt;
  storage = std::string(rest);
  storage[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(storage[0])));
  if (!cost.is_null()) return cost;
  return json{{"bow", who}};
}

// "Ranged 2 Attack. (Destroy a target enemy Follower, ...)": the rulebook's
// reminder of an attack's or Fear's target as a sentence of its own, dropped
// like the one inside the attack's sentence (without_reminder).
std::string_view without_attack_reminder(std::string_view body) {
  if (!body.ends_with(")") && !body.ends_with(").")) return body;
  const std::size_t open = body.rfind(". (");
  if (open == std::string_view::npos) return body;
  const std::string_view reminder = body.substr(open + 3);
  if (!reminder.starts_with("Destroy a target enemy Follower") && !reminder.starts_with("Bow a target enemy Follower"))
    return body;
  const std::string_view before = body.substr(0, open);
  const std::size_t start = before.rfind(". ");
  const std::string_view last = start == std::string_view::npos ? before : before.substr(start + 2);
  const bool attack = last.ends_with(" Attack") || last.starts_with("Fear ") || last.starts_with(":fear: ") ||
                      last.starts_with(":ranged: ") || last.starts_with(":melee: ");
  return attack ? body.substr(0, open + 1) : body;
}

// keywords.md "Performing": an Onyx text's "your performing X" is the
// Personality of yours that the action targets in its constraints; so
// "Target your performing X" and "your target performing X" say "Target your
// X" and "your target X", and "Bow your performing X" says "your target X".
// "Choose your performing X" (chosen, not targeted) is left as it is.
std::string without_performing(std::string_view body) {
  std::string s(body);
  const auto replace_all = [&s](std::string_view from, std::string_view to) {
    for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
      s.replace(at, from.size(), to);
  };
  // "Target your performing X to do Y." names the performer, then its deed.
  for (std::size_t at = s.find("Target your performing "); at != std::string::npos;
       at = s.find("Target your performing ", at + 1)) {
    const std::size_t to = s.find(" to ", at), stop = s.find('.', at);
    if (to == std::string::npos || to > stop || to + 4 >= s.size()) continue;
    s.replace(to, 4, ". ");
    s[to + 2] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[to + 2])));
  }
  replace_all("Target your performing ", "Target your ");
  replace_all("your target performing ", "your target ");
  if (s.find("hoose your performing ") == std::string::npos) replace_all("your performing ", "your target ");
  return s;
}

bool ability(std::string_view part, CardType type, CompiledText& out) {
  std::string body_storage;
  auto h = parse_ability_header(part);
  if (!h) return false;
  json a = json::object();
  if (h->designators.size() == 1)
    a["designator"] = h->designators[0];
  else
    a["designator"] = h->designators;
  if (!h->keywords.empty()) a["keywords"] = h->keywords;
  json costs = json::array();
  bool gold_of_recruit = false;  // ":gstar:": the Gold of what it Recruits
  for (const std::string& icon : h->icons) {
    if ((icon == "gstar" || icon == "X") && !gold_of_recruit) {  // ":X:" is Onyx's (keywords.md)
      gold_of_recruit = true;
      costs.push_back({{"gold_of_recruit", true}});
    } else if (icon == "bow") {
      costs.push_back({{"bow", "self"}});
    } else if (icon.starts_with("bow|g") && number(std::string_view(icon).substr(5))) {
      costs.push_back({{"bow_or_gold", *number(std::string_view(icon).substr(5))}});  // ":bow: or :g2:"
    } else if (icon == "favor") {  // keywords.md "Lobby": the Favor icon as a cost discards it
      costs.push_back({{"discard_favor", true}});
    } else if (icon.size() > 1 && icon[0] == 'g' && number(std::string_view(icon).substr(1))) {
      costs.push_back({{"gold", *number(std::string_view(icon).substr(1))}});
    } else {
      return false;  // ":gstar:" and other icons: no fixed cost to state
    }
  }
  std::string_view body = part.substr(h->length);
  // A "(Tireless actions ...)" or "(... Dynasty actions ...)" reminder at the
  // end restates a header keyword's or designator's rules: nothing to run.
  if (body.ends_with(")") || body.ends_with(").")) {
    const std::size_t open = body.rfind('(');
    const std::size_t close = body.rfind(')');
    std::vector<std::string> words = h->keywords;
    words.insert(words.end(), h->designators.begin(), h->designators.end());
    for (const std::string& k : words) {
      // "... Unstoppable actions." too: the reminder's own full stop.
      if (open == std::string_view::npos || close < open ||
          (body.substr(open, close - open).find(k + " actions ") == std::string_view::npos &&
           !body.substr(open, close - open).ends_with(" " + k + " actions.")))
        continue;
      std::string_view before = body.substr(0, open);
      while (before.ends_with(" ")) before.remove_suffix(1);
      body_storage = std::string(before) + (before.ends_with(".") ? "" : ".");
      break;
    }
  }
  if (!body_storage.empty()) body = body_storage;
  body = without_attack_reminder(body);
  std::string performing_storage;
  if (body.find(" performing ") != std::string_view::npos) {
    performing_storage = without_performing(body);
    body = performing_storage;
  }
  std::string per_turn_storage, to_storage;
  if (!uses_per_turn(body, a, per_turn_storage)) return false;
  if (!per_turn_storage.empty()) body = per_turn_storage;
  if (auto c = cost_phrase(body, type)) {
    if (c->is_array())
      for (const json& one : *c) costs.push_back(one);
    else
      costs.push_back(*c);
  } else if (auto c2 = bow_to_cost(body, type, to_storage)) {
    if (c2->is_array())
      for (const json& one : *c2) costs.push_back(one);
    else
      costs.push_back(*c2);
    body = to_storage;
  } else if (auto c3 = follower_cost(body, type, to_storage)) {
    costs.push_back(*c3);
    body = to_storage;
  }
  if (!costs.empty()) a["costs"] = costs;
  auto ss = sentences(body);
  if (!ss) return false;
  Body b;
  b.type = type;
  b.keywords = h->keywords;
  b.interrupt = a["designator"] == "Interrupt";
  b.battle_only = a["designator"] == "Battle";
  for (const json& c : costs)
    if (c.contains("discard")) b.discarded = true;
  std::string first;
  if (!turn_condition((*ss)[0], b, first)) return false;
  if (!first.empty()) (*ss)[0] = first;
  // "If the action is yours, ...": an Interrupt used only to its player's
  // own action (the condition starts the effects: CR20F Good Faith).
  if (std::string_view t = (*ss)[0]; b.interrupt && first.empty() && eat(t, "If the action is yours, ") && !t.empty()) {
    b.your_action = true;
    first = std::string(t);
    first[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(first[0])));
    (*ss)[0] = first;
  }
  std::string cond_storage;
  if (!first.empty() || !b.turn.empty() || b.your_action) {
    // one condition at a time
  } else if (auto rest = effects_condition((*ss)[0], b, cond_storage)) {
    if (!*rest) return false;
    if (cond_storage.empty())
      ss->erase(ss->begin());  // the sentence was all condition (a Ring's "Play if ...")
    else
      (*ss)[0] = cond_storage;
  }
  for (std::size_t i = 0; i < ss->size(); ++i) {
    const std::size_t before = b.effects.size();
    if (!sentence((*ss)[i], b)) return false;
    // "If he would be opposed, move him ...": the card the move is on.
    if (i == 0 && b.opposed_pending && !b.play_self) {
      // "If they would be opposed, Recruit your target ...": the target.
      if (b.effects.size() == before + 1 && b.effects[before]["op"] == "recruit" && b.targets.size() == 1 &&
          b.targets[0].value("controller", "") == "you" && !b.effects[before].contains("card")) {
        b.cond = {{"card", "target"}, {"would_be_opposed", true}};
        if (b.targets[0].contains("zone")) b.cond["zone"] = b.targets[0]["zone"];  // a dead one
        b.opposed_pending = false;
        continue;
      }
      if (b.effects.size() != before + 1 || b.effects[before]["op"] != "move_to_battlefield") return false;
      const std::string who = b.effects[before].value("card", "target");
      if (who != "target" && who != "self" && who != "this_personality") return false;
      b.cond = {{"card", who}, {"would_be_opposed", true}};
      b.opposed_pending = false;
    }
  }
  if (b.effects.empty() || b.terrain_pending || b.duel_pending >= 0 || b.kata_pending ||
      b.search_pending >= 0)
    return false;
  if (!b.turn.empty() + b.no_terrain_here + b.your_action + !b.cond.is_null() > 1) return false;  // one condition at a time
  if (!b.cond.is_null()) a["if"] = b.cond;
  if (!b.turn.empty()) a["if"] = b.turn;
  if (b.play_self) {
    if (!costs.empty()) return false;  // a Ring's play ability costs nothing but the action
    a["play_from_hand"] = true;
  }
  // "Battle|Engage": an Interrupt to either (text_compile_a2.cpp).
  for (std::string_view k = b.interrupts; !k.empty(); k = k.find('|') == k.npos ? "" : k.substr(k.find('|') + 1))
    a["interrupts"].push_back(std::string(k.substr(0, k.find('|'))));
  if (!b.interrupts_attacks.is_null()) a["interrupts_attacks"] = b.interrupts_attacks;
  if (b.no_terrain_here) a["if"] = "no_terrain_here";
  if (b.your_action) a["if"] = "your_action";
  // The attack and Fear primitives take the rulebook's target only when the
  // ability has no other (or as its second target, attack_effect); a card
  // that names one before the attack says more than we can.
  for (auto& e : b.effects) {
    const auto op = e["op"].get<std::string>();
    if ((op == "ranged_attack" || op == "melee_attack" || op == "fear") && !b.targets.empty() &&
        !e.contains("card"))
      return false;
  }
  // ":gstar:" pays for a Recruit; in an action that Recruits nothing, it is
  // any amount of Gold (keywords.md "Onyx icons"), which its targets or
  // effects must then read (`gold_any`, Amount "gold_paid").
  if (gold_of_recruit && !b.recruits) {
    const std::string said = b.targets.dump() + b.effects.dump();
    if (said.find("\"gold_paid\"") == std::string::npos) return false;
    for (json& c : costs)
      if (c.contains("gold_of_recruit")) c = {{"gold_any", true}};
    a["costs"] = costs;
  }
  if (!b.targets.empty()) a["targets"] = b.targets;
  if (!b.interrupting.is_null()) {
    if (a["designator"] != "Interrupt") return false;
    a["interrupting"] = b.interrupting;
  }
  // "card_triggers": triggered traits of the card a sentence of the ability
  // says ("after this Terrain is destroyed, ...": text_compile_strategy.cpp).
  json card_triggers = json::array();
  for (auto& [k, v] : b.extra.items())
    if (k == "card_triggers") {
      card_triggers = v;
    } else if (k == "add_costs") {
      // "Destroy this card and target ...": costs a sentence names (text_compile_spells.cpp).
      json more = a.value("costs", json::array());
      for (const json& c : v) more.push_back(c);
      a["costs"] = more;
    } else if (k == "add_keywords") {
      // "This is a Ninja action": keywords the body adds to the header's.
      json keywords = a.value("keywords", json::array());
      for (const json& w : v)
        if (std::find(keywords.begin(), keywords.end(), w) == keywords.end()) keywords.push_back(w);
      a["keywords"] = keywords;
    } else {
      a[k] = v;
    }
  a["effects"] = b.effects;
  auto parsed = checked<Ability>(json::array({a}), parse_abilities);
  if (!parsed) return false;
  std::optional<std::vector<Trigger>> parsed_triggers;
  if (!card_triggers.empty()) {
    parsed_triggers = checked<Trigger>(card_triggers, parse_triggers);
    if (!parsed_triggers) return false;
  }
  out.json["abilities"].push_back(a);
  out.abilities.push_back((*parsed)[0]);
  for (std::size_t i = 0; parsed_triggers && i < parsed_triggers->size(); ++i) {
    out.json["triggers"].push_back(card_triggers[i]);
    out.triggers.push_back((*parsed_triggers)[i]);
  }
  return true;
}

std::optional<json> you_are_clan(std::string_view clan) {
  static constexpr std::string_view kClans[] = {"Crab",    "Crane",   "Dragon",   "Lion",
                                                "Mantis",  "Phoenix", "Scorpion", "Spider",
                                                "Unicorn", "Naga"};
  for (std::string_view c : kClans)
    if (clan == c) return json{{"card", "your_stronghold"}, {"keywords", {std::string(c) + " Clan"}}};
  return std::nullopt;
}

// Adds traits written as ability data to the compiled card, all or none
// (false when the format refuses one, or when there are none: "This
// Personality has ." says nothing and stays manual).
bool append_traits(const json& list, CompiledText& out) {
  if (list.empty()) return false;
  auto parsed = checked<Trait>(list, parse_traits);
  if (!parsed) return false;
  for (std::size_t i = 0; i < list.size(); ++i) {
    out.json["traits"].push_back(list[i]);
    out.traits.push_back((*parsed)[i]);
  }
  return true;
}

// A Follower's bonus "while attached to a Ratling", "while this Personality
// is a Tactician" (or "is dishonorable"): a condition on the Personality it
// is attached to. Removes it from `t`; false when it names what a target
// phrase cannot say.
bool bearer_condition(std::string_view& t, json& cond) {
  for (std::string_view w : {" while attached to ", " while this Personality is "}) {
    const std::size_t at = t.find(w);
    if (at == std::string_view::npos) continue;
    const std::string_view what = t.substr(at + w.size());
    json f;
    if (what == "dishonorable") {
      f = {{"dishonorable", true}};
    } else {
      auto phrase = attach_phrase(what);
      if (!phrase || !(what.starts_with("a ") || what.starts_with("an "))) return false;
      f = *phrase;
    }
    f["card"] = "this_personality";
    cond = f;
    t = t.substr(0, at);
    return true;
  }
  return true;  // no condition
}

// "This Follower has +2F [while defending].": the Follower's own Force (a
// Follower has no Chi or Personal Honor to change).
bool follower_bonus(std::string_view t, const json& cond, CompiledText& out) {
  auto bonus = stat_bonus(t);
  if (!bonus || bonus->first != "force") return false;
  json j = {{"stat", "force"}, {"amount", bonus->second}, {"card", "self"}};
  if (!cond.is_null()) j["while"] = cond;
  return append_traits(json::array({j}), out);
}

// "This Personality has +1PH." / "... has Conqueror." / "... has +1F/+1C
// while he has a Spell.": on a Personality, the Personality himself; on an
// attachment, the Personality it is attached to (the format's default
// subject, "this_personality", means both).
bool trait(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Personality && type != CardType::Follower && type != CardType::Item &&
      type != CardType::Spell)
    return false;
  // On a Spell "this Shugenja" is its caster; a Follower's own Force is "this Follower's".
  std::string who = "this_personality";
  if (!eat(t, "This Personality has ") && !(type == CardType::Spell && eat(t, "This Shugenja has "))) {
    // The older printing calls the Follower "this card".
    if (type != CardType::Follower || (!eat(t, "This Follower has ") && !eat(t, "This card has "))) return false;
    who = "self";
  }
  if (!eat_suffix(t, ".")) return false;
  json cond;
  for (std::string_view pronoun : {" while he has a ", " while she has a ", " while they have a "}) {
    const std::size_t at = t.find(pronoun);
    if (at == std::string_view::npos) continue;
    std::string_view kind = t.substr(at + pronoun.size());
    if (who == "self" || (kind != "Spell" && kind != "Follower" && kind != "Item")) return false;
    cond = {{"card", "this_personality"}, {"has_attached", {std::string(kind)}}};
    t = t.substr(0, at);
  }
  for (std::string_view army : {"attacking", "defending", "opposed"})
    if (std::string_view w = t; cond.is_null() && eat_suffix(w, army) && eat_suffix(w, " while ")) {
      cond = {{"card", who}, {std::string(army), true}};
      t = w;
    }
  if (who == "self") {
    if (cond.is_null() && !bearer_condition(t, cond)) return false;
    return follower_bonus(t, cond, out);
  }
  // "This Personality has Cavalry.": a keyword with rules, granted as if
  // printed (CR20F "Keywords"); a reminder of its rules may follow.
  static constexpr std::string_view kGranted[] = {"Cavalry", "Tactician", "Conqueror", "Resilient",
                                                  "Expendable", "Elite", "Naval", "Duelist", "Kensai"};
  std::string_view granted;
  for (std::string_view k : kGranted)
    if (std::string_view w = t; eat(w, k) && (w.empty() || (w.starts_with(" (") && w.ends_with(")")))) granted = k;
  if (std::string_view m = t; cond.is_null() && (eat(m, "a minimum Chi of ") || eat(m, "a minimum Force of "))) {
    auto n = number(m);
    if (!n) return false;
    json j = {{"stat", t.starts_with("a minimum Chi") ? "chi" : "force"}, {"minimum", *n}};
    auto parsed = checked<Trait>(json::array({j}), parse_traits);
    if (!parsed) return false;
    out.json["traits"].push_back(j);
    out.traits.push_back((*parsed)[0]);
    return true;
  }
  json list = json::array();
  if (!granted.empty()) {
    if (!cond.is_null()) return false;
    list.push_back({{"keyword", std::string(granted)}});
  } else {
    // "+1F", "+1F/+1C", "+2F and +1PH".
    while (!t.empty()) {
      std::size_t end = t.find('/');
      std::size_t next = end == std::string_view::npos ? t.size() : end + 1;
      if (const std::size_t a = t.find(" and "); a < end) {
        end = a;
        next = a + 5;
      }
      auto bonus = stat_bonus(t.substr(0, end));
      if (!bonus) return false;
      json j = {{"stat", bonus->first}, {"amount", bonus->second}};
      if (!cond.is_null()) j["while"] = cond;
      list.push_back(j);
      t = next >= t.size() ? std::string_view() : t.substr(next);
    }
  }
  return append_traits(list, out);
}

// "Crab Clan Personalities", "Personalities and Followers without
// attachments", "Commanders": the group's head nouns in the singular
// ("Personality or Follower"), its qualifiers as written, for target_phrase.
std::optional<std::string> singular_group(std::string_view group) {
  std::string out;
  bool head = true;  // before "with", "without", "at"
  std::size_t i = 0;
  while (i < group.size()) {
    std::size_t e = group.find(' ', i);
    if (e == std::string_view::npos) e = group.size();
    std::string w(group.substr(i, e - i));
    i = e + 1;
    if (w == "with" || w == "without" || w == "at") head = false;
    if (head) {
      if (w == "and") w = "or";  // "Personalities and Followers": each is either
      static constexpr std::pair<std::string_view, std::string_view> kPlurals[] = {
          {"Personalities", "Personality"}, {"Followers", "Follower"}, {"Items", "Item"},
          {"Spells", "Spell"},              {"Holdings", "Holding"}};
      bool type_word = false;
      for (auto [plural, one] : kPlurals)
        if (w == plural) {
          w = one;
          type_word = true;
        }
      // A keyword's plural ("Commanders", "Scouts"); "Samurai", "Shugenja"
      // and the like are their own plural.
      if (!type_word && w.size() > 3 && w.back() == 's' && w[w.size() - 2] != 's' &&
          std::isupper(static_cast<unsigned char>(w[0])))
        w.pop_back();
    }
    if (!out.empty()) out += ' ';
    out += w;
  }
  if (out.empty()) return std::nullopt;
  return out;
}

// The first word of a sentence about a group of every player's cards:
// a state ("Attacking Personalities") or the group itself; words that say
// which cards ("All", "Other", "Enemy") are no keyword and stay manual.
std::optional<json> everyones_group(std::string_view group) {
  static constexpr std::string_view kNotKeywords[] = {
      "All", "Other", "Each", "Every", "Any", "Enemy", "No", "The", "These", "Those", "Their", "His",
      "Her", "Its", "Both", "Non", "Only", "Friendly", "Opposing", "Dead", "Unique"};
  const std::string_view first = group.substr(0, group.find(' '));
  for (auto w : kNotKeywords)
    if (first == w) return std::nullopt;
  for (std::string_view state : {"Attacking", "Defending", "Opposed", "Unbowed", "Bowed", "Dishonorable"})
    if (first == state) {
      std::string lower(state);
      lower[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(lower[0])));
      return target_phrase("a target " + lower + std::string(group.substr(first.size())));
    }
  return target_phrase("a target " + std::string(group));
}

// One sentence "<group> have +N<stat>[ while <state>]" as stat traits on
// every matching card ("each"): "Your <kind>" are the controller's cards,
// a group without "Your" every player's. "at this battlefield" (a
// Terrain's: where it is) limits it to that location.
bool group_bonus(std::string_view t, bool terrain, json& list) {
  std::string state;
  for (std::string_view w : {"opposed", "attacking", "defending"})
    if (std::string_view v = t; eat_suffix(v, w) && eat_suffix(v, " while ")) {
      state = w;
      t = v;
    }
  const std::size_t have = t.find(" have ");
  if (have == std::string_view::npos) return false;
  std::string_view group = t.substr(0, have);
  const bool yours = eat(group, "Your ");
  bool here = false;
  if (eat_suffix(group, " at this battlefield")) {
    if (!terrain) return false;
    here = true;
  }
  auto words = singular_group(group);
  if (!words) return false;
  auto each = yours ? target_phrase("your target " + *words) : everyones_group(*words);
  if (!each || each->empty() || (yours && each->size() < 2)) return false;  // a kind of card
  if (!state.empty()) (*each)[state] = true;
  if (here) (*each)["location"] = "this_location";
  std::string_view rest = t.substr(have + 6);
  const std::size_t before = list.size();
  while (!rest.empty()) {
    std::size_t end = rest.find('/');
    std::size_t next = end == std::string_view::npos ? rest.size() : end + 1;
    if (const std::size_t a = rest.find(" and "); a < end) {
      end = a;
      next = a + 5;
    }
    auto bonus = stat_bonus(rest.substr(0, end));
    if (!bonus) return false;
    list.push_back({{"stat", bonus->first}, {"amount", bonus->second}, {"each", *each}});
    rest = next >= rest.size() ? std::string_view() : rest.substr(next);
  }
  return list.size() > before;
}

// Groups of cards get bonuses: "Your <kind> have +N<stat>", "<kind> have
// -NF" (everyone's), with an optional "while opposed" (also attacking,
// defending) and on a Terrain "at this battlefield"; several such sentences
// may share a line. A Strategy has traits only as a Terrain in play.
bool wide_trait(std::string_view part, CardType type, bool terrain, CompiledText& out) {
  if ((type == CardType::Strategy && !terrain) || type == CardType::Event || type == CardType::Ring ||
      type == CardType::Territory || type == CardType::Clock)
    return false;
  auto ss = sentences(part);
  if (!ss) return false;
  json list = json::array();
  for (std::string_view s : *ss)
    if (!group_bonus(s, terrain, list)) return false;
  return append_traits(list, out);
}

// "You have +1 maximum hand size." on a card in play; "Enters play
// unbowed." on a Holding; "After you Recruit this Holding from a Province,
// refill the Province face-up."
bool card_rule(std::string_view part, CardType type, CompiledText& out) {
  json j;
  const char* list = "traits";
  if (std::string_view t = part; eat(t, "You have ") && eat_suffix(t, " maximum hand size.")) {
    if (type == CardType::Strategy || type == CardType::Event || type == CardType::Sensei) return false;
    if (t.size() < 2 || (t[0] != '+' && t[0] != '-')) return false;
    auto n = number(t.substr(1));
    if (!n || *n == 0) return false;
    j = {{"hand_size", t[0] == '-' ? -*n : *n}};
  } else if (std::string_view a = part; type == CardType::Personality &&
                                          (eat(a, "Cannot attach ") || eat(a, "Will not attach ")) &&
                                          eat_suffix(a, ".")) {
    // "Cannot attach Armor or Followers.": one trait for each kind of card.
    json refused = json::array();
    while (!a.empty()) {
      std::size_t end = a.find(", ");
      std::size_t next = end == std::string_view::npos ? a.size() : end + 2;
      if (const std::size_t o = a.find(" or "); o < end) {
        end = o;
        next = o + 4;
      }
      const std::string_view w = a.substr(0, end);
      if (w == "cards")  // every kind of attachment
        refused.push_back({{"refuses_attach", {{"type", {"Follower", "Item", "Spell"}}}}});
      else if (w == "Followers" || w == "Items" || w == "Spells")
        refused.push_back({{"refuses_attach", {{"type", {std::string(w.substr(0, w.size() - 1))}}}}});
      else if (std::string_view n = w; eat(n, "non-") && eat_suffix(n, " Followers") && !n.empty() &&
               n.find(' ') == std::string_view::npos && std::isupper(static_cast<unsigned char>(n[0])))
        refused.push_back({{"refuses_attach", {{"type", {"Follower"}}, {"not_keywords", {std::string(n)}}}}});
      else if (w == "Armor" || w == "Weapons")
        refused.push_back({{"refuses_attach", {{"keywords", {w == "Armor" ? "Armor" : "Weapon"}}}}});
      else
        return false;
      a = next >= a.size() ? std::string_view() : a.substr(next);
    }
    return append_traits(refused, out);  // "Cannot attach ." refuses nothing: manual
  } else if (std::string_view fe = part; (eat(fe, "Negate Fear effects targeting ") ||
                                           eat(fe, "Negate Fear effects upon ")) &&  // the older printing
                                          eat_suffix(fe, ".") &&
                                          (type == CardType::Personality || type == CardType::Follower) &&
                                          self_ref(fe, type) == "self") {
    j = {{"negates_fear", true}};
  } else if (std::string_view v = part; eat(v, "Your Provinces have ") && eat_suffix(v, " strength.")) {
    // Its controller's Provinces (CR20F "Province Strength").
    if (type == CardType::Strategy || type == CardType::Event || type == CardType::Sensei) return false;
    if (v.size() < 2 || (v[0] != '+' && v[0] != '-')) return false;
    auto n = number(v.substr(1));
    if (!n || *n == 0) return false;
    j = {{"province_strength", v[0] == '-' ? -*n : *n}};
  } else if (std::string_view d = part; is_attachment(type) && eat(d, "Before ") &&
                                          (eat(d, "another player's card destroys this Personality, destroy ") ||
                                           eat(d, "this Personality is dishonored, destroy ")) &&
                                          d.starts_with("this ")) {
    // CR20F "Substitution": the attachment is destroyed in its Personality's
    // place; or destroyed to negate his dishonoring (a prevention).
    const bool instead = part.find(" destroys this Personality, ") != std::string_view::npos;
    const std::size_t sp = d.find(instead ? " instead." : " and negate the dishonoring.");
    if (sp == std::string_view::npos || d.size() != sp + (instead ? 9 : 28) || self_ref(d.substr(0, sp), type) != "self")
      return false;
    j = {{instead ? "destroyed_instead" : "prevents_dishonor", true}};
  } else if (std::string_view l = part;
             (eat(l, "You have a +") && eat_suffix(l, " Lobby Bonus.")) ||
             (eat(l, "You are considered to have +") && eat_suffix(l, " Family Honor when Lobbying checks Honor."))) {
    // CR20F "Lobby Bonus": the Family Honor a Lobby checks counts higher.
    if (type == CardType::Strategy || type == CardType::Event || type == CardType::Sensei) return false;
    auto n = number(l);
    if (!n || *n == 0) return false;
    j = {{"lobby_bonus", *n}};
  } else if (std::string_view pc = part; eat(pc, "Personalities you Proclaim enter play for ") &&
                                           eat_suffix(pc, " less Gold.")) {
    // CR20F "Proclaim": their cost is that much lower.
    if (type == CardType::Strategy || type == CardType::Event || type == CardType::Sensei) return false;
    static constexpr std::pair<std::string_view, int> kWords[] = {{"one", 1}, {"two", 2}, {"three", 3},
                                                                  {"four", 4}, {"five", 5}};
    std::optional<int> n = number(pc);
    for (auto [word, value] : kWords)
      if (pc == word) n = value;
    if (!n || *n == 0) return false;
    j = {{"proclaim_discount", *n}};
  } else if (std::string_view g = part; type == CardType::Stronghold && eat(g, "This Stronghold produces ") &&
                                          eat_suffix(g, " Gold on your first turn.")) {
    auto n = number(g);
    if (!n) return false;
    j = {{"first_turn_gold_production", *n}};
  } else if (std::string_view y = part; type == CardType::Stronghold && eat(y, "You may Cycle one ") &&
                                          (eat(y, "additional time") || eat(y, "more time")) &&
                                          eat(y, " per game") && (y == "." || y == " on any turn." ||
                                                                  y == ", on any turn." || y == " on any of your turns.")) {
    // CR20F "Cycle": once more in the game, on any of its player's turns.
    j = {{"player_may", "extra_cycle_per_game"}};
  } else if (std::string_view h = part; type == CardType::Ring && eat(h, "Play after a battle resolves at your Province, ") &&
                                          eat(h, "if it was not destroyed and ") &&
                                          (h == "any enemy units were ever at its battlefield." ||
                                           h == "an enemy unit was at its battlefield at some time.")) {
    // A Ring's condition for entering play (CR20F "Ring"): a battle held
    // at its player's Province.
    j = {{"after", "battle_held"}, {"effects", {{{"op", "play_self"}}}}};
    list = "triggers";
  } else if (part == "Enters play unbowed." && type == CardType::Holding) {
    j = {{"enters_play_unbowed", true}};
  } else if (std::string_view r = part;
             type == CardType::Holding &&
             (eat(r, "After you Recruit this ") || eat(r, "After this ")) &&
             (eat(r, "Holding") || eat(r, "card")) && (eat(r, " from a Province") || eat(r, " enters play from a Province")) &&
             eat(r, ", refill ") && (eat(r, "the Province") || eat(r, "its Province")) && r == " face-up.") {
    // A Holding enters play from a Province only by being Recruited.
    j = {{"after", "recruited"}, {"effects", {{{"op", "refill_face_up"}, {"card", "self"}}}}};
    list = "triggers";
  } else {
    return false;
  }
  if (std::string_view(list) == "traits") {
    auto parsed = checked<Trait>(json::array({j}), parse_traits);
    if (!parsed) return false;
    out.traits.push_back((*parsed)[0]);
  } else {
    auto parsed = checked<Trigger>(json::array({j}), parse_triggers);
    if (!parsed) return false;
    out.triggers.push_back((*parsed)[0]);
  }
  out.json[list].push_back(j);
  return true;
}

// "As a Focus Effect" followed by "bow the other Personality" (or your
// Personality), "after this duel ends, if your Personality won it, gain 1
// Honor", "if you win this duel, draw a card" (who won is known once the
// duel has resolved), "after this duel ends, bow its winner": a
// focus_effect trigger on a Fate card, its one effect on a duelist, or
// gaining Honor or drawing.
bool focus_effect(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Strategy && type != CardType::Follower && type != CardType::Item &&
      type != CardType::Spell && type != CardType::Ring)
    return false;
  if (!eat(t, "As a Focus Effect, ") || !eat_suffix(t, ".")) return false;
  json j = {{"after", "focus_effect"}};
  if (eat(t, "after this duel ends, ")) {
    j["after_duel"] = true;
    if (eat(t, "if your Personality won it, ")) j["if_won"] = true;
  } else if (eat(t, "if you win this duel, ")) {
    j["after_duel"] = true;
    j["if_won"] = true;
  }
  static constexpr std::pair<std::string_view, std::string_view> kVerbs[] = {
      {"bow ", "bow"}, {"straighten ", "straighten"}, {"destroy ", "destroy"}, {"dishonor ", "dishonor"},
      {"rehonor ", "rehonor"}};
  json effect;
  for (auto [verb, op] : kVerbs) {
    std::string_view w = t;
    if (!eat(w, verb)) continue;
    std::string who;
    if (w == "the other Personality") who = "other_duelist";
    if (w == "your Personality") who = "your_duelist";
    if ((w == "its winner" || w == "the winner") && j.contains("after_duel")) who = "duel_winner";
    if (who.empty()) return false;
    effect = {{"op", op}, {"card", who}};
  }
  if (effect.is_null()) {
    // "gain 1 Honor", "draw a card": the card's player's.
    std::string sentence_text(t);
    if (sentence_text.empty()) return false;
    sentence_text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(sentence_text[0])));
    Body b;
    b.type = type;
    const std::string_view st = sentence_text;
    if (!(st.starts_with("Gain ") || st.starts_with("Lose ") || st.starts_with("Draw ")) || !sentence(st, b) ||
        b.effects.size() != 1 || !b.targets.empty())
      return false;
    effect = b.effects[0];
  }
  j["effects"] = json::array({effect});
  auto parsed = checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  out.json["triggers"].push_back(j);
  out.triggers.push_back((*parsed)[0]);
  return true;
}

// The head of a triggered trait ("After you Equip this Follower", "After
// this Shugenja straightens", "After the first time each turn another
// player's Battle action targets this Personality"): its JSON without
// effects, or null.
json trigger_head(std::string_view& t, CardType type) {
  // "this Follower", "this card", and on a Personality the keyword it has
  // ("this Shugenja straightens"): the card itself.
  auto this_card = [&](std::string_view& w) {
    if (!eat(w, "this ")) return false;
    if (eat(w, to_string(type)) || eat(w, "card")) return true;
    if (type != CardType::Personality) return false;
    for (std::string_view kw : {"Shugenja", "Samurai", "Courtier", "Monk", "Ninja", "Duelist"})
      if (eat(w, kw)) return true;
    return false;
  };
  const bool lasting = type == CardType::Personality || type == CardType::Holding ||
                       is_attachment(type) || type == CardType::Region ||
                       type == CardType::Stronghold;
  if ((type == CardType::Holding || type == CardType::Personality) &&
      eat(t, "After you Recruit this ")) {
    if (!eat(t, to_string(type)) && !eat(t, "card")) return nullptr;
    return {{"after", "recruited"}};
  }
  if (type == CardType::Personality && eat(t, "After you Proclaim this Personality"))
    return {{"after", "proclaimed"}};  // CR20F "Proclaim"
  if (eat(t, "After you Equip this ")) {
    if (!eat(t, "Follower") && !eat(t, "Item") && !eat(t, "Spell") && !eat(t, "card"))
      return nullptr;
    return {{"after", "equipped"}};
  }
  if (lasting && eat(t, "After your turn begins")) return {{"after", "turn_begins"}};
  if (std::string_view w = t; lasting && eat(w, "After one of your ") && eat(w, "Provinces is destroyed")) {
    t = w;
    return {{"after", "province_destroyed"}};
  }
  // "[Once per turn, a]fter you put a Ring into play" (CR20F "Ring"; once
  // per turn: only the first time each turn).
  if (std::string_view w = t; lasting) {
    const bool once = eat(w, "Once per turn, after ");
    if ((once || eat(w, "After ")) && eat(w, "you put a Ring into play")) {
      t = w;
      json r = {{"after", "you_play_ring"}};
      if (once) r["first_each_turn"] = true;
      return r;
    }
  }
  json j = json::object();
  // "After [the first time each turn] another player's [Battle|Political]
  // action targets this Personality".
  std::string_view w = t;
  const bool first_time = eat(w, "After the first time each turn ");
  if (lasting && (first_time || eat(w, "After ")) && eat(w, "another player's ")) {
    if (first_time) j["first_each_turn"] = true;
    t = w;
    json by = json::array();
    for (std::string_view d : {"Battle ", "Political ", "Open ", "Limited "})
      if (eat(t, d)) by.push_back(std::string(d.substr(0, d.size() - 1)));
    if (!eat(t, "action targets ") || !this_card(t)) return nullptr;
    j["after"] = "targeted";
    if (!by.empty()) j["by"] = by;
    return j;
  }
  if (!eat(t, "After ") || !this_card(t)) return nullptr;
  if (type == CardType::Personality && eat(t, " wins a duel")) {
    json won = {{"after", "wins_duel"}};
    if (eat(t, " during battle") || eat(t, " during a battle")) won["during_battle"] = true;
    return won;
  }
  if (eat(t, " enters play")) {
    // The engine fires "enters play" when a card is Recruited or Equipped.
    if (type != CardType::Personality && type != CardType::Holding && !is_attachment(type))
      return nullptr;
    // An attachment Equipped (or attached) from its player's hand.
    if (eat(t, " from your hand"))
      return is_attachment(type) ? json{{"after", "enters_play"}, {"from_hand", true}} : nullptr;
    return {{"after", "enters_play"}};
  }
  if (!lasting) return nullptr;
  if (eat(t, " is destroyed")) {
    j["after"] = "destroyed";
    if (eat(t, " during battle") || eat(t, " during a battle")) j["during_battle"] = true;
    return j;
  }
  if (eat(t, " straightens")) return {{"after", "straightens"}};
  if (eat(t, " bows")) return {{"after", "bows"}};
  if (type == CardType::Personality && eat(t, " Lobbies")) return {{"after", "lobbies"}};
  return nullptr;
}

// A triggered trait: its head, then its effects as an ability's body
// (a Holding that loses its player Honor after it enters play, "After this Follower is
// destroyed during battle, gain 2 Honor.", "After this Shugenja straightens:
// Give him a -1C Corruption token."). The "after" triggers start on their own
// and may target ("... target an enemy Personality. Bow him.").
bool trigger(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  json j = trigger_head(t, type);
  if (j.is_null()) return false;
  if (!eat(t, ", ") && !eat(t, ": ")) return false;
  std::string sentence_text(t);
  if (!sentence_text.empty()) sentence_text[0] = static_cast<char>(std::toupper(sentence_text[0]));
  // "give her four +1F Fire tokens": the card itself.
  for (std::string_view pronoun : {"Give her ", "Give him ", "Give it "})
    if (sentence_text.starts_with(pronoun))
      sentence_text =
          "Give this " + std::string(to_string(type)) + " " + sentence_text.substr(pronoun.size());
  auto ss = sentences(sentence_text);
  if (!ss) return false;
  Body b;
  b.type = type;
  std::string cond_storage;
  if (auto rest = effects_condition((*ss)[0], b, cond_storage)) {
    if (!*rest || cond_storage.empty()) return false;
    (*ss)[0] = cond_storage;
  }
  for (std::string_view one : *ss) {
    // "That player loses 1 Honor" / "discards a card": the player whose
    // action targeted the card.
    if (std::string_view w = one;
        j["after"] == "targeted" && (eat(w, "That player ") || eat(w, "The player "))) {
      if (eat(w, "loses ") && eat_suffix(w, " Honor")) {
        auto n = number(w);
        if (!n || *n == 0) return false;
        b.effects.push_back({{"op", "lose_honor"}, {"player", "cause_player"}, {"amount", *n}});
      } else if (w == "discards a card") {
        b.effects.push_back({{"op", "discard_from_hand"}, {"player", "cause_player"}});
      } else {
        return false;
      }
      continue;
    }
    if (!sentence(one, b)) return false;
  }
  // What a trigger cannot carry: parts of an action's header or procedure.
  if (b.effects.empty() || b.terrain_pending || b.duel_pending >= 0 || b.play_self || b.recruits ||
      b.discarded || b.opposed_pending || !b.turn.empty() || b.no_terrain_here ||
      !b.interrupting.is_null() || !b.interrupts.empty())
    return false;
  for (const json& e : b.effects) {
    const std::string op = e["op"];
    // Attacks and Fear are actions' (they take the rulebook's target).
    if (op == "ranged_attack" || op == "melee_attack" || op == "fear" ||
        e.contains("after_it_resolves"))
      return false;
  }
  if (!b.targets.empty()) j["targets"] = b.targets;
  if (!b.cond.is_null()) j["if"] = b.cond;
  j["effects"] = b.effects;
  auto parsed = checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  out.json["triggers"].push_back(j);
  out.triggers.push_back((*parsed)[0]);
  return true;
}

// keywords.md "Response": "[Political ][Tireless ]Response[, costs]: After
// the action Recruits this X, ..." is a triggered trait's body that its
// player may take as an action once the Recruit has resolved.
bool response(std::string_view part, CardType type, CompiledText& out) {
  if (type != CardType::Personality && type != CardType::Holding) return false;
  std::string_view t = part;
  json keywords = json::array();
  while (true) {
    if (eat(t, "Political ")) keywords.push_back("Political");
    else if (eat(t, "Tireless ")) keywords.push_back("Tireless");
    else break;
  }
  if (!eat(t, "Response")) return false;
  json costs = json::array();
  while (eat(t, ", ")) {
    if (eat(t, ":bow:")) {
      costs.push_back({{"bow", "self"}});
      continue;
    }
    const std::size_t end = t.find(':', 1);
    if (!t.starts_with(":g") || end == std::string_view::npos) return false;
    const auto gold = number(t.substr(2, end - 2));
    if (!gold || *gold == 0) return false;
    costs.push_back({{"gold", *gold}});
    t.remove_prefix(end + 1);
  }
  if (!eat(t, ": After the action Recruits this ") || !eat(t, to_string(type)) || !t.starts_with(", "))
    return false;
  CompiledText trial = out;
  if (!trigger("After you Recruit this " + std::string(to_string(type)) + std::string(t), type, trial)) return false;
  json& j = trial.json["triggers"].back();
  j["response"] = true;
  if (!keywords.empty()) j["keywords"] = keywords;
  if (!costs.empty()) j["costs"] = costs;
  auto parsed = checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  trial.triggers.back() = (*parsed)[0];
  out = std::move(trial);
  return true;
}

bool attach_restriction(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Follower && type != CardType::Item && type != CardType::Spell) return false;
  if (out.attach_to || !eat_suffix(t, ".")) return false;
  const bool refuses = eat(t, "Will not attach to ");
  if (!refuses && !eat(t, "Will only attach to ") && !eat(t, "Can only attach to ") &&
      !eat(t, "May only attach to ")) return false;
  auto f = attach_phrase(t);
  if (!f) return false;
  // "Will not attach to a Samurai" (or "to a Crab Clan or Nonhuman
  // Personality"): only to a Personality with none of them. Keywords that
  // must all be there ("a Crab Clan Samurai") refuse only their sum: manual.
  if (refuses) {
    json keywords = f->contains("any_keywords") ? (*f)["any_keywords"] : f->value("keywords", json::array());
    if (keywords.empty() || (f->contains("keywords") && keywords.size() > 1)) return false;
    *f = {{"not_keywords", keywords}};
  }
  bool ok = true;
  const Fail fail = [&ok](const std::string&, const std::string&) { ok = false; };
  auto parsed = parse_filter(*f, "attach_to", fail);
  if (!ok || !parsed) return false;
  out.json["attach_to"] = *f;
  out.attach_to = std::move(parsed);
  return true;
}

// "Invest :g2:: <effects>." with or without its reminder after it (CR20F
// "Invest"): an Invest triggered trait. Its effects may not target (on a
// Strategy they may name the action's targets, which no template here
// reads).
bool invest(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (!eat(t, "Invest :g")) return false;
  const std::size_t colon = t.find(':');
  if (colon == std::string_view::npos) return false;
  auto n = number(t.substr(0, colon));
  if (!n || *n < 1) return false;
  t.remove_prefix(colon + 1);
  if (!eat(t, ": ") && !eat(t, ":")) return false;
  while (eat(t, " ")) {
  }
  // A reminder in parentheses at the end restates the rule.
  if (const std::size_t open = t.rfind(" ("); open != std::string_view::npos && t.ends_with(")") &&
                                               is_reminder(t.substr(open + 1)))
    t = t.substr(0, open);
  auto ss = sentences(t);
  if (!ss || ss->empty()) return false;
  Body b;
  b.type = type;
  for (std::string_view one : *ss) {
    std::string text(one);
    for (std::string_view pronoun : {"Give her ", "Give him ", "Give it "})
      if (text.starts_with(pronoun)) text = "Give this " + std::string(to_string(type)) + " " + text.substr(pronoun.size());
    // CR20F "Invest": its effects resolve last; the card saying so
    // restates the rule.
    if (text.ends_with(" (as the last effect)")) text.resize(text.size() - 21);
    if (clan_player_clause(text, b) == true) continue;  // text_compile_follower2.cpp
    if (!sentence(text, b)) return false;
  }
  if (!b.targets.empty()) return false;
  json j = {{"invest", *n}, {"effects", b.effects}};
  auto parsed = checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  out.json["triggers"].push_back(j);
  out.triggers.push_back((*parsed)[0]);
  return true;
}

// "Discipline :g2:." on a Strategy, with or without its reminder after it:
// the card may be played from the discard pile for that much more Gold.
bool discipline(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Strategy || out.discipline || !eat(t, "Discipline :g")) return false;
  const std::size_t colon = t.find(':');
  if (colon == std::string_view::npos) return false;
  auto n = number(t.substr(0, colon));
  if (!n) return false;
  t.remove_prefix(colon + 1);
  eat(t, ".");
  while (eat(t, " ")) {
  }
  if (!t.empty() && !is_reminder(t)) return false;
  out.discipline = *n;
  out.json["discipline"] = *n;
  return true;
}

bool produce(std::string_view amount, CompiledText& out);

bool gold(std::string_view part, CardType type, CompiledText& out) {
  auto h = parse_icon_header(part);
  if (!h || h->icons.size() != 1 || h->icons[0] != "bow" || type != CardType::Holding ||
      out.gold_production)
    return false;
  std::string_view t = part.substr(h->length);
  if (!eat(t, "Produce ")) return false;
  // "Produce N Gold, or M Gold if you are a Crab Clan player.": the
  // difference as a Gold Production trait while the controller's
  // Stronghold, whose clan is his (CR20F "Clan Alignment"), is of that clan.
  if (const std::size_t or_at = t.find(" Gold, or "); or_at != std::string_view::npos) {
    std::string_view more = t.substr(or_at + 10);
    const std::size_t if_at = more.find(" Gold if you are a");
    if (if_at == std::string_view::npos) return false;
    std::string_view clan = more.substr(if_at + 18);
    eat(clan, "n");  // "an"
    auto base = number(t.substr(0, or_at));
    auto other = number(more.substr(0, if_at));
    static constexpr std::string_view kClans[] = {"Crab", "Crane", "Dragon", "Lion", "Mantis",
                                                  "Phoenix", "Scorpion", "Spider", "Unicorn", "Naga"};
    std::string keyword;
    for (std::string_view c : kClans)
      if (std::string_view w = clan; eat(w, " ") && eat(w, c) && w == " Clan player.") keyword = std::string(c) + " Clan";
    if (!base || !other || *other == *base || keyword.empty()) return false;
    const json trait = {{"stat", "gold_production"}, {"amount", *other - *base}, {"card", "self"},
                        {"while", {{"card", "your_stronghold"}, {"keywords", {keyword}}}}};
    auto parsed = checked<Trait>(json::array({trait}), parse_traits);
    if (!parsed) return false;
    out.gold_production = *base;
    out.json["gold_production"] = *base;
    out.json["traits"].push_back(trait);
    out.traits.push_back((*parsed)[0]);
    return true;
  }
  if (!eat_suffix(t, " Gold.")) return false;
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

bool is_letter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

// A Personality's text calls him by his name ("After Kaede enters play",
// "Straighten Kaede"): the title, or its last word (the personal name),
// unless that word is one the text uses otherwise (a clan, a keyword).
// Those names read as "this Personality", which the templates know.
std::string with_own_name(const std::string& part, std::string_view title, CardType type) {
  if (type != CardType::Personality || title.empty()) return part;
  std::vector<std::string_view> names{title};
  if (const std::size_t sp = title.rfind(' '); sp != std::string_view::npos) {
    std::string_view last = title.substr(sp + 1);
    static constexpr std::string_view kNotNames[] = {
        "Crab",    "Crane",   "Dragon",   "Lion",     "Mantis", "Phoenix", "Scorpion",
        "Spider",  "Unicorn", "Naga",     "Ronin",    "Samurai", "Shugenja", "Courtier",
        "Monk",    "Ninja",   "Scout",    "Yojimbo",  "Bushi",  "Personality", "Clan"};
    bool generic = last.size() < 3 || !std::isupper(static_cast<unsigned char>(last[0]));
    for (char c : last)
      if (!is_letter(c) && c != '-') generic = true;
    for (auto n : kNotNames)
      if (last == n) generic = true;
    if (!generic) names.push_back(last);
    // "Kaiu Gairoa, Soul of Kaiu Genji" is called "Gairoa": the last word
    // before the comma of an Onyx title.
    if (const std::size_t comma = title.find(", "); comma != std::string_view::npos) {
      std::string_view before = title.substr(0, comma);
      std::string_view own = before.substr(before.rfind(' ') == std::string_view::npos ? 0 : before.rfind(' ') + 1);
      bool plain = own.size() >= 3 && std::isupper(static_cast<unsigned char>(own[0])) != 0;
      for (char c : own)
        if (!is_letter(c)) plain = false;
      for (auto n : kNotNames)
        if (own == n) plain = false;
      if (plain) names.push_back(own);
    }
    // "Fushiki no Oni" is called "Fushiki": the name before " no ".
    if (const std::size_t no = title.find(" no "); no != std::string_view::npos && no >= 3) {
      std::string_view first = title.substr(0, no);
      bool plain = std::isupper(static_cast<unsigned char>(first[0])) != 0;
      for (char c : first)
        if (!is_letter(c)) plain = false;
      for (auto n : kNotNames)
        if (first == n) plain = false;
      if (first == "Oni") plain = false;  // a keyword ("Oni no Akuma" is no "Oni")
      if (plain) names.push_back(first);
    }
  }
  std::string out;
  std::size_t i = 0;
  while (i < part.size()) {
    bool done = false;
    for (std::string_view n : names) {
      if (part.compare(i, n.size(), n) != 0) continue;
      if (i > 0 && is_letter(part[i - 1])) continue;
      if (i + n.size() < part.size() && is_letter(part[i + n.size()])) continue;
      // At the start of a sentence or after a header's colon: "This".
      std::string_view before = std::string_view(part).substr(0, i);
      while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
      const bool capital = before.empty() || before.back() == '.' || before.back() == ':';
      out += capital ? "This Personality" : "this Personality";
      i += n.size();
      done = true;
      break;
    }
    if (!done) out += part[i++];
  }
  return out;
}

struct RingUse {
  bool pending = false;
  std::string keyword;  // "its Void ability": the ability with that keyword
  std::string printed;  // the part, manual if it cannot be applied
};

// "You may discard this Ring from your hand to use its ability without
// cost" (also "its Void ability"): the keyword naming the ability (empty
// for "its ability"); nullopt when the sentence says anything else.
std::optional<std::string> discard_to_use_sentence(std::string_view s) {
  if (!eat(s, "You may discard this Ring from your hand to use its ") || !eat_suffix(s, "ability without cost"))
    return std::nullopt;
  if (s.empty()) return std::string();
  if (!eat_suffix(s, " ") || s.empty() || !std::isupper(static_cast<unsigned char>(s[0]))) return std::nullopt;
  for (char c : s)
    if (!is_letter(c)) return std::nullopt;
  return std::string(s);
}

// Marks the one ability the discard sentence names as usable from the hand
// (`discard_to_use`): the card's only ability besides its play ability, or
// the one with the named keyword. False when there is not exactly one.
bool apply_discard_to_use(const std::string& keyword, CompiledText& out) {
  if (!out.json.contains("abilities")) return false;
  int found = -1;
  json& list = out.json["abilities"];
  for (std::size_t i = 0; i < list.size(); ++i) {
    const json& a = list[i];
    if (a.value("play_from_hand", false) || a.value("discard_to_use", false)) continue;
    if (!keyword.empty()) {
      const json kws = a.value("keywords", json::array());
      if (std::find(kws.begin(), kws.end(), keyword) == kws.end()) continue;
    }
    if (found >= 0) return false;
    found = static_cast<int>(i);
  }
  if (found < 0) return false;
  json a = list[found];
  a["discard_to_use"] = true;
  auto parsed = checked<Ability>(json::array({a}), parse_abilities);
  if (!parsed) return false;
  list[found] = a;
  out.abilities[found] = (*parsed)[0];
  return true;
}

}  // namespace compile

// The rest of this file reads the compiler's own building blocks by name.
using namespace compile;

namespace {

// ADV20F "Courtesy": "Courtesy: <a triggered trait>", with or without its
// reminder after it: the trigger, not applied for a player who went first.
// Only triggers the engine can so mark (on entering play, being Recruited
// or Equipped...); any other kind of trait stays manual.
template <class Rule>
bool courtesy(std::string_view part, CompiledText& out, Rule rule) {
  if (!eat(part, "Courtesy: ")) return false;
  if (const std::size_t open = part.rfind(" (Courtesy traits "); open != std::string_view::npos && part.ends_with(")"))
    part = part.substr(0, open);
  CompiledText trial = out;
  if (!rule(std::string(part), trial) || trial.triggers.size() != out.triggers.size() + 1 ||
      trial.abilities.size() != out.abilities.size() || trial.traits.size() != out.traits.size() ||
      trial.gold_production != out.gold_production || trial.attach_to.has_value() != out.attach_to.has_value())
    return false;
  json& j = trial.json["triggers"].back();
  j["courtesy"] = true;
  auto parsed = checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  trial.triggers.back() = (*parsed)[0];
  out = std::move(trial);
  return true;
}

}  // namespace

bool add_compiled_trait(const json& trait, CompiledText& out) {
  bool ok = true;
  auto parsed = parse_traits(json::array({trait}), [&](const std::string&, const std::string&) { ok = false; });
  if (!ok || parsed.size() != 1) return false;
  out.json["traits"].push_back(trait);
  out.traits.push_back(parsed[0]);
  return true;
}

std::size_t part_count(const CompiledText& c) {
  return c.abilities.size() + c.traits.size() + c.triggers.size() + (c.gold_production ? 1 : 0) +
         (c.attach_to ? 1 : 0) + (c.discipline ? 1 : 0) + (c.restricted_gold ? 1 : 0);
}

CompiledText compile_rules_text(std::string_view text, CardType type, std::string_view title) {
  CompiledText out;
  // A Strategy that puts itself into play is a Terrain: its traits apply
  // while it is in play (the engine's play_terrain).
  const bool terrain = type == CardType::Strategy &&
                       (text.find("Put this Terrain into play") != std::string_view::npos ||
                        (text.find("Put this card into play there") != std::string_view::npos &&
                         text.find("no Terrain") != std::string_view::npos));
  RingUse use;
  for (const std::string& printed : rules_text_parts(text)) {
    std::string part = with_own_name(printed, title, type);
    if (is_reminder(part)) continue;  // restates a keyword's rules; nothing to run
    // A Ring usable from the hand by discarding it: the sentence says so of
    // one of the card's abilities, which may come later.
    bool had_use = false;
    if (type == CardType::Ring && !parse_ability_header(part))
      if (auto ss = sentences(part)) {
        std::string kept;
        for (std::string_view one : *ss) {
          if (auto kw = discard_to_use_sentence(one); kw && !use.pending && !had_use) {
            had_use = true;
            use.keyword = *kw;
            continue;
          }
          kept += (kept.empty() ? "" : " ") + std::string(one) + ".";
        }
        if (had_use) {
          use.pending = true;
          use.printed = printed;
          part = kept;
          if (part.empty()) continue;  // applied (or left manual) once the abilities are read
        }
      }
    const std::size_t before = part_count(out);
    auto rule = [&](std::string_view p, CompiledText& into) {
      return gold(p, type, into) || gold_old(p, type, into) || economy_rule(p, type, into) || unit_rule(p, type, into) ||
             b1_rule(p, type, title, into) ||
             province_rule(p, type, terrain, into) ||
             discipline(p, type, into) || invest(p, type, into) ||
             trait(p, type, into) ||
             wide_trait(p, type, terrain, into) || card_rule(p, type, into) || trigger(p, type, into) ||
             response(p, type, into) ||
             focus_effect(p, type, into) || compile::duel_rule(p, type, into) || attach_restriction(p, type, into) || a2_rule(p, type, into) ||
             c_rule(p, type, into) || compile::d_rule(p, type, terrain, into) || b2_rule(p, type, into) ||
             follower_rule(p, type, title, into) || compile::person_rule(p, type, into) || compile::amounts_rule(p, type, into) ||
             compile::honor_rule(p, type, into) || compile::strategy_rule(p, type, into) ||
             compile::holding_rule(p, type, into) || spell_rule(p, type, into);
    };
    bool matched = courtesy(part, out, rule) || rule(part, out) || ability(part, type, out);
    // Older printings run a card's traits together on one line ("Can only
    // attach to a Samurai. After you Equip this Item, gain 1 Honor."): each
    // sentence on its own a whole trait, trigger or restriction, all or none.
    if (!matched && !parse_ability_header(part))
      if (auto ss = sentences(part); ss && ss->size() > 1) {
        CompiledText trial = out;
        bool all = true;
        for (std::string_view one : *ss) {
          const std::size_t had = part_count(trial);
          all = all && rule(std::string(one) + ".", trial) && part_count(trial) > had;
        }
        if (all) {
          out = std::move(trial);
          matched = true;
        }
      }
    // A sentence counts as compiled only when it gave the card something to
    // run: a template that matched but produced nothing would hide a card
    // rule the players would then miss.
    if (matched && part_count(out) > before) {
      ++out.compiled;
    } else {
      out.manual.push_back(printed);
      if (had_use) use.pending = false;  // the whole part, its discard sentence too, is manual
    }
  }
  if (use.pending && !apply_discard_to_use(use.keyword, out)) out.manual.push_back(use.printed);
  compile::d_finish(type, terrain, out);
  return out;
}

}  // namespace l5r
