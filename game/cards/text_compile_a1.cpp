// Templates about Personal Honor and duels (text_compile_a1.h).
#include "game/cards/text_compile_a1.h"

#include <cctype>

#include "game/cards/text_compile_effects.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

// The last duel the ability's effects issue: its index, or -1.
int a1_last_duel(const Body& b) {
  for (std::size_t i = b.effects.size(); i-- > 0;)
    if (b.effects[i].value("op", "") == "duel") return static_cast<int>(i);
  return -1;
}

std::string a1_capital(std::string_view s) {
  std::string out(s);
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

bool a1_him(std::string_view w) { return w == "him" || w == "her" || w == "them"; }

// Refs in a clause read against the challenged card alone ("target") that
// name him in the whole ability: `challenged`, and his controller.
bool a1_remap(json& e, const std::string& challenged) {
  static constexpr std::string_view kCardOps[] = {"bow",       "straighten",  "destroy",
                                                  "dishonor",  "force",       "chi",
                                                  "move_home", "give_tokens", "personal_honor"};
  static constexpr std::string_view kPlayerOps[] = {"gain_honor", "lose_honor", "draw"};
  const std::string op = e.value("op", "");
  bool card_op = false, player_op = false;
  for (auto o : kCardOps) card_op = card_op || op == o;
  for (auto o : kPlayerOps) player_op = player_op || op == o;
  if (e.contains("card")) {
    const std::string c = e["card"];
    if (c == "target")
      e["card"] = challenged;
    else if (c != "self" && c != "this_personality")
      return false;
  } else if (card_op) {
    e["card"] = challenged;
  } else if (!player_op) {
    return false;
  }
  if (e.contains("player")) {
    const std::string p = e["player"];
    if (p == "target_controller")
      e["player"] = challenged + "_controller";
    else if (p != "you")
      return false;
  }
  if (e.contains("if") || e.contains("each") || e.contains("choices")) return false;
  if (e.contains("as_moves"))
    for (const json& m : e["as_moves"])
      if (m.contains("card") || m.contains("if") ||
          (m.contains("player") && m["player"] != "target_controller"))
        return false;  // a rider acts on the moved card (or his player)
  if (e.contains("as_moves") && challenged == "target2")
    for (json& m : e["as_moves"])
      if (m.contains("player")) m["player"] = "target2_controller";
  return true;
}

// "If he does, give this Personality +3F", "If he refuses, give him a -1F
// Poison token": a refusal's effects, read as a sentence about the
// challenged card alone. nullopt when the clause is not whole effects.
std::optional<json> a1_refusal(std::string_view clause, const Body& b,
                               const std::string& challenged) {
  Body t;
  t.type = b.type;
  t.targets = json::array({b.targets[challenged == "target2" ? 1 : 0]});
  if (!sentence(a1_capital(clause), t)) {
    // "give him a -1F Poison token": read as said of a target Personality,
    // the only card it names (here the challenged one).
    std::string_view rest = clause;
    if (!eat(rest, "give him ") && !eat(rest, "give her ")) return std::nullopt;
    t.targets = json::array();
    t.effects = json::array();
    if (!sentence("Give a target Personality " + std::string(rest), t) || t.targets.size() != 1)
      return std::nullopt;
  }
  if (t.targets.size() != 1 || t.effects.empty() || t.terrain_pending || t.duel_pending >= 0 ||
      t.kata_pending || t.search_pending >= 0 || t.recruits || t.play_self || t.discarded ||
      t.opposed_pending || !t.cond.is_null())
    return std::nullopt;
  for (json& e : t.effects)
    if (!a1_remap(e, challenged)) return std::nullopt;
  return t.effects;
}

// "Give the winner +2F", "Give the duel's loser -3F".
std::optional<bool> a1_give_result(std::string_view s, Body& b, json& duel) {
  std::string_view t = s;
  if (!eat(t, "Give the ")) return std::nullopt;
  eat(t, "duel's ");
  std::string who;
  if (eat(t, "winner "))
    who = "duel_winner";
  else if (eat(t, "loser "))
    who = "duel_loser";
  else
    return std::nullopt;
  auto bonuses = bonus_list(t);
  if (!bonuses) return false;
  if (b.duel_pending >= 0) {  // the loser's consequence is none but these
    duel["loser"] = "none";
    b.duel_pending = -1;
  }
  for (auto& [stat, n] : *bonuses)
    b.effects.push_back({{"op", stat}, {"amount", n}, {"card", who}});
  return true;
}

// The duel's loser named by the sentence before ("Dishonor the loser. Move
// him home."): the duel is the last effect and its loser has a consequence,
// or the last effect acts on him.
bool a1_loser_named_last(const Body& b) {
  if (b.effects.empty() || b.duel_pending >= 0) return false;
  const json& e = b.effects.back();
  if (e.value("op", "") == "duel") {
    const std::string l = e.value("loser", "destroy");
    return e.contains("loser") && l != "none";
  }
  return e.value("card", "") == "duel_loser";
}

}  // namespace

