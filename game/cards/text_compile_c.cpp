#include "game/cards/text_compile_c.h"

#include <cctype>
#include <string>
#include <utility>
#include <vector>

#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

// The words of `s` between the separators `sep`, in order.
std::vector<std::string_view> c_split(std::string_view s, std::string_view sep) {
  std::vector<std::string_view> out;
  for (std::size_t at; (at = s.find(sep)) != std::string_view::npos; s = s.substr(at + sep.size()))
    out.push_back(s.substr(0, at));
  out.push_back(s);
  return out;
}

// The card whose own stats "lower Force" compares with: the Personality
// himself, or on an Item or Spell its Personality; empty otherwise (a
// Follower's words could mean its own Force or its Personality's).
std::string c_me(const Body& b) {
  if (b.type == CardType::Personality) return "self";
  if (b.type == CardType::Item || b.type == CardType::Spell) return "this_personality";
  return "";
}

// "lower Force", "higher Chi" (than the card's own): the target condition's
// key and comparison, or nullopt.
std::optional<std::pair<std::string, json>> c_comparative(std::string_view q,
                                                          const std::string& me) {
  std::string op;
  if (eat(q, "lower "))
    op = "lower_than";
  else if (eat(q, "higher "))
    op = "higher_than";
  else
    return std::nullopt;
  const std::string stat = q == "Force" ? "force" : q == "Chi" ? "chi" : "";
  if (stat.empty()) return std::nullopt;
  return std::make_pair(stat, json{{op, {{stat, me}}}});
}

// "<verb> a target <card> with lower Force and higher Chi", also mixed
// with the target phrase's own qualifiers ("with no attachments", "without
// a Weapon"): the comparisons are with the card's own stats (on a Personality
// his, on an attachment its Personality's), counted as the target is
// chosen; the other qualifiers are the target phrase's. "Infantry" is a
// Personality or Follower without Cavalry (CR20F "Infantry": no keyword).
std::optional<bool> c_compared_target(std::string_view s, Body& b) {
  const std::size_t tgt = s.find("target ");
  if (tgt == std::string_view::npos) return std::nullopt;
  const std::size_t with = s.find(" with ", tgt);
  if (with == std::string_view::npos) return std::nullopt;
  const std::string me = c_me(b);
  json compare = json::object();
  std::string kept;
  for (std::string_view q : c_split(s.substr(with + 6), " and ")) {
    if (auto c = c_comparative(q, me)) {
      if (compare.contains(c->first)) return false;
      compare[c->first] = c->second;
    } else {
      kept += (q.starts_with("without ") ? " " : " with ") + std::string(q);
    }
  }
  if (compare.empty()) return std::nullopt;
  if (me.empty()) return false;
  std::string head(s.substr(0, with));
  if (const std::size_t inf = head.find(" Infantry ", tgt); inf != std::string::npos)
    head.replace(inf, 10, " non-Cavalry ");
  const std::size_t targets = b.targets.size(), effects = b.effects.size();
  if (!sentence(head + kept, b) || b.targets.size() != targets + 1 || b.effects.size() == effects)
    return false;
  json& t = b.targets.back();
  if (t.value("player", false)) return false;
  for (auto& [k, v] : compare.items()) {
    if (t.contains(k)) return false;  // one comparison per stat
    t[k] = v;
  }
  return true;
}

// "<Verb> him if his Force is now N": the effect on the ability's one
// target happens only if the target's Force is then that number (checked
// as the effect resolves, after the effects before it).
std::optional<bool> c_if_force_now(std::string_view s, Body& b) {
  for (std::string_view cue :
       {" if his Force is now ", " if her Force is now ", " if its Force is now "}) {
    const std::size_t at = s.rfind(cue);
    if (at == std::string_view::npos) continue;
    auto n = number(s.substr(at + cue.size()));
    if (!n || b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
    const std::size_t before = b.effects.size();
    if (!sentence(s.substr(0, at), b) || b.effects.size() != before + 1 || b.targets.size() != 1)
      return false;
    json& e = b.effects.back();
    if (e.contains("if") || e.contains("each") || e.value("card", "target") != "target" ||
        e["op"] == "choose" || e["op"] == "duel")
      return false;
    e["if"] = {{"card", "target"}, {"force", {{"equal_to", *n}}}};
    return true;
  }
  return std::nullopt;
}

// "You may target your <card> and move <him> home" after a first
// target: an optional second target, moved home only if chosen.
std::optional<bool> c_optional_move_home(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "You may target ")) return std::nullopt;
  if (!eat_suffix(t, " and move him home") && !eat_suffix(t, " and move her home") &&
      !eat_suffix(t, " and move them home"))
    return std::nullopt;
  std::string phrase;
  if (eat(t, "your "))
    phrase = "your target " + std::string(t);
  else if (eat(t, "a ") || eat(t, "an "))
    phrase = "a target " + std::string(t);
  else
    return false;
  if (b.targets.size() != 1 || b.targets[0].value("player", false) || !add_target(b, phrase))
    return false;
  json& second = b.targets.back();
  const json types = second.value("type", json::array());
  if (types != json::array({"Personality"})) return false;
  second["optional"] = true;
  b.effects.push_back({{"op", "move_home"}, {"card", "target2"}});  // none when not chosen
  return true;
}

// "Move home a target <who> unit": things that target a unit target only
// its Personality (CR20F "Unit"), and he moves with his unit.
std::optional<bool> c_move_unit_home(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!(eat(t, "Move home ") || (eat(t, "Move ") && eat_suffix(t, " home"))) ||
      !eat_suffix(t, " unit") || t.find("target") == std::string_view::npos ||
      t.find(" with") != std::string_view::npos)
    return std::nullopt;
  return sentence("Move home " + std::string(t) + " Personality", b);
}

// "Give each <K> Follower and <K> Personality in this Personality's army
// <bonus>", "Give each <K> card in ... army <bonus>": the bonus to
// every matching card in his army as the effect resolves (CR20F "Army":
// units of one side at a battlefield; at home there is none). Two groups
// must be the same words with two card types.
std::optional<bool> c_give_each_army(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give each ")) return std::nullopt;
  const std::size_t at = t.find(" in this Personality's army ");
  if (at == std::string_view::npos) return std::nullopt;
  if (b.type != CardType::Personality) return false;
  auto bonuses = bonus_list(t.substr(at + 28));
  if (!bonuses) return false;
  json each;
  for (std::string_view one : c_split(t.substr(0, at), " and ")) {
    auto f = target_phrase("a target " + std::string(one));
    if (!f || f->empty() || f->contains("location") || f->contains("controller")) return false;
    json types = f->value("type", json::array());
    f->erase("type");
    if (each.is_null()) {
      each = *f;
      if (!types.empty()) each["type"] = types;
      continue;
    }
    // "<K> Follower and <K> Personality": the same words, two types.
    json same = each;
    json had = same.value("type", json::array());
    same.erase("type");
    if (same != *f || had.empty() || types.empty()) return false;
    for (const json& ty : types) had.push_back(ty);
    each["type"] = had;
  }
  each["location"] = "this_army";
  for (auto& [stat, n] : *bonuses)
    b.effects.push_back({{"op", stat}, {"amount", n}, {"each", each}});
  return true;
}

// "Switch his and this Personality's locations" after a target
// Personality: the two trade locations (docs/abilities.md
// "switch_locations").
std::optional<bool> c_switch(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Switch ")) return std::nullopt;
  if (!(eat(t, "his and ") || eat(t, "her and ") || eat(t, "their and ")) ||
      !(t == "this Personality's location" || t == "this Personality's locations"))
    return false;
  if (b.type != CardType::Personality || b.targets.size() != 1 ||
      b.targets[0].value("player", false) ||
      b.targets[0].value("type", json::array()) != json::array({"Personality"}))
    return false;
  b.effects.push_back({{"op", "switch_locations"}});
  return true;
}