// CR20F "Personal Honor": a Personality's stat, compared as Force and Chi
// are in a target's conditions (docs/abilities.md, Targets).
std::optional<json> a1_personal_honor(std::string& phrase, const Body& b) {
  std::string_view p = phrase;
  if (!eat_suffix(p, " Personal Honor")) return std::nullopt;
  const std::size_t with = p.rfind(" with ");
  if (with == std::string_view::npos) return std::nullopt;
  std::string_view q = p.substr(with + 6);
  for (auto [words, o] : {std::pair<std::string_view, std::string_view>{"lower", "lower_than"},
                          {"higher", "higher_than"},
                          {"equal or lower", "at_most"},
                          {"equal or higher", "at_least"}}) {
    if (q != words) continue;
    std::string who;
    if (b.targets.empty() && b.type == CardType::Personality) {
      who = "self";
    } else if (b.targets.size() == 1 && b.type != CardType::Personality &&
               b.targets[0].value("controller", "") == "you" &&
               !b.targets[0].value("player", false) &&
               b.targets[0].value("type", json::array()) == json::array({"Personality"})) {
      who = "target";
    } else {
      return std::nullopt;
    }
    phrase.resize(with);
    return json{{"personal_honor", {{std::string(o), {{"personal_honor", who}}}}}};
  }
  std::string op = "equal_to";
  for (auto [words, o] : {std::pair<std::string_view, std::string_view>{" or higher", "at_least"},
                          {" or more", "at_least"},
                          {" or greater", "at_least"},
                          {" or lower", "at_most"},
                          {" or less", "at_most"}})
    if (eat_suffix(q, words)) {
      op = std::string(o);
      break;
    }
  auto n = number(q);
  if (!n) return std::nullopt;
  phrase.resize(with);
  return json{{"personal_honor", {{op, *n}}}};
}