// "<Verb> one or more target enemy <Type>s with total Force less than or
// equal to this Personality's Force": a group of targets chosen one at a
// time whose Forces together may not exceed his (docs/abilities.md
// "total_force"); "one or more" is up to nine, as the project's own cards
// say it (docs/card-coverage.md, hida-ayahi).
std::optional<bool> c_group_total_force(std::string_view s, Body& b) {
  const std::size_t at = s.find(" one or more target ");
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view verb = s.substr(0, at);
  std::string_view rest = s.substr(at + 20);
  const std::size_t with = rest.find(" with total Force ");
  if (with == std::string_view::npos) return false;
  std::string_view limit = rest.substr(with + 18);
  if (!(eat(limit, "less than or equal to ") || eat(limit, "equal to or less than ") ||
        eat(limit, "equal to or lower than ")))
    return false;
  if (limit != "this Personality's Force" || b.type != CardType::Personality || !b.targets.empty())
    return false;
  std::string group(rest.substr(0, with));
  if (group.ends_with("ies"))
    group = group.substr(0, group.size() - 3) + "y";
  else if (group.ends_with("s"))
    group.pop_back();
  else
    return false;
  const std::size_t effects = b.effects.size();
  if (!sentence(std::string(verb) + " a target " + group, b) || b.targets.size() != 1 ||
      b.effects.size() != effects + 1)
    return false;
  json& t = b.targets.back();
  if (t.value("player", false) || t.contains("count")) return false;
  t["count"] = 9;
  t["min"] = 1;
  t["total_force"] = {{"force", "self"}};
  return true;
}

// "If the target was a <Keyword>, you may <straighten or bow> them": a
// choice offered only if the ability's one target has the keyword then.
std::optional<bool> c_if_target_was_may(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "If the target was ")) return std::nullopt;
  if (!(eat(t, "an ") || eat(t, "a "))) return false;
  const std::size_t comma = t.find(", you may ");
  if (comma == std::string_view::npos) return false;
  const std::string_view kw = t.substr(0, comma);
  std::string_view rest = t.substr(comma + 10);
  if (kw.empty() || kw.find(' ') != std::string_view::npos ||
      !std::isupper(static_cast<unsigned char>(kw[0])))
    return false;
  std::string op;
  if (eat(rest, "straighten "))
    op = "straighten";
  else if (eat(rest, "bow "))
    op = "bow";
  else
    return false;
  if (rest != "them" && rest != "him" && rest != "her") return false;
  if (b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
  b.effects.push_back({{"op", "choose"},
                       {"choices", {json::array({{{"op", op}}}), json::array()}},
                       {"if", {{"card", "target"}, {"keywords", {std::string(kw)}}}}});
  return true;
}

// One condition of "If <this>, ...": "this Personality has a Weapon" (an
// attachment with that keyword), "you control a Courtier" (one card in play
// or more). nullopt when it is neither.
std::optional<json> c_condition(std::string_view c, CardType type) {
  if (std::string_view t = c; type == CardType::Personality && eat(t, "this Personality has ") &&
                              (eat(t, "a ") || eat(t, "an "))) {
    if (t.empty() || t.find(' ') != std::string_view::npos ||
        !std::isupper(static_cast<unsigned char>(t[0])))
      return std::nullopt;
    return json{{"card", "self"}, {"attached_keywords", {std::string(t)}}};
  }
  if (std::string_view t = c; eat(t, "you control ") && (eat(t, "a ") || eat(t, "an "))) {
    auto f = target_phrase("your target " + std::string(t));
    if (!f || f->size() < 2 || f->contains("location")) return std::nullopt;
    f->erase("controller");
    json cond = {{"you_control", {{"at_least", 1}}}};
    cond.update(*f);
    return cond;
  }
  return std::nullopt;
}