std::optional<bool> a1_sentence(std::string_view s, Body& b) {
  // "You may target and bow your Scout to give this Personality +2F and
  // gain 2 Honor": an optional second target, bowed; the rest happens only
  // if it was (CR20F "Resolving Effects": "to" makes the later effects
  // depend on the first; the same reading as d_may_target's).
  if (std::string_view t = s; eat(t, "You may target and bow your ")) {
    const std::size_t to = t.find(" to give ");
    const std::size_t and_gain = t.find(" and gain ");
    if (to == std::string_view::npos || and_gain == std::string_view::npos || and_gain < to)
      return std::nullopt;
    if (b.type != CardType::Personality || b.targets.size() != 1 ||
        b.targets[0].value("player", false))
      return false;
    std::string_view given = t.substr(to + 9, and_gain - to - 9);
    std::string_view gain = t.substr(and_gain + 10);
    if (!eat_suffix(gain, " Honor")) return false;
    auto honor = number(gain);
    const std::size_t sp = given.rfind(' ');
    if (!honor || *honor <= 0 || sp == std::string_view::npos ||
        self_ref(given.substr(0, sp), b.type) != "self")
      return false;
    auto bonuses = bonus_list(given.substr(sp + 1));
    if (!bonuses || bonuses->empty()) return false;
    if (!add_target(b, "your target unbowed " + std::string(t.substr(0, to)))) return false;
    if (b.targets.size() != 2) return false;
    b.targets[1]["optional"] = true;
    // A Courtier is a Personality (the keyword's only card type).
    if (!b.targets[1].contains("type") &&
        b.targets[1].value("keywords", json::array()) == json::array({"Courtier"}))
      b.targets[1]["type"] = json::array({"Personality"});
    const json done = {{"card", "target2"}, {"bowed", true}};
    b.effects.push_back({{"op", "bow"}, {"card", "target2"}});
    for (auto& [stat, n] : *bonuses)
      b.effects.push_back({{"op", stat}, {"amount", n}, {"card", "self"}, {"if", done}});
    b.effects.push_back({{"op", "gain_honor"}, {"amount", *honor}, {"if", done}});
    return true;
  }
  // A Personality's Battle action: "Raise or lower this Province's
  // strength by <his own> Personal Honor": the Province at the battlefield
  // where he uses it, the current one (CR20F "From"; the engine's
  // province_strength); the player chooses as it resolves.
  if (std::string_view t = s; eat(t, "Raise or lower this Province's strength by ")) {
    if (b.type != CardType::Personality || !b.battle_only) return false;
    auto a = stat_amount(t, b);
    if (!a || *a != json{{"personal_honor", "self"}}) return false;
    json lower = *a;
    lower["times"] = -1;
    b.effects.push_back({{"op", "choose"},
                         {"choices",
                          {json::array({{{"op", "province_strength"}, {"amount", *a}}}),
                           json::array({{{"op", "province_strength"}, {"amount", lower}}})}}});
    return true;
  }
  // In an Interrupt: "Give a Ranged or Melee Attack +1 strength" (one
  // attack of the interrupted action; no action has two of one kind,
  // docs/rules-interpretations.md "Courage", so all of its attacks of these
  // kinds are that one). Usable only to an action with such an attack
  // (CR20F "Interrupt"; `interrupts_attacks`).
  if (std::string_view t = s; eat(t, "Give a ") && eat_suffix(t, " strength")) {
    json kinds = json::array();
    for (auto [w, k] : {std::pair<std::string_view, std::string_view>{"Melee or Ranged Attack +",
                                                                       "mr"},
                        {"Ranged or Melee Attack +", "mr"},
                        {"Melee Attack +", "m"},
                        {"Ranged Attack +", "r"}})
      if (eat(t, w)) {
        if (k != "r") kinds.push_back("melee");
        if (k != "m") kinds.push_back("ranged");
        break;
      }
    if (kinds.empty()) return std::nullopt;
    auto n = number(t);
    if (!n || *n <= 0 || !b.interrupt || !b.interrupts_attacks.is_null() ||
        !b.interrupting.is_null() || !b.interrupts.empty() || !b.effects.empty() ||
        !b.targets.empty())
      return false;
    b.interrupts_attacks = kinds;
    b.effects.push_back({{"op", "attack_strength"}, {"attacks", kinds}, {"amount", *n}});
    return true;
  }
  // "Give this Personality +1PH" (a triggered trait's "give her +1PH"):
  // a Personal Honor bonus to the card itself, until the turn ends.
  if (std::string_view t = s; eat(t, "Give this Personality ") && b.type == CardType::Personality) {
    if (auto bonus = stat_bonus(t); bonus && bonus->first == "personal_honor") {
      b.effects.push_back({{"op", "personal_honor"}, {"amount", bonus->second}, {"card", "self"}});
      return true;
    }
  }
  // "Target another of your Crab Clan Personalities": one of yours, not
  // this card.
  if (std::string_view t = s; eat(t, "Target another of your ") && eat_suffix(t, "Personalities")) {
    if (b.type != CardType::Personality || !b.targets.empty()) return false;
    if (!add_target(b, "your target " + std::string(t) + "Personality")) return false;
    b.targets[0]["not_self"] = true;
    return true;
  }
  // "Give this Personality a Force or Chi bonus equal to the target's
  // Personal Honor": the player chooses which stat (CR20F "Choose").
  if (std::string_view t = s; eat(t, "Give this Personality a Force or Chi bonus equal to ")) {
    const std::string who = self_ref("this Personality", b.type);
    auto a = stat_amount(t, b);
    // "the target's Personal Honor": the ability's one target's.
    if (std::string_view w = t; !a && eat(w, "the target's ") && b.targets.size() == 1 &&
                                !b.targets[0].value("player", false)) {
      if (w == "Personal Honor") a = json{{"personal_honor", "target"}};
      if (w == "Force") a = json{{"force", "target"}};
      if (w == "Chi") a = json{{"chi", "target"}};
    }
    if (who.empty() || !a) return false;
    b.effects.push_back({{"op", "choose"},
                         {"choices",
                          {json::array({{{"op", "force"}, {"amount", *a}, {"card", who}}}),
                           json::array({{{"op", "chi"}, {"amount", *a}, {"card", who}}})}}});
    return true;
  }
  // "Ranged Attack with strength equal to his Personal Honor, plus 2 if he
  // is a Tactician": the attack, with the plus only for a target who has
  // the keyword (two attacks under opposite conditions: one happens).
  for (auto [head, op] :
       {std::pair<std::string_view, std::string_view>{"Ranged Attack ", "ranged_attack"},
        {"Melee Attack ", "melee_attack"}}) {
    std::string_view t = s;
    if (!eat(t, head) || !eat(t, "with strength equal to ")) continue;
    const std::size_t at = t.find(", plus ");
    if (at == std::string_view::npos) return std::nullopt;
    std::string_view tail = t.substr(at + 7);
    const std::size_t sp = tail.find(' ');
    if (sp == std::string_view::npos) return false;
    auto n = number(tail.substr(0, sp));
    tail.remove_prefix(sp);
    if (!n || *n == 0 || !(eat(tail, " if he is a ") || eat(tail, " if she is a "))) return false;
    const std::string kw(tail);
    if (kw.empty() || kw.find(' ') != std::string::npos ||
        !std::isupper(static_cast<unsigned char>(kw[0])))
      return false;
    auto a = stat_amount(t.substr(0, at), b);
    if (!a || a->contains("plus") || b.targets.size() != 1 ||
        b.targets[0].value("controller", "") != "you" || (*a)[a->begin().key()] != "target")
      return false;
    // The rulebook's target of the attack is the second (as attack_effect).
    b.targets.push_back(
        {{"attack_target", true}, {"controller", "enemy"}, {"location", "current_battlefield"}});
    json more = *a;
    more["plus"] = *n;
    b.effects.push_back({{"op", std::string(op)},
                         {"amount", *a},
                         {"card", "target2"},
                         {"if", {{"card", "target"}, {"not_keywords", json::array({kw})}}}});
    b.effects.push_back({{"op", std::string(op)},
                         {"amount", more},
                         {"card", "target2"},
                         {"if", {{"card", "target"}, {"keywords", json::array({kw})}}}});
    return true;
  }
  // CR20F "Duel Stat": "... challenges ... to a duel of Personal Honor".
  if (std::string_view t = s; t.find(" challenges ") != std::string_view::npos &&
                              eat_suffix(t, " to a duel of Personal Honor")) {
    const std::size_t had = b.effects.size();
    if (!sentence(t, b) || b.effects.size() != had + 1 || b.effects.back()["op"] != "duel")
      return false;
    b.effects.back()["stat"] = "personal_honor";
    return true;
  }
  // "Your other target Ninja challenges ...": not the card with the ability.
  if (std::string_view t = s;
      eat(t, "Your other target ") && t.find(" challenges ") != std::string_view::npos) {
    if (b.type != CardType::Personality || !b.targets.empty()) return false;
    if (!sentence("Your target " + std::string(t), b) || b.targets.empty()) return false;
    b.targets[0]["not_self"] = true;
    return true;
  }
  // "A target enemy Personality challenges this Personality": the target is
  // the challenger (CR20F "Challenge"), this card the challenged.
  if (std::string_view t = s;
      eat_suffix(t, " challenges this Personality") &&
      (t.starts_with("A target ") || t.starts_with("Another player's target "))) {
    if (b.type != CardType::Personality || !b.targets.empty() || !b.effects.empty()) return false;
    std::string phrase(t);
    phrase[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(phrase[0])));
    if (!add_target(b, phrase) ||
        b.targets[0].value("type", json::array()) != json::array({"Personality"}))
      return false;
    b.duel_pending = static_cast<int>(b.effects.size());
    b.effects.push_back({{"op", "duel"}, {"card", "self"}, {"reverse", true}});
    return true;
  }
  const int d = a1_last_duel(b);
  if (d < 0) return std::nullopt;
  json& duel = b.effects[static_cast<std::size_t>(d)];
  const std::string challenged = duel.value("card", "") == "target" ? "target2" : "target";
  // CR20F "Duel": each player focuses at least once (he may strike only
  // after focusing, while he can focus).
  if (std::string_view t = s;
      eat(t, "Each player must focus ") && t == "at least once in the duel") {
    if (duel.contains("must_focus")) return false;
    duel["must_focus"] = true;
    return true;
  }
  if (b.duel_pending >= 0) {
    // "He may refuse; if he does, give him -2F".
    for (std::string_view head : {"He may refuse; ", "She may refuse; "})
      if (std::string_view t = s; eat(t, head)) {
        if (duel.contains("refusable")) return false;
        duel["refusable"] = true;
        return sentence(a1_capital(t), b);
      }
    // "If he is unbowed, he may refuse": only a challenge to an unbowed
    // Personality may be refused.
    if (s == "If he is unbowed, he may refuse" || s == "If she is unbowed, she may refuse") {
      if (duel.contains("refusable")) return false;
      duel["refusable"] = "if_unbowed";
      return true;
    }
    for (std::string_view head : {"If he refuses, ", "If she refuses, ", "If they refuse, ",
                                  "If he does, ", "If she does, ", "If they do, "})
      if (std::string_view t = s; eat(t, head)) {
        if (!duel.contains("refusable") || duel.contains("refused")) return false;
        auto r = refusal_effects(t, challenged);  // the older template's, else a sentence's
        if (!r) r = a1_refusal(t, b, challenged);
        if (!r) return false;
        duel["refused"] = *r;
        return true;
      }
    // "Bow the target if he loses": the challenged is the ability's one
    // target, an enemy's; his challenger is this card, so the losing enemy
    // Personality is he.
    for (std::string_view tail :
         {" the target if they lose", " the target if he loses", " the target if she loses"})
      if (std::string_view t = s; eat_suffix(t, tail)) {
        std::string op;
        for (auto [verb, o] : {std::pair<std::string_view, std::string_view>{"Bow", "bow"},
                               {"Destroy", "destroy"},
                               {"Dishonor", "dishonor"}})
          if (t == verb) op = std::string(o);
        if (op.empty() || challenged != "target" || b.targets.size() != 1 ||
            b.targets[0].value("controller", "") != "enemy" || duel.value("reverse", false))
          return false;
        duel["loser"] = "none";
        b.duel_pending = -1;
        b.effects.push_back({{"op", op},
                             {"card", "duel_loser"},
                             {"if", {{"card", "duel_loser"}, {"controller", "enemy"}}}});
        return true;
      }
  }
  if (auto r = a1_give_result(s, b, duel)) return r;
  if (b.duel_pending >= 0) return std::nullopt;
  // After the loser's consequence: more that happens to the loser.
  for (auto [verb, op] : {std::pair<std::string_view, std::string_view>{"Bow ", "bow"},
                          {"Destroy ", "destroy"},
                          {"Dishonor ", "dishonor"}}) {
    std::string_view t = s;
    if (!eat(t, verb)) continue;
    // "Destroy the duel's loser" after another effect on him.
    if (t == "the loser" || t == "the duel's loser") {
      b.effects.push_back({{"op", std::string(op)}, {"card", "duel_loser"}});
      return true;
    }
    // "Destroy him if he is defending".
    std::string_view w = t;
    if (!a1_loser_named_last(b)) return std::nullopt;
    std::string state;
    for (std::string_view pron : {"him", "her", "them"})
      if (eat(w, pron)) {
        if (w.empty())
          state = "-";
        else if (eat(w, " if he is ") || eat(w, " if she is ") || eat(w, " if they are "))
          state = std::string(w);
      }
    if (state.empty()) return std::nullopt;
    json e = {{"op", std::string(op)}, {"card", "duel_loser"}};
    if (state != "-") {
      if (state != "defending" && state != "attacking") return false;
      e["if"] = {{"card", "duel_loser"}, {state, true}};
    }
    b.effects.push_back(e);
    return true;
  }
  // "Move him home" after an effect on the loser.
  if (std::string_view t = s; eat(t, "Move ") && eat_suffix(t, " home") && a1_him(t)) {
    if (!a1_loser_named_last(b)) return std::nullopt;
    b.effects.push_back({{"op", "move_home"}, {"card", "duel_loser"}});
    return true;
  }
  return std::nullopt;
}

}  // namespace l5r::compile