// "[If <this> or <that>, ]the card cannot straighten" (also "he", "she",
// "it"): the ability's one target cannot straighten until the end of the
// turn (CR20F "Duration of Effects"). Either condition is enough: one
// effect for each, as the same effect twice changes nothing more.
std::optional<bool> c_cannot_straighten(std::string_view s, Body& b) {
  std::string_view t = s;
  std::vector<json> conds;
  if (eat(t, "If ")) {
    const std::size_t comma = t.find(", ");
    if (comma == std::string_view::npos) return std::nullopt;
    std::string_view rest = t.substr(comma + 2);
    if (!rest.ends_with(" cannot straighten")) return std::nullopt;
    for (std::string_view one : c_split(t.substr(0, comma), " or ")) {
      auto c = c_condition(one, b.type);
      if (!c) return false;
      conds.push_back(*c);
    }
    t = rest;
  }
  if (!eat_suffix(t, " cannot straighten")) return std::nullopt;
  if (t != "the card" && t != "The card" && t != "he" && t != "He" && t != "she" && t != "She" &&
      t != "it" && t != "It")
    return false;
  if (b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
  if (conds.empty()) b.effects.push_back({{"op", "cannot_straighten"}});
  for (const json& c : conds) b.effects.push_back({{"op", "cannot_straighten"}, {"if", c}});
  return true;
}

// "You may discard a card to <effects>": offered only while the player has
// a card in his hand (the discarding must happen for the effects to), a
// choice between discarding a card of his choice for the effects and
// nothing. The effects may not target (targets are chosen as the action is
// announced).
std::optional<bool> c_may_discard_to(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "You may discard a card to ")) return std::nullopt;
  if (t.empty()) return false;
  std::string rest(t);
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  Body inner = b;
  inner.effects = json::array();
  if (!sentence(rest, inner) || inner.effects.empty() || inner.targets != b.targets) return false;
  json option = json::array({{{"op", "discard_from_hand"}, {"amount", 1}}});
  for (const json& e : inner.effects) {
    const std::string op = e.value("op", "");
    if (op == "choose" || op == "duel" || e.contains("delay")) return false;
    option.push_back(e);
  }
  b.effects.push_back({{"op", "choose"},
                       {"choices", {option, json::array()}},
                       {"if", {{"your_hand", {{"at_least", 1}}}}}});
  return true;
}

// "<His> controller may dishonor <him>" (the ability's one target): that
// controller chooses whether he is dishonored. A next sentence "If <he> did
// not become dishonorable (or was already so), give <him> <penalty>"
// completes it: already dishonorable, he gets the penalty; otherwise his
// controller chooses between dishonoring him (with the penalty if that did
// not make him dishonorable: CR20F "Negate", a dishonoring may be prevented)
// and the penalty.
std::optional<bool> c_controller_may_dishonor(std::string_view s, Body& b) {
  const bool one = b.targets.size() == 1 && !b.targets[0].value("player", false);
  for (std::string_view who :
       {"His controller may dishonor him", "Her controller may dishonor her"})
    if (s == who) {
      if (!one) return false;
      b.effects.push_back({{"op", "choose"},
                           {"player", "target_controller"},
                           {"choices", {json::array({{{"op", "dishonor"}}}), json::array()}}});
      return true;
    }
  std::string_view t = s;
  if (!(eat(t, "If he did not become dishonorable ") ||
        eat(t, "If she did not become dishonorable ")))
    return std::nullopt;
  if (!eat(t, "(or was already dishonorable), give ") || !(eat(t, "him ") || eat(t, "her ")))
    return false;
  auto bonuses = bonus_list(t);
  const json marker = {{"op", "choose"},
                       {"player", "target_controller"},
                       {"choices", {json::array({{{"op", "dishonor"}}}), json::array()}}};
  if (!bonuses || !one || b.effects.empty() || b.effects.back() != marker) return false;
  json penalty = json::array();
  for (auto& [stat, n] : *bonuses) penalty.push_back({{"op", stat}, {"amount", n}});
  json already = json::array(), unless = json::array({{{"op", "dishonor"}}});
  for (json p : penalty) {
    json q = p;
    p["if"] = {{"card", "target"}, {"dishonorable", true}};
    already.push_back(p);
    q["if"] = {{"card", "target"}, {"dishonorable", false}};
    unless.push_back(q);
  }
  b.effects.erase(b.effects.end() - 1);
  for (json& p : already) b.effects.push_back(p);
  b.effects.push_back({{"op", "choose"},
                       {"player", "target_controller"},
                       {"if", {{"card", "target"}, {"dishonorable", false}}},
                       {"choices", {unless, penalty}}});
  return true;
}

// "Target this Personality's <Follower>": a target of his own unit (CR20F
// "Unit": he and his attachments), which later sentences act on.
std::optional<bool> c_target_own_unit(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Target this Personality's ")) return std::nullopt;
  if (b.type != CardType::Personality || !b.targets.empty()) return false;
  auto f = target_phrase("your target " + std::string(t));
  if (!f || f->contains("location") || !f->contains("type") ||
      (*f)["type"] == json::array({"Personality"}))
    return false;
  (*f)["in_this_unit"] = true;
  b.targets.push_back(*f);
  return true;
}

// "<Verb> a target <card> with Force equal to or lower than the discarded
// card's Focus Value" after a discarding cost: the Focus Value of the card
// discarded to pay for the ability (Good Faith assumes a card that makes the
// target legal can be discarded).
std::optional<bool> c_focus_compared_target(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat_suffix(t, " the discarded card's Focus Value") &&
      !eat_suffix(t, " the card's Focus Value"))
    return std::nullopt;
  if (!eat_suffix(t, " with Force equal to or lower than") &&
      !eat_suffix(t, " with Force less than or equal to"))
    return std::nullopt;
  if (!b.discarded) return false;
  const std::size_t targets = b.targets.size(), effects = b.effects.size();
  if (!sentence(t, b) || b.targets.size() != targets + 1 || b.effects.size() == effects)
    return false;
  json& f = b.targets.back();
  if (f.value("player", false) || f.contains("force")) return false;
  f["force"] = {{"at_most", {{"focus_of_discarded", true}}}};
  return true;
}

}  // namespace

std::optional<bool> c_rider(std::string_view s, Body& b) {
  if (b.effects.empty() || b.effects.back().value("op", "") != "switch_locations")
    return std::nullopt;
  std::string_view t = s;
  if (!eat_suffix(t, " as they move")) return std::nullopt;
  json rider;
  for (auto [verb, op] :
       {std::pair<std::string_view, std::string_view>{"Straighten ", "straighten"},
        {"Bow ", "bow"}})
    if (std::string_view w = t; eat(w, verb)) {
      if (w == "them")
        rider = {{"op", op}};
      else if (w == "their units")
        rider = {{"op", op}, {"unit", true}};
    }
  if (rider.is_null()) return false;
  b.effects.back()["as_moves"].push_back(rider);
  return true;
}

namespace {

// ":fear: equal to this Shugenja's Chi" (also ":ranged:", ":melee:", with
// strength): the icons are the attacks' names (CR20F "Fear", "Ranged
// Attack", "Melee Attack"), read as the worded sentence.
std::optional<bool> c_icon_attack_equal(std::string_view s, Body& b) {
  std::string_view t = s;
  std::string head;
  if (eat(t, ":fear: "))
    head = "Fear ";
  else if (eat(t, ":ranged: "))
    head = "Ranged Attack ";
  else if (eat(t, ":melee: "))
    head = "Melee Attack ";
  else
    return std::nullopt;
  if (!t.starts_with("equal to ") && !t.starts_with("with strength equal to ")) return std::nullopt;
  return sentence(head + std::string(t), b);
}

// "Fear 1, or Fear 3 if you control a Ninja" (also ":fear:"): one Fear
// whose strength is the first number, and the difference more when the
// condition holds as the Fear resolves (amount bonus_when).
std::optional<bool> c_fear_or_more(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Fear ") && !eat(t, ":fear: ")) return std::nullopt;
  const std::size_t comma = t.find(", or ");
  if (comma == std::string_view::npos) return std::nullopt;
  auto low = number(t.substr(0, comma));
  std::string_view rest = t.substr(comma + 5);
  if (!eat(rest, "Fear ") && !eat(rest, ":fear: ")) return std::nullopt;
  const std::size_t sp = rest.find(" if ");
  if (!low || sp == std::string_view::npos) return false;
  auto high = number(rest.substr(0, sp));
  if (!high || *high <= *low) return false;
  auto cond = c_condition(rest.substr(sp + 4), b.type);
  if (!cond || !cond->contains("you_control")) return false;
  const std::size_t before = b.effects.size();
  if (!sentence("Fear " + std::to_string(*low), b) || b.effects.size() != before + 1) return false;
  json& e = b.effects.back();
  if (e.value("op", "") != "fear" || !e["amount"].is_number_integer()) return false;
  e["amount"] = {{"value", *low}, {"bonus_when", {{{"amount", *high - *low}, {"if", *cond}}}}};
  return true;
}

// "Give this Shugenja +2F and Conqueror" (also a target, several bonuses):
// the bonuses, then the keyword for the same card until the end of the turn
// (give_keyword: one the engine knows).
std::optional<bool> c_give_bonus_and_keyword(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!t.starts_with("Give ")) return std::nullopt;
  const std::size_t at = t.rfind(" and ");
  if (at == std::string_view::npos) return std::nullopt;
  const std::string_view kw = t.substr(at + 5);
  bool known = false;
  for (std::string_view k : {"Cavalry", "Tactician", "Conqueror", "Resilient", "Expendable",
                             "Elite", "Naval", "Duelist", "Kensai"})
    known = known || kw == k;
  if (!known) return std::nullopt;
  const std::string head(t.substr(0, at));
  if (head.find(" and ") != std::string::npos || (head.back() != 'F' && head.back() != 'C'))
    return false;
  const std::size_t before = b.effects.size();
  if (!sentence(head, b) || b.effects.size() == before) return false;
  const json first = b.effects[before];
  for (std::size_t i = before; i < b.effects.size(); ++i) {
    const json& e = b.effects[i];
    const std::string op = e.value("op", "");
    if ((op != "force" && op != "chi") || e.contains("until") || e.contains("if") ||
        e.contains("each") || e.value("card", json()) != first.value("card", json()))
      return false;
  }
  json give = {{"op", "give_keyword"}, {"keyword", std::string(kw)}};
  if (first.contains("card")) give["card"] = first["card"];
  b.effects.push_back(give);
  return true;
}

// "Destroy a target Terrain in play at this Personality's battlefield": a
// Terrain is in play at its battlefield (CR20F "Battlefields"), so the
// target must be where the Personality is (location this_location; at home
// there is none).
std::optional<bool> c_terrain_at_my_battlefield(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat_suffix(t, " in play at this Personality's battlefield")) return std::nullopt;
  if (b.type != CardType::Personality || !t.ends_with(" target Terrain")) return false;
  const std::size_t targets = b.targets.size();
  if (!sentence(t, b) || b.targets.size() != targets + 1) return false;
  json& f = b.targets.back();
  if (f.contains("location") || f.value("type", json::array()) != json::array({"Strategy"}))
    return false;
  f["location"] = "this_location";
  return true;
}

}  // namespace

std::optional<bool> c_sentence(std::string_view s, Body& b) {
  if (auto r = c_icon_attack_equal(s, b)) return r;
  if (auto r = c_fear_or_more(s, b)) return r;
  if (auto r = c_give_bonus_and_keyword(s, b)) return r;
  if (auto r = c_terrain_at_my_battlefield(s, b)) return r;
  if (auto r = c_if_force_now(s, b)) return r;
  if (auto r = c_optional_move_home(s, b)) return r;
  if (auto r = c_move_unit_home(s, b)) return r;
  if (auto r = c_give_each_army(s, b)) return r;
  if (auto r = c_switch(s, b)) return r;
  if (auto r = c_group_total_force(s, b)) return r;
  if (auto r = c_if_target_was_may(s, b)) return r;
  if (auto r = c_cannot_straighten(s, b)) return r;
  if (auto r = c_may_discard_to(s, b)) return r;
  if (auto r = c_controller_may_dishonor(s, b)) return r;
  if (auto r = c_target_own_unit(s, b)) return r;
  if (auto r = c_focus_compared_target(s, b)) return r;
  if (auto r = c_compared_target(s, b)) return r;
  return std::nullopt;
}

// "This Personality has <bonus> while he has no <Armor or Weapon>s": his own
// bonus while no attachment of his has any of those keywords.
bool c_rule(std::string_view part, CardType type, CompiledText& out) {
  // A Personality's "Attaches <kind>s paying N less Gold": Equipping such an
  // attachment to him costs less (CR20F "Equip"; trait attach_discount).
  if (std::string_view t = part; type == CardType::Personality && eat(t, "Attaches ") &&
                                 !t.starts_with("to ") && eat_suffix(t, " less Gold.")) {
    const std::size_t paying = t.find(" paying ");
    if (paying == std::string_view::npos) return false;
    auto n = number(t.substr(paying + 8));
    std::string what(t.substr(0, paying));
    if (!n || *n < 1 || !what.ends_with("s")) return false;
    what.pop_back();
    auto f = target_phrase("a target " + what);
    if (!f || !f->contains("type")) return false;
    for (auto& [k, v] : f->items())
      if (k != "type" && k != "keywords" && k != "not_keywords" && k != "any_keywords")
        return false;
    for (const json& ty : (*f)["type"])
      if (ty != "Follower" && ty != "Item" && ty != "Spell") return false;
    return add_compiled_trait({{"attach_discount", *n}, {"each", *f}}, out);
  }
  // CR20F glossary "Defend": he is never in a defending army.
  if (type == CardType::Personality && part == "This Personality cannot defend.")
    return add_compiled_trait({{"cannot_defend", true}}, out);
  std::string_view t = part;
  if (type != CardType::Personality || !eat(t, "This Personality has ") || !eat_suffix(t, "."))
    return false;
  std::size_t at = std::string_view::npos, len = 0;
  for (std::string_view cue : {" while he has no ", " while she has no ", " while they have no "})
    if (const std::size_t w = t.find(cue); w != std::string_view::npos) {
      at = w;
      len = cue.size();
    }
  if (at == std::string_view::npos) return false;
  auto bonuses = bonus_list(t.substr(0, at));
  if (!bonuses) return false;
  json kinds = json::array();
  for (std::string_view k : c_split(t.substr(at + len), " or ")) {
    eat_suffix(k, "s");
    if (k != "Armor" && k != "Weapon") return false;
    kinds.push_back(std::string(k));
  }
  const json cond = {{"card", "this_personality"}, {"no_attached_keywords", kinds}};
  CompiledText trial = out;
  for (auto& [stat, n] : *bonuses)
    if (!add_compiled_trait(
            {{"stat", stat}, {"amount", n}, {"card", "this_personality"}, {"while", cond}}, trial))
      return false;
  out = std::move(trial);
  return true;
}

}  // namespace l5r::compile
